//! The table itself: every command, its options, and what it means.
//! Descriptions are catalogue keys (`words::discord`), so the table
//! holds no sentence of any language.
//!
//! What differs between games is made from the game registry, once, at
//! first use: each game's `/<game> challenge` group, and the choices of
//! every `game:` option (one per kind). A new game gets them with its
//! registry line; its words describe them (see [`game_group`] and
//! [`kind_option`] for the keys).

use std::sync::LazyLock;

use super::{
    Access, Args, Body, ChoiceSpec, CommandSpec, Invocation, LeafSpec, OptionKind, OptionSpec,
    Suggest, Topic,
};
use crate::{
    games::{registry::GAMES, Game, GameKind},
    locales::LANGUAGE_TAGS,
    manager::{
        Action, FirstMover, Format, LanguageChoice, TournamentAction, TournamentTerms,
        VACATION_DAYS_PER_YEAR,
    },
};

/// Every command the bot offers, in the order Discord lists them: each
/// game's own group first, in the registry's order.
pub static COMMANDS: LazyLock<Vec<CommandSpec>> = LazyLock::new(|| {
    let mut commands: Vec<CommandSpec> = GAMES.iter().map(|&game| game_group(game)).collect();
    commands.extend(common_commands(kind_choices()));
    commands
});

/// The commands every game shares; `kinds` are the choices of their
/// `game:` options.
fn common_commands(kinds: &'static [ChoiceSpec]) -> Vec<CommandSpec> {
    vec![
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
        plain("analysis", &[ANALYSIS_GAME], |args| {
            manager(Action::Analysis {
                game: game_number(args, &ANALYSIS_GAME),
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
        plain(
            "settings",
            &[CONFIRM, OWN_LANGUAGE, WEB, PUZZLE_CHANNEL, PUZZLES_OFF],
            |args| {
                manager(Action::Settings {
                    confirm: args.given_flag(&CONFIRM),
                    language: args.choice(&OWN_LANGUAGE).map(language_choice),
                    web: args.choice(&WEB).map(|choice| choice == "public"),
                    puzzle_channel: args.channel(&PUZZLE_CHANNEL),
                    puzzles_off: args.flag(&PUZZLES_OFF),
                })
            },
        ),
        plain(
            "puzzle",
            leaked(vec![
                // No default: without a game, `/puzzle` answers or shows
                // the puzzle under way.
                optional(
                    GAME,
                    "puzzle.game",
                    OptionKind::Choice {
                        choices: puzzle_kinds(kinds),
                        default: None,
                    },
                ),
                PUZZLE_NUMBER,
                PUZZLE_ANSWER,
            ]),
            |args| {
                // The game only when one was given: without it, an answer or
                // the open puzzle again.
                let kind = args.choice_named(GAME).and_then(|id| id.parse().ok());
                manager(Action::Puzzle {
                    kind,
                    number: args
                        .number(&PUZZLE_NUMBER)
                        .and_then(|number| u32::try_from(number).ok()),
                    answer: Some(args.text(&PUZZLE_ANSWER))
                        .filter(|answer| !answer.trim().is_empty()),
                })
            },
        ),
        plain(
            "rules",
            leaked(vec![kind_option("rules.game", kinds, true)]),
            |args| Invocation::Rules(chosen_kind(args)),
        ),
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
                // `const`: the leaves are made at compile time, a static slice.
                const {
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
                    ]
                },
            )
        },
        CommandSpec {
            topic: Topic::Days,
            ..group(
                "premove",
                const {
                    &[
                        leaf("line", "premove.line", &[PREMOVE_MOVES], |args| {
                            manager(Action::Premove {
                                line: args.text(&PREMOVE_MOVES),
                            })
                        }),
                        leaf("list", "premove.list", &[], |_| {
                            manager(Action::PremoveList)
                        }),
                        leaf("clear", "premove.clear", &[], |_| {
                            manager(Action::PremoveClear)
                        }),
                    ]
                },
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
                    language: language_choice(
                        args.choice(&SERVER_LANGUAGE).unwrap_or(FROM_DISCORD),
                    ),
                })
            })
        },
        CommandSpec {
            topic: Topic::Ladders,
            ..plain(
                "leaderboard",
                leaked(vec![kind_option("leaderboard.game", kinds, false), PAGE]),
                |args| {
                    manager(Action::Leaderboard {
                        kind: chosen_kind(args),
                        page: args
                            .number(&PAGE)
                            .and_then(|page| u32::try_from(page).ok())
                            .unwrap_or(1),
                    })
                },
            )
        },
        CommandSpec {
            topic: Topic::Ladders,
            ..plain("stats", &[STATS_USER], |args| {
                manager(Action::Stats {
                    user: args.user(&STATS_USER),
                })
            })
        },
        CommandSpec {
            topic: Topic::Tournaments,
            ..group(
                "tournament",
                leaked(vec![
                    leaf(
                        "create",
                        "tournament.create",
                        leaked(vec![
                            kind_option("tournament.game", kinds, true),
                            FORMAT,
                            ROUNDS,
                            TOURNAMENT_DAYS,
                            TOURNAMENT_RATED,
                            STARTS,
                            MAX_PLAYERS,
                        ]),
                        create_tournament,
                    ),
                    leaf("join", "tournament.join", &[TOURNAMENT], |args| {
                        tournament(TournamentAction::Join {
                            tournament: tournament_number(args),
                        })
                    }),
                    leaf("leave", "tournament.leave", &[TOURNAMENT], |args| {
                        tournament(TournamentAction::Leave {
                            tournament: tournament_number(args),
                        })
                    }),
                    leaf("start", "tournament.start", &[TOURNAMENT], |args| {
                        tournament(TournamentAction::Start {
                            tournament: tournament_number(args),
                        })
                    }),
                    leaf("standings", "tournament.standings", &[TOURNAMENT], |args| {
                        tournament(TournamentAction::Standings {
                            tournament: tournament_number(args),
                        })
                    }),
                    leaf(
                        "pairings",
                        "tournament.pairings",
                        &[ROUND, TOURNAMENT],
                        |args| {
                            tournament(TournamentAction::Pairings {
                                tournament: tournament_number(args),
                                round: args
                                    .number(&ROUND)
                                    .and_then(|round| u32::try_from(round).ok()),
                            })
                        },
                    ),
                    leaf("withdraw", "tournament.withdraw", &[TOURNAMENT], |args| {
                        tournament(TournamentAction::Withdraw {
                            tournament: tournament_number(args),
                        })
                    }),
                    leaf("cancel", "tournament.cancel", &[TOURNAMENT], |args| {
                        tournament(TournamentAction::Cancel {
                            tournament: tournament_number(args),
                        })
                    }),
                ]),
            )
        },
        plain("learn", leaked(vec![course_option(), LESSON]), |args| {
            manager(Action::Learn {
                game: args.choice_named(GAME).map(str::to_owned),
                lesson: args
                    .number(&LESSON)
                    .and_then(|lesson| u32::try_from(lesson).ok()),
            })
        }),
        plain("help", &[], |_| Invocation::Help),
    ]
}

