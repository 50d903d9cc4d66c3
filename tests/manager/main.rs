//! The game manager and the store on a real database (SQLite, or
//! PostgreSQL under scripts/with-postgres): games, clocks,
//! races between processes, restarts, ladders and stats.

#[path = "../common/lessons.rs"]
mod lessons_course;
mod manager_support;
#[path = "../common/postgres.rs"]
mod postgres;

mod analysis;
mod archive;
mod authorisation;
mod boop_choice;
mod computer_games;
mod languages;
mod lessons;
mod manager_clocks;
mod manager_games;
mod manager_limits;
mod manager_play;
mod manager_races;
mod manager_restart;
mod manager_roster;
mod operations;
mod outbox;
mod premoves;
mod preview;
mod puzzles;
mod ratings_ladder;
mod ratings_store;
mod standings;
mod store_basics;
mod suggest_hints;
mod tournament_play;
mod tournament_rounds;
mod web_browser;
mod web_html;
mod web_limits;
mod web_load;
mod web_pages;
mod web_site;
mod web_tournament;
