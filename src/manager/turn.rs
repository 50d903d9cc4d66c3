//! From what a player typed to a whole turn, through the `Rules` interface
//! only: a boop turn may take two steps (place, then choose among the
//! options the rules leave), which the legal move list reveals — every legal
//! turn that starts with the placement and `/` is one option.

use crate::games::{AnyGame, AnyIllegalMove, GameKind, Rules};

/// What a typed move leads to.
#[derive(Debug)]
pub(crate) enum Step {
    /// A whole turn: the position after it and its canonical notation.
    Play {
        /// Boxed: a PÜNCT position is large, a pending choice small.
        after: Box<AnyGame>,
        notation: String,
    },
    /// A boop placement that needs its mover's choice among `options`.
    Choose {
        placement: String,
        options: Vec<String>,
    },
}

/// Plays `text` on a copy of `game`; the copy is returned only if legal.
pub(crate) fn play(game: &AnyGame, text: &str) -> Result<(AnyGame, String), AnyIllegalMove> {
    let mut after = game.clone();
    let notation = after.play_text(text)?;
    Ok((after, notation))
}

/// The boop placement in canonical case: `kC3` → `Kc3`.
fn canonical_placement(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first
            .to_uppercase()
            .chain(chars.flat_map(char::to_lowercase))
            .collect()
    })
}

/// The options (suffixes after `/`) that complete `placement` in `game`.
pub(crate) fn options(game: &AnyGame, placement: &str) -> Vec<String> {
    let prefix = format!("{placement}/");
    game.legal_move_texts()
        .into_iter()
        .filter_map(|turn| turn.strip_prefix(&prefix).map(str::to_owned))
        .collect()
}

/// What `text` means in `game`.
pub(crate) fn resolve(kind: GameKind, game: &AnyGame, text: &str) -> Result<Step, AnyIllegalMove> {
    let text = text.trim();
    if kind == GameKind::Boop && !text.contains('/') {
        let placement = canonical_placement(text);
        let mut options = options(game, &placement);
        // One option is no choice: the rules let a bot apply it (boop §6.3).
        if options.len() == 1 {
            let whole = format!("{placement}/{}", options.remove(0));
            let (after, notation) = play(game, &whole)?;
            return Ok(Step::Play {
                after: Box::new(after),
                notation,
            });
        }
        if !options.is_empty() {
            return Ok(Step::Choose { placement, options });
        }
    }
    // Everything else (a PÜNCT move, a whole boop turn, a placement that
    // needs no choice, or nonsense) goes to the engine, which says why not.
    let (after, notation) = play(game, text)?;
    Ok(Step::Play {
        after: Box::new(after),
        notation,
    })
}

/// Completes `placement` with `choice` (`Ga1-c1`, `gc1-a1`, `Le5`).
pub(crate) fn complete(
    game: &AnyGame,
    placement: &str,
    choice: &str,
) -> Result<(AnyGame, String), AnyIllegalMove> {
    let choice = choice.trim();
    let choice = choice
        .split_once('/')
        .map_or(choice, |(_, option)| option.trim());
    play(game, &format!("{placement}/{choice}"))
}