/// `/learn`'s `game:`: one choice per game of the registry with a course,
/// its value the game's name, described as its first kind is
/// (`game.punct`).
fn course_option() -> OptionSpec {
    let choices: Vec<ChoiceSpec> = GAMES
        .iter()
        .filter(|game| !game.lessons().is_empty())
        .map(|game| choice(game.name(), key(&[GAME, game.variants()[0].id])))
        .collect();
    optional(
        GAME,
        "learn.game",
        OptionKind::Choice {
            choices: leaked(choices),
            default: None,
        },
    )
}

/// A lesson's number in its course.
const LESSON: OptionSpec = optional(
    "lesson",
    "learn.lesson",
    OptionKind::Number {
        min: 1,
        max: Some(99),
        default: None,
    },
);

fn tournament(action: TournamentAction) -> Invocation {
    Invocation::Manager(Action::Tournament(action))
}

/// `/tournament create`: its choices are the kinds, the formats and the
/// days of the table.
fn create_tournament(args: &Args) -> Invocation {
    let format = match args.choice(&FORMAT) {
        Some("round-robin") => Format::RoundRobin,
        _ => Format::Swiss,
    };
    let count = |option: &OptionSpec| {
        args.number(option)
            .and_then(|number| u32::try_from(number).ok())
    };
    tournament(TournamentAction::Create(TournamentTerms {
        kind: chosen_kind(args),
        format,
        rounds: count(&ROUNDS),
        days: args
            .choice(&TOURNAMENT_DAYS)
            .and_then(|days| days.parse().ok())
            .unwrap_or(3),
        rated: args.flag(&TOURNAMENT_RATED),
        starts: Some(args.text(&STARTS)).filter(|starts| !starts.is_empty()),
        max: count(&MAX_PLAYERS),
    }))
}

