//! The store on its own: the file, the migrations, and the constraints that
//! hold even without the manager in front.

use crate::manager_support::{Db, CHANNEL, THREAD};
use punctbot::{
    games::{ByColor, Outcome, Seat},
    store::{
        from_db, to_db, ChallengeStatus, ClockWrite, EndReason, Ending, FirstMover, GameEnd,
        GameId, GameStatus, Lapse, MoveChange, NewChallenge, NewGame, NewMove, OfferId, OfferKind,
        OfferStatus, PendingPlacement, Store, StoreError, TurnClock, TurnUpdate,
    },
};

fn new_game(channel: u64) -> NewGame {
    NewGame {
        guild_id: Some(1),
        channel_id: channel,
        kind: punctbot::games::boop::STANDARD,
        rated: true,
        players: ByColor {
            first: (u64::MAX >> 1, "alice".into()),
            second: (7, "bob".into()),
        },
        days_per_move: None,
        parent_channel_id: None,
        clock: None,
        computer: None,
    }
}

/// What the manager would write for `moves` (and `end`) in `game` as it is
/// stored now, without a clock or ratings; `offer` is accepted with it.
async fn commit(
    store: &Store,
    game: GameId,
    moves: MoveChange,
    end: Option<GameEnd>,
    offer: Option<OfferId>,
    now: i64,
) -> Result<i64, StoreError> {
    let row = store.game(game).await?.expect("the game");
    let plies = match &moves {
        MoveChange::Keep => row.plies,
        MoveChange::Append(new) => new.ply,
        MoveChange::TakeBack { ply } => ply - 1,
    };
    let lapse = match (&moves, end) {
        (_, Some(_)) => Lapse::All,
        (MoveChange::Append(new), None) => Lapse::AfterMoveBy(new.seat),
        _ => Lapse::None,
    };
    let update = TurnUpdate {
        game,
        version: row.version,
        moves,
        plies,
        to_move: end.is_none().then_some(seat_of(plies + 1)),
        clock: None,
        close_offer: offer.map(|offer| (offer, OfferStatus::Accepted)),
        lapse,
        clear_placement: true,
        premoves: punctbot::store::PremoveChange::Keep,
        ending: end.map(|end| Ending {
            status: if end.reason == EndReason::Aborted {
                GameStatus::Aborted
            } else {
                GameStatus::Finished
            },
            outcome: end.outcome,
            reason: end.reason,
            ratings: Vec::new(),
            archive: None,
        }),
    };
    store.commit_turn(&update, now).await
}

/// Stores `new`, ending the game with `end` if given.
async fn record_move(
    store: &Store,
    new: NewMove,
    end: Option<GameEnd>,
    now: i64,
) -> Result<i64, StoreError> {
    let game = new.game;
    commit(store, game, MoveChange::Append(new), end, None, now).await
}

/// Takes back ply `ply` of `game`, accepting the request `offer`.
async fn take_back(
    store: &Store,
    game: GameId,
    ply: u32,
    offer: OfferId,
    now: i64,
) -> Result<i64, StoreError> {
    commit(
        store,
        game,
        MoveChange::TakeBack { ply },
        None,
        Some(offer),
        now,
    )
    .await
}

/// The seat that plays ply `ply` (seats alternate).
fn seat_of(ply: u32) -> Seat {
    if ply % 2 == 1 {
        Seat::First
    } else {
        Seat::Second
    }
}

fn new_move(game: GameId, ply: u32, notation: &str) -> NewMove {
    NewMove {
        game,
        ply,
        seat: seat_of(ply),
        user: 7,
        notation: notation.into(),
    }
}

