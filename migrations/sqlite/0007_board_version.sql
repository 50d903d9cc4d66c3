-- Which state of its game the recorded board message shows: the game's
-- `version` when the board was made. A board replaces the recorded one only
-- if it shows a later version (or the same one, posted later), checked in
-- the same conditional write that replaces it, so two processes posting
-- boards of one game at once cannot both win. NULL for boards recorded
-- before this column: any new board replaces them.
ALTER TABLE games ADD COLUMN board_version INTEGER;
