//! Two requests for one game at the same instant never both apply: the
//! manager serialises each channel, and the database's unique ply decides
//! between two managers (two processes) on one file.

use std::sync::Arc;

use crate::manager_support::*;
use punctbot::{
    games::Seat,
    games::{GameKind, Rules},
    manager::{Action, ButtonAction, ButtonId, Failure, Manager, Refusal, Request},
    store::{NewMove, StoreError},
};

/// 50 requests at once: the right move from the right player, the same
/// move again (typed and by button), other legal moves, moves from the
/// wrong player and a bystander.
fn crowd(
    stamp_board: &punctbot::manager::Reply,
    legal: &[String],
    mover: &str,
    waiting: &str,
) -> Vec<Request> {
    let right = legal[0].clone();
    let mut requests = Vec::new();
    for i in 0..50 {
        let request = match i % 5 {
            0 => Request::new(caller(mover), mv(&right)),
            1 => Request::new(caller(mover), mv(&legal[i % legal.len()])),
            // Stamped with the board it answers: once the right move is
            // in, the waiting player is the mover, and an unstamped move
            // would be a fair move for the next ply.
            2 => Request {
                stamp: Some(stamp_of(stamp_board)),
                ..Request::new(caller(waiting), mv(&right))
            },
            3 => Request::new(caller("carol"), mv(&right)),
            // The waiting player offers a draw on this board: either before
            // the move (and the move lapses the offer) or too late (stale).
            // Not the mover: their offer would still stand in the next
            // storm, where the other player's offer button accepts it.
            _ => ButtonId {
                stamp: stamp_of(stamp_board),
                action: ButtonAction::OfferDraw,
            }
            .request(caller(waiting)),
        };
        requests.push(request);
    }
    requests
}

/// Sends all `requests` at once to `managers` (round robin); returns the
/// number applied, after checking every other one was refused cleanly.
async fn storm(managers: &[Arc<Manager>], requests: Vec<Request>) -> usize {
    let tasks: Vec<_> = requests
        .into_iter()
        .enumerate()
        .map(|(i, request)| {
            let manager = Arc::clone(&managers[i % managers.len()]);
            tokio::spawn(async move { (request.action.clone(), manager.handle(request).await) })
        })
        .collect();
    let mut moves_applied = 0;
    for task in tasks {
        let (action, result) = task.await.expect("no panic");
        match (action, result) {
            (Action::Move { .. }, Ok(_)) => moves_applied += 1,
            // A draw offer by button is fine only on the board it was made for.
            (Action::OfferDraw, Ok(_)) => {}
            (
                _,
                Err(Failure::Refused(
                    Refusal::NotYourTurn { .. }
                    | Refusal::NotAPlayer
                    | Refusal::StaleBoard
                    | Refusal::DrawAlreadyOffered
                    | Refusal::IllegalMove { .. },
                )),
            ) => {}
            (action, other) => panic!("{action:?}: unexpected {other:?}"),
        }
    }
    moves_applied
}

async fn check_consistent(manager: &Manager, mirror_len: usize) {
    let game = manager
        .store()
        .active_game_in(CHANNEL)
        .await
        .unwrap()
        .unwrap();
    let moves = manager.store().moves(game.id).await.unwrap();
    assert_eq!(moves.len(), mirror_len, "exactly one move per storm");
    // The stored list replays (and `moves` checked the plies are 1..n).
    punctbot::manager::replay(game.kind, moves.iter().map(|m| m.notation.as_str()))
        .expect("replays");
}

