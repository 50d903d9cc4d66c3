//! boop. in the [registry](crate::games::registry): [`GAME`] and its kind.

use super::{Position, Turn, Variant};
use crate::{
    bot::Computer,
    games::{self, AnyGame, AnyIllegalMove, AnyMove, GameKind, Phrase, RulesEnd},
    games::{suggest::Hints, TwoSteps},
    phrase,
    render::Picture,
};

/// boop. («Пуньк!»), as the layers above reach it.
pub struct BoopGame;

/// The registry's entry for boop.
pub static GAME: BoopGame = BoopGame;

/// boop. as the bot offers it: the full game.
pub const STANDARD: GameKind = GameKind::new(&GAME, 0);

const VARIANTS: [games::Variant; 1] = [games::Variant {
    id: "boop",
    word: None,
    title: "boop.",
}];

/// The boop. position in `game`, if it is a boop. game.
#[must_use]
pub fn position(game: &AnyGame) -> Option<&Position> {
    game.position()
}

impl games::Game for BoopGame {
    fn name(&self) -> &'static str {
        "boop"
    }

    fn variants(&self) -> &'static [games::Variant] {
        &VARIANTS
    }

    fn start(&self, kind: GameKind) -> AnyGame {
        AnyGame::new(kind, Position::new(Variant::Standard))
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyIllegalMove> {
        text.parse::<Turn>()
            .map(|turn| AnyMove::of(&turn))
            .map_err(|reason| AnyIllegalMove::new(&reason))
    }

    fn seat_names(&self) -> [&'static str; 2] {
        ["orange", "gray"]
    }

    fn seat_marks(&self) -> [&'static str; 2] {
        ["🟠", "🔘"]
    }

    fn max_perft_depth(&self) -> u32 {
        6
    }

    fn rules_end(&self, game: &AnyGame) -> Option<RulesEnd> {
        position(game).and_then(super::ending::rules_end)
    }

    /// The words of its pictures and of its endings; those it shares with
    /// the bot's messages (its rules, move labels, illegal moves) are in
    /// `locales/`.
    fn words(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("en-US", include_str!("words/en-US.ftl")),
            ("es-ES", include_str!("words/es-ES.ftl")),
            ("ru", include_str!("words/ru.ftl")),
            ("zh-CN", include_str!("words/zh-CN.ftl")),
        ]
    }

    fn computer(&self) -> Option<&'static dyn Computer> {
        Some(&super::computer::COMPUTER)
    }

    fn picture(&self) -> &'static dyn Picture {
        &crate::render::boop::PICTURE
    }

    fn hints(&self) -> &'static dyn Hints {
        &super::suggest::HINTS
    }

    fn rules(&self, _kind: GameKind) -> Vec<Phrase> {
        vec![phrase!("rules-boop")]
    }

    fn two_steps(&self) -> Option<&'static dyn TwoSteps> {
        Some(&super::steps::STEPS)
    }

    fn lessons(&self) -> Vec<games::Lesson> {
        super::lessons::lessons()
    }
}
