//! What the manager answers: typed data the Discord layer (or the terminal)
//! turns into a message, and the effects that go with posting it. Nothing
//! here is worded: the words layer (`crate::words`) says the messages, the
//! buttons' labels and the choices in the reply's language, and fits a list
//! into a message.

use std::{fmt, str::FromStr};

use super::{
    boards::BoardPost,
    computer::ComputerTurn,
    message::Message,
    request::{Action, Caller, Locale, Request, Stamp, TournamentAction},
};
use crate::{
    games::{self, AnyMove, Phrase},
    store::{ChallengeId, GameId},
};

/// A message to post, and what must happen besides.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// What the text says, as typed messages, in order: the words layer
    /// says them (a mention is written `<@user id>`), and a test checks
    /// them instead of English words.
    pub said: Vec<Message>,
    /// How the messages make the text: a line each, or a list cut to fit in
    /// one message (a list too long for one is cut in the text only).
    pub layout: Layout,
    /// Titled groups of lines shown after the text, each on its own card
    /// (an embed, for `/help`): each group has room of its own, so the next
    /// command added cannot push the answer past a message's limit.
    pub sections: Vec<Section>,
    /// A PNG picture of the board, to attach.
    pub image: Option<Vec<u8>>,
    /// Another file to attach: a game record or a replay.
    pub file: Option<Attachment>,
    pub buttons: Vec<Button>,
    /// The address of the matching web page (a game's, a ladder's, a
    /// player's), shown as a link button; set only when the server's pages
    /// are public and the bot knows where it serves them.
    pub link: Option<String>,
    /// The only users the message may ping (the one whose turn it is to act).
    pub mentions: Vec<u64>,
    /// Shown to the caller only.
    pub ephemeral: bool,
    /// Autocomplete choices (for [`Action::LegalMoves`]).
    pub choices: Vec<Choice>,
    /// The whole answer as text alone (at most 2000 characters), to post
    /// instead of the text and `image` where the bot may not attach files.
    pub fallback: Option<Fallback>,
    /// What posting it entails. A front end carries these out in one
    /// place, whatever made the reply (a command, a button, the scheduler).
    pub effects: Effects,
    /// The language it is worded in, for whatever a front end adds to it
    /// (a menu's placeholder).
    pub locale: Locale,
}

/// How a reply's messages make its text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// Each message on a line of its own.
    #[default]
    Lines,
    /// The first message heads a list of the others: as many as fit in one
    /// message, then a [`Message::GamesMore`] line for the rest.
    List,
    /// The first `head` messages, then as many of the others as fit in one
    /// message (cut at its limit if even the head does not).
    Within { head: usize },
    /// The reply's [`Choice`]s, one per line: the move and what it does.
    Choices,
}

/// The text alone that stands in for a reply's text and picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fallback {
    pub said: Vec<Message>,
    pub layout: Layout,
}

/// The longest text a message may hold (Discord's limit).
pub const MESSAGE_LIMIT: usize = 2000;

/// Discord's limits on the sections of a message (its embeds): how many,
/// the longest title and text of one, and the most characters of them all.
pub const SECTIONS_PER_MESSAGE: usize = 10;
pub const SECTION_TITLE_LIMIT: usize = 256;
pub const SECTION_TEXT_LIMIT: usize = 4096;
pub const SECTIONS_LIMIT: usize = 6000;

/// A titled group of lines shown after a reply's text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Section {
    pub title: String,
    /// Its lines, joined by line breaks.
    pub text: String,
}

impl Section {
    /// The characters it counts against [`SECTIONS_LIMIT`].
    #[must_use]
    pub fn chars(&self) -> usize {
        self.title.chars().count() + self.text.chars().count()
    }
}

/// A file attached to a reply.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Attachment {
    /// The file name, which says its type (`game-12.txt`, `game-12.gif`).
    pub name: String,
    pub bytes: Vec<u8>,
}

impl Reply {
    /// A reply saying `message` in the language of `locale`.
    #[must_use]
    pub fn saying(locale: &Locale, message: Message) -> Reply {
        Reply {
            said: vec![message],
            locale: locale.clone(),
            ..Reply::default()
        }
    }

