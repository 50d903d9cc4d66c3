-- Post-game analyses (`/analysis`, issue 33): one row per game analysed.
-- A row without `done_at` is an analysis under way, and its server's
-- claim: the partial unique index lets each server have one at a time,
-- whichever process runs it. `claimed_until` (the manager's clock) lets
-- another process take the claim over once the one that made it is gone.
-- Once done, `moves` holds the judged moves, one text line a ply: the move
-- played, the better move, the mover's winning chance before and after in
-- thousandths, and the mark (`-`, `?!`, `?` or `??`).
CREATE TABLE analyses (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    guild_id      INTEGER NOT NULL,
    claimed_until INTEGER,
    moves         TEXT,
    done_at       INTEGER
);

CREATE UNIQUE INDEX analyses_running_per_server ON analyses (guild_id) WHERE done_at IS NULL;
