-- The bot's own web pages (issue 31), as SQLite's 0015: whether a server
-- shows its pages (no row: off) and its unguessable page key (128 random
-- bits, kept across off and on).
CREATE TABLE web_pages (
    guild_id BIGINT  PRIMARY KEY,
    page_key TEXT    NOT NULL UNIQUE,
    public   BIGINT  NOT NULL
);

CREATE INDEX games_over_by_guild ON games (guild_id, status, updated_at);
