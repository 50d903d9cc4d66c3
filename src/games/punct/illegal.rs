//! [`IllegalMove`]: why a move was refused, in words a player can act on.

use std::fmt;

use super::{Cell, Kind};

/// The canonical forms, shown when a move cannot be read at all.
const FORMS: &str =
    "write an ADD as +F5:G5,H5 and a MOVE as H2>H5:I5,J5 (PÜNCT first, then the two minor dots)";

/// Why a move was refused. The `Display` is one short sentence meant for the
/// player in chat; when several things are wrong, the most useful one is given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IllegalMove {
    /// The text is not in the notation at all.
    Malformed,
    /// A name like a cell that is not a cell of the board (`Q18`, `A1`).
    NotACell(String),
    /// The same cell is written twice.
    RepeatedCell(Cell),
    /// The three cells do not form any kind of piece (§2.4).
    NotAPiece,
    /// The game has ended.
    GameOver,
    /// `pass` while an ADD or MOVE is legal (§9.1).
    PassNotAllowed,
    /// An ADD of a kind the player has no more of.
    NoneLeft(Kind),
    /// An ADD touching the central hexagon (standard game, §5.3).
    CentreAdd,
    /// White's first ADD touching the central hexagon (basic game, §5.3).
    FirstAddCentre,
    /// An ADD onto a cell holding a dot.
    NotEmpty(Cell),
    /// An ADD or a level-0 landing on a cell blocked under a bridge (§3.3).
    UnderBridge(Cell),
    /// A MOVE from a cell where none of the player's pieces has its PÜNCT.
    NoPieceAt(Cell),
    /// A MOVE of a piece with a covered dot (§3.4).
    Covered(Cell),
    /// The destination has the shape of another kind than the piece moved.
    WrongKind {
        /// The kind of the piece moved.
        piece: Kind,
        /// The kind the destination cells make.
        shape: Kind,
    },
    /// The new PÜNCT cell is not on a line through the old one (§6.2).
    NotOnLine {
        /// The old PÜNCT cell.
        from: Cell,
        /// The new PÜNCT cell.
        to: Cell,
    },
    /// The MOVE leaves the piece exactly where it is (§6.4).
    NullMove,
    /// The PÜNCT would land on the opponent's colour (§6.5 b, c).
    PunctOnOpponent,
    /// The three dots would rest at different heights and it is no bridge.
    Uneven,
    /// A triangle with two dots higher than the third (§6.5 c).
    TriangleBridge,
    /// A C or M piece bridging with its PÜNCT in the air (§6.5 c).
    MiddlePunctBridge,
    /// A bridge whose middle dot would rest higher than its ends (§6.5 c).
    BridgeMiddleTooHigh(Cell),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::Malformed => write!(f, "cannot read that move: {FORMS}, or pass"),
            IllegalMove::NotACell(name) => write!(f, "{name} is not a cell of the board"),
            IllegalMove::RepeatedCell(cell) => {
                write!(f, "{cell} is written twice: a piece covers three different cells")
            }
            IllegalMove::NotAPiece => f.write_str("the three cells do not form a piece"),
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::PassNotAllowed => {
                f.write_str("you may pass only when you have no legal ADD or MOVE")
            }
            IllegalMove::NoneLeft(kind) => write!(f, "you have no {} left", kind.plural()),
            IllegalMove::CentreAdd => f.write_str("new pieces may not touch the central hexagon"),
            IllegalMove::FirstAddCentre => {
                f.write_str("White's first piece may not touch the central hexagon")
            }
            IllegalMove::NotEmpty(cell) => {
                write!(f, "{cell} is not empty: new pieces go on empty cells")
            }
            IllegalMove::UnderBridge(cell) => {
                write!(f, "{cell} is under a bridge: nothing may be put there")
            }
            IllegalMove::NoPieceAt(cell) => {
                write!(f, "no piece of yours has its PÜNCT on {cell}")
            }
            IllegalMove::Covered(cell) => {
                write!(f, "your piece on {cell} is covered and cannot move")
            }
            IllegalMove::WrongKind { piece, shape } => write!(
                f,
                "that piece is {}, but those cells make {}",
                piece.singular(),
                shape.singular()
            ),
            IllegalMove::NotOnLine { from, to } => write!(
                f,
                "{from} and {to} are not on one line: the PÜNCT moves straight along a line"
            ),
            IllegalMove::NullMove => {
                f.write_str("the piece is already there: move it or turn it to another position")
            }
            IllegalMove::PunctOnOpponent => f.write_str("a PÜNCT may only land on your own colour"),
            IllegalMove::Uneven => f.write_str(
                "the three dots must rest at one height (a bridge needs its two ends at one height)",
            ),
            IllegalMove::TriangleBridge => f.write_str("triangles cannot bridge"),
            IllegalMove::MiddlePunctBridge => f.write_str(
                "pieces with the PÜNCT in the middle cannot bridge: the PÜNCT must rest on your own piece",
            ),
            IllegalMove::BridgeMiddleTooHigh(cell) => write!(
                f,
                "the middle of a bridge must be lower than its ends, and {cell} is not"
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}
