//! The table itself: every command, its options, and what it means.
//! Descriptions are catalogue keys (`words::discord`), so the table
//! holds no sentence of any language.

use super::{
    Access, Args, Body, ChoiceSpec, CommandSpec, Invocation, LeafSpec, OptionKind, OptionSpec,
    Suggest, Topic,
};
use crate::{
    games::GameKind,
    locales::LANGUAGE_TAGS,
    manager::{Action, FirstMover, LanguageChoice, VACATION_DAYS_PER_YEAR},
};

/// Every command the bot offers, in the order Discord lists them.
pub static COMMANDS: &[CommandSpec] = &[
    group(
        "punct",
        &[leaf(
            "challenge",
            "punct.challenge",
            &PUNCT_CHALLENGE,
            punct_challenge,
        )],
    ),
    group(
        "boop",
        &[leaf(
            "challenge",
            "boop.challenge",
            &BOOP_CHALLENGE,
            boop_challenge,
        )],
    ),
    plain("move", &[NOTATION], |args| {
        manager(Action::Move {
            notation: args.text(&NOTATION),
        })
    }),
    plain("choose", &[PLACEMENT_OPTION], |args| {
        let option = args.text(&PLACEMENT_OPTION);
        // `cancel` is what the Cancel button under the options does.
        if option.trim().eq_ignore_ascii_case("cancel") {
            manager(Action::Withdraw)
        } else {
            manager(Action::Choose { option })
        }
    }),
    plain("accept", &[], |_| manager(Action::Accept)),
    plain("decline", &[], |_| manager(Action::Decline)),
    plain("cancel", &[], |_| manager(Action::Cancel)),
    // Resigning asks "really?" first, with a button that confirms.
    plain("resign", &[], |_| {
        manager(Action::Resign { confirmed: false })
    }),
    plain("draw", &[ANSWER], |args| {
        manager(answer(
            args,
            [Action::OfferDraw, Action::AcceptDraw, Action::DeclineDraw],
        ))
    }),
    plain("takeback", &[ANSWER], |args| {
        manager(answer(
            args,
            [
                Action::RequestTakeback,
                Action::AcceptTakeback,
                Action::DeclineTakeback,
            ],
        ))
    }),
    CommandSpec {
        topic: Topic::Moderation,
        ..plain("abort", &[], |_| manager(Action::Abort))
    },
    CommandSpec {
        topic: Topic::Days,
        ..plain("claim", &[CLAIM_ABORT], |args| {
            manager(Action::Claim {
                abort: args.flag(&CLAIM_ABORT),
            })
        })
    },
    plain("board", &[BOARD_GAME, PLY], |args| {
        manager(Action::Board {
            game: game_number(args, &BOARD_GAME),
            ply: args.number(&PLY).and_then(|ply| u32::try_from(ply).ok()),
        })
    }),
    plain("history", &[HISTORY_GAME], |args| {
        manager(Action::History {
            game: game_number(args, &HISTORY_GAME),
        })
    }),
    plain("replay", &[REPLAY_GAME], |args| {
        manager(Action::Replay {
            game: game_number(args, &REPLAY_GAME),
        })
    }),
    plain("peek", &[CELL], |args| {
        manager(Action::Peek {
            cell: Some(args.text(&CELL)),
        })
    }),
    plain("moves", &[FROM_CELL], |args| {
        manager(Action::Destinations {
            cell: args.text(&FROM_CELL),
        })
    }),
    plain("settings", &[CONFIRM, OWN_LANGUAGE], |args| {
        manager(Action::Settings {
            confirm: args.given_flag(&CONFIRM),
            language: args.choice(&OWN_LANGUAGE).map(language_choice),
        })
    }),
    plain("rules", &[RULES_GAME], |args| {
        Invocation::Rules(
            args.choice(&RULES_GAME)
                .and_then(|game| game.parse().ok())
                .unwrap_or(crate::games::punct::STANDARD),
        )
    }),
    CommandSpec {
        topic: Topic::Days,
        ..plain("games", &[GAMES_USER, GAMES_FINISHED], |args| {
            manager(Action::Games {
                user: args.user(&GAMES_USER),
                finished: args.flag(&GAMES_FINISHED),
            })
        })
    },
    CommandSpec {
        topic: Topic::Days,
        ..group(
            "vacation",
            &[
                leaf("start", "vacation.start", &[VACATION_DAYS], |args| {
                    let days = args.number(&VACATION_DAYS).unwrap_or(0);
                    manager(Action::Vacation {
                        days: Some(u32::try_from(days).unwrap_or(0)),
                    })
                }),
                leaf("cancel", "vacation.cancel", &[], |_| {
                    manager(Action::CancelVacation)
                }),
                leaf("status", "vacation.status", &[], |_| {
                    manager(Action::Vacation { days: None })
                }),
            ],
        )
    },
    CommandSpec {
        topic: Topic::Days,
        ..plain("notices", &[DM], |args| {
            manager(Action::Notices { on: args.flag(&DM) })
        })
    },
    CommandSpec {
        access: Access::ManageServer,
        topic: Topic::Moderation,
        ..plain("reminders", &[SCHEDULE], |args| {
            manager(Action::SetReminders {
                schedule: args.text(&SCHEDULE),
            })
        })
    },
    CommandSpec {
        access: Access::ManageServer,
        topic: Topic::Moderation,
        ..plain("language", &[SERVER_LANGUAGE], |args| {
            manager(Action::ServerLanguage {
                language: language_choice(args.choice(&SERVER_LANGUAGE).unwrap_or(FROM_DISCORD)),
            })
        })
    },
    CommandSpec {
        topic: Topic::Ladders,
        ..plain("leaderboard", &[LADDER_GAME, PAGE], |args| {
            manager(Action::Leaderboard {
                kind: args
                    .choice(&LADDER_GAME)
                    .and_then(|game| game.parse().ok())
                    .unwrap_or(crate::games::punct::STANDARD),
                page: args
                    .number(&PAGE)
                    .and_then(|page| u32::try_from(page).ok())
                    .unwrap_or(1),
            })
        })
    },
    CommandSpec {
        topic: Topic::Ladders,
        ..plain("stats", &[STATS_USER], |args| {
            manager(Action::Stats {
                user: args.user(&STATS_USER),
            })
        })
    },
    plain("help", &[], |_| Invocation::Help),
];

