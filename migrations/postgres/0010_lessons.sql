-- The course (`/learn`), as SQLite's 0018: the lessons each player has
-- done per game (numbered from 1), and the one lesson a player has open,
-- with the channel where their `/move` plays it.
CREATE TABLE lessons_done (
    user_id     BIGINT  NOT NULL,
    game        TEXT    NOT NULL,
    lesson      BIGINT  NOT NULL CHECK (lesson >= 1),
    done_at     BIGINT  NOT NULL,
    PRIMARY KEY (user_id, game, lesson)
);

CREATE TABLE open_lessons (
    user_id     BIGINT  PRIMARY KEY,
    channel_id  BIGINT  NOT NULL,
    game        TEXT    NOT NULL,
    lesson      BIGINT  NOT NULL CHECK (lesson >= 1),
    opened_at   BIGINT  NOT NULL
);