/// Four storms on a game of `kind`, each served by `managers` in turn.
async fn storms(managers: &[Arc<Manager>], kind: GameKind) {
    let first = &managers[0];
    let mut board = start(first, kind, CHANNEL).await;
    let mut mirror = kind.start();
    for _ in 0..4 {
        // Every manager holds the position in memory.
        for manager in managers {
            ok(manager, caller("carol"), Action::BOARD).await;
        }
        let legal = mirror.legal_move_texts();
        let mover = seat_name(mirror.turn());
        let waiting = seat_name(mirror.turn().other());
        let requests = crowd(&board, &legal, mover, waiting);
        assert_eq!(storm(managers, requests).await, 1);
        // Which legal move won is up to the scheduler: read it back.
        let game = first
            .store()
            .active_game_in(CHANNEL)
            .await
            .unwrap()
            .unwrap();
        let stored = first.store().moves(game.id).await.unwrap();
        mirror.play_text(&stored.last().unwrap().notation).unwrap();
        check_consistent(first, mirror.ply()).await;
        board = ok(first, caller("carol"), Action::BOARD).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_simultaneous_requests_apply_exactly_one_move() {
    let db = Db::new();
    storms(
        &[Arc::new(db.manager().await)],
        punctbot::games::punct::STANDARD,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_managers_on_one_file_apply_exactly_one_move() {
    let db = Db::new();
    let managers = [Arc::new(db.manager().await), Arc::new(db.manager().await)];
    storms(&managers, punctbot::games::boop::STANDARD).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_database_alone_refuses_a_duplicate_ply() {
    let db = Db::new();
    let a = db.manager().await;
    let game = start(&a, punctbot::games::punct::STANDARD, CHANNEL)
        .await
        .board()
        .unwrap();
    // Two stores on one file, as two processes would have, write ply 1 at
    // the same instant, with nothing in front of the database.
    let stores = [db.store().await, db.store().await];
    // Both computed their write from the same row, as two processes that
    // read at the same moment would.
    let row = stores[0].game(game).await.unwrap().unwrap();
    let writes: Vec<_> = stores
        .iter()
        .zip(["+F5:G5,H5", "+A2:A3,A4"])
        .map(|(store, notation)| {
            let store = store.clone();
            let new = NewMove {
                game,
                ply: 1,
                seat: Seat::First,
                user: user_id("alice"),
                notation: notation.into(),
            };
            let update = move_update(&row, new);
            tokio::spawn(async move { store.commit_turn(&update, 5).await })
        })
        .collect();
    let mut applied = 0;
    for write in writes {
        match write.await.unwrap() {
            Ok(_) => applied += 1,
            Err(StoreError::Conflict) => {}
            Err(error) => panic!("{error}"),
        }
    }
    assert_eq!(applied, 1, "exactly one got in");
    assert_eq!(a.store().moves(game).await.unwrap().len(), 1);
    // Again, one after the other: the second is refused.
    let again = NewMove {
        game,
        ply: 1,
        seat: Seat::First,
        user: user_id("alice"),
        notation: "+K9:K10,L10".into(),
    };
    let row = stores[1].game(game).await.unwrap().unwrap();
    let error = stores[1]
        .commit_turn(&move_update(&row, again), 6)
        .await
        .unwrap_err();
    assert!(matches!(error, StoreError::Conflict), "{error}");
    assert_eq!(a.store().moves(game).await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_manager_sees_the_moves_another_one_stored() {
    let db = Db::new();
    let a = db.manager().await;
    let b = db.manager().await;
    let game = start(&a, punctbot::games::punct::STANDARD, CHANNEL)
        .await
        .board()
        .unwrap();
    // b caches the start position; a plays; b's cache is out of date.
    ok(&b, caller("carol"), Action::BOARD).await;
    ok(&a, caller("alice"), mv("+F5:G5,H5")).await;
    let refusal = no(&b, caller("alice"), mv("+A2:A3,A4")).await;
    assert!(
        matches!(refusal, Refusal::NotYourTurn { .. }),
        "{refusal:?}"
    );
    let legal = {
        let mut mirror = punctbot::games::punct::STANDARD.start();
        mirror.play_text("+F5:G5,H5").unwrap();
        mirror.legal_move_texts()
    };
    ok(&b, caller("bob"), mv(&legal[0])).await;
    ok(&a, caller("alice"), Action::BOARD).await;
    let stored = notations(&a, game).await;
    assert_eq!(stored, ["+F5:G5,H5", legal[0].as_str()]);
}

/// Two processes (two stores on one file) replace the same board message
/// at the same instant: the conditional write lets exactly one win. The
/// larger message id goes to either side in turn, so that a write checking
/// only which board is newer would let both win in some rounds.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_cannot_both_replace_the_same_board() {
    let db = Db::new();
    let game = start(
        &db.manager().await,
        punctbot::games::punct::STANDARD,
        CHANNEL,
    )
    .await
    .board()
    .unwrap();
    let stores = [db.store().await, db.store().await];
    assert!(stores[0]
        .replace_board_message(game, None, 100, Some(0), 1)
        .await
        .unwrap());
    let mut recorded = 100;
    for round in 1..=20_u64 {
        let (low, high) = (recorded + 1, recorded + 2);
        let messages = if round % 2 == 0 {
            [low, high]
        } else {
            [high, low]
        };
        let writes: Vec<_> = stores
            .iter()
            .zip(messages)
            .map(|(store, message)| {
                let store = store.clone();
                let version = Some(i64::try_from(round).unwrap());
                tokio::spawn(async move {
                    let won = store
                        .replace_board_message(game, Some(recorded), message, version, 2)
                        .await
                        .unwrap();
                    (won, message)
                })
            })
            .collect();
        let mut winners = Vec::new();
        for write in writes {
            let (won, message) = write.await.unwrap();
            if won {
                winners.push(message);
            }
        }
        assert_eq!(winners.len(), 1, "round {round}: {winners:?} both won");
        assert_eq!(
            stores[1].board_message(game).await.unwrap(),
            Some(winners[0])
        );
        recorded = winners[0];
    }
}

/// Two managers (two processes) post boards of one game at once, one of
/// them a board of an older state posted later: afterwards the newest
/// board is the game's, and every other board is stripped exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn boards_posted_at_once_leave_the_newest_with_buttons() {
    use punctbot::manager::{BoardPost, Replaced, Shows};
    let db = Db::new();
    let managers = [Arc::new(db.manager().await), Arc::new(db.manager().await)];
    let first = start(&managers[0], punctbot::games::punct::STANDARD, CHANNEL).await;
    let game = first.board().unwrap();
    assert_eq!(
        managers[0]
            .replace_board(first.effects.board.unwrap(), 1000)
            .await
            .unwrap(),
        Replaced::Won { previous: None }
    );
    let mut stripped = Vec::new();
    let mut newest = (0, 1000);
    for round in 1..=30_i64 {
        // Manager 0 posts the board of version `round`; manager 1 the one of
        // the state before, with a later (larger) message id.
        let posts: Vec<(usize, i64, u64)> = (0..2)
            .map(|side| {
                let message = 1000 + 10 * u64::try_from(round).unwrap() + side as u64;
                (side, round - side as i64, message)
            })
            .collect();
        let tasks: Vec<_> = posts
            .iter()
            .map(|&(side, version, message)| {
                let manager = Arc::clone(&managers[side]);
                let post = BoardPost {
                    game,
                    shows: Shows::Version(version),
                };
                tokio::spawn(async move { (message, manager.replace_board(post, message).await) })
            })
            .collect();
        for task in tasks {
            match task.await.unwrap() {
                (_, Ok(Replaced::Won { previous })) => stripped.extend(previous),
                (message, Ok(Replaced::Lost)) => stripped.push(message),
                (_, Err(error)) => panic!("{error}"),
            }
        }
        newest = newest.max((round, posts[0].2));
    }
    let recorded = managers[1].store().board_message(game).await.unwrap();
    assert_eq!(recorded, Some(newest.1), "the newest board is the game's");
    let mut expected: Vec<u64> = std::iter::once(1000)
        .chain((1..=30).flat_map(|round| [1000 + 10 * round, 1000 + 10 * round + 1]))
        .filter(|message| Some(*message) != recorded)
        .collect();
    stripped.sort_unstable();
    expected.sort_unstable();
    assert_eq!(stripped, expected, "every other board stripped, once");
}

/// Two processes serving one channel take turns, not only the requests of
/// one process: a move and a resignation sent at the same instant to two
/// managers (each with its own connections, as two processes have) are
/// served one after the other, so each sees what the other did and neither
/// is told that the board changed under it. Without the lock shared through
/// the database, the two would read the same version and the later write
/// would be refused as stale.
///
/// PostgreSQL only: it is the backend several processes share (on SQLite
/// the test says so and checks nothing).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_serve_one_channel_in_turn() {
    let db = Db::new();
    if !db.is_postgres() {
        eprintln!("two_processes_serve_one_channel_in_turn: runs on PostgreSQL only");
        return;
    }
    let a = Arc::new(db.manager().await);
    let b = Arc::new(db.manager().await);
    for round in 0..30 {
        let channel = CHANNEL + round;
        start(&a, punctbot::games::boop::STANDARD, channel).await;
        let opening = punctbot::games::boop::STANDARD.start().legal_move_texts()[0].clone();
        let moving = {
            let a = Arc::clone(&a);
            tokio::spawn(async move {
                a.handle(Request::new(caller_in("alice", channel), mv(&opening)))
                    .await
            })
        };
        let resigning = {
            let b = Arc::clone(&b);
            tokio::spawn(async move {
                b.handle(Request::new(
                    caller_in("bob", channel),
                    Action::Resign { confirmed: true },
                ))
                .await
            })
        };
        let (moved, resigned) = (moving.await.unwrap(), resigning.await.unwrap());
        assert!(
            resigned.is_ok(),
            "round {round}: the resignation: {resigned:?}"
        );
        match moved {
            Ok(_) => {}
            // The resignation came first: the move finds the game over.
            Err(Failure::Refused(Refusal::NoGame | Refusal::GameOver)) => {}
            other => panic!("round {round}: the move: {other:?}"),
        }
    }
}
