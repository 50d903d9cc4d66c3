//! Short words on controls: buttons, boop options, autocomplete move labels.

use super::{
    common::listed,
    fluent::{say, Words},
    MAX_MOVE_LABEL,
};
use crate::{
    games::{boop, punct, AnyEffect, Outcome, Seat},
    manager::ButtonAction,
};

pub(super) fn label(words: &Words, action: &ButtonAction) -> String {
    let w = words;
    match action {
        ButtonAction::Accept => say!(w, "button-accept"),
        ButtonAction::Decline => say!(w, "button-decline"),
        ButtonAction::Cancel => say!(w, "button-cancel"),
        ButtonAction::Resign => say!(w, "button-resign"),
        ButtonAction::ConfirmResign => say!(w, "button-confirm-resign"),
        ButtonAction::OfferDraw => say!(w, "button-offer-draw"),
        ButtonAction::AcceptDraw => say!(w, "button-accept-draw"),
        ButtonAction::DeclineDraw => say!(w, "button-decline-draw"),
        ButtonAction::Takeback => say!(w, "button-takeback"),
        ButtonAction::AcceptTakeback => say!(w, "button-accept-takeback"),
        ButtonAction::DeclineTakeback => say!(w, "button-decline-takeback"),
        ButtonAction::Peek => say!(w, "button-peek"),
        ButtonAction::Choose(option) => boop_option(w, option),
        ButtonAction::Withdraw => say!(w, "button-withdraw"),
        ButtonAction::ConfirmMove { .. } => say!(w, "button-confirm-move"),
        ButtonAction::CancelMove => say!(w, "button-cancel-move"),
    }
}

/// "a1–c1": a boop row by its ends.
fn row_ends(row: boop::Row) -> String {
    let [first, _, last] = row.squares();
    format!("{first}–{last}")
}

/// "1 · Graduate the kittens on a1–c1", "2 · Graduate a1–c1: the kittens
/// out of the game, the cat back to your pool", "3 · Return the cat on e5
/// to your pool".
pub(super) fn option_label(words: &Words, number: usize, effect: &boop::Resolved) -> String {
    let what = match *effect {
        boop::Resolved::Graduated { row, pieces } => {
            let cats = pieces
                .iter()
                .filter(|piece| piece.kind == boop::Kind::Cat)
                .count();
            let row = row_ends(row);
            match (3 - cats, cats) {
                (_, 0) => say!(words, "option-graduate-kittens", row = row),
                (1, _) => say!(words, "option-graduate-one-kitten", row = row),
                _ => say!(words, "option-graduate-one-cat", row = row),
            }
        }
        boop::Resolved::Lifted { square, piece } => {
            let square = square.to_string();
            match piece.kind {
                boop::Kind::Kitten => say!(words, "option-graduate-kitten", square = square),
                boop::Kind::Cat => say!(words, "option-return-cat", square = square),
            }
        }
    };
    format!("{number} · {what}")
}

/// A button's option as its id has it: `Ga1-c1` → "Graduate a1–c1", `Le5`
/// → "Lift the piece on e5".
fn boop_option(words: &Words, option: &str) -> String {
    match boop::Resolution::parse_choice(option) {
        Ok(boop::Resolution::Graduate(row)) => {
            say!(words, "choice-graduate", row = row_ends(row))
        }
        Ok(boop::Resolution::Lift(square)) => {
            say!(words, "choice-lift", square = square.to_string())
        }
        Err(_) => option.to_owned(),
    }
}

/// Optional parts of a move label are added only while it stays this short:
/// the Discord edge cuts choice names longer than this.
const LABEL_ROOM: usize = 80;

pub(super) fn move_label(words: &Words, effect: &AnyEffect) -> String {
    let label = match effect {
        AnyEffect::Punct(effect) => punct_label(words, effect),
        AnyEffect::Boop(report) => boop_label(words, report),
    };
    // A translation longer than Discord allows is cut, never refused.
    if label.chars().count() > MAX_MOVE_LABEL {
        let cut: String = label.chars().take(MAX_MOVE_LABEL - 1).collect();
        return cut + "…";
    }
    label
}

