//! Swiss pairing: every round pairs the players who have not withdrawn by
//! one minimum-cost perfect matching over all of them.
//!
//! **The pairing order.** Players are ranked by points, then rating, then
//! id (highest first); a *score group* is the players on the same points.
//!
//! **What a pairing may not do** (no edge in the graph):
//! - pair two players who were paired before (a rematch), even if that game
//!   was forfeited;
//! - give the bye to a player who has had one.
//!
//! **What a pairing costs**, compared in this order (each criterion counts
//! for more than all the later ones together, so the matching minimises
//! them one after the other):
//! 1. the bye (odd number of players) goes to the lowest-ranked player who
//!    has not had one and without whom the rest can still be paired;
//! 2. colour excess: each player's *colour balance* (games moved first minus
//!    games moved second) should stay within one; a pairing costs how far
//!    it would push balances past ±1 (two players both due to move first
//!    cannot both get it);
//! 3. score gaps: the sum of the squared differences in points of the pairs
//!    (in half points), so players meet their own score group, and a
//!    player who must float meets the nearest group;
//! 4. colour preference: the number of players who do not get the colour
//!    they are due (the one that evens their balance, or, at balance zero,
//!    the other colour than their last game's);
//! 5. arrangement: within a score group the top half meets the bottom half
//!    (the first of a group of eight meets the fifth, the second the sixth:
//!    the classical Swiss, so the leaders do not meet in the first rounds).
//!
//! **Reach.** A player is offered opponents from their own score group and
//! the [`FLOAT_REACH`] players above and below them in the pairing order;
//! only when no pairing exists that way are all pairs offered. This keeps a
//! 512-player round fast, and changes nothing that matters: a float further
//! than that costs far more in score gaps than any pairing within reach.
//!
//! **Colours.** Once paired, the player whose balance is further from even
//! gets their due colour; at equal strength the higher-ranked player does;
//! when neither has a preference (the first round), the higher-ranked
//! player moves first on boards 1, 3, 5… and second on boards 2, 4, 6….
//!
//! Everything is ordered by the players' ids in the end, and the matching
//! has no randomness: the same players and rounds always give the same
//! pairings.

use std::collections::BTreeMap;

use super::{
    history::{histories, PlayerHistory, Side},
    matching::{min_cost_perfect_matching, Edge},
    record::{Board, Pairings, Player, PlayerId, Round},
};

/// How many places up or down the pairing order a player may float out of
/// their score group before the pairing has to look at every pair.
pub const FLOAT_REACH: usize = 16;

/// Why a Swiss round cannot be paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// Every way of pairing the players left would repeat a pairing or give
    /// someone a second bye: the tournament has run out of rounds (it can
    /// end here).
    NoLegalPairing,
    /// Too many players or rounds for the costs to be counted exactly
    /// (thousands of both).
    TooLarge,
}

impl std::fmt::Display for PairingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PairingError::NoLegalPairing => "no pairing avoids a rematch or a second bye",
            PairingError::TooLarge => "too many players or rounds to pair",
        })
    }
}

impl std::error::Error for PairingError {}

/// The number of rounds a Swiss of `players` players has unless the
/// organiser says otherwise: ⌈log₂ N⌉ + 1, enough for one winner to stand
/// out, but never more rounds than a round-robin of them has (past that a
/// rematch is certain).
///
/// ```
/// use punctbot::tournament::default_swiss_rounds;
///
/// assert_eq!(default_swiss_rounds(8), 4);
/// assert_eq!(default_swiss_rounds(9), 5);
/// assert_eq!(default_swiss_rounds(512), 10);
/// assert_eq!(default_swiss_rounds(2), 1);
/// ```
#[must_use]
pub fn default_swiss_rounds(players: usize) -> u32 {
    if players < 2 {
        return 0;
    }
    let ceil_log2 = usize::BITS - (players - 1).leading_zeros();
    let round_robin_rounds = if players.is_multiple_of(2) {
        players - 1
    } else {
        players
    };
    (ceil_log2 + 1).min(u32::try_from(round_robin_rounds).unwrap_or(u32::MAX))
}

