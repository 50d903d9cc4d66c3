//! The pieces on the board and their stacks: [`Board`] (rulebook §3).
//!
//! Each piece occupies its three cells at one level. Per cell the board keeps
//! the set of pieces in it (a bit mask over piece ids), its height and its top
//! piece, updated incrementally when a piece is put down or lifted, so that
//! height and top queries are a single load.

use super::{Cell, CellSet, Kind, Placement, Seat, CELL_COUNT};
use crate::games::{position_key::part_key, ByColor};

/// The most pieces the board ever holds: 18 per player.
pub const MAX_PIECES: usize = 36;

/// No piece on this cell.
const NO_PIECE: u8 = u8::MAX;

/// A piece on the board, numbered in the order the pieces were added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceId(pub(crate) u8);

impl PieceId {
    /// 0 for the first piece added, 1 for the second, …
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// What is known about one piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceView {
    /// Which piece.
    pub id: PieceId,
    /// Whose piece.
    pub owner: Seat,
    /// Its kind, PÜNCT cell and orientation; `placement.cells()` are its three
    /// cells, the PÜNCT first.
    pub placement: Placement,
    /// Its level (0 = the board).
    pub level: u8,
    /// Whether it is the top of all three of its cells (§3.4).
    pub mobile: bool,
}

impl PieceView {
    /// Its kind.
    #[must_use]
    pub const fn kind(&self) -> Kind {
        self.placement.kind()
    }

    /// Its PÜNCT cell.
    #[must_use]
    pub const fn punct(&self) -> Cell {
        self.placement.punct()
    }

