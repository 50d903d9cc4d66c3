//! Matches: games between two players, levels of this bot, reference
//! opponents or other engines spoken to through the engine protocol, with
//! colours alternating.

use std::{
    fmt,
    io::{self, BufRead, BufReader, Write},
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
    str::FromStr,
};

use rand::{rngs::StdRng, SeedableRng};

use super::{choose, choose_mcts, reference, Level, Limits, Tally};
use crate::games::{AnyGame, AnyMove, GameKind, Outcome, Rules, Seat};

/// Who plays one side of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// Uniformly random legal moves.
    Random,
    /// The one-ply greedy player ([`reference::greedy_move`]).
    Greedy,
    /// This bot at a level.
    Level(Level),
    /// The Monte Carlo tree search ([`super::choose_mcts`]), measured
    /// against the levels' searches.
    Mcts,
    /// Another program speaking the engine protocol, started with `sh -c`.
    Engine(String),
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Level(level) => write!(f, "level {} ({level})", level.number()),
            Player::Mcts => f.write_str("mcts"),
            Player::Engine(command) => write!(f, "engine `{command}`"),
        }
    }
}

impl FromStr for Player {
    type Err = String;

    /// `random`, `greedy`, a level (`1`–`3` or its name), `mcts`, or
    /// `engine:COMMAND`.
    fn from_str(s: &str) -> Result<Player, String> {
        match s.trim() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            "mcts" => Ok(Player::Mcts),
            s => match s.strip_prefix("engine:") {
                Some(command) if !command.trim().is_empty() => {
                    Ok(Player::Engine(command.trim().to_owned()))
                }
                _ => s.parse().map(Player::Level).map_err(|_| {
                    format!("unknown player `{s}`: expected random, greedy, 1, 2, 3 (or beginner, intermediate, strongest), mcts or engine:COMMAND")
                }),
            },
        }
    }
}

/// How a match is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchSettings {
    /// The game.
    pub kind: GameKind,
    /// Games to play; the first player takes the first seat in even-numbered
    /// games (0, 2, …) and the second seat in the others.
    pub games: u32,
    /// Each move's search limits (levels and engines).
    pub limits: Limits,
    /// Past this many plies a game is adjudicated a draw: neither game has
    /// a rule that ends endless play.
    pub max_plies: usize,
    /// The seed of game `i` is `seed + i`.
    pub seed: u64,
}

/// How one game of a match ended, from the first player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

/// One side of a game in progress.
enum Side {
    Local(Player, Box<StdRng>),
    Engine(Engine),
}

