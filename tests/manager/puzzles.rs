//! `/puzzle` through the manager and through `punctbot play`: a puzzle
//! solved after one wrong answer, the Glicko-2 puzzle ratings moving the
//! right way, puzzles chosen near the player's rating and never twice, and
//! the daily puzzle owed once a day however many processes ask.

use punctbot::{
    bot::computer_of,
    games::{AnyGame, GameKind, Rules},
    manager::{clock_plan::DAY_MS, Action, Message, Owing, PuzzleMessage, PuzzleRefusal, Refusal},
    puzzles::{shipped, Goal, Puzzle},
    ratings::Rating,
};

use crate::{manager_play::play_in, manager_support::*};

fn boop() -> GameKind {
    "boop".parse().unwrap()
}

fn new_puzzle(kind: GameKind, number: Option<u32>) -> Action {
    Action::Puzzle {
        kind: Some(kind),
        number,
        answer: None,
    }
}

fn answer(text: &str) -> Action {
    Action::Puzzle {
        kind: None,
        number: None,
        answer: Some(text.to_owned()),
    }
}

/// The first shipped puzzle of `kind` with `goal`.
fn first_with(kind: GameKind, goal: Goal) -> &'static Puzzle {
    shipped::of(kind)
        .iter()
        .find(|puzzle| puzzle.goal == goal)
        .expect("a puzzle with that goal ships")
}

/// A legal move of `puzzle`'s position other than its answer (which is
/// the only one that wins that fast: any other is wrong).
fn a_wrong_answer(puzzle: &Puzzle) -> String {
    let game = puzzle.position().unwrap();
    game.legal_move_texts()
        .into_iter()
        .find(|text| *text != puzzle.solution[0])
        .unwrap()
}

/// A move that wins at once in `game`.
fn winning_move(game: &AnyGame) -> String {
    let (_, wins) = computer_of(game).unwrap().fastest_wins(game, 1).unwrap();
    wins[0].to_string()
}

fn puzzle_said(reply: &punctbot::manager::Reply) -> &PuzzleMessage {
    reply
        .said
        .iter()
        .find_map(|said| match said {
            Message::Puzzle(message) => Some(message),
            _ => None,
        })
        .expect("a puzzle message")
}

#[tokio::test]
async fn a_two_move_puzzle_solved_after_a_wrong_answer_rates_it_a_failure() {
    let db = Db::new();
    let m = db.manager().await;
    let puzzle = first_with(boop(), Goal::Win(2));
    let given = ok(&m, caller("alice"), new_puzzle(boop(), Some(puzzle.number))).await;
    assert!(given.ephemeral && given.image.is_some());
    assert!(matches!(
        puzzle_said(&given),
        PuzzleMessage::Given { moves_left: 2, .. }
    ));
    // An illegal answer: the engine's own refusal, nothing counted.
    let refusal = no(&m, caller("alice"), answer("Zz9")).await;
    assert!(
        matches!(refusal, Refusal::IllegalMove { .. }),
        "{refusal:?}"
    );
    assert!(m
        .store()
        .puzzle_player(user_id("alice"), boop())
        .await
        .unwrap()
        .is_none());
    // A wrong answer: refuted, and counted as a failure.
    let wrong = ok(&m, caller("alice"), answer(&a_wrong_answer(puzzle))).await;
    let PuzzleMessage::NotWinning { rating, .. } = puzzle_said(&wrong) else {
        panic!("{:?}", wrong.said);
    };
    assert!(rating.is_some());
    let after_failure = m
        .store()
        .puzzle_player(user_id("alice"), boop())
        .await
        .unwrap()
        .unwrap();
    assert!(after_failure.rating.rating < Rating::NEW.rating);
    assert_eq!((after_failure.solved, after_failure.failed), (0, 1));
    let puzzle_rating = m
        .store()
        .puzzle_rating(boop(), puzzle.number)
        .await
        .unwrap()
        .unwrap();
    assert!(
        puzzle_rating.rating > f64::from(puzzle.difficulty),
        "a failure raises the puzzle"
    );
    // The right answer: the defence replies, one move left.
    let right = ok(&m, caller("alice"), answer(&puzzle.solution[0])).await;
    let PuzzleMessage::Defended {
        defence,
        moves_left: 1,
        ..
    } = puzzle_said(&right)
    else {
        panic!("{:?}", right.said);
    };
    let mut game = puzzle.position().unwrap();
    game.play_text(&puzzle.solution[0]).unwrap();
    game.play_text(defence).unwrap();
    let solved = ok(&m, caller("alice"), answer(&winning_move(&game))).await;
    let PuzzleMessage::Solved { rating, .. } = puzzle_said(&solved) else {
        panic!("{:?}", solved.said);
    };
    assert!(
        rating.is_none(),
        "the failure counted; solving after it does not"
    );
    let unchanged = m
        .store()
        .puzzle_player(user_id("alice"), boop())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(unchanged.rating, after_failure.rating);
    // Nothing more to answer.
    let refusal = no(&m, caller("alice"), answer("Kc3")).await;
    assert_eq!(refusal, Refusal::Puzzle(PuzzleRefusal::NothingToAnswer));
}

