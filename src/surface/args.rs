//! The options of one command as given, checked against its definition
//! and completed with its defaults: what both front ends hand to a leaf's
//! `invoke`.

use std::fmt;

use super::{LeafSpec, OptionKind, OptionSpec};
use crate::{
    lines::abridged,
    manager::{Player, MAX_TEXT_CHARS},
};

/// The value of one option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Text(String),
    Flag(bool),
    Number(i64),
    User(Player),
    /// A channel, by its id.
    Channel(u64),
    /// One of the option's choices (the definition's own string).
    Choice(&'static str),
}

/// Why options do not fit a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgError {
    /// No such command (or subcommand).
    UnknownCommand(String),
    /// A group's subcommand is missing or unknown.
    Subcommand {
        command: &'static str,
        given: Option<String>,
    },
    /// A required option is missing.
    Missing {
        command: &'static str,
        option: &'static str,
    },
    /// A value the option does not take; `expected` says what it takes.
    Invalid {
        option: &'static str,
        given: String,
        expected: String,
    },
    /// Words left over that no option takes.
    Unexpected(String),
}

/// Characters of what was typed that an error quotes at most: enough to
/// recognise it, never a whole pasted page.
const QUOTED_CHARS: usize = 40;

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgError::UnknownCommand(name) => {
                write!(f, "unknown command /{}", abridged(name, QUOTED_CHARS))
            }
            ArgError::Subcommand { command, given } => {
                let names = super::command(command)
                    .map(|command| {
                        let names: Vec<&str> =
                            command.leaves().iter().map(|leaf| leaf.name).collect();
                        names.join(", ")
                    })
                    .unwrap_or_default();
                match given {
                    Some(given) => write!(
                        f,
                        "/{command} {}: expected one of {names}",
                        abridged(given, QUOTED_CHARS)
                    ),
                    None => write!(f, "/{command} needs one of {names}"),
                }
            }
            ArgError::Missing { command, option } => write!(f, "/{command} needs {option}"),
            ArgError::Invalid {
                option,
                given,
                expected,
            } => {
                // Abridged here too: not every refused value comes through
                // `OptionSpec::invalid` (the terminal's `game:` shortcut).
                let given = abridged(given, QUOTED_CHARS);
                write!(f, "{option}:{given}: expected {expected}")
            }
            ArgError::Unexpected(words) => {
                write!(f, "unexpected `{}`", abridged(words, QUOTED_CHARS))
            }
        }
    }
}

impl std::error::Error for ArgError {}

impl OptionSpec {
    /// Whether `value` is of this option's type and within its limits.
    ///
    /// # Errors
    /// [`ArgError::Invalid`], saying what the option takes.
    pub fn check(&self, value: Value) -> Result<Value, ArgError> {
        let fits = match (&self.kind, &value) {
            (OptionKind::Text, Value::Text(text)) => {
                !text.trim().is_empty() && text.chars().count() <= MAX_TEXT_CHARS
            }
            (OptionKind::Flag { .. }, Value::Flag(_))
            | (OptionKind::User, Value::User(_))
            | (OptionKind::Channel, Value::Channel(_)) => true,
            (OptionKind::Number { min, max, .. }, Value::Number(number)) => {
                number >= min && max.is_none_or(|max| *number <= max)
            }
            (OptionKind::Choice { choices, .. }, Value::Choice(choice)) => {
                choices.iter().any(|known| known.value == *choice)
            }
            _ => false,
        };
        if fits {
            Ok(value)
        } else {
            Err(self.invalid(&shown(&value)))
        }
    }

    /// The choice `text` names (in any case), if this option has it.
    #[must_use]
    pub fn choice(&self, text: &str) -> Option<Value> {
        match &self.kind {
            OptionKind::Choice { choices, .. } => choices
                .iter()
                .find(|choice| choice.value.eq_ignore_ascii_case(text.trim()))
                .map(|choice| Value::Choice(choice.value)),
            _ => None,
        }
    }

    /// The error for `given`, which this option does not take. It quotes
    /// only the start of a long `given`: the answer stays short whatever
    /// was typed.
    #[must_use]
    pub fn invalid(&self, given: &str) -> ArgError {
        ArgError::Invalid {
            option: self.name,
            given: abridged(given, QUOTED_CHARS).into_owned(),
            expected: self.expected(),
        }
    }

