//! Why the rules ended a PÜNCT game, read from the engine's report and
//! worded as PÜNCT words it: which sides a chain links, the centre count.

use super::{EndReason, Position, Side};
use crate::{
    games::{Blank, ByColor, Outcome, Phrase, RulesEnd, Seat},
    phrase,
};

/// The rule that ended a PÜNCT game, in the terms its words need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    /// The winner's dots link two opposite sides; `mover` played the move
    /// that ended the game (the loser, when it completed or uncovered the
    /// winner's chain).
    Connection { sides: [Side; 2], mover: Seat },
    /// Standard game: a player placed their last piece; the central cells
    /// showing each colour decided.
    CentreCount { centre: ByColor<u8> },
    /// Basic game: a player placed their last piece: a draw.
    LastPieceDraw,
    /// Both players passed in succession (the centre counted in the
    /// standard game).
    BothPassed { centre: Option<ByColor<u8>> },
}

pub(super) fn rules_end(position: &Position) -> Option<RulesEnd> {
    let end = position.end()?;
    let ending = match end.reason {
        EndReason::Connection { chain } => Ending::Connection {
            sides: Side::ALL
                .chunks_exact(2)
                .map(|pair| [pair[0], pair[1]])
                .find(|pair| {
                    pair.iter()
                        .all(|side| !side.cells().intersection(chain).is_empty())
                })
                .unwrap_or([Side::ColumnA, Side::ColumnQ]),
            // The engine hands the turn on after the last move too.
            mover: position.turn().other(),
        },
        EndReason::CentreCount { centre } => Ending::CentreCount { centre },
        EndReason::LastPieceDraw => Ending::LastPieceDraw,
        EndReason::BothPassed { centre } => Ending::BothPassed { centre },
    };
    Some(worded(ending, end.outcome))
}

/// `ending`, which gave `outcome`, in words: the sentence that ends the
/// game's last message and the final picture's line.
fn worded(ending: Ending, outcome: Outcome) -> RulesEnd {
    let result = Blank::Result;
    let count = |centre| centre_count(outcome, centre);
    let (sentence, line) = match ending {
        Ending::Connection { sides, mover } => {
            let (from, to) = (side_name(sides[0]), side_name(sides[1]));
            if outcome.winner() == Some(mover) {
                (
                    phrase!(
                        "ending-connection",
                        result = result,
                        from = from.clone(),
                        to = to.clone()
                    ),
                    phrase!("final-linked", from = from, to = to),
                )
            } else {
                let mover = Blank::Player(mover);
                (
                    phrase!(
                        "ending-connection-by-opponent",
                        result = result,
                        mover = mover,
                        from = from.clone(),
                        to = to.clone()
                    ),
                    phrase!(
                        "final-linked-by-opponent",
                        mover = mover,
                        from = from,
                        to = to
                    ),
                )
            }
        }
        Ending::CentreCount { centre } => (
            phrase!(
                "ending-centre-count",
                result = result,
                count = count(centre)
            ),
            phrase!("final-centre-count", count = count(centre)),
        ),
        Ending::LastPieceDraw => (
            phrase!("ending-last-piece", result = result),
            phrase!("final-every-piece-placed"),
        ),
        Ending::BothPassed {
            centre: Some(centre),
        } => (
            phrase!(
                "ending-both-passed-centre",
                result = result,
                count = count(centre)
            ),
            phrase!("final-both-passed-centre", count = count(centre)),
        ),
        Ending::BothPassed { centre: None } => (
            phrase!("ending-both-passed", result = result),
            phrase!("final-both-passed"),
        ),
    };
    RulesEnd { sentence, line }
}

/// A side of the board by name ("column A", "the J2–P8 side").
fn side_name(side: Side) -> Phrase {
    let side = match side {
        Side::ColumnA => "column-a",
        Side::ColumnQ => "column-q",
        Side::Row1 => "row-1",
        Side::Row17 => "row-17",
        Side::LowerRight => "lower-right",
        Side::UpperLeft => "upper-left",
    };
    phrase!("side-name", side = side)
}