#[tokio::test]
async fn the_file_is_created_in_wal_mode_and_reopens() {
    let db = Db::sqlite();
    assert!(!db.path.exists());
    let store = db.store().await;
    assert!(db.path.exists(), "created on first start");
    assert_eq!(store.journal_mode().await.unwrap(), "wal");
    let game = store.insert_game(&new_game(CHANNEL), 10).await.unwrap();
    store.close().await;
    // Migrations run again on every start, and change nothing the second time.
    let again = db.store().await;
    let row = again.game(game).await.unwrap().unwrap();
    assert_eq!(
        row.players.first.0,
        u64::MAX >> 1,
        "large ids survive the i64 column"
    );
    assert_eq!((row.created_at, row.updated_at), (10, 10));
    assert_eq!(row.status, GameStatus::Active);
    let nowhere = db.dir.path().join("no such folder").join("x.db");
    assert!(Store::open_file(&nowhere).await.is_err());
}

#[test]
fn discord_ids_round_trip() {
    for id in [0, 1, 1_234_567_890_123_456_789, u64::MAX >> 1, u64::MAX] {
        assert_eq!(from_db(to_db(id)), id);
    }
}

#[tokio::test]
async fn moves_are_unique_per_ply_and_without_gaps() {
    let db = Db::new();
    let store = db.store().await;
    let game = store.insert_game(&new_game(CHANNEL), 1).await.unwrap();
    record_move(&store, new_move(game, 1, "Kc3"), None, 2)
        .await
        .unwrap();
    let twice = record_move(&store, new_move(game, 1, "Kd4"), None, 3).await;
    assert!(matches!(twice, Err(StoreError::Conflict)));
    let gap = record_move(&store, new_move(game, 3, "Kd4"), None, 3).await;
    assert!(matches!(gap, Err(StoreError::Conflict)));
    record_move(&store, new_move(game, 2, "Kd4"), None, 4)
        .await
        .unwrap();
    let moves = store.moves(game).await.unwrap();
    let notations: Vec<&str> = moves.iter().map(|m| m.notation.as_str()).collect();
    assert_eq!(notations, ["Kc3", "Kd4"]);
    assert_eq!(moves[1].played_at, 4);
    let row = store.game(game).await.unwrap().unwrap();
    assert_eq!(row.updated_at, 4);
    assert_eq!(row.version, 2, "each stored move bumps the version");

    // A move that ends the game ends it in the same transaction.
    let end = GameEnd {
        outcome: Some(Outcome::Win(Seat::First)),
        reason: EndReason::Rules,
    };
    record_move(&store, new_move(game, 3, "Ke5"), Some(end), 5)
        .await
        .unwrap();
    let row = store.game(game).await.unwrap().unwrap();
    assert_eq!(
        (row.status, row.outcome),
        (GameStatus::Finished, end.outcome)
    );
    let after_end = record_move(&store, new_move(game, 4, "Ka1"), None, 6).await;
    assert!(
        matches!(after_end, Err(StoreError::Conflict)),
        "no move after the end"
    );
}