/// `label` followed by `part` if the whole stays within [`LABEL_ROOM`].
fn push_if_room(label: &mut String, part: &str) {
    if label.chars().count() + part.chars().count() <= LABEL_ROOM {
        label.push_str(part);
    }
}

/// The kinds of piece as labels select on them (rulebook §2.2).
pub(super) fn punct_kind(kind: punct::Kind) -> &'static str {
    match kind {
        punct::Kind::T => "t",
        punct::Kind::E => "e",
        punct::Kind::C => "c",
        punct::Kind::M => "m",
        punct::Kind::APlus => "a-plus",
        punct::Kind::AMinus => "a-minus",
    }
}

/// "add straight E: F5·G5·H5"; "move straight E H2 → H5·I5·J5 — bridge
/// over I5, level 1, covers 2 of theirs"; "rotate triangle at E5 → …"; an
/// ending first: "wins by connection — …".
fn punct_label(words: &Words, effect: &punct::MoveEffect) -> String {
    let mut label = effect
        .end
        .map(|end| format!("{} — ", punct_end(words, effect.mover, end)))
        .unwrap_or_default();
    let cells = |placement: punct::Placement| {
        let [a, b] = placement.sorted_minors();
        format!("{}·{a}·{b}", placement.punct())
    };
    match effect.mv {
        punct::Move::Pass => label.push_str(&say!(words, "label-pass")),
        punct::Move::Add(placement) => label.push_str(&say!(
            words,
            "label-add",
            kind = punct_kind(placement.kind()),
            cells = cells(placement)
        )),
        punct::Move::Move { from, to } => {
            let kind = punct_kind(to.kind());
            let (from, cells) = (from.to_string(), cells(to));
            label.push_str(&if effect.is_rotation() {
                say!(
                    words,
                    "label-rotate",
                    kind = kind,
                    from = from,
                    cells = cells
                )
            } else {
                say!(words, "label-move", kind = kind, from = from, cells = cells)
            });
            if let Some(landing) = effect.landing {
                label.push_str(" — ");
                label.push_str(&landing_words(words, landing, effect.from_level));
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
            let part = say!(
                words,
                "label-dots",
                effect = effect,
                count = *count,
                whose = whose
            );
            push_if_room(&mut label, &format!(", {part}"));
        }
    }
    label
}

/// Where a MOVE's piece lands: "flat on the board", "jump onto level 2",
/// "bridge over I5, level 1".
fn landing_words(words: &Words, landing: punct::Landing, from_level: Option<u8>) -> String {
    match landing {
        punct::Landing {
            bridge_over: Some(middle),
            level,
        } => say!(
            words,
            "landing-bridge",
            middle = middle.to_string(),
            level = level
        ),
        punct::Landing { level: 0, .. } if from_level.unwrap_or(0) > 0 => {
            say!(words, "landing-down")
        }
        punct::Landing { level: 0, .. } => say!(words, "landing-flat"),
        punct::Landing { level, .. } => say!(words, "landing-jump", level = level),
    }
}

/// How a move would end a PÜNCT game, for the player making it.
fn punct_end(words: &Words, mover: Seat, end: punct::End) -> String {
    let connection = matches!(end.reason, punct::EndReason::Connection { .. });
    match end.outcome {
        Outcome::Win(seat) if seat == mover && connection => say!(words, "label-wins-connection"),
        Outcome::Win(seat) if seat == mover => say!(words, "label-wins-centre"),
        Outcome::Win(_) if connection => say!(words, "label-loses-connection"),
        Outcome::Win(_) => say!(words, "label-loses-centre"),
        Outcome::Draw => say!(words, "label-draw"),
    }
}

fn boop_kind(kind: boop::Kind) -> &'static str {
    match kind {
        boop::Kind::Kitten => "kitten",
        boop::Kind::Cat => "cat",
    }
}

