//! Move clocks, reminders, losses on time, challenge expiry and thread
//! archiving, driven by `Manager::tick` with a manual clock that jumps days.

use std::sync::Arc;

use crate::manager_support::*;
use punctbot::{
    games::{Outcome, Seat},
    manager::{
        clock_plan::{ReminderSchedule, DAY_MS, HOUR_MS},
        Action, ButtonAction, Caller, Clock, Due, FixedCoin, Manager, ManualClock, Message,
        Refusal, Replaced, Reply, Request, Shows, Stamp,
    },
    store::{ChallengeStatus, EndReason, FirstMover, GameId, GameRow, GameStatus},
};

const T0: i64 = 1_700_000_000_000;

fn clocked(opponent: &str, days: Option<u8>, rated: bool, parent: Option<u64>) -> Action {
    Action::Challenge {
        opponent: Some(player(opponent)),
        kind: punctbot::games::boop::STANDARD,
        rated,
        first: FirstMover::Challenger,
        days,
        parent,
        level: None,
    }
}

/// Sets the clock to `T0 + offset`.
fn at(clock: &ManualClock, offset: i64) {
    clock.advance(T0 + offset - clock.now());
}

/// alice (to move first) against bob in `channel`, `days` per move.
async fn game(m: &Manager, channel: u64, days: Option<u8>, rated: bool) -> (GameId, Reply) {
    ok(
        m,
        caller_in("alice", channel),
        clocked("bob", days, rated, None),
    )
    .await;
    let board = ok(m, caller_in("bob", channel), Action::Accept).await;
    (board.board().expect("a board"), board)
}

async fn row(m: &Manager, game: GameId) -> GameRow {
    m.store().game(game).await.unwrap().unwrap()
}

/// The reminders among `due`, as (game, text).
fn reminders(due: &[Due]) -> Vec<(GameId, String)> {
    due.iter()
        .filter_map(|due| match due {
            Due::Reminder { game, reply, .. } => Some((*game, reply.text().clone())),
            _ => None,
        })
        .collect()
}

/// What `due` says, in short (replies hold whole pictures).
fn summary(due: &[Due]) -> Vec<String> {
    due.iter()
        .map(|due| match due {
            Due::Reminder { channel, .. } => format!("reminder in {channel}"),
            Due::TimeLoss { channel, .. } => format!("time loss in {channel}"),
            Due::ChallengeExpired { channel, .. } => format!("expiry in {channel}"),
            Due::ArchiveThread { thread } => format!("archive {thread}"),
        })
        .collect()
}

async fn tick(m: &Manager) -> Vec<Due> {
    m.tick().await.expect("the tick")
}

#[tokio::test]
async fn reminders_come_at_their_moments_once_each() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, board) = game(&m, CHANNEL, Some(3), true).await;
    assert!(
        board.says(|said| matches!(
            said,
            Message::Board {
                ply: 0,
                time_left: Some(left),
                ..
            } if *left == 3 * DAY_MS
        )),
        "{:?}",
        board.said
    );
    let started = row(&m, id).await;
    assert_eq!(started.deadline_at, Some(T0 + 3 * DAY_MS));
    assert_eq!(started.next_event_at, Some(T0 + 36 * HOUR_MS));
    assert_eq!(m.next_due().await.unwrap(), Some(T0 + 36 * HOUR_MS));

    // Half the time gone, 12 hours left, 1 hour left: each exactly once.
    for (moment, left) in [(36, "1 day 12 h"), (60, "12 h"), (71, "1 h")] {
        at(&clock, moment * HOUR_MS - 1);
        assert!(tick(&m).await.is_empty(), "a moment before {moment} h");
        at(&clock, moment * HOUR_MS);
        let due = tick(&m).await;
        let Some(Due::Reminder {
            game,
            channel,
            reply,
            ..
        }) = due.first()
        else {
            panic!("a reminder at {moment} h, got {:?}", summary(&due));
        };
        assert_eq!(due.len(), 1);
        assert_eq!((*game, *channel), (id, CHANNEL));
        assert_eq!(
            reply.mentions,
            [user_id("alice")],
            "only the player to move"
        );
        assert_eq!(
            reply.text(),
            format!(
                "<@{}>, a reminder: it is your move in boop. against bob · {left} left.",
                user_id("alice")
            )
        );
        assert!(tick(&m).await.is_empty(), "again at {moment} h");
    }
    assert_eq!(row(&m, id).await.reminders_sent, 3);
    assert_eq!(m.next_due().await.unwrap(), Some(T0 + 3 * DAY_MS));
}

