//! Animated replays: a GIF of a whole game, one frame per ply, each frame
//! the board picture after that ply (its last move marked), the last one the
//! game's final picture, held longer.
//!
//! A replay is half the size of the board pictures unless asked for
//! another, each frame drawn at that size (not drawn at full size and
//! shrunk). Every frame shares one palette (see `colours`) and holds only
//! what changed since the frame before (see `frames`). A GIF larger than
//! the limit is made again smaller (a third, a quarter of the size), and at
//! the smallest size, showing fewer plies (every second, fourth, …): a long
//! game plays faster rather than fail.
//!
//! With the game's analysis, the frame after each marked move says its
//! mark (`??`) and the better move in its caption ([`MoveMark`]).

mod colours;
mod frames;

use std::{fmt, time::Duration};

use gif::Frame;

pub use self::colours::palette;
use self::frames::{FrameMaker, GifWriter};
use super::{mark_colour, picture_at, redraw, Captioned, Finish, Word, Words};
use crate::{
    bot::analysis::Mark,
    games::{AnyGame, AnyIllegalMove, AnyMove, ByColor, GameKind, Phrase, Rules},
};

/// How a replay is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayOptions {
    /// How long each ply is shown.
    pub ply_delay: Duration,
    /// How long the final picture is held before the replay starts again.
    pub final_hold: Duration,
    /// The largest GIF allowed, in bytes.
    pub max_bytes: usize,
    /// The largest size tried first, as how many times smaller than the
    /// board pictures (1: as large; 2, 3 or 4). By default 2: Discord
    /// shows a GIF in the chat at most about 550 pixels wide, which half
    /// the board pictures' 1,200 already fill, and a quarter of the pixels
    /// takes about half the time to draw and encode and half the bytes.
    pub largest: u32,
    /// Threads drawing frames at once (the file is the same for any
    /// number): by default one per core, at most [`MAX_THREADS`].
    pub threads: usize,
}

/// Threads one replay uses by default at most, so that one replay cannot
/// take every core of a big machine.
pub const MAX_THREADS: usize = 4;

/// The size replays are drawn at unless asked for another: half the board
/// pictures'.
const DEFAULT_LARGEST: u32 = 2;

/// Discord's attachment limit without boosts.
pub const DISCORD_MAX_BYTES: usize = 8 * 1024 * 1024;

impl Default for ReplayOptions {
    fn default() -> ReplayOptions {
        ReplayOptions {
            ply_delay: Duration::from_millis(700),
            final_hold: Duration::from_secs(3),
            max_bytes: DISCORD_MAX_BYTES,
            largest: DEFAULT_LARGEST,
            threads: std::thread::available_parallelism()
                .map_or(1, std::num::NonZero::get)
                .min(MAX_THREADS),
        }
    }
}

/// A move the analysis marked, as its replay frame shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveMark {
    /// Moves played before it: the frame after `ply + 1` plies shows it.
    pub ply: usize,
    pub mark: Mark,
    /// The better move, in the game's notation.
    pub better: String,
}

/// An animated replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The GIF file.
    pub gif: Vec<u8>,
    /// Its width and height in pixels.
    pub size: (u16, u16),
    /// How many times smaller than the board pictures it is (1: as large).
    pub divisor: u32,
    /// How many plies each frame moves on: 1, unless the game was too long
    /// for the size limit even at the smallest size.
    pub plies_per_frame: usize,
    /// The number of frames.
    pub frames: usize,
}

/// Why no replay was made.
#[derive(Debug)]
pub enum ReplayError {
    /// Move `ply` (counted from 1) is illegal in the game so far.
    Illegal { ply: usize, reason: AnyIllegalMove },
    /// Even the final picture alone at the smallest size is over the limit.
    TooLarge { bytes: usize },
    /// The GIF encoder failed (it writes to memory, so this is a bug).
    Encoding(gif::EncodingError),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Illegal { ply, reason } => write!(f, "move {ply} is illegal: {reason}"),
            ReplayError::TooLarge { bytes } => {
                write!(f, "the smallest replay takes {bytes} bytes, over the limit")
            }
            ReplayError::Encoding(error) => write!(f, "GIF encoding failed: {error}"),
        }
    }
}

impl std::error::Error for ReplayError {}

impl From<gif::EncodingError> for ReplayError {
    fn from(error: gif::EncodingError) -> ReplayError {
        ReplayError::Encoding(error)
    }
}

/// The sizes tried, largest first, as divisors of the board pictures' size.
const DIVISORS: [u32; 4] = [1, 2, 3, 4];

