//! The engines' text protocol, as the README's "The engine protocol" describes it.
//!
//! One command per input line, exactly one answer line per command (flushed
//! at once), never an exit on bad input. The session is independent of the
//! terminal so that tests can drive it in memory:
//!
//! ```
//! use punctbot::protocol::{Reply, Session};
//!
//! let mut session = Session::new();
//! assert_eq!(session.handle("new boop"), Reply::Line("ok".into()));
//! assert_eq!(session.handle("status"), Reply::Line("turn orange".into()));
//! assert_eq!(session.handle("quit"), Reply::Quit);
//! ```

use std::io::{self, BufRead, Write};

use std::time::Duration;

use crate::{
    bot::{self, Level, Limits, Progress},
    games::{AnyGame, AnyMove, GameKind, Outcome, Rules},
    lines::{abridged, next_line, Line},
};

/// The longest `go movetime` accepted, in milliseconds: a minute.
const MAX_MOVETIME_MS: u64 = 60_000;

/// The most nodes `go nodes` accepts.
const MAX_NODES: u64 = 100_000_000;

/// What the session answers to one input line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Write this line (without its newline); `go … info` answers several
    /// lines, the `info` lines and then `bestmove`, joined by newlines.
    Line(String),
    /// Stop without answering.
    Quit,
    /// The line held only a comment: nothing to answer.
    Nothing,
}

/// One engine session: the game it currently holds, if any.
#[derive(Debug, Default)]
pub struct Session {
    game: Option<(GameKind, AnyGame)>,
}

impl Session {
    /// A session holding no game yet.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Answers one command line.
    ///
    /// `#` starts a comment up to the end of the line (no notation uses
    /// it): a game record written by the bot carries its header and the
    /// move numbers in comments and can be fed to a session as it is. A
    /// line that is only a comment gets no answer.
    pub fn handle(&mut self, line: &str) -> Reply {
        let (line, comment) = match line.split_once('#') {
            Some((command, _)) => (command.trim(), true),
            None => (line.trim(), false),
        };
        if comment && line.is_empty() {
            return Reply::Nothing;
        }
        let (command, argument) = match line.split_once(char::is_whitespace) {
            Some((command, argument)) => (command, argument.trim()),
            None => (line, ""),
        };
        let answer = match command.to_ascii_lowercase().as_str() {
            "quit" if argument.is_empty() => return Reply::Quit,
            "new" => self.new_game(argument),
            "" => Err("empty command".to_owned()),
            other => match &mut self.game {
                None => Err("no game: start one with `new punct` or `new boop`".to_owned()),
                Some((kind, game)) => Self::game_command(*kind, game, other, argument),
            },
        };
        Reply::Line(answer.unwrap_or_else(|reason| format!("error {reason}")))
    }

    fn new_game(&mut self, argument: &str) -> Result<String, String> {
        let words: Vec<String> = argument
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        // The registry reads the kind from `new`'s words; no game is told
        // apart here.
        let Some(kind) = GameKind::from_protocol_words(&words) else {
            let shown = echoed(argument);
            return Err(format!(
                "unknown game `{shown}`: expected {}",
                protocol_games()
            ));
        };
        self.game = Some((kind, kind.start()));
        Ok("ok".to_owned())
    }

    fn game_command(
        kind: GameKind,
        game: &mut AnyGame,
        command: &str,
        argument: &str,
    ) -> Result<String, String> {
        let no_argument = |answer: String| {
            if argument.is_empty() {
                Ok(answer)
            } else {
                Err(format!("`{command}` takes no argument"))
            }
        };
        match command {
            "moves" => no_argument(game.legal_moves_line()),
            "status" => no_argument(status(kind, game)),
            "show" => no_argument(game.describe()),
            "undo" => {
                if !argument.is_empty() {
                    Err("`undo` takes no argument".to_owned())
                } else if game.undo() {
                    Ok("ok".to_owned())
                } else {
                    Err("nothing to undo".to_owned())
                }
            }
            "play" if argument.is_empty() => Err("`play` needs a move, e.g. `play +F5:G5,H5`".to_owned()),
            "play" => Ok(match game.play_text(argument) {
                Ok(_) => "ok".to_owned(),
                Err(reason) => format!("illegal {reason}"),
            }),
            "perft" => perft(kind, game, argument),
            "go" => go(game, argument),
            other => Err(format!(
                "unknown command `{}`: expected new, moves, play, status, undo, perft, show, go or quit",
                echoed(other)
            )),
        }
    }
}