#[tokio::test]
async fn a_move_resets_the_reminders_and_the_board_shows_the_time_left() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, _) = game(&m, CHANNEL, Some(3), false).await;
    at(&clock, 36 * HOUR_MS);
    assert_eq!(reminders(&tick(&m).await).len(), 1);
    at(&clock, 40 * HOUR_MS);
    let board = ok(&m, caller("alice"), mv("Kc3")).await;
    assert!(
        board
            .text()
            .ends_with(&format!("<@{}>, your move · 3 days left.", user_id("bob"))),
        "{}",
        board.text()
    );
    let moved = row(&m, id).await;
    assert_eq!(moved.deadline_at, Some(T0 + 112 * HOUR_MS));
    assert_eq!(moved.reminders_sent, 0);
    assert_eq!(moved.next_event_at, Some(T0 + 76 * HOUR_MS));
    // alice's remaining reminders (60 h, 71 h) and deadline (72 h) are gone.
    for moment in [60, 71, 72, 75] {
        at(&clock, moment * HOUR_MS);
        assert!(tick(&m).await.is_empty(), "nothing at {moment} h");
    }
    at(&clock, 76 * HOUR_MS);
    let due = reminders(&tick(&m).await);
    assert_eq!(due.len(), 1);
    assert!(due[0].1.starts_with(&format!("<@{}>", user_id("bob"))));
    // The board on request shows the time left to the minute below.
    at(&clock, 76 * HOUR_MS + 30 * 60 * 1000);
    let shown = ok(&m, caller("carol"), Action::BOARD).await;
    assert!(
        shown
            .text()
            .ends_with("**bob**, your move · 1 day 11 h left."),
        "{}",
        shown.text()
    );
}

#[tokio::test]
async fn a_move_just_after_the_deadline_but_before_the_tick_stands() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, _) = game(&m, CHANNEL, Some(1), true).await;
    at(&clock, DAY_MS + 1);
    ok(&m, caller("alice"), mv("Kc3")).await;
    let due = tick(&m).await;
    assert!(due.is_empty(), "{:?}", summary(&due));
    assert_eq!(row(&m, id).await.status, GameStatus::Active);
}

#[tokio::test]
async fn a_takeback_gives_the_mover_a_fresh_turn() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, _) = game(&m, CHANNEL, Some(2), false).await;
    at(&clock, HOUR_MS);
    ok(&m, caller("alice"), mv("Kc3")).await;
    ok(&m, caller("alice"), Action::RequestTakeback).await;
    at(&clock, 5 * HOUR_MS);
    let board = ok(&m, caller("bob"), Action::AcceptTakeback).await;
    assert!(
        board.text().ends_with("you start · 2 days left."),
        "{}",
        board.text()
    );
    let row = row(&m, id).await;
    assert_eq!(row.deadline_at, Some(T0 + 5 * HOUR_MS + 2 * DAY_MS));
    assert_eq!(row.reminders_sent, 0);
}

#[tokio::test]
async fn after_downtime_one_late_reminder_not_a_burst() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, _) = game(&m, CHANNEL, Some(3), true).await;
    m.store().close().await;
    drop(m);

    // Down from 0 h to 61 h: half (36 h) and 12 h left (60 h) both passed.
    at(&clock, 61 * HOUR_MS);
    let restarted = Manager::with(
        db.store().await,
        Arc::new(clock.clone()),
        Arc::new(FixedCoin(true)),
    );
    let due = reminders(&tick(&restarted).await);
    assert_eq!(due.len(), 1, "{due:?}");
    assert!(due[0].1.ends_with("· 11 h left."), "{}", due[0].1);
    assert_eq!(row(&restarted, id).await.reminders_sent, 2);
    assert!(tick(&restarted).await.is_empty());
    at(&clock, 71 * HOUR_MS);
    assert_eq!(reminders(&tick(&restarted).await).len(), 1);
}

