//! `punctbot puzzles generate`: finds puzzles with the engines' exact
//! solver and writes them, one a line, in the form `puzzles/*.txt` ships.

use std::{io::Write, time::Instant};

use punctbot::{
    games::GameKind,
    puzzles::generate::{generate, Plan},
};

/// The options of `punctbot puzzles`.
#[derive(clap::Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

#[derive(clap::Subcommand)]
enum PuzzlesCommand {
    /// Play seeded random and computer games and keep the positions the
    /// solver proves puzzles (a unique win in a few moves, or a unique
    /// block)
    Generate(GenerateArgs),
}

/// The options of `punctbot puzzles generate`.
#[derive(clap::Args)]
struct GenerateArgs {
    /// The game: punct or boop
    #[arg(long)]
    game: GameKind,
    /// How many puzzles
    #[arg(long, default_value_t = 300)]
    count: usize,
    /// The seed of the first game (each next game the next seed)
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once, each on a thread of its own (the puzzles are
    /// the same whatever the number)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
    /// The file to write (default: standard output)
    #[arg(long, value_name = "FILE")]
    out: Option<std::path::PathBuf>,
}

/// Runs the command; progress goes to standard error.
pub fn run(args: PuzzlesArgs) -> Result<(), String> {
    let PuzzlesCommand::Generate(args) = args.command;
    let started = Instant::now();
    let plan = Plan {
        kind: args.game,
        count: args.count,
        seed: args.seed,
        jobs: usize::from(args.jobs),
    };
    let puzzles = generate(plan, &mut |puzzle, games| {
        eprintln!(
            "{:>4} {:<7} after {games} games, {:.0} s",
            puzzle.number,
            puzzle.goal.to_string(),
            started.elapsed().as_secs_f64()
        );
    });
    let mut text = format!(
        "# {} puzzles of {}: punctbot puzzles generate --game {} --count {} --seed {}\n\
         # number | goal | difficulty | moves from the start | solution\n",
        puzzles.len(),
        plan.kind.as_str(),
        plan.kind.as_str(),
        plan.count,
        plan.seed
    );
    for puzzle in &puzzles {
        text.push_str(&puzzle.to_string());
        text.push('\n');
    }
    match args.out {
        Some(path) => {
            std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|e| e.to_string())?,
    }
    eprintln!(
        "{} puzzles in {:.0} s",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
