-- Process leases (issue 35): every bot process registers here at start and
-- renews its lease every few seconds; every outbox row names the process
-- whose fast path holds it. A row whose process is gone (on SQLite, where
-- one file means one writer, any process but the one running; elsewhere,
-- a lease run out) is paid at once instead of waiting out the fast path's
-- hold. Times are the database's own clock, in Unix milliseconds, so that
-- processes on machines whose clocks differ agree on whose lease ran out.
CREATE TABLE processes (
    id          INTEGER PRIMARY KEY,
    -- For people reading the table: the machine and the process id.
    host        TEXT    NOT NULL,
    pid         INTEGER NOT NULL,
    started_at  INTEGER NOT NULL,
    lease_until INTEGER NOT NULL,
    -- Set by a clean shutdown, which also hands the process's rows over.
    stopped_at  INTEGER
);

-- NULL: written by no bot process (`punctbot play`, or before this
-- migration); such a row keeps the fast path's hold.
ALTER TABLE outbox ADD COLUMN process_id INTEGER REFERENCES processes (id);

CREATE INDEX outbox_process ON outbox (process_id) WHERE done_at IS NULL;