#[tokio::test]
async fn moderators_change_the_reminders_of_their_server() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, _) = game(&m, CHANNEL, Some(3), false).await;
    let set = |schedule: &str| Action::SetReminders {
        schedule: schedule.to_owned(),
    };

    assert_eq!(
        no(&m, caller("alice"), set("1h")).await,
        Refusal::ManageServerOnly
    );
    let direct = Caller {
        guild: None,
        ..caller("mod")
    };
    assert_eq!(no(&m, direct, set("1h")).await, Refusal::ServerOnly);
    for bad in ["", "sometimes", "half,half", "0h", "200h", "off,1h", "12"] {
        assert!(
            matches!(
                no(&m, caller("mod"), set(bad)).await,
                Refusal::BadReminderSchedule { .. }
            ),
            "{bad:?}"
        );
    }
    let refusal = no(&m, caller("mod"), set("half,3 h")).await;
    assert_eq!(
        refusal.to_string(),
        "`half,3 h` is not a reminder setting: `3 h` is neither `half` nor hours like `12h`. \
         Write reminders separated by commas, each `half` (half the time gone) or hours left \
         from 1h to 168h, e.g. `half,12h,1h` or `24h,1h`; or `off`."
    );

    let reply = ok(&m, caller("mod"), set("24h, 1H")).await;
    assert_eq!(
        reply.text(),
        "From now on, the player to move on this server is reminded when 24 hours remain, \
         when 1 hour remains."
    );
    assert_eq!(
        m.store().reminder_setting(42).await.unwrap().as_deref(),
        Some("24h,1h")
    );
    // The running turn follows the new setting at once.
    assert_eq!(row(&m, id).await.next_event_at, Some(T0 + 48 * HOUR_MS));
    at(&clock, 36 * HOUR_MS);
    assert!(tick(&m).await.is_empty(), "half is no longer a reminder");
    at(&clock, 48 * HOUR_MS);
    assert_eq!(reminders(&tick(&m).await).len(), 1);

    // Back to the standard at 61 h: half and 12 h left are past, and a
    // change never sends what it puts in the past.
    at(&clock, 61 * HOUR_MS);
    ok(&m, caller("mod"), set("half,12h,1h")).await;
    assert!(tick(&m).await.is_empty());
    assert_eq!(row(&m, id).await.next_event_at, Some(T0 + 71 * HOUR_MS));

    // Off: no reminder, the deadline still holds.
    let off = ok(&m, caller("mod"), set("off")).await;
    assert!(
        off.text().starts_with("Reminders are now off"),
        "{}",
        off.text()
    );
    at(&clock, 71 * HOUR_MS);
    assert!(tick(&m).await.is_empty());
    at(&clock, 72 * HOUR_MS);
    let due = tick(&m).await;
    assert_eq!(summary(&due), ["time loss in 1000000000000000001"]);
}

#[tokio::test]
async fn the_player_to_move_loses_on_time_and_a_rated_game_counts() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, first_board) = game(&m, CHANNEL, Some(1), true).await;
    let posted = first_board.effects.board.expect("a board");
    m.replace_board(posted, 555).await.unwrap();
    at(&clock, HOUR_MS);
    ok(&m, caller("alice"), mv("Kc3")).await;
    ok(&m, caller("bob"), mv("Kf6")).await;
    ok(&m, caller("alice"), mv("Ka1")).await;
    // bob offers a draw and does not move again; his clock runs on.
    ok(&m, caller("bob"), Action::OfferDraw).await;
    at(&clock, HOUR_MS + DAY_MS - 1);
    let before = tick(&m).await;
    assert_eq!(
        reminders(&before).len(),
        before.len(),
        "not lost yet: {before:?}"
    );
    at(&clock, HOUR_MS + DAY_MS);
    let due = tick(&m).await;
    let [Due::TimeLoss {
        game,
        channel,
        reply,
    }] = due.as_slice()
    else {
        panic!("a loss on time, got {:?}", summary(&due));
    };
    assert_eq!((*game, *channel), (id, CHANNEL));
    // The final board replaces board 555, whatever was posted in between.
    let last = reply.effects.board.expect("the final board");
    assert_eq!(last.shows, Shows::End);
    assert_eq!(
        m.replace_board(last, 556).await.unwrap(),
        Replaced::Won {
            previous: Some(555)
        }
    );
    assert!(
        reply.says(|said| matches!(
            said,
            Message::GameOver {
                reason: EndReason::Time,
                outcome: Some(Outcome::Win(Seat::First)),
                ratings,
                ..
            } if ratings.len() == 2 && ratings[0].after > ratings[0].before
        )),
        "{:?}",
        reply.said
    );
    assert_final_picture(&m, reply).await;
    assert!(
        reply
            .text()
            .contains("bob ran out of time — **alice wins**."),
        "{}",
        reply.text()
    );
    let picture =
        image::load_from_memory(reply.image.as_ref().expect("the final picture")).expect("a PNG");
    assert!(picture.width() > 100);
    assert!(reply.buttons.is_empty());
    assert!(tick(&m).await.is_empty(), "announced once");

    let over = row(&m, id).await;
    assert_eq!(over.status, GameStatus::Finished);
    assert_eq!(over.end_reason, Some(EndReason::Time));
    assert_eq!(over.outcome, Some(Outcome::Win(Seat::First)));
    assert_eq!(over.ended_at, Some(T0 + HOUR_MS + DAY_MS));
    assert_eq!((over.deadline_at, over.next_event_at), (None, None));
    assert!(
        m.store().open_offers(id).await.unwrap().is_empty(),
        "the offer lapsed"
    );
    let standings = m
        .store()
        .standings(42, punctbot::games::boop::STANDARD, clock.now())
        .await
        .unwrap();
    let record = |name: &str| {
        let s = standings.iter().find(|s| s.name == name).expect(name);
        (s.wins, s.losses)
    };
    assert_eq!((record("alice"), record("bob")), ((1, 0), (0, 1)));

    // The old board's buttons and the commands now meet a game that is over.
    let resign = first_board
        .buttons
        .iter()
        .find(|b| b.id.action == ButtonAction::Resign)
        .unwrap();
    let refusal = refused(&m, resign.id.request(caller("alice"))).await;
    assert_eq!(refusal, Refusal::GameOver);
    assert_eq!(no(&m, caller("bob"), mv("Kd4")).await, Refusal::NoGame);
}

