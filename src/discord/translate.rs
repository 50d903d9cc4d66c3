//! From a Discord interaction to a manager request: who, where, what.

use serenity::all::{
    ChannelId, CommandData, GuildId, Member, PartialMember, Permissions, ResolvedOption,
    ResolvedValue, User,
};

use crate::{
    games::GameKind,
    manager::{Action, Caller, Locale, Player},
    store::FirstMover,
};

/// What a slash command asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A request for the manager.
    Manager(Action),
    /// `/help`: answered by the Discord layer alone.
    Help,
    /// `/rules`: answered by the Discord layer alone.
    Rules(GameKind),
    /// A command this bot does not (or no longer) know.
    Unknown,
}

/// The name a server shows for a user: their nickname there, else their
/// display name, else their user name.
fn shown_name(user: &User, nick: Option<&str>) -> String {
    nick.map(str::to_owned)
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

/// The caller of an interaction. A member with Manage Messages in the
/// channel (as Discord computed it for the interaction) is a moderator.
#[must_use]
pub fn caller(
    guild: Option<GuildId>,
    channel: ChannelId,
    user: &User,
    member: Option<&Member>,
    locale: &str,
) -> Caller {
    let moderator = member
        .and_then(|member| member.permissions)
        .is_some_and(|permissions| permissions.contains(Permissions::MANAGE_MESSAGES));
    Caller {
        guild: guild.map(GuildId::get),
        channel: channel.get(),
        user: user.id.get(),
        name: shown_name(user, member.and_then(|member| member.nick.as_deref())),
        moderator,
        locale: Locale(locale.to_owned()),
    }
}

fn player(user: &User, member: Option<&PartialMember>) -> Player {
    Player {
        id: user.id.get(),
        name: shown_name(user, member.and_then(|member| member.nick.as_deref())),
    }
}

/// The string option `name`, if given.
fn string<'a>(options: &'a [ResolvedOption<'a>], name: &str) -> Option<&'a str> {
    options.iter().find_map(|option| match option.value {
        ResolvedValue::String(value) if option.name == name => Some(value),
        _ => None,
    })
}

fn boolean(options: &[ResolvedOption<'_>], name: &str) -> Option<bool> {
    options.iter().find_map(|option| match option.value {
        ResolvedValue::Boolean(value) if option.name == name => Some(value),
        _ => None,
    })
}

fn challenge(base: GameKind, options: &[ResolvedOption<'_>]) -> Action {
    let opponent = options.iter().find_map(|option| match option.value {
        ResolvedValue::User(user, member) if option.name == "opponent" => {
            Some(player(user, member))
        }
        _ => None,
    });
    let kind = match (base, string(options, "variant")) {
        (GameKind::Boop, _) => GameKind::Boop,
        (_, Some("basic")) => GameKind::PunctBasic,
        _ => GameKind::PunctStandard,
    };
    let first = match string(options, "first") {
        Some("challenger") => FirstMover::Challenger,
        Some("opponent") => FirstMover::Opponent,
        _ => FirstMover::Random,
    };
    Action::Challenge {
        opponent,
        kind,
        rated: boolean(options, "rated").unwrap_or(false),
        first,
        // The default clock until the command offers the option.
        days: Some(3),
        parent: None,
    }
}

/// An offer command's answer (`/draw`, `/takeback`).
fn offer(options: &[ResolvedOption<'_>], offer: Action, yes: Action, no: Action) -> Action {
    match string(options, "answer") {
        Some("accept") => yes,
        Some("decline") => no,
        _ => offer,
    }
}

/// What the slash command `data` asks for.
#[must_use]
pub fn command(data: &CommandData) -> Command {
    let options = data.options();
    let text = |name| string(&options, name).unwrap_or_default().to_owned();
    let action = match data.name.as_str() {
        "punct" | "boop" => {
            let base = if data.name == "boop" {
                GameKind::Boop
            } else {
                GameKind::PunctStandard
            };
            match options.first().map(|option| &option.value) {
                Some(ResolvedValue::SubCommand(sub)) => challenge(base, sub),
                _ => return Command::Unknown,
            }
        }
        "move" => Action::Move {
            notation: text("notation"),
        },
        "choose" => Action::Choose {
            option: text("option"),
        },
        "accept" => Action::Accept,
        "decline" => Action::Decline,
        "cancel" => Action::Cancel,
        "resign" => Action::Resign { confirmed: false },
        "draw" => offer(
            &options,
            Action::OfferDraw,
            Action::AcceptDraw,
            Action::DeclineDraw,
        ),
        "takeback" => offer(
            &options,
            Action::RequestTakeback,
            Action::AcceptTakeback,
            Action::DeclineTakeback,
        ),
        "abort" => Action::Abort,
        "board" => Action::Board,
        "history" => Action::History,
        "peek" => Action::Peek {
            cell: Some(text("cell")),
        },
        "rules" => {
            return Command::Rules(if text("game") == "boop" {
                GameKind::Boop
            } else {
                GameKind::PunctStandard
            })
        }
        "help" => return Command::Help,
        _ => return Command::Unknown,
    };
    Command::Manager(action)
}

#[cfg(test)]
mod tests {
    use serenity::all::Interaction;

    #[test]
    fn manage_messages_makes_a_moderator() {
        let payload = serde_json::json!({
            "id": "1", "application_id": "2", "type": 2, "token": "t", "version": 1,
            "guild_id": "3", "channel_id": "4",
            "member": {"user": {"id": "5", "username": "mod"}, "roles": [], "deaf": false,
                       "mute": false, "flags": 0, "joined_at": "2024-01-01T00:00:00.000000+00:00",
                       "permissions": "10240"},
            "locale": "de", "entitlements": [], "attachment_size_limit": 1,
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
        );
        assert!(caller.moderator, "{:?}", command.member);
        assert_eq!(caller.name, "mod");
        assert_eq!(caller.locale.0, "de");
        assert_eq!(caller.guild, Some(3));
    }
}
