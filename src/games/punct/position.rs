//! [`Position`]: a game of PÜNCT in progress — the board, both reserves, whose
//! turn it is, the moves played and how the game ended (rulebook §4–§9).

use std::fmt::Write as _;

use super::{
    board::Piece, piece, Board, Cell, CellSet, IllegalMove, Kind, Move, MoveList, PieceId,
    PieceView, Placement, Side, CELL_COUNT,
};
use crate::games::{ByColor, Outcome, Seat};

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

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The winner connected two opposite sides (§7); `chain` is the connected
    /// group of the winner's cells that does it.
    Connection {
        /// The winner's connected cells.
        chain: CellSet,
    },
    /// Standard game: a player placed their last piece and the centre was
    /// counted (§8.3); the counts are the cells of each colour.
    CentreCount {
        /// Central cells showing each colour.
        centre: ByColor<u8>,
    },
    /// Basic game: a player placed their last piece (§8.2).
    LastPieceDraw,
    /// Both players passed in succession (§9.1); in the standard game the
    /// centre was counted.
    BothPassed {
        /// The centre count (standard game only).
        centre: Option<ByColor<u8>>,
    },
}

/// The end of a game: who won, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct End {
    /// The result.
    pub outcome: Outcome,
    /// Why.
    pub reason: EndReason,
}

/// Where a legal move's piece comes to rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Landing {
    /// The level it lands at (0 = the board).
    pub level: u8,
    /// For a bridge, the cell of its unsupported middle dot.
    pub bridge_over: Option<Cell>,
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

/// A move checked against the position, ready to apply.
#[derive(Clone, Copy, Debug)]
enum Checked {
    Add(Placement),
    Move {
        id: PieceId,
        to: Placement,
        landing: Landing,
    },
    Pass,
}

