-- Games across days: move clocks, reminders, vacations, direct-message
-- notices and games in threads of their own. Times are Unix milliseconds
-- from the manager's injected clock; a duration is in milliseconds too.

-- Challenges gain a clock, a thread, an expiry and the message that shows
-- them, and 'expired' joins the statuses. SQLite cannot change a CHECK
-- constraint in place, so the table is rebuilt. `games` refers to it and
-- the migration runs in a transaction (where foreign keys cannot be switched
-- off): the rows wait in a copy while the table is dropped and made anew,
-- with foreign keys deferred so the games' references are checked at
-- commit, once every challenge is back.
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE challenges_copy AS SELECT * FROM challenges;
DROP TABLE challenges;

CREATE TABLE challenges (
    id                 INTEGER PRIMARY KEY,
    guild_id           INTEGER,
    -- Where the challenge (and then the game) lives: a channel, or a thread
    -- made for this game (see parent_channel_id).
    channel_id         INTEGER NOT NULL,
    challenger_id      INTEGER NOT NULL,
    challenger_name    TEXT    NOT NULL,
    opponent_id        INTEGER,
    opponent_name      TEXT,
    kind               TEXT    NOT NULL,
    rated              INTEGER NOT NULL,
    first_mover        TEXT    NOT NULL CHECK (first_mover IN ('challenger', 'opponent', 'random')),
    status             TEXT    NOT NULL CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
    -- Days each player has for a move; NULL: no clock.
    days_per_move      INTEGER CHECK (days_per_move IN (1, 2, 3, 7)),
    -- Set when channel_id is a thread opened for this challenge: the channel
    -- it hangs from.
    parent_channel_id  INTEGER,
    -- An open challenge nobody answered expires at this time.
    expires_at         INTEGER NOT NULL,
    -- The message that shows the challenge (its buttons go when it expires).
    message_id         INTEGER,
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL
);

-- Challenges stored before clocks existed had none, and expire a day after
-- they were made.
INSERT INTO challenges (id, guild_id, channel_id, challenger_id, challenger_name, opponent_id,
    opponent_name, kind, rated, first_mover, status, days_per_move, parent_channel_id, expires_at,
    message_id, created_at, updated_at)
SELECT id, guild_id, channel_id, challenger_id, challenger_name, opponent_id, opponent_name, kind,
    rated, first_mover, status, NULL, NULL, created_at + 86400000, NULL, created_at, updated_at
FROM challenges_copy;

DROP TABLE challenges_copy;

CREATE UNIQUE INDEX challenges_one_open_per_channel
    ON challenges (channel_id) WHERE status = 'open';
CREATE INDEX challenges_by_expiry ON challenges (expires_at) WHERE status = 'open';

-- The move clock of a game. end_reason gains 'time' (a text column, no
-- check to change).
-- Days each player has for a move; NULL: no clock.
ALTER TABLE games ADD COLUMN days_per_move INTEGER;
-- When the player to move loses on time; NULL without a clock or once over.
-- A vacation pushes it back by the time it pauses the clock.
ALTER TABLE games ADD COLUMN deadline_at INTEGER;
-- How many of this turn's reminders are done (reset by every move).
ALTER TABLE games ADD COLUMN reminders_sent INTEGER NOT NULL DEFAULT 0;
-- The earliest reminder or deadline still to come: all the scheduler reads.
ALTER TABLE games ADD COLUMN next_event_at INTEGER;
-- Set when channel_id is a thread opened for this game.
ALTER TABLE games ADD COLUMN parent_channel_id INTEGER;
ALTER TABLE games ADD COLUMN ended_at INTEGER;

CREATE INDEX games_by_next_event ON games (next_event_at) WHERE status = 'active';
CREATE INDEX games_active_by_first ON games (guild_id, first_id) WHERE status = 'active';
CREATE INDEX games_active_by_second ON games (guild_id, second_id) WHERE status = 'active';

-- A player's vacations on a server: their clocks stand still meanwhile.
CREATE TABLE vacations (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    user_id       INTEGER NOT NULL,
    starts_at     INTEGER NOT NULL,
    -- The planned end; brought forward to the moment of cancelling.
    ends_at       INTEGER NOT NULL,
    cancelled_at  INTEGER,
    CHECK (ends_at >= starts_at)
);

CREATE INDEX vacations_by_player ON vacations (guild_id, user_id, ends_at);

-- Per-server settings. reminders: when the player to move is reminded, as a
-- comma-separated list of 'half' (half their time gone) and hours left
-- ('12h', '1h'); '' switches reminders off. No row: the default.
CREATE TABLE server_settings (
    guild_id   INTEGER PRIMARY KEY,
    reminders  TEXT NOT NULL
) WITHOUT ROWID;

-- Per-user settings, the same on every server.
CREATE TABLE user_settings (
    user_id         INTEGER PRIMARY KEY,
    -- Opted in to "your turn" direct messages.
    direct_notices  INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Threads made for a game (or a challenge), to archive a day after it ends.
CREATE TABLE thread_archives (
    thread_id  INTEGER PRIMARY KEY,
    due_at     INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX thread_archives_by_due ON thread_archives (due_at);