/// A command that is one leaf; its description key is its name.
const fn plain(
    name: &'static str,
    options: &'static [OptionSpec],
    invoke: fn(&Args) -> Invocation,
) -> CommandSpec {
    CommandSpec {
        name,
        describe: name,
        access: Access::Everyone,
        topic: Topic::Play,
        body: Body::Leaf(leaf(name, name, options, invoke)),
    }
}

/// A command made of subcommands; its description key is its name.
const fn group(name: &'static str, leaves: &'static [LeafSpec]) -> CommandSpec {
    CommandSpec {
        name,
        describe: name,
        access: Access::Everyone,
        topic: Topic::Play,
        body: Body::Group(leaves),
    }
}

const fn leaf(
    name: &'static str,
    describe: &'static str,
    options: &'static [OptionSpec],
    invoke: fn(&Args) -> Invocation,
) -> LeafSpec {
    LeafSpec {
        name,
        describe,
        options,
        invoke,
    }
}

/// An optional option without autocomplete.
const fn optional(name: &'static str, describe: &'static str, kind: OptionKind) -> OptionSpec {
    OptionSpec {
        name,
        describe,
        kind,
        required: false,
        suggest: None,
    }
}

/// A required option without autocomplete.
const fn required(name: &'static str, describe: &'static str, kind: OptionKind) -> OptionSpec {
    OptionSpec {
        required: true,
        ..optional(name, describe, kind)
    }
}

const fn choice(value: &'static str, describe: &'static str) -> ChoiceSpec {
    ChoiceSpec { value, describe }
}

fn manager(action: Action) -> Invocation {
    Invocation::Manager(action)
}

