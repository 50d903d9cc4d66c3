//! [`IllegalMove`]: why a turn was refused, in words a player can act on.

use std::fmt::{self, Display};

use super::{Options, Placement, Row, Square};

/// Why a turn was refused. The `Display` text is meant for players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The text is not a turn at all.
    Malformed,
    /// A square name outside the bed, e.g. `c7` (kept as written, lower case).
    NotASquare(String),
    /// Two squares that are not the ends of a line of three.
    NotALine(Square, Square),
    /// The game has ended.
    GameOver,
    /// The placement square holds a piece.
    Occupied(Square),
    /// A cat was placed but the pool holds none.
    NoCats,
    /// A kitten was placed but the pool holds none.
    NoKittens,
    /// The placement leaves options (§6.3) and the turn chose none.
    MustChoose(Options),
    /// The turn chose a resolution but the placement leaves none, either
    /// because there is nothing to resolve or because it wins (§7.2).
    NothingToChoose {
        /// The placement, to be written alone.
        placement: Placement,
        /// Whether the placement wins.
        wins: bool,
    },
    /// The chosen row is not a candidate row of the mover.
    NotYourRow(Row),
    /// With all 8 pieces on the bed, the lifted square is not one of the
    /// mover's pieces.
    NotYourPiece {
        /// The square named in the turn.
        square: Square,
        /// What the mover may choose from instead.
        options: Options,
    },
    /// A lift was chosen but not all 8 of the mover's pieces are on the bed.
    NoLift,
}

impl Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::Malformed => f.write_str("write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
            IllegalMove::NotASquare(name) => write!(f, "{name} is not a square of the bed"),
            IllegalMove::NotALine(a, b) => write!(f, "{a}-{b} is not a row of three squares"),
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::Occupied(square) => write!(f, "{square} is occupied"),
            IllegalMove::NoCats => f.write_str("you have no cats in your pool"),
            IllegalMove::NoKittens => f.write_str("you have no kittens in your pool"),
            IllegalMove::MustChoose(options) => write_choice(f, options),
            IllegalMove::NothingToChoose {
                placement,
                wins: true,
            } => write!(f, "{placement} wins the game: write just {placement}"),
            IllegalMove::NothingToChoose {
                placement,
                wins: false,
            } => write!(
                f,
                "{placement} leaves nothing to graduate or lift: write just {placement}"
            ),
            IllegalMove::NotYourRow(row) => write!(f, "{row} is not one of your rows"),
            IllegalMove::NotYourPiece { square, options } => {
                write!(f, "{square} is not a piece of yours; ")?;
                write_choice(f, options)
            }
            IllegalMove::NoLift => {
                f.write_str("you may lift a piece only when all 8 of yours are on the bed")
            }
        }
    }
}

impl std::error::Error for IllegalMove {}

/// "choose which row to graduate: a1-c1, b1-d1 or c1-e1", or the lifts, or
/// both.
fn write_choice(f: &mut fmt::Formatter<'_>, options: &Options) -> fmt::Result {
    let mut lifts: Vec<Square> = options.lifts.iter().collect();
    lifts.sort_by_key(|square| (square.file(), square.rank()));
    match (options.rows.is_empty(), lifts.is_empty()) {
        (false, true) => {
            f.write_str("choose which row to graduate: ")?;
            write_list(f, &options.rows)
        }
        (true, false) => {
            f.write_str("choose a piece of yours to lift: ")?;
            write_list(f, &lifts)
        }
        _ => {
            f.write_str("choose which row to graduate: ")?;
            write_list(f, &options.rows)?;
            f.write_str(", or a piece of yours to lift: ")?;
            write_list(f, &lifts)
        }
    }
}

/// `a`, `a or b`, `a, b or c`.
fn write_list(f: &mut fmt::Formatter<'_>, items: &[impl Display]) -> fmt::Result {
    for (index, item) in items.iter().enumerate() {
        if index > 0 {
            f.write_str(if index + 1 == items.len() {
                " or "
            } else {
                ", "
            })?;
        }
        item.fmt(f)?;
    }
    Ok(())
}
