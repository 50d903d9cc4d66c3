//! PLACEHOLDER so the crate builds while the engine is written; replaced by the engine.

use std::fmt;

use super::{Outcome, Rules, Seat};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    Standard,
    Younger,
}

#[derive(Clone, Debug, Default)]
pub struct Position;

impl Position {
    #[must_use]
    pub fn new(_variant: Variant) -> Self {
        Position
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct IllegalMove;

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not implemented yet")
    }
}

impl std::error::Error for IllegalMove {}

impl Rules for Position {
    type Illegal = IllegalMove;
    fn turn(&self) -> Seat {
        Seat::First
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn legal_move_texts(&self) -> Vec<String> {
        Vec::new()
    }
    fn play_text(&mut self, _text: &str) -> Result<String, IllegalMove> {
        Err(IllegalMove)
    }
    fn undo(&mut self) -> bool {
        false
    }
    fn history(&self) -> Vec<String> {
        Vec::new()
    }
    fn perft(&self, _depth: u32) -> u64 {
        1
    }
    fn describe(&self) -> String {
        String::new()
    }
}