#[tokio::test]
async fn solving_at_once_raises_the_player_and_lowers_the_puzzle() {
    let db = Db::new();
    let m = db.manager().await;
    let puzzle = first_with(boop(), Goal::Win(1));
    ok(&m, caller("bob"), new_puzzle(boop(), Some(puzzle.number))).await;
    let solved = ok(&m, caller("bob"), answer(&puzzle.solution[0])).await;
    let PuzzleMessage::Solved {
        rating: Some(_), ..
    } = puzzle_said(&solved)
    else {
        panic!("{:?}", solved.said);
    };
    let player = m
        .store()
        .puzzle_player(user_id("bob"), boop())
        .await
        .unwrap()
        .unwrap();
    assert!(player.rating.rating > Rating::NEW.rating);
    assert_eq!((player.solved, player.failed), (1, 0));
    let rated = m
        .store()
        .puzzle_rating(boop(), puzzle.number)
        .await
        .unwrap()
        .unwrap();
    assert!(rated.rating < f64::from(puzzle.difficulty));
}

#[tokio::test]
async fn puzzles_come_near_the_rating_and_never_twice() {
    let db = Db::new();
    let m = db.manager().await;
    let mut given = Vec::new();
    for _ in 0..4 {
        let reply = ok(&m, caller("carol"), new_puzzle(boop(), None)).await;
        let PuzzleMessage::Given { number, .. } = puzzle_said(&reply) else {
            panic!();
        };
        given.push(*number);
    }
    let mut distinct = given.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), given.len(), "{given:?}");
    // The first is the puzzle whose difficulty is nearest a newcomer's 1500.
    let nearest = shipped::of(boop())
        .iter()
        .map(|puzzle| (f64::from(puzzle.difficulty) - 1500.0).abs())
        .fold(f64::INFINITY, f64::min);
    let first = shipped::find(boop(), given[0]).unwrap();
    assert!((f64::from(first.difficulty) - 1500.0).abs() <= nearest);
    // A number out of range is refused with the range.
    let refusal = no(&m, caller("carol"), new_puzzle(boop(), Some(100_000))).await;
    assert!(matches!(
        refusal,
        Refusal::Puzzle(PuzzleRefusal::NoSuchPuzzle {
            number: 100_000,
            ..
        })
    ));
}

/// `/settings puzzles:#channel`, or with `off` `puzzles-off:true`.
fn daily_puzzles(channel: Option<u64>, off: bool) -> Action {
    Action::Settings {
        confirm: None,
        language: None,
        web: None,
        puzzle_channel: channel,
        puzzles_off: off,
    }
}