/// An animated GIF of the game of `kind` that played `moves`: the start,
/// then one frame per ply (a boop. turn with its choice is one ply), the
/// last one the final picture (with `finish`, as [`super::final_png`]
/// draws it) held for `options.final_hold`.
///
/// It blocks its caller while it draws on `options.threads` threads (well
/// under a second for a few hundred plies on two cores): from async code
/// call it through `tokio::task::spawn_blocking`.
///
/// # Errors
/// A move is illegal, or the game cannot fit the size limit even at the
/// smallest size showing only its final picture.
pub fn replay_gif(
    kind: GameKind,
    moves: &[AnyMove],
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
    options: &ReplayOptions,
) -> Result<Replay, ReplayError> {
    marked_replay_gif(kind, moves, players, words, finish, &[], options)
}

/// [`replay_gif`] with the analysis's `marks`: each marked move's frame
/// says its mark and the better move in its caption. (A game too long to
/// show every ply shows the marks of the plies it shows.)
///
/// # Errors
/// As [`replay_gif`].
pub fn marked_replay_gif(
    kind: GameKind,
    moves: &[AnyMove],
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
    marks: &[MoveMark],
    options: &ReplayOptions,
) -> Result<Replay, ReplayError> {
    // Check every move once, before drawing anything.
    let mut game = kind.start();
    for (index, &mv) in moves.iter().enumerate() {
        game.play(mv).map_err(|reason| ReplayError::Illegal {
            ply: index + 1,
            reason,
        })?;
    }
    let smallest = DIVISORS[DIVISORS.len() - 1];
    let attempts = DIVISORS
        .iter()
        .filter(|&&divisor| divisor >= options.largest.min(smallest))
        .map(|&divisor| (divisor, 1))
        .chain((1..).map(|doubling| (smallest, 1usize << doubling)));
    let mut last_len = 0;
    for (divisor, step) in attempts {
        if step > 1 && step / 2 > moves.len() {
            // Only the start and the end are left: nothing smaller to try.
            break;
        }
        let cast = Cast {
            players,
            words,
            marks,
        };
        let frames = frames(kind, moves, &cast, finish, options, divisor, step)?;
        match frames {
            Ok(frames) => return Ok(frames),
            Err(len) => last_len = len,
        }
    }
    Err(ReplayError::TooLarge { bytes: last_len })
}

/// Who plays, the words the pictures say them in, and the moves marked.
struct Cast<'a> {
    players: &'a ByColor<String>,
    words: &'a dyn Words,
    marks: &'a [MoveMark],
}

/// What every run of frames of one replay shares.
struct Film<'a> {
    kind: GameKind,
    moves: &'a [AnyMove],
    players: &'a ByColor<String>,
    words: &'a dyn Words,
    marks: &'a [MoveMark],
    finish: Option<&'a Finish>,
    /// The pictures' size, the GIF's.
    size: (u16, u16),
    /// How many times smaller than the board pictures they are drawn.
    divisor: u32,
    /// Hundredths of a second each ply and the final picture are shown.
    ply_delay: u16,
    final_hold: u16,
    max_bytes: usize,
}

/// One attempt at a size (`divisor`) and pace (`step` plies a frame):
/// `Ok(Err(bytes))` if it is over the limit. The frames are made in runs
/// of consecutive plies on `options.threads` threads; the file is the same
/// as one thread would write.
fn frames(
    kind: GameKind,
    moves: &[AnyMove],
    cast: &Cast,
    finish: Option<&Finish>,
    options: &ReplayOptions,
    divisor: u32,
    step: usize,
) -> Result<Result<Replay, usize>, ReplayError> {
    let film = Film {
        kind,
        moves,
        players: cast.players,
        words: cast.words,
        marks: cast.marks,
        finish,
        size: {
            let (width, height) =
                picture_at(&kind.start(), cast.players, cast.words, None, divisor)
                    .image()
                    .dimensions();
            (width as u16, height as u16)
        },
        divisor,
        ply_delay: centiseconds(options.ply_delay),
        final_hold: centiseconds(options.final_hold),
        max_bytes: options.max_bytes,
    };
    // The plies shown: every `step`-th, and the last.
    let shown: Vec<usize> = (0..=moves.len())
        .filter(|&ply| ply % step == 0 || ply == moves.len())
        .collect();
    let runs = film.runs_on_threads(&shown, options.threads);
    let size = film.size;
    let mut gif = GifWriter::new(size)?;
    let mut bytes = 0;
    for run in runs {
        let run = match run {
            Ok(run) => run,
            Err(len) => return Ok(Err(bytes + len)),
        };
        for frame in &run {
            gif.write(frame)?;
            bytes += frame.buffer.len();
        }
    }
    let count = gif.count();
    let gif = gif.finish()?;
    if gif.len() > options.max_bytes {
        return Ok(Err(gif.len()));
    }
    Ok(Ok(Replay {
        gif,
        size,
        divisor,
        plies_per_frame: step,
        frames: count,
    }))
}

