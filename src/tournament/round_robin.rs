//! Round-robin pairing by Berger tables: everyone meets everyone once (or
//! twice, colours swapped, in a double round-robin).
//!
//! The players are numbered 1…n in the order given (the caller seeds them,
//! by rating for instance); an odd count gets a bye slot as number n + 1,
//! and whoever meets it that round has the bye. With n even there are
//! n − 1 rounds. Number n sits still and the others turn around it (the
//! circle method), in the order of FIDE's published Berger tables:
//!
//! ```text
//! 4 players   round 1: 1–4 2–3   round 2: 4–3 1–2   round 3: 2–4 3–1
//! ```
//!
//! (the player named first moves first). Every player moves first in half
//! their games, give or take one; number n alternates round by round. The
//! second cycle of a double round-robin repeats the first with every board
//! turned round, so there each player moves first exactly as often as
//! second.

use super::record::{Board, Pairings, PlayerId};

/// Every round of a round-robin of `players` (in seeding order), once or
/// twice (`double`: the second cycle with colours swapped).
///
/// ```
/// use punctbot::tournament::{round_robin, Board, PlayerId};
///
/// let rounds = round_robin(&[PlayerId(1), PlayerId(2), PlayerId(3)], false);
/// assert_eq!(rounds.len(), 3);
/// // Round 1: player 1 meets the bye slot (number 4): the bye.
/// assert_eq!(rounds[0].bye, Some(PlayerId(1)));
/// assert_eq!(rounds[0].boards, [Board { first: PlayerId(2), second: PlayerId(3) }]);
/// ```
#[must_use]
pub fn round_robin(players: &[PlayerId], double: bool) -> Vec<Pairings> {
    // Slots 0…m−1 turn; the last slot (index m) sits still. An odd count's
    // last slot is the bye.
    let slots = players.len() + players.len() % 2;
    if slots < 2 {
        return Vec::new();
    }
    let turning = slots - 1;
    let player_at = |slot: usize| players.get(slot).copied();
    let mut cycle = Vec::with_capacity(turning);
    for round in 0..turning {
        // In round r the turning slots a and b meet when a + b ≡ r (mod m);
        // the slot c with 2c ≡ r meets the still one. m is odd, so c is
        // (r · (m + 1) / 2) mod m.
        let centre = round * turning.div_ceil(2) % turning;
        let mut meetings = Vec::with_capacity(slots / 2);
        // The still slot moves second in rounds 1, 3, 5… (r even).
        meetings.push(if round % 2 == 0 {
            (centre, turning)
        } else {
            (turning, centre)
        });
        for step in 1..=turning / 2 {
            // c + k moves first against c − k.
            meetings.push((
                (centre + step) % turning,
                (centre + turning - step) % turning,
            ));
        }
        let mut pairings = Pairings::default();
        for (first, second) in meetings {
            match (player_at(first), player_at(second)) {
                (Some(first), Some(second)) => pairings.boards.push(Board { first, second }),
                (Some(alone), None) | (None, Some(alone)) => pairings.bye = Some(alone),
                (None, None) => {}
            }
        }
        cycle.push(pairings);
    }
    if double {
        let swapped: Vec<Pairings> = cycle
            .iter()
            .map(|pairings| Pairings {
                boards: pairings
                    .boards
                    .iter()
                    .map(|board| Board {
                        first: board.second,
                        second: board.first,
                    })
                    .collect(),
                bye: pairings.bye,
            })
            .collect();
        cycle.extend(swapped);
    }
    cycle
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rounds as FIDE's tables print them: "1-4 2-3" per round.
    fn printed(count: u64) -> Vec<String> {
        let players: Vec<PlayerId> = (1..=count).map(PlayerId).collect();
        round_robin(&players, false)
            .iter()
            .map(|round| {
                round
                    .boards
                    .iter()
                    .map(|board| format!("{}-{}", board.first.0, board.second.0))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    #[test]
    fn four_and_six_players_follow_the_published_berger_tables() {
        assert_eq!(printed(4), ["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
        assert_eq!(
            printed(6),
            [
                "1-6 2-5 3-4",
                "6-4 5-3 1-2",
                "2-6 3-1 4-5",
                "6-5 1-4 2-3",
                "3-6 4-2 5-1",
            ]
        );
    }
}
