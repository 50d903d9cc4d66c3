//! Legal moves: generating them (§5, §6, §9.1) and checking one with the
//! most useful reason when it is illegal. Both use the same landing rule.

use super::{Options, Position, Variant};
use crate::games::{
    punct::{piece, Cell, Direction, IllegalMove, Kind, Move, PieceId, Placement, CELL_COUNT},
    Notated, Notation, Seat,
};

/// Where a legal move's piece comes to rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Landing {
    /// The level it lands at (0 = the board).
    pub level: u8,
    /// For a bridge, the cell of its unsupported middle dot.
    pub bridge_over: Option<Cell>,
}

impl Landing {
    /// Flat on the board (§6.5 a), where every ADD lands.
    pub const BOARD: Landing = Landing {
        level: 0,
        bridge_over: None,
    };
}

/// A move checked against the position, ready to apply.
#[derive(Clone, Copy, Debug)]
pub(super) enum Checked {
    Add(Placement),
    Move {
        id: PieceId,
        to: Placement,
        landing: Landing,
    },
    Pass,
}

impl Position {
    /// Calls `f` with every legal ADD and MOVE (not pass), in no particular
    /// order, without allocating.
    pub(crate) fn for_each_legal(&self, mut f: impl FnMut(Move)) {
        if self.is_over() {
            return;
        }
        self.for_each_add(&mut f);
        self.for_each_piece_move(&mut |m, _| f(m));
    }

    /// Calls `f` with every legal MOVE (not ADD or pass) and where its piece
    /// lands, as the generator finds it: hints sort moves by what they do
    /// without checking each one again.
    pub fn for_each_move_landing(&self, mut f: impl FnMut(Move, Landing)) {
        if self.is_over() {
            return;
        }
        self.for_each_piece_move(&mut f);
    }

    fn for_each_add(&self, f: &mut impl FnMut(Move)) {
        let reserve = self.reserve(self.turn);
        let avoid_centre = self.centre_ban().is_some();
        for kind in Kind::ALL.into_iter().filter(|&kind| reserve.get(kind) > 0) {
            for entry in piece::entries(kind) {
                if self.fits(entry, avoid_centre) {
                    f(Move::Add(entry.placement));
                }
            }
        }
    }

    /// Whether a piece from the reserve may be added at `entry` (§5).
    #[inline]
    fn fits(&self, entry: &piece::Entry, avoid_centre: bool) -> bool {
        !(avoid_centre && entry.centre) && self.board.all_empty(entry.cells)
    }

    /// The notation of every legal move, sorted in byte order, each once.
    ///
    /// ADDs (`+…`) sort before MOVEs (a column letter) and those before
    /// `pass`, and the ADDs are visited in notation order: only the few
    /// MOVEs need sorting.
    pub(crate) fn legal_notations(&self) -> Vec<Notation> {
        let mut notations = Vec::with_capacity(8192);
        if self.is_over() {
            return notations;
        }
        let reserve = self.reserve(self.turn);
        let avoid_centre = self.centre_ban().is_some();
        for entry in piece::entries_in_notation_order() {
            if reserve.get(entry.placement.kind()) > 0 && self.fits(entry, avoid_centre) {
                notations.push(Move::Add(entry.placement).notation());
            }
        }
        let adds = notations.len();
        self.for_each_piece_move(&mut |m, _| notations.push(m.notation()));
        notations[adds..].sort_unstable();
        if notations.is_empty() {
            notations.push(Move::Pass.notation());
        }
        notations.dedup();
        notations
    }

    fn for_each_piece_move(&self, f: &mut impl FnMut(Move, Landing)) {
        for piece in self.board.pieces() {
            if piece.owner != self.turn || !piece.mobile {
                continue;
            }
            let lifted = self.lifted(piece.id);
            let from = piece.punct();
            let kind = piece.kind();
            let here = piece.placement.sorted_minors();
            let destinations =
                std::iter::once(from).chain(Direction::ALL.into_iter().flat_map(|d| from.ray(d)));
            for punct in destinations {
                for k in 0..kind.orientations() {
                    let Some(to) = Placement::new(kind, punct, k) else {
                        continue;
                    };
                    if punct == from && to.sorted_minors() == here {
                        continue; // §6.4: no null move
                    }
                    if let Ok(landing) = self.land(to, &lifted) {
                        f(Move::Move { from, to }, landing);
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
    pub(super) fn check(&self, m: Move) -> Result<Checked, IllegalMove> {
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
