//! The slash commands, registered idempotently at start-up (a bulk
//! overwrite: the same list twice changes nothing).

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption, Permissions};

use crate::manager::{
    catalogue::{discord_text, DiscordText},
    Locale,
};

fn describe(key: &'static str) -> String {
    discord_text(&Locale::en(), DiscordText::Describe(key))
}

fn option(kind: CommandOptionType, name: &str, key: &'static str) -> CreateCommandOption {
    CreateCommandOption::new(kind, name, describe(key))
}

/// Adds fixed choices: (catalogue key of the name, value).
fn choices(
    mut option: CreateCommandOption,
    values: &[(&'static str, &'static str)],
) -> CreateCommandOption {
    for (key, value) in values {
        option = option.add_string_choice(describe(key), *value);
    }
    option
}

/// The `challenge` subcommand of `/punct` (with a variant) or `/boop`.
fn challenge(key: &'static str, with_variant: bool) -> CreateCommandOption {
    let mut sub = option(CommandOptionType::SubCommand, "challenge", key).add_sub_option(option(
        CommandOptionType::User,
        "opponent",
        "challenge.opponent",
    ));
    if with_variant {
        sub = sub.add_sub_option(choices(
            option(CommandOptionType::String, "variant", "challenge.variant"),
            &[("standard", "standard"), ("basic", "basic")],
        ));
    }
    sub.add_sub_option(option(
        CommandOptionType::Boolean,
        "rated",
        "challenge.rated",
    ))
    .add_sub_option(choices(
        option(CommandOptionType::String, "first", "challenge.first"),
        &[
            ("challenger", "challenger"),
            ("opponent", "opponent"),
            ("random", "random"),
        ],
    ))
    .add_sub_option(choices(
        option(CommandOptionType::String, "days", "challenge.days"),
        &[
            ("days.1", "1"),
            ("days.2", "2"),
            ("days.3", "3"),
            ("days.7", "7"),
            ("days.none", "none"),
        ],
    ))
    .add_sub_option(option(
        CommandOptionType::Boolean,
        "thread",
        "challenge.thread",
    ))
}

/// `/vacation start days:N`, `/vacation cancel`, `/vacation status`.
fn vacation() -> CreateCommand {
    simple("vacation")
        .add_option(
            option(CommandOptionType::SubCommand, "start", "vacation.start").add_sub_option(
                option(CommandOptionType::Integer, "days", "vacation.days")
                    .min_int_value(1)
                    .max_int_value(14)
                    .required(true),
            ),
        )
        .add_option(option(
            CommandOptionType::SubCommand,
            "cancel",
            "vacation.cancel",
        ))
        .add_option(option(
            CommandOptionType::SubCommand,
            "status",
            "vacation.status",
        ))
}

/// The game of a ladder: its values are `GameKind` names.
fn ladder_game() -> CreateCommandOption {
    choices(
        option(CommandOptionType::String, "game", "leaderboard.game"),
        &[
            ("game.punct", "punct"),
            ("game.punct-basic", "punct-basic"),
            ("game.boop", "boop"),
        ],
    )
}

fn simple(name: &'static str) -> CreateCommand {
    CreateCommand::new(name).description(describe(name))
}

fn answer() -> CreateCommandOption {
    choices(
        option(CommandOptionType::String, "answer", "answer"),
        &[("offer", "offer"), ("yes", "accept"), ("no", "decline")],
    )
}

/// Every command the bot offers.
#[must_use]
pub fn commands() -> Vec<CreateCommand> {
    vec![
        simple("punct").add_option(challenge("punct.challenge", true)),
        simple("boop").add_option(challenge("boop.challenge", false)),
        simple("move").add_option(
            option(CommandOptionType::String, "notation", "move.notation")
                .required(true)
                .set_autocomplete(true),
        ),
        simple("choose").add_option(
            option(CommandOptionType::String, "option", "choose.option")
                .required(true)
                .set_autocomplete(true),
        ),
        simple("accept"),
        simple("decline"),
        simple("cancel"),
        simple("resign"),
        simple("draw").add_option(answer()),
        simple("takeback").add_option(answer()),
        simple("abort"),
        simple("board"),
        simple("history"),
        simple("peek")
            .add_option(option(CommandOptionType::String, "cell", "peek.cell").required(true)),
        simple("rules").add_option(
            choices(
                option(CommandOptionType::String, "game", "rules.game"),
                &[("game.punct", "punct"), ("game.boop", "boop")],
            )
            .required(true),
        ),
        simple("games").add_option(option(CommandOptionType::User, "user", "games.user")),
        vacation(),
        simple("notices")
            .add_option(option(CommandOptionType::Boolean, "dm", "notices.dm").required(true)),
        // Server settings: only those who may manage the server see it.
        simple("reminders")
            .default_member_permissions(Permissions::MANAGE_GUILD)
            .dm_permission(false)
            .add_option(
                option(CommandOptionType::String, "schedule", "reminders.schedule").required(true),
            ),
        simple("leaderboard").add_option(ladder_game()).add_option(
            option(CommandOptionType::Integer, "page", "leaderboard.page").min_int_value(1),
        ),
        simple("stats").add_option(option(CommandOptionType::User, "user", "stats.user")),
        simple("help"),
    ]
}
