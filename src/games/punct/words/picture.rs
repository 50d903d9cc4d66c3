//! The words of PÜNCT's pictures (drawn by `render::punct`): the subtitles,
//! the ending, the centre count, the legend of the rims, a peek's stack and
//! the pieces card.

use super::super::{Cell, EndReason, Kind, GAME};
use crate::{
    games::{Game, Phrase, Seat},
    phrase,
};

/// The variant as the subtitles select on it.
fn variant(basic: bool) -> &'static str {
    if basic {
        "basic"
    } else {
        "standard"
    }
}

/// Under the title of a board picture: the variant and the moves played
/// (0: the start).
#[must_use]
pub fn subtitle(basic: bool, moves: usize) -> Phrase {
    phrase!(
        "picture-punct-subtitle",
        variant = variant(basic),
        moves = moves
    )
}

/// Under the title of a peek under `cell`.
#[must_use]
pub fn peek_subtitle(basic: bool, cell: Cell) -> Phrase {
    phrase!(
        "picture-peek-subtitle",
        variant = variant(basic),
        cell = cell.to_string()
    )
}

/// Under the title of the picture of where the piece on `cell` may go.
#[must_use]
pub fn destinations_subtitle(basic: bool, cell: Cell) -> Phrase {
    phrase!(
        "picture-destinations-subtitle",
        variant = variant(basic),
        cell = cell.to_string()
    )
}

/// How the game ended, after its result.
#[must_use]
pub fn end(reason: EndReason) -> Phrase {
    let reason = match reason {
        EndReason::CentreCount { centre } => {
            return phrase!(
                "picture-centre-result",
                white = centre.first,
                black = centre.second
            )
        }
        EndReason::Connection { .. } => "connection",
        EndReason::LastPieceDraw => "last-piece",
        EndReason::BothPassed { .. } => "both-passed",
    };
    phrase!("picture-punct-end", reason = reason)
}

/// The centre count near the end of the standard game.
#[must_use]
pub fn centre_count(white: u32, black: u32) -> Phrase {
    phrase!("picture-centre-count", white = white, black = black)
}

/// Above the legend of the rims.
#[must_use]
pub fn connect_sides() -> Phrase {
    phrase!("picture-connect")
}

/// One pair of rims of one colour (0: columns A and Q, 1: rows 1 and 17,
/// 2: B10–H16 and J2–P8).
#[must_use]
pub fn side_pair(pair: usize) -> Phrase {
    let pair = ["columns", "rows", "diagonals"][pair.min(2)];
    phrase!("picture-side-pair", pair = pair)
}

/// The header of a peek's stack of `levels` pieces on `cell`.
#[must_use]
pub fn stack_header(cell: Cell, levels: usize) -> Phrase {
    phrase!(
        "picture-stack-header",
        cell = cell.to_string(),
        levels = levels
    )
}

/// One piece of a peek's stack: its owner, kind and PÜNCT.
#[must_use]
pub fn stack_piece(owner: Seat, kind: Kind, punct: Cell) -> Phrase {
    phrase!(
        "picture-stack-piece",
        side = GAME.side_name(owner),
        kind = kind.to_string(),
        cell = punct.to_string()
    )
}

/// Beside the title of the pieces card.
#[must_use]
pub fn pieces_subtitle() -> Phrase {
    phrase!("picture-punct-pieces")
}

/// A kind of piece on the pieces card, by its shape and where its PÜNCT
/// is.
#[must_use]
pub fn kind(kind: Kind) -> Phrase {
    let kind = match kind {
        Kind::T => "T",
        Kind::E => "E",
        Kind::C => "C",
        Kind::M => "M",
        Kind::APlus => "A-plus",
        Kind::AMinus => "A-minus",
    };
    phrase!("picture-punct-kind", kind = kind)
}
