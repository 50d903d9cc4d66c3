//! Games across days, the player's side: vacations (pausing the clocks of
//! the games where it is their turn, the yearly allowance), "your turn"
//! direct messages for those who asked, and the "games" list. Real SQLite
//! files and a manual clock; deadlines are put into games with SQL (the move
//! clock sets them for real), so the tests check shifts, not values.

use crate::manager_support::*;
use punctbot::{
    games::{GameKind, Rules},
    manager::{Action, BoardPost, Caller, Manager, Message, Notice, Refusal, Shows},
    store::{GameId, NewGame},
};
use sqlx::AnyPool;

const DAY: i64 = 86_400_000;
const HOUR: i64 = 3_600_000;
const GUILD: u64 = 42;
const OTHER_GUILD: u64 = 43;
const THIRD: u64 = 1_000_000_000_000_000_003;
/// 2024-01-01 00:00 UTC.
const NEW_YEAR_2024: i64 = 1_704_067_200_000;

/// A second connection to the test database, to set clocks as the move
/// clock would.
async fn raw(db: &Db) -> AnyPool {
    db.raw().await
}

async fn set_clock(pool: &AnyPool, game: GameId, deadline: i64, next_event: i64) {
    sqlx::query(
        "UPDATE games SET days_per_move = 3, deadline_at = $1, next_event_at = $2 WHERE id = $3",
    )
    .bind(deadline)
    .bind(next_event)
    .bind(game.0)
    .execute(pool)
    .await
    .expect("the clock is set");
}

/// (deadline, next scheduled look) of `game`.
async fn clock_of(pool: &AnyPool, game: GameId) -> (Option<i64>, Option<i64>) {
    sqlx::query_as("SELECT deadline_at, next_event_at FROM games WHERE id = $1")
        .bind(game.0)
        .fetch_one(pool)
        .await
        .expect("the game")
}

fn elsewhere(name: &str, guild: u64, channel: u64) -> Caller {
    Caller {
        guild: Some(guild),
        ..caller_in(name, channel)
    }
}

fn in_dm(name: &str) -> Caller {
    Caller {
        guild: None,
        ..caller_in(name, 77)
    }
}

fn vacation(days: u32) -> Action {
    Action::Vacation { days: Some(days) }
}

fn ask_status() -> Action {
    Action::Vacation { days: None }
}

/// Starts a game in `channel` of `guild`: `first` challenges `second` and
/// moves first.
async fn start_between(
    m: &Manager,
    kind: GameKind,
    guild: u64,
    channel: u64,
    first: &str,
    second: &str,
) {
    ok(
        m,
        elsewhere(first, guild, channel),
        challenge(kind, Some(second)),
    )
    .await;
    ok(m, elsewhere(second, guild, channel), Action::Accept).await;
}

/// The first legal move in the game in `channel` (a boop kitten on the
/// first free square: never a choice so early).
async fn some_move(m: &Manager, channel: u64) -> String {
    let moves = punctbot::manager::replay(
        punctbot::games::boop::STANDARD,
        notations(m, game_in(m, channel).await)
            .await
            .iter()
            .map(String::as_str),
    )
    .unwrap();
    moves.legal_move_texts()[0].clone()
}

