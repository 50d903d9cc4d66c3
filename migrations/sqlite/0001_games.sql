-- The move list is the truth: a position is never stored, only the moves that
-- reach it, so the database can never hold a state the rules would not reach.
-- Discord ids are stored as INTEGER (i64, converted once in src/store/).
-- Times are Unix milliseconds from the manager's injected clock.

CREATE TABLE challenges (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER,
    channel_id       INTEGER NOT NULL,
    challenger_id    INTEGER NOT NULL,
    challenger_name  TEXT    NOT NULL,
    -- NULL for an open challenge (anyone but the challenger may accept).
    opponent_id      INTEGER,
    opponent_name    TEXT,
    kind             TEXT    NOT NULL,
    rated            INTEGER NOT NULL,
    first_mover      TEXT    NOT NULL CHECK (first_mover IN ('challenger', 'opponent', 'random')),
    status           TEXT    NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'cancelled')),
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL
);

-- At most one pending challenge per channel, even if two processes race.
CREATE UNIQUE INDEX challenges_one_open_per_channel
    ON challenges (channel_id) WHERE status = 'open';

CREATE TABLE games (
    id                INTEGER PRIMARY KEY,
    guild_id          INTEGER,
    channel_id        INTEGER NOT NULL,
    kind              TEXT    NOT NULL,
    rated             INTEGER NOT NULL,
    first_id          INTEGER NOT NULL,
    first_name        TEXT    NOT NULL,
    second_id         INTEGER NOT NULL,
    second_name       TEXT    NOT NULL,
    status            TEXT    NOT NULL CHECK (status IN ('active', 'finished', 'aborted')),
    -- 'first', 'second' or 'draw' once finished; NULL while active or aborted.
    result            TEXT    CHECK (result IN ('first', 'second', 'draw')),
    -- Why it ended: 'rules', 'resignation', 'agreement', 'aborted'.
    end_reason        TEXT,
    challenge_id      INTEGER REFERENCES challenges (id),
    -- The last board message posted by the Discord layer (to strip its buttons).
    board_message_id  INTEGER,
    -- Bumped by every change to the move list or the status: a position
    -- cached in memory is good only for the version it was built at.
    version           INTEGER NOT NULL DEFAULT 0,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);

-- At most one active game per channel, even if two processes race.
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel_id) WHERE status = 'active';

CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    -- 1 for the first move of the game.
    ply        INTEGER NOT NULL CHECK (ply >= 1),
    -- 0 = first seat, 1 = second seat.
    seat       INTEGER NOT NULL CHECK (seat IN (0, 1)),
    user_id    INTEGER NOT NULL,
    -- Canonical notation, as printed by the engine.
    notation   TEXT    NOT NULL,
    played_at  INTEGER NOT NULL,
    -- The database alone refuses a second move for the same ply.
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TABLE offers (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    kind        TEXT    NOT NULL CHECK (kind IN ('draw', 'takeback')),
    -- The maker's seat.
    seat        INTEGER NOT NULL CHECK (seat IN (0, 1)),
    -- Plies played when the offer was made.
    ply         INTEGER NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'lapsed')),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE UNIQUE INDEX offers_one_open_per_kind
    ON offers (game_id, kind) WHERE status = 'open';

-- A boop placement waiting for its mover's choice (graduation or lift).
CREATE TABLE pending_placements (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    -- The ply the completed turn will have.
    ply         INTEGER NOT NULL,
    seat        INTEGER NOT NULL CHECK (seat IN (0, 1)),
    placement   TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);