/// Lichess's rule: a rated game in which a side never moved is aborted, not
/// rated, when that side's time runs out — whether nobody moved or only the
/// first player did.
#[tokio::test]
async fn a_rated_game_a_side_never_moved_in_is_aborted_unrated() {
    for moves_before in [0, 1] {
        let db = Db::new();
        let (m, clock) = db.manager_with_clock().await;
        let (id, _) = game(&m, CHANNEL, Some(1), true).await;
        if moves_before == 1 {
            ok(&m, caller("alice"), mv("Kc3")).await;
        }
        at(&clock, DAY_MS);
        let due = tick(&m).await;
        let [Due::TimeLoss { reply, .. }] = due.as_slice() else {
            panic!("an end on time, got {:?}", summary(&due));
        };
        let idle = if moves_before == 0 { "alice" } else { "bob" };
        assert!(
            reply.says(|said| matches!(
                said,
                Message::GameOver {
                    reason: EndReason::NeverMoved,
                    outcome: None,
                    by: Some(by),
                    ratings,
                    ..
                } if by == idle && ratings.is_empty()
            )),
            "{:?}",
            reply.said
        );
        assert_final_picture(&m, reply).await;
        let over = row(&m, id).await;
        assert_eq!(
            (over.status, over.outcome, over.end_reason),
            (GameStatus::Aborted, None, Some(EndReason::NeverMoved))
        );
        let standings = m
            .store()
            .standings(42, punctbot::games::boop::STANDARD, clock.now())
            .await
            .unwrap();
        assert!(standings.is_empty(), "not rated: {standings:?}");
    }
}

#[tokio::test]
async fn a_casual_game_lost_on_time_leaves_the_ladder_alone() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, _) = game(&m, CHANNEL, Some(2), false).await;
    at(&clock, 2 * DAY_MS);
    let due = tick(&m).await;
    let [Due::TimeLoss { reply, .. }] = due.as_slice() else {
        panic!("a loss on time, got {:?}", summary(&due));
    };
    assert!(reply
        .text()
        .contains("alice ran out of time — **bob wins**."));
    assert_eq!(row(&m, id).await.outcome, Some(Outcome::Win(Seat::Second)));
    let standings = m
        .store()
        .standings(42, punctbot::games::boop::STANDARD, clock.now())
        .await;
    assert!(standings.unwrap().is_empty());
}

#[tokio::test]
async fn a_game_without_a_clock_never_falls_due() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, board) = game(&m, CHANNEL, None, false).await;
    assert!(board.text().ends_with("you start."), "{}", board.text());
    let row = row(&m, id).await;
    assert_eq!((row.deadline_at, row.next_event_at), (None, None));
    assert_eq!(m.next_due().await.unwrap(), None);
    // No loss on time, ever: only the week's nudge, once.
    at(&clock, 400 * DAY_MS);
    assert_eq!(summary(&tick(&m).await), [format!("reminder in {CHANNEL}")]);
    assert!(tick(&m).await.is_empty());
    let after = m.store().game(id).await.unwrap().unwrap();
    assert_eq!(after.status, GameStatus::Active);
}

#[tokio::test]
async fn challenge_options_are_checked_and_shown() {
    let db = Db::new();
    let m = db.manager().await;
    assert_eq!(
        no(&m, caller("alice"), clocked("bob", None, true, None)).await,
        Refusal::RatedNeedsClock
    );
    for days in [0, 4, 5, 14, 255] {
        assert_eq!(
            no(&m, caller("alice"), clocked("bob", Some(days), false, None)).await,
            Refusal::BadDaysPerMove { days }
        );
    }
    let refusal = no(&m, caller("alice"), clocked("bob", Some(5), true, None)).await;
    assert_eq!(
        refusal.to_string(),
        "5 days per move is not offered: choose 1, 2, 3 or 7 days (or no clock for a casual game)."
    );
    let issued = ok(&m, caller("alice"), clocked("bob", Some(7), true, None)).await;
    assert!(
        issued.says(|said| matches!(
            said,
            Message::ChallengeIssued {
                rated: true,
                days: Some(7),
                first: FirstMover::Challenger,
                ..
            }
        )),
        "{:?}",
        issued.said
    );
    ok(&m, caller("alice"), Action::Cancel).await;
    let issued = ok(&m, caller("alice"), clocked("bob", Some(1), true, None)).await;
    assert!(
        issued.says(|said| matches!(
            said,
            Message::ChallengeIssued {
                rated: true,
                days: Some(1),
                ..
            }
        )),
        "{:?}",
        issued.said
    );
    ok(&m, caller("alice"), Action::Cancel).await;
    let issued = ok(&m, caller("alice"), clocked("bob", None, false, None)).await;
    assert!(
        issued.says(|said| matches!(
            said,
            Message::ChallengeIssued {
                rated: false,
                days: None,
                ..
            }
        )),
        "{:?}",
        issued.said
    );
    let challenge = issued.effects.challenge.expect("the challenge to record");
    let stored = m.store().challenge(challenge).await.unwrap().unwrap();
    assert_eq!(stored.days_per_move, None);
    m.set_challenge_message(challenge, 4242).await.unwrap();
    let stored = m.store().challenge(challenge).await.unwrap().unwrap();
    assert_eq!(stored.message_id, Some(4242));
}