    /// Its three cells, the PÜNCT first.
    #[must_use]
    pub fn cells(&self) -> [Cell; 3] {
        self.placement.cells()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Piece {
    pub owner: Seat,
    pub placement: Placement,
    pub level: u8,
}

/// The pieces on the board, stacked in levels.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pieces: Vec<Piece>,
    // Invariant: for every cell, `occupants` has bit i set iff piece i covers
    // it, `height` is the highest level among them (−1 if none) and `top` is
    // the piece at that level (NO_PIECE if none).
    occupants: [u64; CELL_COUNT],
    height: [i8; CELL_COUNT],
    top: [u8; CELL_COUNT],
    /// The exclusive or of every piece's [`piece_key`], kept as pieces are
    /// put down and lifted: the computer's tables find positions by it.
    key: u64,
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

impl Board {
    /// The empty board.
    #[must_use]
    pub fn new() -> Board {
        Board {
            pieces: Vec::with_capacity(MAX_PIECES),
            occupants: [0; CELL_COUNT],
            height: [-1; CELL_COUNT],
            top: [NO_PIECE; CELL_COUNT],
            key: 0,
        }
    }

    /// The board holding `pieces` (owner, placement, level), stacks computed
    /// from scratch. Pieces may overlap only at different levels; this is not
    /// checked here.
    pub(crate) fn from_pieces(pieces: impl IntoIterator<Item = Piece>) -> Board {
        let mut board = Board::new();
        for piece in pieces {
            board.push(piece);
        }
        board
    }

    /// The height of `cell`: the highest level holding a dot there, `None` if
    /// no dot is in the cell at any level (§3.2).
    #[must_use]
    pub fn height(&self, cell: Cell) -> Option<u8> {
        u8::try_from(self.height[cell.index()]).ok()
    }

    /// Every cell's height by index, −1 for an empty cell.
    pub(crate) fn heights(&self) -> &[i8; CELL_COUNT] {
        &self.height
    }

    /// The piece on top of `cell`, if any.
    #[must_use]
    pub fn top(&self, cell: Cell) -> Option<PieceView> {
        self.top_id(cell).map(|id| self.piece(id))
    }

    /// The colour visible from above on `cell`, if any (§3.2).
    #[must_use]
    pub fn top_owner(&self, cell: Cell) -> Option<Seat> {
        self.top_id(cell).map(|id| self.pieces[id.index()].owner)
    }

    fn top_id(&self, cell: Cell) -> Option<PieceId> {
        match self.top[cell.index()] {
            NO_PIECE => None,
            id => Some(PieceId(id)),
        }
    }

    /// The pieces in `cell`, from the lowest level up.
    #[must_use]
    pub fn stack(&self, cell: Cell) -> Vec<PieceView> {
        let mut stack: Vec<PieceView> = bits(self.occupants[cell.index()])
            .map(|id| self.piece(PieceId(id)))
            .collect();
        stack.sort_by_key(|piece| piece.level);
        stack
    }

    /// Whether `cell` is empty: no dot at any level (§3.3).
    #[must_use]
    pub fn is_empty(&self, cell: Cell) -> bool {
        self.height[cell.index()] < 0
    }

    /// Whether the cells with these indices are all empty.
    #[inline]
    pub(crate) fn all_empty(&self, cells: [u8; 3]) -> bool {
        // Heights are −1 when empty and ≥ 0 otherwise: the sign bit survives
        // `&` only if all three are negative.
        (self.height[usize::from(cells[0])]
            & self.height[usize::from(cells[1])]
            & self.height[usize::from(cells[2])])
            < 0
    }

    /// Whether `cell` is blocked under a bridge: nothing at level 0 but a dot
    /// above (§3.3).
    #[must_use]
    pub fn is_under_bridge(&self, cell: Cell) -> bool {
        self.height[cell.index()] > 0
            && bits(self.occupants[cell.index()]).all(|id| self.pieces[usize::from(id)].level > 0)
    }

    /// The cells blocked under a bridge (§3.3).
    #[must_use]
    pub fn under_bridges(&self) -> CellSet {
        Cell::all()
            .filter(|&cell| self.is_under_bridge(cell))
            .collect()
    }

    /// The number of pieces on the board.
    #[must_use]
    pub fn piece_count(&self) -> usize {
        self.pieces.len()
    }

    /// One piece.
    ///
    /// # Panics
    /// If `id` is not a piece of this board.
    #[must_use]
    pub fn piece(&self, id: PieceId) -> PieceView {
        let piece = self.pieces[id.index()];
        PieceView {
            id,
            owner: piece.owner,
            placement: piece.placement,
            level: piece.level,
            mobile: self.is_mobile(id),
        }
    }

    /// Every piece on the board, in the order they were added.
    pub fn pieces(&self) -> impl Iterator<Item = PieceView> + '_ {
        (0..self.pieces.len()).map(|i| self.piece(PieceId(i as u8)))
    }

    /// Whether the piece is the top of all three of its cells (§3.4).
    #[must_use]
    pub fn is_mobile(&self, id: PieceId) -> bool {
        self.pieces[id.index()]
            .placement
            .cells()
            .into_iter()
            .all(|cell| self.top[cell.index()] == id.0)
    }

    /// The cells whose top dot is `seat`'s colour (§7.1).
    #[must_use]
    pub fn visible(&self, seat: Seat) -> CellSet {
        Cell::all()
            .filter(|&cell| self.top_owner(cell) == Some(seat))
            .collect()
    }

    /// How many of the 19 central cells show each colour on top (§8.3).
    #[must_use]
    pub fn centre_count(&self) -> ByColor<u8> {
        let mut count = ByColor::default();
        for cell in Cell::all().filter(|cell| cell.is_centre()) {
            if let Some(seat) = self.top_owner(cell) {
                *count.get_mut(seat) += 1;
            }
        }
        count
    }

    /// The board with the top piece of `at` lifted off (and every other piece
    /// where it is), or `None` if `at` is empty. For showing what lies under a
    /// piece.
    #[must_use]
    pub fn without_piece(&self, at: Cell) -> Option<Board> {
        let lifted = self.top_id(at)?;
        Some(Board::from_pieces(
            self.pieces
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != lifted.index())
                .map(|(_, &piece)| piece),
        ))
    }

