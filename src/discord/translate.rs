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
    /// A challenge to be played in a thread of its own, opened for it in
    /// the caller's channel (the `Action::Challenge` gets its `parent` then).
    ChallengeInThread(Action),
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

fn integer(options: &[ResolvedOption<'_>], name: &str) -> Option<i64> {
    options.iter().find_map(|option| match option.value {
        ResolvedValue::Integer(value) if option.name == name => Some(value),
        _ => None,
    })
}

/// The user option `name`, if given.
fn user_option(options: &[ResolvedOption<'_>], name: &str) -> Option<Player> {
    options.iter().find_map(|option| match option.value {
        ResolvedValue::User(user, member) if option.name == name => Some(player(user, member)),
        _ => None,
    })
}

/// Days per move when the challenge does not say.
pub const DEFAULT_DAYS_PER_MOVE: u8 = 3;

fn challenge(base: GameKind, options: &[ResolvedOption<'_>]) -> Command {
    let opponent = user_option(options, "opponent");
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
    // The manager refuses anything but 1, 2, 3 and 7 (the choices offered).
    let days = match string(options, "days") {
        None => Some(DEFAULT_DAYS_PER_MOVE),
        Some("none") => None,
        Some(days) => Some(days.parse().unwrap_or(0)),
    };
    let action = Action::Challenge {
        opponent,
        kind,
        rated: boolean(options, "rated").unwrap_or(false),
        first,
        days,
        parent: None,
    };
    if boolean(options, "thread").unwrap_or(false) {
        Command::ChallengeInThread(action)
    } else {
        Command::Manager(action)
    }
}

/// `/vacation start|cancel|status`.
fn vacation(options: &[ResolvedOption<'_>]) -> Option<Action> {
    let sub = options.first()?;
    match (sub.name, &sub.value) {
        ("start", ResolvedValue::SubCommand(options)) => Some(Action::Vacation {
            days: Some(
                integer(options, "days")
                    .and_then(|days| u32::try_from(days).ok())
                    .unwrap_or(0),
            ),
        }),
        ("cancel", _) => Some(Action::CancelVacation),
        ("status", _) => Some(Action::Vacation { days: None }),
        _ => None,
    }
}

/// The game of a ladder option.
fn ladder_kind(value: Option<&str>) -> GameKind {
    value
        .and_then(|value| value.parse().ok())
        .unwrap_or(GameKind::PunctStandard)
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
            return match options.first().map(|option| &option.value) {
                Some(ResolvedValue::SubCommand(sub)) => challenge(base, sub),
                _ => Command::Unknown,
            };
        }
        "vacation" => match vacation(&options) {
            Some(action) => action,
            None => return Command::Unknown,
        },
        "notices" => Action::Notices {
            on: boolean(&options, "dm").unwrap_or(false),
        },
        "games" => Action::Games {
            user: user_option(&options, "user"),
        },
        "reminders" => Action::SetReminders {
            schedule: text("schedule"),
        },
        "leaderboard" => Action::Leaderboard {
            kind: ladder_kind(string(&options, "game")),
            page: integer(&options, "page")
                .and_then(|page| u32::try_from(page).ok())
                .unwrap_or(1),
        },
        "stats" => Action::Stats {
            user: user_option(&options, "user"),
        },
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