/// A game of PÜNCT: the start position plus the moves played.
///
/// ```
/// use punctbot::games::{punct::{Position, Variant}, Rules};
///
/// let mut game = Position::new(Variant::Standard);
/// assert_eq!(game.legal_moves().len(), 4986);
/// game.play_text("+f5:h5,g5")?;
/// assert_eq!(game.history(), ["+F5:G5,H5"]);
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
    pub fn moves_played(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.history.iter().map(|played| played.played)
    }

    /// The last move played, as data.
    #[must_use]
    pub fn last_move(&self) -> Option<LastMove> {
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
            Checked::Add(_) => Ok(Landing {
                level: 0,
                bridge_over: None,
            }),
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

    /// Calls `f` with every legal ADD and MOVE (not pass), in no particular
    /// order, without allocating.
    pub(crate) fn for_each_legal(&self, mut f: impl FnMut(Move)) {
        if self.is_over() {
            return;
        }
        self.for_each_add(&mut f);
        self.for_each_piece_move(&mut f);
    }

    fn for_each_add(&self, f: &mut impl FnMut(Move)) {
        let reserve = self.reserve(self.turn);
        let avoid_centre = self.centre_ban().is_some();
        for kind in Kind::ALL.into_iter().filter(|&kind| reserve.get(kind) > 0) {
            for entry in piece::entries(kind) {
                if !(avoid_centre && entry.centre) && self.board.all_empty(entry.cells) {
                    f(Move::Add(entry.placement));
                }
            }
        }
    }

    fn for_each_piece_move(&self, f: &mut impl FnMut(Move)) {
        for piece in self.board.pieces() {
            if piece.owner != self.turn || !piece.mobile {
                continue;
            }
            let lifted = self.lifted(piece.id);
            let from = piece.punct();
            let kind = piece.kind();
            let here = piece.placement.sorted_minors();
            let destinations = std::iter::once(from)
                .chain(super::Direction::ALL.into_iter().flat_map(|d| from.ray(d)));
            for punct in destinations {
                for k in 0..kind.orientations() {
                    let Some(to) = Placement::new(kind, punct, k) else {
                        continue;
                    };
                    if punct == from && to.sorted_minors() == here {
                        continue; // §6.4: no null move
                    }
                    if self.land(to, &lifted).is_ok() {
                        f(Move::Move { from, to });
                    }
                }
            }
        }
    }

    /// The board's heights with piece `id` lifted off, and the top owners of
    /// its cells then.
    fn lifted(&self, id: PieceId) -> Lifted {
        let cells = self.board.raw_piece(id).placement.cells();
        let mut heights = *self.board.heights();
        let mut owners = [None; 3];
        for (i, cell) in cells.into_iter().enumerate() {
            let (height, owner) = self.board.lifted(cell, id);
            heights[cell.index()] = height;
            owners[i] = owner;
        }
        Lifted {
            cells,
            owners,
            heights,
        }
    }

    /// §6.5 on the board with the mover lifted off.
    fn land(&self, to: Placement, lifted: &Lifted) -> Result<Landing, IllegalMove> {
        let [p, near, far] = to.cells();
        let heights = [p, near, far].map(|cell| lifted.heights[cell.index()]);
        let punct_on_own = || {
            let owner = match lifted.cells.iter().position(|&c| c == p) {
                Some(i) => lifted.owners[i],
                None => self.board.top_owner(p),
            };
            owner == Some(self.turn)
        };
        landing(to, heights, punct_on_own, self.options)
    }

    /// Whether ADDs must avoid the centre now, and with which reason (§5.3).
    fn centre_ban(&self) -> Option<IllegalMove> {
        match self.variant {
            Variant::Standard => Some(IllegalMove::CentreAdd),
            Variant::Basic => (self.turn == Seat::First && self.reserve(Seat::First).total() == 18)
                .then_some(IllegalMove::FirstAddCentre),
        }
    }

    /// Checks `m` against the rules, with the most useful reason if it fails.
    fn check(&self, m: Move) -> Result<Checked, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        match m {
            Move::Pass => {
                let mut any = false;
                self.for_each_legal(|_| any = true);
                if any {
                    Err(IllegalMove::PassNotAllowed)
                } else {
                    Ok(Checked::Pass)
                }
            }
            Move::Add(placement) => self.check_add(placement).map(|()| Checked::Add(placement)),
            Move::Move { from, to } => self.check_move(from, to),
        }
    }

    fn check_add(&self, placement: Placement) -> Result<(), IllegalMove> {
        if self.reserve(self.turn).get(placement.kind()) == 0 {
            return Err(IllegalMove::NoneLeft(placement.kind()));
        }
        if let Some(reason) = self.centre_ban().filter(|_| placement.touches_centre()) {
            return Err(reason);
        }
        for cell in placement.cells() {
            if self.board.is_under_bridge(cell) {
                return Err(IllegalMove::UnderBridge(cell));
            }
            if !self.board.is_empty(cell) {
                return Err(IllegalMove::NotEmpty(cell));
            }
        }
        Ok(())
    }

    fn check_move(&self, from: Cell, to: Placement) -> Result<Checked, IllegalMove> {
        let id = match self.board.mobile_piece_at(self.turn, from) {
            Some(id) => id,
            None if self.board.has_punct_at(self.turn, from) => {
                return Err(IllegalMove::Covered(from))
            }
            None => return Err(IllegalMove::NoPieceAt(from)),
        };
        let piece = self.board.raw_piece(id).placement;
        if to.kind() != piece.kind() {
            return Err(IllegalMove::WrongKind {
                piece: piece.kind(),
                shape: to.kind(),
            });
        }
        if !from.is_aligned_with(to.punct()) {
            return Err(IllegalMove::NotOnLine {
                from,
                to: to.punct(),
            });
        }
        if to.punct() == from && to.sorted_minors() == piece.sorted_minors() {
            return Err(IllegalMove::NullMove);
        }
        let lifted = self.lifted(id);
        match self.land(to, &lifted) {
            Ok(landing) => Ok(Checked::Move { id, to, landing }),
            // A flat landing that fails only because a cell lies under a
            // bridge: that is the thing to tell.
            Err(IllegalMove::Uneven) if lifted.heights[to.punct().index()] < 0 => {
                let blocked = to.cells().into_iter().find(|&cell| {
                    !lifted.cells.contains(&cell) && self.board.is_under_bridge(cell)
                });
                Err(blocked.map_or(IllegalMove::Uneven, IllegalMove::UnderBridge))
            }
            Err(reason) => Err(reason),
        }
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

    /// §7.4, then §8 and §9.1.
    fn evaluate_end(&self, mover: Seat, was_add: bool) -> Option<End> {
        for seat in [mover, mover.other()] {
            if let Some(chain) = self.connection(seat) {
                return Some(End {
                    outcome: Outcome::Win(seat),
                    reason: EndReason::Connection { chain },
                });
            }
        }
        let centre = self.centre_count();
        let by_centre = || match centre.first.cmp(&centre.second) {
            std::cmp::Ordering::Greater => Outcome::Win(Seat::First),
            std::cmp::Ordering::Less => Outcome::Win(Seat::Second),
            std::cmp::Ordering::Equal => Outcome::Draw,
        };
        if self.passes >= 2 {
            return Some(match self.variant {
                Variant::Basic => End {
                    outcome: Outcome::Draw,
                    reason: EndReason::BothPassed { centre: None },
                },
                Variant::Standard => End {
                    outcome: by_centre(),
                    reason: EndReason::BothPassed {
                        centre: Some(centre),
                    },
                },
            });
        }
        if was_add && self.reserve(mover).total() == 0 {
            return Some(match self.variant {
                Variant::Basic => End {
                    outcome: Outcome::Draw,
                    reason: EndReason::LastPieceDraw,
                },
                Variant::Standard => End {
                    outcome: by_centre(),
                    reason: EndReason::CentreCount { centre },
                },
            });
        }
        None
    }

    /// A group of `seat`'s visible cells joining two opposite sides (§7.3).
    #[must_use]
    pub fn connection(&self, seat: Seat) -> Option<CellSet> {
        let mine = self.board.visible(seat);
        let mut seen = CellSet::EMPTY;
        for start in mine.iter().filter(|cell| cell.side().is_some()) {
            if seen.contains(start) {
                continue;
            }
            let mut group = CellSet::EMPTY;
            let mut sides = 0u8;
            let mut todo = vec![start];
            seen.insert(start);
            while let Some(cell) = todo.pop() {
                group.insert(cell);
                if let Some(side) = cell.side() {
                    sides |= 1 << (side as u8);
                }
                for next in cell.neighbours() {
                    if mine.contains(next) && !seen.contains(next) {
                        seen.insert(next);
                        todo.push(next);
                    }
                }
            }
            let joins = Side::ALL
                .into_iter()
                .step_by(2)
                .any(|side| sides & (0b11 << (side as u8)) == 0b11 << (side as u8));
            if joins {
                return Some(group);
            }
        }
        None
    }
}

