-- Ratings (Glicko-2), one per player, per server, per game kind; changed only
-- in the transaction that records a rated game's result.

CREATE TABLE ratings (
    guild_id      INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    user_id       INTEGER NOT NULL,
    -- The player's name on that server, refreshed whenever they interact.
    name          TEXT    NOT NULL,
    rating        REAL    NOT NULL,
    deviation     REAL    NOT NULL,
    volatility    REAL    NOT NULL,
    wins          INTEGER NOT NULL DEFAULT 0 CHECK (wins >= 0),
    losses        INTEGER NOT NULL DEFAULT 0 CHECK (losses >= 0),
    draws         INTEGER NOT NULL DEFAULT 0 CHECK (draws >= 0),
    -- When the last rated game ended: the deviation grows from then on.
    last_game_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
) WITHOUT ROWID;

-- What each rated game did to each player's rating: the history behind
-- trends, charts and "best win".
CREATE TABLE rating_changes (
    game_id          INTEGER NOT NULL REFERENCES games (id),
    user_id          INTEGER NOT NULL,
    guild_id         INTEGER NOT NULL,
    kind             TEXT    NOT NULL,
    opponent_id      INTEGER NOT NULL,
    -- 'win', 'loss' or 'draw' for this player.
    score            TEXT    NOT NULL CHECK (score IN ('win', 'loss', 'draw')),
    rating_before    REAL    NOT NULL,
    rating_after     REAL    NOT NULL,
    deviation_after  REAL    NOT NULL,
    opponent_rating  REAL    NOT NULL,
    at               INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;

CREATE INDEX rating_changes_by_player ON rating_changes (guild_id, kind, user_id, at);
