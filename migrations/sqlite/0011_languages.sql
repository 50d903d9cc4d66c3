-- The languages the bot speaks in (`/language`, `/settings language:`).
--
-- A player's own language: what they chose (`language`; NULL: their
-- Discord client's), and the client's as last seen (`seen_locale`), for the
-- direct messages sent when they are not there to say it.
ALTER TABLE user_settings ADD COLUMN language TEXT;
ALTER TABLE user_settings ADD COLUMN seen_locale TEXT;

-- A server's public messages: the language a manager chose (`chosen`;
-- NULL: follow Discord), and the server's preferred locale as Discord last
-- sent it (`seen_locale`), for the scheduler's posts.
CREATE TABLE server_languages (
    guild_id INTEGER PRIMARY KEY,
    chosen TEXT,
    seen_locale TEXT
);
