-- The course (`/learn`): the lessons each player has done, per game (the
-- game's name, `punct` or `boop`; lessons numbered from 1 in the order the
-- game teaches them), and the one lesson a player has open: where they
-- asked for it (their `/move` in that channel plays it) and which.
CREATE TABLE lessons_done (
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    lesson      INTEGER NOT NULL CHECK (lesson >= 1),
    done_at     INTEGER NOT NULL,
    PRIMARY KEY (user_id, game, lesson)
);

CREATE TABLE open_lessons (
    user_id     INTEGER PRIMARY KEY,
    channel_id  INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    lesson      INTEGER NOT NULL CHECK (lesson >= 1),
    opened_at   INTEGER NOT NULL
);