/// The centre count, the winner's first: "6–3".
fn centre_count(outcome: Outcome, centre: ByColor<u8>) -> String {
    match outcome {
        Outcome::Win(Seat::Second) => format!("{}–{}", centre.second, centre.first),
        _ => format!("{}–{}", centre.first, centre.second),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::punct::BASIC,
        manager::{FinalCard, Locale},
        store::EndReason as StoreEnd,
        words,
    };

    fn players() -> ByColor<String> {
        ByColor {
            first: "alice".to_owned(),
            second: "bob".to_owned(),
        }
    }

    /// The sentence that ends the last message of a game `ending` ended
    /// with `outcome`, in English.
    fn sentence(ending: Ending, outcome: Outcome) -> String {
        words::rules_sentence(&Locale::en(), &players(), outcome, &worded(ending, outcome))
    }

    /// The final picture's lines for the same ending.
    fn lines(ending: Ending, outcome: Outcome) -> Vec<String> {
        words::final_lines(
            &Locale::en(),
            &FinalCard {
                players: players(),
                outcome: Some(outcome),
                reason: StoreEnd::Rules,
                by: None,
                why: Some(worded(ending, outcome)),
            },
        )
    }

    /// Every way the rules end a PÜNCT game is worded with its reason,
    /// naming the mover whose move completed the winner's link.
    #[test]
    fn every_rules_ending_says_why() {
        let alice = Outcome::Win(Seat::First);
        let bob = Outcome::Win(Seat::Second);
        let centre = ByColor {
            first: 3,
            second: 6,
        };
        let connection = |sides, mover| Ending::Connection { sides, mover };
        for (ending, outcome, text, line) in [
            (
                connection([Side::Row1, Side::Row17], Seat::First),
                alice,
                "**alice wins**: their dots link row 1 and row 17.",
                "Linked row 1 to row 17",
            ),
            (
                connection([Side::ColumnA, Side::ColumnQ], Seat::First),
                alice,
                "**alice wins**: their dots link column A and column Q.",
                "Linked column A to column Q",
            ),
            (
                connection([Side::LowerRight, Side::UpperLeft], Seat::Second),
                alice,
                "**alice wins**: bob's move completed their link between the J2–P8 side and the B10–H16 side.",
                "bob's move linked the J2–P8 side to the B10–H16 side",
            ),
            (
                Ending::CentreCount { centre },
                bob,
                "**bob wins**: the last piece is placed and the centre counts 6–3.",
                "Centre count 6–3",
            ),
            (
                Ending::LastPieceDraw,
                Outcome::Draw,
                "**Draw**: the last piece is placed (in the basic game, a draw).",
                "Every piece placed",
            ),
            (
                Ending::BothPassed {
                    centre: Some(centre),
                },
                bob,
                "**bob wins**: both players passed and the centre counts 6–3.",
                "Both passed · centre 6–3",
            ),
            (
                Ending::BothPassed { centre: None },
                Outcome::Draw,
                "**Draw**: both players passed.",
                "Both passed",
            ),
        ] {
            assert_eq!(sentence(ending, outcome), text, "{ending:?}");
            let result = match outcome {
                Outcome::Win(seat) => format!("{} wins", players().get(seat)),
                Outcome::Draw => "Draw".to_owned(),
            };
            assert_eq!(lines(ending, outcome), [result.as_str(), line], "{ending:?}");
        }
    }

    /// The engine's report is read as it happened: the rulebook's P6,
    /// where White's own move links column A to column Q.
    #[test]
    fn a_connection_is_read_from_the_position() {
        use crate::games::Rules;
        let mut game = BASIC.start();
        for mv in "+A8:B8,C8 +B2:C2,C3 +D8:E8,F8 +E2:F2,F3 +J8:K8,L8 +B5:C5,C6 \
                   +N8:M8,O8 +E5:F5,F6 +P8:P9,Q10 +H2:I2,I3 +G8:H8,I8"
            .split_whitespace()
        {
            game.play_text(mv).unwrap();
        }
        let linked = Ending::Connection {
            sides: [Side::ColumnA, Side::ColumnQ],
            mover: Seat::First,
        };
        assert_eq!(
            game.rules_end(),
            Some(worded(linked, Outcome::Win(Seat::First)))
        );
    }
}
