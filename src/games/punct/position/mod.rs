//! [`Position`]: a game of PÜNCT in progress — the board, both reserves, whose
//! turn it is, the moves played and how the game ended (rulebook §4–§9).

use std::fmt::Write as _;

mod effect;
mod end;
mod legal;

pub use effect::MoveEffect;
pub use end::{End, EndReason};
use legal::Checked;
pub use legal::Landing;

use super::{
    board::Piece, Board, Cell, IllegalMove, Kind, Move, MoveList, PieceId, PieceView, Placement,
};
use crate::games::{
    position_key::{part_key, state_key},
    ByColor, Outcome, Seat,
};

/// The two rule sets of §10.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// No ADD ever touches the centre; the end of pieces is decided by the
    /// centre count.
    #[default]
    Standard,
    /// Only White's first ADD avoids the centre; the end of pieces is a draw.
    Basic,
}

/// Configuration flags of §10 beyond the variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// Let C and M pieces bridge with the PÜNCT floating over a piece of your
    /// own colour, as boardspace does (§6.5 c). Off by default (the rulebook).
    pub allow_middle_punct_bridge: bool,
}

/// A player's pieces not yet on the board, per kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reserve([u8; 6]);

impl Default for Reserve {
    /// The full reserve of §2.2: 6 T, 4 E, 2 C, 2 M, 2 A+, 2 A−.
    fn default() -> Reserve {
        Reserve(Kind::ALL.map(Kind::count))
    }
}

impl Reserve {
    /// How many pieces of `kind` are left.
    #[must_use]
    pub const fn get(self, kind: Kind) -> u8 {
        self.0[kind as usize]
    }

    /// How many pieces are left in all.
    #[must_use]
    pub fn total(self) -> u8 {
        self.0.iter().sum()
    }

    pub(crate) fn take(&mut self, kind: Kind) {
        self.0[kind as usize] -= 1;
    }

    pub(crate) fn give(&mut self, kind: Kind) {
        self.0[kind as usize] += 1;
    }

    pub(crate) fn from_counts(counts: [u8; 6]) -> Reserve {
        Reserve(counts)
    }
}

/// The last move played, as data (for drawing it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LastMove {
    /// A new piece was added.
    Add {
        /// The piece, as it is now.
        piece: PieceView,
    },
    /// A piece was moved.
    Move {
        /// The piece, as it is now.
        piece: PieceView,
        /// Where it was before: PÜNCT cell, orientation, cells.
        from: Placement,
        /// The level it was at before.
        from_level: u8,
    },
    /// The player passed.
    Pass,
}

/// What must be put back to take a move back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Undo {
    Add,
    Move {
        id: PieceId,
        placement: Placement,
        level: u8,
    },
    Pass,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Played {
    played: Move,
    undo: Undo,
    passes_before: u8,
}

/// A game of PÜNCT: the start position plus the moves played.
///
/// ```
/// use punctbot::games::{punct::{Position, Variant}, Rules};
///
/// let mut game = Position::new(Variant::Standard);
/// assert_eq!(game.legal_moves().len(), 4986);
/// game.play_text("+f5:h5,g5")?;
/// assert_eq!(game.last_move().map(|m| m.to_string()), Some("+F5:G5,H5".into()));
/// assert_eq!(
///     game.play_text("+H6:H7,I7").unwrap_err().to_string(),
///     "new pieces may not touch the central hexagon"
/// );
/// # Ok::<_, punctbot::games::punct::IllegalMove>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    variant: Variant,
    options: Options,
    // Boxed to keep `Position` (and `AnyGame`) small to move around.
    board: Box<Board>,
    reserves: ByColor<Reserve>,
    turn: Seat,
    /// Passes played in succession just before now.
    passes: u8,
    end: Option<End>,
    history: Vec<Played>,
}

impl Position {
    /// The start position: empty board, full reserves, White to move.
    #[must_use]
    pub fn new(variant: Variant) -> Position {
        Position::with_options(variant, Options::default())
    }

    /// The start position with configuration flags (§10).
    #[must_use]
    pub fn with_options(variant: Variant, options: Options) -> Position {
        Position::from_parts(
            variant,
            options,
            Board::new(),
            ByColor::default(),
            Seat::First,
        )
    }

    pub(crate) fn from_parts(
        variant: Variant,
        options: Options,
        board: Board,
        reserves: ByColor<Reserve>,
        turn: Seat,
    ) -> Position {
        Position {
            variant,
            options,
            board: Box::new(board),
            reserves,
            turn,
            passes: 0,
            end: None,
            history: Vec::new(),
        }
    }