/// `go movetime MS [level L] [info]` or `go nodes N [level L] [info]`: the
/// bot's move, `bestmove MOVE`, after one `info …` line per iteration of
/// its search when `info` is asked for ([`info_line`]). The seed is the
/// ply, so the same position and node budget always give the same move.
fn go(game: &AnyGame, argument: &str) -> Result<String, String> {
    let usage = || {
        "`go` needs `movetime MS` or `nodes N`, then optionally `level L` (1-3) and `info`"
            .to_owned()
    };
    let mut words: Vec<String> = argument
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    let info = words.last().is_some_and(|word| word == "info");
    if info {
        words.pop();
    }
    let (limit, amount, level) = match words.as_slice() {
        [limit, amount] => (limit, amount, Level::Strongest),
        [limit, amount, word, level] if word == "level" => (
            limit,
            amount,
            level
                .parse()
                .map_err(|error: bot::ParseLevelError| error.to_string())?,
        ),
        _ => return Err(usage()),
    };
    let amount: u64 = amount.parse().map_err(|_| usage())?;
    let limits = match limit.as_str() {
        "movetime" if (1..=MAX_MOVETIME_MS).contains(&amount) => {
            Limits::movetime(Duration::from_millis(amount))
        }
        "movetime" => return Err(format!("movetime must be 1 to {MAX_MOVETIME_MS} ms")),
        "nodes" if (1..=MAX_NODES).contains(&amount) => Limits::nodes(amount),
        "nodes" => return Err(format!("nodes must be 1 to {MAX_NODES}")),
        _ => return Err(usage()),
    };
    let mut lines = Vec::new();
    let mut watch = |progress: Progress<AnyMove>| {
        if info {
            lines.push(info_line(&progress));
        }
    };
    let found = bot::choose_watched(game, level, limits, game.ply() as u64, &mut watch)
        .ok_or_else(|| "game over".to_owned())?;
    lines.push(format!("bestmove {}", found.mv));
    Ok(lines.join("\n"))
}

/// One iteration of the search as the protocol reports it:
/// `info depth D score S nodes N pv MOVE…` (the README's "The engine
/// protocol" says what each field means).
#[must_use]
pub fn info_line(progress: &Progress<AnyMove>) -> String {
    let mut line = format!(
        "info depth {} score {} nodes {} pv",
        progress.depth, progress.score, progress.nodes
    );
    for mv in &progress.line {
        line.push(' ');
        line.push_str(&mv.to_string());
    }
    line
}

/// The answer to `status`: `turn <colour>`, `win <colour>` or `draw`.
#[must_use]
pub fn status(kind: GameKind, game: &AnyGame) -> String {
    match game.outcome() {
        None => format!("turn {}", kind.seat_name(game.turn())),
        Some(Outcome::Win(seat)) => format!("win {}", kind.seat_name(seat)),
        Some(Outcome::Draw) => "draw".to_owned(),
    }
}

/// `perft N`, refused beyond the depth the game's engine runs.
fn perft(kind: GameKind, game: &AnyGame, argument: &str) -> Result<String, String> {
    let limit = kind.max_perft_depth();
    let number = argument.strip_prefix('+').unwrap_or(argument);
    let digits = !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit());
    match argument.parse::<u32>() {
        Ok(depth) if depth <= limit => Ok(game.perft(depth).to_string()),
        // Digits that do not fit a u32 are a depth too, only a deeper one.
        _ if digits => Err(format!(
            "perft depth `{}` is too deep: at most {limit} in {kind}",
            echoed(argument)
        )),
        _ => Err(format!(
            "`perft` needs a depth (a whole number), not `{}`",
            echoed(argument)
        )),
    }
}

/// The most of a player's input an error answer quotes: enough to
/// recognise it, while a huge line costs no huge answer.
const ECHO_CHARS: usize = 40;

/// What `new` takes, in backticks: each game's name, then its variants.
fn protocol_games() -> String {
    let mut forms: Vec<String> = Vec::new();
    for &game in crate::games::registry::GAMES {
        forms.push(format!("`{}`", game.name()));
        for variant in game.variants() {
            if let Some(word) = variant.word {
                forms.push(format!("`{} {word}`", game.name()));
            }
        }
    }
    let forms: Vec<&str> = forms.iter().map(String::as_str).collect();
    crate::games::or_list(&forms)
}

/// `text` as an error answer quotes it.
fn echoed(text: &str) -> std::borrow::Cow<'_, str> {
    abridged(text, ECHO_CHARS)
}

