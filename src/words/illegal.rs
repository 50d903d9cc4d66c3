//! Why the engine refused a move, in the player's language. The engines'
//! own `Display` stays English: it is what the `engine` text protocol says,
//! and other tools read it.

use super::{
    common::listed,
    fluent::{say, Words},
    labels::punct_kind,
};
use crate::games::{
    boop::{self, Options},
    punct, AnyIllegalMove,
};

/// The reason `reason`, as one clause to follow "That move is illegal:".
pub(super) fn reason(words: &Words, reason: &AnyIllegalMove) -> String {
    match reason {
        AnyIllegalMove::Punct(reason) => punct_reason(words, reason),
        AnyIllegalMove::Boop(reason) => boop_reason(words, reason),
        AnyIllegalMove::OtherGame => say!(words, "illegal-other-game"),
    }
}

fn punct_reason(w: &Words, reason: &punct::IllegalMove) -> String {
    use punct::IllegalMove as I;
    match reason {
        I::Malformed => say!(w, "illegal-punct-malformed"),
        I::NotACell(name) => say!(w, "illegal-not-a-cell", name = name.as_str()),
        I::RepeatedCell(cell) => say!(w, "illegal-repeated-cell", cell = cell.to_string()),
        I::NotAPiece => say!(w, "illegal-not-a-piece"),
        I::GameOver => say!(w, "illegal-game-over"),
        I::PassNotAllowed => say!(w, "illegal-pass-not-allowed"),
        I::NoneLeft(kind) => say!(w, "illegal-none-left", kind = punct_kind(*kind)),
        I::CentreAdd => say!(w, "illegal-centre-add"),
        I::FirstAddCentre => say!(w, "illegal-first-add-centre"),
        I::NotEmpty(cell) => say!(w, "illegal-not-empty", cell = cell.to_string()),
        I::UnderBridge(cell) => say!(w, "illegal-under-bridge", cell = cell.to_string()),
        I::NoPieceAt(cell) => say!(w, "illegal-no-piece-at", cell = cell.to_string()),
        I::Covered(cell) => say!(w, "illegal-covered", cell = cell.to_string()),
        I::WrongKind { piece, shape } => say!(
            w,
            "illegal-wrong-kind",
            piece = punct_kind(*piece),
            shape = punct_kind(*shape)
        ),
        I::NotOnLine { from, to } => say!(
            w,
            "illegal-not-on-line",
            from = from.to_string(),
            to = to.to_string()
        ),
        I::NullMove => say!(w, "illegal-null-move"),
        I::PunctOnOpponent => say!(w, "illegal-punct-on-opponent"),
        I::Uneven => say!(w, "illegal-uneven"),
        I::TriangleBridge => say!(w, "illegal-triangle-bridge"),
        I::MiddlePunctBridge => say!(w, "illegal-middle-punct-bridge"),
        I::BridgeMiddleTooHigh(cell) => {
            say!(w, "illegal-bridge-middle-too-high", cell = cell.to_string())
        }
    }
}

fn boop_reason(w: &Words, reason: &boop::IllegalMove) -> String {
    use boop::IllegalMove as I;
    match reason {
        I::Malformed => say!(w, "illegal-boop-malformed"),
        I::NotASquare(name) => say!(w, "illegal-not-a-square", name = name.as_str()),
        I::NotALine(a, b) => say!(
            w,
            "illegal-not-a-line",
            from = a.to_string(),
            to = b.to_string()
        ),
        I::GameOver => say!(w, "illegal-game-over"),
        I::Occupied(square) => say!(w, "illegal-occupied", square = square.to_string()),
        I::NoCats => say!(w, "illegal-no-cats"),
        I::NoKittens => say!(w, "illegal-no-kittens"),
        I::MustChoose(options) => choice(w, options),
        I::NothingToChoose {
            placement,
            wins: true,
        } => say!(w, "illegal-wins-alone", placement = placement.to_string()),
        I::NothingToChoose {
            placement,
            wins: false,
        } => say!(
            w,
            "illegal-nothing-to-choose",
            placement = placement.to_string()
        ),
        I::NotYourRow(row) => say!(w, "illegal-not-your-row", row = row.to_string()),
        I::NotYourPiece { square, options } => say!(
            w,
            "illegal-not-your-piece",
            square = square.to_string(),
            choice = choice(w, options)
        ),
        I::NoLift => say!(w, "illegal-no-lift"),
    }
}

/// What the mover may choose from: the rows to graduate, the pieces to
/// lift, or both.
fn choice(w: &Words, options: &Options) -> String {
    let rows: Vec<String> = options.rows.iter().map(ToString::to_string).collect();
    let mut lifts: Vec<boop::Square> = options.lifts.iter().collect();
    lifts.sort_by_key(|square| (square.file(), square.rank()));
    let lifts: Vec<String> = lifts.iter().map(ToString::to_string).collect();
    match (rows.is_empty(), lifts.is_empty()) {
        (false, true) => say!(w, "illegal-choose-row", rows = listed(w, &rows)),
        (true, false) => say!(w, "illegal-choose-lift", squares = listed(w, &lifts)),
        _ => say!(
            w,
            "illegal-choose-row-or-lift",
            rows = listed(w, &rows),
            squares = listed(w, &lifts)
        ),
    }
}
