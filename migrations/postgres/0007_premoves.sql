-- Conditional moves (`/premove`), as SQLite's 0015: the lines a waiting
-- player has entered, one tree per player per game. `ply`: plies played
-- when the lines start; `lines`: one line a text line, moves in canonical
-- notation separated by spaces. A move rewrites or removes the tree in the
-- transaction that stores it, only if the tree is still as it was read.
CREATE TABLE premoves (
    game_id     BIGINT  NOT NULL REFERENCES games (id),
    seat        BIGINT  NOT NULL CHECK (seat IN (0, 1)),
    ply         BIGINT  NOT NULL,
    lines       TEXT    NOT NULL,
    updated_at  BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seat)
);
