//! Why a move was refused, named for the player's language. The engine's
//! own `Display` stays English: it is what the `engine` text protocol says,
//! and other tools read it.

use super::{super::IllegalMove, kind_word};
use crate::{
    games::{Phrase, Phrased},
    phrase,
};

impl Phrased for IllegalMove {
    fn phrase(&self) -> Phrase {
        use IllegalMove as I;
        match self {
            I::Malformed => phrase!("illegal-punct-malformed"),
            I::NotACell(name) => phrase!("illegal-not-a-cell", name = name),
            I::RepeatedCell(cell) => phrase!("illegal-repeated-cell", cell = cell.to_string()),
            I::NotAPiece => phrase!("illegal-not-a-piece"),
            I::GameOver => phrase!("illegal-game-over"),
            I::PassNotAllowed => phrase!("illegal-pass-not-allowed"),
            I::NoneLeft(kind) => phrase!("illegal-none-left", kind = kind_word(*kind)),
            I::CentreAdd => phrase!("illegal-centre-add"),
            I::FirstAddCentre => phrase!("illegal-first-add-centre"),
            I::NotEmpty(cell) => phrase!("illegal-not-empty", cell = cell.to_string()),
            I::UnderBridge(cell) => phrase!("illegal-under-bridge", cell = cell.to_string()),
            I::NoPieceAt(cell) => phrase!("illegal-no-piece-at", cell = cell.to_string()),
            I::Covered(cell) => phrase!("illegal-covered", cell = cell.to_string()),
            I::WrongKind { piece, shape } => phrase!(
                "illegal-wrong-kind",
                piece = kind_word(*piece),
                shape = kind_word(*shape)
            ),
            I::NotOnLine { from, to } => phrase!(
                "illegal-not-on-line",
                from = from.to_string(),
                to = to.to_string()
            ),
            I::NullMove => phrase!("illegal-null-move"),
            I::PunctOnOpponent => phrase!("illegal-punct-on-opponent"),
            I::Uneven => phrase!("illegal-uneven"),
            I::TriangleBridge => phrase!("illegal-triangle-bridge"),
            I::MiddlePunctBridge => phrase!("illegal-middle-punct-bridge"),
            I::BridgeMiddleTooHigh(cell) => {
                phrase!("illegal-bridge-middle-too-high", cell = cell.to_string())
            }
        }
    }
}
