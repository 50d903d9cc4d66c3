//! Who may do what (issue 18, item 6): every action — each command, each
//! button and the boop choice — asked by every role, applied or refused
//! with the right reason, and nothing changed by a refusal.
//!
//! Each cell starts from its own channel: a boop game of alice (orange,
//! first) against bob in which alice has played `Kc3`, so bob is to move
//! (some rows add a draw offer or a takeback request by alice, or use a
//! PÜNCT game, or only alice's challenge to bob).

use punctbot::manager::{
    Action, ButtonAction, ButtonId, Caller, Failure, FirstMover, Manager, Request, Stamp,
};

use crate::manager_support::{caller_in, challenge, fingerprint, mv, ok, player, stamp_of, Db};

/// Who asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// bob: the player to move (the challenged, for a challenge).
    ToMove,
    /// alice: the opponent (the challenger).
    Opponent,
    /// carol: a member of the server not playing.
    Stranger,
    /// A moderator (Manage Messages and Manage Server) not playing.
    Moderator,
    /// The bot's own user, as if it asked.
    Bot,
    /// bob in a direct message with the bot.
    Direct,
    /// bob pressing a button whose `custom_id` names a game (or challenge)
    /// of another server: buttons only.
    Forged,
}

const ROLES: [Role; 7] = [
    Role::ToMove,
    Role::Opponent,
    Role::Stranger,
    Role::Moderator,
    Role::Bot,
    Role::Direct,
    Role::Forged,
];

const BOT: u64 = 100_000_000_000_000_001;
/// Stands for the version of the game a button is stamped with: a preview's
/// Confirm is made at the game's current version.
const CURRENT_VERSION: i64 = -1;
const DM_CHANNEL: u64 = 555;

/// The state a cell starts from.
#[derive(Clone, Copy, Debug)]
enum Setup {
    /// bob to move in boop after alice's `Kc3`.
    Boop,
    /// The same in PÜNCT after alice's `+F5:G5,H5`.
    Punct,
    /// [`Setup::Boop`], and alice offers a draw.
    DrawOffered,
    /// [`Setup::Boop`], and alice asks to take `Kc3` back.
    TakebackAsked,
    /// alice has challenged bob; no game yet.
    Challenge,
    /// Nothing in the channel yet.
    Empty,
}

/// What is asked: a typed command, or a press of a button of the cell's
/// game (or challenge) at its current ply.
#[derive(Clone, Debug)]
enum Ask {
    Typed(Action),
    Button(ButtonAction),
}

/// One row: an action and, for each role in [`ROLES`] order, `applied`,
/// the refusal's name, or `-` where the role cannot ask it that way (a
/// forged `custom_id` is a button's).
struct Row {
    name: &'static str,
    setup: Setup,
    ask: Ask,
    expected: [&'static str; 7],
}

fn typed(name: &'static str, setup: Setup, action: Action, expected: [&'static str; 7]) -> Row {
    Row {
        name,
        setup,
        ask: Ask::Typed(action),
        expected,
    }
}