#[tokio::test]
async fn one_active_game_and_one_open_challenge_per_channel() {
    let db = Db::new();
    let store = db.store().await;
    let game = store.insert_game(&new_game(CHANNEL), 1).await.unwrap();
    assert!(matches!(
        store.insert_game(&new_game(CHANNEL), 2).await,
        Err(StoreError::Conflict)
    ));
    store.insert_game(&new_game(THREAD), 2).await.unwrap();
    assert_eq!(
        store.active_game_in(CHANNEL).await.unwrap().unwrap().id,
        game
    );
    let abort = GameEnd {
        outcome: None,
        reason: EndReason::Aborted,
    };
    commit(&store, game, MoveChange::Keep, Some(abort), None, 3)
        .await
        .unwrap();
    assert!(matches!(
        commit(&store, game, MoveChange::Keep, Some(abort), None, 3).await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(
        store.game(game).await.unwrap().unwrap().status,
        GameStatus::Aborted
    );
    store.insert_game(&new_game(CHANNEL), 4).await.unwrap();

    let challenge = NewChallenge {
        guild_id: None,
        channel_id: 99,
        challenger_id: 1,
        challenger_name: "alice".into(),
        opponent: None,
        kind: punctbot::games::punct::BASIC,
        rated: false,
        first: FirstMover::Random,
        days_per_move: None,
        parent_channel_id: None,
        expires_at: 5 + 86_400_000,
    };
    let id = store.insert_challenge(&challenge, 5).await.unwrap();
    assert!(matches!(
        store.insert_challenge(&challenge, 6).await,
        Err(StoreError::Conflict)
    ));
    let open = store.open_challenge_in(99).await.unwrap().unwrap();
    assert_eq!(
        (open.id, open.first, open.opponent),
        (id, FirstMover::Random, None)
    );
    store
        .close_challenge(id, ChallengeStatus::Cancelled, 7, None)
        .await
        .unwrap();
    let closed = store
        .close_challenge(id, ChallengeStatus::Declined, 8, None)
        .await;
    assert!(matches!(closed, Err(StoreError::Conflict)));
    assert_eq!(
        store.challenge(id).await.unwrap().unwrap().status,
        ChallengeStatus::Cancelled
    );
    store.insert_challenge(&challenge, 9).await.unwrap();
}

#[tokio::test]
async fn offers_lapse_with_the_opponents_move() {
    let db = Db::new();
    let store = db.store().await;
    let game = store.insert_game(&new_game(CHANNEL), 1).await.unwrap();
    let draw = store
        .insert_offer(game, OfferKind::Draw, Seat::First, 0, 2)
        .await
        .unwrap();
    let again = store
        .insert_offer(game, OfferKind::Draw, Seat::Second, 0, 2)
        .await;
    assert!(
        matches!(again, Err(StoreError::Conflict)),
        "one open offer of a kind"
    );
    // The maker's own move keeps it.
    record_move(&store, new_move(game, 1, "Kc3"), None, 3)
        .await
        .unwrap();
    assert_eq!(store.open_offers(game).await.unwrap().len(), 1);
    let takeback = store
        .insert_offer(game, OfferKind::Takeback, Seat::First, 1, 3)
        .await
        .unwrap();
    // The opponent's move lapses both.
    record_move(&store, new_move(game, 2, "Kd4"), None, 4)
        .await
        .unwrap();
    assert!(store.open_offers(game).await.unwrap().is_empty());
    let closed = store.close_offer(draw, OfferStatus::Declined, 5).await;
    assert!(matches!(closed, Err(StoreError::Conflict)));
    let taken = take_back(&store, game, 2, takeback, 5).await;
    assert!(
        matches!(taken, Err(StoreError::Conflict)),
        "a lapsed request takes nothing back"
    );
    assert_eq!(store.moves(game).await.unwrap().len(), 2);

    let takeback = store
        .insert_offer(game, OfferKind::Takeback, Seat::Second, 2, 6)
        .await
        .unwrap();
    let wrong_ply = take_back(&store, game, 1, takeback, 6).await;
    assert!(
        matches!(wrong_ply, Err(StoreError::Conflict)),
        "only the last ply"
    );
    take_back(&store, game, 2, takeback, 7).await.unwrap();
    assert_eq!(store.moves(game).await.unwrap().len(), 1);
}

#[tokio::test]
async fn pending_placements_and_board_messages() {
    let db = Db::new();
    let store = db.store().await;
    let game = store.insert_game(&new_game(CHANNEL), 1).await.unwrap();
    let pending = PendingPlacement {
        game,
        ply: 1,
        seat: Seat::First,
        placement: "Kc1".into(),
        created_at: 2,
    };
    let stale = PendingPlacement {
        ply: 2,
        ..pending.clone()
    };
    assert!(matches!(
        store.set_pending_placement(&stale).await,
        Err(StoreError::Conflict)
    ));
    store.set_pending_placement(&pending).await.unwrap();
    assert!(matches!(
        store.set_pending_placement(&pending).await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(store.pending_placement(game).await.unwrap(), Some(pending));
    record_move(&store, new_move(game, 1, "Kc1"), None, 3)
        .await
        .unwrap();
    assert_eq!(
        store.pending_placement(game).await.unwrap(),
        None,
        "the move completes it"
    );

    assert_eq!(store.board_message(game).await.unwrap(), None);
    // (replaces, message, version): whether it becomes the game's board.
    // The game is at version 1 (one move).
    let steps = [
        ((None, 1_300, Some(0)), true),
        // Not the board recorded now: refused, whatever it shows.
        ((None, 1_400, Some(1)), false),
        // The same state, posted earlier: refused.
        ((Some(1_300), 1_250, Some(0)), false),
        // The same state, posted later: the later one.
        ((Some(1_300), 1_500, Some(0)), true),
        ((Some(1_500), 1_600, Some(1)), true),
        // An older state of the game, posted later: refused.
        ((Some(1_600), 1_700, Some(0)), false),
        // The end of the game shows its last version.
        ((Some(1_600), 1_800, None), true),
        ((Some(1_800), 1_900, Some(0)), false),
    ];
    for ((replaces, message, version), recorded) in steps {
        let won = store
            .replace_board_message(game, replaces, message, version, 4)
            .await
            .unwrap();
        assert_eq!(won, recorded, "{message}");
    }
    assert_eq!(store.board_message(game).await.unwrap(), Some(1_800));
}

/// A database made before clocks existed (migrations 0001–0002, with a
/// challenge and the game it started) opens with 0003 applied: the
/// challenges table is rebuilt under the game that refers to it, nothing is
/// lost, and old challenges expire a day after they were made.
#[tokio::test]
async fn a_database_from_before_clocks_is_upgraded_in_place() {
    use sqlx::{migrate::Migrator, sqlite::SqliteConnectOptions, ConnectOptions};

    let db = Db::new();
    let old_migrations = db.dir.path().join("old-migrations");
    std::fs::create_dir(&old_migrations).unwrap();
    for name in ["0001_games.sql", "0002_ratings.sql"] {
        let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("migrations")
            .join("sqlite")
            .join(name);
        std::fs::copy(source, old_migrations.join(name)).unwrap();
    }
    let path = db.dir.path().join("old.db");
    {
        let mut connection = SqliteConnectOptions::new()
            .filename(&path)
            .create_if_missing(true)
            .foreign_keys(true)
            .connect()
            .await
            .unwrap();
        Migrator::new(old_migrations.as_path())
            .await
            .unwrap()
            .run(&mut connection)
            .await
            .unwrap();
        for statement in [
            "INSERT INTO challenges (id, guild_id, channel_id, challenger_id, challenger_name, \
             opponent_id, opponent_name, kind, rated, first_mover, status, created_at, updated_at) \
             VALUES (5, 1, 10, 2, 'alice', 3, 'bob', 'boop', 1, 'random', 'accepted', 1000, 2000)",
            "INSERT INTO challenges (id, guild_id, channel_id, challenger_id, challenger_name, \
             kind, rated, first_mover, status, created_at, updated_at) \
             VALUES (6, 1, 11, 2, 'alice', 'punct', 0, 'challenger', 'open', 3000, 3000)",
            "INSERT INTO games (id, guild_id, channel_id, kind, rated, first_id, first_name, \
             second_id, second_name, status, challenge_id, created_at, updated_at) \
             VALUES (9, 1, 10, 'boop', 1, 2, 'alice', 3, 'bob', 'active', 5, 2000, 2000)",
            "INSERT INTO moves (game_id, ply, seat, user_id, notation, played_at) VALUES \
             (9, 1, 0, 2, 'Kc3', 2100), (9, 2, 1, 3, 'Kd4', 2200), (9, 3, 0, 2, 'Ka1', 2300)",
        ] {
            sqlx::query(statement)
                .execute(&mut connection)
                .await
                .unwrap();
        }
    }

    let store = Store::open_file(&path).await.expect("the upgrade applies");
    let accepted = store
        .challenge(punctbot::store::ChallengeId(5))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(accepted.status, ChallengeStatus::Accepted);
    assert_eq!(accepted.opponent, Some((3, "bob".to_owned())));
    let open = store.open_challenge_in(11).await.unwrap().unwrap();
    assert_eq!(open.id, punctbot::store::ChallengeId(6));
    let game = store.active_game_in(10).await.unwrap().unwrap();
    assert_eq!(game.challenge_id, Some(punctbot::store::ChallengeId(5)));
    // Whose turn it is and the plies played: filled in from the moves, the
    // turn by the rules engine.
    assert_eq!((game.plies, game.to_move), (3, Some(Seat::Second)));
    let mut connection = SqliteConnectOptions::new()
        .filename(&path)
        .connect()
        .await
        .unwrap();
    let expiry: i64 = sqlx::query_scalar("SELECT expires_at FROM challenges WHERE id = 6")
        .fetch_one(&mut connection)
        .await
        .unwrap();
    assert_eq!(expiry, 3000 + 24 * 60 * 60 * 1000);
    let violations: Vec<(String, i64)> = sqlx::query_as("PRAGMA foreign_key_check")
        .fetch_all(&mut connection)
        .await
        .unwrap();
    assert!(violations.is_empty(), "{violations:?}");
    store.close().await;
}

/// Processes started at the same moment on a new file (a rolling restart
/// after a new migration looks the same) each open it: the migrations are
/// applied once, by whichever comes first, and the others wait for it.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn stores_opened_together_on_a_new_file_migrate_it_once() {
    for _ in 0..5 {
        let db = Db::new();
        let opening: Vec<_> = (0..6)
            .map(|_| {
                let path = db.path.clone();
                tokio::spawn(async move { Store::open_file(&path).await })
            })
            .collect();
        for store in opening {
            let store = store.await.unwrap().expect("every store opens");
            store.close().await;
        }
        let store = db.store().await;
        store.insert_game(&new_game(CHANNEL), 1).await.unwrap();
        store.close().await;
    }
}

#[tokio::test]
async fn a_vacation_writes_every_clock_or_none() {
    let db = Db::new();
    let store = db.store().await;
    let clock = |deadline_at: i64| TurnClock {
        deadline_at,
        reminders_sent: 1,
        next_event_at: deadline_at - 10,
    };
    let mut games = Vec::new();
    for channel in 0..3 {
        let mut game = new_game(CHANNEL + channel);
        game.days_per_move = Some(3);
        game.clock = Some(clock(1_000));
        games.push(store.insert_game(&game, 0).await.expect("a game"));
    }
    let user = u64::MAX >> 1;
    let running = store.turn_clocks_of(1, user).await.expect("the clocks");
    assert_eq!(running.len(), 3);
    let writes = |shift: i64| -> Vec<ClockWrite> {
        running
            .iter()
            .map(|running| ClockWrite {
                game: running.game,
                version: running.version,
                clock: clock(running.clock.deadline_at + shift),
            })
            .collect()
    };

    // One game moved on since its clock was read: nothing is written, not
    // the vacation, not the other two clocks.
    let mut stale = writes(500);
    stale[1].version -= 1;
    assert!(matches!(
        store.start_vacation(1, user, (0, 500), &stale).await,
        Err(StoreError::Contended)
    ));
    assert_eq!(store.on_vacation(1, user, 10).await.expect("read"), None);
    for game in &games {
        let row = store.game(*game).await.expect("read").expect("the game");
        assert_eq!(row.deadline_at, Some(1_000));
    }

    store
        .start_vacation(1, user, (0, 500), &writes(500))
        .await
        .expect("the vacation");
    for (game, before) in games.iter().zip(&running) {
        let row = store.game(*game).await.expect("read").expect("the game");
        assert_eq!(row.deadline_at, Some(1_500));
        assert_eq!(row.reminders_sent, 1);
        assert_eq!(row.next_event_at, Some(1_490));
        assert_eq!(row.version, before.version + 1);
    }
}
