-- The latest challenge in a channel (to tell "this challenge expired" from
-- "there is no challenge" when someone answers after the scheduler closed
-- it) without reading every challenge ever made.
CREATE INDEX challenges_by_channel ON challenges (channel_id, id);
