//! [`MoveEffect`]: what a legal move would do, as data for hints and
//! previews. It is found by playing the move on a copy of the position, so
//! it says exactly what the rules do and nothing is worked out twice.

use super::{Checked, End, Landing, Position};
use crate::games::{
    punct::{IllegalMove, Kind, Move, Placement},
    ByColor, Seat,
};

/// What a legal move would do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveEffect {
    /// The move.
    pub mv: Move,
    /// The player who would play it.
    pub mover: Seat,
    /// For a MOVE, the level the piece stands at now.
    pub from_level: Option<u8>,
    /// Where the piece would come to rest (an ADD: on the board); `None` for
    /// a pass.
    pub landing: Option<Landing>,
    /// Pieces, by owner, that are mobile now and covered after the move.
    pub covered: ByColor<u8>,
    /// Pieces, by owner, that are covered now and mobile after the move
    /// (lifting the mover uncovers them).
    pub freed: ByColor<u8>,
    /// How the game would end with this move, if it would.
    pub end: Option<End>,
}

impl MoveEffect {
    /// The kind of the piece added or moved (`None` for a pass).
    #[must_use]
    pub fn kind(&self) -> Option<Kind> {
        self.mv.placement().map(Placement::kind)
    }

    /// Whether a MOVE turns its piece about its PÜNCT without moving it.
    #[must_use]
    pub fn is_rotation(&self) -> bool {
        matches!(self.mv, Move::Move { from, to } if from == to.punct())
    }
}

impl Position {
    /// What `m` would do here.
    ///
    /// # Errors
    /// Why `m` is illegal here.
    pub fn effect(&self, m: Move) -> Result<MoveEffect, IllegalMove> {
        let checked = self.check(m)?;
        let landing = match checked {
            Checked::Add(_) => Some(Landing::BOARD),
            Checked::Move { landing, .. } => Some(landing),
            Checked::Pass => None,
        };
        let mut after = self.clone();
        after.apply(m, checked);
        let from_level = match m {
            Move::Move { from, .. } => self.board.top(from).map(|piece| piece.level),
            Move::Add(_) | Move::Pass => None,
        };
        let mut covered = ByColor::default();
        let mut freed = ByColor::default();
        // The pieces keep their ids; an ADD's new piece comes last and is
        // neither.
        for (before, now) in self.board.pieces().zip(after.board.pieces()) {
            match (before.mobile, now.mobile) {
                (true, false) => *covered.get_mut(before.owner) += 1,
                (false, true) => *freed.get_mut(before.owner) += 1,
                _ => {}
            }
        }
        Ok(MoveEffect {
            mv: m,
            mover: self.turn,
            from_level,
            landing,
            covered,
            freed,
            end: after.end,
        })
    }
}
