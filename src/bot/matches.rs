//! Matches: games between two players, levels of this bot, reference
//! opponents or other engines spoken to through the engine protocol, with
//! colours alternating.

use std::{
    fmt,
    io::{self, BufRead, BufReader, Write},
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
    str::FromStr,
    sync::{
        atomic::{AtomicU32, Ordering},
        mpsc,
    },
    thread,
    time::{Duration, Instant},
};

use rand::{rngs::StdRng, SeedableRng};

use super::{choose, choose_classic, choose_mcts, reference, Level, Limits, Tally};
use crate::games::{random_game, AnyGame, AnyMove, GameKind, Outcome, Rules, Seat};

/// Who plays one side of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// Uniformly random legal moves.
    Random,
    /// The one-ply greedy player ([`reference::greedy_move`]).
    Greedy,
    /// This bot at a level.
    Level(Level),
    /// The strongest level as it was before its search kept tables and
    /// evaluated faster ([`super::choose_classic`]), for measuring the
    /// strongest against.
    Classic,
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
            Player::Classic => f.write_str("classic"),
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
            "classic" => Ok(Player::Classic),
            s => match s.strip_prefix("engine:") {
                Some(command) if !command.trim().is_empty() => {
                    Ok(Player::Engine(command.trim().to_owned()))
                }
                _ => s.parse().map(Player::Level).map_err(|_| {
                    format!("unknown player `{s}`: expected random, greedy, 1, 2, 3 (or beginner, intermediate, strongest), classic, mcts or engine:COMMAND")
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
    /// Random plies each game starts with, the same for games `2k` and
    /// `2k + 1` (the players swap colours over one opening): searches
    /// without noise would otherwise play the same two games again and
    /// again, and a match would measure nothing but them.
    pub opening_plies: usize,
}

/// How one game of a match ended, from the first player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

/// The time one player spent choosing its moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Thinking {
    /// Moves chosen.
    pub moves: u32,
    /// Their time together.
    pub total: Duration,
    /// The longest any one took.
    pub longest: Duration,
}

impl Thinking {
    fn record(&mut self, took: Duration) {
        self.add(Thinking {
            moves: 1,
            total: took,
            longest: took,
        });
    }

    /// Both counts as one.
    pub fn add(&mut self, other: Thinking) {
        self.moves += other.moves;
        self.total += other.total;
        self.longest = self.longest.max(other.longest);
    }

    /// The mean time of a move; `None` before any.
    #[must_use]
    pub fn mean(self) -> Option<Duration> {
        (self.moves > 0).then(|| self.total / self.moves)
    }
}

impl fmt::Display for Thinking {
    /// `512 moves, mean 998 ms, longest 1012 ms`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} moves, mean {:.1} ms, longest {:.1} ms",
            self.moves,
            self.mean().unwrap_or_default().as_secs_f64() * 1000.0,
            self.longest.as_secs_f64() * 1000.0
        )
    }
}

/// One finished game of a match.
#[derive(Clone, Debug)]
pub struct Played {
    /// Its index in the match, from 0.
    pub index: u32,
    /// The first player's seat in it.
    pub a_seat: Seat,
    /// The result for the first player.
    pub result: GameResult,
    /// The final position, with its moves.
    pub game: AnyGame,
    /// The time the first and the second player took.
    pub thinking: [Thinking; 2],
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

    /// Sends `line` and reads the answer, passing over the `info` lines a
    /// `go` may print before it (an engine that reports its search is
    /// welcome; the match needs only its move).
    fn ask(&mut self, line: &str) -> io::Result<String> {
        writeln!(self.input, "{line}")?;
        self.input.flush()?;
        loop {
            let mut answer = String::new();
            if self.output.read_line(&mut answer)? == 0 {
                return Err(io::Error::new(
                    io::ErrorKind::UnexpectedEof,
                    "the engine stopped answering",
                ));
            }
            if !answer.starts_with("info ") {
                return Ok(answer.trim_end().to_owned());
            }
        }
    }

    /// The engine's move in `game`, which it is told from the start.
    fn choose(&mut self, kind: GameKind, game: &AnyGame, limits: Limits) -> io::Result<AnyMove> {
        let new = format!("new {}", kind.protocol_name());
        let mut expect_ok = |line: &str| match self.ask(line)? {
            answer if answer == "ok" => Ok(()),
            answer => Err(io::Error::other(format!("`{line}` answered `{answer}`"))),
        };
        expect_ok(&new)?;
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
            Side::Local(Player::Classic, _) => {
                choose_classic(game, settings.limits, seed).map(|found| found.mv)
            }
            Side::Local(Player::Mcts, _) => {
                choose_mcts(game, settings.limits, seed).map(|found| found.mv)
            }
            Side::Local(Player::Engine(_), _) => None,
            Side::Engine(engine) => Some(engine.choose(settings.kind, game, settings.limits)?),
        })
    }
}

