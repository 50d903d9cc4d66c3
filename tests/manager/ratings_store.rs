//! Ratings through the manager and a real SQLite file: rated results move
//! ratings in the same transaction, nothing else does, servers are apart.

use crate::manager_support::*;
use punctbot::{
    games::{GameKind, Outcome, Seat},
    manager::{Action, Caller, Failure, Manager, Request},
    ratings::{ladder_page, Score},
    store::{
        EndReason, Ending, FirstMover, GameStatus, Lapse, MoveChange, RatingWrite, Store,
        StoreError, TurnUpdate,
    },
};

const NOW: i64 = 1_700_000_000_000;

fn on(guild: u64, name: &str, channel: u64) -> Caller {
    Caller {
        guild: Some(guild),
        ..caller_in(name, channel)
    }
}

fn challenge_to(kind: GameKind, rated: bool) -> Action {
    Action::Challenge {
        opponent: Some(player("bob")),
        kind,
        rated,
        first: FirstMover::Challenger,
        days: Some(3),
        parent: None,
        level: None,
    }
}

/// alice (first seat) against bob on `guild`; bob resigns at once.
async fn alice_beats_bob(manager: &Manager, guild: u64, channel: u64, rated: bool) {
    ok(
        manager,
        on(guild, "alice", channel),
        challenge_to(punctbot::games::boop::STANDARD, rated),
    )
    .await;
    ok(manager, on(guild, "bob", channel), Action::Accept).await;
    ok(manager, on(guild, "alice", channel), mv("Kc3")).await;
    ok(
        manager,
        on(guild, "bob", channel),
        Action::Resign { confirmed: true },
    )
    .await;
}

async fn ladder(store: &Store, guild: u64) -> Vec<(String, String, u32, u32, u32)> {
    let standings = store
        .standings(guild, punctbot::games::boop::STANDARD, NOW)
        .await
        .unwrap();
    ladder_page(standings, 1, 10, 0)
        .rows
        .into_iter()
        .map(|row| {
            let s = row.standing;
            (s.name, s.rating.shown(), s.wins, s.losses, s.draws)
        })
        .collect()
}

#[tokio::test]
async fn a_rated_win_moves_both_ratings_and_records_it() {
    let db = Db::new();
    let manager = db.manager().await;
    alice_beats_bob(&manager, 42, 1, true).await;
    assert_eq!(
        ladder(manager.store(), 42).await,
        [
            ("alice".to_owned(), "1662?".to_owned(), 1, 0, 0),
            ("bob".to_owned(), "1338?".to_owned(), 0, 1, 0)
        ]
    );
    let changes = manager
        .store()
        .rating_changes(42, user_id("alice"), 10)
        .await
        .unwrap();
    assert_eq!(changes.len(), 1);
    assert!((changes[0].before - 1500.0).abs() < 1e-9 && changes[0].after > 1600.0);
    assert_eq!(changes[0].opponent, user_id("bob"));
}

#[tokio::test]
async fn casual_aborted_and_drawn_games() {
    let db = Db::new();
    let manager = db.manager().await;
    // Casual: nothing.
    alice_beats_bob(&manager, 42, 1, false).await;
    // Aborted before both moved: nothing.
    ok(
        &manager,
        on(42, "alice", 2),
        challenge_to(punctbot::games::boop::STANDARD, true),
    )
    .await;
    ok(&manager, on(42, "bob", 2), Action::Accept).await;
    ok(&manager, on(42, "alice", 2), Action::Abort).await;
    assert!(ladder(manager.store(), 42).await.is_empty());
    // A draw by agreement counts as a draw.
    ok(
        &manager,
        on(42, "alice", 3),
        challenge_to(punctbot::games::boop::STANDARD, true),
    )
    .await;
    ok(&manager, on(42, "bob", 3), Action::Accept).await;
    ok(&manager, on(42, "alice", 3), mv("Kc3")).await;
    ok(&manager, on(42, "bob", 3), Action::OfferDraw).await;
    ok(&manager, on(42, "alice", 3), Action::AcceptDraw).await;
    let rows = ladder(manager.store(), 42).await;
    assert_eq!(rows.len(), 2);
    assert!(
        rows.iter()
            .all(|row| row.1 == "1500?" && (row.2, row.3, row.4) == (0, 0, 1)),
        "{rows:?}"
    );
}

#[tokio::test]
async fn servers_keep_their_own_ladders_and_names() {
    let db = Db::new();
    let manager = db.manager().await;
    alice_beats_bob(&manager, 42, 1, true).await;
    alice_beats_bob(&manager, 43, 2, true).await;
    alice_beats_bob(&manager, 43, 2, true).await;
    let on_42 = ladder(manager.store(), 42).await;
    let on_43 = ladder(manager.store(), 43).await;
    assert_eq!(
        (on_42[0].2, on_43[0].2),
        (1, 2),
        "each server counts its own games"
    );
    assert_ne!(on_42[0].1, on_43[0].1);
    assert!(ladder(manager.store(), 44).await.is_empty());
    // Bob is called differently on server 43 now: only its ladder changes.
    let renamed = Caller {
        name: "Роберт".to_owned(),
        ..on(43, "bob", 9)
    };
    // Any interaction refreshes the name, even one that is refused.
    let _ = manager.handle(Request::new(renamed, Action::BOARD)).await;
    assert!(ladder(manager.store(), 43)
        .await
        .iter()
        .any(|row| row.0 == "Роберт"));
    assert!(ladder(manager.store(), 42)
        .await
        .iter()
        .any(|row| row.0 == "bob"));
}

