-- Every game has a number on its server (on its channel, for a game outside
-- any server): #1, #2, … in the order they started, never reused. Players
-- name archived games by it (`/history game:12`).
--
-- The number's scope is the server, or the channel when there is none;
-- snowflakes of servers and channels never collide. Games stored before
-- this migration are numbered in the order of their ids.
ALTER TABLE games ADD COLUMN number INTEGER;

UPDATE games SET number = (
    SELECT COUNT(*) FROM games AS earlier
    WHERE coalesce(earlier.guild_id, earlier.channel_id) = coalesce(games.guild_id, games.channel_id)
      AND earlier.id <= games.id
);

CREATE UNIQUE INDEX games_by_number ON games (coalesce(guild_id, channel_id), number);

-- A channel's latest game, finished ones included (`/history` without a
-- number), found without a scan: in the channel, or in a thread opened
-- from it.
CREATE INDEX games_by_channel ON games (channel_id, id);
CREATE INDEX games_by_parent ON games (parent_channel_id, id) WHERE parent_channel_id IS NOT NULL;

-- The scheduler's look for idle games without a clock (the week's nudge)
-- reads only them: games with a clock never enter this index.
CREATE INDEX games_idle_without_clock ON games (id)
    WHERE status = 'active' AND days_per_move IS NULL AND reminders_sent = 0;