#[tokio::test]
async fn a_vacation_pushes_back_exactly_the_callers_turn_clocks_and_a_cancel_returns_the_rest() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let pool = raw(&db).await;
    // Alice to move in CHANNEL; bob to move in THREAD (alice has moved);
    // alice to move on another server; bob and carol elsewhere.
    start_between(
        &m,
        punctbot::games::boop::STANDARD,
        GUILD,
        CHANNEL,
        "alice",
        "bob",
    )
    .await;
    start_between(
        &m,
        punctbot::games::boop::STANDARD,
        GUILD,
        THREAD,
        "alice",
        "bob",
    )
    .await;
    let first = some_move(&m, THREAD).await;
    ok(&m, caller_in("alice", THREAD), mv(&first)).await;
    start_between(
        &m,
        punctbot::games::boop::STANDARD,
        OTHER_GUILD,
        500,
        "alice",
        "carol",
    )
    .await;
    start_between(
        &m,
        punctbot::games::boop::STANDARD,
        GUILD,
        THIRD,
        "bob",
        "carol",
    )
    .await;
    let games = [
        game_in(&m, CHANNEL).await,
        game_in(&m, THREAD).await,
        game_in(&m, 500).await,
        game_in(&m, THIRD).await,
    ];
    let now = 1_700_000_000_000;
    for (index, game) in games.iter().enumerate() {
        let offset = i64::try_from(index).unwrap() * HOUR;
        set_clock(&pool, *game, now + 3 * DAY + offset, now + DAY + offset).await;
    }
    let before: Vec<_> = clocks_of(&pool, &games).await;

    let begun = clock_now(&clock);
    let reply = ok(&m, caller("alice"), vacation(5)).await;
    assert!(!reply.ephemeral, "opponents see it");
    // One game waits for her on this server; 9 of the 14 days are left.
    let ends = begun + 5 * DAY;
    assert_eq!(
        reply.said,
        [Message::VacationStarted {
            name: "alice".to_owned(),
            until: ends,
            paused: 1,
            left: 9
        }]
    );
    // The words, once: the date in the server's time (UTC).
    assert!(
        reply
            .text()
            .contains("alice is on vacation until 19 Nov 22:13 UTC"),
        "{}",
        reply.text()
    );
    let during: Vec<_> = clocks_of(&pool, &games).await;
    let shifted =
        |(d, n): (Option<i64>, Option<i64>), by: i64| (d.map(|d| d + by), n.map(|n| n + by));
    assert_eq!(
        during[0],
        shifted(before[0], 5 * DAY),
        "alice's turn: paused"
    );
    assert_eq!(
        &during[1..],
        &before[1..],
        "bob's turn, another server, another pair: unchanged"
    );
    assert_eq!(
        m.store()
            .on_vacation(GUILD, user_id("alice"), clock_now(&clock))
            .await
            .unwrap(),
        Some(now + 5 * DAY)
    );
    assert_eq!(
        m.store()
            .on_vacation(OTHER_GUILD, user_id("alice"), now)
            .await
            .unwrap(),
        None
    );

    // The board shows it next to the player to move.
    let board = ok(&m, caller("bob"), Action::BOARD).await;
    let away = |reply: &punctbot::manager::Reply| {
        reply.said.iter().find_map(|said| match said {
            Message::Board {
                to_move,
                away_until,
                ..
            } => Some((to_move.1.clone(), *away_until)),
            _ => None,
        })
    };
    assert_eq!(away(&board), Some(("alice".to_owned(), Some(ends))));
    let other = ok(&m, caller_in("bob", THREAD), Action::BOARD).await;
    assert_eq!(away(&other), Some(("bob".to_owned(), None)));

    // Two days and an hour later she is back: three days begun are used,
    // and the clock gets back what she did not use.
    clock.advance(2 * DAY + HOUR);
    let reply = ok(&m, caller("alice"), Action::CancelVacation).await;
    assert!(!reply.ephemeral);
    assert_eq!(
        reply.said,
        [Message::VacationCancelled {
            name: "alice".to_owned(),
            used: 3,
            left: 11
        }]
    );
    let after: Vec<_> = clocks_of(&pool, &games).await;
    assert_eq!(
        after[0],
        shifted(before[0], 2 * DAY + HOUR),
        "paused exactly while away"
    );
    assert_eq!(&after[1..], &before[1..]);
    assert_eq!(
        m.store()
            .on_vacation(GUILD, user_id("alice"), clock_now(&clock))
            .await
            .unwrap(),
        None
    );
    let status = ok(&m, caller("alice"), ask_status()).await;
    assert!(status.ephemeral);
    assert_eq!(
        status.said,
        [Message::VacationStatus {
            until: None,
            left: 11
        }]
    );
}

