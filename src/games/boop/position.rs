//! [`Position`]: the state of a game, its legal turns, and playing and
//! taking back turns.

use std::fmt::Write as _;

use super::{
    report::en_dash,
    row::{has_row, rows_in, Axis},
    Boop, Choosing, Direction, IllegalMove, Kind, Options, Piece, Placement, Pool, Resolution,
    Resolved, Row, Setup, SetupError, Square, SquareSet, Turn, TurnReport, Variant, WinReason,
};
use crate::games::{
    position_key::{part_key, state_key},
    ByColor, Outcome, Seat,
};

/// Each player owns 8 kittens and 8 cats (§1.2).
const PIECES: u8 = 8;

/// Marks "no square" in the boop tables.
const NO_SQUARE: u8 = u8::MAX;

/// For each square `s` and each neighbour `n` of it: the square behind `n`
/// seen from `s`, the boop destination (§5.3); [`NO_SQUARE`] when that is
/// off the bed (and for squares that are not neighbours).
const BEHIND: [[u8; 36]; 36] = {
    let mut behind = [[NO_SQUARE; 36]; 36];
    let mut index = 0;
    while index < 36 {
        let mut direction = 0;
        while direction < 8 {
            let towards = Direction::ALL[direction];
            if let Some(neighbour) = Square::ALL[index].offset(towards) {
                if let Some(square) = neighbour.offset(towards) {
                    behind[index][neighbour.index()] = square.index() as u8;
                }
            }
            direction += 1;
        }
        index += 1;
    }
    behind
};

/// The neighbours of each square, as bits.
const RING_BITS: [u64; 36] = {
    let mut bits = [0; 36];
    let mut index = 0;
    while index < 36 {
        let mut direction = 0;
        while direction < 8 {
            if let Some(neighbour) = Square::ALL[index].offset(Direction::ALL[direction]) {
                bits[index] |= 1 << neighbour.index();
            }
            direction += 1;
        }
        index += 1;
    }
    bits
};

/// What stands on the bed and what has been graduated: everything a turn
/// changes. Pools and reserves follow from it (§1.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Bed {
    /// Squares by owner, then by kind ([`Kind::index`]).
    pieces: [[SquareSet; 2]; 2],
    /// Kittens graduated (out of the game) by owner.
    graduated: [u8; 2],
}

impl Bed {
    #[inline]
    fn of(&self, owner: Seat) -> SquareSet {
        let [kittens, cats] = self.pieces[owner.index()];
        kittens | cats
    }

    #[inline]
    fn occupied(&self) -> SquareSet {
        self.of(Seat::First) | self.of(Seat::Second)
    }

    fn piece_at(&self, square: Square) -> Option<Piece> {
        Seat::ALL.into_iter().find_map(|owner| {
            Kind::ALL
                .into_iter()
                .find(|kind| self.pieces[owner.index()][kind.index()].contains(square))
                .map(|kind| Piece { owner, kind })
        })
    }

    #[inline]
    fn pool(&self, owner: Seat) -> Pool {
        let [kittens, cats] = self.pieces[owner.index()];
        let graduated = self.graduated[owner.index()];
        // Invariant (§1.4): kittens owned = 8 − graduated, cats owned =
        // graduated; whatever is not on the bed is in the pool.
        Pool {
            kittens: PIECES - graduated - kittens.count() as u8,
            cats: graduated - cats.count() as u8,
        }
    }

    /// Puts `piece` on `square` and boops its neighbours (§5), telling
    /// `on_boop` about every piece that moved.
    #[inline]
    fn place(&mut self, piece: Piece, square: Square, on_boop: impl FnMut(Boop)) {
        let occupied = self.occupied();
        let pushable = self.pushable_by(piece.kind);
        self.place_on(piece, square, occupied, pushable, on_boop);
    }

    /// The squares a placed piece of `kind` pushes if it can (§5.2).
    #[inline]
    fn pushable_by(&self, kind: Kind) -> SquareSet {
        match kind {
            Kind::Cat => self.occupied(),
            Kind::Kitten => self.pieces[0][0] | self.pieces[1][0],
        }
    }