/// The longest command line read (without its newline): a longer one is
/// answered `error line too long` and skipped, never buffered whole.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// Runs a session over `input` and `output` until end of input or `quit`.
///
/// Input lines that are not UTF-8 are read lossily (and then refused as
/// unknown commands or malformed moves), never fatally; a line longer than
/// [`MAX_LINE_BYTES`] is answered `error line too long`.
///
/// # Errors
/// Reading or writing failed.
pub fn run(mut input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut session = Session::new();
    while let Some(line) = next_line(&mut input, MAX_LINE_BYTES)? {
        let reply = match line {
            Line::TooLong => Reply::Line("error line too long".to_owned()),
            Line::Fits(line) => {
                let text = String::from_utf8_lossy(&line);
                session.handle(text.trim_end_matches('\r'))
            }
        };
        match reply {
            Reply::Quit => break,
            Reply::Nothing => {}
            Reply::Line(answer) => {
                writeln!(output, "{answer}")?;
                output.flush()?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(session: &mut Session, command: &str) -> String {
        match session.handle(command) {
            Reply::Line(answer) => answer,
            other => panic!("unexpected {other:?} after {command}"),
        }
    }

    #[test]
    fn comments_are_not_commands() {
        let mut session = Session::new();
        assert_eq!(session.handle("# a record's header"), Reply::Nothing);
        assert_eq!(session.handle("   #"), Reply::Nothing);
        assert_eq!(line(&mut session, "new boop # game 12"), "ok");
        assert_eq!(line(&mut session, "play Kc3 # 1. alice"), "ok");
        assert_eq!(line(&mut session, "status # turn gray"), "turn gray");
    }

    #[test]
    fn refuses_commands_before_a_game_and_bad_input() {
        let mut session = Session::new();
        assert!(line(&mut session, "moves").starts_with("error no game"));
        assert!(line(&mut session, "").starts_with("error "));
        assert!(line(&mut session, "new chess").starts_with("error unknown game"));
        assert_eq!(line(&mut session, "NEW Punct Basic"), "ok");
        assert!(line(&mut session, "frobnicate").starts_with("error unknown command"));
        assert!(line(&mut session, "perft x").starts_with("error "));
        assert!(line(&mut session, "play").starts_with("error "));
        assert!(line(&mut session, "status now").starts_with("error "));
        assert_eq!(session.handle("quit"), Reply::Quit);
    }

    /// `go … info`: one line per iteration that chose a move, deeper each
    /// time, every line of moves playable from the position, the last
    /// one's first move the `bestmove`; without `info`, the move alone.
    #[test]
    fn go_info_reports_each_iteration_then_the_move() {
        for (new, go) in [
            ("new boop", "go nodes 4000 info"),
            ("new punct", "go nodes 20000 level 3 info"),
        ] {
            let mut session = Session::new();
            assert_eq!(line(&mut session, new), "ok");
            let moves = line(&mut session, "moves");
            let first = moves.split(' ').next().unwrap();
            assert_eq!(line(&mut session, &format!("play {first}")), "ok");
            let answer = line(&mut session, go);
            let lines: Vec<&str> = answer.lines().collect();
            let (bestmove, infos) = lines.split_last().unwrap();
            assert!(infos.len() >= 2, "{answer}");
            let mut last_depth = 0;
            let mut last_first = "";
            for info in infos {
                let words: Vec<&str> = info.split(' ').collect();
                assert_eq!(
                    [words[0], words[1], words[3], words[5], words[7]],
                    ["info", "depth", "score", "nodes", "pv"],
                    "{info}"
                );
                let depth: u32 = words[2].parse().unwrap();
                assert!(depth > last_depth, "{answer}");
                last_depth = depth;
                let _score: i32 = words[4].parse().unwrap();
                let _nodes: u64 = words[6].parse().unwrap();
                let line_moves = &words[8..];
                assert!(!line_moves.is_empty() && line_moves.len() <= depth as usize);
                for mv in line_moves {
                    assert_eq!(line(&mut session, &format!("play {mv}")), "ok", "{info}");
                }
                for _ in line_moves {
                    assert_eq!(line(&mut session, "undo"), "ok");
                }
                last_first = line_moves[0];
            }
            assert_eq!(*bestmove, format!("bestmove {last_first}"));
            let plain = line(&mut session, &go.replace(" info", ""));
            assert_eq!(plain, *bestmove, "the same search, unwatched");
        }
    }

    #[test]
    fn run_answers_one_line_per_command_and_stops_at_quit() {
        let input = b"new boop\n\xff\xfe\r\nstatus\nquit\nstatus\n";
        let mut output = Vec::new();
        run(&input[..], &mut output).unwrap();
        let output = String::from_utf8(output).unwrap();
        let lines: Vec<&str> = output.lines().collect();
        assert_eq!(lines.len(), 3, "{output}");
        assert_eq!(lines[0], "ok");
        assert!(lines[1].starts_with("error "));
        assert_eq!(lines[2], "turn orange");
    }
}