fn clock_now(clock: &punctbot::manager::ManualClock) -> i64 {
    use punctbot::manager::Clock;
    clock.now()
}

async fn clocks_of(pool: &AnyPool, games: &[GameId]) -> Vec<(Option<i64>, Option<i64>)> {
    let mut clocks = Vec::new();
    for game in games {
        clocks.push(clock_of(pool, *game).await);
    }
    clocks
}

#[tokio::test]
async fn a_boop_placement_waiting_for_its_choice_is_still_its_movers_turn() {
    let db = Db::new();
    let (m, _clock) = db.manager_with_clock().await;
    let pool = raw(&db).await;
    let (mirror, _placement, _options) = game_with_a_choice(&m, 1..200).await;
    let game = game_in(&m, CHANNEL).await;
    set_clock(
        &pool,
        game,
        1_700_000_000_000 + DAY,
        1_700_000_000_000 + HOUR,
    )
    .await;
    let before = clock_of(&pool, game).await;
    let mover = seat_name(mirror.turn());
    let waiting = seat_name(mirror.turn().other());
    ok(&m, caller(waiting), vacation(2)).await;
    assert_eq!(
        clock_of(&pool, game).await,
        before,
        "not the waiting player's turn"
    );
    ok(&m, caller(mover), vacation(2)).await;
    let (deadline, next) = clock_of(&pool, game).await;
    assert_eq!(deadline, before.0.map(|d| d + 2 * DAY));
    assert_eq!(next, before.1.map(|n| n + 2 * DAY));
}

#[tokio::test]
async fn the_allowance_is_fourteen_days_a_calendar_year_and_refusals_change_nothing() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    start_between(
        &m,
        punctbot::games::boop::STANDARD,
        GUILD,
        CHANNEL,
        "alice",
        "bob",
    )
    .await;

    let refusal = no(&m, caller("alice"), vacation(0)).await;
    assert_eq!(refusal, Refusal::VacationLength { asked: 0, left: 14 });
    let refusal = no(&m, caller("alice"), vacation(15)).await;
    assert_eq!(
        refusal,
        Refusal::VacationLength {
            asked: 15,
            left: 14
        }
    );
    assert!(refusal.to_string().contains("from 1 to 14"), "{refusal}");
    assert_eq!(
        no(&m, caller("alice"), Action::CancelVacation).await,
        Refusal::NotOnVacation
    );

    ok(&m, caller("alice"), vacation(10)).await;
    let refusal = no(&m, caller("alice"), vacation(1)).await;
    assert!(
        matches!(refusal, Refusal::AlreadyOnVacation { .. }),
        "{refusal:?}"
    );
    let status = ok(&m, caller("alice"), ask_status()).await;
    assert_eq!(
        status.said,
        [Message::VacationStatus {
            until: Some(clock_now(&clock) + 10 * DAY),
            left: 4
        }]
    );

    // Cut short after half a day: one day begun, one day used.
    clock.advance(DAY / 2);
    ok(&m, caller("alice"), Action::CancelVacation).await;
    assert_eq!(
        ok(&m, caller("alice"), ask_status()).await.said,
        [Message::VacationStatus {
            until: None,
            left: 13
        }]
    );
    let refusal = no(&m, caller("alice"), vacation(14)).await;
    assert_eq!(
        refusal,
        Refusal::VacationLength {
            asked: 14,
            left: 13
        }
    );

    // The rest in one go; it simply runs out.
    ok(&m, caller("alice"), vacation(13)).await;
    clock.advance(13 * DAY);
    let status = ok(&m, caller("alice"), ask_status()).await;
    assert_eq!(
        status.said,
        [Message::VacationStatus {
            until: None,
            left: 0
        }]
    );
    let refusal = no(&m, caller("alice"), vacation(1)).await;
    assert_eq!(refusal, Refusal::VacationLength { asked: 1, left: 0 });
    assert!(
        refusal.to_string().contains("renews on 1 January"),
        "{refusal}"
    );

    // Another server has its own allowance; bob his own.
    ok(&m, elsewhere("alice", OTHER_GUILD, 500), vacation(14)).await;
    ok(&m, caller("bob"), vacation(14)).await;

    // A new year, a new allowance (a minute before, still none).
    let now = clock_now(&clock);
    clock.advance(NEW_YEAR_2024 - now - 60_000);
    assert_eq!(
        no(&m, caller("alice"), vacation(1)).await,
        Refusal::VacationLength { asked: 1, left: 0 }
    );
    clock.advance(60_000);
    let reply = ok(&m, caller("alice"), vacation(14)).await;
    assert!(
        reply.says(|said| matches!(said, Message::VacationStarted { left: 0, .. })),
        "{:?}",
        reply.said
    );
}