    /// [`Bed::place`] with the occupied squares and the squares the piece
    /// pushes given, as they are the same for every placement of a turn.
    /// Both may include or leave out `square` itself: it is no neighbour and
    /// no destination.
    #[inline]
    fn place_on(
        &mut self,
        piece: Piece,
        square: Square,
        occupied: SquareSet,
        pushable: SquareSet,
        mut on_boop: impl FnMut(Boop),
    ) {
        self.pieces[piece.owner.index()][piece.kind.index()] |= SquareSet::from(square);
        // §5.5: destinations are distinct squares two steps away and only
        // neighbours move, so one snapshot of the bed serves every push.
        let (occupied, pushable) = (occupied.bits(), pushable.bits());
        let mut neighbours = pushable & RING_BITS[square.index()];
        while neighbours != 0 {
            let neighbour = neighbours.trailing_zeros() as usize;
            neighbours &= neighbours - 1;
            let behind = BEHIND[square.index()][neighbour];
            if behind != NO_SQUARE && occupied & 1 << behind != 0 {
                continue; // §5.3: blocked
            }
            let moved = 1 << neighbour | if behind == NO_SQUARE { 0 } else { 1 << behind };
            // Invariant: `neighbour` < 36, and it holds exactly one piece.
            let from = Square::new(neighbour as u8);
            let to = (behind != NO_SQUARE).then(|| Square::new(behind));
            for owner in Seat::ALL {
                for kind in Kind::ALL {
                    let set = &mut self.pieces[owner.index()][kind.index()];
                    if set.contains(from) {
                        *set = SquareSet::from_bits(set.bits() ^ moved);
                        on_boop(Boop {
                            piece: Piece { owner, kind },
                            from,
                            direction: Direction::between(square, from),
                            to,
                        });
                    }
                }
            }
        }
    }

    /// The win of `mover` after the boop, checked for the mover only (§7).
    #[inline]
    fn win(&self, variant: Variant, mover: Seat) -> Option<WinReason> {
        let [kittens, cats] = self.pieces[mover.index()];
        match variant {
            Variant::Standard if cats.count() == u32::from(PIECES) => rows_in(cats)
                .next()
                .map_or(Some(WinReason::EightCats), |row| {
                    Some(WinReason::ThreeCats(row))
                }),
            Variant::Standard if cats.count() >= 3 && has_row(cats) => {
                rows_in(cats).next().map(WinReason::ThreeCats)
            }
            Variant::Standard => None,
            Variant::Younger if kittens.count() >= 3 => {
                rows_in(kittens).next().map(WinReason::ThreeKittens)
            }
            Variant::Younger => None,
        }
    }

    /// The 8-on-the-bed lift options of `mover` (§6.2).
    #[inline]
    fn lifts(&self, mover: Seat) -> SquareSet {
        let mine = self.of(mover);
        if mine.count() == u32::from(PIECES) {
            mine
        } else {
            SquareSet::EMPTY
        }
    }

    /// The candidate rows of `mover` (§6.1) start at these squares, axis by
    /// axis. Called only when the mover has not won, so no row is all cats;
    /// in the younger players' game any row would have won.
    #[inline]
    fn row_starts(&self, mover: Seat) -> [SquareSet; 4] {
        let mine = self.of(mover);
        if mine.count() < 3 {
            return [SquareSet::EMPTY; 4];
        }
        Axis::ALL.map(|axis| axis.row_starts_in(mine))
    }

    /// Applies the chosen option (§6.3).
    #[inline]
    fn resolve(&mut self, variant: Variant, mover: Seat, resolution: Resolution) {
        let [kittens, cats] = &mut self.pieces[mover.index()];
        let graduated = &mut self.graduated[mover.index()];
        match resolution {
            Resolution::Graduate(row) => {
                let row = row.set();
                *graduated += (*kittens & row).count() as u8;
                *kittens &= !row;
                *cats &= !row;
            }
            Resolution::Lift(square) if kittens.contains(square) => {
                *kittens = kittens.without(square);
                // §9: no graduation in the younger players' game; the
                // kitten goes back to the pool.
                if variant == Variant::Standard {
                    *graduated += 1;
                }
            }
            Resolution::Lift(square) => *cats = cats.without(square),
        }
    }
}

