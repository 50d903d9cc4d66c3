//! PÜNCT (Kris Burm, 2005), as `/rules punct` states them.
//!
//! Split by concept: [`Cell`] and friends (the board's geometry), [`Kind`] and
//! [`Placement`] (pieces), [`Board`] (stacks), [`Move`] and its notation,
//! [`Position`] (legal moves, play, undo, the end), [`Setup`] (fixtures) and
//! [`perft`].
//!
//! ```
//! use punctbot::games::{punct::{Move, Position, Variant}, Rules, Seat};
//!
//! let mut game = Position::new(Variant::Standard);
//! let m: Move = "+F5:G5,H5".parse()?;
//! game.play(m)?;
//! assert_eq!(game.turn(), Seat::Second);
//! assert_eq!(m.describe(&Position::new(Variant::Standard)), "add straight piece, PÜNCT at end: F5·G5·H5");
//! assert!(game.undo());
//! assert_eq!(game, Position::new(Variant::Standard));
//! # Ok::<_, punctbot::games::punct::IllegalMove>(())
//! ```

mod board;
mod cell;
mod computer;
mod ending;
mod game;
mod illegal;
mod lessons;
mod moves;
mod notation;
mod perft;
mod piece;
mod position;
mod setup;
mod suggest;
pub mod words;

pub use board::{Board, PieceId, PieceView, MAX_PIECES};
pub use cell::{Cell, CellSet, Direction, ParseCellError, Side, CELL_COUNT};
pub use computer::{cells_missing, connection_distances};
pub use game::{position, PunctGame, BASIC, GAME, STANDARD};
pub use illegal::IllegalMove;
pub use moves::{Move, MoveList};
pub use perft::perft;
pub use piece::{Kind, Placement};
pub use position::{
    End, EndReason, Landing, LastMove, MoveEffect, Options, Position, Reserve, Variant,
};
pub use setup::{Setup, SetupError};

use super::{Notation, Outcome, Rules, Seat};

impl Rules for Position {
    type Move = Move;
    type Illegal = IllegalMove;

    fn turn(&self) -> Seat {
        Position::turn(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end().map(|end| end.outcome)
    }

    fn for_each_legal_move(&self, mut each: impl FnMut(Move)) {
        let mut any = false;
        self.for_each_legal(|m| {
            any = true;
            each(m);
        });
        if !any && !self.is_over() {
            each(Move::Pass);
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        Position::legal_moves(self)
    }

    fn legal_notations(&self) -> Vec<Notation> {
        Position::legal_notations(self)
    }

    fn parse_move(&self, text: &str) -> Result<Move, IllegalMove> {
        text.parse()
    }

    fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        Position::play(self, mv)
    }

    fn undo(&mut self) -> bool {
        self.undo_move()
    }

    fn ply(&self) -> usize {
        self.moves_played().len()
    }

    fn last_move(&self) -> Option<Move> {
        self.moves_played().next_back()
    }

    fn history(&self) -> Vec<Move> {
        self.moves_played().collect()
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(self, depth)
    }

    fn describe(&self) -> String {
        self.summary()
    }

    /// Refuses any text once the game is over, before reading it.
    fn play_text(&mut self, text: &str) -> Result<String, IllegalMove> {
        self.play_str(text).map(|m| m.to_string())
    }
}