#[tokio::test]
async fn vacations_and_game_lists_are_refused_in_direct_messages() {
    let db = Db::new();
    let m = db.manager().await;
    for action in [
        vacation(3),
        ask_status(),
        Action::CancelVacation,
        Action::Games {
            user: None,
            finished: false,
        },
    ] {
        let refusal = no(&m, in_dm("alice"), action).await;
        assert_eq!(refusal, Refusal::ServerOnly);
    }
    // Notices are for every server: a direct message is a fine place.
    let reply = ok(&m, in_dm("alice"), Action::Notices { on: true }).await;
    assert!(reply.ephemeral);
    assert!(m.store().direct_notices(user_id("alice")).await.unwrap());
}

#[tokio::test]
async fn only_the_opted_in_player_asked_to_act_gets_a_direct_message() {
    let db = Db::new();
    let m = db.manager().await;
    let link = format!("https://discord.com/channels/{GUILD}/{CHANNEL}");
    let reply = ok(&m, caller("bob"), Action::Notices { on: true }).await;
    assert!(reply.ephemeral && reply.effects.direct.is_empty());

    // The challenge mentions bob, who asked for notices.
    let reply = ok(
        &m,
        caller("alice"),
        challenge(punctbot::games::boop::STANDARD, Some("bob")),
    )
    .await;
    assert_eq!(reply.effects.direct.len(), 1);
    assert_eq!(reply.effects.direct[0].user, user_id("bob"));
    assert_eq!(
        reply.effects.direct[0].text(),
        format!("alice challenges you to boop. in <#{CHANNEL}> — {link}")
    );
    // Accepted: alice moves first and did not ask.
    let reply = ok(&m, caller("bob"), Action::Accept).await;
    assert_eq!(reply.mentions, vec![user_id("alice")]);
    assert!(reply.effects.direct.is_empty());
    let first = some_move(&m, CHANNEL).await;
    let reply = ok(&m, caller("alice"), mv(&first)).await;
    assert_eq!(reply.effects.direct.len(), 1);
    assert_eq!(reply.effects.direct[0].user, user_id("bob"));
    assert_eq!(
        reply.effects.direct[0].text(),
        format!("Your turn in <#{CHANNEL}> (boop. vs alice) — {link}")
    );
    // Looking is not news, and alice never asked.
    assert!(ok(&m, caller("bob"), Action::BOARD)
        .await
        .effects
        .direct
        .is_empty());
    assert!(ok(&m, caller("bob"), Action::HISTORY)
        .await
        .effects
        .direct
        .is_empty());
    let second = some_move(&m, CHANNEL).await;
    assert!(ok(&m, caller("bob"), mv(&second))
        .await
        .effects
        .direct
        .is_empty());

    // An offer reaches the asked player.
    let reply = ok(&m, caller("alice"), Action::OfferDraw).await;
    assert_eq!(reply.effects.direct.len(), 1);
    assert_eq!(
        reply.effects.direct[0].text(),
        format!("alice offers you a draw in <#{CHANNEL}> (boop.) — {link}")
    );
    ok(&m, caller("bob"), Action::DeclineDraw).await;
    let third = some_move(&m, CHANNEL).await;
    ok(&m, caller("alice"), mv(&third)).await;
    ok(&m, caller("alice"), Action::Notices { on: true }).await;
    let fourth = some_move(&m, CHANNEL).await;
    ok(&m, caller("bob"), mv(&fourth)).await;
    let reply = ok(&m, caller("bob"), Action::RequestTakeback).await;
    assert_eq!(reply.effects.direct.len(), 1);
    assert_eq!(reply.effects.direct[0].user, user_id("alice"));
    assert!(
        reply.effects.direct[0]
            .text()
            .starts_with("bob asks you to allow a takeback"),
        "{}",
        reply.effects.direct[0].text()
    );

    // Switched off: nothing more.
    ok(&m, caller("alice"), Action::Notices { on: false }).await;
    ok(&m, caller("alice"), Action::DeclineTakeback).await;
    let fifth = some_move(&m, CHANNEL).await;
    let reply = ok(&m, caller("alice"), mv(&fifth)).await;
    assert_eq!(reply.effects.direct.len(), 1, "bob still wants them");
    let sixth = some_move(&m, CHANNEL).await;
    assert!(ok(&m, caller("bob"), mv(&sixth))
        .await
        .effects
        .direct
        .is_empty());

    // What the scheduler's reminders use: opted-in readers only.
    let game = m.store().active_game_in(CHANNEL).await.unwrap().unwrap();
    let notice = Notice::your_turn(&game, user_id("bob")).unwrap();
    let readers = [user_id("alice"), user_id("bob"), user_id("carol")];
    let directs = m
        .directs_for(Some(GUILD), CHANNEL, &readers, &notice)
        .await
        .unwrap();
    assert_eq!(directs.len(), 1);
    assert_eq!(directs[0].user, user_id("bob"));
    assert!(Notice::your_turn(&game, user_id("carol")).is_none());
}

