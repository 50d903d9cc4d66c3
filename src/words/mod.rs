//! Every player-facing sentence, keyed by message: the manager builds a
//! [`Message`] (or a button's [`ButtonAction`], or a [`Refusal`]) and asks here for its words
//! in the caller's locale. The words are Fluent messages in `locales/` (one
//! folder per language, compiled in); the modules here turn each typed value
//! into a message id and its arguments, and the manager does not change.

mod analysis;
mod common;
mod discord;
mod endings;
mod fit;
mod fluent;
mod illegal;
mod labels;
mod lessons;
mod messages;
mod pictures;
mod puzzles;
mod refusals;
mod reply;
mod standings;
#[cfg(test)]
mod tests;
mod tournaments;
mod web;

pub use discord::{describes, discord_text, DiscordText};
pub use fluent::PSEUDO_LOCALE;
pub use reply::{fallback, Labelled, Worded, WordedIn};
pub use web::{computer_record, web_text, CrossCell, WebText};

/// The traits that word the manager's replies, refusals, buttons and
/// choices: `use punctbot::words::prelude::*`.
pub mod prelude {
    pub use super::{Labelled, Worded, WordedIn};
}

use fluent::Words;

use crate::{
    games::{Label, Phrase},
    manager::{ButtonAction, Locale, Refusal},
};

pub use crate::manager::{FinalCard, LadderEntry, Message, Named, RatingShift};

pub use crate::locales::{languages, speaks, LANGUAGE_TAGS};

/// The tag of the language the bot speaks for `locale` (English when none
/// fits).
#[must_use]
pub fn language_tag(locale: &Locale) -> &'static str {
    crate::locales::language_tag(&locale.0)
}

/// The language that `locale` is spoken in: its name in itself
/// ("Русский"), as lists of languages show it.
#[must_use]
pub fn language_name(locale: &Locale) -> String {
    common::language_name(&Words::for_locale(locale))
}

/// `message` in the language of `locale`.
#[must_use]
pub fn text(locale: &Locale, message: &Message) -> String {
    messages::text(&Words::for_locale(locale), message)
}

/// The two lines of a final picture: the result, then its reason.
#[must_use]
pub fn final_lines(locale: &Locale, card: &FinalCard) -> Vec<String> {
    endings::final_lines(&Words::for_locale(locale), card)
}

/// The sentence that ends the last message of a game the rules ended
/// with `outcome`, as the game words `why` (for the games' tests).
#[cfg(test)]
pub(crate) fn rules_sentence(
    locale: &Locale,
    players: &crate::games::ByColor<String>,
    outcome: crate::games::Outcome,
    why: &crate::games::RulesEnd,
) -> String {
    endings::rules_ending(&Words::for_locale(locale), players, outcome, Some(why))
}

/// The words on a button that does `action`, in the language of `locale`.
#[must_use]
pub fn label(locale: &Locale, action: &ButtonAction) -> String {
    labels::label(&Words::for_locale(locale), action)
}

/// A boop option by its effect, numbered as the picture numbers it: "2 ·
/// Return the cat on e5 to your pool".
#[must_use]
pub fn option_label(locale: &Locale, number: usize, effect: &Phrase) -> String {
    labels::option_label(&Words::for_locale(locale), number, effect)
}

/// The most characters of a move label: Discord's limit for the name of an
/// autocomplete choice.
pub const MAX_MOVE_LABEL: usize = 100;

/// A readable autocomplete label for a move: what it does (at most
/// [`MAX_MOVE_LABEL`] characters).
#[must_use]
pub fn move_label(locale: &Locale, label: &Label) -> String {
    labels::move_label(&Words::for_locale(locale), label)
}

/// Why the request was refused, and what would be right.
#[must_use]
pub fn refusal(locale: &Locale, refusal: &Refusal) -> String {
    refusals::refusal(&Words::for_locale(locale), refusal)
}

/// The database failed: nothing the player did wrong.
#[must_use]
pub fn internal_error(locale: &Locale) -> String {
    refusals::internal_error(&Words::for_locale(locale))
}
