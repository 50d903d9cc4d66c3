//! Property tests of the tournament pairings over whole random tournaments:
//! Swiss with 2 to 64 players (random ratings, results, forfeits and
//! withdrawals), and Berger tables.
//!
//! "Score groups respected" is checked as the pairing rules define it
//! (README, "Tournaments"): after the bye and the colour excess, the sum of
//! the pairs' squared score gaps is the least any legal pairing reaches.
//! Exactly, against every legal pairing, up to nine players; for every
//! size, no exchange of opponents between two boards (or with the bye)
//! would do better. The same checks cover "colours within one where
//! possible": no legal pairing pushes fewer balances past ±1.

use std::collections::{BTreeMap, BTreeSet};

use proptest::prelude::*;
use punctbot::tournament::{
    default_swiss_rounds, pair_swiss, round_robin, standings, Board, GameResult, PairingError,
    Pairings, Player, PlayerId, Round, FLOAT_REACH,
};

/// What the rounds so far say about one player, worked out here again from
/// the rounds (not with the library's own bookkeeping).
#[derive(Clone, Debug, Default)]
struct Seen {
    halves: u32,
    met: BTreeSet<PlayerId>,
    balance: i32,
    byes: u32,
}

fn seen(players: &[Player], rounds: &[Round]) -> BTreeMap<PlayerId, Seen> {
    let mut seen: BTreeMap<PlayerId, Seen> =
        players.iter().map(|p| (p.id, Seen::default())).collect();
    for round in rounds {
        for game in &round.games {
            let (first, second) = game.result.halves();
            let played = game.result.was_played();
            for (id, opponent, halves, side) in [
                (game.first, game.second, first, 1),
                (game.second, game.first, second, -1),
            ] {
                let entry = seen.get_mut(&id).unwrap();
                entry.halves += halves;
                entry.met.insert(opponent);
                if played {
                    entry.balance += side;
                }
            }
        }
        if let Some(bye) = round.bye {
            let entry = seen.get_mut(&bye).unwrap();
            entry.halves += 2;
            entry.byes += 1;
        }
    }
    seen
}

/// The players still in, in the pairing order: points, rating, id.
fn pairing_order(players: &[Player], seen: &BTreeMap<PlayerId, Seen>) -> Vec<Player> {
    let mut active: Vec<Player> = players.iter().filter(|p| !p.withdrawn).copied().collect();
    active.sort_by_key(|p| {
        (
            std::cmp::Reverse(seen[&p.id].halves),
            std::cmp::Reverse(p.rating),
            p.id,
        )
    });
    active
}

fn past_one(balance: i32) -> u64 {
    u64::from((balance.unsigned_abs()).saturating_sub(1))
}

/// The least colour excess a pair can have: the better of the two ways
/// round.
fn least_excess(a: &Seen, b: &Seen) -> u64 {
    (past_one(a.balance + 1) + past_one(b.balance - 1))
        .min(past_one(a.balance - 1) + past_one(b.balance + 1))
}

/// What the rules minimise first, in their order: the bye's place from the
/// bottom, the colour excess, the squared score gaps.
type Key = (u64, u64, u64);

fn board_key(a: &Seen, b: &Seen) -> Key {
    let gap = u64::from(a.halves.abs_diff(b.halves));
    (0, least_excess(a, b), gap * gap)
}

fn bye_key(order: &[Player], bye: PlayerId) -> Key {
    let place = order.iter().position(|p| p.id == bye).unwrap();
    ((order.len() - 1 - place) as u64, 0, 0)
}

fn add(a: Key, b: Key) -> Key {
    (a.0 + b.0, a.1 + b.1, a.2 + b.2)
}

/// Every legal pairing of `left` (no rematch; the bye, when their number is
/// odd, to someone without one), with its key.
fn legal_pairings(
    left: &[PlayerId],
    seen: &BTreeMap<PlayerId, Seen>,
    order: &[Player],
    key: Key,
    out: &mut Vec<Key>,
) {
    let Some((&first, rest)) = left.split_first() else {
        out.push(key);
        return;
    };
    // With an odd count left, the first player may take the bye, or pair
    // and leave it to a later one.
    if left.len() % 2 == 1 && seen[&first].byes == 0 {
        legal_pairings(rest, seen, order, add(key, bye_key(order, first)), out);
    }
    for (index, &partner) in rest.iter().enumerate() {
        if !seen[&first].met.contains(&partner) {
            let mut others = rest.to_vec();
            others.remove(index);
            legal_pairings(
                &others,
                seen,
                order,
                add(key, board_key(&seen[&first], &seen[&partner])),
                out,
            );
        }
    }
}

/// Whether any legal pairing of `left` exists (for a round the library
/// could not pair).
fn any_legal_pairing(left: &[PlayerId], seen: &BTreeMap<PlayerId, Seen>) -> bool {
    let Some((&first, rest)) = left.split_first() else {
        return true;
    };
    if left.len() % 2 == 1 && seen[&first].byes == 0 && any_legal_pairing(rest, seen) {
        return true;
    }
    rest.iter().enumerate().any(|(index, &partner)| {
        !seen[&first].met.contains(&partner) && {
            let mut others = rest.to_vec();
            others.remove(index);
            any_legal_pairing(&others, seen)
        }
    })
}

