-- Puzzles (issue 32): the positions themselves ship with the bot
-- (puzzles/*.txt); the database keeps who tried which, the ratings, and the
-- daily puzzle of each server.

-- A player's puzzle rating in one game (Glicko-2), apart from the ladders.
CREATE TABLE puzzle_players (
    user_id    INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    solved     INTEGER NOT NULL DEFAULT 0,
    failed     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, kind)
);

-- A puzzle's own rating, once someone tried it (until then: its
-- difficulty, with a wide deviation).
CREATE TABLE puzzle_ratings (
    kind       TEXT    NOT NULL,
    number     INTEGER NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    PRIMARY KEY (kind, number)
);

-- Every puzzle a player was given: never the same one twice. The open one
-- (finished_at NULL) is the one their answers go to; `played` holds the
-- moves of its line played so far (theirs and the defence's), `rated`
-- whether the attempt has counted for the ratings (the first wrong answer
-- counts as a failure; solving after it counts no more).
CREATE TABLE puzzle_attempts (
    user_id     INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    number      INTEGER NOT NULL,
    played      TEXT    NOT NULL DEFAULT '',
    rated       INTEGER NOT NULL DEFAULT 0,
    started_at  INTEGER NOT NULL,
    finished_at INTEGER,
    PRIMARY KEY (user_id, kind, number)
);

CREATE INDEX puzzle_attempts_open ON puzzle_attempts (user_id) WHERE finished_at IS NULL;

-- Where a server's daily puzzle is posted (`/settings puzzles:#channel`).
CREATE TABLE puzzle_channels (
    guild_id   INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL
);

-- Each server's puzzle of each day (days since the Unix epoch, UTC): the
-- primary key is what makes it once a day, whichever process gets there.
CREATE TABLE daily_puzzles (
    guild_id   INTEGER NOT NULL,
    day        INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    number     INTEGER NOT NULL,
    PRIMARY KEY (guild_id, day)
);

-- The daily puzzle is owed to its channel through the outbox (kind
-- 'puzzle', the day in `version`). SQLite cannot change a CHECK in place:
-- the table is rebuilt with the new kind.
CREATE TABLE outbox_new (
    id                INTEGER PRIMARY KEY,
    kind              TEXT    NOT NULL
                      CHECK (kind IN ('board', 'reminder', 'nudge', 'expiry', 'strip',
                                      'tournament', 'puzzle')),
    channel_id        INTEGER NOT NULL,
    game_id           INTEGER REFERENCES games (id),
    challenge_id      INTEGER REFERENCES challenges (id),
    version           INTEGER,
    target_message_id INTEGER,
    posted_message_id INTEGER,
    attempts          INTEGER NOT NULL DEFAULT 0,
    due_at            INTEGER NOT NULL,
    created_at        INTEGER NOT NULL,
    done_at           INTEGER,
    process_id        INTEGER REFERENCES processes (id),
    tournament_id     INTEGER REFERENCES tournaments (id),
    news              TEXT
);

INSERT INTO outbox_new (id, kind, channel_id, game_id, challenge_id, version, target_message_id,
                        posted_message_id, attempts, due_at, created_at, done_at, process_id,
                        tournament_id, news)
SELECT id, kind, channel_id, game_id, challenge_id, version, target_message_id,
       posted_message_id, attempts, due_at, created_at, done_at, process_id,
       tournament_id, news
FROM outbox;

DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;

CREATE INDEX outbox_owed ON outbox (due_at) WHERE done_at IS NULL;
CREATE INDEX outbox_boards ON outbox (game_id, version) WHERE kind = 'board';
CREATE INDEX outbox_process ON outbox (process_id) WHERE done_at IS NULL;
