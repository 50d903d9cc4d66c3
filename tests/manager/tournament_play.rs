//! Whole tournaments through `punctbot play`, round after round on one
//! database file: a 5-player Swiss (3 rounds, a bye each round) and a
//! 4-player round-robin, every game ended in its own channel by a
//! resignation, until the winner is announced.

use std::{collections::BTreeSet, path::Path};

use crate::{manager_play::play_in, manager_support::Db};

/// A game opened for a board: its channel, its number, its players.
struct Opened {
    channel: String,
    game: u32,
    first: String,
    second: String,
}

/// The games opened in `output`: lines like
/// `[#t1-r2-b1] **PÜNCT** #3 · ⚪ dave vs ⚫ carol. …` (boop.'s marks
/// are others).
fn opened(output: &str) -> Vec<Opened> {
    output
        .lines()
        .filter_map(|line| {
            let (channel, rest) = line.strip_prefix("[#")?.split_once("] ")?;
            let rest = rest.split_once(" #")?.1;
            let (game, rest) = rest.split_once(" · ")?;
            // Each name after its seat's mark (⚪, 🟠, …).
            let (first, rest) = rest.split_once(" vs ")?;
            let first = first.split_once(' ')?.1;
            let second = rest.split_once('.')?.0.split_once(' ')?.1;
            Some(Opened {
                channel: channel.to_owned(),
                game: game.parse().ok()?,
                first: first.to_owned(),
                second: second.to_owned(),
            })
        })
        .collect()
}

/// The lines that end every game of `games`: the player whose name comes
/// later in the alphabet resigns.
fn resignations(games: &[Opened]) -> String {
    games
        .iter()
        .map(|game| {
            let loser = game.first.clone().max(game.second.clone());
            format!(
                "#{channel} @{loser} /resign\n#{channel} @{loser} /click pb:g{number}:0:resign!\n",
                channel = game.channel,
                number = game.game
            )
        })
        .collect()
}

/// Plays the tournament `setup` creates to its end, a round per run of
/// `punctbot play`; returns everything printed, and the pairs that met.
fn play_to_the_end(
    db: &Path,
    out: &Path,
    setup: &str,
    rounds: usize,
) -> (String, Vec<(String, String)>) {
    let mut all = play_in("en-US", db, out, setup);
    let mut games = opened(&all);
    let mut met = Vec::new();
    for _ in 0..rounds {
        assert!(!games.is_empty(), "a round without games:\n{all}");
        met.extend(
            games
                .iter()
                .map(|game| (game.first.clone(), game.second.clone())),
        );
        let output = play_in("en-US", db, out, resignations(&games));
        games = opened(&output);
        all.push_str(&output);
    }
    assert!(games.is_empty(), "games after the last round:\n{all}");
    (all, met)
}

fn signups(names: &[&str]) -> String {
    names
        .iter()
        .map(|name| format!("#lobby @{name} /tournament join\n"))
        .collect()
}

/// Each pair at most once, whichever moved first.
fn no_rematch(met: &[(String, String)]) {
    let pairs: BTreeSet<(String, String)> = met
        .iter()
        .map(|(a, b)| (a.clone().min(b.clone()), a.clone().max(b.clone())))
        .collect();
    assert_eq!(pairs.len(), met.len(), "a rematch: {met:?}");
}

#[test]
fn a_five_player_swiss_is_played_to_its_end_in_the_terminal() {
    let db = Db::sqlite();
    let out = db.dir.path().join("pictures");
    let file = db.dir.path().join("swiss.db");
    let names = ["alice", "bob", "carol", "dave", "erin"];
    let setup = format!(
        "#lobby @mod /tournament create game:punct format:swiss rounds:3 days:1\n{}\
         #lobby @erin /tournament join\n\
         #lobby @alice /tournament start\n\
         #lobby @mod /tournament start\n",
        signups(&names)
    );
    let (all, met) = play_to_the_end(&file, &out, &setup, 3);
    assert!(
        all.contains("**PÜNCT tournament #1** · Swiss · 3 rounds"),
        "{all}"
    );
    assert!(
        all.contains("erin joined tournament #1 (5 players)."),
        "{all}"
    );
    assert!(
        all.contains("refused: You are already in tournament #1"),
        "{all}"
    );
    assert!(
        all.contains("refused: Only the organiser, or a member with Manage Server"),
        "{all}"
    );
    for round in 1..=3 {
        let header = format!("**Tournament #1 · round {round} of 3**");
        assert_eq!(
            all.matches(&header).count(),
            1,
            "round {round} paired once:\n{all}"
        );
        let results = format!("**Tournament #1 · results of round {round} of 3**");
        assert_eq!(all.matches(&results).count(), 1, "{all}");
    }
    // One bye a round, never twice to one player.
    let byes: Vec<&str> = all
        .lines()
        .filter_map(|line| line.strip_prefix("Bye (one point): "))
        .collect();
    assert_eq!(byes.len(), 3, "{all}");
    assert_eq!(byes.iter().collect::<BTreeSet<_>>().len(), 3, "{byes:?}");
    assert_eq!(met.len(), 6);
    no_rematch(&met);
    assert_eq!(all.matches("wins tournament #1!").count(), 1, "{all}");
    // Every game was rated, on the ladder.
    assert_eq!(all.matches("Ratings: ").count(), 6, "{all}");
}

#[test]
fn a_four_player_round_robin_is_played_to_its_end_in_the_terminal() {
    let db = Db::sqlite();
    let out = db.dir.path().join("pictures");
    let file = db.dir.path().join("round-robin.db");
    let names = ["alice", "bob", "carol", "dave"];
    let setup = format!(
        "#lobby @mod /tournament create game:boop format:round-robin days:2 rated:false\n{}\
         #lobby @mod /tournament start\n\
         #lobby @bob /tournament leave\n",
        signups(&names)
    );
    let (all, met) = play_to_the_end(&file, &out, &setup, 3);
    assert!(all.contains("round-robin · each pair meets once"), "{all}");
    assert!(
        all.contains("refused: Tournament #1 no longer takes signups"),
        "{all}"
    );
    assert_eq!(met.len(), 6, "every pair of four meets: {met:?}");
    no_rematch(&met);
    assert!(!all.contains("Bye"), "{all}");
    assert_eq!(all.matches("Ratings: ").count(), 0, "casual games: {all}");
    // alice beats everyone (the later name resigns): she wins.
    assert!(all.contains("🏆 @alice wins tournament #1!"), "{all}");
    let standings = play_in(
        "en-US",
        &file,
        &out,
        "#lobby @bob /tournament standings\n#lobby @bob /tournament pairings round:4\n",
    );
    assert!(standings.contains("after round 3 of 3"), "{standings}");
    assert!(
        standings.contains("refused: Tournament #1 has no round 4"),
        "{standings}"
    );
}