const OPPONENT: OptionSpec = optional("opponent", "challenge.opponent", OptionKind::User);
const VARIANT: OptionSpec = optional(
    "variant",
    "challenge.variant",
    OptionKind::Choice {
        choices: &[
            choice("standard", "variant.standard"),
            choice("basic", "variant.basic"),
        ],
        default: Some("standard"),
    },
);
const RATED: OptionSpec = optional(
    "rated",
    "challenge.rated",
    OptionKind::Flag {
        default: Some(false),
    },
);
const FIRST: OptionSpec = optional(
    "first",
    "challenge.first",
    OptionKind::Choice {
        choices: &[
            choice("challenger", "first.challenger"),
            choice("opponent", "first.opponent"),
            choice("random", "first.random"),
        ],
        // Nobody has the first move by default: lots are drawn.
        default: Some("random"),
    },
);
const DAYS: OptionSpec = optional(
    "days",
    "challenge.days",
    OptionKind::Choice {
        choices: &[
            choice("1", "days.1"),
            choice("2", "days.2"),
            choice("3", "days.3"),
            choice("7", "days.7"),
            choice("none", "days.none"),
        ],
        default: Some("3"),
    },
);
const THREAD: OptionSpec = optional(
    "thread",
    "challenge.thread",
    OptionKind::Flag {
        default: Some(false),
    },
);
/// The computer's strength, for a challenge to the bot itself.
const LEVEL: OptionSpec = optional(
    "level",
    "challenge.level",
    OptionKind::Choice {
        choices: &[
            choice("1", "level.1"),
            choice("2", "level.2"),
            choice("3", "level.3"),
        ],
        default: None,
    },
);
const PUNCT_CHALLENGE: [OptionSpec; 7] = [OPPONENT, VARIANT, RATED, FIRST, DAYS, THREAD, LEVEL];
const BOOP_CHALLENGE: [OptionSpec; 6] = [OPPONENT, RATED, FIRST, DAYS, THREAD, LEVEL];

const NOTATION: OptionSpec = OptionSpec {
    suggest: Some(Suggest::Moves),
    ..required("notation", "move.notation", OptionKind::Text)
};
const PLACEMENT_OPTION: OptionSpec = OptionSpec {
    suggest: Some(Suggest::PlacementOptions),
    ..required("option", "choose.option", OptionKind::Text)
};
const ANSWER: OptionSpec = optional(
    "answer",
    "answer",
    OptionKind::Choice {
        choices: &[
            choice("offer", "answer.offer"),
            choice("accept", "answer.accept"),
            choice("decline", "answer.decline"),
        ],
        default: Some("offer"),
    },
);
const CELL: OptionSpec = required("cell", "peek.cell", OptionKind::Text);
const FROM_CELL: OptionSpec = required("cell", "moves.cell", OptionKind::Text);
const RULES_GAME: OptionSpec = required(
    "game",
    "rules.game",
    OptionKind::Choice {
        choices: &[
            choice("punct", "game.punct"),
            choice("punct-basic", "game.punct-basic"),
            choice("boop", "game.boop"),
        ],
        default: None,
    },
);
const GAMES_USER: OptionSpec = optional("user", "games.user", OptionKind::User);
const GAMES_FINISHED: OptionSpec = optional(
    "finished",
    "games.finished",
    OptionKind::Flag {
        default: Some(false),
    },
);
/// A game's number on the server: from 1.
const fn game_option(describe: &'static str) -> OptionSpec {
    optional(
        "game",
        describe,
        OptionKind::Number {
            min: 1,
            max: Some(u32::MAX as i64),
            default: None,
        },
    )
}
const BOARD_GAME: OptionSpec = game_option("board.game");
const HISTORY_GAME: OptionSpec = game_option("history.game");
const REPLAY_GAME: OptionSpec = game_option("replay.game");
const PLY: OptionSpec = optional(
    "ply",
    "board.ply",
    OptionKind::Number {
        min: 0,
        max: None,
        default: None,
    },
);

