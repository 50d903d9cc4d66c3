//! The command surface: every slash command the bot offers, defined once.
//!
//! [`COMMANDS`] is one table of [`CommandSpec`]s (each game's own made
//! from the game registry at first use): names, options,
//! option types, choices, defaults, which autocomplete an option gets, who
//! may see the command, and the catalogue keys of every description. Each
//! front end derives what it needs from it:
//! - the Discord layer registers it (`discord::commands`) and turns an
//!   interaction's options into [`Args`] (`discord::translate`);
//! - `punctbot play` parses a terminal line into the same [`Args`]
//!   ([`text::parse`]);
//! - `/help` and `punctbot play --help` list it ([`help`]).
//!
//! Both front ends then call the leaf's own `invoke`, so what a command
//! means, and every default, is written once.
//!
//! ```
//! use punctbot::{manager::{Action, FirstMover}, surface::{text, Invocation}};
//!
//! let bob = |name: &str| punctbot::manager::Player { id: 2, name: name.to_owned() };
//! let channel = |name: &str| name.len() as u64;
//! let words = ["/boop", "challenge", "opponent:@bob"];
//! let invocation = text::parse(&words, &bob, &channel)?;
//! let Invocation::Manager(Action::Challenge { first, days, .. }) = invocation else {
//!     panic!("a challenge");
//! };
//! assert_eq!((first, days), (FirstMover::Random, Some(3)));
//! # Ok::<_, punctbot::surface::ArgError>(())
//! ```

mod answers;
mod args;
pub mod help;
mod table;
pub mod text;

pub use answers::{help_reply, rules_reply, PIECES_FILE};
pub use args::{ArgError, Args, Value};
pub use table::COMMANDS;

use crate::{games::GameKind, manager::Action};

/// What a command asks for, whichever front end it came through.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invocation {
    /// A request for the manager.
    Manager(Action),
    /// A challenge to be played in a thread of its own, opened for it in
    /// the caller's channel (the `Action::Challenge` gets its `parent` then).
    ChallengeInThread(Action),
    /// `/help`: answered by the front end alone ([`help_reply`]).
    Help,
    /// `/rules`: answered by the front end alone ([`rules_reply`]).
    Rules(GameKind),
}

/// One top-level slash command.
#[derive(Debug)]
pub struct CommandSpec {
    pub name: &'static str,
    /// The catalogue key of its description.
    pub describe: &'static str,
    pub access: Access,
    /// Where `/help` lists it.
    pub topic: Topic,
    pub body: Body,
}

/// The groups `/help` lists the commands in, in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// Challenging, moving, looking at a game, the rules.
    Play,
    /// Games that last days: lists, vacations, notices, claims.
    Days,
    /// Ratings.
    Ladders,
    /// What moderators (and server managers) may do.
    Moderation,
    /// Swiss and round-robin tournaments across days.
    Tournaments,
}

impl Topic {
    pub const ALL: [Topic; 5] = [
        Topic::Play,
        Topic::Days,
        Topic::Ladders,
        Topic::Tournaments,
        Topic::Moderation,
    ];

    /// The catalogue key of its header.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Topic::Play => "topic.play",
            Topic::Days => "topic.days",
            Topic::Ladders => "topic.ladders",
            Topic::Moderation => "topic.moderation",
            Topic::Tournaments => "topic.tournaments",
        }
    }
}

/// A command is one leaf, or a group of subcommands (`/vacation start`).
#[derive(Debug)]
pub enum Body {
    Leaf(LeafSpec),
    Group(&'static [LeafSpec]),
}

/// A command or subcommand that does something: its options and what it
/// means.
#[derive(Debug)]
pub struct LeafSpec {
    /// The subcommand's name; for a plain command, the command's own.
    pub name: &'static str,
    pub describe: &'static str,
    pub options: &'static [OptionSpec],
    /// What the checked and completed options ask for.
    pub invoke: fn(&Args) -> Invocation,
}

/// Who sees a command in Discord's command list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    Everyone,
    /// Server settings: members who may manage the server, and never in a
    /// direct message. (The manager checks it again.)
    ManageServer,
}

/// One option of a leaf.
#[derive(Debug)]
pub struct OptionSpec {
    pub name: &'static str,
    pub describe: &'static str,
    pub kind: OptionKind,
    pub required: bool,
    /// Where its autocomplete choices come from, if it has any.
    pub suggest: Option<Suggest>,
}

/// The type of an option, with its constraints and default.
#[derive(Debug)]
pub enum OptionKind {
    /// Free text.
    Text,
    /// True or false; `default` when left out (`None`: no value, e.g.
    /// "unchanged").
    Flag { default: Option<bool> },
    Number {
        min: i64,
        max: Option<i64>,
        default: Option<i64>,
    },
    /// A member of the server (`None` when left out: the caller).
    User,
    /// A channel of the server where the bot can post for everyone: a
    /// text or announcement channel, or a public thread (Discord's picker
    /// offers only those; `punctbot play` takes `#name`).
    Channel,
    /// One of fixed values.
    Choice {
        choices: &'static [ChoiceSpec],
        default: Option<&'static str>,
    },
}

/// One fixed value of a [`OptionKind::Choice`] option.
#[derive(Clone, Copy, Debug)]
pub struct ChoiceSpec {
    pub value: &'static str,
    /// The catalogue key of the name shown for it.
    pub describe: &'static str,
}

/// The autocomplete an option gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggest {
    /// The caller's legal moves matching what they typed.
    Moves,
    /// The options of the caller's waiting boop placement.
    PlacementOptions,
    /// The legal moves of the caller's open puzzle matching what they
    /// typed.
    PuzzleAnswers,
}

impl CommandSpec {
    /// Its leaves: itself, or each subcommand.
    #[must_use]
    pub fn leaves(&self) -> &[LeafSpec] {
        match &self.body {
            Body::Leaf(leaf) => std::slice::from_ref(leaf),
            Body::Group(leaves) => leaves,
        }
    }
}

/// The command called `name`, if the bot has one.
#[must_use]
pub fn command(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|command| command.name == name)
}

/// Every catalogue key the table describes something by: each command,
/// subcommand, option and choice, and the topics of `/help`. A language's
/// tag is among them (a language choice), described by the language itself.
pub fn description_keys() -> impl Iterator<Item = &'static str> {
    let commands = COMMANDS.iter().flat_map(|command| {
        let leaves = command.leaves().iter().flat_map(|leaf| {
            let options = leaf.options.iter().flat_map(|option| {
                let choices = match &option.kind {
                    OptionKind::Choice { choices, .. } => *choices,
                    _ => &[],
                };
                std::iter::once(option.describe).chain(choices.iter().map(|choice| choice.describe))
            });
            std::iter::once(leaf.describe).chain(options)
        });
        std::iter::once(command.describe).chain(leaves)
    });
    commands.chain(Topic::ALL.map(Topic::describe))
}

/// Every leaf with its command: `(punct, challenge)`, `(move, move)`, …
pub fn leaves() -> impl Iterator<Item = (&'static CommandSpec, &'static LeafSpec)> {
    COMMANDS
        .iter()
        .flat_map(|command| command.leaves().iter().map(move |leaf| (command, leaf)))
}
