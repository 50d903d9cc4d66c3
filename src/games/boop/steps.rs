//! boop.'s turns in two steps (§6.3): a placement that leaves its mover a
//! choice of rows to graduate, or of a piece to lift, then the choice.

use super::{words::option_phrase, Resolution, Turn};
use crate::games::{
    steps::{StepOption, TwoSteps},
    AnyGame, AnyMove,
};

pub(super) struct BoopSteps;

pub(super) static STEPS: BoopSteps = BoopSteps;

/// `mv` as a placement alone, if it is one.
fn placement(mv: AnyMove) -> Option<super::Placement> {
    match mv.typed::<Turn>()? {
        Turn {
            placement,
            resolution: None,
        } => Some(placement),
        Turn { .. } => None,
    }
}

impl TwoSteps for BoopSteps {
    fn options(&self, game: &AnyGame, first: AnyMove) -> Vec<StepOption> {
        let (Some(position), Some(placement)) = (super::position(game), placement(first)) else {
            return Vec::new();
        };
        let Ok(Some(choosing)) = position.choosing(placement) else {
            return Vec::new();
        };
        choosing
            .options
            .resolutions()
            .into_iter()
            .filter_map(|resolution| {
                let effect = option_phrase(&choosing.resolved(resolution)?);
                let turn = Turn {
                    placement,
                    resolution: Some(resolution),
                };
                Some(StepOption {
                    text: resolution.to_string(),
                    mv: AnyMove::of(&turn),
                    effect,
                })
            })
            .collect()
    }

    fn first_step(&self, mv: AnyMove) -> Option<AnyMove> {
        let turn = mv.typed::<Turn>()?;
        turn.resolution?;
        Some(AnyMove::of(&Turn {
            resolution: None,
            ..turn
        }))
    }

    /// `Ga1-c1`, `ga1c1`, `Le5`, or the whole turn `Kc3/Ga1-c1`.
    fn read_option(&self, game: &AnyGame, first: AnyMove, text: &str) -> Option<StepOption> {
        let resolution = Resolution::parse_choice(text).ok()?;
        self.options(game, first)
            .into_iter()
            .find(|option| option.text == resolution.to_string())
    }
}