#[tokio::test]
async fn an_unanswered_challenge_expires_after_a_day() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let issued = ok(&m, caller("alice"), clocked("bob", Some(3), true, None)).await;
    let id = issued.effects.challenge.unwrap();
    m.set_challenge_message(id, 777).await.unwrap();
    let button = |action: ButtonAction| {
        issued
            .buttons
            .iter()
            .find(|b| b.id.action == action)
            .unwrap()
            .id
            .clone()
    };
    at(&clock, DAY_MS - 1);
    assert!(tick(&m).await.is_empty());

    // A second after expiry, before the scheduler: refused all the same.
    at(&clock, DAY_MS);
    let accept = button(ButtonAction::Accept);
    assert_eq!(
        refused(&m, accept.request(caller("bob"))).await,
        Refusal::ChallengeExpired
    );
    assert_eq!(
        no(&m, caller("bob"), Action::Decline).await,
        Refusal::ChallengeExpired
    );
    assert_eq!(
        no(&m, caller("alice"), Action::Cancel).await,
        Refusal::ChallengeExpired
    );

    let due = tick(&m).await;
    let [Due::ChallengeExpired {
        challenge,
        channel,
        reply,
        ..
    }] = due.as_slice()
    else {
        panic!("the expiry, got {:?}", summary(&due));
    };
    assert_eq!((*challenge, *channel), (id, CHANNEL));
    assert_eq!(reply.effects.strip, [777], "the challenge's buttons go");
    assert_eq!(
        reply.text(),
        "alice's challenge to boop. expired after 24 hours without an answer."
    );
    assert!(tick(&m).await.is_empty());
    let stored = m.store().challenge(id).await.unwrap().unwrap();
    assert_eq!(stored.status, ChallengeStatus::Expired);

    // The buttons and the commands now say so.
    for action in [ButtonAction::Accept, ButtonAction::Decline] {
        assert_eq!(
            refused(&m, button(action).request(caller("bob"))).await,
            Refusal::ChallengeExpired
        );
    }
    let refusal = no(&m, caller("bob"), Action::Accept).await;
    assert_eq!(refusal, Refusal::ChallengeExpired);
    assert_eq!(
        refusal.to_string(),
        "This challenge expired after 24 hours without an answer — start a new one with \
         /punct challenge or /boop challenge."
    );
    // A new challenge may follow.
    ok(&m, caller("alice"), clocked("bob", Some(3), true, None)).await;
    ok(&m, caller("bob"), Action::Accept).await;
}

#[tokio::test]
async fn threads_are_archived_a_day_after_their_game_or_challenge_ends() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let in_thread = |name: &str, thread: u64| caller_in(name, thread);
    let threads = |m: &Manager| {
        let store = m.store().clone();
        async move {
            store
                .pending_thread_archives()
                .await
                .unwrap()
                .into_iter()
                .map(|due| (due.thread, due.due_at - T0))
                .collect::<Vec<_>>()
        }
    };

    // A game in thread 10 resigned at 1 h; a game in a plain channel (no
    // parent) archives nothing.
    ok(
        &m,
        in_thread("alice", 10),
        clocked("bob", Some(3), true, Some(CHANNEL)),
    )
    .await;
    ok(&m, in_thread("bob", 10), Action::Accept).await;
    game(&m, 99, Some(3), true).await;
    at(&clock, HOUR_MS);
    ok(&m, in_thread("bob", 10), Action::Resign { confirmed: true }).await;
    ok(&m, caller_in("bob", 99), Action::Resign { confirmed: true }).await;
    assert_eq!(threads(&m).await, [(10, HOUR_MS + DAY_MS)]);

    // Declined at 2 h, cancelled at 3 h, expired at 25 h, lost on time.
    for thread in [11, 12, 13, 14] {
        ok(
            &m,
            in_thread("alice", thread),
            clocked("bob", Some(1), false, Some(CHANNEL)),
        )
        .await;
    }
    at(&clock, 2 * HOUR_MS);
    ok(&m, in_thread("bob", 11), Action::Decline).await;
    at(&clock, 3 * HOUR_MS);
    ok(&m, in_thread("alice", 12), Action::Cancel).await;
    ok(&m, in_thread("bob", 14), Action::Accept).await;
    // The challenges were made at 1 h: they expire at 25 h.
    at(&clock, DAY_MS + HOUR_MS);
    let due = tick(&m).await;
    assert_eq!(
        summary(&due),
        ["reminder in 14", "archive 10", "expiry in 13"]
    );
    at(&clock, DAY_MS + 3 * HOUR_MS);
    assert_eq!(
        threads(&m).await,
        [
            (11, 2 * HOUR_MS + DAY_MS),
            (12, 3 * HOUR_MS + DAY_MS),
            (13, 2 * DAY_MS + HOUR_MS),
        ]
    );
    let due = tick(&m).await;
    assert_eq!(
        summary(&due),
        ["archive 11", "archive 12", "time loss in 14"],
        "oldest first"
    );
    assert_eq!(
        threads(&m).await,
        [(13, 2 * DAY_MS + HOUR_MS), (14, 2 * DAY_MS + 3 * HOUR_MS)]
    );
    // A new challenge in a thread waiting for its archive keeps it open.
    ok(
        &m,
        in_thread("alice", 13),
        clocked("bob", None, false, None),
    )
    .await;
    at(&clock, 3 * DAY_MS);
    let due = tick(&m).await;
    let archived: Vec<u64> = due
        .iter()
        .filter_map(|due| match due {
            Due::ArchiveThread { thread } => Some(*thread),
            _ => None,
        })
        .collect();
    assert_eq!(archived, [14]);
    // Besides it, only the new challenge in thread 13 expired.
    assert_eq!(summary(&due), ["archive 14", "expiry in 13"]);
    assert!(tick(&m).await.is_empty());
}

