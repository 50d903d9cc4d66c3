//! Sentences only the front ends say: command and option descriptions
//! (keyed by the command table in `crate::surface`), the frame of `/help`,
//! `/rules`, the select-menu prompt. Their words are in `discord.ftl` and
//! `rules.ftl`, like the rest of the catalogue; English is the fallback for
//! every locale.

use fluent_bundle::FluentArgs;

use super::fluent::{say, Words};
use crate::games::{GameKind, Seat};

/// Something only the Discord layer says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiscordText<'a> {
    /// The first line of `/help`; one line per command follows.
    HelpIntro,
    /// The last line of `/help`: what the buttons do.
    HelpButtons,
    /// An option's description with the value it has when left out.
    WithDefault { text: &'a str, default: &'a str },
    /// The rules of a game in brief (`/rules`).
    Rules(GameKind),
    /// The name of a seat in the sample picture of `/rules`.
    SeatName(GameKind, Seat),
    /// The placeholder of the select menu of a boop choice.
    ChoosePlaceholder,
    /// The title of the form the Peek button opens.
    PeekTitle,
    /// Its one field: which cell.
    PeekField,
    /// A thread cannot be opened in a direct message.
    ThreadNeedsServer,
    /// Discord refused to open the thread (permissions).
    ThreadFailed,
    /// The line under a challenge's pointer: where the game is played.
    PlayedInThread(u64),
    /// The name of the thread of a challenge.
    ThreadName {
        kind: GameKind,
        challenger: &'a str,
        /// `None`: an open challenge.
        opponent: Option<&'a str>,
    },
    /// The description of a command, option or choice, by the key the
    /// command table gives it, e.g. `move` or `challenge.opponent`.
    Describe(&'static str),
}

/// `text` in the language of `locale`.
#[must_use]
pub fn discord_text(locale: &super::Locale, text: DiscordText<'_>) -> String {
    let w = &Words::for_locale(locale);
    match text {
        DiscordText::HelpIntro => say!(w, "help-intro"),
        DiscordText::HelpButtons => say!(w, "help-buttons"),
        DiscordText::WithDefault { text, default } => {
            say!(w, "with-default", text = text, default = default)
        }
        DiscordText::Rules(kind) => rules(w, kind),
        DiscordText::SeatName(kind, seat) => w.phrase(&kind.game().side_name(seat)),
        DiscordText::ChoosePlaceholder => say!(w, "choose-placeholder"),
        DiscordText::PeekTitle => say!(w, "peek-title"),
        DiscordText::PeekField => say!(w, "peek-field"),
        DiscordText::ThreadNeedsServer => say!(w, "thread-needs-server"),
        DiscordText::ThreadFailed => say!(w, "thread-failed"),
        DiscordText::PlayedInThread(thread) => {
            say!(w, "played-in-thread", thread = format!("<#{thread}>"))
        }
        DiscordText::ThreadName {
            kind,
            challenger,
            opponent,
        } => {
            let kind = kind.game().name();
            match opponent {
                Some(opponent) => say!(
                    w,
                    "thread-name",
                    kind = kind,
                    challenger = challenger,
                    opponent = opponent
                ),
                None => say!(w, "thread-name-open", kind = kind, challenger = challenger),
            }
        }
        DiscordText::Describe(key) => describe(w, key).unwrap_or_else(|| "—".to_owned()),
    }
}

/// The rules of `kind`, paragraph by paragraph as its game words them.
fn rules(words: &Words, kind: GameKind) -> String {
    let paragraphs: Vec<String> = kind
        .game()
        .rules(kind)
        .iter()
        .map(|paragraph| words.phrase(paragraph))
        .collect();
    // Every game is played in tournaments too: the same rules, a line on
    // how to find them.
    format!(
        "{}\n{}",
        paragraphs.join("\n"),
        say!(words, "rules-tournaments")
    )
}

/// Whether the catalogue describes `key` (every key of the command table
/// must be): a language's tag, which the language names itself, or the
/// message `describe-` + the key with `.` as `-` (`challenge.days` →
/// `describe-challenge-days`), in `locales/` or in a game's own words (the
/// keys of a game's commands and choices).
#[must_use]
pub fn describes(key: &str) -> bool {
    super::speaks(key) || Words::for_locale(&super::Locale::en()).has(&describe_id(key))
}

/// The message id of a command-table key.
pub(super) fn describe_id(key: &str) -> String {
    format!("describe-{}", key.replace('.', "-"))
}

fn describe(words: &Words, key: &str) -> Option<String> {
    // A language's tag: the language names itself, whoever reads.
    if super::speaks(key) {
        return Some(super::common::tag_name(key));
    }
    describes(key).then(|| words.say(&describe_id(key), &FluentArgs::new()))
}
