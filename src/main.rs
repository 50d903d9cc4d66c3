//! The `punctbot` command line.

mod backup_command;
mod match_command;
mod play;
mod puzzles_command;
mod render_command;
mod web_command;

use std::{
    io::{self, BufWriter, IsTerminal},
    process::ExitCode,
};

use clap::{Parser, Subcommand};
use punctbot::config::{BotArgs, Config, LogFormat};

/// A Discord bot that hosts PÜNCT and boop. games.
///
/// Without a command it runs the bot, configured by the flags below or
/// their environment variables (also read from a `.env` file in the
/// working directory; see .env.example).
#[derive(Parser)]
#[command(name = "punctbot", version, args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    bot: BotArgs,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default)
    Bot(BotArgs),
    /// Speak the engine text protocol on standard input and output (one
    /// command a line, one answer a line; see the README)
    Engine,
    /// Play games in the terminal through the game manager and its
    /// database
    Play(play::PlayArgs),
    /// Draw the position after some moves into a PNG file
    Render(render_command::RenderArgs),
    /// Copy the database into a new file while the bot runs (a
    /// consistent snapshot; SQLite only)
    Backup(backup_command::BackupArgs),
    /// Serve the bot's web pages (ladders, players, games) of a database,
    /// without running the bot
    Web(web_command::WebArgs),
    /// Play games between two levels of the bot, reference players or
    /// engine programs, and print the score with its 95 % interval and Elo
    Match(match_command::MatchArgs),
    /// Make puzzles: positions the engines' solver proves won by force or
    /// saved by one move only
    Puzzles(puzzles_command::PuzzlesArgs),
}

fn main() -> ExitCode {
    // Before the command line is read: `.env` supplies the fallbacks of
    // its flags. A missing .env is normal (the variables may come from
    // elsewhere).
    let _ = dotenvy::dotenv();
    let cli = Cli::parse();
    match cli.command {
        None => bot(cli.bot),
        Some(Command::Bot(args)) => bot(args),
        Some(Command::Engine) => engine(),
        Some(Command::Play(args)) => match play::run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("punctbot play: {error}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Backup(args)) => match backup_command::run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("punctbot backup: {message}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Web(args)) => match web_command::run(args, shutdown_signal()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("punctbot web: {message}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Match(args)) => match match_command::run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("punctbot match: {message}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Puzzles(args)) => match puzzles_command::run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("punctbot puzzles: {message}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Render(args)) => match render_command::run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!(
                    "punctbot render: {message}\n\nFor more information, try 'punctbot render --help'."
                );
                ExitCode::from(2)
            }
        },
    }
}

/// `punctbot engine`.
fn engine() -> ExitCode {
    let stdin = io::stdin().lock();
    let stdout = BufWriter::new(io::stdout().lock());
    match punctbot::protocol::run(stdin, stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("punctbot engine: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the Discord bot until SIGTERM or Ctrl-C.
fn bot(args: BotArgs) -> ExitCode {
    let config = match Config::from_args(args) {
        Ok(config) => config,
        Err(error) => {
            eprintln!("punctbot: {error}");
            return ExitCode::FAILURE;
        }
    };
    let filter = tracing_subscriber::EnvFilter::try_new(&config.log_level)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter);
    match config.log_format {
        // One JSON object a line, with the fields of the request it is
        // about (action, channel, user, game).
        LogFormat::Json => logs.json().init(),
        // Colour codes only for a terminal: in a file or a journal they
        // are noise (`\x1b[2m…`).
        LogFormat::Text => logs.with_ansi(io::stdout().is_terminal()).init(),
    }
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("punctbot: cannot start the async runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(punctbot::discord::run(config, shutdown_signal()));
    // Whatever the gateway's tasks are still doing, the process ends now:
    // everything owed is written by the time `run` returns.
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "the bot stopped");
            ExitCode::FAILURE
        }
    }
}

/// Completes on Ctrl-C, or on SIGTERM where there is one.
async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => tracing::info!("Ctrl-C received"),
        () = terminate => tracing::info!("SIGTERM received"),
    }
}
