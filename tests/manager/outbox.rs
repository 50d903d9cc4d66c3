//! The outbox (issue 18): every change players must hear of owes its post
//! in the same transaction as the change; recording the post pays it; what
//! is still owed once the fast path's hold runs out is made again from the
//! database, and a debt overtaken by events costs nothing.

use punctbot::{
    manager::{
        clock_plan::DAY_MS, Action, BoardPost, Due, Failure, Manager, ManualClock, Message, Owing,
        Reply, Shows,
    },
    store::{Debt, Owed, FAST_PATH_MS},
};

use crate::manager_support::*;

/// Everything owed once the fast path's hold has run out.
async fn owed_after_the_hold(m: &Manager, clock: &ManualClock) -> Vec<Owed> {
    clock.advance(FAST_PATH_MS + 1);
    m.claim_owed().await.expect("the outbox")
}

async fn moves_stored(db: &Db) -> i64 {
    let raw = db.raw().await;
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM moves")
        .fetch_one(&raw)
        .await
        .unwrap();
    raw.close().await;
    count
}

fn posted(owing: Owing) -> Reply {
    match owing {
        Owing::Post(reply) => *reply,
        other => panic!("a post, got {other:?}"),
    }
}

/// The check that the board a move owes is written inside the move's own
/// transaction: when the outbox refuses the row, the move is not stored
/// either. (A row written after the commit would leave the move stored and
/// its board owed to nobody.)
#[tokio::test]
async fn a_move_and_the_board_it_owes_commit_together() {
    let db = Db::sqlite();
    let m = db.manager().await;
    start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    let raw = db.raw().await;
    sqlx::query(
        "CREATE TRIGGER outbox_refuses BEFORE INSERT ON outbox WHEN NEW.kind = 'board' \
         BEGIN SELECT RAISE(ABORT, 'the outbox refuses'); END",
    )
    .execute(&raw)
    .await
    .unwrap();
    let before = fingerprint(&m, CHANNEL).await;
    let failed = m
        .handle(punctbot::manager::Request::new(caller("alice"), mv("Kc3")))
        .await;
    assert!(matches!(failed, Err(Failure::Store(_))), "{failed:?}");
    assert_eq!(moves_stored(&db).await, 0, "no move without its board");
    assert_eq!(fingerprint(&m, CHANNEL).await, before, "nothing changed");

    sqlx::query("DROP TRIGGER outbox_refuses")
        .execute(&raw)
        .await
        .unwrap();
    raw.close().await;
    let board = ok(&m, caller("alice"), mv("Kc3")).await;
    assert_eq!(moves_stored(&db).await, 1);
    let game = board.board().unwrap();
    let version = m.store().game(game).await.unwrap().unwrap().version;
    let owed: Vec<i64> = sqlx::query_scalar(
        "SELECT version FROM outbox WHERE kind = 'board' AND game_id = $1 AND done_at IS NULL \
         ORDER BY version",
    )
    .bind(game.0)
    .fetch_all(&db.raw().await)
    .await
    .unwrap();
    assert_eq!(
        owed.last(),
        Some(&version),
        "the new board is owed: {owed:?}"
    );
}

#[tokio::test]
async fn a_recorded_board_pays_its_debt_and_owes_the_old_ones_buttons() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let first = start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    let post = first.effects.board.expect("a board");
    // The fast path holds what it owes: nothing is due before the hold ends.
    assert!(m.claim_owed().await.unwrap().is_empty());
    m.replace_board(post, 1_001).await.unwrap();
    assert!(owed_after_the_hold(&m, &clock).await.is_empty(), "paid");

    let second = ok(&m, caller("alice"), mv("Kc3")).await;
    m.replace_board(second.effects.board.unwrap(), 1_002)
        .await
        .unwrap();
    let owed = owed_after_the_hold(&m, &clock).await;
    assert_eq!(owed.len(), 1, "{owed:?}");
    assert_eq!(owed[0].debt, Debt::Strip { message: 1_001 });
    assert_eq!(m.owing(&owed[0]).await.unwrap(), Owing::Strip(1_001));
    m.settle_strip(CHANNEL, 1_001).await.unwrap();
    assert!(owed_after_the_hold(&m, &clock).await.is_empty());
}