/// Runs each thread takes on average: a game's later plies cost more to
/// draw (more pieces), so many short runs shared out as threads come free
/// keep every thread busy to the end.
const RUNS_PER_THREAD: usize = 4;
/// Frames in a run at least: each run but the first starts by drawing the
/// picture before it once more.
const MIN_RUN: usize = 16;

/// What a run of frames came to: its frames, or its bytes once over the
/// limit.
type Run = Result<Vec<Frame<'static>>, usize>;

impl Film<'_> {
    /// The frames of the `shown` plies, in order, in runs made on `threads`
    /// threads.
    fn runs_on_threads(&self, shown: &[usize], threads: usize) -> Vec<Run> {
        let threads = threads.clamp(1, shown.len());
        let count = (threads * RUNS_PER_THREAD)
            .min(shown.len().div_ceil(MIN_RUN))
            .max(threads.min(shown.len()));
        let length = shown.len().div_ceil(count);
        let runs: Vec<(Option<usize>, &[usize])> = shown
            .chunks(length)
            .enumerate()
            .map(|(index, plies)| {
                (
                    index.checked_sub(1).map(|_| shown[index * length - 1]),
                    plies,
                )
            })
            .collect();
        let next = std::sync::atomic::AtomicUsize::new(0);
        let mut made: Vec<(usize, Run)> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut made = Vec::new();
                        loop {
                            let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            let Some(&(before, plies)) = runs.get(index) else {
                                return made;
                            };
                            made.push((index, self.run(before, plies)));
                        }
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|handle| handle.join().expect("drawing a frame does not panic"))
                .collect()
        });
        made.sort_unstable_by_key(|(index, _)| *index);
        made.into_iter().map(|(_, run)| run).collect()
    }

    /// The frames of `plies` (consecutive shown plies), compressed; `before`
    /// is the ply shown just before them, if any. `Err(bytes)` as soon as
    /// they alone are over the limit.
    fn run(&self, before: Option<usize>, plies: &[usize]) -> Run {
        let mut game: AnyGame = self.kind.start();
        let mut played = 0;
        let mut advance = |game: &mut AnyGame, to: usize| {
            for &mv in &self.moves[played..to] {
                game.play(mv).expect("the moves were checked before");
            }
            played = to;
        };
        // Two pictures, drawn into in turn: the one being drawn and the one
        // before it, which the frame is told apart from.
        let mut pictures = [
            picture_at(&game, self.players, self.words, None, self.divisor),
            picture_at(&game, self.players, self.words, None, self.divisor),
        ];
        let mut maker = FrameMaker::new(self.size);
        if let Some(before) = before {
            advance(&mut game, before);
            // As its own frame showed it (its mark too): the next frame
            // is told apart from it. (It is never the last.)
            let words = self.words_at(before);
            redraw(&mut pictures[1], &game, self.players, &words, None);
            maker.show(&pictures[1]);
        }
        let mut frames = Vec::with_capacity(plies.len());
        let mut bytes = 0;
        for &ply in plies {
            advance(&mut game, ply);
            let (finish, delay) = if ply == self.moves.len() {
                (self.finish, self.final_hold)
            } else {
                (None, self.ply_delay)
            };
            let [current, previous] = &mut pictures;
            redraw(current, &game, self.players, &self.words_at(ply), finish);
            let previous = (before.is_some() || !frames.is_empty()).then_some(&*previous);
            let frame = maker.frame(current, previous, delay);
            bytes += frame.buffer.len();
            frames.push(frame);
            pictures.swap(0, 1);
            if bytes > self.max_bytes {
                return Err(bytes);
            }
        }
        Ok(frames)
    }
}

impl Film<'_> {
    /// The words of the frame after `ply` plies: the caption says the
    /// mark of the move just played, if it has one.
    fn words_at(&self, ply: usize) -> impl Words + '_ {
        let mark = self.marks.iter().find(|mark| mark.ply + 1 == ply);
        Captioned {
            words: self.words,
            caption: move |words: &dyn Words, phrase: Phrase| {
                let caption = words.say(Word::Caption(phrase));
                match mark {
                    Some(mark) => words.say(Word::MarkedCaption {
                        caption,
                        mark: mark.mark,
                        better: mark.better.clone(),
                    }),
                    None => caption,
                }
            },
            // The mark's colour, as the analysis chart dots it.
            colour: mark.map(|mark| mark_colour(mark.mark)),
        }
    }
}

/// A duration in the GIF's hundredths of a second.
fn centiseconds(duration: Duration) -> u16 {
    (duration.as_millis() / 10).min(u128::from(u16::MAX)) as u16
}
