//! [`GameKind`]: one variant of one game of the [registry](super::registry),
//! the value the layers above pass around, store and offer.

use std::{
    fmt,
    hash::{Hash, Hasher},
    str::FromStr,
};

use super::{registry, AnyGame, AnyIllegalMove, AnyMove, Game, Seat};

/// A variant of a game, as its game lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// The kind's stable identifier: in storage, on the command line and in
    /// a command's `game` option (`punct-basic`). Unique across games.
    pub id: &'static str,
    /// The word that names it after the game's name in the engine
    /// protocol's `new` and in a challenge's `variant` option (`basic`);
    /// `None` for a game played one way only.
    pub word: Option<&'static str>,
    /// How a game record's header names it, the same in every language
    /// (`PÜNCT (basic)`).
    pub title: &'static str,
}

/// Which game, and which variant of it: a handle on the registry.
///
/// Two kinds are equal when their identifiers are: the identifier is what
/// is stored, and what a kind is read back from.
#[derive(Clone, Copy)]
pub struct GameKind {
    game: &'static dyn Game,
    variant: usize,
}

impl GameKind {
    /// The `variant`-th variant of `game` (an index of
    /// [`Game::variants`]).
    #[must_use]
    pub const fn new(game: &'static dyn Game, variant: usize) -> GameKind {
        GameKind { game, variant }
    }

    /// Every kind of every game of the registry, in the registry's order.
    pub fn all() -> impl Iterator<Item = GameKind> {
        registry::GAMES.iter().flat_map(|&game| {
            (0..game.variants().len()).map(move |variant| GameKind::new(game, variant))
        })
    }

    /// The game this is a variant of.
    #[must_use]
    pub fn game(self) -> &'static dyn Game {
        self.game
    }

    /// The variant, as its game describes it.
    #[must_use]
    pub fn variant(self) -> Variant {
        self.game.variants()[self.variant]
    }

    /// The stable identifier used in storage and on the command line.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        self.variant().id
    }

    /// Whether this and `other` are variants of the same game.
    #[must_use]
    pub fn same_game(self, other: GameKind) -> bool {
        self.game.name() == other.game.name()
    }

    /// The colour names of the two seats, first mover first.
    #[must_use]
    pub fn seat_names(self) -> [&'static str; 2] {
        self.game.seat_names()
    }

    /// The marks of the two seats in messages, first mover first: a
    /// picture, the same in every language.
    #[must_use]
    pub fn seat_marks(self) -> [&'static str; 2] {
        self.game.seat_marks()
    }

    /// The colour name of `seat` in this game.
    #[must_use]
    pub fn seat_name(self, seat: Seat) -> &'static str {
        self.seat_names()[seat.index()]
    }

    /// The deepest perft this kind's engine runs: the depths the engine
    /// protocol always accepts (see the README's "The engine protocol").
    #[must_use]
    pub fn max_perft_depth(self) -> u32 {
        self.game.max_perft_depth()
    }

    /// A new game of this kind at its start position.
    #[must_use]
    pub fn start(self) -> AnyGame {
        self.game.start(self)
    }

    /// Reads `text` leniently as a move of this kind of game, checking its
    /// form only (legality is for the position to say).
    ///
    /// # Errors
    /// The text is not a move of this game.
    pub fn parse_move(self, text: &str) -> Result<AnyMove, AnyIllegalMove> {
        self.game.parse_move(text)
    }
}

impl GameKind {
    /// How the engine protocol's `new` names this kind: the game's name,
    /// then the variant's word if the game has one (`punct basic`).
    #[must_use]
    pub fn protocol_name(self) -> String {
        match self.variant().word {
            Some(word) => format!("{} {word}", self.game.name()),
            None => self.game.name().to_owned(),
        }
    }

    /// The kind the words of a protocol `new` name (in lower case): the
    /// game's name alone for its first variant, or with a variant's word.
    #[must_use]
    pub fn from_protocol_words(words: &[&str]) -> Option<GameKind> {
        let (&name, rest) = words.split_first()?;
        GameKind::all().find(|kind| {
            kind.game.name() == name
                && match rest {
                    [] => kind.variant == 0,
                    [word] => kind.variant().word == Some(*word),
                    _ => false,
                }
        })
    }
}

impl PartialEq for GameKind {
    fn eq(&self, other: &GameKind) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for GameKind {}

impl Hash for GameKind {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text was not the name of a game kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseGameKindError;

impl fmt::Display for ParseGameKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = GameKind::all().map(GameKind::as_str).collect();
        write!(f, "unknown game: expected {}", or_list(&names))
    }
}

impl std::error::Error for ParseGameKindError {}

impl FromStr for GameKind {
    type Err = ParseGameKindError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameKind::all()
            .find(|kind| kind.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or(ParseGameKindError)
    }
}

/// "a, b or c".
#[must_use]
pub fn or_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [only] => (*only).to_owned(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
