//! How a game ended, in a sentence (the message that ends it) and in the
//! two lines of the final picture.

use super::{
    fluent::{say, Words},
    FinalCard,
};
use crate::{
    games::{Arg, Blank, ByColor, Outcome, Phrase, RulesEnd, Seat},
    store::EndReason,
};

/// A game's phrase with its blanks filled: the players' names, and
/// `result` as the message around it says the result.
fn filled(phrase: &Phrase, players: &ByColor<String>, result: &str) -> Phrase {
    phrase.filled(&|blank| match blank {
        Blank::Result => Arg::from(result.to_owned()),
        Blank::Player(seat) => Arg::from(players.get(seat)),
    })
}

/// Who won a game that just ended, and why, in the game's own words.
pub(super) fn ending(
    words: &Words,
    players: &ByColor<String>,
    outcome: Option<Outcome>,
    reason: EndReason,
    by: Option<&str>,
    why: Option<&RulesEnd>,
) -> String {
    let name = |seat: Seat| players.get(seat).as_str();
    match (reason, outcome) {
        (EndReason::NeverMoved, _) => match by {
            Some(by) => say!(words, "ending-never-moved", name = by),
            None => say!(words, "ending-never-moved-someone"),
        },
        (EndReason::Aborted, _) | (_, None) => match by {
            Some(by) => say!(words, "ending-aborted-by", name = by),
            None => say!(words, "ending-aborted"),
        },
        (EndReason::Resignation, Some(Outcome::Win(seat))) => say!(
            words,
            "ending-resignation",
            loser = by.unwrap_or(name(seat.other())),
            winner = name(seat)
        ),
        (EndReason::Agreement, Some(_)) => say!(words, "ending-agreement"),
        (EndReason::Time, Some(Outcome::Win(seat))) => say!(
            words,
            "ending-time",
            loser = name(seat.other()),
            winner = name(seat)
        ),
        (EndReason::Abandonment, Some(Outcome::Win(seat))) => say!(
            words,
            "ending-abandonment",
            loser = name(seat.other()),
            winner = name(seat)
        ),
        (_, Some(outcome)) => rules_ending(words, players, outcome, why),
    }
}

/// A game the rules ended: who won (or the draw) and the rule, as the
/// game words it.
pub(super) fn rules_ending(
    words: &Words,
    players: &ByColor<String>,
    outcome: Outcome,
    why: Option<&RulesEnd>,
) -> String {
    let result = match outcome {
        Outcome::Win(seat) => say!(words, "result-wins", name = players.get(seat).as_str()),
        Outcome::Draw => say!(words, "result-draw"),
    };
    match why {
        Some(why) => words.phrase(&filled(&why.sentence, players, &result)),
        None => say!(words, "ending-game-over", result = result),
    }
}

