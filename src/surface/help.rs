//! Words derived from the table: every description (with its default
//! said the same way everywhere), `/help`, and the command list of
//! `punctbot play --help`.

use super::{leaves, ChoiceSpec, CommandSpec, LeafSpec, OptionKind, OptionSpec, Topic};
use crate::manager::{
    catalogue::{discord_text, DiscordText},
    Locale,
};

/// The description of a command, subcommand or choice.
#[must_use]
pub fn describe(key: &'static str, locale: &Locale) -> String {
    discord_text(locale, DiscordText::Describe(key))
}

/// The description of an option, its default named.
#[must_use]
pub fn describe_option(option: &OptionSpec, locale: &Locale) -> String {
    let text = describe(option.describe, locale);
    let default = match &option.kind {
        _ if option.required => None,
        OptionKind::Choice {
            choices,
            default: Some(default),
        } => choices
            .iter()
            .find(|choice| choice.value == *default)
            .map(|choice| describe_choice(choice, locale)),
        OptionKind::Number {
            default: Some(default),
            ..
        } => Some(default.to_string()),
        _ => None,
    };
    match default {
        Some(default) => discord_text(
            locale,
            DiscordText::WithDefault {
                text: &text,
                default: &default,
            },
        ),
        None => text,
    }
}

/// The name shown for a choice.
#[must_use]
pub fn describe_choice(choice: &ChoiceSpec, locale: &Locale) -> String {
    describe(choice.describe, locale)
}

/// `/punct challenge`, `/move`: how a leaf is called.
fn call(command: &CommandSpec, leaf: &LeafSpec) -> String {
    if command.name == leaf.name {
        format!("/{}", command.name)
    } else {
        format!("/{} {}", command.name, leaf.name)
    }
}

/// The answer to `/help`: the commands grouped by topic, one line each
/// with every option, from the table.
#[must_use]
pub fn help_text(locale: &Locale) -> String {
    let mut lines = vec![discord_text(locale, DiscordText::HelpIntro)];
    for topic in Topic::ALL {
        lines.push(format!("**{}**", describe(topic.describe(), locale)));
        for (command, leaf) in leaves().filter(|(command, _)| command.topic == topic) {
            let mut usage = call(command, leaf);
            for option in leaf.options {
                if option.required {
                    usage = format!("{usage} {}", option.name);
                } else {
                    usage = format!("{usage} [{}]", option.name);
                }
            }
            lines.push(format!("`{usage}` {}", describe(leaf.describe, locale)));
        }
    }
    lines.push(discord_text(locale, DiscordText::HelpButtons));
    lines.join("\n")
}

/// What a terminal user types for `option`: `days:1|2|3|7|none`.
fn typed(option: &OptionSpec) -> String {
    let value = match &option.kind {
        OptionKind::Text => option.name.to_uppercase(),
        OptionKind::Flag { .. } => "true|false".to_owned(),
        OptionKind::Number { .. } => "N".to_owned(),
        OptionKind::User => "@name".to_owned(),
        OptionKind::Choice { choices, .. } => {
            let values: Vec<&str> = choices.iter().map(|choice| choice.value).collect();
            values.join("|")
        }
    };
    let typed = format!("{}:{value}", option.name);
    if option.required {
        typed
    } else {
        format!("[{typed}]")
    }
}

/// The commands of `punctbot play`: each with every option as typed, and
/// its description.
#[must_use]
pub fn terminal_usage(locale: &Locale) -> String {
    let mut out = String::new();
    for (command, leaf) in leaves() {
        let mut usage = format!("  {}", call(command, leaf));
        for option in leaf.options {
            usage = format!("{usage} {}", typed(option));
        }
        out.push_str(&usage);
        out.push('\n');
        out.push_str(&format!("      {}\n", describe(leaf.describe, locale)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::surface::COMMANDS;

    #[test]
    fn help_lists_every_command_within_one_message() {
        let help = help_text(&Locale::en());
        for (command, leaf) in leaves() {
            assert!(
                help.contains(&format!("`{}", call(command, leaf))),
                "{help}"
            );
        }
        assert!(help.chars().count() <= 2000, "{}", help.chars().count());
    }

    /// Discord refuses a message over 2,000 characters: `/help` fits in
    /// every language.
    #[test]
    fn help_fits_one_message_in_every_language() {
        let lengths: Vec<(&str, usize)> = crate::manager::catalogue::languages()
            .map(|tag| (tag, help_text(&Locale(tag.to_owned())).chars().count()))
            .collect();
        assert!(lengths.iter().all(|&(_, n)| n <= 2000), "{lengths:?}");
    }

    #[test]
    fn help_names_every_option_under_its_topic() {
        let help = help_text(&Locale::en());
        let headers: Vec<usize> = Topic::ALL
            .iter()
            .map(|&topic| {
                let header = describe(topic.describe(), &Locale::en());
                help.find(&format!("**{header}**")).expect("every topic")
            })
            .collect();
        assert!(headers.is_sorted(), "topics in order");
        for (command, leaf) in leaves() {
            let at = help.find(&format!("`{}", call(command, leaf))).unwrap();
            let topic = Topic::ALL.iter().position(|&t| t == command.topic).unwrap();
            assert!(at > headers[topic], "{} under its topic", command.name);
            assert!(
                headers.get(topic + 1).is_none_or(|&next| at < next),
                "{} under its topic",
                command.name
            );
            let line = help[at..].lines().next().unwrap();
            for option in leaf.options {
                assert!(line.contains(option.name), "{line} lacks {}", option.name);
            }
        }
    }

    #[test]
    fn every_description_is_in_the_catalogue_and_short_enough() {
        let locale = Locale::en();
        let mut keys = Vec::new();
        for command in COMMANDS {
            keys.push(command.describe);
            for leaf in command.leaves() {
                keys.push(leaf.describe);
                for option in leaf.options {
                    keys.push(option.describe);
                    assert!(describe_option(option, &locale).chars().count() <= 100);
                    if let OptionKind::Choice { choices, .. } = &option.kind {
                        keys.extend(choices.iter().map(|choice| choice.describe));
                    }
                }
            }
        }
        keys.extend(Topic::ALL.map(Topic::describe));
        for key in keys {
            let text = describe(key, &locale);
            assert!(
                crate::manager::catalogue::describes(key),
                "no description for `{key}`"
            );
            assert!(!text.is_empty() && text.chars().count() <= 100, "{key}");
        }
    }

    #[test]
    fn defaults_are_said_in_the_descriptions() {
        let locale = Locale::en();
        let punct = crate::surface::command("punct").unwrap();
        let days = punct.leaves()[0]
            .options
            .iter()
            .find(|option| option.name == "days")
            .unwrap();
        assert_eq!(
            describe_option(days, &locale),
            "Days per move before a player loses on time (default: 3 days)"
        );
    }
}