fn daily_puzzles_here() -> Action {
    daily_puzzles(Some(CHANNEL), false)
}

/// The channel of the server's daily puzzles in these tests, not the one
/// the setting is given in.
const PUZZLES: u64 = 1_000_000_000_000_000_077;

/// A server manager picks another channel from where they are: the day's
/// puzzle is owed there, through the outbox; anyone else is refused and
/// the database stays as it was; a channel and `off` at once are refused
/// as unclear; `off` stops the puzzles.
#[tokio::test]
async fn the_daily_puzzle_goes_to_the_channel_a_server_manager_picks() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let before = m.store().dump().await.unwrap();
    for who in ["alice", "bob"] {
        let refusal = no(&m, caller(who), daily_puzzles(Some(PUZZLES), false)).await;
        assert_eq!(refusal, Refusal::ManageServerOnly, "{who}");
        let refusal = no(&m, caller(who), daily_puzzles(None, true)).await;
        assert_eq!(refusal, Refusal::ManageServerOnly, "{who}");
    }
    let both = no(&m, caller("mod"), daily_puzzles(Some(PUZZLES), true)).await;
    assert_eq!(both, Refusal::Puzzle(PuzzleRefusal::ChannelAndOff));
    assert!(both
        .text(&punctbot::manager::Locale::en())
        .contains("not both"));
    assert_eq!(m.store().dump().await.unwrap(), before, "nothing written");
    assert_eq!(m.owe_daily_puzzles().await.unwrap(), 0, "no channel yet");

    let set = ok(&m, caller("mod"), daily_puzzles(Some(PUZZLES), false)).await;
    assert!(set.ephemeral);
    assert!(
        set.text().contains(&format!("posted in <#{PUZZLES}>")),
        "{}",
        set.text()
    );
    assert_eq!(m.store().puzzle_channels().await.unwrap(), [(42, PUZZLES)]);
    assert_eq!(m.owe_daily_puzzles().await.unwrap(), 1);
    let owed = m.store().owed_news().await.unwrap();
    assert_eq!(owed.len(), 1);
    assert_eq!(owed[0].channel, PUZZLES, "where the manager pointed");
    let Owing::Post(post) = m.owing(&owed[0]).await.unwrap() else {
        panic!("a post");
    };
    assert!(matches!(puzzle_said(&post), PuzzleMessage::Daily { .. }));
    m.settle_owed(owed[0].id, None).await.unwrap();

    // Refused the next day too: the channel stays the manager's choice.
    let after_set = m.store().dump().await.unwrap();
    no(&m, caller("alice"), daily_puzzles(Some(CHANNEL), false)).await;
    assert_eq!(m.store().dump().await.unwrap(), after_set);

    let off = ok(&m, caller("mod"), daily_puzzles(None, true)).await;
    assert!(off.text().contains("No daily puzzle"), "{}", off.text());
    clock.advance(DAY_MS);
    assert_eq!(m.owe_daily_puzzles().await.unwrap(), 0, "off");
}

/// Two processes on one database both owe the day's puzzles: the server
/// gets one a day. Checked to fail: with the `rows_affected` test in
/// `Store::owe_daily_puzzle` taken out, the second process owes it again.
#[tokio::test]
async fn the_daily_puzzle_is_owed_once_a_day_whichever_process_asks() {
    let db = Db::new();
    let (first, clock) = db.manager_with_clock().await;
    let (second, second_clock) = db.manager_with_clock().await;
    let set = ok(&first, caller("mod"), daily_puzzles_here()).await;
    assert!(set.ephemeral);
    // Only a member who may manage the server sets it.
    let refusal = no(&first, caller("alice"), daily_puzzles_here()).await;
    assert_eq!(refusal, Refusal::ManageServerOnly);
    let (a, b) = tokio::join!(first.owe_daily_puzzles(), second.owe_daily_puzzles());
    assert_eq!(a.unwrap() + b.unwrap(), 1);
    assert_eq!(first.owe_daily_puzzles().await.unwrap(), 0);
    assert_eq!(second.owe_daily_puzzles().await.unwrap(), 0);
    let owed = first.store().owed_news().await.unwrap();
    assert_eq!(owed.len(), 1);
    let Owing::Post(post) = first.owing(&owed[0]).await.unwrap() else {
        panic!("a post");
    };
    assert!(!post.ephemeral && post.image.is_some());
    assert!(matches!(puzzle_said(&post), PuzzleMessage::Daily { .. }));
    assert_eq!(owed[0].channel, CHANNEL);
    // The next day, the next puzzle.
    clock.advance(DAY_MS);
    second_clock.advance(DAY_MS);
    assert_eq!(second.owe_daily_puzzles().await.unwrap(), 1);
    assert_eq!(first.owe_daily_puzzles().await.unwrap(), 0);
}

