//! [`Game`]: what the layers above need of one game, implemented once per
//! game in that game's own folder and listed in the
//! [registry](super::registry).
//!
//! The layers above never ask which game they hold: they call through this
//! trait (or through [`AnyGame`], which holds a position of any game).

use crate::{bot::Computer, render::Picture};

use super::{
    steps::TwoSteps,
    suggest::{ByNotation, Hints},
    AnyGame, AnyIllegalMove, AnyMove, GameKind, Lesson, Phrase, RulesEnd, Seat, Variant,
};

/// One game, as the registry lists it: a value without state, one per game.
pub trait Game: Sync + 'static {
    /// The game's own name in notation and on the command line (`punct`),
    /// which the engine protocol's `new` takes first.
    fn name(&self) -> &'static str;

    /// Its variants, the one a challenge plays by default first; never
    /// empty.
    fn variants(&self) -> &'static [Variant];

    /// A new game of `kind` (one of this game's variants) at its start.
    fn start(&self, kind: GameKind) -> AnyGame;

    /// Reads `text` leniently as a move of this game, checking its form
    /// only (legality is for the position to say).
    ///
    /// # Errors
    /// The text is not a move of this game.
    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyIllegalMove>;

    /// The colour names of the two seats, first mover first, as the engine
    /// protocol and the logs name them.
    fn seat_names(&self) -> [&'static str; 2];

    /// The marks of the two seats in messages, first mover first: a
    /// picture, the same in every language.
    fn seat_marks(&self) -> [&'static str; 2];

    /// The name of `kind` (one of this game's variants) in the reader's
    /// language. The messages of `locales/` name the games of the bot by
    /// their kind; a game of its own words names itself in them.
    fn kind_name(&self, kind: GameKind) -> Phrase {
        crate::phrase!("game-name", kind = kind.as_str())
    }

    /// The name of `seat`'s side ("White", "Orange") in the reader's
    /// language, as [`Game::kind_name`] names the kind.
    fn side_name(&self, seat: Seat) -> Phrase {
        crate::phrase!("seat-name", seat = self.seat_names()[seat.index()])
    }

    /// The deepest perft the engine protocol accepts for this game: deeper
    /// ones would run for days, and perft recurses once per ply.
    fn max_perft_depth(&self) -> u32;

    /// Why the rules ended `game` (a game of this game), if they did, in
    /// this game's words: the sentence of the last message and the final
    /// picture's line.
    fn rules_end(&self, game: &AnyGame) -> Option<RulesEnd>;

    /// Whether a seeded random game ([`super::random_game`]) should pick
    /// `mv` more often than the rest (two times in three among the moves
    /// so marked), to look like a game people play.
    fn favoured_in_random_games(&self, mv: AnyMove) -> bool {
        let _ = mv;
        false
    }

    /// The words this game brings from its own folder: `.ftl` sources by
    /// language tag (`en-US`), added to that language's messages. A game
    /// names its own messages in them (its rules, its reasons); those of
    /// `locales/` are every game's.
    fn words(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// The computer opponent of this game, if it has one.
    fn computer(&self) -> Option<&'static dyn Computer> {
        None
    }

    /// How this game is drawn.
    fn picture(&self) -> &'static dyn Picture;

    /// How this game's moves are found from what a player typed.
    fn hints(&self) -> &'static dyn Hints {
        &ByNotation
    }

    /// How many plies into a seeded random game the picture `/rules`
    /// attaches is: a game under way, not yet crowded.
    fn sample_plies(&self) -> usize {
        10
    }

    /// The rules of `kind` in the project's own words, as `/rules` gives
    /// them: paragraphs, to be said in the reader's language.
    fn rules(&self, kind: GameKind) -> Vec<Phrase>;

    /// How this game's turns take two steps, if any may.
    fn two_steps(&self) -> Option<&'static dyn TwoSteps> {
        None
    }

    /// This game's course for `/learn`, in the order it is taught; empty
    /// for a game that has none.
    fn lessons(&self) -> Vec<Lesson> {
        Vec::new()
    }
}
