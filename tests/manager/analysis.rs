//! `/analysis`: a finished game judged by the strongest level's search,
//! its marked moves and their better moves, kept in the database once done,
//! one analysis per server at a time whichever process runs it.

use crate::manager_support::*;
use punctbot::{
    bot::{analysis::Mark, Limits},
    games::{punct, Outcome, Rules, Seat},
    manager::{Action, Manager, MarkedMove, Message, Refusal, Reply, ANALYSIS_LEASE_MS},
    store::{AnalysisClaim, GameId, Store},
};

/// A PÜNCT (basic) game in which alice's 11th move misses her win: both
/// players' chains (alice's along row 8 from column A, bob's along row 9
/// from B10) wait for the same cell P9, alice to move; she plays far away
/// with `+B2:C2,C3` and bob's `+P9:P8,P10` links his sides.
pub const MISSED_WIN: &str = "+A8:B8,C8 +B10:B9,C9 +D8:E8,F8 +D9:E9,F9 +G8:H8,I8 +G9:H9,I9 \
                              +J8:K8,L8 +J9:K9,L9 +N8:M8,O8 +M9:N9,O9 +B2:C2,C3 +P9:P8,P10";

/// The missed win: move 11.
const MISSED: u32 = 11;

fn analysis(game: Option<u32>) -> Action {
    Action::Analysis { game }
}

/// Plays [`MISSED_WIN`] in `channel` (alice first), to bob's win.
async fn play_the_missed_win(m: &Manager, channel: u64) {
    start(m, punct::BASIC, channel).await;
    for (index, notation) in MISSED_WIN.split_whitespace().enumerate() {
        let mover = if index % 2 == 0 { "alice" } else { "bob" };
        ok(m, caller_in(mover, channel), mv(notation)).await;
    }
}

/// The marked moves an analysis reply lists.
fn marked(reply: &Reply) -> Vec<MarkedMove> {
    reply
        .said
        .iter()
        .find_map(|said| match said {
            Message::Analysis { marked, .. } => Some(marked.clone()),
            _ => None,
        })
        .expect("an analysis")
}

/// A game finished in `channel` by bob's resignation after alice's first
/// move; its id.
async fn resigned_game(m: &Manager, channel: u64) -> GameId {
    start(m, punct::BASIC, channel).await;
    let game = game_in(m, channel).await;
    ok(m, caller_in("alice", channel), mv("+A8:B8,C8")).await;
    ok(
        m,
        caller_in("bob", channel),
        Action::Resign { confirmed: true },
    )
    .await;
    game
}

#[tokio::test]
async fn a_missed_win_is_a_blunder_and_a_second_request_reads_it_back() {
    let db = Db::new();
    let m = db.manager().await;
    // The root's threat pass alone sees a win in one: a node will do.
    m.set_analysis_limits(Limits::nodes(1));
    play_the_missed_win(&m, CHANNEL).await;

    // Without a number: bob's latest finished game here.
    let reply = ok(&m, caller("bob"), analysis(None)).await;
    assert!(!reply.ephemeral, "an analysis is for the channel");
    let marks = marked(&reply);
    let missed = marks
        .iter()
        .find(|marked| marked.ply == MISSED)
        .unwrap_or_else(|| panic!("move {MISSED} is marked: {marks:?}"));
    assert_eq!(missed.by, "alice");
    assert_eq!(missed.played.to_string(), "+B2:C2,C3");
    assert_eq!(missed.mark, Mark::Blunder);
    assert_eq!((missed.before, missed.after), (100, 0));
    // The better move is a win.
    let mut better = punct::BASIC.start();
    for notation in MISSED_WIN.split_whitespace().take(MISSED as usize - 1) {
        better.play_text(notation).unwrap();
    }
    better.play(missed.best).unwrap();
    assert_eq!(better.outcome(), Some(Outcome::Win(Seat::First)));
    // bob's winning move is not marked.
    assert!(
        marks.iter().all(|marked| marked.ply != MISSED + 1),
        "{marks:?}"
    );
    let text = reply.text();
    assert!(
        text.contains(&format!(
            "{MISSED}. alice `+B2:C2,C3` — blunder; better `{}` (winning chance 100 % → 0 %)",
            missed.best
        )),
        "{text}"
    );
    let chart = image::load_from_memory(reply.image.as_deref().expect("a chart")).unwrap();
    assert_eq!(chart.width(), 1000);
    assert_eq!(m.analyses_searched(), 1);

    // Asked again, here and by another process: read back, not searched.
    let again = ok(&m, caller("alice"), analysis(Some(1))).await;
    assert_eq!(again.said, reply.said);
    assert_eq!(again.image, reply.image);
    assert_eq!(m.analyses_searched(), 1, "the second request searched");
    let other = db.manager().await;
    let elsewhere = ok(&other, caller("carol"), analysis(Some(1))).await;
    assert_eq!(elsewhere.said, reply.said);
    assert_eq!(other.analyses_searched(), 0);
}

