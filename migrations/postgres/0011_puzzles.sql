-- Puzzles (issue 32), as SQLite's 0019: who tried which, the ratings, and
-- the daily puzzle of each server.
CREATE TABLE puzzle_players (
    user_id    BIGINT           NOT NULL,
    kind       TEXT             NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    solved     BIGINT           NOT NULL DEFAULT 0,
    failed     BIGINT           NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, kind)
);

CREATE TABLE puzzle_ratings (
    kind       TEXT             NOT NULL,
    number     BIGINT           NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (kind, number)
);

CREATE TABLE puzzle_attempts (
    user_id     BIGINT NOT NULL,
    kind        TEXT   NOT NULL,
    number      BIGINT NOT NULL,
    played      TEXT   NOT NULL DEFAULT '',
    rated       BIGINT NOT NULL DEFAULT 0,
    started_at  BIGINT NOT NULL,
    finished_at BIGINT,
    PRIMARY KEY (user_id, kind, number)
);

CREATE INDEX puzzle_attempts_open ON puzzle_attempts (user_id) WHERE finished_at IS NULL;

CREATE TABLE puzzle_channels (
    guild_id   BIGINT PRIMARY KEY,
    channel_id BIGINT NOT NULL
);

CREATE TABLE daily_puzzles (
    guild_id   BIGINT NOT NULL,
    day        BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    kind       TEXT   NOT NULL,
    number     BIGINT NOT NULL,
    PRIMARY KEY (guild_id, day)
);

ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('board', 'reminder', 'nudge', 'expiry', 'strip', 'tournament', 'puzzle'));
