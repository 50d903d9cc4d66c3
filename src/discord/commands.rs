//! The slash commands as Discord registers them, derived from the command
//! table ([`crate::surface::COMMANDS`]); registered idempotently at
//! start-up (a bulk overwrite: the same list twice changes nothing).

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption, Permissions};

use crate::{
    manager::{Locale, MAX_TEXT_CHARS},
    surface::{
        help::{describe, describe_choice, describe_option},
        Access, Body, CommandSpec, LeafSpec, OptionKind, OptionSpec, COMMANDS,
    },
};

/// Every command the bot offers.
#[must_use]
pub fn commands() -> Vec<CreateCommand> {
    let locale = Locale::en();
    COMMANDS
        .iter()
        .map(|command| register(command, &locale))
        .collect()
}

fn register(command: &CommandSpec, locale: &Locale) -> CreateCommand {
    let mut created =
        CreateCommand::new(command.name).description(describe(command.describe, locale));
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
    }
}

fn option_of(option: &OptionSpec, locale: &Locale) -> CreateCommandOption {
    let mut created = CreateCommandOption::new(
        option_type(&option.kind),
        option.name,
        describe_option(option, locale),
    )
    .required(option.required)
    .set_autocomplete(option.suggest.is_some());
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
                created = created.add_string_choice(describe_choice(choice, locale), choice.value);
            }
        }
        OptionKind::Text => {
            // Discord then stops longer text at the keyboard, before
            // autocomplete sees it; the manager refuses it again.
            created = created.max_length(u16::try_from(MAX_TEXT_CHARS).unwrap_or(u16::MAX));
        }
        OptionKind::Flag { .. } | OptionKind::User => {}
    }
    created
}
