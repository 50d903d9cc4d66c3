-- Tournaments (issue 30): Swiss and round-robin events across days on a
-- server. A tournament's `round` is the round being played (0 during
-- signups): pairing round K+1 changes it from K to K+1 under that very
-- condition, so two processes, or one restarted, pair each round once.
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    -- Where the signup message and every announcement go.
    channel_id    INTEGER NOT NULL,
    organiser_id  INTEGER NOT NULL,
    -- The tournament's number on its server: 1, 2, … (players name it).
    number        INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    format        TEXT    NOT NULL CHECK (format IN ('swiss', 'round_robin')),
    -- NULL until the start for a Swiss without a number of rounds: the
    -- default depends on how many joined.
    rounds        INTEGER,
    days_per_move INTEGER NOT NULL,
    rated         INTEGER NOT NULL CHECK (rated IN (0, 1)),
    max_players   INTEGER,
    starts_at     INTEGER,
    status        TEXT    NOT NULL
                  CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    round         INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    UNIQUE (guild_id, number)
);

CREATE INDEX tournaments_open ON tournaments (status) WHERE status IN ('signup', 'running');

CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    -- The ladder rating at the start, rounded (seeds and the last tie-break).
    rating        INTEGER NOT NULL,
    joined_at     INTEGER NOT NULL,
    withdrawn_at  INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);

-- One row a round once paired; `deadline_at` is when unfinished games are
-- adjudicated, `ended_at` when its last result came in.
CREATE TABLE tournament_rounds (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    bye_id        INTEGER,
    started_at    INTEGER NOT NULL,
    deadline_at   INTEGER NOT NULL,
    ended_at      INTEGER,
    PRIMARY KEY (tournament_id, round)
);

-- A board of a round: who moves first, the game once opened, the result
-- once the round ends ('first', 'second', 'draw', 'first_forfeit',
-- 'second_forfeit', 'both_forfeit').
CREATE TABLE tournament_pairings (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    first_id      INTEGER NOT NULL,
    second_id     INTEGER NOT NULL,
    -- The game's thread, once opened (kept, so that a restart between the
    -- thread and the game reuses it); then the game.
    channel_id    INTEGER,
    game_id       INTEGER UNIQUE REFERENCES games (id),
    result        TEXT CHECK (result IN ('first', 'second', 'draw', 'first_forfeit',
                                         'second_forfeit', 'both_forfeit')),
    PRIMARY KEY (tournament_id, round, board),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, round)
);

-- Tournament news in the outbox: the signup message, a round's pairings
-- (whose delivery opens the games' threads), a round's results with the
-- standings, the end. SQLite cannot change a CHECK in place: the table is
-- rebuilt with the new kind and its columns.
CREATE TABLE outbox_new (
    id                INTEGER PRIMARY KEY,
    kind              TEXT    NOT NULL
                      CHECK (kind IN ('board', 'reminder', 'nudge', 'expiry', 'strip',
                                      'tournament')),
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
    -- What tournament news: 'signup', 'pairings', 'results', 'cancelled'
    -- (the round is in `version`).
    news              TEXT
);

INSERT INTO outbox_new (id, kind, channel_id, game_id, challenge_id, version, target_message_id,
                        posted_message_id, attempts, due_at, created_at, done_at, process_id)
SELECT id, kind, channel_id, game_id, challenge_id, version, target_message_id,
       posted_message_id, attempts, due_at, created_at, done_at, process_id
FROM outbox;

DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;

CREATE INDEX outbox_owed ON outbox (due_at) WHERE done_at IS NULL;
CREATE INDEX outbox_boards ON outbox (game_id, version) WHERE kind = 'board';
CREATE INDEX outbox_process ON outbox (process_id) WHERE done_at IS NULL;
