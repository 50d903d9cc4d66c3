//! Games against the computer: a challenge to it is taken up at once, its
//! moves follow the player's through the ordinary manager path, its games
//! are recorded but never rated, and a move that comes too late (the game
//! resigned, or a new one started) is refused. The searches use a node
//! budget, so every run plays the same moves.

use std::sync::Arc;

use punctbot::{
    bot::{Level, Limits},
    computer::{Computer, NoMove},
    games::{AnyGame, GameKind, Rules, Seat},
    manager::{replay, Action, ComputerTurn, Failure, Manager, Message, Player, Refusal, Reply},
    store::{ComputerSeat, FirstMover, GameId, GameStatus},
};

use crate::manager_support::{caller, caller_in, no, notations, ok, player, Db, CHANNEL};

/// The computer's user (on Discord: the bot's own).
const COMPUTER: u64 = 900_000_000_000_000_100;
/// Small searches: quick, and the same moves every run.
const NODES: u64 = 200;

fn computer() -> Player {
    Player {
        id: COMPUTER,
        name: "punctbot".to_owned(),
    }
}

/// A manager that knows the computer, and the computer playing on it.
async fn with_computer(db: &Db) -> (Arc<Manager>, Computer) {
    let manager = Arc::new(db.manager().await);
    manager.set_computer(computer());
    let computer = Computer::new(Arc::clone(&manager), 2, Limits::nodes(NODES));
    (manager, computer)
}

/// A challenge to the computer as `/boop challenge opponent:@punctbot`
/// sends it (a clock of 3 days by default, which the computer ignores).
fn challenge_computer(kind: GameKind, level: Option<Level>, first: FirstMover) -> Action {
    Action::Challenge {
        opponent: Some(computer()),
        kind,
        rated: false,
        first,
        days: Some(3),
        parent: None,
        level,
    }
}

/// alice challenges the computer in the test channel: the first board.
async fn alice_challenges(
    m: &Manager,
    kind: GameKind,
    level: Option<Level>,
    first: FirstMover,
) -> Reply {
    ok(m, caller("alice"), challenge_computer(kind, level, first)).await
}

/// The position of `game`, from its stored moves.
async fn position(m: &Manager, game: GameId) -> AnyGame {
    let moves = notations(m, game).await;
    replay(
        m.store().game(game).await.unwrap().unwrap().kind,
        moves.iter().map(String::as_str),
    )
    .unwrap()
}

/// alice plays her first legal move in `channel`; returns the computer's
/// turn the board hands out.
async fn alice_moves(m: &Manager, channel: u64) -> ComputerTurn {
    let game = m.store().active_game_in(channel).await.unwrap().unwrap().id;
    let first = position(m, game).await.legal_move_texts()[0].clone();
    let board = ok(m, caller_in("alice", channel), mv(&first)).await;
    assert!(board.mentions.is_empty(), "the computer is never pinged");
    board.effects.computer.expect("the computer is to move")
}

fn mv(text: &str) -> Action {
    Action::Move {
        notation: text.to_owned(),
    }
}

/// The computer's board after its move.
async fn answered(computer: &Computer, turn: ComputerTurn) -> Reply {
    match computer.play(turn).await {
        Ok(reply) => reply,
        Err(why) => panic!("the computer did not move: {why:?}"),
    }
}

#[tokio::test]
async fn the_computer_takes_up_a_challenge_at_once_unrated_and_without_a_clock() {
    let db = Db::new();
    let (m, _) = with_computer(&db).await;
    let level = Some(Level::Intermediate);
    let board = alice_challenges(
        &m,
        punctbot::games::boop::STANDARD,
        level,
        FirstMover::Challenger,
    )
    .await;
    assert!(board.says(|said| matches!(
        said,
        Message::ComputerAccepts { level: Level::Intermediate, by } if by == "punctbot"
    )));
    assert_eq!(
        board.mentions,
        vec![crate::manager_support::user_id("alice")]
    );
    assert_eq!(board.effects.computer, None, "alice moves first");
    let row = m
        .store()
        .game(board.board().unwrap())
        .await
        .unwrap()
        .unwrap();
    assert!(!row.rated);
    assert_eq!(row.days_per_move, None, "no clock, for either seat");
    assert_eq!(row.deadline_at, None);
    assert_eq!(
        row.computer,
        Some(ComputerSeat {
            seat: Seat::Second,
            level: Level::Intermediate
        })
    );
    assert_eq!(row.players.second, (COMPUTER, "punctbot".to_owned()));
}