/// "kitten on c3 — boops d4→e5 · b2 off the bed"; then the choice: "; then
/// graduate a1–c1"; a win first: "wins: three cats in a row a1–c1 — …".
fn boop_label(words: &Words, report: &boop::TurnReport) -> String {
    let boop::Placement { kind, square } = report.turn.placement;
    let mut label = report
        .win
        .map(|win| format!("{} — ", boop_win(words, win)))
        .unwrap_or_default();
    label.push_str(&say!(
        words,
        "label-place",
        kind = boop_kind(kind),
        square = square.to_string()
    ));
    let then = match report.resolved {
        None => String::new(),
        Some(boop::Resolved::Graduated { row, .. }) => {
            say!(words, "label-then-graduate", row = row_ends(row))
        }
        Some(boop::Resolved::Lifted { square, piece }) => {
            let square = square.to_string();
            match piece.kind {
                boop::Kind::Kitten => say!(words, "label-then-graduate-kitten", square = square),
                boop::Kind::Cat => say!(words, "label-then-return-cat", square = square),
            }
        }
    };
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
            groups.push(listed(words, &moved));
        }
        if !off.is_empty() {
            groups.push(say!(
                words,
                "label-off-the-bed",
                squares = listed(words, &off)
            ));
        }
        let listed = say!(words, "label-boops", boops = groups.join(" · "));
        let room = LABEL_ROOM.saturating_sub(then.chars().count());
        if label.chars().count() + listed.chars().count() <= room {
            label.push_str(&listed);
        } else {
            // Too many to name: how many, and how many left the bed.
            label.push_str(&say!(
                words,
                "label-boops-counted",
                count = report.boops.len(),
                off = off.len()
            ));
        }
    }
    label.push_str(&then);
    label
}

fn boop_win(words: &Words, win: boop::WinReason) -> String {
    match win {
        boop::WinReason::ThreeCats(cats) => {
            say!(words, "label-wins-three-cats", row = row_ends(cats))
        }
        boop::WinReason::ThreeKittens(kittens) => {
            say!(words, "label-wins-three-kittens", row = row_ends(kittens))
        }
        boop::WinReason::EightCats => say!(words, "label-wins-eight-cats"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::{
            punct::{Cell, CellSet, End, EndReason as PunctEnd, Landing, MoveEffect, Placement},
            ByColor,
        },
        locales::LANGUAGES,
        manager::Locale,
    };

    /// The longest PÜNCT label there can be, in every language: an ending,
    /// a rotation of an angular piece with three-character cells, a bridge
    /// at a two-digit level, and every count.
    #[test]
    fn the_longest_move_label_fits_discord() {
        let cell = |name: &str| name.parse::<Cell>().unwrap();
        let to = Placement::from_cells(cell("Q10"), [cell("P10"), cell("P11")]).unwrap();
        let effect = MoveEffect {
            mv: punct::Move::Move {
                from: cell("Q10"),
                to,
            },
            mover: Seat::First,
            from_level: Some(34),
            landing: Some(Landing {
                level: 35,
                bridge_over: Some(cell("P10")),
            }),
            covered: ByColor {
                first: 9,
                second: 9,
            },
            freed: ByColor {
                first: 9,
                second: 9,
            },
            end: Some(End {
                outcome: Outcome::Win(Seat::Second),
                reason: PunctEnd::Connection {
                    chain: CellSet::EMPTY,
                },
            }),
        };
        for language in LANGUAGES {
            let words = Words::for_locale(&Locale(language.tag.to_owned()));
            let label = move_label(&words, &AnyEffect::Punct(effect));
            assert!(label.chars().count() <= MAX_MOVE_LABEL, "{label}");
            assert!(!label.ends_with('…'), "cut: {label}");
            if language.tag == "en-US" {
                assert!(label.starts_with("loses"), "{label}");
            }
        }
    }
}
