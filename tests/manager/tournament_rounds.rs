//! Rounds are paired exactly once: after a restart between a round's last
//! result and the next pairing, and when two processes on one database
//! (PostgreSQL under scripts/with-postgres) look at the same finished
//! round at the same instant.

use std::sync::Arc;

use crate::manager_support::Db;
use punctbot::{
    games::GameKind,
    manager::{
        Action, Caller, Format, Locale, Manager, Request, TournamentAction, TournamentTerms,
        ROUND_DEADLINE_PLIES,
    },
    store::{BoardResult, News, StoreError, TournamentId},
};

const LOBBY: u64 = 1_000_000_000_000_000_777;

/// A member of the test server: Manage Server for the organiser only.
pub fn member(id: u64, channel: u64) -> Caller {
    Caller {
        guild: Some(42),
        channel,
        user: id,
        name: format!("p{id}"),
        moderator: false,
        manages_server: id == ORGANISER,
        locale: Locale::en(),
        channel_locale: Locale::en(),
    }
}

const ORGANISER: u64 = 900_000_000_000_000_100;

async fn ok(manager: &Manager, caller: Caller, action: TournamentAction) {
    let shown = format!("{action:?}");
    if let Err(failure) = manager
        .handle(Request::new(caller, Action::Tournament(action)))
        .await
    {
        panic!("{shown} failed: {failure}");
    }
}

/// A round-robin of `players` (ids from `first`) in the lobby, started:
/// round 1 paired and its games opened, each in a thread of its own.
async fn started(manager: &Manager, number: u32, first: u64, players: u64, double: bool) {
    let rounds = if double { 2 } else { 1 };
    started_as(manager, number, first, players, Format::RoundRobin, rounds).await;
}

/// Tournament `number` in `format` (`rounds`: a Swiss's rounds, or how
/// many times each pair meets in a round-robin), of `players` (ids from
/// `first`, named `p{id}`) in the lobby, started as [`started`] says.
pub async fn started_as(
    manager: &Manager,
    number: u32,
    first: u64,
    players: u64,
    format: Format,
    rounds: u32,
) {
    let organiser = member(ORGANISER, LOBBY + u64::from(number));
    let terms = TournamentTerms {
        kind: GameKind::all().next().unwrap(),
        format,
        rounds: Some(rounds),
        days: 1,
        rated: true,
        starts: None,
        max: None,
    };
    ok(manager, organiser.clone(), TournamentAction::Create(terms)).await;
    for id in first..first + players {
        let tournament = Some(number);
        ok(
            manager,
            member(id, organiser.channel),
            TournamentAction::Join { tournament },
        )
        .await;
    }
    let tournament = Some(number);
    ok(manager, organiser, TournamentAction::Start { tournament }).await;
    open_games(manager).await;
}

/// Gives every board still to open a thread, and opens the games.
pub async fn open_games(manager: &Manager) {
    let boards = manager.boards_to_open().await.unwrap();
    for board in &boards {
        let thread = 2_000_000_000_000_000_000
            + u64::from(board.number) * 10_000
            + u64::from(board.round) * 100
            + u64::from(board.board);
        manager.keep_board_thread(board, thread).await.unwrap();
    }
    let mut tournaments: Vec<TournamentId> = boards.iter().map(|board| board.tournament).collect();
    tournaments.dedup();
    for tournament in tournaments {
        manager.open_boards(tournament).await.unwrap();
    }
}

/// Ends every game still on: the player to move resigns.
pub async fn finish_games(manager: &Manager) {
    for game in manager.store().active_games().await.unwrap() {
        let loser = game.players.first.0;
        let caller = member(loser, game.channel_id);
        let resign = Action::Resign { confirmed: true };
        manager
            .handle(Request::new(caller, resign))
            .await
            .expect("the resignation");
    }
}

/// How many times the outbox owes `news` about `round` of `tournament`.
async fn owed(db: &Db, tournament: TournamentId, round: u32, news: News) -> i64 {
    let pool = db.raw().await;
    let count: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE kind = 'tournament' AND tournament_id = $1 \
         AND version = $2 AND news = $3",
    )
    .bind(tournament.0)
    .bind(i64::from(round))
    .bind(news.as_db())
    .fetch_one(&pool)
    .await
    .unwrap();
    pool.close().await;
    count
}