/// The game number given for `option`, if any.
fn game_number(args: &Args, option: &OptionSpec) -> Option<u32> {
    args.number(option)
        .and_then(|number| u32::try_from(number).ok())
}
const VACATION_DAYS: OptionSpec = required(
    "days",
    "vacation.days",
    OptionKind::Number {
        min: 1,
        // No vacation is longer than the whole year's allowance.
        max: Some(VACATION_DAYS_PER_YEAR),
        default: None,
    },
);
const CLAIM_ABORT: OptionSpec = optional(
    "abort",
    "claim.abort",
    OptionKind::Flag {
        default: Some(false),
    },
);
const DM: OptionSpec = required(
    "dm",
    "notices.dm",
    OptionKind::Flag {
        default: Some(false),
    },
);
const CONFIRM: OptionSpec = optional(
    "confirm",
    "settings.confirm",
    OptionKind::Flag { default: None },
);
const OWN_LANGUAGE: OptionSpec = optional(
    "language",
    "settings.language",
    OptionKind::Choice {
        choices: &LANGUAGE_CHOICES,
        default: None,
    },
);
const SERVER_LANGUAGE: OptionSpec = required(
    "language",
    "language.language",
    OptionKind::Choice {
        choices: &LANGUAGE_CHOICES,
        default: None,
    },
);
/// The value of a language option that follows Discord.
const FROM_DISCORD: &str = "auto";
/// `auto`, then every language the catalogue speaks, by its tag; a
/// language's choice is described by its tag (the catalogue names it in
/// itself).
const LANGUAGE_CHOICES: [ChoiceSpec; LANGUAGE_TAGS.len() + 1] = {
    let mut choices = [choice(FROM_DISCORD, "language.auto"); LANGUAGE_TAGS.len() + 1];
    let mut index = 0;
    while index < LANGUAGE_TAGS.len() {
        choices[index + 1] = choice(LANGUAGE_TAGS[index], LANGUAGE_TAGS[index]);
        index += 1;
    }
    choices
};

/// The language setting a language option's value asks for.
fn language_choice(value: &str) -> LanguageChoice {
    if value == FROM_DISCORD {
        LanguageChoice::FromDiscord
    } else {
        LanguageChoice::Speak(value.to_owned())
    }
}
const SCHEDULE: OptionSpec = required("schedule", "reminders.schedule", OptionKind::Text);
/// The game of a ladder: its values are `GameKind` names.
const LADDER_GAME: OptionSpec = optional(
    "game",
    "leaderboard.game",
    OptionKind::Choice {
        choices: &[
            choice("punct", "game.punct"),
            choice("punct-basic", "game.punct-basic"),
            choice("boop", "game.boop"),
        ],
        default: Some("punct"),
    },
);
const PAGE: OptionSpec = optional(
    "page",
    "leaderboard.page",
    OptionKind::Number {
        min: 1,
        max: None,
        default: Some(1),
    },
);
const STATS_USER: OptionSpec = optional("user", "stats.user", OptionKind::User);

fn punct_challenge(args: &Args) -> Invocation {
    let kind = match args.choice(&VARIANT) {
        Some("basic") => crate::games::punct::BASIC,
        _ => crate::games::punct::STANDARD,
    };
    challenge(kind, args)
}

fn boop_challenge(args: &Args) -> Invocation {
    challenge(crate::games::boop::STANDARD, args)
}

fn challenge(kind: GameKind, args: &Args) -> Invocation {
    let first = match args.choice(&FIRST) {
        Some("challenger") => FirstMover::Challenger,
        Some("opponent") => FirstMover::Opponent,
        _ => FirstMover::Random,
    };
    // Every choice but `none` is a number of days.
    let days = match args.choice(&DAYS) {
        Some("none") | None => None,
        Some(days) => days.parse().ok(),
    };
    let action = Action::Challenge {
        opponent: args.user(&OPPONENT),
        kind,
        rated: args.flag(&RATED),
        first,
        days,
        parent: None,
        // The choices are the levels' numbers.
        level: args.choice(&LEVEL).and_then(|level| level.parse().ok()),
    };
    if args.flag(&THREAD) {
        Invocation::ChallengeInThread(action)
    } else {
        Invocation::Manager(action)
    }
}

/// An offer command (`/draw`, `/takeback`): make the offer, or answer it.
fn answer(args: &Args, [offer, accept, decline]: [Action; 3]) -> Action {
    match args.choice(&ANSWER) {
        Some("accept") => accept,
        Some("decline") => decline,
        _ => offer,
    }
}