    /// This reply with `message` as a line of its own after the text.
    #[must_use]
    pub fn and(mut self, locale: &Locale, message: Message) -> Reply {
        if self.said.is_empty() {
            self.locale = locale.clone();
        }
        self.said.push(message);
        self
    }

    /// Whether the reply says something `matches` accepts.
    #[must_use]
    pub fn says(&self, matches: impl Fn(&Message) -> bool) -> bool {
        self.said.iter().any(matches)
    }

    /// Shows, before the last move of its board or ending, the move that
    /// move answered at once (a conditional move's): who played it, and
    /// the move.
    pub fn show_answered(&mut self, answered: (String, String)) {
        for said in &mut self.said {
            if let Message::Board {
                answered: shown, ..
            }
            | Message::GameOver {
                answered: shown, ..
            } = said
            {
                *shown = Some(answered.clone());
            }
        }
    }

    /// The move a conditional move answered on this board, if one did: who
    /// played it, and the move.
    #[must_use]
    pub fn answered(&self) -> Option<&(String, String)> {
        self.said.iter().find_map(|said| match said {
            Message::Board { answered, .. } | Message::GameOver { answered, .. } => {
                answered.as_ref()
            }
            _ => None,
        })
    }

    /// The game this reply is a new board of, if it is one.
    #[must_use]
    pub fn board(&self) -> Option<GameId> {
        self.effects.board.map(|board| board.game)
    }
}

/// What must happen when a reply is posted, besides the message itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Effects {
    /// The message is a new board: record it as its game's board
    /// ([`Manager::replace_board`](super::Manager::replace_board)), and strip
    /// the buttons of whichever of the old and the new board loses.
    pub board: Option<BoardPost>,
    /// The message shows a new challenge: record it
    /// ([`Manager::set_challenge_message`](super::Manager::set_challenge_message))
    /// so its buttons can go when it expires.
    pub challenge: Option<ChallengeId>,
    /// Earlier messages in the same channel whose buttons go (an expired
    /// challenge's).
    pub strip: Vec<u64>,
    /// Direct messages to send besides ("your turn" notices to players who
    /// asked for them). A user who refuses direct messages simply gets none.
    pub direct: Vec<Direct>,
    /// The computer is to move on this board: hand it to the computer
    /// ([`crate::computer::Computer`]), whose move follows as a message of
    /// its own.
    pub computer: Option<ComputerTurn>,
}

/// A direct message to one user, in their language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Direct {
    pub user: u64,
    pub message: Message,
    pub locale: Locale,
}

/// One autocomplete choice: the move (the Discord layer sends its
/// canonical notation), and what it does, which its readable label says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub mv: AnyMove,
    /// What it does, as its game labels it; `None` if the game cannot say
    /// (the label is then the notation).
    pub label: Option<games::Label>,
    /// When a first step waits for its choice: the option `mv` completes
    /// it with, as `/choose` takes it.
    pub option: Option<String>,
}

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// What a button's label says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Label {
    /// What pressing it does (its id's action).
    Action,
    /// An option of a first step waiting for its choice (a boop.
    /// placement's), by what it does, numbered as the picture numbers it.
    Option { number: usize, effect: Phrase },
}

/// A button under a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: Label,
    pub style: ButtonStyle,
    /// Its `custom_id`: `id.to_string()`, under 100 characters.
    pub id: ButtonId,
}

/// What pressing a button does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    Accept,
    Decline,
    Cancel,
    /// Asks "really?" (ephemeral) with a [`ButtonAction::ConfirmResign`].
    Resign,
    ConfirmResign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Takeback,
    AcceptTakeback,
    DeclineTakeback,
    /// The Discord layer asks which cell, then sends [`Action::Peek`].
    Peek,
    /// Completes the pending boop placement with this option.
    Choose(String),
    /// Withdraws the pending boop placement.
    Withdraw,
    /// Plays the previewed move `notation`, if the game is still at
    /// `version` (and at the stamp's ply).
    ConfirmMove {
        version: i64,
        notation: String,
    },
    /// Drops a previewed move.
    CancelMove,
    /// Joins the tournament of the signup message.
    Join,
    /// Leaves it before the start.
    Leave,
}

