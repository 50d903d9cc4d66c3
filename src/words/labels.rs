//! Short words on controls: buttons, the options of a choice, autocomplete
//! move labels.

use super::{
    fluent::{say, Words},
    MAX_MOVE_LABEL,
};
use crate::{
    games::{Label, Phrase},
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
        // The manager labels the buttons of a choice with what each option
        // does, in the game's words (`Label::Option`, from the game's
        // `TwoSteps::options`); a bare one shows its option's notation.
        ButtonAction::Choose(option) => option.clone(),
        ButtonAction::Withdraw => say!(w, "button-withdraw"),
        ButtonAction::ConfirmMove { .. } => say!(w, "button-confirm-move"),
        ButtonAction::CancelMove => say!(w, "button-cancel-move"),
        ButtonAction::Join => say!(w, "button-join"),
        ButtonAction::Leave => say!(w, "button-leave"),
    }
}

/// "1 · Graduate the kittens on a1–c1": an option of a first step waiting
/// for its choice, numbered, with what it does.
pub(super) fn option_label(words: &Words, number: usize, effect: &Phrase) -> String {
    format!("{number} · {}", words.phrase(effect))
}

/// Optional parts of a move label are added only while it stays this short:
/// the Discord edge cuts choice names longer than this.
const LABEL_ROOM: usize = 80;

pub(super) fn move_label(words: &Words, label: &Label) -> String {
    let label = label.say(LABEL_ROOM, |phrase| words.phrase(phrase));
    // A translation longer than Discord allows is cut, never refused.
    if label.chars().count() > MAX_MOVE_LABEL {
        let cut: String = label.chars().take(MAX_MOVE_LABEL - 1).collect();
        return cut + "…";
    }
    label
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::{
            punct::{
                self, Cell, CellSet, End, EndReason as PunctEnd, Landing, MoveEffect, Placement,
            },
            ByColor, Outcome, Seat,
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
            let label = move_label(&words, &punct::words::label(&effect));
            assert!(label.chars().count() <= MAX_MOVE_LABEL, "{label}");
            assert!(!label.ends_with('…'), "cut: {label}");
            if language.tag == "en-US" {
                assert!(label.starts_with("loses"), "{label}");
            }
        }
    }
}
