//! Tic-tac-toe in the registry.

use super::{picture::PICTURE, Position, TicTacToe};
use crate::{
    games::{self, AnyGame, AnyIllegalMove, AnyMove, GameKind, Phrase, RulesEnd},
    phrase,
    render::Picture,
};

const VARIANTS: [games::Variant; 1] = [games::Variant {
    id: "tictactoe",
    word: None,
    title: "Tic-tac-toe",
}];

impl games::Game for TicTacToe {
    fn name(&self) -> &'static str {
        "tictactoe"
    }

    fn variants(&self) -> &'static [games::Variant] {
        &VARIANTS
    }

    fn start(&self, kind: GameKind) -> AnyGame {
        AnyGame::new(kind, Position::new())
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyIllegalMove> {
        text.parse::<super::Mark>()
            .map(|mark| AnyMove::of(&mark))
            .map_err(|reason| AnyIllegalMove::new(&reason))
    }

    fn seat_names(&self) -> [&'static str; 2] {
        ["x", "o"]
    }

    fn kind_name(&self, _kind: GameKind) -> Phrase {
        phrase!("tictactoe-name")
    }

    fn side_name(&self, seat: games::Seat) -> Phrase {
        match seat {
            games::Seat::First => phrase!("tictactoe-side-x"),
            games::Seat::Second => phrase!("tictactoe-side-o"),
        }
    }

    fn seat_marks(&self) -> [&'static str; 2] {
        ["❌", "⭕"]
    }

    fn max_perft_depth(&self) -> u32 {
        9
    }

    /// A line of three is the only way it ends but a draw: the generic
    /// words for a win on the board say it.
    fn rules_end(&self, _game: &AnyGame) -> Option<RulesEnd> {
        None
    }

    fn rules(&self, _kind: GameKind) -> Vec<Phrase> {
        vec![phrase!("rules-tictactoe")]
    }

    fn words(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("en-US", include_str!("words/en-US.ftl")),
            ("es-ES", include_str!("words/es-ES.ftl")),
            ("ru", include_str!("words/ru.ftl")),
            ("zh-CN", include_str!("words/zh-CN.ftl")),
        ]
    }

    fn picture(&self) -> &'static dyn Picture {
        &PICTURE
    }
}