/// The tournament number given, if any.
fn tournament_number(args: &Args) -> Option<u32> {
    args.number(&TOURNAMENT)
        .and_then(|number| u32::try_from(number).ok())
}

const FORMAT: OptionSpec = required(
    "format",
    "tournament.format",
    OptionKind::Choice {
        choices: &[
            choice("swiss", "format.swiss"),
            choice("round-robin", "format.round-robin"),
        ],
        default: None,
    },
);
const ROUNDS: OptionSpec = optional(
    "rounds",
    "tournament.rounds",
    OptionKind::Number {
        min: 1,
        max: Some(crate::manager::MAX_SWISS_ROUNDS as i64),
        default: None,
    },
);
const TOURNAMENT_DAYS: OptionSpec = optional(
    "days",
    "tournament.days",
    OptionKind::Choice {
        choices: &[
            choice("1", "days.1"),
            choice("2", "days.2"),
            choice("3", "days.3"),
            choice("7", "days.7"),
        ],
        default: Some("3"),
    },
);
const TOURNAMENT_RATED: OptionSpec = optional(
    "rated",
    "tournament.rated",
    OptionKind::Flag {
        default: Some(true),
    },
);
const STARTS: OptionSpec = optional("starts", "tournament.starts", OptionKind::Text);
const MAX_PLAYERS: OptionSpec = optional(
    "max",
    "tournament.max",
    OptionKind::Number {
        min: 2,
        max: Some(1024),
        default: None,
    },
);
const TOURNAMENT: OptionSpec = optional(
    "tournament",
    "tournament.number",
    OptionKind::Number {
        min: 1,
        max: Some(u32::MAX as i64),
        default: None,
    },
);
const ROUND: OptionSpec = optional(
    "round",
    "tournament.round",
    OptionKind::Number {
        min: 1,
        max: None,
        default: None,
    },
);

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
/// Whether the server's web pages are public (Manage Server; the manager
/// checks it).
const WEB: OptionSpec = optional(
    "web",
    "settings.web",
    OptionKind::Choice {
        choices: &[choice("public", "web.public"), choice("off", "web.off")],
        default: None,
    },
);
/// Where the server's daily puzzle goes (Manage Server; the manager
/// checks it). A channel, not `here`: an option has one type, and
/// Discord's picker offers the channel one is in like any other.
const PUZZLE_CHANNEL: OptionSpec = optional("puzzles", "settings.puzzles", OptionKind::Channel);
/// No daily puzzle any more (the same right); `false` changes nothing.
const PUZZLES_OFF: OptionSpec = optional(
    "puzzles-off",
    "settings.puzzles-off",
    OptionKind::Flag { default: None },
);
const PUZZLE_NUMBER: OptionSpec = optional(
    "number",
    "puzzle.number",
    OptionKind::Number {
        min: 1,
        max: Some(u32::MAX as i64),
        default: None,
    },
);
const PUZZLE_ANSWER: OptionSpec = OptionSpec {
    suggest: Some(Suggest::PuzzleAnswers),
    ..optional("answer", "puzzle.answer", OptionKind::Text)
};
const CELL: OptionSpec = required("cell", "peek.cell", OptionKind::Text);
const FROM_CELL: OptionSpec = required("cell", "moves.cell", OptionKind::Text);
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
const ANALYSIS_GAME: OptionSpec = game_option("analysis.game");
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
/// A line of conditional moves: the opponent's move, the answer, and so on.
const PREMOVE_MOVES: OptionSpec = required("moves", "premove.moves", OptionKind::Text);
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