fn button(
    name: &'static str,
    setup: Setup,
    action: ButtonAction,
    expected: [&'static str; 7],
) -> Row {
    Row {
        name,
        setup,
        ask: Ask::Button(action),
        expected,
    }
}

/// The matrix. Columns: to move, opponent, stranger, moderator, bot,
/// direct message, forged.
fn rows() -> Vec<Row> {
    use Setup::{Boop, Challenge, DrawOffered, Empty, Punct, TakebackAsked};
    // Refusals that recur.
    const NAP: &str = "NotAPlayer";
    const NTC: &str = "NotThisChannelsGame";
    const OWN: &str = "OwnOffer";
    const YES: &str = "applied";
    // Rows a player of the game may do, whoever is to move.
    const PLAYERS: [&str; 7] = [YES, YES, NAP, NAP, NAP, "NoGame", "-"];
    const PLAYERS_BUTTON: [&str; 7] = [YES, YES, NAP, NAP, NAP, NTC, NTC];
    // Rows anyone in the channel may do (looking).
    const ANYONE: [&str; 7] = [YES, YES, YES, YES, YES, "NoGame", "-"];
    // Server-wide rows, for any member of the server.
    const MEMBERS: [&str; 7] = [YES, YES, YES, YES, YES, "ServerOnly", "-"];
    // Answering alice's offer: bob only.
    const ANSWER: [&str; 7] = [YES, OWN, NAP, NAP, NAP, "NoGame", "-"];
    const ANSWER_BUTTON: [&str; 7] = [YES, OWN, NAP, NAP, NAP, NTC, NTC];
    // alice's challenge: bob answers it, alice may cancel it. Its buttons
    // pressed elsewhere (or forged) are not for that channel's challenge.
    const NC: &str = "NotChallenged";
    const NCR: &str = "NotChallenger";
    const NTCC: &str = "NotThisChannelsChallenge";
    const CHALLENGED: [&str; 7] = [YES, "OwnChallenge", NC, NC, NC, "NoChallenge", "-"];
    const CHALLENGED_BUTTON: [&str; 7] = [YES, "OwnChallenge", NC, NC, NC, NTCC, NTCC];
    const CHALLENGER: [&str; 7] = [NCR, YES, NCR, NCR, NCR, "NoChallenge", "-"];
    const CHALLENGER_BUTTON: [&str; 7] = [NCR, YES, NCR, NCR, NCR, NTCC, NTCC];
    const OFF: &str = "NotOnVacation";
    let choose = Action::Choose {
        option: "Ga1-c1".to_owned(),
    };
    vec![
        typed(
            "/move",
            Boop,
            mv("Kd4"),
            [YES, "NotYourTurn", NAP, NAP, NAP, "NoGame", "-"],
        ),
        typed(
            "/choose",
            Boop,
            choose,
            [
                "NoChoiceAwaited",
                "NotYourTurn",
                NAP,
                NAP,
                NAP,
                "NoGame",
                "-",
            ],
        ),
        typed(
            "/resign (asks)",
            Boop,
            Action::Resign { confirmed: false },
            PLAYERS,
        ),
        typed("/draw", Boop, Action::OfferDraw, PLAYERS),
        typed("/draw accept", DrawOffered, Action::AcceptDraw, ANSWER),
        typed("/draw decline", DrawOffered, Action::DeclineDraw, ANSWER),
        typed(
            "/takeback",
            Boop,
            Action::RequestTakeback,
            ["NothingToTakeBack", YES, NAP, NAP, NAP, "NoGame", "-"],
        ),
        typed(
            "/takeback accept",
            TakebackAsked,
            Action::AcceptTakeback,
            ANSWER,
        ),
        typed(
            "/takeback decline",
            TakebackAsked,
            Action::DeclineTakeback,
            ANSWER,
        ),
        // Before both have moved a player may abort; a moderator always.
        typed(
            "/abort",
            Boop,
            Action::Abort,
            [YES, YES, NAP, YES, NAP, "NoGame", "-"],
        ),
        typed(
            "/claim",
            Boop,
            Action::Claim { abort: false },
            [
                "ClaimWithClock",
                "ClaimWithClock",
                NAP,
                NAP,
                NAP,
                "NoGame",
                "-",
            ],
        ),
        typed("/board", Boop, Action::BOARD, ANYONE),
        typed("/history", Boop, Action::HISTORY, ANYONE),
        typed(
            "/move autocomplete",
            Boop,
            Action::LegalMoves {
                prefix: String::new(),
            },
            [YES, "NotYourTurn", NAP, NAP, NAP, "NoGame", "-"],
        ),
        typed(
            "/peek",
            Punct,
            Action::Peek {
                cell: Some("F5".to_owned()),
            },
            ANYONE,
        ),
        typed("/accept", Challenge, Action::Accept, CHALLENGED),
        typed("/decline", Challenge, Action::Decline, CHALLENGED),
        typed("/cancel", Challenge, Action::Cancel, CHALLENGER),
        typed(
            "/boop challenge",
            Empty,
            Action::Challenge {
                opponent: Some(player("carol")),
                kind: punctbot::games::boop::STANDARD,
                rated: false,
                first: FirstMover::Random,
                days: Some(3),
                parent: None,
                level: None,
            },
            // A game needs a server: not in a direct message with the bot.
            [YES, YES, "ChallengeYourself", YES, YES, "ServerOnly", "-"],
        ),
        typed(
            "/reminders",
            Boop,
            Action::SetReminders {
                schedule: "half,1h".to_owned(),
            },
            [
                "ManageServerOnly",
                "ManageServerOnly",
                "ManageServerOnly",
                YES,
                "ManageServerOnly",
                "ServerOnly",
                "-",
            ],
        ),
        typed(
            "/vacation start",
            Boop,
            Action::Vacation { days: Some(2) },
            MEMBERS,
        ),
        typed(
            "/vacation status",
            Boop,
            Action::Vacation { days: None },
            MEMBERS,
        ),
        typed(
            "/vacation cancel",
            Boop,
            Action::CancelVacation,
            [OFF, OFF, OFF, OFF, OFF, "ServerOnly", "-"],
        ),
        typed(
            "/notices",
            Boop,
            Action::Notices { on: true },
            [YES, YES, YES, YES, YES, YES, "-"],
        ),
        typed(
            "/settings",
            Boop,
            // Off: a user's setting holds in every later cell, whose set-up
            // moves must count at once.
            Action::Settings {
                confirm: Some(false),
                language: None,
                web: None,
                puzzle_channel: None,
                puzzles_off: false,
            },
            [YES, YES, YES, YES, YES, YES, "-"],
        ),
        typed(
            "/games",
            Boop,
            Action::Games {
                user: None,
                finished: false,
            },
            MEMBERS,
        ),
        typed(
            "/leaderboard",
            Boop,
            Action::Leaderboard {
                kind: punctbot::games::boop::STANDARD,
                page: 1,
            },
            MEMBERS,
        ),
        typed("/stats", Boop, Action::Stats { user: None }, MEMBERS),
        button("Resign", Boop, ButtonAction::Resign, PLAYERS_BUTTON),
        button(
            "Resign (confirm)",
            Boop,
            ButtonAction::ConfirmResign,
            PLAYERS_BUTTON,
        ),
        button("Offer draw", Boop, ButtonAction::OfferDraw, PLAYERS_BUTTON),
        button(
            "Accept draw",
            DrawOffered,
            ButtonAction::AcceptDraw,
            ANSWER_BUTTON,
        ),
        button(
            "Decline draw",
            DrawOffered,
            ButtonAction::DeclineDraw,
            ANSWER_BUTTON,
        ),
        button(
            "Take back",
            Boop,
            ButtonAction::Takeback,
            ["NothingToTakeBack", YES, NAP, NAP, NAP, NTC, NTC],
        ),
        button(
            "Accept takeback",
            TakebackAsked,
            ButtonAction::AcceptTakeback,
            ANSWER_BUTTON,
        ),
        button(
            "Decline takeback",
            TakebackAsked,
            ButtonAction::DeclineTakeback,
            ANSWER_BUTTON,
        ),
        button(
            "Peek",
            Punct,
            ButtonAction::Peek,
            [YES, YES, YES, YES, YES, NTC, NTC],
        ),
        button(
            "choice (select)",
            Boop,
            ButtonAction::Choose("Ga1-c1".to_owned()),
            ["NoChoiceAwaited", "NotYourTurn", NAP, NAP, NAP, NTC, NTC],
        ),
        // The buttons under a preview (`/settings confirm:true`). Confirm
        // carries the version of the game it was made at: the cell's.
        button(
            "Confirm move",
            Boop,
            ButtonAction::ConfirmMove {
                version: CURRENT_VERSION,
                notation: "Kd4".to_owned(),
            },
            [YES, "NotYourTurn", NAP, NAP, NAP, NTC, NTC],
        ),
        button(
            "Cancel move",
            Boop,
            ButtonAction::CancelMove,
            [YES, "NotYourTurn", NAP, NAP, NAP, NTC, NTC],
        ),
        button(
            "Accept (challenge)",
            Challenge,
            ButtonAction::Accept,
            CHALLENGED_BUTTON,
        ),
        button(
            "Decline (challenge)",
            Challenge,
            ButtonAction::Decline,
            CHALLENGED_BUTTON,
        ),
        button(
            "Cancel (challenge)",
            Challenge,
            ButtonAction::Cancel,
            CHALLENGER_BUTTON,
        ),
    ]
}

/// The caller of `role` in `channel`, whose server has the channel's id
/// (each cell its own server: vacations and settings are per server).
fn caller_as(role: Role, channel: u64) -> Caller {
    let caller = match role {
        Role::ToMove | Role::Forged => caller_in("bob", channel),
        Role::Opponent => caller_in("alice", channel),
        Role::Stranger => caller_in("carol", channel),
        Role::Moderator => caller_in("mod", channel),
        Role::Bot => Caller {
            user: BOT,
            name: "punctbot".to_owned(),
            ..caller_in("carol", channel)
        },
        Role::Direct => Caller {
            channel: DM_CHANNEL,
            ..caller_in("bob", channel)
        },
    };
    Caller {
        guild: (role != Role::Direct).then_some(channel),
        ..caller
    }
}

/// Sets up `setup` in `channel` (of the server of the same id); the
/// stamp its buttons carry.
async fn set_up(manager: &Manager, setup: Setup, channel: u64) -> Stamp {
    let as_ = |name: &str| Caller {
        guild: Some(channel),
        ..caller_in(name, channel)
    };
    let kind = match setup {
        Setup::Punct => punctbot::games::punct::STANDARD,
        Setup::Empty => return Stamp::Challenge(punctbot::manager::ChallengeId(0)),
        _ => punctbot::games::boop::STANDARD,
    };
    let challenged = ok(manager, as_("alice"), challenge(kind, Some("bob"))).await;
    if let Setup::Challenge = setup {
        return stamp_of(&challenged);
    }
    ok(manager, as_("bob"), Action::Accept).await;
    let first = if kind == punctbot::games::boop::STANDARD {
        "Kc3"
    } else {
        "+F5:G5,H5"
    };
    let moved = ok(manager, as_("alice"), mv(first)).await;
    match setup {
        Setup::DrawOffered => {
            ok(manager, as_("alice"), Action::OfferDraw).await;
        }
        Setup::TakebackAsked => {
            ok(manager, as_("alice"), Action::RequestTakeback).await;
        }
        _ => {}
    }
    stamp_of(&moved)
}

/// `action`, a preview's Confirm made at the current version of the game
/// `stamp` names.
async fn at_current_version(
    manager: &Manager,
    stamp: Stamp,
    action: &ButtonAction,
) -> ButtonAction {
    match (action, stamp) {
        (
            ButtonAction::ConfirmMove {
                version: CURRENT_VERSION,
                notation,
            },
            Stamp::Game { game, .. },
        ) => ButtonAction::ConfirmMove {
            version: manager.store().game(game).await.unwrap().unwrap().version,
            notation: notation.clone(),
        },
        _ => action.clone(),
    }
}

/// The outcome's name: `applied`, or the refusal's variant.
fn outcome(result: &Result<punctbot::manager::Reply, Failure>) -> String {
    match result {
        Ok(_) => "applied".to_owned(),
        Err(Failure::Refused(refusal)) => format!("{refusal:?}")
            .split(|c: char| !c.is_alphanumeric())
            .next()
            .unwrap_or_default()
            .to_owned(),
        Err(Failure::Store(error)) => format!("database error {error}"),
    }
}

#[tokio::test]
async fn every_action_by_every_role() {
    let db = Db::new();
    let manager = db.manager().await;
    let mut channel = 10_000;
    let mut found = Vec::new();
    let mut wrong = Vec::new();
    for row in rows() {
        let mut actual = Vec::new();
        for (role, expected) in ROLES.into_iter().zip(row.expected) {
            if role == Role::Forged && matches!(row.ask, Ask::Typed(_)) {
                assert_eq!(
                    expected, "-",
                    "{}: typed commands carry no custom_id",
                    row.name
                );
                actual.push("-".to_owned());
                continue;
            }
            channel += 1;
            let cell = channel;
            let mut stamp = set_up(&manager, row.setup, cell).await;
            if role == Role::Forged {
                // The same button of the same setup, in another server.
                channel += 1;
                stamp = set_up(&manager, row.setup, channel).await;
            }
            let caller = caller_as(role, cell);
            let request = match &row.ask {
                Ask::Typed(action) => Request::new(caller, action.clone()),
                Ask::Button(action) => ButtonId {
                    stamp,
                    action: at_current_version(&manager, stamp, action).await,
                }
                .request(caller),
            };
            // The cell's channel, the one asked from, and the other
            // server's: a refusal changes none of them.
            let watched = [cell, request.caller.channel, channel];
            let mut before = Vec::new();
            for watched in watched {
                before.push(fingerprint(&manager, watched).await);
            }
            let result = manager.handle(request).await;
            let name = outcome(&result);
            if name != "applied" {
                for (watched, before) in watched.into_iter().zip(before) {
                    assert_eq!(
                        fingerprint(&manager, watched).await,
                        before,
                        "{} by {role:?} was refused ({name}) but changed something",
                        row.name
                    );
                }
            }
            if name != expected {
                wrong.push(format!(
                    "{} by {role:?}: {name}, expected {expected}",
                    row.name
                ));
            }
            actual.push(name);
        }
        found.push(format!("{:<18} {actual:?}", row.name));
    }
    assert!(
        wrong.is_empty(),
        "{}\n\nthe whole matrix:\n{}",
        wrong.join("\n"),
        found.join("\n")
    );
}