/// Checks one round's pairings against the rules; returns a message naming
/// the broken rule.
fn check_pairings(players: &[Player], rounds: &[Round], pairings: &Pairings) -> Result<(), String> {
    let seen = seen(players, rounds);
    let order = pairing_order(players, &seen);
    let place: BTreeMap<PlayerId, usize> =
        order.iter().enumerate().map(|(i, p)| (p.id, i)).collect();

    // Everyone still in exactly once; nobody else.
    let mut paired: Vec<PlayerId> = pairings
        .boards
        .iter()
        .flat_map(|b| [b.first, b.second])
        .chain(pairings.bye)
        .collect();
    paired.sort();
    let mut expected: Vec<PlayerId> = order.iter().map(|p| p.id).collect();
    expected.sort();
    if paired != expected {
        return Err(format!(
            "paired {paired:?}, expected each of {expected:?} once"
        ));
    }
    if pairings.bye.is_some() != (order.len() % 2 == 1) {
        return Err("a bye exactly when the number of players is odd".into());
    }
    if let Some(bye) = pairings.bye {
        if seen[&bye].byes > 0 {
            return Err(format!("{bye:?} has a second bye"));
        }
    }
    for board in &pairings.boards {
        if seen[&board.first].met.contains(&board.second) {
            return Err(format!("rematch {board:?}"));
        }
        // The colours chosen keep the pair's excess least.
        let (first, second) = (&seen[&board.first], &seen[&board.second]);
        if past_one(first.balance + 1) + past_one(second.balance - 1) != least_excess(first, second)
        {
            return Err(format!(
                "{board:?}: the other colours would keep balances nearer even"
            ));
        }
    }

    let key_of = |boards: &[(PlayerId, PlayerId)], bye: Option<PlayerId>| {
        let mut key = bye.map_or((0, 0, 0), |bye| bye_key(&order, bye));
        for &(a, b) in boards {
            key = add(key, board_key(&seen[&a], &seen[&b]));
        }
        key
    };
    let boards: Vec<(PlayerId, PlayerId)> = pairings
        .boards
        .iter()
        .map(|b| (b.first, b.second))
        .collect();
    let chosen = key_of(&boards, pairings.bye);

    // Up to nine players: no legal pairing at all does better.
    if order.len() <= 9 {
        let ids: Vec<PlayerId> = order.iter().map(|p| p.id).collect();
        let mut keys = Vec::new();
        legal_pairings(&ids, &seen, &order, (0, 0, 0), &mut keys);
        let best = keys.into_iter().min().unwrap();
        if chosen > best {
            return Err(format!("pairing {chosen:?} where {best:?} was possible"));
        }
    }

    // Any size: no exchange of opponents between two boards, or between a
    // board and the bye, does better. (Only exchanges the rules offer: new
    // pairs within a score group or within the float reach.)
    let offered = |a: PlayerId, b: PlayerId| {
        !seen[&a].met.contains(&b)
            && (seen[&a].halves == seen[&b].halves || place[&a].abs_diff(place[&b]) <= FLOAT_REACH)
    };
    for (i, &(a, b)) in boards.iter().enumerate() {
        for &(c, d) in &boards[i + 1..] {
            let before = key_of(&[(a, b), (c, d)], None);
            for (p, q, r, s) in [(a, c, b, d), (a, d, b, c)] {
                if offered(p, q) && offered(r, s) && key_of(&[(p, q), (r, s)], None) < before {
                    return Err(format!(
                        "{a:?}–{b:?}, {c:?}–{d:?} would be better as {p:?}–{q:?}, {r:?}–{s:?}"
                    ));
                }
            }
        }
        if let Some(x) = pairings.bye {
            let before = key_of(&[(a, b)], Some(x));
            for (partner, new_bye) in [(a, b), (b, a)] {
                if seen[&new_bye].byes == 0
                    && offered(x, partner)
                    && key_of(&[(x, partner)], Some(new_bye)) < before
                {
                    return Err(format!(
                        "bye {x:?} with {a:?}–{b:?}: better {x:?}–{partner:?}, bye {new_bye:?}"
                    ));
                }
            }
        }
    }
    Ok(())
}

fn result_from(choice: u8) -> GameResult {
    match choice % 20 {
        0..=7 => GameResult::FirstWon,
        8..=14 => GameResult::SecondWon,
        15..=17 => GameResult::Draw,
        18 => GameResult::FirstForfeited,
        _ => [GameResult::SecondForfeited, GameResult::BothForfeited][usize::from(choice / 20 % 2)],
    }
}

