-- Games against the computer (issue 17): the seat the computer plays and
-- its level (1 beginner, 2 intermediate, 3 strongest); both NULL in a
-- game between two people. Such games are never rated and have no clock
-- (as SQLite's 0012).
ALTER TABLE games
    ADD COLUMN bot_seat BIGINT CHECK (bot_seat IN (0, 1)),
    ADD COLUMN bot_level BIGINT CHECK (bot_level IN (1, 2, 3)),
    ADD CONSTRAINT games_bot_seat_and_level
        CHECK ((bot_seat IS NULL) = (bot_level IS NULL));

-- The games waiting for the computer's move, found at start-up and by the
-- scheduler (nothing stays stuck after a restart).
CREATE INDEX games_computer_to_move ON games (id)
    WHERE status = 'active' AND bot_seat IS NOT NULL;
