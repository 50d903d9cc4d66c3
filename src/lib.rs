//! punctbot: a Discord bot that hosts PÜNCT and boop.
//!
//! The layers only look down (see `shared/design.md`):
//! - [`games`]: the pure rules of both games;
//! - [`protocol`]: the engines' text protocol (`punctbot engine`).

pub mod games;
pub mod protocol;
pub mod ratings;
pub mod render;
