//! What the rounds so far say about each player: the facts both the Swiss
//! pairing and the standings read, gathered in one pass.

use std::collections::{BTreeMap, BTreeSet};

use super::record::{GameResult, PlayerId, Round};

/// Which side a player had in a played game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    First,
    Second,
}

impl Side {
    pub(crate) fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// One player's rounds so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct PlayerHistory {
    /// Points scored, byes and forfeit wins included, in half points.
    pub halves: u32,
    /// Everyone this player was paired with, played or forfeited: a pair is
    /// never paired twice in a Swiss.
    pub met: BTreeSet<PlayerId>,
    /// Games moved first minus games moved second (played games only: a
    /// forfeited game made no move).
    pub colour_balance: i32,
    /// The side of the latest played game.
    pub last_side: Option<Side>,
    pub had_bye: bool,
    /// Rounds without a played game: byes, forfeits either way, rounds
    /// missed (not paired, withdrawn).
    pub unplayed_rounds: u32,
}

/// Every player's history, by id, from the rounds in order.
pub(crate) fn histories(
    players: impl IntoIterator<Item = PlayerId>,
    rounds: &[Round],
) -> BTreeMap<PlayerId, PlayerHistory> {
    let mut histories: BTreeMap<PlayerId, PlayerHistory> = players
        .into_iter()
        .map(|id| (id, PlayerHistory::default()))
        .collect();
    for round in rounds {
        let mut played_this_round = BTreeSet::new();
        for game in &round.games {
            let (first_halves, second_halves) = game.result.halves();
            for (id, opponent, halves, side) in [
                (game.first, game.second, first_halves, Side::First),
                (game.second, game.first, second_halves, Side::Second),
            ] {
                let Some(history) = histories.get_mut(&id) else {
                    continue;
                };
                history.halves += halves;
                history.met.insert(opponent);
                if game.result.was_played() {
                    played_this_round.insert(id);
                    history.colour_balance += match side {
                        Side::First => 1,
                        Side::Second => -1,
                    };
                    history.last_side = Some(side);
                }
            }
        }
        if let Some(history) = round.bye.and_then(|id| histories.get_mut(&id)) {
            history.halves += 2;
            history.had_bye = true;
        }
        for (id, history) in &mut histories {
            if !played_this_round.contains(id) {
                history.unplayed_rounds += 1;
            }
        }
    }
    histories
}

/// The result a player scored in a game, seen from their side.
pub(crate) fn halves_for(result: GameResult, side: Side) -> u32 {
    let (first, second) = result.halves();
    match side {
        Side::First => first,
        Side::Second => second,
    }
}