/// A crash after two moves, before either board was posted: the first board
/// is overtaken (the second shows more), the second is made again from the
/// database with the player to move pinged.
#[tokio::test]
async fn an_unposted_board_is_made_again_and_an_overtaken_one_is_dropped() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let start_board = start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    m.replace_board(start_board.effects.board.unwrap(), 1_001)
        .await
        .unwrap();
    ok(&m, caller("alice"), mv("Kc3")).await;
    let lost = ok(&m, caller("bob"), mv("Kd4")).await;
    let owed = owed_after_the_hold(&m, &clock).await;
    let boards: Vec<&Owed> = owed
        .iter()
        .filter(|owed| matches!(owed.debt, Debt::Board { .. }))
        .collect();
    assert_eq!(boards.len(), 2, "{owed:?}");
    let Debt::Board { game, version } = boards[0].debt else {
        unreachable!()
    };
    assert_eq!(
        m.owing(boards[0]).await.unwrap(),
        Owing::Overtaken(BoardPost {
            game,
            shows: Shows::Version(version)
        }),
        "overtaken: not posted (its message, if any, loses its buttons)"
    );
    let again = posted(m.owing(boards[1]).await.unwrap());
    assert_eq!(again.effects.board, lost.effects.board, "the same state");
    assert_eq!(again.image, lost.image, "the same picture");
    assert_eq!(again.mentions, vec![user_id("alice")], "alice is to move");
    assert_eq!(again.buttons, lost.buttons);
    // Recording it pays every board owed up to it.
    m.replace_board(again.effects.board.unwrap(), 1_003)
        .await
        .unwrap();
    let left = owed_after_the_hold(&m, &clock).await;
    assert!(
        left.iter()
            .all(|owed| matches!(owed.debt, Debt::Strip { message: 1_001 })),
        "{left:?}"
    );
}

#[tokio::test]
async fn the_end_of_a_game_is_owed_until_posted() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    let resigned = ok(&m, caller("alice"), Action::Resign { confirmed: true }).await;
    let owed = owed_after_the_hold(&m, &clock).await;
    let last = owed.last().expect("the end is owed");
    let again = posted(m.owing(last).await.unwrap());
    assert_eq!(again.effects.board, resigned.effects.board);
    assert!(again.says(|said| matches!(said, Message::GameOver { .. })));
    assert_eq!(again.image, resigned.image);
}

/// What the scheduler claims is owed with its claim: not posted, it is
/// made again later — unless the game moved on meanwhile.
#[tokio::test]
async fn reminders_and_expiries_are_owed_with_their_claim() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    // A challenge nobody answers.
    ok(
        &m,
        caller_in("alice", THREAD),
        challenge(punctbot::games::boop::STANDARD, Some("bob")),
    )
    .await;
    // Half a day later, a game with a clock of one day a move: reminded
    // at half time, as the challenge expires.
    clock.advance(DAY_MS / 2);
    ok(
        &m,
        caller("alice"),
        Action::Challenge {
            opponent: Some(player("bob")),
            kind: punctbot::games::boop::STANDARD,
            rated: false,
            first: punctbot::store::FirstMover::Challenger,
            days: Some(1),
            parent: None,
            level: None,
        },
    )
    .await;
    let board = ok(&m, caller("bob"), Action::Accept).await;
    m.replace_board(board.effects.board.unwrap(), 1_001)
        .await
        .unwrap();
    clock.advance(DAY_MS / 2);
    let due = m.tick().await.unwrap();
    let mut reminded = None;
    let mut expired = None;
    for event in due {
        match event {
            Due::Reminder { owed, .. } => reminded = Some(owed),
            Due::ChallengeExpired { owed, .. } => expired = Some(owed),
            _ => {}
        }
    }
    let (reminded, expired) = (reminded.expect("a reminder"), expired.expect("an expiry"));
    let owed = owed_after_the_hold(&m, &clock).await;
    let find = |id| owed.iter().find(|owed| owed.id == id).expect("still owed");
    let again = posted(m.owing(find(expired)).await.unwrap());
    assert!(again.says(|said| matches!(said, Message::ChallengeExpired { .. })));
    let again = posted(m.owing(find(reminded)).await.unwrap());
    assert!(again.says(|said| matches!(said, Message::Reminder { .. })));
    assert_eq!(again.mentions, vec![user_id("alice")]);
    // A move before the reminder is posted makes it pointless.
    ok(&m, caller("alice"), mv("Kc3")).await;
    assert_eq!(m.owing(find(reminded)).await.unwrap(), Owing::Nothing);
    // Settled, it is owed no more.
    m.settle_owed(expired, Some(2_000)).await.unwrap();
    let left = owed_after_the_hold(&m, &clock).await;
    assert!(left.iter().all(|owed| owed.id != expired), "{left:?}");
}