    /// The position after playing `moves` (canonical or lenient notation)
    /// from the start: how a stored game is rebuilt.
    ///
    /// # Errors
    /// The index of the first move that is illegal, and why.
    pub fn from_history<S: AsRef<str>>(
        variant: Variant,
        moves: impl IntoIterator<Item = S>,
    ) -> Result<Position, (usize, IllegalMove)> {
        let mut position = Position::new(variant);
        for (i, text) in moves.into_iter().enumerate() {
            position
                .play_str(text.as_ref())
                .map_err(|reason| (i, reason))?;
        }
        Ok(position)
    }

    /// The rule set.
    #[must_use]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The configuration flags.
    #[must_use]
    pub const fn options(&self) -> Options {
        self.options
    }

    /// Whose turn it is (after the end: the player who would be next).
    #[must_use]
    pub const fn turn(&self) -> Seat {
        self.turn
    }

    /// The board: heights, tops, stacks and pieces.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// A player's reserve.
    #[must_use]
    pub fn reserve(&self, seat: Seat) -> Reserve {
        *self.reserves.get(seat)
    }

    /// How many central cells show each colour now (§8.3).
    #[must_use]
    pub fn centre_count(&self) -> ByColor<u8> {
        self.board.centre_count()
    }

    /// How the game ended, if it has.
    #[must_use]
    pub const fn end(&self) -> Option<End> {
        self.end
    }

