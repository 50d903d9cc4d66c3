-- Post-game analyses (`/analysis`, issue 33), as SQLite's 0020: one row per
-- game; a row without `done_at` is its server's one analysis under way.
CREATE TABLE analyses (
    game_id       BIGINT PRIMARY KEY REFERENCES games (id),
    guild_id      BIGINT NOT NULL,
    claimed_until BIGINT,
    moves         TEXT,
    done_at       BIGINT
);

CREATE UNIQUE INDEX analyses_running_per_server ON analyses (guild_id) WHERE done_at IS NULL;