async fn paired_rounds(manager: &Manager, tournament: TournamentId) -> Vec<u32> {
    manager
        .store()
        .tournament_rounds(tournament)
        .await
        .unwrap()
        .iter()
        .map(|round| round.round)
        .collect()
}

#[tokio::test]
async fn a_round_ended_just_before_a_crash_is_paired_once_after_the_restart() {
    let db = Db::new();
    let manager = db.manager().await;
    started(&manager, 1, 900_000_000_000_000_001, 4, false).await;
    // The last result of round 1 is stored, and the process dies before
    // it pairs round 2: nothing moves the tournament on.
    finish_games(&manager).await;
    let tournament = manager.store().tournaments_of(42).await.unwrap()[0].id;
    assert_eq!(paired_rounds(&manager, tournament).await, [1]);
    manager.close_database().await;
    drop(manager);

    // The restarted process looks, and looks again.
    let restarted = db.manager().await;
    let mut news = Vec::new();
    for _ in 0..3 {
        news.extend(restarted.advance_tournaments().await.unwrap());
    }
    let said: Vec<(u32, News)> = news.iter().map(|news| (news.round, news.news)).collect();
    assert_eq!(said, [(1, News::Results), (2, News::Pairings)]);
    assert_eq!(paired_rounds(&restarted, tournament).await, [1, 2]);
    restarted.close_database().await;
    assert_eq!(owed(&db, tournament, 2, News::Pairings).await, 1);
    assert_eq!(owed(&db, tournament, 1, News::Results).await, 1);
}

/// Two processes (two managers, each with its own connections) on one
/// database, eight tasks at once asking both to move every tournament on:
/// each of ten tournaments gets its round 2 once, announced once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_pair_each_round_once() {
    let db = Db::new();
    let first = Arc::new(db.manager().await);
    let second = Arc::new(db.manager().await);
    const TOURNAMENTS: u32 = 10;
    for number in 1..=TOURNAMENTS {
        let players = 900_000_000_000_001_000 + u64::from(number) * 10;
        started(&first, number, players, 2, true).await;
    }
    finish_games(&first).await;
    let tasks: Vec<_> = (0..8)
        .map(|task| {
            let manager = Arc::clone(if task % 2 == 0 { &first } else { &second });
            tokio::spawn(async move {
                let mut said = Vec::new();
                for _ in 0..3 {
                    match manager.advance_tournaments().await {
                        Ok(news) => said.extend(news),
                        // SQLite may time a writer out under this load;
                        // it changed nothing and the next look goes on.
                        Err(StoreError::Database(_)) => {}
                        Err(error) => panic!("{error}"),
                    }
                }
                said
            })
        })
        .collect();
    let mut said = Vec::new();
    for task in tasks {
        said.extend(task.await.unwrap());
    }
    let pairings = said
        .iter()
        .filter(|news| news.news == News::Pairings && news.round == 2)
        .count();
    assert_eq!(pairings, TOURNAMENTS as usize, "{said:?}");
    for row in first.store().tournaments_of(42).await.unwrap() {
        assert_eq!(
            paired_rounds(&first, row.id).await,
            [1, 2],
            "#{}",
            row.number
        );
        assert_eq!(
            owed(&db, row.id, 2, News::Pairings).await,
            1,
            "#{}",
            row.number
        );
        assert_eq!(
            owed(&db, row.id, 1, News::Results).await,
            1,
            "#{}",
            row.number
        );
    }
    first.close_database().await;
    second.close_database().await;
}

