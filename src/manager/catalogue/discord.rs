//! Sentences only the front ends say: command and option descriptions
//! (keyed by the command table in `crate::surface`), the frame of `/help`,
//! `/rules`, the select-menu prompt. Keyed like the rest of the catalogue;
//! English is the fallback for every locale.

use super::{language, Language};
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
    match language(locale) {
        Language::English => english(text),
    }
}

fn english(text: DiscordText<'_>) -> String {
    match text {
        DiscordText::HelpIntro => {
            "**punctbot** hosts PÜNCT and boop. — one game per channel or thread.".to_owned()
        }
        DiscordText::HelpButtons => "The buttons under a board and a challenge do what \
             `/accept`, `/resign`, `/draw` and `/takeback` do. No clock: a nudge after a \
             week idle, `/claim` after two."
            .to_owned(),
        DiscordText::WithDefault { text, default } => format!("{text} (default: {default})"),
        DiscordText::Rules(GameKind::PunctStandard) => {
            format!("{PUNCT_RULES_HEAD}{PUNCT_STANDARD}{PUNCT_RULES_TAIL}")
        }
        DiscordText::Rules(GameKind::PunctBasic) => {
            format!("{PUNCT_RULES_HEAD}{PUNCT_BASIC}{PUNCT_RULES_TAIL}")
        }
        DiscordText::Rules(GameKind::Boop) => BOOP_RULES.to_owned(),
        DiscordText::SeatName(GameKind::Boop, seat) => seat.fold("Orange", "Gray").to_owned(),
        DiscordText::SeatName(_, seat) => seat.fold("White", "Black").to_owned(),
        DiscordText::ChoosePlaceholder => "Choose a row to graduate or a piece to lift".to_owned(),
        DiscordText::PeekTitle => "Peek under a piece".to_owned(),
        DiscordText::PeekField => "The cell of the piece to lift (e.g. F5)".to_owned(),
        DiscordText::ThreadNeedsServer => {
            "A game in its own thread needs a server channel: leave out `thread` here.".to_owned()
        }
        DiscordText::ThreadFailed => "I could not open a thread here (I need the Create Public \
             Threads permission). Challenge again without `thread`, or ask a moderator."
            .to_owned(),
        DiscordText::PlayedInThread(thread) => format!("The game is played in <#{thread}>."),
        DiscordText::ThreadName {
            kind,
            challenger,
            opponent,
        } => {
            let game = match kind {
                GameKind::Boop => "boop.",
                GameKind::PunctStandard | GameKind::PunctBasic => "PÜNCT",
            };
            format!("{game} · {challenger} vs {}", opponent.unwrap_or("anyone"))
        }
        DiscordText::Describe(key) => describe(key).unwrap_or("—").to_owned(),
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
    describe(key).is_some()
}

fn describe(key: &str) -> Option<&'static str> {
    Some(match key {
        "punct" => "Play PÜNCT",
        "punct.challenge" | "boop.challenge" => "Challenge someone (or anyone) to a game here",
        "boop" => "Play boop.",
        "challenge.opponent" => "Who you challenge (leave out: anyone may accept)",
        "challenge.variant" => "Standard or basic rules",
        "challenge.rated" => "Whether the game counts for the ladder",
        "challenge.first" => "Who moves first",
        "challenge.days" => "Days per move before a player loses on time",
        "challenge.thread" => "Play in a thread of its own",
        "variant.standard" => "Standard",
        "variant.basic" => "Basic",
        "first.challenger" => "Me",
        "first.opponent" => "My opponent",
        "first.random" => "Draw lots",
        "days.1" => "1 day",
        "days.2" => "2 days",
        "days.3" => "3 days",
        "days.7" => "7 days",
        "days.none" => "No clock (casual games only)",
        "games" => "Your games on this server, or someone's",
        "games.user" => "Whose games (leave out: yours)",
        "games.finished" => "Finished games instead, newest first",
        "vacation" => "Pause your clocks on this server (14 days a year)",
        "vacation.start" => "Start a vacation now",
        "vacation.days" => "How many days (1–14)",
        "vacation.cancel" => "End your vacation now: your clocks run again",
        "vacation.status" => "Your vacation and what is left of this year's days",
        "notices" => "Direct messages when it is your turn",
        "notices.dm" => "On or off",
        "reminders" => "When players to move are reminded on this server",
        "reminders.schedule" => "e.g. half,12h,1h (the default), 24h,1h or off",
        "leaderboard" => "This server's ladder",
        "leaderboard.game" => "Which game",
        "leaderboard.page" => "Which page",
        "stats" => "A player's ratings, record and last games on this server",
        "stats.user" => "Whose (leave out: yours)",
        "move" => "Play a move: type a few characters and pick from the list",
        "move.notation" => "The move, e.g. +F5:G5,H5 or Kc3",
        "choose" => "boop.: choose the row to graduate or the piece to lift",
        "choose.option" => "The option: its number (1, 2, …), Ga1-c1, Le5, or cancel",
        "accept" => "Accept the challenge in this channel",
        "decline" => "Decline the challenge in this channel",
        "cancel" => "Withdraw your challenge",
        "resign" => "Resign the game (asks first)",
        "draw" => "Offer a draw, or answer an offer",
        "takeback" => "Ask to take back your last move, or answer a request",
        "answer" => "What to do",
        "answer.offer" => "Offer",
        "answer.accept" => "Accept",
        "answer.decline" => "Decline",
        "abort" => "End the game with no result (before both have moved; moderators any time)",
        "claim" => "Win a game without a clock your opponent left idle for 14 days",
        "claim.abort" => "End it with no result instead of winning",
        "board" => "Show the board again, or any game at any move",
        "board.game" => "The game's number (leave out: this channel's game)",
        "board.ply" => "After how many moves (leave out: the latest)",
        "history" => "All moves of a game (a long one as a file)",
        "history.game" => "The game's number (leave out: this channel's game)",
        "replay" => "An animated replay of a game",
        "replay.game" => "The game's number (leave out: this channel's game)",
        "peek" => "PÜNCT: see the board with a piece lifted off",
        "peek.cell" => "The cell of the piece to lift, e.g. F5",
        "moves" => "PÜNCT: see where one of your pieces may go",
        "moves.cell" => "The cell of the piece's PÜNCT, e.g. H2",
        "rules" => "The rules in brief",
        "rules.game" => "Which game",
        "help" => "What punctbot can do",
        "topic.play" => "Play",
        "topic.days" => "Games across days",
        "topic.ladders" => "Ladders",
        "topic.moderation" => "Moderation",
        "game.punct" => "PÜNCT",
        "game.punct-basic" => "PÜNCT (basic)",
        "game.boop" => "boop.",
        _ => return None,
    })
}
