//! From a Discord interaction to what it asks for: who and where (a
//! [`Caller`]), and what, read through the command table
//! ([`crate::surface`]) like every other front end.

use serenity::all::{
    ChannelId, CommandData, GuildId, Member, PartialMember, Permissions, ResolvedOption,
    ResolvedValue, Unresolved, User,
};

use crate::{
    manager::{Caller, Locale, Player},
    surface::{self, ArgError, Args, Body, Invocation, LeafSpec, OptionKind, Suggest, Value},
};

/// The name a server shows for a user: their nickname there, else their
/// display name, else their user name.
fn shown_name(user: &User, nick: Option<&str>) -> String {
    nick.map(str::to_owned)
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

/// The caller of an interaction. A member with Manage Messages in the
/// channel (as Discord computed it for the interaction) is a moderator;
/// one with Manage Server may change the server's settings.
#[must_use]
pub fn caller(
    guild: Option<GuildId>,
    channel: ChannelId,
    user: &User,
    member: Option<&Member>,
    locale: &str,
    guild_locale: Option<&str>,
) -> Caller {
    let permissions = member.and_then(|member| member.permissions);
    let has = |permission| permissions.is_some_and(|given| given.contains(permission));
    Caller {
        guild: guild.map(GuildId::get),
        channel: channel.get(),
        user: user.id.get(),
        name: shown_name(user, member.and_then(|member| member.nick.as_deref())),
        moderator: has(Permissions::MANAGE_MESSAGES),
        manages_server: has(Permissions::MANAGE_GUILD),
        locale: Locale(locale.to_owned()),
        // Outside a server the channel is the caller's own.
        channel_locale: Locale(match guild {
            Some(_) => guild_locale.unwrap_or_default().to_owned(),
            None => locale.to_owned(),
        }),
    }
}

fn player(user: &User, member: Option<&PartialMember>) -> Player {
    Player {
        id: user.id.get(),
        name: shown_name(user, member.and_then(|member| member.nick.as_deref())),
    }
}

/// What the slash command `data` asks for.
///
/// # Errors
/// A command this bot does not (or no longer) know, or options that do not
/// fit it (a registration older than the bot).
pub fn command(data: &CommandData) -> Result<Invocation, ArgError> {
    let command =
        surface::command(&data.name).ok_or_else(|| ArgError::UnknownCommand(data.name.clone()))?;
    let options = data.options();
    let (leaf, options) = match &command.body {
        Body::Leaf(leaf) => (leaf, options),
        Body::Group(leaves) => {
            let Some(ResolvedOption {
                name,
                value: ResolvedValue::SubCommand(sub),
                ..
            }) = options.into_iter().next()
            else {
                return Err(ArgError::Subcommand {
                    command: command.name,
                    given: None,
                });
            };
            let leaf = leaves
                .iter()
                .find(|leaf| leaf.name == name)
                .ok_or_else(|| ArgError::Subcommand {
                    command: command.name,
                    given: Some(name.to_owned()),
                })?;
            (leaf, sub)
        }
    };
    let mut given = Vec::with_capacity(options.len());
    for option in &options {
        given.push(value(leaf, option)?);
    }
    let args = Args::complete(command.name, leaf, given)?;
    Ok((leaf.invoke)(&args))
}

/// One resolved option as a value of its option in `leaf`.
fn value(
    leaf: &'static LeafSpec,
    option: &ResolvedOption<'_>,
) -> Result<(&'static surface::OptionSpec, Value), ArgError> {
    let spec = leaf
        .options
        .iter()
        .find(|spec| spec.name == option.name)
        .ok_or_else(|| ArgError::Unexpected(option.name.to_owned()))?;
    let value = match (&spec.kind, &option.value) {
        (OptionKind::Text, ResolvedValue::String(text)) => Some(Value::Text((*text).to_owned())),
        (OptionKind::Choice { .. }, ResolvedValue::String(text)) => spec.choice(text),
        (OptionKind::Flag { .. }, ResolvedValue::Boolean(flag)) => Some(Value::Flag(*flag)),
        (OptionKind::Number { .. }, ResolvedValue::Integer(number)) => Some(Value::Number(*number)),
        (OptionKind::User, ResolvedValue::User(user, member)) => {
            Some(Value::User(player(user, *member)))
        }
        // Discord resolves the channel it offered; its id is all we keep.
        (OptionKind::Channel, ResolvedValue::Channel(channel)) => {
            Some(Value::Channel(channel.id.get()))
        }
        (OptionKind::Channel, ResolvedValue::Unresolved(Unresolved::Channel(id))) => {
            Some(Value::Channel(id.get()))
        }
        _ => None,
    };
    value
        .map(|value| (spec, value))
        .ok_or_else(|| spec.invalid(&format!("{:?}", option.value)))
}

/// The autocomplete an interaction asks for, and what was typed so far.
#[must_use]
pub fn suggestion(data: &CommandData) -> Option<(Suggest, String)> {
    let focused = data.autocomplete()?;
    let suggest = surface::command(&data.name)?
        .leaves()
        .iter()
        .flat_map(|leaf| leaf.options)
        .find(|option| option.name == focused.name)?
        .suggest?;
    Some((suggest, focused.value.to_owned()))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value as Json};
    use serenity::all::{CommandData, Interaction};

    use crate::{
        manager::Player,
        surface::{self, text, Body, OptionKind, OptionSpec},
    };

    /// The user every user option names in these tests.
    const BOB: u64 = 5;
    /// The channel every channel option names, `#daily`.
    const DAILY: u64 = 7;

    fn daily(name: &str) -> u64 {
        assert_eq!(name, "daily");
        DAILY
    }

    fn bob(name: &str) -> Player {
        Player {
            id: BOB,
            name: name.to_owned(),
        }
    }

    /// `option` given its `round`-th sample value: as Discord sends it, and
    /// as a terminal user types it.
    fn sample(option: &OptionSpec, round: usize) -> (Json, String) {
        let (kind, value, typed) = match &option.kind {
            OptionKind::Text => (3, json!("F5"), "F5".to_owned()),
            OptionKind::Flag { .. } => {
                let flag = round.is_multiple_of(2);
                (5, json!(flag), flag.to_string())
            }
            OptionKind::Number { min, .. } => (4, json!(min), min.to_string()),
            OptionKind::User => (6, json!(BOB.to_string()), "@bob".to_owned()),
            OptionKind::Channel => (7, json!(DAILY.to_string()), "#daily".to_owned()),
            OptionKind::Choice { choices, .. } => {
                let value = choices[round % choices.len()].value;
                (3, json!(value), value.to_owned())
            }
        };
        let given = json!({"name": option.name, "type": kind, "value": value});
        (given, format!("{}:{typed}", option.name))
    }

    /// Every command, with every option in turn given each of its values,
    /// means the same from Discord as typed in `punctbot play`: both are
    /// read through the one table.
    #[test]
    fn discord_and_the_terminal_read_every_command_alike() {
        for (command, leaf) in surface::leaves() {
            for round in 0..5 {
                let (given, typed): (Vec<Json>, Vec<String>) = leaf
                    .options
                    .iter()
                    .map(|option| sample(option, round))
                    .unzip();
                let (options, mut words) = match command.body {
                    Body::Leaf(_) => (given, vec![format!("/{}", command.name)]),
                    Body::Group(_) => (
                        vec![json!({"name": leaf.name, "type": 1, "options": given})],
                        vec![format!("/{}", command.name), leaf.name.to_owned()],
                    ),
                };
                words.extend(typed);
                let data: CommandData = serde_json::from_value(json!({
                    "id": "6", "name": command.name, "type": 1, "options": options,
                    "resolved": {
                        "users": {BOB.to_string(): {"id": BOB.to_string(), "username": "bob"}},
                        "channels": {DAILY.to_string(): {"id": DAILY.to_string(), "type": 0,
                                     "name": "daily", "permissions": "0"}},
                    },
                }))
                .unwrap();
                let words: Vec<&str> = words.iter().map(String::as_str).collect();
                let from_discord = super::command(&data);
                assert!(from_discord.is_ok(), "{words:?}: {from_discord:?}");
                assert_eq!(from_discord, text::parse(&words, &bob, &daily), "{words:?}");
            }
        }
    }

    #[test]
    fn manage_messages_makes_a_moderator() {
        let payload = serde_json::json!({
            "id": "1", "application_id": "2", "type": 2, "token": "t", "version": 1,
            "guild_id": "3", "channel_id": "4",
            "member": {"user": {"id": "5", "username": "mod"}, "roles": [], "deaf": false,
                       "mute": false, "flags": 0, "joined_at": "2024-01-01T00:00:00.000000+00:00",
                       "permissions": "10240"},
            "locale": "de", "guild_locale": "ru", "entitlements": [], "attachment_size_limit": 1,
            "data": {"id": "6", "name": "abort", "type": 1},
        });
        let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload)
        else {
            panic!("a command");
        };
        let caller = super::caller(
            command.guild_id,
            command.channel_id,
            &command.user,
            command.member.as_deref(),
            &command.locale,
            command.guild_locale.as_deref(),
        );
        assert!(caller.moderator, "{:?}", command.member);
        assert!(!caller.manages_server, "Manage Messages alone");
        assert_eq!(caller.name, "mod");
        assert_eq!(caller.locale.0, "de");
        assert_eq!(
            caller.channel_locale.0, "ru",
            "a server's channel: its locale"
        );
        assert_eq!(caller.guild, Some(3));
    }
}
