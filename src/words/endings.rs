//! How a game ended, in a sentence (the message that ends it) and in the
//! two lines of the final picture.

use super::{
    fluent::{say, Words},
    FinalCard,
};
use crate::{
    games::{punct, ByColor, Outcome, RulesEnd, Seat},
    store::EndReason,
};

/// A side of the PÜNCT board as the messages select on it.
fn side_key(side: punct::Side) -> &'static str {
    match side {
        punct::Side::ColumnA => "column-a",
        punct::Side::ColumnQ => "column-q",
        punct::Side::Row1 => "row-1",
        punct::Side::Row17 => "row-17",
        punct::Side::LowerRight => "lower-right",
        punct::Side::UpperLeft => "upper-left",
    }
}

fn side_name(words: &Words, side: punct::Side) -> String {
    say!(words, "side-name", side = side_key(side))
}

/// The centre count, the winner's first: "6–3".
fn centre_count(outcome: Option<Outcome>, centre: ByColor<u8>) -> String {
    match outcome {
        Some(Outcome::Win(Seat::Second)) => format!("{}–{}", centre.second, centre.first),
        _ => format!("{}–{}", centre.first, centre.second),
    }
}

/// Who won a game that just ended, and why, in the game's own words.
pub(super) fn ending(
    words: &Words,
    players: &ByColor<String>,
    outcome: Option<Outcome>,
    reason: EndReason,
    by: Option<&str>,
    why: Option<RulesEnd>,
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

/// A game the rules ended: who won (or the draw) and the rule.
fn rules_ending(
    words: &Words,
    players: &ByColor<String>,
    outcome: Outcome,
    why: Option<RulesEnd>,
) -> String {
    let result = match outcome {
        Outcome::Win(seat) => say!(words, "result-wins", name = players.get(seat).as_str()),
        Outcome::Draw => say!(words, "result-draw"),
    };
    let count = |centre| centre_count(Some(outcome), centre);
    match (why, outcome) {
        (Some(RulesEnd::Connection { sides, by_mover }), Outcome::Win(seat)) => {
            let (from, to) = (side_name(words, sides[0]), side_name(words, sides[1]));
            if by_mover {
                say!(
                    words,
                    "ending-connection",
                    result = result,
                    from = from,
                    to = to
                )
            } else {
                say!(
                    words,
                    "ending-connection-by-opponent",
                    result = result,
                    mover = players.get(seat.other()).as_str(),
                    from = from,
                    to = to
                )
            }
        }
        (Some(RulesEnd::CentreCount { centre }), _) => {
            say!(
                words,
                "ending-centre-count",
                result = result,
                count = count(centre)
            )
        }
        (Some(RulesEnd::LastPieceDraw), _) => say!(words, "ending-last-piece", result = result),
        (
            Some(RulesEnd::BothPassed {
                centre: Some(centre),
            }),
            _,
        ) => say!(
            words,
            "ending-both-passed-centre",
            result = result,
            count = count(centre)
        ),
        (Some(RulesEnd::BothPassed { centre: None }), _) => {
            say!(words, "ending-both-passed", result = result)
        }
        (Some(RulesEnd::ThreeCats), _) => say!(words, "ending-three-cats", result = result),
        (Some(RulesEnd::EightCats), _) => say!(words, "ending-eight-cats", result = result),
        (Some(RulesEnd::ThreeKittens), _) => say!(words, "ending-three-kittens", result = result),
        _ => say!(words, "ending-game-over", result = result),
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
    let count = |centre| centre_count(card.outcome, centre);
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
        _ => match card.why {
            Some(RulesEnd::Connection { sides, by_mover }) => {
                let (from, to) = (side_name(words, sides[0]), side_name(words, sides[1]));
                match (by_mover, loser) {
                    (false, Some(loser)) => say!(
                        words,
                        "final-linked-by-opponent",
                        mover = name(loser),
                        from = from,
                        to = to
                    ),
                    _ => say!(words, "final-linked", from = from, to = to),
                }
            }
            Some(RulesEnd::CentreCount { centre }) => {
                say!(words, "final-centre-count", count = count(centre))
            }
            Some(RulesEnd::LastPieceDraw) => say!(words, "final-every-piece-placed"),
            Some(RulesEnd::BothPassed {
                centre: Some(centre),
            }) => say!(words, "final-both-passed-centre", count = count(centre)),
            Some(RulesEnd::BothPassed { centre: None }) => say!(words, "final-both-passed"),
            Some(RulesEnd::ThreeCats) => say!(words, "final-three-cats"),
            Some(RulesEnd::EightCats) => say!(words, "final-eight-cats"),
            Some(RulesEnd::ThreeKittens) => say!(words, "final-three-kittens"),
            None => String::new(),
        },
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

    /// Every way a game ends is worded with its reason, and the words say
    /// who won.
    #[test]
    fn every_ending_says_why() {
        let players = ByColor {
            first: "alice".to_owned(),
            second: "bob".to_owned(),
        };
        let win = Some(Outcome::Win(Seat::First));
        let centre = ByColor {
            first: 3,
            second: 6,
        };
        let cases = [
            (EndReason::Resignation, win, Some("bob"), None, "bob resigns — **alice wins**."),
            (EndReason::Agreement, Some(Outcome::Draw), None, None, "**Draw** by agreement."),
            (EndReason::Time, win, None, None, "bob ran out of time — **alice wins**."),
            (EndReason::Aborted, None, Some("mod"), None, "Game aborted by mod: no result, no rating."),
            (
                EndReason::NeverMoved,
                None,
                Some("bob"),
                None,
                "Game aborted: bob never moved and their time ran out — no result, no rating.",
            ),
            (
                EndReason::Abandonment,
                win,
                None,
                None,
                "bob left the game idle too long and alice claimed it — **alice wins**.",
            ),
            (
                EndReason::Rules,
                win,
                None,
                Some(RulesEnd::Connection {
                    sides: [punct::Side::Row1, punct::Side::Row17],
                    by_mover: true,
                }),
                "**alice wins**: their dots link row 1 and row 17.",
            ),
            (
                EndReason::Rules,
                win,
                None,
                Some(RulesEnd::Connection {
                    sides: [punct::Side::LowerRight, punct::Side::UpperLeft],
                    by_mover: false,
                }),
                "**alice wins**: bob's move completed their link between the J2–P8 side and the B10–H16 side.",
            ),
            (
                EndReason::Rules,
                Some(Outcome::Win(Seat::Second)),
                None,
                Some(RulesEnd::CentreCount { centre }),
                "**bob wins**: the last piece is placed and the centre counts 6–3.",
            ),
            (
                EndReason::Rules,
                Some(Outcome::Draw),
                None,
                Some(RulesEnd::LastPieceDraw),
                "**Draw**: the last piece is placed (in the basic game, a draw).",
            ),
            (
                EndReason::Rules,
                Some(Outcome::Win(Seat::Second)),
                None,
                Some(RulesEnd::BothPassed { centre: Some(centre) }),
                "**bob wins**: both players passed and the centre counts 6–3.",
            ),
            (EndReason::Rules, win, None, Some(RulesEnd::ThreeCats), "**alice wins** with three cats in a row."),
            (EndReason::Rules, win, None, Some(RulesEnd::EightCats), "**alice wins** with all eight cats on the bed."),
            (EndReason::Rules, win, None, Some(RulesEnd::ThreeKittens), "**alice wins** with three kittens in a row."),
        ];
        for (reason, outcome, by, why, text) in cases {
            assert_eq!(
                ending(&english(), &players, outcome, reason, by, why),
                text,
                "{reason:?} {why:?}"
            );
        }
    }

    /// The final picture says the result and its reason in a line each,
    /// naming the loser where the reason is theirs.
    #[test]
    fn final_lines_say_the_result_then_why() {
        let card = |outcome, reason, by: Option<&str>, why| FinalCard {
            players: ByColor {
                first: "alice".to_owned(),
                second: "bob".to_owned(),
            },
            outcome,
            reason,
            by: by.map(str::to_owned),
            why,
        };
        let alice = Some(Outcome::Win(Seat::First));
        let bob = Some(Outcome::Win(Seat::Second));
        let connection = Some(RulesEnd::Connection {
            sides: [punct::Side::ColumnA, punct::Side::ColumnQ],
            by_mover: true,
        });
        let centre = |first, second| {
            Some(RulesEnd::CentreCount {
                centre: ByColor { first, second },
            })
        };
        for (card, lines) in [
            (
                card(alice, EndReason::Rules, None, connection),
                ["alice wins", "Linked column A to column Q"],
            ),
            (
                card(
                    alice,
                    EndReason::Rules,
                    None,
                    Some(RulesEnd::Connection {
                        sides: [punct::Side::Row1, punct::Side::Row17],
                        by_mover: false,
                    }),
                ),
                ["alice wins", "bob's move linked row 1 to row 17"],
            ),
            (
                card(bob, EndReason::Rules, None, centre(3, 6)),
                ["bob wins", "Centre count 6–3"],
            ),
            (
                card(bob, EndReason::Rules, None, Some(RulesEnd::ThreeCats)),
                ["bob wins", "Three cats in a row"],
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
