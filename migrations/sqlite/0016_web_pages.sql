-- The bot's own web pages (issue 31): whether a server shows its ladders,
-- players and games on the web (`/settings web:public`, Manage Server; no
-- row: off), and the server's page key. Pages are addressed by this key,
-- never by the guild id: it is 128 random bits, made when a server first
-- turns its pages on and kept when they are turned off and on again, so
-- links stay valid while no page can be found by guessing or by knowing
-- another server's id.
CREATE TABLE web_pages (
    guild_id INTEGER PRIMARY KEY,
    page_key TEXT    NOT NULL UNIQUE,
    public   INTEGER NOT NULL
);

-- The archive lists a server's games over, newest first.
CREATE INDEX games_over_by_guild ON games (guild_id, status, updated_at);
