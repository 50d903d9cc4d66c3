//! What `/analysis` answers, as typed values: apart from the analysis's
//! module, which uses them, because messages hold them.

use crate::{bot::analysis::Mark, games::AnyMove};

/// A move the analysis marked, as the answer lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkedMove {
    /// The move's number in the game (from 1).
    pub ply: u32,
    /// Who played it.
    pub by: String,
    pub played: AnyMove,
    pub best: AnyMove,
    pub mark: Mark,
    /// The mover's winning chance with the better move and after the move
    /// played, in percent.
    pub before: u8,
    pub after: u8,
}
