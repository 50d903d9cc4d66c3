//! punctbot: a Discord bot that hosts PÜNCT and boop.
//!
//! The layers only look down:
//! - [`games`]: the pure rules of both games;
//! - [`protocol`]: the engines' text protocol (`punctbot engine`);
//! - [`render`]: the board pictures;
//! - [`store`]: the database (the only place that speaks SQL);
//! - [`manager`]: games in channels — challenges, turns, who may do what —
//!   as plain requests and replies, with no Discord in it;
//! - [`surface`]: the slash commands, defined once for every front end;
//! - [`discord`]: the manager on Discord (serenity), configured by [`config`];
//! - [`ops`]: what the running bot counts, served to operators;
//! - [`tournament`]: Swiss and round-robin pairings and standings, pure;
//! - [`terminal`]: the lines of `punctbot play`; [`lines`]: input read a
//!   line at a time, each line bounded.

pub mod bot;
pub mod computer;
pub mod config;
pub mod discord;
pub mod games;
pub mod lines;
pub mod locales;
pub mod manager;
pub mod ops;
pub mod protocol;
pub mod puzzles;
pub mod ratings;
pub mod render;
pub mod store;
pub mod surface;
pub mod terminal;
pub mod tournament;
pub mod web;
pub mod words;
