//! The slash commands as Discord registers them, derived from the command
//! table ([`crate::surface::COMMANDS`]); registered idempotently at
//! start-up (a bulk overwrite: the same list twice changes nothing).
//!
//! Descriptions and choice names are registered in every language of the
//! catalogue, so that Discord's command picker speaks the player's
//! language. Command and option names stay English in every language: they
//! are what `/help`, refusals and players on one server tell each other to
//! type, and one name per command keeps those the same for everyone.

use serenity::all::{
    ChannelType, CommandOptionType, CreateCommand, CreateCommandOption, Permissions,
};

use crate::{
    manager::{Locale, MAX_TEXT_CHARS},
    surface::{
        help::{describe, describe_choice, describe_option},
        Access, Body, CommandSpec, LeafSpec, OptionKind, OptionSpec, COMMANDS,
    },
    words::language_tag,
};

/// Every locale Discord has (its own fixed list of codes).
const DISCORD_LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Discord's locales that get their own descriptions: every code the
/// catalogue speaks other than in English (Spanish has two, Chinese two),
/// so that a new folder of `locales/` is registered too.
#[must_use]
pub fn localized() -> Vec<&'static str> {
    DISCORD_LOCALES
        .iter()
        .copied()
        .filter(|code| language_tag(&Locale((*code).to_owned())) != language_tag(&Locale::en()))
        .collect()
}

/// Every command the bot offers.
#[must_use]
pub fn commands() -> Vec<CreateCommand> {
    let locale = Locale::en();
    COMMANDS
        .iter()
        .map(|command| register(command, &locale))
        .collect()
}

/// `text` in each of [`localized`], keyed by Discord's locale code.
fn in_every_language(text: impl Fn(&Locale) -> String) -> Vec<(&'static str, String)> {
    localized()
        .into_iter()
        .map(|code| (code, text(&Locale(code.to_owned()))))
        .collect()
}

fn register(command: &CommandSpec, locale: &Locale) -> CreateCommand {
    let mut created =
        CreateCommand::new(command.name).description(describe(command.describe, locale));
    for (code, text) in in_every_language(|locale| describe(command.describe, locale)) {
        created = created.description_localized(code, text);
    }
    if command.access == Access::ManageServer {
        created = created
            .default_member_permissions(Permissions::MANAGE_GUILD)
            .dm_permission(false);
    }
    match &command.body {
        Body::Leaf(leaf) => {
            for option in leaf.options {
                created = created.add_option(option_of(option, locale));
            }
        }
        Body::Group(leaves) => {
            for leaf in *leaves {
                created = created.add_option(subcommand(leaf, locale));
            }
        }
    }
    created
}

fn subcommand(leaf: &LeafSpec, locale: &Locale) -> CreateCommandOption {
    let mut sub = CreateCommandOption::new(
        CommandOptionType::SubCommand,
        leaf.name,
        describe(leaf.describe, locale),
    );
    for (code, text) in in_every_language(|locale| describe(leaf.describe, locale)) {
        sub = sub.description_localized(code, text);
    }
    for option in leaf.options {
        sub = sub.add_sub_option(option_of(option, locale));
    }
    sub
}

/// The Discord type of an option kind.
#[must_use]
pub fn option_type(kind: &OptionKind) -> CommandOptionType {
    match kind {
        OptionKind::Text | OptionKind::Choice { .. } => CommandOptionType::String,
        OptionKind::Flag { .. } => CommandOptionType::Boolean,
        OptionKind::Number { .. } => CommandOptionType::Integer,
        OptionKind::User => CommandOptionType::User,
        OptionKind::Channel => CommandOptionType::Channel,
    }
}

/// The channels a channel option offers: those where a post is for
/// everyone on the server to read. A private thread is seen by its
/// members alone; a forum or a voice channel takes no plain message.
pub const POSTING_CHANNELS: [ChannelType; 4] = [
    ChannelType::Text,
    ChannelType::News,
    ChannelType::PublicThread,
    ChannelType::NewsThread,
];

