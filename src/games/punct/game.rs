//! PÜNCT in the [registry](crate::games::registry): [`GAME`] and its kinds.

use super::{Move, Position, Variant};
use crate::{
    bot::Computer,
    games::suggest::Hints,
    games::{self, AnyGame, AnyIllegalMove, AnyMove, GameKind, Notated, Phrase, RulesEnd},
    phrase,
    render::Picture,
};

/// PÜNCT, as the layers above reach it.
pub struct PunctGame;

/// The registry's entry for PÜNCT.
pub static GAME: PunctGame = PunctGame;

/// PÜNCT with the standard rules (no ADD ever in the centre; centre count
/// at the end of pieces).
pub const STANDARD: GameKind = GameKind::new(&GAME, 0);

/// PÜNCT with the basic rules.
pub const BASIC: GameKind = GameKind::new(&GAME, 1);

const VARIANTS: [games::Variant; 2] = [
    games::Variant {
        id: "punct",
        word: Some("standard"),
        title: "PÜNCT (standard)",
    },
    games::Variant {
        id: "punct-basic",
        word: Some("basic"),
        title: "PÜNCT (basic)",
    },
];

/// The engine's variant of `kind`.
fn variant(kind: GameKind) -> Variant {
    if kind == BASIC {
        Variant::Basic
    } else {
        Variant::Standard
    }
}

/// The PÜNCT position in `game`, if it is a PÜNCT game.
#[must_use]
pub fn position(game: &AnyGame) -> Option<&Position> {
    game.position()
}

impl games::Game for PunctGame {
    fn name(&self) -> &'static str {
        "punct"
    }

    fn variants(&self) -> &'static [games::Variant] {
        &VARIANTS
    }

    fn start(&self, kind: GameKind) -> AnyGame {
        AnyGame::new(kind, Position::new(variant(kind)))
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyIllegalMove> {
        text.parse::<Move>()
            .map(|m| AnyMove::of(&m))
            .map_err(|reason| AnyIllegalMove::new(&reason))
    }

    fn seat_names(&self) -> [&'static str; 2] {
        ["white", "black"]
    }

    fn seat_marks(&self) -> [&'static str; 2] {
        ["⚪", "⚫"]
    }

    /// PÜNCT has about 5,000 moves a ply.
    fn max_perft_depth(&self) -> u32 {
        3
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

    /// Slides make positions that look played; ADDs alone do not. Asked
    /// of every legal move of every ply: an ADD's canonical notation is
    /// the one that starts with `+`, which spares reading it back.
    fn favoured_in_random_games(&self, mv: AnyMove) -> bool {
        !mv.notation().starts_with(b"+")
    }

    fn computer(&self) -> Option<&'static dyn Computer> {
        Some(&super::computer::COMPUTER)
    }

    fn picture(&self) -> &'static dyn Picture {
        &crate::render::punct::PICTURE
    }

    fn hints(&self) -> &'static dyn Hints {
        &super::suggest::HINTS
    }

    fn sample_plies(&self) -> usize {
        14
    }

    /// The variants differ only in the centre rule and the end of pieces.
    fn lessons(&self) -> Vec<games::Lesson> {
        super::lessons::lessons()
    }

    fn rules(&self, kind: GameKind) -> Vec<Phrase> {
        let variant = match variant(kind) {
            Variant::Standard => phrase!("rules-punct-standard"),
            Variant::Basic => phrase!("rules-punct-basic"),
        };
        vec![
            phrase!("rules-punct-head"),
            variant,
            phrase!("rules-punct-tail"),
        ]
    }
}
