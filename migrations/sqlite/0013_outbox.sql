-- The outbox (issue 18): what the bot owes Discord because the database
-- changed, written in the same transaction as the change. The answer to the
-- interaction is the fast path; a delivery worker posts whatever is still
-- owed once `due_at` passes (the fast path holds each row until then), so a
-- crash between a change and its post loses nothing.
CREATE TABLE outbox (
    id                INTEGER PRIMARY KEY,
    -- board: the game's board at `version` (a new one after a move, the end
    --        of the game);
    -- reminder: the reminder the game at `version` is owed;
    -- nudge: the nudge of an idle game without a clock at `version`;
    -- expiry: the challenge expired (its buttons go);
    -- strip: the buttons of `target_message_id` go (a replaced board).
    kind              TEXT    NOT NULL
                      CHECK (kind IN ('board', 'reminder', 'nudge', 'expiry', 'strip')),
    channel_id        INTEGER NOT NULL,
    game_id           INTEGER REFERENCES games (id),
    challenge_id      INTEGER REFERENCES challenges (id),
    version           INTEGER,
    target_message_id INTEGER,
    -- The message that paid the debt, once posted (or found posted).
    posted_message_id INTEGER,
    attempts          INTEGER NOT NULL DEFAULT 0,
    due_at            INTEGER NOT NULL,
    created_at        INTEGER NOT NULL,
    done_at           INTEGER
);

CREATE INDEX outbox_owed ON outbox (due_at) WHERE done_at IS NULL;
CREATE INDEX outbox_boards ON outbox (game_id, version) WHERE kind = 'board';
