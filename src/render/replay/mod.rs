//! Animated replays: a GIF of a whole game, one frame per ply, each frame
//! the board picture after that ply (its last move marked), the last one the
//! game's final picture, held longer.
//!
//! Every frame shares one palette (see `colours`) and holds only what
//! changed since the frame before (see `frames`). A GIF larger than the
//! limit is made again smaller (half, a third, a quarter of the size), and
//! at the smallest size, showing fewer plies (every second, fourth, …):
//! a long game plays faster rather than fail.

mod colours;
mod frames;

use std::{fmt, time::Duration};

pub use self::colours::palette;
use self::frames::Frames;
use super::{picture, redraw, Finish};
use crate::games::{AnyGame, AnyIllegalMove, AnyMove, ByColor, GameKind, Rules};

/// How a replay is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayOptions {
    /// How long each ply is shown.
    pub ply_delay: Duration,
    /// How long the final picture is held before the replay starts again.
    pub final_hold: Duration,
    /// The largest GIF allowed, in bytes.
    pub max_bytes: usize,
}

/// Discord's attachment limit without boosts.
pub const DISCORD_MAX_BYTES: usize = 8 * 1024 * 1024;

impl Default for ReplayOptions {
    fn default() -> ReplayOptions {
        ReplayOptions {
            ply_delay: Duration::from_millis(700),
            final_hold: Duration::from_secs(3),
            max_bytes: DISCORD_MAX_BYTES,
        }
    }
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
/// It takes about a second for a few hundred plies and runs synchronously:
/// from async code call it through `tokio::task::spawn_blocking`.
///
/// # Errors
/// A move is illegal, or the game cannot fit the size limit even at the
/// smallest size showing only its final picture.
pub fn replay_gif(
    kind: GameKind,
    moves: &[AnyMove],
    players: &ByColor<String>,
    finish: Option<&Finish>,
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
        .map(|&divisor| (divisor, 1))
        .chain((1..).map(|doubling| (smallest, 1usize << doubling)));
    let mut last_len = 0;
    for (divisor, step) in attempts {
        if step > 1 && step / 2 > moves.len() {
            // Only the start and the end are left: nothing smaller to try.
            break;
        }
        let frames = frames(kind, moves, players, finish, options, divisor, step)?;
        match frames {
            Ok(frames) => return Ok(frames),
            Err(len) => last_len = len,
        }
    }
    Err(ReplayError::TooLarge { bytes: last_len })
}

/// One attempt at a size (`divisor`) and pace (`step` plies a frame):
/// `Ok(Err(bytes))` as soon as it is over the limit.
fn frames(
    kind: GameKind,
    moves: &[AnyMove],
    players: &ByColor<String>,
    finish: Option<&Finish>,
    options: &ReplayOptions,
    divisor: u32,
    step: usize,
) -> Result<Result<Replay, usize>, ReplayError> {
    let mut game: AnyGame = kind.start();
    // Two pictures, drawn into in turn: the one being drawn and the one
    // before it, which the frame is told apart from.
    let mut pictures = [picture(&game, players, None), picture(&game, players, None)];
    let size = pictures[0].image().dimensions();
    let mut frames = Frames::new(size, divisor)?;
    let (ply_delay, final_hold) = (
        centiseconds(options.ply_delay),
        centiseconds(options.final_hold),
    );
    for ply in 0..=moves.len() {
        if ply > 0 {
            game.play(moves[ply - 1])
                .expect("the moves were checked before");
        }
        let last = ply == moves.len();
        if !last && ply % step != 0 {
            continue;
        }
        let (finish, delay) = if last {
            (finish, final_hold)
        } else {
            (None, ply_delay)
        };
        let [current, previous] = &mut pictures;
        redraw(current, &game, players, finish);
        let previous = (frames.count() > 0).then_some(&*previous);
        frames.push(current, previous, delay)?;
        pictures.swap(0, 1);
        if frames.len() > options.max_bytes {
            return Ok(Err(frames.len()));
        }
    }
    let (count, size) = (frames.count(), frames.size());
    let gif = frames.finish()?;
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

/// A duration in the GIF's hundredths of a second.
fn centiseconds(duration: Duration) -> u16 {
    (duration.as_millis() / 10).min(u128::from(u16::MAX)) as u16
}
