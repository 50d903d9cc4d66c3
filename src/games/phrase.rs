//! [`Phrase`]: words a game names without saying them.
//!
//! A game knows what to tell a player (why a move is illegal, what a move
//! does, why the game ended) but not the player's language: it names a
//! message (of `locales/`, or of its own words, [`super::Game::words`]) and
//! its arguments, and the words layer says it in the reader's language.
//! Arguments may be phrases themselves (a kind of piece inside a sentence)
//! or lists of phrases (the rows one may choose), which the words layer
//! joins as the language lists things, or blanks
//! ([`Blank`]) for what only the words layer knows: the players' names,
//! the result as the message around the phrase says it.

use std::borrow::Cow;

use super::Seat;

/// A message by id, with its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Phrase {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Phrase`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// Said as it is: a cell's name, or a word a message selects on (most
    /// are the code's own words, lent rather than copied: a label names a
    /// dozen on every keystroke).
    Text(Cow<'static, str>),
    Number(i64),
    /// Said first, then put in.
    Phrase(Box<Phrase>),
    /// Each said, then joined as the language lists things.
    List(Vec<Arg>),
    /// Each said, then joined by a separator that is the same in every
    /// language (` · `).
    Joined(Vec<Arg>, &'static str),
    /// Filled in by the words layer ([`Phrase::filled`]) before it is said.
    Blank(Blank),
}

/// What a game leaves for the words layer to fill in: the game knows
/// seats, not players, and says the rule that ended it, not how the
/// message around it words the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Blank {
    /// The game's result as the message that ends it says it ("**alice
    /// wins**", "**Draw**").
    Result,
    /// The name of the player in this seat.
    Player(Seat),
}

impl Phrase {
    /// The message `id` without arguments.
    #[must_use]
    pub const fn new(id: &'static str) -> Phrase {
        Phrase {
            id,
            args: Vec::new(),
        }
    }

    /// This phrase with the argument `name` set to `value`.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Phrase {
        self.args.push((name, value.into()));
        self
    }

    /// This phrase with every blank, in it and in the phrases it holds,
    /// replaced by what `fill` gives for it.
    #[must_use]
    pub fn filled(&self, fill: &impl Fn(Blank) -> Arg) -> Phrase {
        Phrase {
            id: self.id,
            args: self
                .args
                .iter()
                .map(|(name, value)| (*name, value.filled(fill)))
                .collect(),
        }
    }
}

impl Arg {
    fn filled(&self, fill: &impl Fn(Blank) -> Arg) -> Arg {
        match self {
            Arg::Blank(blank) => fill(*blank),
            Arg::Phrase(inner) => Arg::Phrase(Box::new(inner.filled(fill))),
            Arg::List(items) => Arg::List(items.iter().map(|item| item.filled(fill)).collect()),
            Arg::Joined(items, separator) => Arg::Joined(
                items.iter().map(|item| item.filled(fill)).collect(),
                separator,
            ),
            Arg::Text(_) | Arg::Number(_) => self.clone(),
        }
    }
}

impl From<Blank> for Arg {
    fn from(blank: Blank) -> Arg {
        Arg::Blank(blank)
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(Cow::Owned(text))
    }
}

impl From<&'static str> for Arg {
    fn from(text: &'static str) -> Arg {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(Cow::Owned(text.clone()))
    }
}

impl From<Phrase> for Arg {
    fn from(phrase: Phrase) -> Arg {
        Arg::Phrase(Box::new(phrase))
    }
}

impl From<Vec<Phrase>> for Arg {
    fn from(list: Vec<Phrase>) -> Arg {
        Arg::List(list.into_iter().map(Arg::from).collect())
    }
}

impl From<Vec<String>> for Arg {
    fn from(list: Vec<String>) -> Arg {
        Arg::List(list.into_iter().map(Arg::from).collect())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(number: $t) -> Arg {
                Arg::Number(i64::from(number))
            }
        }
    )*};
}
number_args!(u8, u16, u32, i32, i64);

impl From<usize> for Arg {
    fn from(number: usize) -> Arg {
        Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
    }
}

/// Names a message: `phrase!("id", name = value, …)`. Every phrase a game
/// names goes through this macro with a literal id and named arguments,
/// so that the words layer's tests can read them all from the source, as
/// they read its own `say!`s.
#[macro_export]
macro_rules! phrase {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::games::Phrase::new($id) $(.with(stringify!($name), $value))*
    };
}

/// What a game's reasons and reports are named by.
pub trait Phrased {
    /// The words for it, to be said in the reader's language.
    fn phrase(&self) -> Phrase;
}