fn option_of(option: &OptionSpec, locale: &Locale) -> CreateCommandOption {
    let mut created = CreateCommandOption::new(
        option_type(&option.kind),
        option.name,
        describe_option(option, locale),
    )
    .required(option.required)
    .set_autocomplete(option.suggest.is_some());
    for (code, text) in in_every_language(|locale| describe_option(option, locale)) {
        created = created.description_localized(code, text);
    }
    match &option.kind {
        OptionKind::Number { min, max, .. } => {
            // The table's limits are all positive.
            created = created.min_int_value(u64::try_from(*min).unwrap_or_default());
            if let Some(max) = max {
                created = created.max_int_value(u64::try_from(*max).unwrap_or_default());
            }
        }
        OptionKind::Choice { choices, .. } => {
            for choice in *choices {
                created = created.add_string_choice_localized(
                    describe_choice(choice, locale),
                    choice.value,
                    in_every_language(|locale| describe_choice(choice, locale)),
                );
            }
        }
        OptionKind::Text => {
            // Discord then stops longer text at the keyboard, before
            // autocomplete sees it; the manager refuses it again.
            created = created.max_length(u16::try_from(MAX_TEXT_CHARS).unwrap_or(u16::MAX));
        }
        OptionKind::Channel => {
            created = created.channel_types(POSTING_CHANNELS.to_vec());
        }
        OptionKind::Flag { .. } | OptionKind::User => {}
    }
    created
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every description and choice name of the registration, in every
    /// language, as the JSON Discord receives: (where, locale, text).
    fn localized_texts() -> Vec<(String, String, String)> {
        fn walk(value: &serde_json::Value, path: &str, out: &mut Vec<(String, String, String)>) {
            let here = format!("{path}/{}", value["name"].as_str().unwrap_or("?"));
            // A command or option has a description; a choice a value.
            let field = if value.get("value").is_some() {
                "name_localizations"
            } else {
                "description_localizations"
            };
            for code in localized() {
                assert!(
                    value[field][code].is_string(),
                    "{here} has no {field} in {code}"
                );
            }
            for field in ["description_localizations", "name_localizations"] {
                if let Some(texts) = value[field].as_object() {
                    for (code, text) in texts {
                        let text = text.as_str().unwrap_or_default().to_owned();
                        out.push((format!("{here} {field}"), code.clone(), text));
                    }
                }
            }
            for nested in ["options", "choices"] {
                for child in value[nested].as_array().into_iter().flatten() {
                    walk(child, &here, out);
                }
            }
        }
        let mut out = Vec::new();
        for command in commands() {
            walk(&serde_json::to_value(&command).unwrap(), "", &mut out);
        }
        out
    }

    #[test]
    fn every_description_and_choice_is_registered_in_every_language() {
        let payload: Vec<serde_json::Value> = commands()
            .iter()
            .map(|command| serde_json::to_value(command).unwrap())
            .collect();
        let move_command = payload.iter().find(|c| c["name"] == "move").unwrap();
        let english = move_command["description"].as_str().unwrap();
        let localized = &move_command["description_localizations"];
        assert_eq!(
            super::localized(),
            ["es-ES", "es-419", "ru", "zh-CN", "zh-TW"],
            "each language under every code Discord gives it"
        );
        for code in super::localized() {
            let text = localized[code].as_str().unwrap_or_default();
            assert!(!text.is_empty(), "/move in {code}");
            assert_ne!(text, english, "/move is translated into {code}");
        }
        assert_eq!(localized["es-ES"], localized["es-419"], "one Spanish");
        assert!(localized["ru"]
            .as_str()
            .unwrap()
            .chars()
            .any(|c| ('а'..='я').contains(&c)));
        assert!(localized["zh-CN"]
            .as_str()
            .unwrap()
            .chars()
            .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)));
        // Everywhere: every locale, within Discord's limits.
        let texts = localized_texts();
        let codes = super::localized();
        for code in &codes {
            let count = texts.iter().filter(|(_, c, _)| c == code).count();
            assert_eq!(count, texts.len() / codes.len(), "{code} everywhere");
        }
        for (place, code, text) in &texts {
            let length = text.chars().count();
            assert!(
                (1..=100).contains(&length),
                "{place} in {code}: {length} characters: {text}"
            );
        }
    }

    #[test]
    fn command_and_option_names_stay_english() {
        fn english_names(value: &serde_json::Value) {
            let localized = value["name_localizations"].as_object();
            assert!(
                localized.is_none_or(serde_json::Map::is_empty),
                "{}: {localized:?}",
                value["name"]
            );
            for option in value["options"].as_array().into_iter().flatten() {
                english_names(option);
            }
        }
        for command in commands() {
            english_names(&serde_json::to_value(&command).unwrap());
        }
    }
}