#[tokio::test]
async fn only_a_finished_game_of_the_server_is_analysed() {
    let db = Db::new();
    let m = db.manager().await;
    m.set_analysis_limits(Limits::nodes(1));
    // carol has no finished game.
    assert_eq!(
        no(&m, caller("carol"), analysis(None)).await,
        Refusal::NothingToAnalyse
    );
    start(&m, punct::BASIC, CHANNEL).await;
    assert_eq!(
        no(&m, caller("alice"), analysis(Some(1))).await,
        Refusal::AnalysisOfGameOn { number: 1 }
    );
    assert_eq!(
        no(&m, caller("alice"), analysis(Some(2))).await,
        Refusal::NoSuchGame { number: 2 }
    );
    ok(&m, caller("alice"), Action::Abort).await;
    assert_eq!(
        no(&m, caller("alice"), analysis(Some(1))).await,
        Refusal::AnalysisOfAbortedGame { number: 1 }
    );
    // An aborted game is not the caller's latest finished one.
    assert_eq!(
        no(&m, caller("alice"), analysis(None)).await,
        Refusal::NothingToAnalyse
    );
    // Game numbers are the server's own: another server has no game 1.
    let elsewhere = punctbot::manager::Caller {
        guild: Some(43),
        ..caller_in("alice", THREAD)
    };
    assert_eq!(
        no(&m, elsewhere, analysis(Some(1))).await,
        Refusal::NoSuchGame { number: 1 }
    );
    let direct = punctbot::manager::Caller {
        guild: None,
        ..caller_in("alice", THREAD)
    };
    assert_eq!(no(&m, direct, analysis(Some(1))).await, Refusal::ServerOnly);
    assert_eq!(m.analyses_searched(), 0);
}

/// Two processes claim their server's analysis at the same moment, for two
/// games: one gets it, the other is told the server is busy; a request
/// while another process holds the claim is refused and changes nothing;
/// a claim whose process died lapses. Without the partial unique index on
/// `analyses (guild_id) WHERE done_at IS NULL` both claims succeed.
#[tokio::test]
async fn one_analysis_per_server_at_a_time_across_processes() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    m.set_analysis_limits(Limits::nodes(1));
    let first = resigned_game(&m, CHANNEL).await;
    let second = resigned_game(&m, THREAD).await;
    let (one, two) = (db.store().await, db.store().await);
    let kind = punct::BASIC;
    let now = m.now();
    let until = now + ANALYSIS_LEASE_MS;
    for round in 0..10 {
        let (a, b) = tokio::join!(
            one.claim_analysis(42, first, kind, now, until),
            two.claim_analysis(42, second, kind, now, until),
        );
        let (a, b) = (a.unwrap(), b.unwrap());
        let claimed = [&a, &b]
            .iter()
            .filter(|claim| ***claim == AnalysisClaim::Claimed)
            .count();
        assert_eq!(claimed, 1, "round {round}: {a:?} and {b:?}");
        assert!(a == AnalysisClaim::Busy || b == AnalysisClaim::Busy);
        let winner = if a == AnalysisClaim::Claimed {
            first
        } else {
            second
        };
        release(&one, winner).await;
    }
    // Another server has a claim of its own.
    assert_eq!(
        one.claim_analysis(43, second, kind, now, until)
            .await
            .unwrap(),
        AnalysisClaim::Claimed
    );
    release(&one, second).await;

    // Another process analyses game 2: game 1 waits.
    assert_eq!(
        two.claim_analysis(42, second, kind, now, until)
            .await
            .unwrap(),
        AnalysisClaim::Claimed
    );
    assert_eq!(
        no(&m, caller("alice"), analysis(Some(1))).await,
        Refusal::AnalysisBusy
    );
    assert_eq!(m.analyses_searched(), 0);
    // That process died: once its claim lapses, game 1 is analysed.
    clock.advance(ANALYSIS_LEASE_MS);
    ok(&m, caller("alice"), analysis(Some(1))).await;
    assert_eq!(m.analyses_searched(), 1);
    // Its analysis done, the server is free for game 2.
    ok(&m, caller("alice"), analysis(Some(2))).await;
    assert_eq!(m.analyses_searched(), 2);
}

async fn release(store: &Store, game: GameId) {
    store.release_analysis(game).await.unwrap();
}

/// `/replay` of an analysed game marks its marked moves: the frames after
/// them, and only those, differ from the replay drawn before the analysis
/// (real GIF decoding).
#[tokio::test]
async fn the_replay_marks_the_moves_once_the_game_is_analysed() {
    let frames = |reply: &Reply| gif_frames(&reply.file.as_ref().expect("a GIF").bytes);
    let db = Db::new();
    let m = db.manager().await;
    m.set_analysis_limits(Limits::nodes(1));
    play_the_missed_win(&m, CHANNEL).await;
    let replay = Action::Replay { game: Some(1) };
    let plain = frames(&ok(&m, caller("carol"), replay.clone()).await);
    let marks = marked(&ok(&m, caller("bob"), analysis(Some(1))).await);
    let marked_frames = frames(&ok(&m, caller("carol"), replay).await);
    assert_eq!(plain.len(), marked_frames.len());
    let differing: Vec<u32> = (0..plain.len())
        .filter(|&frame| plain[frame] != marked_frames[frame])
        .map(|frame| u32::try_from(frame).unwrap())
        .collect();
    let expected: Vec<u32> = marks.iter().map(|marked| marked.ply).collect();
    assert!(expected.contains(&MISSED), "{marks:?}");
    assert_eq!(differing, expected, "the frames after the marked moves");
}