/// `/<game> challenge`, the game's own command, made for each game of the
/// registry: its description keys are the game's name (`punct`) and
/// `<game>.challenge`, its options those of every challenge, with a
/// `variant` after the opponent when the game has more than one.
fn game_group(game: &'static dyn Game) -> CommandSpec {
    let name = game.name();
    let mut options = vec![OPPONENT];
    options.extend(variant_option(game));
    options.extend([RATED, FIRST, DAYS, THREAD, LEVEL]);
    let leaves = vec![leaf(
        "challenge",
        key(&[name, "challenge"]),
        leaked(options),
        challenge,
    )];
    group(name, leaked(leaves))
}

/// The name of a challenge's variant option.
const VARIANT: &str = "variant";

/// A challenge's choice of `game`'s variants by their words, the first by
/// default, if it has more than one: described by `<game>.variant`, each
/// choice by `<game>.variant.<word>` (`punct.variant.basic`).
fn variant_option(game: &'static dyn Game) -> Option<OptionSpec> {
    if game.variants().len() < 2 {
        return None;
    }
    let name = game.name();
    let choices: Vec<ChoiceSpec> = game
        .variants()
        .iter()
        .filter_map(|variant| variant.word)
        .map(|word| choice(word, key(&[name, VARIANT, word])))
        .collect();
    let default = choices.first().map(|choice| choice.value);
    Some(optional(
        VARIANT,
        key(&[name, VARIANT]),
        OptionKind::Choice {
            choices: leaked(choices),
            default,
        },
    ))
}

/// What `/<game> challenge` asks for: the game is the command's name, the
/// kind its variant's word.
fn challenge(args: &Args) -> Invocation {
    let game = args.command();
    let words: &[&str] = match args.choice_named(VARIANT) {
        Some(word) => &[game, word],
        None => &[game],
    };
    // The command is a game's and the choices its variants' words: both
    // made from the registry above.
    let kind = GameKind::from_protocol_words(words)
        .expect("a challenge's command and variant name a kind of the registry");
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

/// The name of an option that chooses a game kind.
const GAME: &str = "game";

/// One choice per kind of the registry, its value the kind's identifier,
/// described by `game.<id>` (`game.punct-basic`).
fn kind_choices() -> &'static [ChoiceSpec] {
    // The registry's kinds, one choice each: no game is told apart here.
    let choices = GameKind::all()
        .map(|kind| choice(kind.as_str(), key(&[GAME, kind.as_str()])))
        .collect();
    leaked(choices)
}

/// The choices of `kinds` puzzles ship for.
fn puzzle_kinds(kinds: &'static [ChoiceSpec]) -> &'static [ChoiceSpec] {
    let shipped: Vec<GameKind> = crate::puzzles::shipped::kinds().collect();
    leaked(
        kinds
            .iter()
            .filter(|choice| shipped.iter().any(|kind| kind.as_str() == choice.value))
            .copied()
            .collect(),
    )
}

/// A `game:` option choosing among `kinds`: `required`, or else the
/// first kind by default.
fn kind_option(describe: &'static str, kinds: &'static [ChoiceSpec], required: bool) -> OptionSpec {
    let default = if required {
        None
    } else {
        kinds.first().map(|kind| kind.value)
    };
    OptionSpec {
        required,
        ..optional(
            GAME,
            describe,
            OptionKind::Choice {
                choices: kinds,
                default,
            },
        )
    }
}

/// The kind a `game:` option chose; the registry's first when there was
/// none (which its default or being required prevents).
fn chosen_kind(args: &Args) -> GameKind {
    args.choice_named(GAME)
        .and_then(|id| id.parse().ok())
        .or_else(|| GameKind::all().next())
        .expect("the registry lists a game")
}

/// A description key made of `parts` (`punct.challenge`), for the
/// commands and choices made from the registry.
fn key(parts: &[&str]) -> &'static str {
    parts.join(".").leak()
}

/// `items` for as long as the program runs: what the table makes from the
/// registry is made once (in [`COMMANDS`]) and kept, like the rest of the
/// table, and a static table is what the front ends hold.
fn leaked<T>(items: Vec<T>) -> &'static [T] {
    items.leak()
}

/// An offer command (`/draw`, `/takeback`): make the offer, or answer it.
fn answer(args: &Args, [offer, accept, decline]: [Action; 3]) -> Action {
    match args.choice(&ANSWER) {
        Some("accept") => accept,
        Some("decline") => decline,
        _ => offer,
    }
}