/// A member who left the server is withdrawn: their game on ends without
/// a result and scores as their forfeit, and their later boards are never
/// opened (scored as forfeits when their rounds end).
#[tokio::test]
async fn a_player_who_left_the_server_forfeits() {
    let db = Db::new();
    let manager = db.manager().await;
    let first = 900_000_000_000_002_001;
    started(&manager, 1, first, 4, false).await;
    let tournament = manager.store().tournaments_of(42).await.unwrap()[0].id;
    manager.member_left(42, first).await.unwrap();
    let entrants = manager.store().entrants(tournament).await.unwrap();
    assert!(entrants
        .iter()
        .any(|entrant| entrant.user_id == first && entrant.withdrawn));
    // Their game ended without a result; the other game is still on.
    assert_eq!(manager.store().active_games().await.unwrap().len(), 1);
    finish_games(&manager).await;
    let news = manager.advance_tournaments().await.unwrap();
    assert!(news
        .iter()
        .any(|news| news.round == 2 && news.news == News::Pairings));
    let rounds = manager.store().tournament_rounds(tournament).await.unwrap();
    let theirs = rounds[0]
        .boards
        .iter()
        .find(|board| board.first_id == first || board.second_id == first)
        .unwrap();
    let forfeit = if theirs.first_id == first {
        BoardResult::FirstForfeit
    } else {
        BoardResult::SecondForfeit
    };
    assert_eq!(theirs.result, Some(forfeit));
    // Round 2: only the board without them is opened.
    let to_open = manager.boards_to_open().await.unwrap();
    assert_eq!(to_open.len(), 1, "{to_open:?}");
    manager.close_database().await;
}

/// At a round's deadline (its start plus days × 40 days) the games still
/// on are adjudicated: ended without a result, scored a draw; the next
/// round is paired.
#[tokio::test]
async fn games_still_on_at_the_round_deadline_are_adjudicated_draws() {
    let db = Db::new();
    let (manager, clock) = db.manager_with_clock().await;
    started(&manager, 1, 900_000_000_000_003_001, 4, false).await;
    let tournament = manager.store().tournaments_of(42).await.unwrap()[0].id;
    let deadline = manager.store().tournament_rounds(tournament).await.unwrap()[0].deadline_at;
    assert_eq!(
        deadline - manager.now(),
        ROUND_DEADLINE_PLIES * 24 * 60 * 60 * 1000,
        "one day per move: 40 days"
    );
    clock.advance(deadline - manager.now() - 1);
    assert!(manager.advance_tournaments().await.unwrap().is_empty());
    assert_eq!(manager.store().active_games().await.unwrap().len(), 2);
    clock.advance(1);
    let news = manager.advance_tournaments().await.unwrap();
    assert!(news
        .iter()
        .any(|news| news.round == 2 && news.news == News::Pairings));
    assert!(manager.store().active_games().await.unwrap().is_empty());
    let rounds = manager.store().tournament_rounds(tournament).await.unwrap();
    assert!(rounds[0]
        .boards
        .iter()
        .all(|board| board.result == Some(BoardResult::Draw)));
    manager.close_database().await;
}

/// A double round-robin of four plays six rounds: each pair meets twice,
/// once with each player moving first.
#[tokio::test]
async fn a_double_round_robin_of_four_plays_all_six_rounds() {
    let db = Db::new();
    let manager = db.manager().await;
    let first = 900_000_000_000_005_001;
    started(&manager, 1, first, 4, true).await;
    let tournament = manager.store().tournaments_of(42).await.unwrap()[0].id;
    for _ in 0..10 {
        finish_games(&manager).await;
        manager.advance_tournaments().await.unwrap();
        open_games(&manager).await;
    }
    let row = manager
        .store()
        .tournament(tournament)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.status, punctbot::store::TournamentStatus::Finished);
    let rounds = manager.store().tournament_rounds(tournament).await.unwrap();
    assert_eq!(rounds.len(), 6);
    let mut met: Vec<(u64, u64)> = rounds
        .iter()
        .flat_map(|round| &round.boards)
        .map(|board| (board.first_id, board.second_id))
        .collect();
    met.sort_unstable();
    let mut expected: Vec<(u64, u64)> = (first..first + 4)
        .flat_map(|a| {
            (first..first + 4)
                .filter(move |&b| b != a)
                .map(move |b| (a, b))
        })
        .collect();
    expected.sort_unstable();
    assert_eq!(met, expected, "every ordered pair once");
    manager.close_database().await;
}