/// Two managers on one file (as two processes would be), on one clock.
async fn two_managers(db: &Db) -> (Manager, Manager, ManualClock) {
    let (first, clock) = db.manager_with_clock().await;
    let second = Manager::with(
        db.store().await,
        Arc::new(clock.clone()),
        Arc::new(FixedCoin(true)),
    );
    (first, second, clock)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_managers_on_one_file_announce_each_event_once() {
    let db = Db::new();
    let (first, second, clock) = two_managers(&db).await;
    for channel in 1..=6 {
        game(&first, channel, Some(1), channel % 2 == 0).await;
    }
    ok(
        &first,
        caller_in("alice", 7),
        clocked("bob", Some(1), false, Some(CHANNEL)),
    )
    .await;
    let mut seen = Vec::new();
    // Every reminder, expiry, loss on time and archive of the next two days.
    for hour in 1..=48 {
        at(&clock, hour * HOUR_MS);
        let (a, b) = tokio::join!(first.tick(), second.tick());
        seen.extend(a.unwrap());
        seen.extend(b.unwrap());
    }
    let count = |pick: fn(&Due) -> bool| seen.iter().filter(|due| pick(due)).count();
    // One day per move: 12 h and 1 h left, then the deadline.
    assert_eq!(count(|d| matches!(d, Due::Reminder { .. })), 12);
    assert_eq!(count(|d| matches!(d, Due::TimeLoss { .. })), 6);
    assert_eq!(count(|d| matches!(d, Due::ChallengeExpired { .. })), 1);
    assert_eq!(count(|d| matches!(d, Due::ArchiveThread { thread: 7 })), 1);
    assert_eq!(seen.len(), 20);
}

/// Two processes looking for idle games at the same moment nudge each
/// turn once between them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_managers_on_one_file_nudge_each_idle_game_once() {
    let db = Db::new();
    let (first, second, clock) = two_managers(&db).await;
    let mut games = Vec::new();
    for channel in 1..=6 {
        games.push(game(&first, channel, None, false).await.0);
    }
    // Both see every game idle before either claims a nudge: the claim
    // alone must keep the second from posting.
    let since = clock.now();
    let (a, b) = tokio::join!(
        first.store().idle_games(since),
        second.store().idle_games(since)
    );
    assert_eq!((a.unwrap().len(), b.unwrap().len()), (6, 6));
    let mut claimed = 0;
    for &id in &games {
        let version = row(&first, id).await.version;
        let (a, b) = tokio::join!(
            first.store().claim_nudge(id, version, clock.now()),
            second.store().claim_nudge(id, version, clock.now())
        );
        claimed += usize::from(a.unwrap().is_some()) + usize::from(b.unwrap().is_some());
    }
    assert_eq!(claimed, 6, "one claim per game");

    // The next turns, through the scheduler of both at once.
    for (channel, &id) in (1..=6).zip(&games) {
        ok(&first, caller_in("alice", channel), mv("Kc3")).await;
        assert_eq!(row(&first, id).await.reminders_sent, 0, "a move re-arms it");
    }
    let mut nudged = Vec::new();
    for day in 1..=9 {
        at(&clock, day * DAY_MS);
        let (a, b) = tokio::join!(first.tick(), second.tick());
        nudged.extend(
            a.unwrap()
                .into_iter()
                .chain(b.unwrap())
                .filter_map(|due| match due {
                    Due::Reminder { channel, reply, .. }
                        if reply.says(|said| matches!(said, Message::IdleNudge { .. })) =>
                    {
                        Some(channel)
                    }
                    _ => None,
                }),
        );
    }
    nudged.sort_unstable();
    assert_eq!(nudged, [1, 2, 3, 4, 5, 6], "bob, once in each game");
}