/// Plays game `index` of a match between `a` and `b`.
///
/// # Errors
/// An engine could not be started or stopped answering. An engine that
/// answers an illegal move loses the game instead.
pub fn play_game(
    settings: &MatchSettings,
    a: &Player,
    b: &Player,
    index: u32,
) -> io::Result<Played> {
    let seed = settings.seed.wrapping_add(u64::from(index));
    let a_seat = if index.is_multiple_of(2) {
        Seat::First
    } else {
        Seat::Second
    };
    let mut sides = [Side::new(a, seed)?, Side::new(b, seed ^ 0x5eed)?];
    let mut thinking = [Thinking::default(); 2];
    let mut game = opening(settings, index);
    let result_for = |winner: Seat| {
        if winner == a_seat {
            GameResult::Win
        } else {
            GameResult::Loss
        }
    };
    let result = loop {
        if game.ply() >= settings.max_plies {
            break GameResult::Draw;
        }
        if let Some(outcome) = game.outcome() {
            break match outcome {
                Outcome::Win(winner) => result_for(winner),
                Outcome::Draw => GameResult::Draw,
            };
        }
        let mover = game.turn();
        let player = usize::from(mover != a_seat);
        let move_seed = seed.wrapping_mul(1000).wrapping_add(game.ply() as u64);
        let started = Instant::now();
        let chosen = sides[player].choose(settings, &game, move_seed);
        thinking[player].record(started.elapsed());
        let chosen = match chosen {
            Ok(chosen) => chosen,
            Err(error) if error.kind() == io::ErrorKind::Other => {
                eprintln!("game {index}: {error}: forfeit");
                break result_for(mover.other());
            }
            Err(error) => return Err(error),
        };
        match chosen.map(|mv| game.play(mv)) {
            Some(Ok(())) => {}
            _ => break result_for(mover.other()),
        }
    };
    Ok(Played {
        index,
        a_seat,
        result,
        game,
        thinking,
    })
}

/// The position game `index` of a match starts from: the start, or the
/// random opening it shares with the other game of its pair.
fn opening(settings: &MatchSettings, index: u32) -> AnyGame {
    if settings.opening_plies == 0 {
        return settings.kind.start();
    }
    let pair = settings.seed.wrapping_add(u64::from(index / 2));
    random_game(settings.kind, settings.opening_plies, pair)
}

/// What a whole match came to: the tally for the first player and the
/// time each player took.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchResult {
    pub tally: Tally,
    pub thinking: [Thinking; 2],
}

/// Plays a whole match, `jobs` games at a time (each on a thread of its
/// own), calling `each` as every game ends, in the order they end, with the
/// game and the result so far.
///
/// # Errors
/// As [`play_game`]; the games under way then finish, and no new one starts.
pub fn play_match(
    settings: &MatchSettings,
    a: &Player,
    b: &Player,
    jobs: usize,
    mut each: impl FnMut(&Played, &MatchResult),
) -> io::Result<MatchResult> {
    let next = AtomicU32::new(0);
    let (sender, receiver) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, settings.games.max(1) as usize) {
            let (sender, next) = (sender.clone(), &next);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= settings.games {
                    break;
                }
                let played = play_game(settings, a, b, index);
                let failed = played.is_err();
                // A closed channel means the match gave up on an error.
                if sender.send(played).is_err() || failed {
                    break;
                }
            });
        }
        drop(sender);
        let mut so_far = MatchResult::default();
        for played in receiver {
            let played = played?;
            match played.result {
                GameResult::Win => so_far.tally.wins += 1,
                GameResult::Draw => so_far.tally.draws += 1,
                GameResult::Loss => so_far.tally.losses += 1,
            }
            for (total, game) in so_far.thinking.iter_mut().zip(played.thinking) {
                total.add(game);
            }
            each(&played, &so_far);
        }
        Ok(so_far)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_from_text() {
        assert_eq!("random".parse(), Ok(Player::Random));
        assert_eq!("greedy".parse(), Ok(Player::Greedy));
        assert_eq!("mcts".parse(), Ok(Player::Mcts));
        assert_eq!("classic".parse(), Ok(Player::Classic));
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
            kind: crate::games::boop::STANDARD,
            games: 2,
            limits: Limits::nodes(200),
            max_plies: 400,
            seed: 3,
            opening_plies: 0,
        };
        let mut seen = Vec::new();
        let result = play_match(
            &settings,
            &Player::Level(Level::Beginner),
            &Player::Random,
            1,
            |played, _| seen.push((played.index, played.a_seat, played.game.clone())),
        )
        .unwrap();
        assert_eq!(result.tally.games(), 2);
        let mut seats: Vec<(u32, Seat)> = seen
            .iter()
            .map(|(index, seat, _)| (*index, *seat))
            .collect();
        seats.sort_unstable();
        assert_eq!(seats, [(0, Seat::First), (1, Seat::Second)]);
        // Every move is timed, on the side that made it.
        let moves: usize = seen.iter().map(|(_, _, game)| game.history().len()).sum();
        let timed = result.thinking[0].moves + result.thinking[1].moves;
        assert_eq!(timed as usize, moves);
        assert!(result.thinking[0].longest >= result.thinking[0].mean().unwrap());
    }

    #[test]
    fn games_played_side_by_side_count_as_the_same_games_in_turn() {
        let settings = MatchSettings {
            kind: crate::games::boop::STANDARD,
            games: 5,
            limits: Limits::nodes(300),
            max_plies: 400,
            seed: 11,
            opening_plies: 0,
        };
        let (a, b) = (Player::Level(Level::Beginner), Player::Greedy);
        let histories = |jobs| {
            let mut games = Vec::new();
            let result = play_match(&settings, &a, &b, jobs, |played, _| {
                games.push((played.index, played.result, played.game.history()));
            })
            .unwrap();
            games.sort_by_key(|game| game.0);
            (result.tally, games)
        };
        assert_eq!(histories(1), histories(3));
    }

    #[test]
    fn each_pair_of_games_shares_its_random_opening() {
        let settings = MatchSettings {
            kind: crate::games::boop::STANDARD,
            games: 4,
            limits: Limits::nodes(200),
            max_plies: 400,
            seed: 5,
            opening_plies: 4,
        };
        let first_moves = |index| opening(&settings, index).history()[..4].to_vec();
        assert_eq!(opening(&settings, 0).ply(), 4);
        assert_eq!(first_moves(0), first_moves(1));
        assert_ne!(first_moves(1), first_moves(2));
        assert_eq!(first_moves(2), first_moves(3));
    }
}
