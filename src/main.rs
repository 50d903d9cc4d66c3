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
        None => {
            eprintln!(
                "punctbot: the Discord front end is not built yet; try `punctbot play` or `punctbot engine`."
            );
            ExitCode::FAILURE
        }
        Some(other) => {
            eprintln!("punctbot: unknown command `{other}`\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