#[tokio::test]
async fn a_vacation_at_the_turn_start_pauses_the_clock() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, _) = game(&m, CHANNEL, Some(2), false).await;
    // bob is away from 1 h to 5 days (the vacations table is written by
    // the vacation command; here straight into the file).
    let pool = db.raw().await;
    sqlx::query(
        "INSERT INTO vacations (guild_id, user_id, starts_at, ends_at) VALUES (42, $1, $2, $3)",
    )
    .bind(punctbot::store::to_db(user_id("bob")))
    .bind(T0 + HOUR_MS)
    .bind(T0 + 5 * DAY_MS)
    .execute(&pool)
    .await
    .unwrap();
    pool.close().await;
    at(&clock, 2 * HOUR_MS);
    let board = ok(&m, caller("alice"), mv("Kc3")).await;
    assert!(
        board.says(|said| matches!(
            said,
            Message::Board {
                time_left: Some(left),
                away_until: Some(until),
                ..
            } if *left == 7 * DAY_MS - 2 * HOUR_MS && *until == T0 + 5 * DAY_MS
        )),
        "{:?}",
        board.said
    );
    assert_eq!(row(&m, id).await.deadline_at, Some(T0 + 7 * DAY_MS));
    assert_eq!(row(&m, id).await.next_event_at, Some(T0 + 6 * DAY_MS));
}

/// A game's expected events: (when, reminder or not), from its start.
fn expected_events(start: i64, days: u8) -> Vec<(i64, bool)> {
    let deadline = start + i64::from(days) * DAY_MS;
    let mut events: Vec<(i64, bool)> = ReminderSchedule::standard()
        .offsets(days)
        .into_iter()
        .map(|offset| (deadline - offset, true))
        .collect();
    events.push((deadline, false));
    events
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thousand_games_over_a_week_fire_every_event_once_in_order() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let mut rng = Rng::new(7);
    let mut expected = std::collections::HashMap::<GameId, Vec<(i64, bool)>>::new();
    let mut fired = std::collections::HashMap::<GameId, Vec<(i64, bool)>>::new();
    let mut last_fire = 0;
    let mut channel = 1_000;
    // Seven games started each hour, at minutes of their own, for about
    // six days; the clock then steps hour by hour until every game ended.
    for hour in 0..=(21 * 24) {
        for slot in 0..7 {
            if channel >= 2_000 {
                break;
            }
            let minute = 8 * slot + i64::try_from(rng.below(8)).unwrap();
            let days = *rng.pick(&[1, 2, 3, 7]);
            at(&clock, hour * HOUR_MS + minute * 60_000);
            let (id, _) = game(&m, channel, Some(days), false).await;
            expected.insert(id, expected_events(clock.now(), days));
            channel += 1;
        }
        at(&clock, (hour + 1) * HOUR_MS);
        let now = clock.now() - T0;
        let mut previous = i64::MIN;
        for due in tick(&m).await {
            let (game, reminder) = match &due {
                Due::Reminder { game, .. } => (*game, true),
                Due::TimeLoss { game, .. } => (*game, false),
                other => panic!("nothing else is scheduled: {other:?}"),
            };
            let done = fired.entry(game).or_default();
            // The game's next event, and it must be of this kind.
            let (when, is_reminder) = expected[&game][done.len()];
            assert_eq!(is_reminder, reminder, "{game:?} at {now}");
            // Fired at the first tick at or after it falls due.
            assert!(
                when - T0 <= now && when - T0 > now - HOUR_MS,
                "{game:?}: due {when}, fired at {now}"
            );
            assert!(when >= previous, "oldest first within a tick");
            previous = when;
            done.push((when, reminder));
            last_fire = now;
        }
    }
    assert_eq!(expected.len(), 1_000);
    for (game, events) in &expected {
        assert_eq!(fired.get(game), Some(events), "{game:?}");
    }
    assert!(last_fire > 7 * DAY_MS);
    assert_eq!(m.next_due().await.unwrap(), None);
}

#[tokio::test]
async fn a_button_of_an_answered_challenge_says_it_is_gone() {
    let db = Db::new();
    let m = db.manager().await;
    let issued = ok(&m, caller("alice"), clocked("bob", Some(3), true, None)).await;
    ok(&m, caller("bob"), Action::Accept).await;
    let stamp = Stamp::Challenge(issued.effects.challenge.unwrap());
    let request = Request {
        caller: caller("carol"),
        action: Action::Decline,
        stamp: Some(stamp),
    };
    assert_eq!(refused(&m, request).await, Refusal::ChallengeGone);
}

