//! From a typed move to a whole turn: in a game whose turns may take two
//! steps (boop.: place, then choose among the options the rules leave,
//! §6.3), a first step that leaves a choice waits for it.

use crate::games::{AnyGame, AnyIllegalMove, AnyMove, Rules, StepOption};

/// What a move leads to.
#[derive(Debug)]
pub(crate) enum Step {
    /// A whole turn: the position after it, and the turn.
    Play {
        /// Boxed: a position may be large, a pending choice small.
        after: Box<AnyGame>,
        mv: AnyMove,
    },
    /// A first step that needs its mover's choice (see [`options`]).
    Choose { first: AnyMove },
}

/// Plays `mv` on a copy of `game`; the copy is returned only if legal.
pub(crate) fn play(game: &AnyGame, mv: AnyMove) -> Result<AnyGame, AnyIllegalMove> {
    let mut after = game.clone();
    after.play(mv)?;
    Ok(after)
}

/// The options that complete `first` in `game`, in the order they are
/// numbered; none when it needs no choice, is illegal, or the game has no
/// turns in two steps.
pub(crate) fn options(game: &AnyGame, first: AnyMove) -> Vec<StepOption> {
    game.kind()
        .game()
        .two_steps()
        .map(|steps| steps.options(game, first))
        .unwrap_or_default()
}

/// What `mv` means in `game`.
pub(crate) fn resolve(game: &AnyGame, mv: AnyMove) -> Result<Step, AnyIllegalMove> {
    let options = options(game, mv);
    // One option is no choice: the rules let a bot apply it (boop §6.3).
    if let [only] = &options[..] {
        return Ok(Step::Play {
            after: Box::new(play(game, only.mv)?),
            mv: only.mv,
        });
    }
    if !options.is_empty() {
        return Ok(Step::Choose { first: mv });
    }
    // Everything else (a whole turn, a first step that needs no choice or
    // is illegal) goes to the engine, which says why not.
    Ok(Step::Play {
        after: Box::new(play(game, mv)?),
        mv,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{boop, random_game};

    /// The first step of every legal turn of `game` that has one.
    fn first_steps(game: &AnyGame) -> Vec<AnyMove> {
        let steps = game.kind().game().two_steps().expect("boop. has them");
        game.legal_moves()
            .into_iter()
            .filter_map(|mv| steps.first_step(mv))
            .collect()
    }

    /// The options of a placement are the legal turns that complete it, in
    /// the order of their notations.
    #[test]
    fn options_are_the_completions_in_notation_order() {
        for seed in 0..40 {
            let game = random_game(boop::STANDARD, 10 + seed as usize, seed);
            let legal = game.legal_move_texts();
            for first in first_steps(&game) {
                let prefix = format!("{first}/");
                let completions: Vec<&str> = legal
                    .iter()
                    .filter_map(|text| text.strip_prefix(&prefix))
                    .collect();
                let found = options(&game, first);
                let texts: Vec<&str> = found.iter().map(|option| option.text.as_str()).collect();
                assert_eq!(texts, completions, "{first}");
                for option in &found {
                    assert_eq!(option.mv.to_string(), format!("{prefix}{}", option.text));
                }
            }
        }
    }

    #[test]
    fn a_placement_with_options_waits_for_a_choice() {
        for seed in 0..40 {
            let game = random_game(boop::STANDARD, 10 + seed as usize, seed);
            let steps = game.kind().game().two_steps().expect("boop. has them");
            for whole in game.legal_moves() {
                let placed = steps.first_step(whole).unwrap_or(whole);
                let step = resolve(&game, placed).unwrap();
                match (step, options(&game, placed).len()) {
                    (Step::Choose { first }, count) => {
                        assert!(count > 1 && first == placed);
                    }
                    (Step::Play { mv, .. }, 0) => assert_eq!(mv, placed),
                    (Step::Play { mv, .. }, 1) => assert_eq!(mv, whole),
                    (Step::Play { .. }, _) => panic!("{whole} played without a choice"),
                }
            }
        }
    }
}