/// Pairs the next round of a Swiss: `players` are everyone who entered
/// (withdrawn ones included: their past games count), `rounds` the finished
/// rounds in order.
///
/// # Errors
///
/// [`PairingError::NoLegalPairing`] when no pairing avoids every rematch
/// and second bye; [`PairingError::TooLarge`] past thousands of players.
///
/// ```
/// use punctbot::tournament::{pair_swiss, Player, PlayerId};
///
/// let players: Vec<Player> = (1..=4)
///     .map(|id| Player { id: PlayerId(id), rating: 1600 - id as i32, withdrawn: false })
///     .collect();
/// let first_round = pair_swiss(&players, &[])?;
/// // 1 meets 3 and 2 meets 4 (top half against bottom half); the higher
/// // rated moves first on board 1, second on board 2.
/// assert_eq!(first_round.boards[0].first, PlayerId(1));
/// assert_eq!(first_round.boards[0].second, PlayerId(3));
/// assert_eq!(first_round.boards[1].first, PlayerId(4));
/// assert_eq!(first_round.bye, None);
/// # Ok::<_, punctbot::tournament::PairingError>(())
/// ```
pub fn pair_swiss(players: &[Player], rounds: &[Round]) -> Result<Pairings, PairingError> {
    let histories = histories(players.iter().map(|player| player.id), rounds);
    let entrants = pairing_order(players, &histories);
    let weights = Weights::new(entrants.len(), rounds.len()).ok_or(PairingError::TooLarge)?;
    let matched = match_entrants(&entrants, &weights, Some(FLOAT_REACH))
        .or_else(|| match_entrants(&entrants, &weights, None))
        .ok_or(PairingError::NoLegalPairing)?;

    let mut pairings = Pairings::default();
    for (higher, lower) in matched {
        let Some(opponent) = entrants.get(lower) else {
            pairings.bye = Some(entrants[higher].id);
            continue;
        };
        let (a, b) = (&entrants[higher], opponent);
        let board_index = pairings.boards.len();
        let a_first = colour_choice(a.history, b.history).unwrap_or(board_index % 2 == 0);
        pairings.boards.push(if a_first {
            Board {
                first: a.id,
                second: b.id,
            }
        } else {
            Board {
                first: b.id,
                second: a.id,
            }
        });
    }
    Ok(pairings)
}

/// A player to pair, at their place in the pairing order.
struct Entrant<'a> {
    id: PlayerId,
    history: &'a PlayerHistory,
    /// The first place of their score group in the pairing order.
    group_start: usize,
    group_size: usize,
}