#[test]
fn a_puzzle_solved_in_the_terminal_after_a_wrong_answer() {
    let db = Db::sqlite();
    let out = db.dir.path().join("pictures");
    let puzzle = first_with(boop(), Goal::Win(2));
    let number = puzzle.number;
    let wrong = a_wrong_answer(puzzle);
    let right = &puzzle.solution[0];
    let first = play_in(
        "en-US",
        &db.path,
        &out,
        format!(
            "@alice /puzzle game:boop number:{number}\n\
             @alice /moves answer:{right}\n\
             @bob /moves answer:{right}\n\
             @alice /puzzle answer:{wrong}\n\
             @alice /puzzle answer:{right}\n"
        ),
    );
    assert!(
        first.contains(&format!("boop. puzzle #{number}")),
        "{first}"
    );
    // What `/puzzle answer:` autocomplete offers: alice's puzzle's moves,
    // her answer among them; bob solves none.
    assert!(first.contains(&format!("\n`{right}` — ")), "{first}");
    assert!(
        first.contains("refused: You are not solving a puzzle."),
        "{first}"
    );
    assert!(first.contains("to move and win in 2 moves"), "{first}");
    assert!(
        first.contains(&format!("That doesn't win: `{wrong}`")),
        "{first}"
    );
    assert!(first.contains("Your puzzle rating: 1500? → "), "{first}");
    let defence = first
        .split("The defence answers `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .unwrap_or_else(|| panic!("{first}"));
    let mut game = puzzle.position().unwrap();
    game.play_text(right).unwrap();
    game.play_text(defence).unwrap();
    let win = winning_move(&game);
    let second = play_in(
        "en-US",
        &db.path,
        &out,
        format!("@alice /puzzle answer:{win}\n"),
    );
    assert!(
        second.contains(&format!("Solved: `{win}` wins!")),
        "{second}"
    );
    game.play_text(&win).unwrap();
    assert_eq!(game.outcome().map(|o| o.winner().is_some()), Some(true));
}

/// In the terminal a channel is named as a line names it, `#daily`: the
/// daily puzzle is printed there, and the answer names the channel back.
#[test]
fn the_terminal_names_the_daily_puzzles_channel() {
    let db = Db::sqlite();
    let out = db.dir.path().join("pictures");
    let text = play_in(
        "en-US",
        &db.path,
        &out,
        "@alice /settings puzzles:#daily\n\
         @mod /settings puzzles:daily\n\
         @mod /settings puzzles:#daily\n\
         @mod /settings puzzles:#daily puzzles-off:true\n",
    );
    assert!(
        text.contains("refused: Only members with the Manage Server"),
        "{text}"
    );
    assert!(
        text.contains("?? puzzles:daily: expected #channel"),
        "{text}"
    );
    assert!(
        text.contains("The daily puzzle will be posted in #daily."),
        "{text}"
    );
    assert!(text.contains("[#daily] **Puzzle of the day"), "{text}");
    assert!(
        text.contains("refused: Give either puzzles:#channel"),
        "{text}"
    );
}