/// The identity of a button: the game (at the ply it was made for) or the
/// challenge, and the action. It survives a restart because everything it
/// names is in the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ButtonId {
    pub stamp: Stamp,
    pub action: ButtonAction,
}

impl ButtonId {
    /// The request a press of this button by `caller` makes.
    #[must_use]
    pub fn request(&self, caller: Caller) -> Request {
        let action = match &self.action {
            ButtonAction::Accept => Action::Accept,
            ButtonAction::Decline => Action::Decline,
            ButtonAction::Cancel => Action::Cancel,
            ButtonAction::Resign => Action::Resign { confirmed: false },
            ButtonAction::ConfirmResign => Action::Resign { confirmed: true },
            ButtonAction::OfferDraw => Action::OfferDraw,
            ButtonAction::AcceptDraw => Action::AcceptDraw,
            ButtonAction::DeclineDraw => Action::DeclineDraw,
            ButtonAction::Takeback => Action::RequestTakeback,
            ButtonAction::AcceptTakeback => Action::AcceptTakeback,
            ButtonAction::DeclineTakeback => Action::DeclineTakeback,
            ButtonAction::Peek => Action::Peek { cell: None },
            ButtonAction::Choose(option) => Action::Choose {
                option: option.clone(),
            },
            ButtonAction::Withdraw => Action::Withdraw,
            ButtonAction::ConfirmMove { version, notation } => Action::ConfirmMove {
                notation: notation.clone(),
                version: *version,
            },
            ButtonAction::CancelMove => Action::CancelMove,
            ButtonAction::Join | ButtonAction::Leave => {
                let tournament = match self.stamp {
                    Stamp::Tournament(number) => Some(number),
                    Stamp::Game { .. } | Stamp::Challenge(_) | Stamp::Lesson(_) => None,
                };
                Action::Tournament(if self.action == ButtonAction::Join {
                    TournamentAction::Join { tournament }
                } else {
                    TournamentAction::Leave { tournament }
                })
            }
        };
        Request {
            caller,
            action,
            stamp: Some(self.stamp),
        }
    }
}

const SIMPLE_ACTIONS: [(ButtonAction, &str); 16] = [
    (ButtonAction::Accept, "accept"),
    (ButtonAction::Decline, "decline"),
    (ButtonAction::Cancel, "cancel"),
    (ButtonAction::Resign, "resign"),
    (ButtonAction::ConfirmResign, "resign!"),
    (ButtonAction::OfferDraw, "draw"),
    (ButtonAction::AcceptDraw, "draw+"),
    (ButtonAction::DeclineDraw, "draw-"),
    (ButtonAction::Takeback, "takeback"),
    (ButtonAction::AcceptTakeback, "takeback+"),
    (ButtonAction::DeclineTakeback, "takeback-"),
    (ButtonAction::Peek, "peek"),
    (ButtonAction::Withdraw, "withdraw"),
    (ButtonAction::CancelMove, "unmove"),
    (ButtonAction::Join, "join"),
    (ButtonAction::Leave, "leave"),
];

/// `pb:g<game>:<ply>:<action>` or `pb:c<challenge>:<action>`; a choice is
/// `choose=<option>`, a previewed move `move=<version>:<notation>` (a
/// PÜNCT notation has colons of its own: the version comes first).
impl fmt::Display for ButtonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.stamp {
            Stamp::Game { game, ply } => write!(f, "pb:g{}:{ply}:", game.0)?,
            Stamp::Challenge(id) => write!(f, "pb:c{}:", id.0)?,
            Stamp::Tournament(number) => write!(f, "pb:t{number}:")?,
            Stamp::Lesson(number) => write!(f, "pb:l{number}:")?,
        }
        match &self.action {
            ButtonAction::Choose(option) => write!(f, "choose={option}"),
            ButtonAction::ConfirmMove { version, notation } => {
                write!(f, "move={version}:{notation}")
            }
            action => {
                let name = SIMPLE_ACTIONS
                    .iter()
                    .find(|(known, _)| known == action)
                    .map_or("?", |(_, name)| name);
                f.write_str(name)
            }
        }
    }
}

/// The text is not a button id made by this bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseButtonIdError;

impl fmt::Display for ParseButtonIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a punctbot button")
    }
}

