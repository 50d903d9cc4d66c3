//! The rules engines on their own and through the `engine` protocol: every
//! numbered rule and test vector, property tests, reference readings, perft.

mod common;

mod boop_engine;
mod boop_props;
mod boop_reference;
mod boop_rules;
mod bot;
mod effects;
mod engine_limits;
mod layout;
mod position_keys;
mod punct_perft;
mod punct_props;
mod punct_protocol;
mod punct_reference;
mod punct_rules;
mod puzzles_shipped;
mod tournament_example;
mod tournament_props;
