//! `punctbot match`: games between two players (levels of the bot, the
//! reference opponents, or engine programs through the protocol), colours
//! alternating, with the score's confidence interval and the Elo difference.

use std::time::{Duration, Instant};

use punctbot::{
    bot::{
        matches::{play_match, GameResult, MatchSettings, Player},
        Limits,
    },
    games::{GameKind, Rules},
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
    };
    println!(
        "{} vs {} at {}, {} games",
        args.a, args.b, args.game, args.games
    );
    let started = Instant::now();
    let tally = play_match(&settings, &args.a, &args.b, |index, result, game, tally| {
        let result = match result {
            GameResult::Win => "1-0",
            GameResult::Draw => "½-½",
            GameResult::Loss => "0-1",
        };
        let seat = if index % 2 == 0 { "first" } else { "second" };
        println!(
            "game {:>3}: a {seat:<6} {result} after {:>3} plies   {tally}",
            index + 1,
            game.ply()
        );
        if args.verbose {
            let moves: Vec<String> = game.history().iter().map(ToString::to_string).collect();
            println!("  {}", moves.join(" "));
        }
    })
    .map_err(|error| error.to_string())?;
    println!(
        "{} vs {}: {tally} ({:.0} s)",
        args.a,
        args.b,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