/// The final picture's two lines: the result, then why, both plain (the
/// picture has no markdown).
pub(super) fn final_lines(words: &Words, card: &FinalCard) -> Vec<String> {
    let name = |seat: Seat| card.players.get(seat).as_str();
    let result = match card.outcome {
        _ if matches!(card.reason, EndReason::Aborted | EndReason::NeverMoved) => {
            say!(words, "final-aborted")
        }
        Some(Outcome::Win(seat)) => say!(words, "final-wins", name = name(seat)),
        Some(Outcome::Draw) => say!(words, "final-draw"),
        None => say!(words, "final-aborted"),
    };
    let loser = card.outcome.and_then(Outcome::winner).map(Seat::other);
    let why = match (card.reason, loser) {
        (EndReason::NeverMoved, _) => match card.by.as_deref() {
            Some(by) => say!(words, "final-never-moved", name = by),
            None => say!(words, "final-never-moved-someone"),
        },
        (EndReason::Aborted, _) => say!(words, "final-called-off"),
        (EndReason::Resignation, Some(loser)) => say!(words, "final-resigned", name = name(loser)),
        (EndReason::Time, Some(loser)) => say!(words, "final-time", name = name(loser)),
        (EndReason::Abandonment, Some(loser)) => say!(words, "final-idle", name = name(loser)),
        (EndReason::Agreement, _) => say!(words, "final-agreed"),
        // The result is the line above: the game's line says only why.
        _ => card.why.as_ref().map_or_else(String::new, |why| {
            words.phrase(&filled(&why.line, &card.players, &result))
        }),
    };
    let mut lines = vec![result];
    if !why.is_empty() {
        lines.push(why);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::Locale;

    fn english() -> Words {
        Words::for_locale(&Locale::en())
    }

    fn players() -> ByColor<String> {
        ByColor {
            first: "alice".to_owned(),
            second: "bob".to_owned(),
        }
    }

    /// Every way a game ends but by its rules is worded with its reason,
    /// and the words say who won; the games word their rules' endings
    /// (their own tests check those).
    #[test]
    fn every_ending_says_why() {
        let win = Some(Outcome::Win(Seat::First));
        let cases = [
            (
                EndReason::Resignation,
                win,
                Some("bob"),
                "bob resigns — **alice wins**.",
            ),
            (
                EndReason::Agreement,
                Some(Outcome::Draw),
                None,
                "**Draw** by agreement.",
            ),
            (
                EndReason::Time,
                win,
                None,
                "bob ran out of time — **alice wins**.",
            ),
            (
                EndReason::Aborted,
                None,
                Some("mod"),
                "Game aborted by mod: no result, no rating.",
            ),
            (
                EndReason::NeverMoved,
                None,
                Some("bob"),
                "Game aborted: bob never moved and their time ran out — no result, no rating.",
            ),
            (
                EndReason::Abandonment,
                win,
                None,
                "bob left the game idle too long and alice claimed it — **alice wins**.",
            ),
            (EndReason::Rules, win, None, "Game over — **alice wins**."),
        ];
        for (reason, outcome, by, text) in cases {
            assert_eq!(
                ending(&english(), &players(), outcome, reason, by, None),
                text,
                "{reason:?}"
            );
        }
    }

    /// A rules ending as PÜNCT words it, with blanks for the words
    /// layer: the result, and the mover who completed the winner's link.
    fn linked_by_bob() -> RulesEnd {
        let side = |side: &'static str| crate::phrase!("side-name", side = side);
        let mover = Blank::Player(Seat::Second);
        RulesEnd {
            sentence: crate::phrase!(
                "ending-connection-by-opponent",
                result = Blank::Result,
                mover = mover,
                from = side("row-1"),
                to = side("row-17"),
            ),
            line: crate::phrase!(
                "final-linked-by-opponent",
                mover = mover,
                from = side("row-1"),
                to = side("row-17"),
            ),
        }
    }

    /// A game's words fill in the result and the players where the game
    /// left them blank, however deep in its phrase; a blank left unfilled
    /// shows.
    #[test]
    fn a_games_blanks_are_filled_in() {
        let why = linked_by_bob();
        assert_eq!(
            rules_ending(
                &english(),
                &players(),
                Outcome::Win(Seat::First),
                Some(&why)
            ),
            "**alice wins**: bob's move completed their link between row 1 and row 17."
        );
        let unfilled = english().phrase(&why.sentence);
        assert!(
            unfilled.starts_with("Result: Player(Second)'s move"),
            "{unfilled}"
        );
    }

    /// The final picture says the result and its reason in a line each,
    /// naming the loser where the reason is theirs.
    #[test]
    fn final_lines_say_the_result_then_why() {
        let card = |outcome, reason, by: Option<&str>, why| FinalCard {
            players: players(),
            outcome,
            reason,
            by: by.map(str::to_owned),
            why,
        };
        let alice = Some(Outcome::Win(Seat::First));
        let bob = Some(Outcome::Win(Seat::Second));
        for (card, lines) in [
            (
                card(alice, EndReason::Rules, None, Some(linked_by_bob())),
                ["alice wins", "bob's move linked row 1 to row 17"],
            ),
            (
                card(bob, EndReason::Resignation, Some("alice"), None),
                ["bob wins", "alice resigned"],
            ),
            (
                card(alice, EndReason::Time, None, None),
                ["alice wins", "bob ran out of time"],
            ),
            (
                card(alice, EndReason::Abandonment, None, None),
                ["alice wins", "bob left the game idle"],
            ),
            (
                card(Some(Outcome::Draw), EndReason::Agreement, None, None),
                ["Draw", "Agreed by both players"],
            ),
            (
                card(None, EndReason::Aborted, None, None),
                ["Game aborted", "Called off · not rated"],
            ),
            (
                card(None, EndReason::NeverMoved, Some("bob"), None),
                ["Game aborted", "bob never moved · not rated"],
            ),
        ] {
            assert_eq!(final_lines(&english(), &card), lines, "{card:?}");
        }
    }
}