#[tokio::test]
async fn the_games_list_shows_the_most_urgent_first_with_links() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let pool = raw(&db).await;
    let now = clock_now(&clock);
    start_between(
        &m,
        punctbot::games::punct::STANDARD,
        GUILD,
        CHANNEL,
        "alice",
        "bob",
    )
    .await;
    start_between(
        &m,
        punctbot::games::boop::STANDARD,
        GUILD,
        THREAD,
        "alice",
        "bob",
    )
    .await;
    let first = some_move(&m, THREAD).await;
    ok(&m, caller_in("alice", THREAD), mv(&first)).await;
    start_between(
        &m,
        punctbot::games::boop::STANDARD,
        GUILD,
        THIRD,
        "carol",
        "alice",
    )
    .await;
    start_between(
        &m,
        punctbot::games::boop::STANDARD,
        OTHER_GUILD,
        500,
        "alice",
        "carol",
    )
    .await;
    let (punct, boop) = (game_in(&m, CHANNEL).await, game_in(&m, THREAD).await);
    set_clock(&pool, punct, now + 3 * DAY + 2 * HOUR, now + DAY).await;
    set_clock(&pool, boop, now + 5 * HOUR + 30 * 60_000, now + HOUR).await;
    // The third game is played without a clock.
    sqlx::query(
        "UPDATE games SET days_per_move = NULL, deadline_at = NULL, next_event_at = NULL \
         WHERE id = $1",
    )
    .bind(game_in(&m, THIRD).await.0)
    .execute(&pool)
    .await
    .unwrap();
    let posted = BoardPost {
        game: punct,
        shows: Shows::Version(0),
    };
    m.replace_board(posted, 555).await.unwrap();

    let reply = ok(
        &m,
        caller("alice"),
        Action::Games {
            user: None,
            finished: false,
        },
    )
    .await;
    assert!(reply.ephemeral);
    let text = reply.text();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "Your 3 active games on this server, most urgent first:"
    );
    assert_eq!(
        lines[1],
        format!("• boop. vs **bob** — their turn · 5 h 30 min left · [board](https://discord.com/channels/{GUILD}/{THREAD})")
    );
    assert_eq!(
        lines[2],
        format!("• PÜNCT vs **bob** — your turn · 3 days 2 h left · [board](https://discord.com/channels/{GUILD}/{CHANNEL}/555)")
    );
    assert_eq!(
        lines[3],
        format!("• boop. vs **carol** — their turn · no clock · [board](https://discord.com/channels/{GUILD}/{THIRD})")
    );
    assert_eq!(lines.len(), 4, "nothing from the other server");

    // Someone else's list, and a vacation pausing a clock.
    ok(&m, caller("bob"), vacation(2)).await;
    let reply = ok(
        &m,
        caller("carol"),
        Action::Games {
            user: Some(player("bob")),
            finished: false,
        },
    )
    .await;
    let text = reply.text();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "bob's 2 active games on this server, most urgent first:"
    );
    assert!(
        lines[1].contains("vs **alice** — bob's turn · paused (vacation until 16 Nov 22:13 UTC)"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].contains("PÜNCT vs **alice** — alice's turn · 3 days 2 h left"),
        "{}",
        lines[2]
    );

    // Nothing to list.
    let reply = ok(
        &m,
        elsewhere("bob", OTHER_GUILD, 500),
        Action::Games {
            user: None,
            finished: false,
        },
    )
    .await;
    assert!(
        reply
            .text()
            .starts_with("You have no active games on this server. Start one with"),
        "{}",
        reply.text()
    );
    let reply = ok(
        &m,
        caller("bob"),
        Action::Games {
            user: Some(player("mod")),
            finished: false,
        },
    )
    .await;
    assert!(
        reply.text().starts_with("mod has no active games"),
        "{}",
        reply.text()
    );
}

