//! The real serenity client against a fake Discord on loopback.

#![recursion_limit = "256"]

mod discord_support;
#[path = "../common/lessons.rs"]
mod lessons_course;
#[path = "../common/postgres.rs"]
mod postgres;

mod discord_analysis;
mod discord_computer;
mod discord_days;
mod discord_e2e;
mod discord_faults;
mod discord_kills;
mod discord_languages;
mod discord_lessons;
mod discord_load;
mod discord_ops;
mod discord_outbox;
mod discord_owed;
mod discord_premoves;
mod discord_processes;
mod discord_puzzles;
mod discord_rules;
mod discord_shutdown;
mod discord_tournament;
mod discord_tournament_kills;
mod discord_web;