/// A game of boop.: the bed, the pools, whose turn it is, the outcome, and
/// the turns played (which [`Position::undo`] takes back).
///
/// ```
/// use punctbot::games::{boop::{Position, Variant}, Rules, Seat};
///
/// let mut position = Position::new(Variant::Standard);
/// assert_eq!(position.legal_turns().len(), 36);
/// position.play_text("kc3")?;
/// assert_eq!(position.turn(), Seat::Second);
/// assert_eq!(position.last_move().map(|turn| turn.to_string()), Some("Kc3".into()));
/// assert!(position.undo());
/// assert_eq!(position, Position::new(Variant::Standard));
/// # Ok::<_, punctbot::games::boop::IllegalMove>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    variant: Variant,
    bed: Bed,
    turn: Seat,
    win: Option<(Seat, WinReason)>,
    /// Each turn played with the bed before it.
    history: Vec<(Turn, Bed)>,
}

impl Default for Position {
    fn default() -> Position {
        Position::new(Variant::Standard)
    }
}

impl Position {
    /// The start position: an empty bed, 8 kittens in each pool, orange
    /// ([`Seat::First`]) to move.
    #[must_use]
    pub fn new(variant: Variant) -> Position {
        Position {
            variant,
            bed: Bed::default(),
            turn: Seat::First,
            win: None,
            history: Vec::new(),
        }
    }

