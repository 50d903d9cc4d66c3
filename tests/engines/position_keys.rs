//! The positions' keys for the computer's tables (Zobrist hashing): the
//! same position has the same key however it was reached, and different
//! positions different keys, over the positions of many random games.
//! (That the key kept up to date as pieces move equals the key of the same
//! pieces put down afresh is checked with the stacks, in `punct_props`.)

use std::collections::HashMap;

use proptest::prelude::*;
use punctbot::games::{boop, punct, random_game, AnyGame, GameKind, Rules};

/// A PÜNCT position described without its history: the ply dropped and
/// the pieces listed in an order of their own, not the order they came in.
fn punct_state(position: &punct::Position) -> String {
    let summary = position.summary();
    let (head, pieces) = summary.split_once("; pieces").unwrap_or((&summary, ""));
    let head: Vec<&str> = head
        .split(", ")
        .filter(|part| !part.contains(" ply "))
        .collect();
    let mut pieces: Vec<&str> = pieces.split_whitespace().collect();
    pieces.sort_unstable();
    format!("{} | {}", head.join(", "), pieces.join(" "))
}

/// Every position of the random game `seed` of `kind`, step by step.
fn positions(kind: GameKind, plies: usize, seed: u64) -> Vec<AnyGame> {
    let game = random_game(kind, plies, seed);
    let mut replay = kind.start();
    let mut seen = vec![replay.clone()];
    for mv in game.history() {
        replay.play(mv).unwrap();
        seen.push(replay.clone());
    }
    seen
}

/// Checks that `key` and `state` agree: equal states, equal keys; equal
/// keys, equal states.
fn agree(
    keys: &mut HashMap<u64, String>,
    states: &mut HashMap<String, u64>,
    key: u64,
    state: String,
) {
    if let Some(known) = keys.get(&key) {
        assert_eq!(known, &state, "two positions share the key {key:#x}");
    }
    if let Some(&known) = states.get(&state) {
        assert_eq!(known, key, "one position has two keys: {state}");
    }
    keys.insert(key, state.clone());
    states.insert(state, key);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn a_key_names_one_position(seeds in proptest::collection::vec(any::<u64>(), 4)) {
        for kind in [punct::STANDARD, punct::BASIC] {
            let (mut keys, mut states) = (HashMap::new(), HashMap::new());
            for &seed in &seeds {
                for game in positions(kind, 120, seed) {
                    let position: &punct::Position = game.position().unwrap();
                    agree(&mut keys, &mut states, position.key(), punct_state(position));
                }
            }
        }
        let (mut keys, mut states) = (HashMap::new(), HashMap::new());
        for &seed in &seeds {
            for game in positions(boop::STANDARD, 120, seed) {
                let position: &boop::Position = game.position().unwrap();
                agree(&mut keys, &mut states, position.key(), position.describe());
            }
        }
    }
}

/// Two move orders, one position, one key.
#[test]
fn move_orders_meet() {
    let play = |moves: &str| {
        punct::Position::from_history(punct::Variant::Basic, moves.split_whitespace()).unwrap()
    };
    let one = play("+B2:C2,D2 +J9:K9,L9 +F5:G5,H5");
    let other = play("+F5:G5,H5 +J9:K9,L9 +B2:C2,D2");
    assert_eq!(punct_state(&one), punct_state(&other));
    assert_eq!(one.key(), other.key());
    assert_ne!(one.key(), play("+B2:C2,D2 +J9:K9,L9").key());
}