/// The board as seen while a piece is lifted off: every cell's height, and
/// the top owner of the mover's own cells (the others' are unchanged).
struct Lifted {
    cells: [Cell; 3],
    owners: [Option<Seat>; 3],
    heights: [i8; CELL_COUNT],
}

/// §6.5: where a piece lands given the heights of its cells (PÜNCT, then the
/// minors in [`Placement::minors`] order, −1 for empty) on the board without
/// it, and whether the top of its PÜNCT cell is the mover's colour (asked
/// only when that cell holds a dot).
fn landing(
    to: Placement,
    [hp, h1, h2]: [i8; 3],
    punct_on_own: impl FnOnce() -> bool,
    options: Options,
) -> Result<Landing, IllegalMove> {
    let flat = |level: i8| Landing {
        level: (level + 1) as u8,
        bridge_over: None,
    };
    if hp < 0 && h1 < 0 && h2 < 0 {
        return Ok(flat(-1)); // (a) flat
    }
    if hp < 0 {
        return Err(IllegalMove::Uneven);
    }
    if !punct_on_own() {
        return Err(IllegalMove::PunctOnOpponent);
    }
    if h1 == hp && h2 == hp {
        return Ok(flat(hp)); // (b) fully supported
    }
    let bridge = |level: i8, middle| Landing {
        level: (level + 1) as u8,
        bridge_over: Some(middle),
    };
    match to.kind() {
        // The near minor is the middle, the far minor the other end.
        Kind::E | Kind::APlus | Kind::AMinus => {
            if h2 != hp {
                Err(IllegalMove::Uneven)
            } else if h1 > hp {
                Err(IllegalMove::BridgeMiddleTooHigh(to.minors()[0]))
            } else {
                Ok(bridge(hp, to.minors()[0]))
            }
        }
        Kind::C | Kind::M if h1 == h2 && h1 > hp => {
            if options.allow_middle_punct_bridge {
                Ok(bridge(h1, to.punct()))
            } else {
                Err(IllegalMove::MiddlePunctBridge)
            }
        }
        Kind::T => {
            let top = hp.max(h1).max(h2);
            let at_top = [hp, h1, h2].into_iter().filter(|&h| h == top).count();
            Err(if at_top == 2 {
                IllegalMove::TriangleBridge
            } else {
                IllegalMove::Uneven
            })
        }
        Kind::C | Kind::M => Err(IllegalMove::Uneven),
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
            assert_eq!(position.last_move(), Some(LastMove::Pass));
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
