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
    paragraphs.join("\n")
}

/// Whether the catalogue describes `key` (every key of the command table
/// must be).
#[must_use]
pub fn describes(key: &str) -> bool {
    DESCRIBED.contains(&key) || super::speaks(key)
}

/// The keys of the command table the catalogue describes: each is the
/// message `describe-` + the key with `.` as `-` (`challenge.days` →
/// `describe-challenge-days`).
pub(super) const DESCRIBED: &[&str] = &[
    "punct",
    "punct.challenge",
    "boop.challenge",
    "boop",
    "challenge.opponent",
    "challenge.variant",
    "challenge.rated",
    "challenge.first",
    "challenge.days",
    "challenge.thread",
    "challenge.level",
    "level.1",
    "level.2",
    "level.3",
    "variant.standard",
    "variant.basic",
    "first.challenger",
    "first.opponent",
    "first.random",
    "days.1",
    "days.2",
    "days.3",
    "days.7",
    "days.none",
    "games",
    "games.user",
    "games.finished",
    "vacation",
    "vacation.start",
    "vacation.days",
    "vacation.cancel",
    "vacation.status",
    "notices",
    "notices.dm",
    "settings",
    "settings.confirm",
    "settings.language",
    "language",
    "language.language",
    "language.auto",
    "reminders",
    "reminders.schedule",
    "leaderboard",
    "leaderboard.game",
    "leaderboard.page",
    "stats",
    "stats.user",
    "move",
    "move.notation",
    "choose",
    "choose.option",
    "accept",
    "decline",
    "cancel",
    "resign",
    "draw",
    "takeback",
    "answer",
    "answer.offer",
    "answer.accept",
    "answer.decline",
    "abort",
    "claim",
    "claim.abort",
    "board",
    "board.game",
    "board.ply",
    "history",
    "history.game",
    "replay",
    "replay.game",
    "peek",
    "peek.cell",
    "moves",
    "moves.cell",
    "rules",
    "rules.game",
    "help",
    "topic.play",
    "topic.days",
    "topic.ladders",
    "topic.moderation",
    "game.punct",
    "game.punct-basic",
    "game.boop",
];

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