#[tokio::test]
async fn a_long_games_list_is_cut_to_one_message_with_a_count() {
    let db = Db::new();
    let m = db.manager().await;
    for channel in 0..60 {
        let game = NewGame {
            guild_id: Some(GUILD),
            channel_id: 2_000_000_000_000_000_000 + channel,
            kind: punctbot::games::punct::STANDARD,
            rated: false,
            players: punctbot::games::ByColor {
                first: (user_id("alice"), "alice".to_owned()),
                second: (user_id("bob"), "a rather long display name".to_owned()),
            },
            days_per_move: None,
            parent_channel_id: None,
            clock: None,
            computer: None,
        };
        m.store().insert_game(&game, 0).await.unwrap();
    }
    let reply = ok(
        &m,
        caller("alice"),
        Action::Games {
            user: None,
            finished: false,
        },
    )
    .await;
    assert!(
        reply.text().chars().count() <= 2000,
        "{}",
        reply.text().chars().count()
    );
    let shown = reply
        .text()
        .lines()
        .filter(|line| line.starts_with('•'))
        .count();
    assert!(shown > 5 && shown < 60, "{shown}");
    assert!(
        reply
            .text()
            .ends_with(&format!("… and {} more", 60 - shown)),
        "{}",
        reply.text()
    );
}

#[tokio::test]
async fn the_player_who_just_acted_gets_no_direct_message() {
    let db = Db::new();
    let m = db.manager().await;
    ok(&m, caller("bob"), Action::Notices { on: true }).await;
    let opponent_first = Action::Challenge {
        opponent: Some(player("bob")),
        kind: punctbot::games::boop::STANDARD,
        rated: false,
        first: punctbot::store::FirstMover::Opponent,
        days: Some(3),
        parent: None,
        level: None,
    };
    ok(&m, caller("alice"), opponent_first).await;
    // Bob accepts and moves first: the board mentions him, but he is the
    // one who clicked.
    let reply = ok(&m, caller("bob"), Action::Accept).await;
    assert_eq!(reply.mentions, vec![user_id("bob")]);
    assert!(reply.effects.direct.is_empty());
}
