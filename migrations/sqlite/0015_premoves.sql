-- Conditional moves (`/premove`): the lines a waiting player has entered,
-- "if they play X, I play Y", one tree per player per game. `ply` is the
-- number of plies played when the lines start (the opponent's move that
-- each line answers is ply + 1); `lines` holds one line a text line, its
-- moves in canonical notation separated by spaces. A move of the game
-- rewrites or removes the tree in the transaction that stores the move,
-- and only if the tree is still as the manager read it.
CREATE TABLE premoves (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    seat        INTEGER NOT NULL CHECK (seat IN (0, 1)),
    ply         INTEGER NOT NULL,
    lines       TEXT    NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