impl std::error::Error for ParseButtonIdError {}

impl FromStr for ButtonId {
    type Err = ParseButtonIdError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let rest = text.strip_prefix("pb:").ok_or(ParseButtonIdError)?;
        let (stamp, action) = if let Some(rest) = rest.strip_prefix('g') {
            let (game, rest) = rest.split_once(':').ok_or(ParseButtonIdError)?;
            let (ply, action) = rest.split_once(':').ok_or(ParseButtonIdError)?;
            let stamp = Stamp::Game {
                game: GameId(game.parse().map_err(|_| ParseButtonIdError)?),
                ply: ply.parse().map_err(|_| ParseButtonIdError)?,
            };
            (stamp, action)
        } else if let Some(rest) = rest.strip_prefix('c') {
            let (id, action) = rest.split_once(':').ok_or(ParseButtonIdError)?;
            let stamp = Stamp::Challenge(ChallengeId(id.parse().map_err(|_| ParseButtonIdError)?));
            (stamp, action)
        } else if let Some(rest) = rest.strip_prefix('t') {
            let (number, action) = rest.split_once(':').ok_or(ParseButtonIdError)?;
            let stamp = Stamp::Tournament(number.parse().map_err(|_| ParseButtonIdError)?);
            (stamp, action)
        } else if let Some(rest) = rest.strip_prefix('l') {
            let (number, action) = rest.split_once(':').ok_or(ParseButtonIdError)?;
            let stamp = Stamp::Lesson(number.parse().map_err(|_| ParseButtonIdError)?);
            (stamp, action)
        } else {
            return Err(ParseButtonIdError);
        };
        if let Some(previewed) = action.strip_prefix("move=") {
            let (version, notation) = previewed.split_once(':').ok_or(ParseButtonIdError)?;
            if notation.is_empty() {
                return Err(ParseButtonIdError);
            }
            let action = ButtonAction::ConfirmMove {
                version: version.parse().map_err(|_| ParseButtonIdError)?,
                notation: notation.to_owned(),
            };
            return Ok(ButtonId { stamp, action });
        }
        let action = match action.strip_prefix("choose=") {
            Some(option) if !option.is_empty() => ButtonAction::Choose(option.to_owned()),
            Some(_) => return Err(ParseButtonIdError),
            None => SIMPLE_ACTIONS
                .iter()
                .find(|(_, name)| *name == action)
                .map(|(known, _)| known.clone())
                .ok_or(ParseButtonIdError)?,
        };
        Ok(ButtonId { stamp, action })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn button_ids_round_trip_and_stay_short() {
        let stamps = [
            Stamp::Game {
                game: GameId(i64::MAX),
                ply: u32::MAX,
            },
            Stamp::Challenge(ChallengeId(i64::MAX)),
            Stamp::Lesson(u32::MAX),
        ];
        let mut actions: Vec<ButtonAction> = SIMPLE_ACTIONS
            .iter()
            .map(|(action, _)| action.clone())
            .collect();
        actions.push(ButtonAction::Choose("Ga1-c1".into()));
        // The longest notation of either game: a PÜNCT move.
        actions.push(ButtonAction::ConfirmMove {
            version: i64::MAX,
            notation: "Q16>P15:O14,N13".into(),
        });
        actions.push(ButtonAction::ConfirmMove {
            version: 0,
            notation: "Kc1/Ga1-c1".into(),
        });
        for stamp in stamps {
            for action in &actions {
                let id = ButtonId {
                    stamp,
                    action: action.clone(),
                };
                let text = id.to_string();
                assert!(text.len() < 100, "{text}");
                assert_eq!(text.parse::<ButtonId>(), Ok(id));
            }
        }
    }

    #[test]
    fn foreign_ids_are_refused() {
        for text in [
            "",
            "pb:",
            "pb:g1:2",
            "pb:g1:x:resign",
            "pb:c1:fly",
            "pb:g1:2:choose=",
            "pb:g1:2:move=",
            "pb:g1:2:move=3:",
            "pb:g1:2:move=x:+F5:G5,H5",
            "xx:c1:accept",
        ] {
            assert_eq!(text.parse::<ButtonId>(), Err(ParseButtonIdError), "{text}");
        }
    }
}
