//! What a boop. turn does, as autocomplete and previews label it: "kitten
//! on c3 — boops d4→e5 · b2 off the bed"; then the choice: "; then
//! graduate a1–c1"; a win first: "wins: three cats in a row a1–c1 — …".

use super::{
    super::{Kind, Placement, Resolved, TurnReport, WinReason},
    row_ends,
};
use crate::{
    games::{Arg, Label, Phrase},
    phrase,
};

/// The kinds of piece as messages select on them.
fn kind_word(kind: Kind) -> &'static str {
    match kind {
        Kind::Kitten => "kitten",
        Kind::Cat => "cat",
    }
}

/// The label of the turn `report` is the report of.
#[must_use]
pub fn label(report: &TurnReport) -> Label {
    let Placement { kind, square } = report.turn.placement;
    let mut label = Label::new();
    if let Some(win) = report.win {
        label = label.then("", win_phrase(win), " — ");
    }
    label = label.then(
        "",
        phrase!(
            "label-place",
            kind = kind_word(kind),
            square = square.to_string()
        ),
        "",
    );
    if !report.boops.is_empty() {
        let moved: Vec<String> = report
            .boops
            .iter()
            .filter_map(|boop| Some(format!("{}→{}", boop.from, boop.to?)))
            .collect();
        let off: Vec<String> = report
            .boops
            .iter()
            .filter(|boop| boop.to.is_none())
            .map(|boop| boop.from.to_string())
            .collect();
        let mut groups = Vec::new();
        if !moved.is_empty() {
            groups.push(Arg::from(moved));
        }
        if !off.is_empty() {
            groups.push(Arg::from(phrase!(
                "label-off-the-bed",
                squares = off.clone()
            )));
        }
        let listed = phrase!("label-boops", boops = Arg::Joined(groups, " · "));
        // Too many to name: how many, and how many left the bed.
        let counted = phrase!(
            "label-boops-counted",
            count = report.boops.len(),
            off = off.len()
        );
        label = label.then_if_room("", listed, Some(counted));
    }
    match report.resolved {
        None => {}
        Some(Resolved::Graduated { row, .. }) => {
            label = label.then("", phrase!("label-then-graduate", row = row_ends(row)), "");
        }
        Some(Resolved::Lifted { square, piece }) => {
            let square = square.to_string();
            let then = match piece.kind {
                Kind::Kitten => phrase!("label-then-graduate-kitten", square = square),
                Kind::Cat => phrase!("label-then-return-cat", square = square),
            };
            label = label.then("", then, "");
        }
    }
    label
}

fn win_phrase(win: WinReason) -> Phrase {
    match win {
        WinReason::ThreeCats(cats) => phrase!("label-wins-three-cats", row = row_ends(cats)),
        WinReason::ThreeKittens(kittens) => {
            phrase!("label-wins-three-kittens", row = row_ends(kittens))
        }
        WinReason::EightCats => phrase!("label-wins-eight-cats"),
    }
}
