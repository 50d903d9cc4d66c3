-- Whose turn it is and how many plies were played: one stored fact each,
-- written from the rules engine with every move, takeback and ending, so
-- that nothing above the engines works it out from the number of moves.
--
-- `to_move` is 0 (first seat) or 1 (second seat) while the game is active
-- and NULL once it is over. Games stored before this migration get it from
-- the engine the first time the database is opened (the store replays their
-- moves): SQL cannot know the rules.
ALTER TABLE games ADD COLUMN plies INTEGER NOT NULL DEFAULT 0 CHECK (plies >= 0);
ALTER TABLE games ADD COLUMN to_move INTEGER CHECK (to_move IN (0, 1));

UPDATE games SET plies = (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id);