    /// The mobile piece of `owner` whose PÜNCT is on `cell`, if any.
    pub(crate) fn mobile_piece_at(&self, owner: Seat, cell: Cell) -> Option<PieceId> {
        self.top_id(cell).filter(|&id| {
            let piece = &self.pieces[id.index()];
            piece.owner == owner && piece.placement.punct() == cell && self.is_mobile(id)
        })
    }

    /// Whether `owner` has any piece (mobile or not) with its PÜNCT on `cell`.
    pub(crate) fn has_punct_at(&self, owner: Seat, cell: Cell) -> bool {
        bits(self.occupants[cell.index()]).any(|id| {
            let piece = &self.pieces[usize::from(id)];
            piece.owner == owner && piece.placement.punct() == cell
        })
    }

    /// Adds a new piece on top of whatever is in its cells.
    pub(crate) fn push(&mut self, piece: Piece) -> PieceId {
        let id = PieceId(self.pieces.len() as u8);
        self.pieces.push(piece);
        self.put_down(id);
        id
    }

    /// Removes the last piece added.
    pub(crate) fn pop(&mut self) {
        let id = PieceId(self.pieces.len() as u8 - 1);
        self.lift(id);
        self.pieces.pop();
    }

    /// Moves piece `id` to `placement` at `level`.
    pub(crate) fn relocate(&mut self, id: PieceId, placement: Placement, level: u8) {
        self.lift(id);
        let piece = &mut self.pieces[id.index()];
        piece.placement = placement;
        piece.level = level;
        self.put_down(id);
    }

    /// The owner and placement of a piece.
    pub(crate) fn raw_piece(&self, id: PieceId) -> Piece {
        self.pieces[id.index()]
    }

    fn put_down(&mut self, id: PieceId) {
        let piece = self.pieces[id.index()];
        self.key ^= piece_key(piece);
        for cell in piece.placement.cells() {
            let i = cell.index();
            self.occupants[i] |= 1 << id.0;
            if piece.level as i8 > self.height[i] {
                self.height[i] = piece.level as i8;
                self.top[i] = id.0;
            }
        }
    }

    fn lift(&mut self, id: PieceId) {
        self.key ^= piece_key(self.pieces[id.index()]);
        for cell in self.pieces[id.index()].placement.cells() {
            let i = cell.index();
            self.occupants[i] &= !(1 << id.0);
            if self.top[i] == id.0 {
                let (height, top) = self.highest(self.occupants[i]);
                self.height[i] = height;
                self.top[i] = top;
            }
        }
    }

    /// The key of the pieces on the board (see [`piece_key`]): equal for the
    /// same pieces in the same places, whatever order they were added in.
    #[must_use]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The height and top piece of a cell holding the pieces in `mask`.
    fn highest(&self, mask: u64) -> (i8, u8) {
        bits(mask).fold((-1, NO_PIECE), |(height, top), id| {
            let level = self.pieces[usize::from(id)].level as i8;
            if level > height {
                (level, id)
            } else {
                (height, top)
            }
        })
    }

    /// The height and top owner of `cell` with piece `without` lifted off.
    pub(crate) fn lifted(&self, cell: Cell, without: PieceId) -> (i8, Option<Seat>) {
        let (height, top) = self.highest(self.occupants[cell.index()] & !(1 << without.0));
        let owner = (top != NO_PIECE).then(|| self.pieces[usize::from(top)].owner);
        (height, owner)
    }

    /// The same pieces with every stack recomputed from scratch. Equal to
    /// `self` as long as the incremental bookkeeping is right (tests check it).
    #[must_use]
    pub fn recomputed(&self) -> Board {
        Board::from_pieces(self.pieces.iter().copied())
    }
}

/// The key of one piece where it lies: its owner, kind, cells and level,
/// not its number (the order pieces were added in does not matter).
fn piece_key(piece: Piece) -> u64 {
    part_key(
        (piece.owner.index() as u64) << 48
            | u64::from(piece.level) << 32
            | super::moves::placement_code(piece.placement),
    )
}

/// The set bits of `mask`, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let bit = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(bit)
    })
}