/// The players still in, in the pairing order, with their score groups.
fn pairing_order<'a>(
    players: &[Player],
    histories: &'a BTreeMap<PlayerId, PlayerHistory>,
) -> Vec<Entrant<'a>> {
    let mut active: Vec<(&Player, &PlayerHistory)> = players
        .iter()
        .filter(|player| !player.withdrawn)
        .map(|player| (player, &histories[&player.id]))
        .collect();
    active.sort_by(|(a, a_history), (b, b_history)| {
        b_history
            .halves
            .cmp(&a_history.halves)
            .then(b.rating.cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    let mut entrants: Vec<Entrant<'a>> = Vec::with_capacity(active.len());
    let mut start = 0;
    while start < active.len() {
        let halves = active[start].1.halves;
        let size = active[start..]
            .iter()
            .take_while(|(_, history)| history.halves == halves)
            .count();
        for (player, history) in &active[start..start + size] {
            entrants.push(Entrant {
                id: player.id,
                history,
                group_start: start,
                group_size: size,
            });
        }
        start += size;
    }
    entrants
}

/// The place value of each cost criterion: each one is worth more than the
/// largest possible sum of all the later ones.
struct Weights {
    bye: i128,
    colour_excess: i128,
    score_gap: i128,
    colour_preference: i128,
    arrangement: i128,
}

impl Weights {
    fn new(entrants: usize, rounds_played: usize) -> Option<Weights> {
        let players = i128::try_from(entrants).ok()?;
        let rounds = i128::try_from(rounds_played).ok()?;
        let boards = players / 2 + 1;
        let arrangement = 1;
        // Each board's arrangement cost is below 2 n².
        let colour_preference = boards.checked_mul(2 * players * players)?.checked_add(1)?;
        let score_gap = colour_preference.checked_mul(2 * boards + 1)?;
        // A gap is at most two half points a round.
        let largest_gap = 2 * rounds;
        let colour_excess =
            score_gap.checked_mul(boards.checked_mul(largest_gap * largest_gap)? + 1)?;
        let bye = colour_excess.checked_mul(boards.checked_mul(2 * (rounds + 1))? + 1)?;
        // The whole of a matching's cost must still fit.
        bye.checked_mul(players + 1)?;
        Some(Weights {
            bye,
            colour_excess,
            score_gap,
            colour_preference,
            arrangement,
        })
    }
}

/// The cheapest legal matching of the entrants (and of a bye, placed after
/// them, when their number is odd) as pairs of places, the higher-ranked
/// first, in board order; `None` when there is none. `reach` limits floats
/// out of a score group (see [`FLOAT_REACH`]); `None` offers every pair.
fn match_entrants(
    entrants: &[Entrant<'_>],
    weights: &Weights,
    reach: Option<usize>,
) -> Option<Vec<(usize, usize)>> {
    let count = entrants.len();
    let mut edges = Vec::new();
    for (a, entrant) in entrants.iter().enumerate() {
        for (b, opponent) in entrants.iter().enumerate().skip(a + 1) {
            let same_group = entrant.group_start == opponent.group_start;
            let within_reach = reach.is_none_or(|reach| b - a <= reach);
            if (same_group || within_reach) && !entrant.history.met.contains(&opponent.id) {
                edges.push(Edge {
                    a,
                    b,
                    cost: board_cost(a, entrant, b, opponent, weights),
                });
            }
        }
    }
    let with_bye = count % 2 == 1;
    if with_bye {
        for (place, entrant) in entrants.iter().enumerate() {
            if !entrant.history.had_bye {
                // The lower the place, the cheaper: the bye goes down.
                let from_bottom = i128::try_from(count - 1 - place).ok()?;
                edges.push(Edge {
                    a: place,
                    b: count,
                    cost: weights.bye * from_bottom,
                });
            }
        }
    }
    min_cost_perfect_matching(count + usize::from(with_bye), &edges)
}

/// What pairing the entrants at places `a` < `b` costs (see the module's
/// list of criteria).
fn board_cost(
    a: usize,
    higher: &Entrant<'_>,
    b: usize,
    lower: &Entrant<'_>,
    weights: &Weights,
) -> i128 {
    let (excess, preference) = colour_costs(higher.history, lower.history);
    let gap = i128::from(higher.history.halves.abs_diff(lower.history.halves));
    let distance = i128::try_from(b - a).unwrap_or(i128::MAX / 4);
    let off_half = |entrant: &Entrant<'_>| {
        let half = i128::try_from(entrant.group_size / 2).unwrap_or(0);
        (distance - half) * (distance - half)
    };
    weights.colour_excess * excess
        + weights.score_gap * gap * gap
        + weights.colour_preference * preference
        + weights.arrangement * (off_half(higher) + off_half(lower))
}

/// How far past ±1 a colour balance is.
fn excess(balance: i32) -> i128 {
    i128::from((balance.abs() - 1).max(0))
}

/// The colour a player is due: the one that evens their balance; at balance
/// zero the other one than last time; none before their first game.
pub(crate) fn due_side(history: &PlayerHistory) -> Option<Side> {
    match history.colour_balance {
        balance if balance > 0 => Some(Side::Second),
        balance if balance < 0 => Some(Side::First),
        _ => history.last_side.map(Side::other),
    }
}

/// Whether the higher-ranked player `a` moves first against `b`, when their
/// histories decide it (least colour excess, then each one's due colour,
/// the stronger preference first, the higher-ranked player's at equal
/// strength); `None` when neither has a preference.
pub(crate) fn colour_choice(a: &PlayerHistory, b: &PlayerHistory) -> Option<bool> {
    let a_first_excess = excess(a.colour_balance + 1) + excess(b.colour_balance - 1);
    let b_first_excess = excess(a.colour_balance - 1) + excess(b.colour_balance + 1);
    if a_first_excess != b_first_excess {
        return Some(a_first_excess < b_first_excess);
    }
    match (due_side(a), due_side(b)) {
        (None, None) => None,
        (Some(a_due), None) => Some(a_due == Side::First),
        (None, Some(b_due)) => Some(b_due == Side::Second),
        (Some(a_due), Some(b_due)) if a_due != b_due => Some(a_due == Side::First),
        (Some(due), Some(_)) => {
            let b_stronger = b.colour_balance.abs() > a.colour_balance.abs();
            Some((due == Side::First) != b_stronger)
        }
    }
}

/// A pair's colour costs once colours are chosen: (excess past ±1, players
/// not given their due colour).
fn colour_costs(a: &PlayerHistory, b: &PlayerHistory) -> (i128, i128) {
    let a_first = colour_choice(a, b).unwrap_or(true);
    let (a_side, b_side) = if a_first {
        (Side::First, Side::Second)
    } else {
        (Side::Second, Side::First)
    };
    let shifted = |history: &PlayerHistory, side: Side| match side {
        Side::First => history.colour_balance + 1,
        Side::Second => history.colour_balance - 1,
    };
    let refused = |history: &PlayerHistory, side: Side| {
        i128::from(due_side(history).is_some_and(|due| due != side))
    };
    (
        excess(shifted(a, a_side)) + excess(shifted(b, b_side)),
        refused(a, a_side) + refused(b, b_side),
    )
}
