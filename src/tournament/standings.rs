//! Standings: points, then Buchholz, then Sonneborn-Berger, then the result
//! between the tied players, then rating, then id.
//!
//! - **Points**: a win, a bye and a forfeit win score 1, a draw ½.
//! - **Buchholz**: the sum of the opponents' scores.
//! - **Sonneborn-Berger**: the sum of the scores of the opponents a player
//!   beat, and half the scores of those they drew with.
//! - **Result between them**: when players are still level and every one
//!   of them has met every other, the points they scored in those games;
//!   otherwise this step is skipped for them.
//! - Then the higher rating, and last the lower id (the same every time).
//!
//! **Unplayed rounds** (a bye, a forfeit either way, a round missed after
//! withdrawing) follow FIDE's tie-break regulations of 2023 (unplayed
//! rounds against a "dummy opponent"):
//! - in the tie-breaks of the player who did not play, the round counts as
//!   a game against an opponent with the player's own score: Buchholz adds
//!   the player's own score, Sonneborn-Berger adds it times the points the
//!   round gave (1 for a bye or a forfeit win, 0 otherwise);
//! - in the tie-breaks of that player's opponents in other rounds, their
//!   score counts each of their unplayed rounds as a draw (½), whatever it
//!   gave them: a bye or a forfeit win neither helps nor hurts the people
//!   they played.

use std::collections::BTreeMap;

use super::{
    history::{halves_for, histories, Side},
    record::{Player, PlayerId, Points, Round},
};

/// One line of the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the leader; every line has its own rank.
    pub rank: usize,
    pub player: PlayerId,
    pub points: Points,
    pub buchholz: Points,
    pub sonneborn_berger: Points,
    /// The points scored against the players level with this one on points,
    /// Buchholz and Sonneborn-Berger, when all of those met each other.
    pub direct_encounter: Option<Points>,
    pub rating: i32,
    pub withdrawn: bool,
}

/// The standings after `rounds`, best first.
///
/// ```
/// use punctbot::tournament::{standings, Game, GameResult, Player, PlayerId, Round};
///
/// let players = [1, 2].map(|id| Player { id: PlayerId(id), rating: 1500, withdrawn: false });
/// let round = Round {
///     games: vec![Game { first: PlayerId(2), second: PlayerId(1), result: GameResult::FirstWon }],
///     bye: None,
/// };
/// let table = standings(&players, &[round]);
/// assert_eq!(table[0].player, PlayerId(2));
/// assert_eq!(table[0].points.to_string(), "1");
/// ```
#[must_use]
pub fn standings(players: &[Player], rounds: &[Round]) -> Vec<Standing> {
    let histories = histories(players.iter().map(|player| player.id), rounds);
    let own = |id: &PlayerId| histories.get(id).map_or(0, |history| history.halves);
    // A player's score as their opponents' tie-breaks see it: their played
    // games' points and ½ for every unplayed round.
    let mut adjusted: BTreeMap<PlayerId, u32> = histories
        .iter()
        .map(|(&id, history)| (id, history.unplayed_rounds))
        .collect();
    for game in rounds.iter().flat_map(|round| &round.games) {
        if game.result.was_played() {
            let (first, second) = game.result.halves();
            *adjusted.entry(game.first).or_default() += first;
            *adjusted.entry(game.second).or_default() += second;
        }
    }

    let mut buchholz: BTreeMap<PlayerId, u32> = BTreeMap::new();
    let mut sonneborn_berger: BTreeMap<PlayerId, u32> = BTreeMap::new();
    for round in rounds {
        let mut played = BTreeMap::new();
        for game in round.games.iter().filter(|game| game.result.was_played()) {
            played.insert(
                game.first,
                (game.second, halves_for(game.result, Side::First)),
            );
            played.insert(
                game.second,
                (game.first, halves_for(game.result, Side::Second)),
            );
        }
        let unplayed_gain = |id: PlayerId| {
            let from_bye = if round.bye == Some(id) { 2 } else { 0 };
            let from_forfeits: u32 = round
                .games
                .iter()
                .filter(|game| !game.result.was_played())
                .map(|game| {
                    let (first, second) = game.result.halves();
                    if game.first == id {
                        first
                    } else if game.second == id {
                        second
                    } else {
                        0
                    }
                })
                .sum();
            from_bye + from_forfeits
        };
        for player in players {
            let (opponent_score, scored) = match played.get(&player.id) {
                Some(&(opponent, scored)) => {
                    (adjusted.get(&opponent).copied().unwrap_or(0), scored)
                }
                None => (own(&player.id), unplayed_gain(player.id)),
            };
            *buchholz.entry(player.id).or_default() += opponent_score;
            *sonneborn_berger.entry(player.id).or_default() += opponent_score * scored;
        }
    }

    let mut table: Vec<Standing> = players
        .iter()
        .map(|player| Standing {
            rank: 0,
            player: player.id,
            points: Points::from_halves(own(&player.id)),
            buchholz: Points::from_halves(buchholz.get(&player.id).copied().unwrap_or(0)),
            // Half points times half points: quarter points.
            sonneborn_berger: Points::from_quarters(
                sonneborn_berger.get(&player.id).copied().unwrap_or(0),
            ),
            direct_encounter: None,
            rating: player.rating,
            withdrawn: player.withdrawn,
        })
        .collect();
    let level = |a: &Standing, b: &Standing| {
        (a.points, a.buchholz, a.sonneborn_berger) == (b.points, b.buchholz, b.sonneborn_berger)
    };
    table.sort_by(|a, b| {
        (b.points, b.buchholz, b.sonneborn_berger).cmp(&(a.points, a.buchholz, a.sonneborn_berger))
    });
    let mut start = 0;
    while start < table.len() {
        let size = table[start..]
            .iter()
            .take_while(|line| level(line, &table[start]))
            .count();
        if size > 1 {
            settle_by_direct_encounter(&mut table[start..start + size], rounds);
        }
        start += size;
    }
    table.sort_by(|a, b| {
        (
            b.points,
            b.buchholz,
            b.sonneborn_berger,
            b.direct_encounter,
            b.rating,
        )
            .cmp(&(
                a.points,
                a.buchholz,
                a.sonneborn_berger,
                a.direct_encounter,
                a.rating,
            ))
            .then(a.player.cmp(&b.player))
    });
    for (place, line) in table.iter_mut().enumerate() {
        line.rank = place + 1;
    }
    table
}

/// Fills in the direct encounter of players level on everything before it:
/// the points each scored against the others, when every one of them met
/// every other (forfeits count as the result they were given).
fn settle_by_direct_encounter(level: &mut [Standing], rounds: &[Round]) {
    let ids: Vec<PlayerId> = level.iter().map(|line| line.player).collect();
    let mut scored: BTreeMap<PlayerId, u32> = BTreeMap::new();
    let mut met = std::collections::BTreeSet::new();
    for game in rounds.iter().flat_map(|round| &round.games) {
        if ids.contains(&game.first) && ids.contains(&game.second) {
            let (first, second) = game.result.halves();
            *scored.entry(game.first).or_default() += first;
            *scored.entry(game.second).or_default() += second;
            met.insert((game.first.min(game.second), game.first.max(game.second)));
        }
    }
    let pairs = ids.len() * (ids.len() - 1) / 2;
    if met.len() == pairs {
        for line in level {
            line.direct_encounter = Some(Points::from_halves(
                scored.get(&line.player).copied().unwrap_or(0),
            ));
        }
    }
}