    /// The position described by `setup`, with no turns played.
    ///
    /// # Errors
    /// The setup breaks an invariant of the rules (§1.4, §6.4, §11).
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        let mut bed = Bed {
            pieces: Default::default(),
            graduated: [setup.graduated.first, setup.graduated.second],
        };
        for (square, piece) in Square::ALL.into_iter().zip(setup.bed) {
            if let Some(Piece { owner, kind }) = piece {
                bed.pieces[owner.index()][kind.index()] |= SquareSet::from(square);
            }
        }
        for owner in Seat::ALL {
            let [kittens, cats] = bed.pieces[owner.index()];
            let graduated = bed.graduated[owner.index()];
            if setup.variant == Variant::Younger && (graduated > 0 || !cats.is_empty()) {
                return Err(SetupError::CatsInYoungerGame);
            }
            if graduated > PIECES {
                return Err(SetupError::TooManyGraduated(owner));
            }
            if kittens.count() > u32::from(PIECES - graduated) {
                return Err(SetupError::TooManyKittens(owner));
            }
            if cats.count() > u32::from(graduated) {
                return Err(SetupError::TooManyCats(owner));
            }
            if bed.pool(owner).total() == 0 {
                return Err(SetupError::EmptyPool(owner));
            }
        }
        let last_mover = setup.turn.other();
        if bed.win(setup.variant, last_mover).is_some() {
            return Err(SetupError::AlreadyWon(last_mover));
        }
        Ok(Position {
            variant: setup.variant,
            bed,
            turn: setup.turn,
            win: None,
            history: Vec::new(),
        })
    }

    /// The position as plain data (the turns played are not part of it).
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            variant: self.variant,
            turn: self.turn,
            bed: Square::ALL.map(|square| self.bed.piece_at(square)),
            graduated: ByColor {
                first: self.bed.graduated[0],
                second: self.bed.graduated[1],
            },
        }
    }

    /// The rules in force.
    #[must_use]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The player to move (after a win: the loser).
    #[must_use]
    pub const fn turn(&self) -> Seat {
        self.turn
    }

    /// The winner and why, once the game is over.
    #[must_use]
    pub const fn win(&self) -> Option<(Seat, WinReason)> {
        self.win
    }

    /// The outcome, once the game is over. The rules have no draw (§8.1).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.win.map(|(winner, _)| Outcome::Win(winner))
    }

    /// The piece on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.bed.piece_at(square)
    }

    /// The squares holding `piece`s.
    #[must_use]
    pub const fn squares_of(&self, piece: Piece) -> SquareSet {
        self.bed.pieces[piece.owner.index()][piece.kind.index()]
    }

    /// Every piece on the bed with its square, in square index order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.bed
            .occupied()
            .iter()
            .filter_map(|square| Some((square, self.bed.piece_at(square)?)))
    }

    /// The squares holding any piece.
    #[must_use]
    pub fn occupied(&self) -> SquareSet {
        self.bed.occupied()
    }

    /// The pieces `owner` may place.
    #[must_use]
    pub fn pool(&self, owner: Seat) -> Pool {
        self.bed.pool(owner)
    }

    /// The cats `owner` has not earned yet (none in the younger players'
    /// game, where cats are not used).
    #[must_use]
    pub fn reserve(&self, owner: Seat) -> u8 {
        match self.variant {
            Variant::Standard => PIECES - self.bed.graduated[owner.index()],
            Variant::Younger => 0,
        }
    }

    /// The kittens `owner` has graduated out of the game.
    #[must_use]
    pub fn out_of_game(&self, owner: Seat) -> u8 {
        self.bed.graduated[owner.index()]
    }

    /// The turns played, first to last.
    #[must_use]
    pub fn turns_played(&self) -> Vec<Turn> {
        self.history.iter().map(|(turn, _)| *turn).collect()
    }

    /// The number of turns played.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.history.len()
    }

    /// The last turn played, if any.
    #[must_use]
    pub fn last_played(&self) -> Option<Turn> {
        self.history.last().map(|&(turn, _)| turn)
    }

    /// Checks that `placement` may be made now.
    fn check_placement(&self, placement: Placement) -> Result<(), IllegalMove> {
        if self.win.is_some() {
            return Err(IllegalMove::GameOver);
        }
        if self.bed.occupied().contains(placement.square) {
            return Err(IllegalMove::Occupied(placement.square));
        }
        if self.bed.pool(self.turn).of(placement.kind) == 0 {
            return Err(match placement.kind {
                Kind::Kitten => IllegalMove::NoKittens,
                Kind::Cat => IllegalMove::NoCats,
            });
        }
        Ok(())
    }

    /// The bed after `placement` and its boop, before the win check.
    #[inline]
    fn landed(&self, placement: Placement, on_boop: impl FnMut(Boop)) -> Bed {
        let mut bed = self.bed;
        let piece = Piece {
            owner: self.turn,
            kind: placement.kind,
        };
        bed.place(piece, placement.square, on_boop);
        bed
    }

    /// Step one of a turn in two steps: what the mover may choose from after
    /// `placement` and its boop. Empty when there is nothing to choose or
    /// when the placement wins (then [`Options::win`] says so).
    ///
    /// # Errors
    /// The placement itself is illegal (game over, occupied square, no such
    /// piece in the pool).
    pub fn options_after(&self, placement: Placement) -> Result<Options, IllegalMove> {
        self.check_placement(placement)?;
        let bed = self.landed(placement, |_| {});
        if let Some(win) = bed.win(self.variant, self.turn) {
            return Ok(Options {
                win: Some(win),
                ..Options::default()
            });
        }
        let mut rows: Vec<_> = rows_in(bed.of(self.turn)).collect();
        rows.sort_by_cached_key(ToString::to_string);
        Ok(Options {
            rows,
            lifts: bed.lifts(self.turn),
            win: None,
        })
    }

    /// Step one of a turn in two steps, as the mover sees it while choosing:
    /// the position after `placement` and its boop (the mover still to
    /// move), what the placement did, and the options. `None` when the
    /// placement needs no choice (no option, or it wins).
    ///
    /// # Errors
    /// The placement itself is illegal.
    pub fn choosing(&self, placement: Placement) -> Result<Option<Choosing>, IllegalMove> {
        let options = self.options_after(placement)?;
        if options.is_empty() {
            return Ok(None);
        }
        let turn = Turn {
            placement,
            resolution: None,
        };
        // The history stays the one before the placement: the turn is not
        // played yet, and a takeback or a withdrawal returns to it.
        let position = Position {
            bed: self.landed(placement, |_| {}),
            ..self.clone()
        };
        Ok(Some(Choosing {
            position,
            report: self.report(self.bed, self.turn, turn),
            options,
        }))
    }

    /// Checks `turn` against the rules without playing it.
    ///
    /// # Errors
    /// Why the turn is illegal.
    pub fn check(&self, turn: Turn) -> Result<(), IllegalMove> {
        let options = self.options_after(turn.placement)?;
        match (turn.resolution, options.is_empty()) {
            (None, true) => Ok(()),
            (None, false) => Err(IllegalMove::MustChoose(options)),
            (Some(_), true) => Err(IllegalMove::NothingToChoose {
                placement: turn.placement,
                wins: options.win.is_some(),
            }),
            (Some(resolution), false) if options.contains(resolution) => Ok(()),
            (Some(Resolution::Graduate(row)), false) => Err(IllegalMove::NotYourRow(row)),
            (Some(Resolution::Lift(_)), false) if options.lifts.is_empty() => {
                Err(IllegalMove::NoLift)
            }
            (Some(Resolution::Lift(square)), false) => {
                Err(IllegalMove::NotYourPiece { square, options })
            }
        }
    }

    /// Plays `turn` if it is legal.
    ///
    /// # Errors
    /// Why the turn is illegal; the position is unchanged.
    pub fn play(&mut self, turn: Turn) -> Result<(), IllegalMove> {
        self.check(turn)?;
        self.play_unchecked(turn);
        Ok(())
    }

    /// Plays `turn`, which must be legal (one of [`Position::legal_turns`]):
    /// an illegal turn leaves a position the rules cannot reach.
    pub fn play_unchecked(&mut self, turn: Turn) {
        let mut bed = self.landed(turn.placement, |_| {});
        self.win = bed.win(self.variant, self.turn).map(|win| (self.turn, win));
        if let (None, Some(resolution)) = (self.win, turn.resolution) {
            bed.resolve(self.variant, self.turn, resolution);
        }
        self.history.push((turn, self.bed));
        self.bed = bed;
        self.turn = self.turn.other();
    }

    /// The position's key for the computer's tables
    /// ([`crate::games::position_key`]): each owner's kittens and cats on
    /// the bed and kittens graduated, the side to move and whether it is
    /// over. The bed is four bit sets, so the key is worked out afresh:
    /// five mixes cost what keeping it up to date through every boop
    /// would.
    #[must_use]
    pub fn key(&self) -> u64 {
        let mut key = state_key(self.turn, self.win.is_some());
        for (slot, set) in self.bed.pieces.iter().flatten().enumerate() {
            // A set holds 36 bits; the slot numbers the part above them.
            key ^= part_key((slot as u64) << 40 | set.bits());
        }
        let graduated = u64::from(self.bed.graduated[0]) | u64::from(self.bed.graduated[1]) << 8;
        key ^ part_key(4 << 40 | graduated)
    }

    /// Takes back the last turn; `false` if none was played.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some((_, bed)) => {
                self.bed = bed;
                self.turn = self.turn.other();
                self.win = None;
                true
            }
            None => false,
        }
    }

    /// Calls `each` with every legal turn, without allocating. Nothing when
    /// the game is over.
    pub fn for_each_turn(&self, mut each: impl FnMut(Turn)) {
        self.for_each_landing(|placement, landed| {
            let mut any = false;
            if let Some(bed) = landed {
                let rows = Axis::ALL
                    .into_iter()
                    .zip(bed.row_starts(self.turn))
                    .flat_map(|(axis, starts)| {
                        starts.iter().filter_map(move |start| Row::new(start, axis))
                    })
                    .map(Resolution::Graduate);
                let lifts = bed.lifts(self.turn).iter().map(Resolution::Lift);
                for resolution in rows.chain(lifts) {
                    any = true;
                    each(Turn {
                        placement,
                        resolution: Some(resolution),
                    });
                }
            }
            if !any {
                each(Turn {
                    placement,
                    resolution: None,
                });
            }
        });
    }

    /// The number of legal turns, without listing them.
    #[must_use]
    pub fn count_turns(&self) -> u64 {
        let mut count = 0;
        self.for_each_landing(|_, landed| {
            let options = landed.map_or(0, |bed| {
                let rows: u32 = bed.row_starts(self.turn).iter().map(|s| s.count()).sum();
                rows + bed.lifts(self.turn).count()
            });
            count += u64::from(options.max(1));
        });
        count
    }

    /// Calls `each` with every legal placement and the bed after it and its
    /// boop, or `None` when it wins.
    #[inline]
    fn for_each_landing(&self, mut each: impl FnMut(Placement, Option<&Bed>)) {
        if self.win.is_some() {
            return;
        }
        let pool = self.bed.pool(self.turn);
        let kinds = Kind::ALL.into_iter().filter(|&kind| pool.of(kind) > 0);
        let occupied = self.bed.occupied();
        for kind in kinds {
            let piece = Piece {
                owner: self.turn,
                kind,
            };
            let pushable = self.bed.pushable_by(kind);
            // A kitten moves no cat (§5.2) and leaves a kitten on the bed, so
            // in the full game it wins exactly when the mover's cats already
            // stand in a row (which the opponent's boop may have made, §7.3).
            let kitten_wins = (kind == Kind::Kitten && self.variant == Variant::Standard)
                .then(|| self.bed.win(self.variant, self.turn).is_some());
            for square in !occupied {
                let mut bed = self.bed;
                bed.place_on(piece, square, occupied, pushable, |_| {});
                let wins =
                    kitten_wins.unwrap_or_else(|| bed.win(self.variant, self.turn).is_some());
                each(Placement { kind, square }, (!wins).then_some(&bed));
            }
        }
    }

    /// Every legal turn (unsorted).
    #[must_use]
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut turns = Vec::new();
        self.for_each_turn(|turn| turns.push(turn));
        turns
    }

    /// Whether `turn` is legal here.
    #[must_use]
    pub fn is_legal(&self, turn: Turn) -> bool {
        self.check(turn).is_ok()
    }

    /// What the last turn did, for a picture or a message.
    #[must_use]
    pub fn last_turn(&self) -> Option<TurnReport> {
        self.turn_report(self.history.len().checked_sub(1)?)
    }

    /// What the turn with this index (0 = the first turn played) did;
    /// `None` past the last.
    #[must_use]
    pub fn turn_report(&self, index: usize) -> Option<TurnReport> {
        let &(turn, before) = self.history.get(index)?;
        // The last turn was played by the player not to move; turns
        // alternate before it.
        let turns_after = self.history.len() - 1 - index;
        let mover = if turns_after.is_multiple_of(2) {
            self.turn.other()
        } else {
            self.turn
        };
        Some(self.report(before, mover, turn))
    }

    /// What `turn` would do if played now: the same report
    /// [`Position::last_turn`] gives after playing it.
    ///
    /// # Errors
    /// Why the turn is illegal here.
    pub fn effect(&self, turn: Turn) -> Result<TurnReport, IllegalMove> {
        self.check(turn)?;
        Ok(self.report(self.bed, self.turn, turn))
    }

    /// What `turn`, played by `mover` on `before`, does.
    fn report(&self, before: Bed, mover: Seat, turn: Turn) -> TurnReport {
        let placed = Piece {
            owner: mover,
            kind: turn.placement.kind,
        };
        let mut boops = Vec::new();
        let mut bed = before;
        bed.place(placed, turn.placement.square, |boop| boops.push(boop));
        let win = bed.win(self.variant, mover);
        let resolved = turn.resolution.filter(|_| win.is_none()).map(|resolution| {
            let piece = |square| bed.piece_at(square).unwrap_or(placed);
            match resolution {
                Resolution::Graduate(row) => Resolved::Graduated {
                    row,
                    pieces: row.squares().map(piece),
                },
                Resolution::Lift(square) => Resolved::Lifted {
                    square,
                    piece: piece(square),
                },
            }
        });
        TurnReport {
            turn,
            mover,
            placed,
            boops,
            win,
            resolved,
        }
    }

    /// A description of `turn` (to be played now) for players, e.g. `kitten
    /// to c3`, `cat to d4, graduate a1–c1`, `kitten to c1, lift the kitten on
    /// e5`.
    #[must_use]
    pub fn describe_turn(&self, turn: Turn) -> String {
        let Placement { kind, square } = turn.placement;
        let mut text = format!("{} to {square}", kind.name());
        match turn.resolution {
            None => {}
            Some(Resolution::Graduate(row)) => {
                let _ = write!(text, ", graduate {}", en_dash(row));
            }
            Some(Resolution::Lift(lifted)) => {
                let bed = self.landed(turn.placement, |_| {});
                let what = bed
                    .piece_at(lifted)
                    .map_or("piece", |piece| piece.kind.name());
                let _ = write!(text, ", lift the {what} on {lifted}");
            }
        }
        text
    }
}
