//! From a typed move to a whole turn: a boop turn may take two steps (place,
//! then choose among the options the rules leave, boop §6.3).

use crate::games::{
    boop::{Placement, Resolution, Turn},
    AnyGame, AnyIllegalMove, AnyMove, Rules,
};

/// What a move leads to.
#[derive(Debug)]
pub(crate) enum Step {
    /// A whole turn: the position after it, and the turn.
    Play {
        /// Boxed: a PÜNCT position is large, a pending choice small.
        after: Box<AnyGame>,
        mv: AnyMove,
    },
    /// A boop placement that needs its mover's choice (see [`options`]).
    Choose { placement: Placement },
}

/// Plays `mv` on a copy of `game`; the copy is returned only if legal.
pub(crate) fn play(game: &AnyGame, mv: AnyMove) -> Result<AnyGame, AnyIllegalMove> {
    let mut after = game.clone();
    after.play(mv)?;
    Ok(after)
}

/// The options that complete `placement` in `game`, in notation order (rows,
/// then lifts); none when it needs no choice or is illegal.
pub(crate) fn options(game: &AnyGame, placement: Placement) -> Vec<Resolution> {
    game.options_after(placement)
        .map(|options| options.resolutions())
        .unwrap_or_default()
}

/// What `mv` means in `game`.
pub(crate) fn resolve(game: &AnyGame, mv: AnyMove) -> Result<Step, AnyIllegalMove> {
    if let AnyMove::Boop(Turn {
        placement,
        resolution: None,
    }) = mv
    {
        let options = options(game, placement);
        // One option is no choice: the rules let a bot apply it (boop §6.3).
        if let [only] = options[..] {
            let (after, mv) = complete(game, placement, only)?;
            return Ok(Step::Play {
                after: Box::new(after),
                mv,
            });
        }
        if !options.is_empty() {
            return Ok(Step::Choose { placement });
        }
    }
    // Everything else (a PÜNCT move, a whole boop turn, a placement that
    // needs no choice or is illegal) goes to the engine, which says why not.
    Ok(Step::Play {
        after: Box::new(play(game, mv)?),
        mv,
    })
}

/// Completes `placement` with `choice`: the position after, and the turn.
pub(crate) fn complete(
    game: &AnyGame,
    placement: Placement,
    choice: Resolution,
) -> Result<(AnyGame, AnyMove), AnyIllegalMove> {
    let mv = AnyMove::Boop(Turn {
        placement,
        resolution: Some(choice),
    });
    Ok((play(game, mv)?, mv))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{random_game, GameKind};

    /// The options of a placement are the legal turns that complete it, in
    /// the order of their notations.
    #[test]
    fn options_are_the_completions_in_notation_order() {
        for seed in 0..40 {
            let game = random_game(GameKind::Boop, 10 + seed as usize, seed);
            let legal = game.legal_move_texts();
            for placement in game.legal_moves().iter().filter_map(|mv| mv.boop()) {
                let placement = placement.placement;
                let prefix = format!("{placement}/");
                let completions: Vec<&str> = legal
                    .iter()
                    .filter_map(|text| text.strip_prefix(&prefix))
                    .collect();
                let options: Vec<String> = options(&game, placement)
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                assert_eq!(options, completions, "{placement}");
            }
        }
    }

    #[test]
    fn a_placement_with_options_waits_for_a_choice() {
        for seed in 0..40 {
            let game = random_game(GameKind::Boop, 10 + seed as usize, seed);
            for turn in game.legal_moves().iter().filter_map(|mv| mv.boop()) {
                let placed = AnyMove::Boop(Turn {
                    resolution: None,
                    ..turn
                });
                let step = resolve(&game, placed).unwrap();
                match (step, options(&game, turn.placement).len()) {
                    (Step::Choose { placement }, count) => {
                        assert!(count > 1 && placement == turn.placement);
                    }
                    (Step::Play { mv, .. }, 0) => assert_eq!(mv, placed),
                    (Step::Play { mv, .. }, 1) => assert_eq!(mv, AnyMove::Boop(turn)),
                    (Step::Play { .. }, _) => panic!("{turn} played without a choice"),
                }
            }
        }
    }
}
