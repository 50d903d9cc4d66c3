//! Sentences only the front ends say: command and option descriptions
//! (keyed by the command table in `crate::surface`), the frame of `/help`,
//! `/rules`, the select-menu prompt. Their words are in `discord.ftl`, like
//! the rest of the catalogue; English is the fallback for every locale.

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
        // The long texts of `/rules` are English in every language for
        // now: their translation is the next phase of issue 15.
        DiscordText::Rules(GameKind::PunctStandard) => {
            format!("{PUNCT_RULES_HEAD}{PUNCT_STANDARD}{PUNCT_RULES_TAIL}")
        }
        DiscordText::Rules(GameKind::PunctBasic) => {
            format!("{PUNCT_RULES_HEAD}{PUNCT_BASIC}{PUNCT_RULES_TAIL}")
        }
        DiscordText::Rules(GameKind::Boop) => BOOP_RULES.to_owned(),
        DiscordText::SeatName(GameKind::Boop, seat) => {
            say!(w, "seat-name", seat = seat.fold("orange", "gray"))
        }
        DiscordText::SeatName(_, seat) => say!(w, "seat-name", seat = seat.fold("white", "black")),
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
            let kind = match kind {
                GameKind::Boop => "boop",
                GameKind::PunctStandard | GameKind::PunctBasic => "punct",
            };
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

// The rules in our own words, checked against the rulebooks the engines
// follow. The variants differ only in the centre rule and the end of pieces.
const PUNCT_RULES_HEAD: &str = "**PÜNCT** in brief.
• **Pieces**: 18 each, each three dots on three neighbouring cells; one dot, \
the **PÜNCT**, carries your mark. Kinds: triangle, straight (PÜNCT at an end, E, or in the \
middle, C) and angular (PÜNCT at the bend, M, or at an end, A+ and A−).
• **A turn** is one action. **Add**: put a piece from your reserve flat on three empty \
cells. **Move**: take one of your pieces that nothing covers; its PÜNCT goes any distance \
in a straight line (over anything) or stays, and the piece may turn to any orientation.
• **Landing**: flat on the board (level 0), or on top of pieces whose three cells are all \
at one height with your PÜNCT on your own colour; a piece may climb **any number of levels** \
at once. A straight E or an angular A+/A− may **bridge**: both ends at one height, the end \
under your PÜNCT your own colour, the middle lower. A covered piece cannot move; nothing \
goes under a bridge. Levels count from 0, the board.
• **Win**: link two opposite sides of the board with a chain of your dots seen from \
above (only the top of a stack counts). A move that completes both chains wins for the \
mover; one that completes only the opponent's loses.
";

const PUNCT_STANDARD: &str = "• **Standard game**: no piece is ever added with a dot in \
the central hexagon (19 cells). As soon as either player adds their 18th piece without a \
connection, the game ends: more of your dots seen in the central hexagon wins, equal is \
a draw.
";

const PUNCT_BASIC: &str = "• **Basic game**: only White's first piece must stay out of \
the central hexagon. As soon as either player adds their 18th piece without a connection, \
the game ends in a draw.
";

const PUNCT_RULES_TAIL: &str = "Moves are written `+F5:G5,H5` (add: PÜNCT, then the two \
other dots) or `H2>H5:I5,J5` (move the piece whose PÜNCT is on H2). `/peek` shows a stack.";

const BOOP_RULES: &str = "**boop.** in brief.
• **Pieces**: each player has 8 kittens in their **pool** (the pieces you can place) and \
8 cats still to earn. The bed is 6×6.
• **A turn**: place a kitten or a cat from your pool on an empty square. It **boops** each \
neighbouring piece (either colour, all 8 directions) one square away from it, unless a \
piece already stands there; off the bed, the piece goes back to its owner's pool. A \
kitten cannot boop a cat. Booped pieces boop nothing.
• **Graduate**: three of your pieces in a **row** with a kitten among them leave the bed: \
each kitten graduates (out of the game, and you earn a cat into your pool), each cat goes \
back to your pool. With several rows you choose one; the others stay.
• **All 8 on the bed** and no row: choose one of your pieces, a kitten to graduate or a \
cat to return to your pool.
• **Win**, checked for the player who just placed, before graduating: three of your cats \
in a row, or all 8 of your pieces on the bed as cats.
Moves are written `Kc3` (kitten) or `Cc3` (cat). When you must choose, the picture \
numbers each option and a menu lists them; Cancel takes the placement back.";

/// Whether the catalogue describes `key` (every key of the command table
/// must be).
#[must_use]
pub fn describes(key: &str) -> bool {
    DESCRIBED.contains(&key)
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
    describes(key).then(|| words.say(&describe_id(key), &FluentArgs::new()))
}
