-- `/settings confirm:true`: the player sees each of their moves (a
-- picture of the position after it) and confirms it before it counts.
-- 1: preview every move; 0: play at once, as before.
ALTER TABLE user_settings ADD COLUMN confirm_moves INTEGER NOT NULL DEFAULT 0;
