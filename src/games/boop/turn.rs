//! [`Turn`]s: a [`Placement`] and, when the rules ask for one, the chosen
//! [`Resolution`] (§3, §6.3), and the [`Options`] a placement leaves.

use std::fmt;

use super::{Axis, Kind, Row, Square, SquareSet, WinReason};
use crate::games::{Codec, Coded, Notated, Notation};

/// Step 1 of a turn: a piece from the pool onto an empty square, e.g. `Kc3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    /// The kind of piece taken from the pool.
    pub kind: Kind,
    /// The empty square it is put on.
    pub square: Square,
}

/// Step 4 of a turn: the option the mover chose (§6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resolution {
    /// Graduate a row of three, e.g. `Ga1-c1`.
    Graduate(Row),
    /// With all 8 pieces on the bed, lift the mover's piece on this square,
    /// e.g. `Le5`.
    Lift(Square),
}

/// A whole turn, e.g. `Kc3`, `Kc1/Ga1-c1` or `Cd4/Le5`.
///
/// `Display` prints the canonical notation (§10); `FromStr` parses it
/// leniently (any case, row ends in either order, spaces around it) but checks
/// only the form, not the rules: see [`Position::play`](super::Position::play).
///
/// ```
/// use punctbot::games::boop::Turn;
///
/// let turn: Turn = " kC1/gC1-A1 ".parse()?;
/// assert_eq!(turn.to_string(), "Kc1/Ga1-c1");
/// # Ok::<_, punctbot::games::boop::IllegalMove>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// Step 1: the piece put on the bed.
    pub placement: Placement,
    /// Present exactly when the placement left [`Options`] to choose from.
    pub resolution: Option<Resolution>,
}

impl Turn {
    /// A turn without a resolution.
    #[must_use]
    pub const fn place(kind: Kind, square: Square) -> Turn {
        Turn {
            placement: Placement { kind, square },
            resolution: None,
        }
    }
}

impl Placement {
    /// `notation` followed by this placement, e.g. `Kc3`.
    #[inline]
    fn write_after(self, notation: Notation) -> Notation {
        // The kind letters are ASCII.
        notation
            .with_byte(self.kind.letter() as u8)
            .with(self.square.name())
    }
}

impl Resolution {
    /// `notation` followed by this resolution, e.g. `Ga1-c1` or `Le5`.
    #[inline]
    fn write_after(self, notation: Notation) -> Notation {
        match self {
            Resolution::Graduate(row) => {
                let [first, _, last] = row.squares();
                notation
                    .with_byte(b'G')
                    .with(first.name())
                    .with_byte(b'-')
                    .with(last.name())
            }
            Resolution::Lift(square) => notation.with_byte(b'L').with(square.name()),
        }
    }
}

impl Notated for Turn {
    /// The canonical notation of §10.
    #[inline]
    fn notation(&self) -> Notation {
        let placement = self.placement.write_after(Notation::new());
        match self.resolution {
            Some(resolution) => resolution.write_after(placement.with_byte(b'/')),
            None => placement,
        }
    }
}

/// A square as a number, 0 to 35.
fn square_code(square: Square) -> u64 {
    square.index() as u64
}

fn decode_square(code: u64) -> Option<Square> {
    u8::try_from(code)
        .ok()
        .filter(|&index| usize::from(index) < Square::ALL.len())
        .map(Square::new)
}

impl Placement {
    /// The placement as a number: the kind above the square.
    fn code(self) -> u64 {
        (self.kind.index() as u64) << 6 | square_code(self.square)
    }

    fn decode(code: u64) -> Option<Placement> {
        Some(Placement {
            kind: *Kind::ALL.get(usize::try_from(code >> 6).ok()?)?,
            square: decode_square(code & 0x3F)?,
        })
    }
}

impl Resolution {
    /// The resolution as a number: a tag (1 graduate, 2 lift) above a row's
    /// axis and first square, or the lifted square.
    fn code(self) -> u64 {
        match self {
            Resolution::Graduate(row) => {
                1 << 8 | (row.axis() as u64) << 6 | square_code(row.start())
            }
            Resolution::Lift(square) => 2 << 8 | square_code(square),
        }
    }

    fn decode(code: u64) -> Option<Resolution> {
        match code >> 8 {
            1 => Row::new(
                decode_square(code & 0x3F)?,
                *Axis::ALL.get(usize::try_from(code >> 6 & 3).ok()?)?,
            )
            .map(Resolution::Graduate),
            2 if code & 0xC0 == 0 => decode_square(code & 0x3F).map(Resolution::Lift),
            _ => None,
        }
    }
}

/// Where a turn's resolution stands in its code, above the placement.
const RESOLUTION_SHIFT: u32 = 8;

impl Coded for Turn {
    const CODEC: &'static Codec = &Codec::of::<Turn>("boop");

    #[inline]
    fn code(self) -> u64 {
        let resolution = self.resolution.map_or(0, Resolution::code);
        resolution << RESOLUTION_SHIFT | self.placement.code()
    }

    fn decode(code: u64) -> Option<Turn> {
        let resolution = code >> RESOLUTION_SHIFT;
        Some(Turn {
            placement: Placement::decode(code & 0xFF)?,
            resolution: match resolution {
                0 => None,
                _ => Some(Resolution::decode(resolution)?),
            },
        })
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_after(Notation::new()).fmt(f)
    }
}

impl fmt::Display for Resolution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_after(Notation::new()).fmt(f)
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.notation().fmt(f)
    }
}

/// What the mover may (and must) choose from after a placement and its boop
/// (§6.3); see [`Position::options_after`](super::Position::options_after).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The candidate rows (§6.1), sorted by their notation.
    pub rows: Vec<Row>,
    /// With all 8 of the mover's pieces on the bed, the squares of those
    /// pieces (§6.2); empty otherwise.
    pub lifts: SquareSet,
    /// `Some` when the placement wins (§7): then there is nothing to choose.
    pub win: Option<WinReason>,
}

impl Options {
    /// Whether the turn ends without a choice.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty() && self.lifts.is_empty()
    }

    /// The number of options.
    #[must_use]
    pub fn len(&self) -> usize {
        self.rows.len() + self.lifts.count() as usize
    }

    /// Whether `resolution` is one of the options.
    #[must_use]
    pub fn contains(&self, resolution: Resolution) -> bool {
        match resolution {
            Resolution::Graduate(row) => self.rows.contains(&row),
            Resolution::Lift(square) => self.lifts.contains(square),
        }
    }

    /// Every option, rows first, each group sorted by its notation.
    #[must_use]
    pub fn resolutions(&self) -> Vec<Resolution> {
        let mut lifts: Vec<Square> = self.lifts.iter().collect();
        lifts.sort_by_key(|square| (square.file(), square.rank()));
        self.rows
            .iter()
            .copied()
            .map(Resolution::Graduate)
            .chain(lifts.into_iter().map(Resolution::Lift))
            .collect()
    }
}