/// A running engine program.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(command: &str) -> io::Result<Engine> {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(io::Error::other("the engine's pipes were not opened"));
        };
        Ok(Engine {
            child,
            input,
            output: BufReader::new(output),
        })
    }

    fn ask(&mut self, line: &str) -> io::Result<String> {
        writeln!(self.input, "{line}")?;
        self.input.flush()?;
        let mut answer = String::new();
        if self.output.read_line(&mut answer)? == 0 {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the engine stopped answering",
            ));
        }
        Ok(answer.trim_end().to_owned())
    }

    /// The engine's move in `game`, which it is told from the start.
    fn choose(&mut self, kind: GameKind, game: &AnyGame, limits: Limits) -> io::Result<AnyMove> {
        let new = match kind {
            GameKind::PunctStandard => "new punct standard",
            GameKind::PunctBasic => "new punct basic",
            GameKind::Boop => "new boop",
        };
        let mut expect_ok = |line: &str| match self.ask(line)? {
            answer if answer == "ok" => Ok(()),
            answer => Err(io::Error::other(format!("`{line}` answered `{answer}`"))),
        };
        expect_ok(new)?;
        for mv in game.history() {
            expect_ok(&format!("play {mv}"))?;
        }
        let go = match limits {
            Limits {
                nodes: Some(nodes), ..
            } => format!("go nodes {nodes}"),
            Limits {
                movetime: Some(movetime),
                ..
            } => format!("go movetime {}", movetime.as_millis()),
            _ => "go movetime 1000".to_owned(),
        };
        let answer = self.ask(&go)?;
        answer
            .strip_prefix("bestmove ")
            .and_then(|text| game.parse_move(text).ok())
            .filter(|&mv| game.clone().play(mv).is_ok())
            .ok_or_else(|| io::Error::other(format!("`{go}` answered `{answer}`")))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

impl Side {
    fn new(player: &Player, seed: u64) -> io::Result<Side> {
        Ok(match player {
            Player::Engine(command) => Side::Engine(Engine::start(command)?),
            local => Side::Local(local.clone(), Box::new(StdRng::seed_from_u64(seed))),
        })
    }

    fn choose(
        &mut self,
        settings: &MatchSettings,
        game: &AnyGame,
        seed: u64,
    ) -> io::Result<Option<AnyMove>> {
        Ok(match self {
            Side::Local(Player::Random, rng) => reference::random_move(game, rng),
            Side::Local(Player::Greedy, rng) => reference::greedy_move(game, rng),
            Side::Local(Player::Level(level), _) => {
                choose(game, *level, settings.limits, seed).map(|found| found.mv)
            }
            Side::Local(Player::Mcts, _) => {
                choose_mcts(game, settings.limits, seed).map(|found| found.mv)
            }
            Side::Local(Player::Engine(_), _) => None,
            Side::Engine(engine) => Some(engine.choose(settings.kind, game, settings.limits)?),
        })
    }
}

/// Plays game `index` of a match between `a` and `b`; returns the result
/// for `a` and the moves.
///
/// # Errors
/// An engine could not be started or stopped answering. An engine that
/// answers an illegal move loses the game instead.
pub fn play_game(
    settings: &MatchSettings,
    a: &Player,
    b: &Player,
    index: u32,
) -> io::Result<(GameResult, AnyGame)> {
    let seed = settings.seed.wrapping_add(u64::from(index));
    let a_seat = if index.is_multiple_of(2) {
        Seat::First
    } else {
        Seat::Second
    };
    let mut sides = [Side::new(a, seed)?, Side::new(b, seed ^ 0x5eed)?];
    let mut game = settings.kind.start();
    let result_for = |winner: Seat| {
        if winner == a_seat {
            GameResult::Win
        } else {
            GameResult::Loss
        }
    };
    while game.ply() < settings.max_plies {
        if let Some(outcome) = game.outcome() {
            return Ok((
                match outcome {
                    Outcome::Win(winner) => result_for(winner),
                    Outcome::Draw => GameResult::Draw,
                },
                game,
            ));
        }
        let mover = game.turn();
        let side = &mut sides[usize::from(mover != a_seat)];
        let move_seed = seed.wrapping_mul(1000).wrapping_add(game.ply() as u64);
        let chosen = match side.choose(settings, &game, move_seed) {
            Ok(chosen) => chosen,
            Err(error) if error.kind() == io::ErrorKind::Other => {
                eprintln!("game {index}: {error}: forfeit");
                return Ok((result_for(mover.other()), game));
            }
            Err(error) => return Err(error),
        };
        match chosen.map(|mv| game.play(mv)) {
            Some(Ok(())) => {}
            _ => return Ok((result_for(mover.other()), game)),
        }
    }
    Ok((GameResult::Draw, game))
}

/// Plays a whole match, calling `each` after every game with its index,
/// result and final position; returns the tally for `a`.
///
/// # Errors
/// As [`play_game`].
pub fn play_match(
    settings: &MatchSettings,
    a: &Player,
    b: &Player,
    mut each: impl FnMut(u32, GameResult, &AnyGame, Tally),
) -> io::Result<Tally> {
    let mut tally = Tally::default();
    for index in 0..settings.games {
        let (result, game) = play_game(settings, a, b, index)?;
        match result {
            GameResult::Win => tally.wins += 1,
            GameResult::Draw => tally.draws += 1,
            GameResult::Loss => tally.losses += 1,
        }
        each(index, result, &game, tally);
    }
    Ok(tally)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_from_text() {
        assert_eq!("random".parse(), Ok(Player::Random));
        assert_eq!("greedy".parse(), Ok(Player::Greedy));
        assert_eq!("mcts".parse(), Ok(Player::Mcts));
        assert_eq!("3".parse(), Ok(Player::Level(Level::Strongest)));
        assert_eq!("beginner".parse(), Ok(Player::Level(Level::Beginner)));
        assert_eq!(
            "engine: ./other engine".parse(),
            Ok(Player::Engine("./other engine".into()))
        );
        assert!("engine:".parse::<Player>().is_err());
        assert!("grandmaster".parse::<Player>().is_err());
    }

    #[test]
    fn a_short_boop_match_alternates_colours_and_counts_every_game() {
        let settings = MatchSettings {
            kind: GameKind::Boop,
            games: 2,
            limits: Limits::nodes(200),
            max_plies: 400,
            seed: 3,
        };
        let mut seats = Vec::new();
        let tally = play_match(
            &settings,
            &Player::Level(Level::Beginner),
            &Player::Random,
            |index, _, game, _| seats.push((index, game.history().len())),
        )
        .unwrap();
        assert_eq!(tally.games(), 2);
        assert_eq!(seats.len(), 2);
    }
}