    /// What this option takes, for an error message or a usage line.
    #[must_use]
    pub fn expected(&self) -> String {
        match &self.kind {
            OptionKind::Text => format!("some text (at most {MAX_TEXT_CHARS} characters)"),
            OptionKind::Flag { .. } => "true or false".to_owned(),
            OptionKind::Number { min, max, .. } => match max {
                Some(max) => format!("a number from {min} to {max}"),
                None => format!("a number from {min}"),
            },
            OptionKind::User => "@name".to_owned(),
            OptionKind::Channel => "#channel".to_owned(),
            OptionKind::Choice { choices, .. } => {
                let values: Vec<&str> = choices.iter().map(|choice| choice.value).collect();
                match values.split_last() {
                    Some((last, [])) => (*last).to_owned(),
                    Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
                    None => String::new(),
                }
            }
        }
    }

    /// The value this option has when left out, if it has one (a
    /// required option has none).
    fn default(&self) -> Option<Value> {
        if self.required {
            return None;
        }
        match &self.kind {
            OptionKind::Flag { default } => default.map(Value::Flag),
            OptionKind::Number { default, .. } => default.map(Value::Number),
            OptionKind::Choice { default, .. } => default.map(Value::Choice),
            OptionKind::Text | OptionKind::User | OptionKind::Channel => None,
        }
    }
}

/// A value as the user gave it.
fn shown(value: &Value) -> String {
    match value {
        Value::Text(text) => text.clone(),
        Value::Flag(flag) => flag.to_string(),
        Value::Number(number) => number.to_string(),
        Value::User(player) => format!("@{}", player.name),
        Value::Channel(channel) => format!("<#{channel}>"),
        Value::Choice(choice) => (*choice).to_owned(),
    }
}

/// The checked options of one leaf, defaults filled in, and the command
/// they were given to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Args {
    command: &'static str,
    values: Vec<(&'static str, Value)>,
}

impl Args {
    /// The options `given` to `leaf` (of `command`), each checked, every
    /// missing one given its default.
    ///
    /// # Errors
    /// A value the option does not take, or a required option missing.
    pub fn complete(
        command: &'static str,
        leaf: &LeafSpec,
        given: Vec<(&'static OptionSpec, Value)>,
    ) -> Result<Args, ArgError> {
        let mut values = Vec::with_capacity(leaf.options.len());
        for (option, value) in given {
            values.push((option.name, option.check(value)?));
        }
        for option in leaf.options {
            if values.iter().any(|(name, _)| *name == option.name) {
                continue;
            }
            match option.default() {
                Some(value) => values.push((option.name, value)),
                None if option.required => {
                    return Err(ArgError::Missing {
                        command,
                        option: option.name,
                    })
                }
                None => {}
            }
        }
        Ok(Args { command, values })
    }

    /// The command the options were given to (`punct` for `/punct
    /// challenge`): one leaf may serve several commands, each game's
    /// challenge for one.
    #[must_use]
    pub fn command(&self) -> &'static str {
        self.command
    }

    fn get(&self, name: &str) -> Option<&Value> {
        self.values
            .iter()
            .find(|(given, _)| *given == name)
            .map(|(_, value)| value)
    }

    /// A text option (empty when left out).
    #[must_use]
    pub fn text(&self, option: &OptionSpec) -> String {
        match self.get(option.name) {
            Some(Value::Text(text)) => text.clone(),
            _ => String::new(),
        }
    }

    /// A flag (its default when left out; false without one).
    #[must_use]
    pub fn flag(&self, option: &OptionSpec) -> bool {
        self.given_flag(option) == Some(true)
    }

    /// A flag, if given or defaulted.
    #[must_use]
    pub fn given_flag(&self, option: &OptionSpec) -> Option<bool> {
        match self.get(option.name) {
            Some(Value::Flag(flag)) => Some(*flag),
            _ => None,
        }
    }

    /// A number, if given or defaulted.
    #[must_use]
    pub fn number(&self, option: &OptionSpec) -> Option<i64> {
        match self.get(option.name) {
            Some(Value::Number(number)) => Some(*number),
            _ => None,
        }
    }

    /// A user, if given.
    #[must_use]
    pub fn user(&self, option: &OptionSpec) -> Option<Player> {
        match self.get(option.name) {
            Some(Value::User(player)) => Some(player.clone()),
            _ => None,
        }
    }

    /// A channel's id, if given.
    #[must_use]
    pub fn channel(&self, option: &OptionSpec) -> Option<u64> {
        match self.get(option.name) {
            Some(Value::Channel(channel)) => Some(*channel),
            _ => None,
        }
    }

    /// A choice, if given or defaulted.
    #[must_use]
    pub fn choice(&self, option: &OptionSpec) -> Option<&'static str> {
        self.choice_named(option.name)
    }

    /// The choice of the option called `name`, if given or defaulted: for
    /// the options the table makes from the game registry, which no
    /// constant holds.
    #[must_use]
    pub fn choice_named(&self, name: &str) -> Option<&'static str> {
        match self.get(name) {
            Some(Value::Choice(choice)) => Some(choice),
            _ => None,
        }
    }
}
