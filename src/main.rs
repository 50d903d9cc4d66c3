//! The `punctbot` command line.

mod play;
mod render_command;

use std::{
    io::{self, BufWriter},
    process::ExitCode,
};

const USAGE: &str = "\
usage: punctbot [COMMAND]

commands:
  (none)    run the Discord bot (configuration: environment or .env,
            see .env.example)
  engine    speak the engine text protocol on standard input and output
            (see shared/protocol/engine.md)
  play      play games in the terminal through the game manager and
            its database (`punctbot play --help`)
  render    draw the position after some moves into a PNG file
  help      show this text";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("engine") => {
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
        Some("play") => match play::run(&args[1..]) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("punctbot play: {error}");
                ExitCode::FAILURE
            }
        },
        Some("render") => match render_command::run(&args[1..]) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("punctbot render: {message}\n\n{}", render_command::USAGE);
                ExitCode::from(2)
            }
        },
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        None | Some("bot") => bot(),
        Some(other) => {
            eprintln!("punctbot: unknown command `{other}`\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// Runs the Discord bot until SIGTERM or Ctrl-C.
fn bot() -> ExitCode {
    let config = match punctbot::config::Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            eprintln!("punctbot: {error}");
            return ExitCode::FAILURE;
        }
    };
    let filter = tracing_subscriber::EnvFilter::try_new(&config.log_level)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt().with_env_filter(filter).init();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("punctbot: cannot start the async runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(punctbot::discord::run(config, shutdown_signal())) {
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
