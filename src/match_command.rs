//! `punctbot match`: games between two players (levels of the bot, the
//! reference opponents, or engine programs through the protocol), colours
//! alternating, with the score's confidence interval and the Elo difference.

use std::time::{Duration, Instant};

use punctbot::{
    bot::{
        matches::{play_match, GameResult, MatchSettings, Player},
        Limits,
    },
    games::{GameKind, Rules, Seat},
};

/// The options of `punctbot match`.
#[derive(clap::Args)]
pub struct MatchArgs {
    /// The first player: random, greedy, 1, 2, 3 (beginner, intermediate,
    /// strongest), mcts (the Monte Carlo tree search, the strongest level's
    /// time unless --movetime or --nodes) or engine:COMMAND (run with sh -c,
    /// spoken to through the engine protocol)
    a: Player,
    /// The second player, in the same form
    b: Player,
    /// The game: punct, punct-basic or boop
    #[arg(long, default_value = "punct")]
    game: GameKind,
    /// Games to play; the first player moves first in the 1st, 3rd, … game
    #[arg(long, default_value_t = 10)]
    games: u32,
    /// Each move's time in milliseconds for levels and engines (default:
    /// each level's own time)
    #[arg(long, value_name = "MS")]
    movetime: Option<u64>,
    /// Each move's node budget instead of a time, for reproducible matches
    #[arg(long, value_name = "N", conflicts_with = "movetime")]
    nodes: Option<u64>,
    /// A game still going after this many plies is a draw
    #[arg(long, default_value_t = 300)]
    max_plies: usize,
    /// The seed of the first game (game i uses seed + i)
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Random plies each game starts with, the same for each pair of games
    /// (colours swapped): levels without noise would otherwise repeat the
    /// same two games
    #[arg(long, value_name = "PLIES", default_value_t = 0)]
    openings: usize,
    /// Games played at once, each on a thread of its own (at most one per
    /// core keeps every move's time its own)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
    /// Print each game's moves
    #[arg(long)]
    verbose: bool,
}

/// Runs the match and prints one line per game and the tally.
pub fn run(args: MatchArgs) -> Result<(), String> {
    let limits = match (args.movetime, args.nodes) {
        (_, Some(nodes)) => Limits::nodes(nodes),
        (Some(ms), None) => Limits::movetime(Duration::from_millis(ms)),
        (None, None) => Limits::default(),
    };
    let settings = MatchSettings {
        kind: args.game,
        games: args.games,
        limits,
        max_plies: args.max_plies,
        seed: args.seed,
        opening_plies: args.openings,
    };
    println!(
        "{} vs {} at {}, {} games",
        args.a, args.b, args.game, args.games
    );
    let started = Instant::now();
    let jobs = usize::from(args.jobs);
    let result = play_match(&settings, &args.a, &args.b, jobs, |played, so_far| {
        let result = match played.result {
            GameResult::Win => "1-0",
            GameResult::Draw => "½-½",
            GameResult::Loss => "0-1",
        };
        let seat = match played.a_seat {
            Seat::First => "first",
            Seat::Second => "second",
        };
        println!(
            "game {:>3}: a {seat:<6} {result} after {:>3} plies   {}",
            played.index + 1,
            played.game.ply(),
            so_far.tally
        );
        if args.verbose {
            let moves: Vec<String> = played
                .game
                .history()
                .iter()
                .map(ToString::to_string)
                .collect();
            println!("  {}", moves.join(" "));
        }
    })
    .map_err(|error| error.to_string())?;
    for (player, thinking) in [&args.a, &args.b].into_iter().zip(result.thinking) {
        println!("{player}: {thinking}");
    }
    println!(
        "{} vs {}: {} ({:.0} s)",
        args.a,
        args.b,
        result.tally,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