#[tokio::test]
async fn the_computer_answers_a_move_through_the_manager() {
    let db = Db::new();
    let (m, computer) = with_computer(&db).await;
    alice_challenges(
        &m,
        punctbot::games::boop::STANDARD,
        None,
        FirstMover::Challenger,
    )
    .await;
    let turn = alice_moves(&m, CHANNEL).await;
    let board = answered(&computer, turn).await;
    let game = board.board().unwrap();
    assert_eq!(board.effects.computer, None, "alice's turn again");
    assert_eq!(
        board.mentions,
        vec![crate::manager_support::user_id("alice")]
    );
    assert!(board.image.is_some(), "the usual picture");
    let moves = m.store().moves(game).await.unwrap();
    assert_eq!(moves.len(), 2);
    assert_eq!(moves[1].user, COMPUTER, "played as the computer's user");
    assert_eq!(computer.searches(), 1);
    // The level left out is the beginner.
    let row = m.store().game(game).await.unwrap().unwrap();
    assert_eq!(row.computer.map(|c| c.level), Some(Level::Beginner));
}

#[tokio::test]
async fn the_computer_moves_first_from_the_first_seat() {
    let db = Db::new();
    let (m, computer) = with_computer(&db).await;
    let board = alice_challenges(
        &m,
        punctbot::games::punct::STANDARD,
        None,
        FirstMover::Opponent,
    )
    .await;
    assert!(board.mentions.is_empty());
    let turn = board.effects.computer.expect("the computer starts");
    let game = turn.game;
    answered(&computer, turn).await;
    assert_eq!(notations(&m, game).await.len(), 1);
}

#[tokio::test]
async fn challenges_the_computer_cannot_take_are_refused() {
    let db = Db::new();
    let (m, _) = with_computer(&db).await;
    let rated = Action::Challenge {
        opponent: Some(computer()),
        kind: punctbot::games::boop::STANDARD,
        rated: true,
        first: FirstMover::Random,
        days: Some(3),
        parent: None,
        level: None,
    };
    assert_eq!(
        no(&m, caller("alice"), rated).await,
        Refusal::ComputerUnrated
    );
    let level_for_bob = Action::Challenge {
        opponent: Some(player("bob")),
        kind: punctbot::games::boop::STANDARD,
        rated: false,
        first: FirstMover::Random,
        days: Some(3),
        parent: None,
        level: Some(Level::Strongest),
    };
    assert_eq!(
        no(&m, caller("alice"), level_for_bob).await,
        Refusal::LevelForComputerOnly
    );
}

/// Plays alice's first legal moves against the computer until the game
/// ends; returns the game.
async fn play_to_the_end(m: &Manager, computer: &Computer, level: Level) -> GameId {
    let board = ok(
        m,
        caller("alice"),
        challenge_computer(
            punctbot::games::boop::STANDARD,
            Some(level),
            FirstMover::Challenger,
        ),
    )
    .await;
    let game = board.board().unwrap();
    for _ in 0..200 {
        let Some(row) = m.store().active_game_in(CHANNEL).await.unwrap() else {
            return game;
        };
        if row.computer_to_move() {
            panic!("the computer owes a move");
        }
        let turn = alice_moves(m, CHANNEL).await;
        // alice's move may have ended the game: then there is no turn.
        if m.store().active_game_in(CHANNEL).await.unwrap().is_none() {
            return game;
        }
        answered(computer, turn).await;
    }
    panic!("the game did not end in 200 turns");
}

