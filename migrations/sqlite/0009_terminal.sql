-- `punctbot play` only: what a terminal session needs to go on where the
-- last one on this database stopped. The bot on Discord never reads these.
--
-- The names behind the ids the terminal makes up from names (so a mention
-- prints as @bob after a restart), and the channels' names likewise.
CREATE TABLE terminal_names (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL
);

-- Counters of the session: its simulated clock (`clock`, Unix ms) and the
-- number of the last picture written (`pictures`).
CREATE TABLE terminal_state (
    key TEXT PRIMARY KEY,
    value INTEGER NOT NULL
);
