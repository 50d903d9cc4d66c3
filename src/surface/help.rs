//! Words derived from the table: every description (with its default
//! said the same way everywhere), `/help`, and the command list of
//! `punctbot play --help`.

use super::{leaves, ChoiceSpec, CommandSpec, LeafSpec, OptionKind, OptionSpec, Topic};
use crate::{
    manager::{Locale, Section},
    words::{discord_text, DiscordText},
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

/// The text of `/help` above its groups: what the bot is, and what the
/// buttons do.
#[must_use]
pub fn help_text(locale: &Locale) -> String {
    [DiscordText::HelpIntro, DiscordText::HelpButtons]
        .map(|text| discord_text(locale, text))
        .join("\n")
}

/// The groups of `/help`, one per topic in order: a line per command with
/// every option, from the table. Each is shown on its own card, with room
/// of its own.
#[must_use]
pub fn help_sections(locale: &Locale) -> Vec<Section> {
    Topic::ALL
        .iter()
        .map(|&topic| {
            let lines: Vec<String> = leaves()
                .filter(|(command, _)| command.topic == topic)
                .map(|(command, leaf)| usage_line(command, leaf, locale))
                .collect();
            Section {
                title: describe(topic.describe(), locale),
                text: lines.join("\n"),
            }
        })
        .collect()
}

/// `` `/punct challenge opponent [days]` Challenge someone ``.
fn usage_line(command: &CommandSpec, leaf: &LeafSpec, locale: &Locale) -> String {
    let mut usage = call(command, leaf);
    for option in leaf.options {
        if option.required {
            usage = format!("{usage} {}", option.name);
        } else {
            usage = format!("{usage} [{}]", option.name);
        }
    }
    format!("`{usage}` {}", describe(leaf.describe, locale))
}

/// What a terminal user types for `option`: `days:1|2|3|7|none`.
fn typed(option: &OptionSpec) -> String {
    let value = match &option.kind {
        OptionKind::Text => option.name.to_uppercase(),
        OptionKind::Flag { .. } => "true|false".to_owned(),
        OptionKind::Number { .. } => "N".to_owned(),
        OptionKind::User => "@name".to_owned(),
        OptionKind::Channel => "#channel".to_owned(),
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

    use crate::manager::{
        MESSAGE_LIMIT, SECTIONS_LIMIT, SECTIONS_PER_MESSAGE, SECTION_TEXT_LIMIT,
        SECTION_TITLE_LIMIT,
    };

    #[test]
    fn help_lists_every_command() {
        let help: Vec<String> = help_sections(&Locale::en())
            .into_iter()
            .map(|section| section.text)
            .collect();
        let help = help.join("\n");
        for (command, leaf) in leaves() {
            assert!(
                help.contains(&format!("`{}", call(command, leaf))),
                "{help}"
            );
        }
    }

    /// Discord refuses a message over its limits: `/help` keeps inside
    /// them in every language, each group on its own card. The lengths are
    /// in the failure message, to see how much room is left.
    #[test]
    fn help_fits_discord_in_every_language() {
        for tag in crate::locales::languages() {
            let locale = Locale(tag.to_owned());
            let text = help_text(&locale).chars().count();
            let sections = help_sections(&locale);
            let lengths: Vec<usize> = sections.iter().map(Section::chars).collect();
            let total: usize = lengths.iter().sum();
            let report = format!("{tag}: text {text}, groups {lengths:?}, all {total}");
            assert!(text <= MESSAGE_LIMIT, "{report}");
            assert!(sections.len() <= SECTIONS_PER_MESSAGE, "{report}");
            assert!(total <= SECTIONS_LIMIT, "{report}");
            for section in &sections {
                assert!(
                    section.title.chars().count() <= SECTION_TITLE_LIMIT,
                    "{report}"
                );
                assert!(
                    section.text.chars().count() <= SECTION_TEXT_LIMIT,
                    "{report}"
                );
                assert!(!section.text.is_empty(), "{report}: an empty group");
            }
        }
    }

    #[test]
    fn help_names_every_option_under_its_topic() {
        let sections = help_sections(&Locale::en());
        let titles: Vec<String> = sections.iter().map(|s| s.title.clone()).collect();
        let expected: Vec<String> = Topic::ALL
            .iter()
            .map(|&topic| describe(topic.describe(), &Locale::en()))
            .collect();
        assert_eq!(titles, expected, "topics in order");
        for (command, leaf) in leaves() {
            let topic = Topic::ALL.iter().position(|&t| t == command.topic).unwrap();
            let needle = format!("`{}", call(command, leaf));
            let holders: Vec<usize> = sections
                .iter()
                .enumerate()
                .filter(|(_, section)| {
                    section.text.lines().any(|line| {
                        line.starts_with(&format!("{needle} "))
                            || line.starts_with(&format!("{needle}`"))
                    })
                })
                .map(|(index, _)| index)
                .collect();
            assert_eq!(holders, [topic], "{} under its topic", command.name);
            let line = sections[topic]
                .text
                .lines()
                .find(|line| line.starts_with(&needle))
                .unwrap();
            for option in leaf.options {
                assert!(line.contains(option.name), "{line} lacks {}", option.name);
            }
        }
    }

    /// Every key of the table, those made for each game of the registry
    /// too (the test game's in its own words), is described.
    #[test]
    fn every_description_is_in_the_catalogue_and_short_enough() {
        let locale = Locale::en();
        for (_, leaf) in leaves() {
            for option in leaf.options {
                assert!(describe_option(option, &locale).chars().count() <= 100);
            }
        }
        let keys: Vec<&str> = crate::surface::description_keys().collect();
        for game in crate::games::registry::GAMES {
            let challenge = format!("{}.challenge", game.name());
            assert!(
                keys.contains(&game.name()) && keys.contains(&challenge.as_str()),
                "/{} challenge",
                game.name()
            );
            for variant in game.variants() {
                let choice = format!("game.{}", variant.id);
                assert!(keys.contains(&choice.as_str()), "{choice}");
            }
        }
        for key in keys {
            let text = describe(key, &locale);
            assert!(crate::words::describes(key), "no description for `{key}`");
            assert!(!text.is_empty() && text.chars().count() <= 100, "{key}");
        }
    }

    /// `/settings` says in every language that it sets the daily
    /// puzzle's channel, and `/help` lists its options.
    #[test]
    fn help_tells_where_the_daily_puzzle_is_set() {
        for (tag, puzzle) in [
            ("en-US", "daily puzzle"),
            ("es-ES", "problema del día"),
            ("ru", "задачи дня"),
            ("zh-CN", "每日谜题"),
        ] {
            let locale = Locale(tag.to_owned());
            let sections = help_sections(&locale);
            let line = sections
                .iter()
                .flat_map(|section| section.text.lines())
                .find(|line| line.starts_with("`/settings"))
                .unwrap_or_else(|| panic!("{tag}: /settings in /help"));
            assert!(line.contains("[puzzles] [puzzles-off]"), "{tag}: {line}");
            assert!(line.contains(puzzle), "{tag}: {line}");
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