#[tokio::test]
async fn games_against_the_computer_are_recorded_per_level_and_never_rated() {
    let db = Db::new();
    let (m, computer) = with_computer(&db).await;
    let played = play_to_the_end(&m, &computer, Level::Beginner).await;
    let row = m.store().game(played).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    // A second game, at the strongest level, resigned at once.
    alice_challenges(
        &m,
        punctbot::games::boop::STANDARD,
        Some(Level::Strongest),
        FirstMover::Challenger,
    )
    .await;
    ok(&m, caller("alice"), Action::Resign { confirmed: true }).await;

    let guild = caller("alice").guild.unwrap();
    let alice = crate::manager_support::user_id("alice");
    let stats = m.store().player_stats(guild, alice, m.now()).await.unwrap();
    let expected_first = match row.outcome {
        Some(punctbot::games::Outcome::Win(Seat::First)) => (1, 0),
        Some(punctbot::games::Outcome::Win(Seat::Second)) => (0, 1),
        _ => (0, 0),
    };
    let (level, record) = stats.computer[0];
    assert_eq!(level, Level::Beginner);
    assert_eq!((record.wins, record.losses), expected_first);
    assert_eq!(record.games(), 1);
    let (level, record) = stats.computer[1];
    assert_eq!(level, Level::Strongest);
    assert_eq!((record.wins, record.losses, record.draws), (0, 1, 0));
    assert_eq!(stats.computer.len(), 2);
    for kind in &stats.kinds {
        assert_eq!(kind.rating, None, "never rated");
        assert_eq!(kind.record.games(), 0, "the record against people");
    }
    assert_eq!(stats.last_games.len(), 2, "recorded all the same");
    assert_eq!(stats.streak, None, "no streak against the computer");
    // Nobody is on the ladder, the computer least of all.
    let ladder = m
        .store()
        .ladder(
            guild,
            punctbot::games::boop::STANDARD,
            m.now(),
            (1, 10),
            alice,
        )
        .await
        .unwrap();
    assert!(ladder.rows.is_empty());
    // /stats says it per level.
    let shown = ok(&m, caller("alice"), Action::Stats { user: None }).await;
    let levels: Vec<Level> = shown
        .said
        .iter()
        .filter_map(|said| match said {
            Message::ComputerRecord { level, .. } => Some(*level),
            _ => None,
        })
        .collect();
    assert_eq!(levels, vec![Level::Beginner, Level::Strongest]);
}

/// A search that finished after alice resigned and started a new game
/// against the computer must not play its move in the new game: the move
/// names the game and version it was found for.
#[tokio::test]
async fn a_computer_move_that_comes_too_late_is_refused() {
    let db = Db::new();
    let (m, computer) = with_computer(&db).await;
    alice_challenges(
        &m,
        punctbot::games::boop::STANDARD,
        None,
        FirstMover::Challenger,
    )
    .await;
    let turn = alice_moves(&m, CHANNEL).await;
    // The search as the computer makes it, held back until the game changed.
    let task = m.computer_task(&turn).await.unwrap().expect("a search");
    let found =
        punctbot::bot::choose(&task.position, task.level, Limits::nodes(NODES), 1).expect("a move");
    ok(&m, caller("alice"), Action::Resign { confirmed: true }).await;
    let again = alice_challenges(
        &m,
        punctbot::games::boop::STANDARD,
        None,
        FirstMover::Opponent,
    )
    .await;
    let new_game = again.board().unwrap();
    let late = m.handle(task.request(found.mv)).await;
    assert!(
        matches!(late, Err(Failure::Refused(_))),
        "a late move is refused: {late:?}"
    );
    assert!(notations(&m, new_game).await.is_empty(), "nothing played");
    // Nor is there anything left to search for the old turn.
    assert!(matches!(
        computer.play(turn).await,
        Err(NoMove::NothingToDo)
    ));
    // The new game's own turn is played.
    answered(&computer, again.effects.computer.unwrap()).await;
    assert_eq!(notations(&m, new_game).await.len(), 1);
}

