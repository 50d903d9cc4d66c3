//! The words inside the pictures, in the reader's language: the render
//! layer names what it draws ([`Word`]) and a [`Locale`] says it.

use super::{
    common::game_name,
    fluent::{say, Words},
};
use crate::{
    games::{
        boop::{self, Row, WinReason},
        punct::{self, EndReason},
        GameKind, Outcome, Seat,
    },
    manager::Locale,
    render::{self, BoopThen, LadderColumn, Legend, Word},
};

impl render::Words for Locale {
    fn say(&self, word: Word) -> String {
        picture_word(&Words::for_locale(self), word)
    }
}

fn picture_word(w: &Words, word: Word) -> String {
    match word {
        Word::Title(kind) => game_name(w, kind),
        Word::ToMove => say!(w, "picture-to-move"),
        Word::Side(game, seat) => side(w, game, seat),
        Word::SideToMove(game, seat) => say!(w, "picture-side-to-move", side = side(w, game, seat)),
        Word::Result(game, Outcome::Win(seat)) => {
            say!(w, "picture-wins", side = side(w, game, seat))
        }
        Word::Result(_, Outcome::Draw) => say!(w, "picture-draw"),
        Word::PunctSubtitle { basic, moves } => {
            say!(
                w,
                "picture-punct-subtitle",
                variant = variant(basic),
                moves = moves
            )
        }
        Word::PeekSubtitle { basic, cell } => say!(
            w,
            "picture-peek-subtitle",
            variant = variant(basic),
            cell = cell.to_string()
        ),
        Word::DestinationsSubtitle { basic, cell } => say!(
            w,
            "picture-destinations-subtitle",
            variant = variant(basic),
            cell = cell.to_string()
        ),
        Word::PunctEnd(EndReason::CentreCount { centre }) => say!(
            w,
            "picture-centre-result",
            white = centre.first,
            black = centre.second
        ),
        Word::PunctEnd(reason) => say!(w, "picture-punct-end", reason = end_key(reason)),
        Word::CentreCount { white, black } => {
            say!(w, "picture-centre-count", white = white, black = black)
        }
        Word::ConnectSides => say!(w, "picture-connect"),
        Word::SidePair(pair) => say!(
            w,
            "picture-side-pair",
            pair = ["columns", "rows", "diagonals"][pair.min(2)]
        ),
        Word::Legend(mark) => say!(w, "picture-legend", mark = legend_key(mark)),
        Word::StackHeader { cell, levels } => say!(
            w,
            "picture-stack-header",
            cell = cell.to_string(),
            levels = levels
        ),
        Word::StackPiece { seat, kind, punct } => say!(
            w,
            "picture-stack-piece",
            side = side(w, punct::STANDARD, seat),
            kind = kind.to_string(),
            cell = punct.to_string()
        ),
        Word::BoopSubtitle { younger, turns } => say!(
            w,
            "picture-boop-subtitle",
            turns = turns,
            variant = if younger { "younger" } else { "standard" }
        ),
        Word::BoopTurn {
            seat,
            placed,
            square,
            then,
        } => {
            let (then, row, lifted, at) = match then {
                None => ("none", String::new(), placed, String::new()),
                Some(BoopThen::Graduated(first, last)) => (
                    "graduated",
                    format!("{first}–{last}"),
                    placed,
                    String::new(),
                ),
                Some(BoopThen::Lifted(kind, at)) => ("lifted", String::new(), kind, at.to_string()),
            };
            say!(
                w,
                "picture-boop-turn",
                side = side(w, boop::STANDARD, seat),
                piece = piece_key(placed),
                square = square.to_string(),
                then = then,
                row = row,
                lifted = piece_key(lifted),
                at = at
            )
        }
        Word::ToChoose { seat, options } => say!(
            w,
            "picture-to-choose",
            side = side(w, boop::STANDARD, seat),
            options = options
        ),
        Word::BoopWin(reason) => {
            let (key, row) = match reason {
                WinReason::ThreeCats(row) => ("three-cats", span(row)),
                WinReason::ThreeKittens(row) => ("three-kittens", span(row)),
                WinReason::EightCats => ("eight-cats", String::new()),
            };
            say!(w, "picture-boop-reason", reason = key, row = row)
        }
        Word::CatsToEarn { cats, graduated } => say!(
            w,
            "picture-cats-to-earn",
            cats = cats,
            graduated = graduated
        ),
        Word::LadderSubtitle {
            page,
            pages,
            players,
        } => say!(
            w,
            "picture-ladder-subtitle",
            page = page,
            pages = pages,
            players = players
        ),
        Word::LadderEmpty => say!(w, "picture-ladder-empty"),
        Word::LadderColumn(column) => say!(
            w,
            "picture-ladder-column",
            column = match column {
                LadderColumn::Player => "player",
                LadderColumn::Rating => "rating",
                LadderColumn::Record => "record",
                LadderColumn::Games => "games",
                LadderColumn::Week => "week",
            }
        ),
        Word::PiecesSubtitle(game) => say!(w, "picture-pieces-subtitle", game = game.game().name()),
        Word::PunctKind(kind) => say!(w, "picture-punct-kind", kind = kind_key(kind)),
        Word::PerPlayer(count) => say!(w, "picture-per-player", count = count),
        Word::BoopKind(kind) => say!(w, "picture-boop-kind", kind = piece_key(kind)),
        Word::BoopKindRule(kind) => say!(w, "picture-boop-kind-rule", kind = piece_key(kind)),
    }
}

/// A PÜNCT kind as the messages select it (its code, ASCII).
fn kind_key(kind: punct::Kind) -> &'static str {
    match kind {
        punct::Kind::T => "T",
        punct::Kind::E => "E",
        punct::Kind::C => "C",
        punct::Kind::M => "M",
        punct::Kind::APlus => "A-plus",
        punct::Kind::AMinus => "A-minus",
    }
}

/// A side's colour, as the bot's other messages name it.
fn side(w: &Words, kind: GameKind, seat: Seat) -> String {
    w.phrase(&kind.game().side_name(seat))
}

fn variant(basic: bool) -> &'static str {
    if basic {
        "basic"
    } else {
        "standard"
    }
}

fn end_key(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Connection { .. } => "connection",
        EndReason::LastPieceDraw | EndReason::CentreCount { .. } => "last-piece",
        EndReason::BothPassed { .. } => "both-passed",
    }
}

fn legend_key(mark: Legend) -> &'static str {
    match mark {
        Legend::LastMove => "last-move",
        Legend::Origin => "origin",
        Legend::Bridge => "bridge",
        Legend::Lifted => "lifted",
        Legend::Level => "level",
        Legend::LandsFlat => "flat",
        Legend::LandsJump => "jump",
        Legend::LandsBridge => "bridge-landing",
    }
}

fn piece_key(kind: boop::Kind) -> &'static str {
    match kind {
        boop::Kind::Kitten => "kitten",
        boop::Kind::Cat => "cat",
    }
}

/// A row by its ends: "a1–c1".
fn span(row: Row) -> String {
    let [first, _, last] = row.squares();
    format!("{first}–{last}")
}