#[tokio::test]
async fn a_result_and_its_rating_change_commit_together_or_not_at_all() {
    let db = Db::sqlite();
    let manager = db.manager().await;
    ok(
        &manager,
        on(42, "alice", 1),
        challenge_to(punctbot::games::boop::STANDARD, true),
    )
    .await;
    ok(&manager, on(42, "bob", 1), Action::Accept).await;
    ok(&manager, on(42, "alice", 1), mv("Kc3")).await;
    // Make the rating write fail, between the result and the rating change.
    let raw = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.path.display()))
        .await
        .unwrap();
    sqlx::query(
        "CREATE TRIGGER fail_rating BEFORE INSERT ON rating_changes \
         BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
    )
    .execute(&raw)
    .await
    .unwrap();
    let before = manager.store().dump().await.unwrap();
    let resign = Request::new(on(42, "bob", 1), Action::Resign { confirmed: true });
    assert!(matches!(
        manager.handle(resign.clone()).await,
        Err(Failure::Store(_))
    ));
    assert_eq!(
        manager.store().dump().await.unwrap(),
        before,
        "neither the result nor a rating"
    );
    sqlx::query("DROP TRIGGER fail_rating")
        .execute(&raw)
        .await
        .unwrap();
    manager
        .handle(resign)
        .await
        .expect("the resignation goes through now");
    let rows = ladder(manager.store(), 42).await;
    assert_eq!(rows.len(), 2);
    let game_over = manager.store().active_game_in(1).await.unwrap();
    assert!(game_over.is_none());
}

/// alice challenges bob in `channel` on `guild` and moves; the game waits
/// for bob.
async fn alice_moved(manager: &Manager, guild: u64, channel: u64) {
    ok(
        manager,
        on(guild, "alice", channel),
        challenge_to(punctbot::games::boop::STANDARD, true),
    )
    .await;
    ok(manager, on(guild, "bob", channel), Action::Accept).await;
    ok(manager, on(guild, "alice", channel), mv("Kc3")).await;
}

#[tokio::test]
async fn a_rating_change_computed_from_an_old_row_is_refused() {
    let db = Db::new();
    let manager = db.manager().await;
    alice_beats_bob(&manager, 42, 1, true).await;
    alice_moved(&manager, 42, 2).await;
    alice_moved(&manager, 42, 3).await;
    // The ending of game 2, worked out from the ratings as they are now…
    let store = manager.store();
    let row = store.active_game_in(2).await.unwrap().unwrap();
    let mut ratings = Vec::new();
    for (seat, score) in [(Seat::First, Score::Win), (Seat::Second, Score::Loss)] {
        let read = store
            .rating_of(42, punctbot::games::boop::STANDARD, row.user(seat))
            .await
            .unwrap();
        let before = read.unwrap().rating_at(NOW);
        ratings.push(RatingWrite {
            guild: 42,
            kind: punctbot::games::boop::STANDARD,
            user: row.user(seat),
            name: row.name(seat).to_owned(),
            read,
            before,
            after: before,
            score,
            opponent: row.user(seat.other()),
            opponent_rating: 1500.0,
        });
    }
    let update = TurnUpdate {
        game: row.id,
        version: row.version,
        moves: MoveChange::Keep,
        plies: row.plies,
        to_move: None,
        clock: None,
        close_offer: None,
        lapse: Lapse::All,
        clear_placement: true,
        premoves: punctbot::store::PremoveChange::Keep,
        ending: Some(Ending {
            status: GameStatus::Finished,
            outcome: Some(Outcome::Win(Seat::First)),
            reason: EndReason::Resignation,
            ratings,
            archive: None,
        }),
    };
    // …is refused once game 3 has ended and changed both rows.
    ok(
        &manager,
        on(42, "bob", 3),
        Action::Resign { confirmed: true },
    )
    .await;
    let before = store.dump().await.unwrap();
    assert!(matches!(
        store.commit_turn(&update, NOW).await,
        Err(StoreError::Contended)
    ));
    assert_eq!(store.dump().await.unwrap(), before, "nothing written");
    // The manager computes it again and gets through.
    ok(
        &manager,
        on(42, "bob", 2),
        Action::Resign { confirmed: true },
    )
    .await;
    assert_eq!(ladder(store, 42).await[0].2, 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn games_of_one_player_ending_at_once_rate_one_after_the_other() {
    let db = Db::new();
    let managers = [db.manager().await, db.manager().await];
    for round in 0..6 {
        let channels = [100 + 2 * round, 101 + 2 * round];
        for (manager, channel) in managers.iter().zip(channels) {
            alice_moved(manager, 42, channel).await;
        }
        // Two processes end alice's two games at the same instant.
        let (first, second) = tokio::join!(
            managers[0].handle(Request::new(
                on(42, "bob", channels[0]),
                Action::Resign { confirmed: true }
            )),
            managers[1].handle(Request::new(
                on(42, "bob", channels[1]),
                Action::Resign { confirmed: true }
            )),
        );
        first.expect("the first resignation");
        second.expect("the second resignation");
    }
    // Each change starts from the rating the one before it left: a chain,
    // never two changes computed from the same rating.
    let changes = managers[0]
        .store()
        .rating_changes(42, user_id("alice"), 100)
        .await
        .unwrap();
    assert_eq!(changes.len(), 12);
    let mut rating = 1500.0;
    let mut left: Vec<(f64, f64)> = changes.iter().map(|c| (c.before, c.after)).collect();
    while !left.is_empty() {
        let next = left
            .iter()
            .position(|(before, _)| (before - rating).abs() < 1e-9)
            .unwrap_or_else(|| panic!("no change starts from {rating}: {left:?}"));
        rating = left.remove(next).1;
    }
}