/// The same turn handed out twice (a board shown again, or the scheduler's
/// look meeting a search under way) is searched once.
#[tokio::test]
async fn a_turn_is_searched_once() {
    let db = Db::new();
    let (m, computer) = with_computer(&db).await;
    alice_challenges(
        &m,
        punctbot::games::boop::STANDARD,
        None,
        FirstMover::Challenger,
    )
    .await;
    let turn = alice_moves(&m, CHANNEL).await;
    let game = turn.game;
    let (first, second) = tokio::join!(computer.play(turn.clone()), computer.play(turn));
    let played = [&first, &second].iter().filter(|r| r.is_ok()).count();
    assert_eq!(played, 1, "{first:?} / {second:?}");
    assert_eq!(computer.searches(), 1);
    assert_eq!(notations(&m, game).await.len(), 2);
}

/// A game against the computer has no clock, but nobody is nudged in it
/// after a week: the computer neither waits impatiently nor claims games.
#[tokio::test]
async fn nobody_is_nudged_in_a_game_against_the_computer() {
    let db = Db::new();
    let (m, clock) = {
        let (manager, clock) = db.manager_with_clock().await;
        manager.set_computer(computer());
        (manager, clock)
    };
    alice_challenges(
        &m,
        punctbot::games::boop::STANDARD,
        None,
        FirstMover::Challenger,
    )
    .await;
    clock.advance(8 * punctbot::manager::clock_plan::DAY_MS);
    let due = m.tick().await.unwrap();
    assert!(due.is_empty(), "{} events due", due.len());
}

/// After a restart nothing is stuck: every game waiting for the computer
/// is found and answered.
#[tokio::test]
async fn after_a_restart_the_computer_moves_where_it_is_awaited() {
    let db = Db::new();
    let other = CHANNEL + 10;
    {
        let (m, _) = with_computer(&db).await;
        for channel in [CHANNEL, other] {
            ok(
                &m,
                caller_in("alice", channel),
                challenge_computer(
                    punctbot::games::boop::STANDARD,
                    None,
                    FirstMover::Challenger,
                ),
            )
            .await;
            // The board hands out the turn; the process stops before the
            // computer answers.
            alice_moves(&m, channel).await;
        }
        m.close_database().await;
    }
    let (m, computer) = with_computer(&db).await;
    let waiting = computer.waiting(0).await.unwrap();
    assert_eq!(waiting.len(), 2);
    // Recent turns are left to the searches that boards started.
    assert!(computer.waiting(60_000).await.unwrap().is_empty());
    for turn in waiting {
        answered(&computer, turn).await;
    }
    for channel in [CHANNEL, other] {
        let row = m.store().active_game_in(channel).await.unwrap().unwrap();
        assert_eq!(row.plies, 2);
        assert!(!row.computer_to_move());
    }
    assert!(computer.waiting(0).await.unwrap().is_empty());
}

/// The computer answers an offer at once: a draw it is not losing and any
/// takeback are declined (with no buttons left to press), and the game goes
/// on with the offers closed.
#[tokio::test]
async fn the_computer_declines_a_draw_it_is_not_losing_and_every_takeback() {
    let db = Db::new();
    let (m, computer) = with_computer(&db).await;
    let level = Some(Level::Beginner);
    let board = alice_challenges(
        &m,
        punctbot::games::boop::STANDARD,
        level,
        FirstMover::Challenger,
    )
    .await;
    let game = board.board().unwrap();
    let declined = ok(&m, caller("alice"), Action::OfferDraw).await;
    assert!(declined.says(|said| matches!(
        said,
        Message::DrawDeclined { by } if by == "punctbot"
    )));
    assert!(declined.buttons.is_empty(), "nothing for anyone to answer");
    let turn = alice_moves(&m, CHANNEL).await;
    let declined = ok(&m, caller("alice"), Action::RequestTakeback).await;
    assert!(declined.says(|said| matches!(
        said,
        Message::TakebackDeclined { by } if by == "punctbot"
    )));
    assert!(m.store().open_offers(game).await.unwrap().is_empty());
    answered(&computer, turn).await;
    assert_eq!(m.store().moves(game).await.unwrap().len(), 2);
    assert_eq!(
        m.store().game(game).await.unwrap().unwrap().status,
        GameStatus::Active
    );
}