    /// Whether the game has ended.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The moves played so far, oldest first.
    #[must_use = "an iterator does nothing unless consumed"]
    pub fn moves_played(&self) -> impl ExactSizeIterator<Item = Move> + DoubleEndedIterator + '_ {
        self.history.iter().map(|played| played.played)
    }

    /// The last move played, as data for drawing it (the move itself is
    /// [`Rules::last_move`](crate::games::Rules::last_move)).
    #[must_use]
    pub fn last_move_data(&self) -> Option<LastMove> {
        let last = self.history.last()?;
        Some(match last.undo {
            Undo::Add => LastMove::Add {
                piece: self
                    .board
                    .piece(PieceId(self.board.piece_count() as u8 - 1)),
            },
            Undo::Move {
                id,
                placement,
                level,
            } => LastMove::Move {
                piece: self.board.piece(id),
                from: placement,
                from_level: level,
            },
            Undo::Pass => LastMove::Pass,
        })
    }

    /// The board with the top piece of `at` lifted off, for showing what lies
    /// underneath; `None` if `at` is empty.
    #[must_use]
    pub fn without_piece(&self, at: Cell) -> Option<Board> {
        self.board.without_piece(at)
    }

    /// Every legal move of the side to move; `[Move::Pass]` if there is no
    /// ADD or MOVE; empty once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::with_capacity(8192);
        self.for_each_legal(|m| moves.push(m));
        if moves.is_empty() && !self.is_over() {
            moves.push(Move::Pass);
        }
        moves
    }

    /// The number of legal moves, counted without listing them.
    #[must_use]
    pub fn count_legal_moves(&self) -> u64 {
        let mut count = 0;
        self.for_each_legal(|_| count += 1);
        if count == 0 && !self.is_over() {
            1
        } else {
            count
        }
    }

    /// Whether `m` is legal here.
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        self.check(m).is_ok()
    }

    /// Where the piece of legal move `m` would land.
    ///
    /// # Errors
    /// The move is illegal here (a pass has no landing: [`IllegalMove::Malformed`]).
    pub fn landing(&self, m: Move) -> Result<Landing, IllegalMove> {
        match self.check(m)? {
            Checked::Add(_) => Ok(Landing::BOARD),
            Checked::Move { landing, .. } => Ok(landing),
            Checked::Pass => Err(IllegalMove::Malformed),
        }
    }

    /// Plays `m` if it is legal.
    ///
    /// # Errors
    /// Why it is illegal; the position is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        let checked = self.check(m)?;
        self.apply(m, checked);
        Ok(())
    }

    /// Parses `text` leniently and plays it; returns the move.
    ///
    /// # Errors
    /// Why it is malformed or illegal; the position is unchanged.
    pub fn play_str(&mut self, text: &str) -> Result<Move, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let m: Move = text.parse()?;
        self.play(m)?;
        Ok(m)
    }

    /// The position's key for the computer's tables
    /// ([`crate::games::position_key`]): its pieces (kept up to date as
    /// they move), the side to move, the passes just played (two end the
    /// game) and whether it is over.
    #[must_use]
    pub fn key(&self) -> u64 {
        // Numbered apart from pieces and the shared state.
        const PASSES: u64 = 1 << 58;
        self.board.key()
            ^ state_key(self.turn, self.end.is_some())
            ^ part_key(PASSES | u64::from(self.passes))
    }

    /// Takes back the last move; `false` if none was played. Restores the
    /// previous position exactly.
    pub fn undo_move(&mut self) -> bool {
        let Some(last) = self.history.pop() else {
            return false;
        };
        self.turn = self.turn.other();
        self.end = None;
        self.passes = last.passes_before;
        match last.undo {
            Undo::Add => {
                let kind = self
                    .board
                    .raw_piece(PieceId(self.board.piece_count() as u8 - 1))
                    .placement
                    .kind();
                self.board.pop();
                self.reserves.get_mut(self.turn).give(kind);
            }
            Undo::Move {
                id,
                placement,
                level,
            } => self.board.relocate(id, placement, level),
            Undo::Pass => {}
        }
        true
    }

    /// A one-line description for humans (the protocol's `show`).
    #[must_use]
    pub fn summary(&self) -> String {
        let name = |seat: Seat| seat.fold("white", "black");
        let mut line = format!(
            "punct {} ply {}",
            match self.variant {
                Variant::Standard => "standard",
                Variant::Basic => "basic",
            },
            self.history.len()
        );
        match self.end {
            None => {
                let _ = write!(line, ", {} to move", name(self.turn));
            }
            Some(End { outcome, reason }) => {
                let result = match outcome {
                    Outcome::Win(seat) => format!("{} won", name(seat)),
                    Outcome::Draw => "draw".to_owned(),
                };
                let why = match reason {
                    EndReason::Connection { .. } => "connection",
                    EndReason::CentreCount { .. } => "centre count",
                    EndReason::LastPieceDraw => "last piece",
                    EndReason::BothPassed { .. } => "both passed",
                };
                let _ = write!(line, ", {result} by {why}");
            }
        }
        for seat in Seat::ALL {
            let reserve = self.reserve(seat);
            let _ = write!(line, "; {} reserve", name(seat));
            for kind in Kind::ALL {
                let _ = write!(line, " {kind}{}", reserve.get(kind));
            }
        }
        let centre = self.centre_count();
        let _ = write!(line, "; centre {}-{}; pieces", centre.first, centre.second);
        for piece in self.board.pieces() {
            let _ = write!(
                line,
                " {}{}@{}",
                piece.owner.fold('W', 'B'),
                piece.placement,
                piece.level
            );
        }
        line
    }

    fn apply(&mut self, m: Move, checked: Checked) {
        let passes_before = self.passes;
        let mover = self.turn;
        let undo = match checked {
            Checked::Add(placement) => {
                self.board.push(Piece {
                    owner: mover,
                    placement,
                    level: 0,
                });
                self.reserves.get_mut(mover).take(placement.kind());
                self.passes = 0;
                Undo::Add
            }
            Checked::Move { id, to, landing } => {
                let before = self.board.raw_piece(id);
                self.board.relocate(id, to, landing.level);
                self.passes = 0;
                Undo::Move {
                    id,
                    placement: before.placement,
                    level: before.level,
                }
            }
            Checked::Pass => {
                self.passes += 1;
                Undo::Pass
            }
        };
        self.history.push(Played {
            played: m,
            undo,
            passes_before,
        });
        self.end = self.evaluate_end(mover, m.is_add());
        self.turn = mover.other();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions without any ADD or MOVE are practically unreachable (§9.1),
    /// so the pass rule is tested on empty reserves, which no game reaches.
    fn stuck(variant: Variant, black_reserve: [u8; 6]) -> Position {
        Position::from_parts(
            variant,
            Options::default(),
            Board::new(),
            ByColor {
                first: Reserve::from_counts([0; 6]),
                second: Reserve::from_counts(black_reserve),
            },
            Seat::First,
        )
    }

    #[test]
    fn rule_9_1_pass_when_nothing_else_is_legal_and_two_passes_end_the_game() {
        for (variant, centre) in [
            (Variant::Standard, Some(ByColor::default())),
            (Variant::Basic, None),
        ] {
            let mut position = stuck(variant, [0; 6]);
            assert_eq!(position.legal_moves(), [Move::Pass]);
            assert_eq!(position.count_legal_moves(), 1);
            position.play(Move::Pass).unwrap();
            assert!(!position.is_over());
            assert_eq!(position.last_move_data(), Some(LastMove::Pass));
            let before = position.clone();
            position.play(Move::Pass).unwrap();
            assert_eq!(
                position.end(),
                Some(End {
                    outcome: Outcome::Draw,
                    reason: EndReason::BothPassed { centre }
                })
            );
            assert!(position.legal_moves().is_empty());
            assert!(position.undo_move());
            assert_eq!(position, before);
        }
    }

    #[test]
    fn rule_9_1_a_pass_followed_by_an_action_does_not_count() {
        let mut position = stuck(Variant::Standard, [1, 0, 0, 0, 0, 0]);
        position.play(Move::Pass).unwrap();
        assert_eq!(
            position.play(Move::Pass),
            Err(IllegalMove::PassNotAllowed),
            "Black can add"
        );
        position.play_str("+B2:C2,C3").unwrap();
        // Black's last piece: §8 ends the game right away.
        assert_eq!(position.end().map(|end| end.outcome), Some(Outcome::Draw));
    }
}
