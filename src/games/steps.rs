//! Turns in two steps: a game whose first step of a turn (boop.'s
//! placement) may leave its mover a choice among what the rules allow
//! says so through [`TwoSteps`] ([`super::Game::two_steps`]); the layers
//! above store the first step, show the options and play the one chosen.

use super::{AnyGame, AnyMove, Phrase};

/// One way to complete a first step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepOption {
    /// The option as a player types it and a button's id holds it, in the
    /// game's notation (`Ga1-c1`).
    pub text: String,
    /// The whole move it makes.
    pub mv: AnyMove,
    /// What it does, to be said in the reader's language.
    pub effect: Phrase,
}

/// What a game whose turns may take two steps tells the layers above.
pub trait TwoSteps: Sync {
    /// The options that complete `first` in `game`, in the order they are
    /// numbered: none when `first` is not a first step that needs a choice
    /// (a whole move, an illegal one, one the rules complete alone).
    fn options(&self, game: &AnyGame, first: AnyMove) -> Vec<StepOption>;

    /// The first step of `mv`, if `mv` is a whole move made of a first
    /// step and an option.
    fn first_step(&self, mv: AnyMove) -> Option<AnyMove>;

    /// The option of `first` that `text` names, in any form the game reads
    /// (its notation, leniently).
    fn read_option(&self, game: &AnyGame, first: AnyMove, text: &str) -> Option<StepOption> {
        let text = text.trim();
        self.options(game, first)
            .into_iter()
            .find(|option| option.text.eq_ignore_ascii_case(text))
    }
}
