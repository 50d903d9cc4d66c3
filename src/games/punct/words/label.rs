//! What a PÜNCT move does, as autocomplete and previews label it: "add
//! straight E: F5·G5·H5"; "move straight E H2 → H5·I5·J5 — bridge over I5,
//! level 1, covers 2 of theirs"; "rotate triangle at E5 → …"; an ending
//! first: "wins by connection — …".

use super::{
    super::{End, EndReason, Landing, Move, MoveEffect, Placement},
    kind_word,
};
use crate::{
    games::{Label, Outcome, Phrase, Seat},
    phrase,
};

/// The label of the move `effect` is the effect of.
#[must_use]
pub fn label(effect: &MoveEffect) -> Label {
    let mut label = Label::new();
    if let Some(end) = effect.end {
        label = label.then("", ending(effect.mover, end), " — ");
    }
    let cells = |placement: Placement| {
        let [a, b] = placement.sorted_minors();
        format!("{}·{a}·{b}", placement.punct())
    };
    match effect.mv {
        Move::Pass => label = label.then("", phrase!("label-pass"), ""),
        Move::Add(placement) => {
            let add = phrase!(
                "label-add",
                kind = kind_word(placement.kind()),
                cells = cells(placement)
            );
            label = label.then("", add, "");
        }
        Move::Move { from, to } => {
            let kind = kind_word(to.kind());
            let (from, cells) = (from.to_string(), cells(to));
            let moved = if effect.is_rotation() {
                phrase!("label-rotate", kind = kind, from = from, cells = cells)
            } else {
                phrase!("label-move", kind = kind, from = from, cells = cells)
            };
            label = label.then("", moved, "");
            if let Some(landing) = effect.landing {
                label = label.then(" — ", landing_phrase(landing, effect.from_level), "");
            }
        }
    }
    let (mine, theirs) = (effect.mover, effect.mover.other());
    for (count, effect, whose) in [
        (effect.covered.get(theirs), "covers", "theirs"),
        (effect.freed.get(theirs), "frees", "theirs"),
        (effect.freed.get(mine), "frees", "yours"),
        (effect.covered.get(mine), "covers", "yours"),
    ] {
        if *count > 0 {
            let dots = phrase!("label-dots", effect = effect, count = *count, whose = whose);
            label = label.then_if_room(", ", dots, None);
        }
    }
    label
}

/// Where a MOVE's piece lands: "flat on the board", "jump onto level 2",
/// "bridge over I5, level 1".
fn landing_phrase(landing: Landing, from_level: Option<u8>) -> Phrase {
    match landing {
        Landing {
            bridge_over: Some(middle),
            level,
        } => phrase!("landing-bridge", middle = middle.to_string(), level = level),
        Landing { level: 0, .. } if from_level.unwrap_or(0) > 0 => phrase!("landing-down"),
        Landing { level: 0, .. } => phrase!("landing-flat"),
        Landing { level, .. } => phrase!("landing-jump", level = level),
    }
}

/// How a move would end the game, for the player making it.
fn ending(mover: Seat, end: End) -> Phrase {
    let connection = matches!(end.reason, EndReason::Connection { .. });
    match end.outcome {
        Outcome::Win(seat) if seat == mover && connection => phrase!("label-wins-connection"),
        Outcome::Win(seat) if seat == mover => phrase!("label-wins-centre"),
        Outcome::Win(_) if connection => phrase!("label-loses-connection"),
        Outcome::Win(_) => phrase!("label-loses-centre"),
        Outcome::Draw => phrase!("label-draw"),
    }
}