/// A manager of another process on the same database and clock (not
/// registered).
async fn another_process(db: &Db, clock: &ManualClock) -> Manager {
    Manager::with(
        db.store().await,
        std::sync::Arc::new(clock.clone()),
        std::sync::Arc::new(punctbot::manager::FixedCoin(true)),
    )
}

/// Raw SQL of a test: ends the lease of `process` now, as if it had died
/// a lease ago.
async fn lease_runs_out(db: &Db, process: punctbot::store::ProcessId) {
    let raw = db.raw().await;
    sqlx::query("UPDATE processes SET lease_until = 0 WHERE id = $1")
        .bind(process.0)
        .execute(&raw)
        .await
        .unwrap();
    raw.close().await;
}

/// Issue 35: what a live process owes is held by its fast path; what a
/// process gone owed is due at once for the next one — on SQLite (one
/// file, one writer) any process but the one running is gone, on
/// PostgreSQL one whose lease ran out. A row of no process keeps the hold.
#[tokio::test]
async fn a_debt_of_a_process_gone_is_due_at_once_and_one_of_a_live_one_waits() {
    let db = Db::new();
    let (first, clock) = db.manager_with_clock().await;
    let writer = first.register_process().await.unwrap();
    start(&first, punctbot::games::boop::STANDARD, CHANNEL).await;
    // Its own fast path holds it: its own worker leaves it alone.
    assert!(first.claim_owed().await.unwrap().is_empty());

    let second = another_process(&db, &clock).await;
    // Unregistered, it knows no process to be gone: the hold stands.
    assert!(second.claim_owed().await.unwrap().is_empty());
    let taker = second.register_process().await.unwrap();
    assert_ne!(taker, writer);
    if db.is_postgres() {
        // The first one's lease runs: it is alive, its debt waits.
        assert!(second.claim_owed().await.unwrap().is_empty());
        lease_runs_out(&db, writer).await;
    }
    let owed = second.claim_owed().await.unwrap();
    assert_eq!(owed.len(), 1, "the first board, at once: {owed:?}");
    assert!(matches!(owed[0].debt, Debt::Board { .. }));
    // Taken, it is held by the taker while it pays: not taken twice.
    assert!(second.claim_owed().await.unwrap().is_empty());
    if db.is_postgres() {
        assert!(first.claim_owed().await.unwrap().is_empty());
    }
}

/// Issue 35: a clean shutdown hands every debt the process holds over, due
/// at once for whichever process comes next (even one of no lease), and
/// ends its lease.
#[tokio::test]
async fn a_clean_shutdown_hands_its_debts_over() {
    let db = Db::new();
    let (first, clock) = db.manager_with_clock().await;
    first.register_process().await.unwrap();
    start(&first, punctbot::games::boop::STANDARD, CHANNEL).await;
    ok(&first, caller("alice"), mv("Kc3")).await;
    assert_eq!(first.hand_over_and_stop().await.unwrap(), 2);
    let next = another_process(&db, &clock).await;
    let owed = next.claim_owed().await.unwrap();
    assert_eq!(owed.len(), 2, "both boards, in order: {owed:?}");
    assert!(owed[0].id < owed[1].id);
    let raw = db.raw().await;
    let stopped: Option<i64> = sqlx::query_scalar("SELECT stopped_at FROM processes")
        .fetch_one(&raw)
        .await
        .unwrap();
    raw.close().await;
    assert!(stopped.is_some(), "its lease ended");
}