/// One random Swiss played to its end; every round checked.
fn play_swiss(ratings: &[i32], choices: &[u8], withdraw_every: u8) -> Result<(), TestCaseError> {
    let mut players: Vec<Player> = ratings
        .iter()
        .enumerate()
        .map(|(i, &rating)| Player {
            id: PlayerId(1000 + i as u64 * 7),
            rating,
            withdrawn: false,
        })
        .collect();
    let mut rounds: Vec<Round> = Vec::new();
    let mut choices = choices.iter().cycle();
    for _ in 0..default_swiss_rounds(players.len()) {
        let pairings = match pair_swiss(&players, &rounds) {
            Ok(pairings) => pairings,
            Err(PairingError::NoLegalPairing) => {
                let seen = seen(&players, &rounds);
                let left: Vec<PlayerId> = pairing_order(&players, &seen)
                    .iter()
                    .map(|p| p.id)
                    .collect();
                prop_assert!(
                    left.len() <= 12,
                    "{} players left and no pairing",
                    left.len()
                );
                prop_assert!(!any_legal_pairing(&left, &seen), "a legal pairing existed");
                break;
            }
            Err(error) => return Err(TestCaseError::fail(error.to_string())),
        };
        check_pairings(&players, &rounds, &pairings).map_err(TestCaseError::fail)?;

        // The same inputs, players listed in another order: the same pairings.
        let mut reversed = players.clone();
        reversed.reverse();
        prop_assert_eq!(&pair_swiss(&reversed, &rounds).unwrap(), &pairings);

        rounds.push(pairings.with_results(|_: Board| result_from(*choices.next().unwrap())));
        if withdraw_every > 0 && rounds.len().is_multiple_of(usize::from(withdraw_every)) {
            let choice = usize::from(*choices.next().unwrap());
            let index = choice % players.len();
            players[index].withdrawn = true;
        }
    }
    check_standings(&players, &rounds)
}

/// The standings: everyone once, points as the results say, in the order
/// points, Buchholz, Sonneborn-Berger, the result between them, rating, id.
fn check_standings(players: &[Player], rounds: &[Round]) -> Result<(), TestCaseError> {
    let table = standings(players, rounds);
    let seen = seen(players, rounds);
    prop_assert_eq!(table.len(), players.len());
    for (index, line) in table.iter().enumerate() {
        prop_assert_eq!(line.rank, index + 1);
        prop_assert_eq!(line.points.quarters(), seen[&line.player].halves * 2);
    }
    for pair in table.windows(2) {
        let key = |line: &punctbot::tournament::Standing| {
            (
                line.points,
                line.buchholz,
                line.sonneborn_berger,
                line.direct_encounter,
                line.rating,
            )
        };
        let (above, below) = (&pair[0], &pair[1]);
        prop_assert!(
            key(above) > key(below) || (key(above) == key(below) && above.player < below.player),
            "{:?} above {:?}",
            above,
            below
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn swiss_tournaments_keep_the_pairing_rules(
        ratings in prop::collection::vec(1000..2400i32, 2..=64),
        choices in prop::collection::vec(any::<u8>(), 1..200),
        withdraw_every in 0..4u8,
    ) {
        play_swiss(&ratings, &choices, withdraw_every)?;
    }

    #[test]
    fn berger_tables_pair_everyone_with_everyone(count in 2..=40usize, double in any::<bool>()) {
        let players: Vec<PlayerId> = (0..count as u64).map(|i| PlayerId(i * 3 + 1)).collect();
        let rounds = round_robin(&players, double);
        let cycles = if double { 2 } else { 1 };
        let per_cycle = if count % 2 == 0 { count - 1 } else { count };
        prop_assert_eq!(rounds.len(), per_cycle * cycles);

        let mut meetings: BTreeMap<(PlayerId, PlayerId), u32> = BTreeMap::new();
        let mut balance: BTreeMap<PlayerId, i32> = BTreeMap::new();
        let mut byes: BTreeMap<PlayerId, u32> = BTreeMap::new();
        for round in &rounds {
            let mut this_round: Vec<PlayerId> =
                round.boards.iter().flat_map(|b| [b.first, b.second]).chain(round.bye).collect();
            this_round.sort();
            prop_assert_eq!(&this_round, &players, "everyone once a round");
            prop_assert_eq!(round.bye.is_some(), count % 2 == 1);
            if let Some(bye) = round.bye {
                *byes.entry(bye).or_default() += 1;
            }
            for board in &round.boards {
                *meetings.entry((board.first, board.second)).or_default() += 1;
                *balance.entry(board.first).or_default() += 1;
                *balance.entry(board.second).or_default() -= 1;
            }
        }
        for (i, &a) in players.iter().enumerate() {
            for &b in &players[i + 1..] {
                let (ab, ba) = (meetings.get(&(a, b)).copied().unwrap_or(0), meetings.get(&(b, a)).copied().unwrap_or(0));
                if double {
                    prop_assert_eq!((ab, ba), (1, 1), "{:?} and {:?} meet once each way round", a, b);
                } else {
                    prop_assert_eq!(ab + ba, 1, "{:?} and {:?} meet once", a, b);
                }
            }
            let limit = if double { 0 } else { 1 };
            prop_assert!(balance.get(&a).copied().unwrap_or(0).abs() <= limit, "{:?} balance {:?}", a, balance.get(&a));
            if count % 2 == 1 {
                prop_assert_eq!(byes.get(&a).copied().unwrap_or(0), cycles as u32);
            }
        }
    }
}