/// A game without a clock that the player to move leaves idle: after two
/// weeks without a move their opponent may claim it (a win by abandonment,
/// or with `abort` no result); not a moment earlier, not the idle player,
/// and never in a game with a clock.
#[tokio::test]
async fn an_idle_game_without_a_clock_can_be_claimed_after_two_weeks() {
    let claim = Action::Claim { abort: false };
    for abort in [false, true] {
        let db = Db::new();
        let (m, clock) = db.manager_with_clock().await;
        let (id, _) = game(&m, CHANNEL, None, false).await;
        at(&clock, HOUR_MS);
        ok(&m, caller("alice"), mv("Kc3")).await;
        // bob is to move and does nothing.
        at(&clock, HOUR_MS + 14 * DAY_MS - 1);
        assert_eq!(
            no(&m, caller("alice"), claim.clone()).await,
            Refusal::ClaimTooEarly {
                claimable_at: T0 + HOUR_MS + 14 * DAY_MS
            }
        );
        at(&clock, HOUR_MS + 14 * DAY_MS);
        assert_eq!(
            no(&m, caller("bob"), claim.clone()).await,
            Refusal::ClaimOnYourTurn
        );
        assert_eq!(
            no(&m, caller("carol"), claim.clone()).await,
            Refusal::NotAPlayer
        );
        let over = ok(&m, caller("alice"), Action::Claim { abort }).await;
        assert_final_picture(&m, &over).await;
        let over_row = row(&m, id).await;
        if abort {
            assert_eq!(
                (over_row.status, over_row.outcome, over_row.end_reason),
                (GameStatus::Aborted, None, Some(EndReason::Aborted))
            );
        } else {
            assert!(
                over.says(|said| matches!(
                    said,
                    Message::GameOver {
                        reason: EndReason::Abandonment,
                        outcome: Some(Outcome::Win(Seat::First)),
                        ..
                    }
                )),
                "{:?}",
                over.said
            );
            assert_eq!(
                (over_row.status, over_row.outcome, over_row.end_reason),
                (
                    GameStatus::Finished,
                    Some(Outcome::Win(Seat::First)),
                    Some(EndReason::Abandonment)
                )
            );
        }
    }
    // With a clock, time decides.
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    game(&m, CHANNEL, Some(7), false).await;
    ok(&m, caller("alice"), mv("Kc3")).await;
    at(&clock, 6 * DAY_MS);
    assert_eq!(
        no(&m, caller("alice"), claim).await,
        Refusal::ClaimWithClock
    );
}

/// A game without a clock nudges the player to move once a week without a
/// move, once per turn; a move re-arms it; a game with a clock is never
/// nudged (its reminders do that job).
#[tokio::test]
async fn an_idle_game_without_a_clock_nudges_the_player_to_move_after_a_week() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let (id, _) = game(&m, CHANNEL, None, false).await;
    let (clocked, _) = game(&m, THREAD, Some(7), false).await;
    let nudges = |due: &[Due]| -> Vec<(u64, String, i64)> {
        due.iter()
            .filter_map(|due| match due {
                Due::Reminder { channel, reply, .. } => {
                    reply.said.iter().find_map(|said| match said {
                        Message::IdleNudge {
                            to_move,
                            claimable_at,
                            ..
                        } => Some((*channel, to_move.1.clone(), *claimable_at)),
                        _ => None,
                    })
                }
                _ => None,
            })
            .collect()
    };
    at(&clock, HOUR_MS);
    ok(&m, caller("alice"), mv("Kc3")).await;
    at(&clock, HOUR_MS + 7 * DAY_MS - 1);
    assert!(nudges(&tick(&m).await).is_empty(), "not before a week");
    at(&clock, HOUR_MS + 7 * DAY_MS);
    let due = tick(&m).await;
    assert_eq!(
        nudges(&due),
        [(CHANNEL, "bob".to_owned(), T0 + HOUR_MS + 14 * DAY_MS)],
        "bob, once, with the moment alice may claim"
    );
    let Some(Due::Reminder { reply, .. }) = due.first() else {
        panic!("a post")
    };
    assert_eq!(reply.mentions, [user_id("bob")]);
    assert!(reply.text().contains("/claim"), "{}", reply.text());
    at(&clock, HOUR_MS + 10 * DAY_MS);
    assert!(nudges(&tick(&m).await).is_empty(), "once per turn");
    // bob moves: alice's turn is nudged a week later.
    ok(&m, caller("bob"), mv("Kd4")).await;
    at(&clock, HOUR_MS + 17 * DAY_MS);
    assert_eq!(
        nudges(&tick(&m).await),
        [(CHANNEL, "alice".to_owned(), T0 + HOUR_MS + 24 * DAY_MS)]
    );
    // The game with a clock (in the thread) was never nudged: it lost on
    // time instead.
    assert_eq!(row(&m, clocked).await.end_reason, Some(EndReason::Time));
    assert_eq!(row(&m, id).await.reminders_sent, 1);
}
