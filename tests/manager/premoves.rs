//! Conditional moves (`/premove`): lines entered while the opponent is to
//! move, checked against the rules at entry, answered in the transaction
//! of the opponent's move, cleared by a divergent move or a takeback, seen
//! by their owner alone, and never half applied when the owner clears them
//! at the moment the opponent moves.

use std::sync::Arc;

use crate::manager_support::*;
use punctbot::{
    games::{boop, punct, AnyGame, GameKind, Rules, Seat},
    manager::{
        Action, Failure, Manager, Message, Refusal, Reply, Request, MAX_PREMOVE_LINES,
        MESSAGE_LIMIT,
    },
    store::{GameId, NewMove, PremoveChange, PremoveTree, Store, StoreError},
};

fn premove(line: &str) -> Action {
    Action::Premove {
        line: line.to_owned(),
    }
}

/// Whether `seat` has a tree stored in `game`.
async fn has_tree(m: &Manager, game: GameId, seat: Seat) -> bool {
    m.store().premoves(game, seat).await.unwrap().is_some()
}

/// The lines of alice's tree as `/premove list` shows them to her (none:
/// empty).
async fn alice_lines(m: &Manager) -> Vec<Vec<String>> {
    let reply = ok(m, caller("alice"), Action::PremoveList).await;
    assert!(reply.ephemeral, "the tree is shown to its owner alone");
    reply
        .said
        .iter()
        .find_map(|said| match said {
            Message::PremoveList { lines, .. } => Some(lines.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// `plies` moves from `game`: the first legal one each time that does not
/// end the game.
fn line_from(mut game: punctbot::games::AnyGame, plies: usize) -> Vec<String> {
    let mut line = Vec::new();
    for _ in 0..plies {
        let next = game
            .legal_move_texts()
            .into_iter()
            .find(|text| {
                let mut after = game.clone();
                after.play_text(text).is_ok() && after.outcome().is_none()
            })
            .expect("a move that goes on");
        game.play_text(&next).unwrap();
        line.push(next);
    }
    line
}

/// A line of three pairs (the opponent's move and alice's answer, three
/// times) is played out as bob plays its moves: each answer at once, in
/// bob's own request, the board showing both moves, the tree shrinking to
/// nothing.
#[tokio::test]
async fn a_line_of_three_answers_is_played_out() {
    for kind in [boop::STANDARD, punct::STANDARD] {
        let db = Db::new();
        let m = db.manager().await;
        start(&m, kind, CHANNEL).await;
        let opening = kind.start().legal_move_texts()[0].clone();
        ok(&m, caller("alice"), mv(&opening)).await;
        let mut mirror = kind.start();
        mirror.play_text(&opening).unwrap();
        let line = line_from(mirror, 6);
        let saved = ok(&m, caller("alice"), premove(&line.join(" "))).await;
        assert!(saved.ephemeral && saved.effects.direct.is_empty());
        assert!(saved.mentions.is_empty() && saved.board().is_none());
        assert_eq!(alice_lines(&m).await, std::slice::from_ref(&line));
        let game = game_in(&m, CHANNEL).await;
        for pair in 0..3 {
            let (theirs, answer) = (&line[2 * pair], &line[2 * pair + 1]);
            let board = ok(&m, caller("bob"), mv(theirs)).await;
            // The board after the answer: both moves, bob to move again,
            // alice told too.
            assert!(
                board.says(|said| matches!(said,
                Message::Board { answered: Some((by, played)), last: Some((owner, notation)), .. }
                    if by == "bob" && played == theirs && owner == "alice" && notation == answer)),
                "{kind}: {:?}",
                board.said
            );
            let text = board.text();
            assert!(
                text.contains(&format!("bob: `{theirs}`"))
                    && text.contains(&format!("alice: `{answer}`")),
                "{text}"
            );
            assert!(board.mentions.contains(&user_id("alice")));
            assert!(board.mentions.contains(&user_id("bob")));
            let stored = notations(&m, game).await;
            assert_eq!(stored.len(), 2 + 2 * pair + 1, "{kind}");
            assert_eq!(&stored[1..], &line[..2 * pair + 2]);
            let left: Vec<String> = line[2 * pair + 2..].to_vec();
            let expected: Vec<Vec<String>> = if left.is_empty() {
                Vec::new()
            } else {
                vec![left]
            };
            assert_eq!(alice_lines(&m).await, expected, "{kind}");
        }
        // Played out: nothing is left, and bob is to move.
        let listed = ok(&m, caller("alice"), Action::PremoveList).await;
        assert!(listed.says(|said| *said == Message::NoPremoves));
        let refusal = no(&m, caller("alice"), mv(&line[5])).await;
        assert!(
            matches!(refusal, Refusal::NotYourTurn { .. }),
            "{refusal:?}"
        );
    }
}

/// A move no line starts with clears the whole tree; the owner is then to
/// move with their clock running as after any move, and entering the tree
/// had touched neither clock nor game.
#[tokio::test]
async fn a_divergent_move_clears_the_tree_and_the_owners_clock_runs() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    start(&m, boop::STANDARD, CHANNEL).await;
    ok(&m, caller("alice"), mv("Ka1")).await;
    let game = game_in(&m, CHANNEL).await;
    let before = m.store().game(game).await.unwrap().unwrap();
    ok(&m, caller("alice"), premove("Kf6 Ka6 Kf1 Kc3")).await;
    ok(&m, caller("alice"), premove("Kd5 Kb2")).await;
    // Entering lines changes nothing of the game: not its version (so no
    // button or preview of bob's goes stale), not its clock.
    assert_eq!(m.store().game(game).await.unwrap().unwrap(), before);
    assert_eq!(alice_lines(&m).await.len(), 2);
    clock.advance(3_600_000);
    let board = ok(&m, caller("bob"), mv("Ke4")).await;
    assert!(board.answered().is_none());
    assert_eq!(board.mentions, vec![user_id("alice")]);
    assert_eq!(notations(&m, game).await, ["Ka1", "Ke4"]);
    assert!(alice_lines(&m).await.is_empty());
    assert!(!has_tree(&m, game, Seat::First).await);
    let row = m.store().game(game).await.unwrap().unwrap();
    assert_eq!(row.to_move, Some(Seat::First));
    assert_eq!(row.deadline_at, Some(m.now() + 3 * 24 * 3_600_000));
}

/// Each line is checked move by move when entered: the refusal names the
/// first move that cannot be played and why, and nothing is stored.
#[tokio::test]
async fn an_illegal_line_is_refused_with_its_reason() {
    let db = Db::new();
    let m = db.manager().await;
    start(&m, boop::STANDARD, CHANNEL).await;
    // On one's own turn there is nothing to answer yet.
    let refusal = no(&m, caller("alice"), premove("Kf6 Ka6")).await;
    assert_eq!(refusal, Refusal::PremoveOnYourTurn);
    ok(&m, caller("alice"), mv("Ka1")).await;
    // The third move lands on a square bob's first one took.
    let refusal = no(&m, caller("alice"), premove("Kf6 Ka6 Kf6 Kc3")).await;
    let Refusal::PremoveIllegal {
        number, notation, ..
    } = &refusal
    else {
        panic!("{refusal:?}");
    };
    assert_eq!((*number, notation.as_str()), (3, "Kf6"));
    let text = refusal.text(&punctbot::manager::Locale::en());
    assert!(
        text.starts_with("Move 3 of the line, `Kf6`, cannot be played there: f6 is occupied.")
            && text.contains("Nothing was saved"),
        "{text}"
    );
    // Not a move at all, a move of the wrong player's pieces, an odd count.
    assert!(matches!(
        no(&m, caller("alice"), premove("Kf6 Zz9")).await,
        Refusal::PremoveIllegal { number: 2, .. }
    ));
    assert_eq!(
        no(&m, caller("alice"), premove("Kf6 Ka6 Kf1")).await,
        Refusal::PremoveShape { moves: 3 }
    );
    // Only a player of the game, and one answer per position.
    assert_eq!(
        no(&m, caller("carol"), premove("Kf6 Ka6")).await,
        Refusal::NotAPlayer
    );
    ok(&m, caller("alice"), premove("Kf6 Ka6")).await;
    assert_eq!(
        no(&m, caller("alice"), premove("Kf6 Kc3")).await,
        Refusal::PremoveConflict {
            answered: "Kf6".into(),
            reply: "Ka6".into()
        }
    );
}

/// A boop. move that needs a choice must be written with it: the placement
/// alone is refused with its options, the whole turn is taken.
#[tokio::test]
async fn a_placement_needing_a_choice_is_written_whole() {
    let db = Db::new();
    let m = db.manager().await;
    let (_, placement, options) = game_with_a_choice(&m, 0..40).await;
    // The mover's opponent waits, and answers the mover's placement.
    let game = m.store().active_game_in(CHANNEL).await.unwrap().unwrap();
    let mirror = {
        let mut mirror = boop::STANDARD.start();
        for notation in notations(&m, game.id).await {
            mirror.play_text(&notation).unwrap();
        }
        mirror
    };
    let owner = seat_name(mirror.turn().other());
    let whole = format!("{placement}/{}", options[0]);
    let mut after = mirror.clone();
    after.play_text(&whole).unwrap();
    let answer = line_from(after, 1).remove(0);
    let refusal = no(&m, caller(owner), premove(&format!("{placement} {answer}"))).await;
    let Refusal::PremoveNeedsChoice {
        number,
        options: offered,
        ..
    } = &refusal
    else {
        panic!("{refusal:?}");
    };
    assert_eq!(*number, 1);
    assert!(offered.contains(&whole), "{offered:?}");
    ok(&m, caller(owner), premove(&format!("{whole} {answer}"))).await;
    // The mover places, then chooses: the completed turn is the line's
    // first move, and the answer comes with the choice.
    let mover = seat_name(mirror.turn());
    let prompt = ok(&m, caller(mover), mv(&placement)).await;
    assert!(
        prompt.answered().is_none(),
        "nothing is answered before the choice"
    );
    let chosen = ok(
        &m,
        caller(mover),
        Action::Choose {
            option: "1".to_owned(),
        },
    )
    .await;
    assert_eq!(chosen.answered(), Some(&(mover.to_owned(), whole.clone())));
    let stored = notations(&m, game.id).await;
    assert_eq!(&stored[stored.len() - 2..], [whole, answer]);
}

/// Random moves (from `seed`) from the start of `kind` until `found` finds
/// what it looks for in the position reached: those moves, and what it
/// found. `None` if the game ends first.
fn random_walk_to<T>(
    kind: GameKind,
    seed: u64,
    found: impl Fn(&AnyGame) -> Option<T>,
) -> Option<(Vec<String>, T)> {
    let mut rng = Rng::new(seed);
    let mut mirror = kind.start();
    let mut played = Vec::new();
    for _ in 0..200 {
        if let Some(found) = found(&mirror) {
            return Some((played, found));
        }
        let next = rng.pick(&mirror.legal_move_texts()).clone();
        mirror.play_text(&next).unwrap();
        if mirror.outcome().is_some() {
            return None;
        }
        played.push(next);
    }
    None
}

/// Plays `played` in the channel's game, each by the player to move; the
/// position after them.
async fn replay(m: &Manager, kind: GameKind, played: &[String]) -> AnyGame {
    let mut mirror = kind.start();
    for notation in played {
        ok(m, caller(seat_name(mirror.turn())), mv(notation)).await;
        mirror.play_text(notation).unwrap();
    }
    mirror
}

/// A move of the player to move in `position` after which the other can
/// win at once: that move, and its winning answer.
fn a_win_in_reach(position: &AnyGame) -> Option<(String, String)> {
    position.legal_move_texts().into_iter().find_map(|theirs| {
        let mut after = position.clone();
        after.play_text(&theirs).ok()?;
        if after.outcome().is_some() {
            return None;
        }
        let answer = after.legal_move_texts().into_iter().find(|answer| {
            let mut end = after.clone();
            end.play_text(answer).is_ok() && end.outcome().is_some()
        })?;
        Some((theirs, answer))
    })
}

/// A whole turn of the player to move in the boop. `position` after which
/// the other's placement needs a choice: that turn, the placement and its
/// options (as after the `/`).
fn a_choice_after_their_move(position: &AnyGame) -> Option<(String, String, Vec<String>)> {
    position.legal_move_texts().into_iter().find_map(|theirs| {
        let mut after = position.clone();
        if after.play_text(&theirs).is_err() || after.outcome().is_some() {
            return None;
        }
        let answers = after.legal_move_texts();
        answers.iter().find_map(|answer| {
            let (placement, _) = answer.split_once('/')?;
            let options: Vec<String> = answers
                .iter()
                .filter_map(|other| other.strip_prefix(&format!("{placement}/")))
                .map(str::to_owned)
                .collect();
            (options.len() >= 2).then(|| (theirs.clone(), placement.to_owned(), options))
        })
    })
}

/// The owner's own answer that needs a choice is refused without it
/// (naming it as the line's second move, with its options), and taken and
/// played whole with it.
#[tokio::test]
async fn an_answer_needing_a_choice_is_played_with_its_choice() {
    let (played, (theirs, placement, options)) = (0..100)
        .find_map(|seed| random_walk_to(boop::STANDARD, seed, a_choice_after_their_move))
        .expect("a random game reaches a choice");
    let db = Db::new();
    let m = db.manager().await;
    start(&m, boop::STANDARD, CHANNEL).await;
    let mirror = replay(&m, boop::STANDARD, &played).await;
    let mover = seat_name(mirror.turn());
    let owner = seat_name(mirror.turn().other());
    let game = game_in(&m, CHANNEL).await;
    let refusal = no(&m, caller(owner), premove(&format!("{theirs} {placement}"))).await;
    let whole = format!("{placement}/{}", options[1]);
    let Refusal::PremoveNeedsChoice {
        number,
        notation,
        options: offered,
    } = &refusal
    else {
        panic!("{refusal:?}");
    };
    assert_eq!((*number, notation.as_str()), (2, placement.as_str()));
    assert!(offered.contains(&whole), "{offered:?}");
    let text = refusal.text(&punctbot::manager::Locale::en());
    assert!(
        text.contains(&whole) && text.contains("Nothing was saved"),
        "{text}"
    );
    assert!(!has_tree(&m, game, mirror.turn().other()).await);
    ok(&m, caller(owner), premove(&format!("{theirs} {whole}"))).await;
    let board = ok(&m, caller(mover), mv(&theirs)).await;
    assert_eq!(board.answered(), Some(&(mover.to_owned(), theirs.clone())));
    let stored = notations(&m, game).await;
    assert_eq!(&stored[stored.len() - 2..], [theirs, whole]);
}

/// A line holds moves only: "resign", "draw" or "takeback" in it is
/// refused as a move that cannot be played. An answer played while the
/// opponent's draw offer or the owner's own takeback request is open
/// accepts neither: it is a move, and lapses them as any move does.
#[tokio::test]
async fn a_conditional_move_never_resigns_draws_or_takes_back() {
    let db = Db::new();
    let m = db.manager().await;
    start(&m, boop::STANDARD, CHANNEL).await;
    ok(&m, caller("alice"), mv("Ka1")).await;
    let game = game_in(&m, CHANNEL).await;
    for word in ["resign", "draw", "takeback", "accept"] {
        let refusal = no(&m, caller("alice"), premove(&format!("Kf6 {word}"))).await;
        assert!(
            matches!(&refusal, Refusal::PremoveIllegal { number: 2, notation, .. } if notation == word),
            "{word}: {refusal:?}"
        );
        let refusal = no(&m, caller("alice"), premove(&format!("{word} Ka6"))).await;
        assert!(
            matches!(&refusal, Refusal::PremoveIllegal { number: 1, .. }),
            "{word}: {refusal:?}"
        );
    }
    assert!(!has_tree(&m, game, Seat::First).await);
    ok(&m, caller("alice"), premove("Kf6 Ka6 Kf1 Kc3")).await;
    // alice asks to take her move back; bob offers a draw, then plays the
    // line's first move anyway.
    ok(&m, caller("alice"), Action::RequestTakeback).await;
    ok(&m, caller("bob"), Action::OfferDraw).await;
    let board = ok(&m, caller("bob"), mv("Kf6")).await;
    assert!(board.answered().is_some());
    assert_eq!(notations(&m, game).await, ["Ka1", "Kf6", "Ka6"]);
    let row = m.store().game(game).await.unwrap().unwrap();
    assert_eq!(row.to_move, Some(Seat::Second), "the game goes on: {row:?}");
    // No offer is left to accept: alice's answer declined bob's draw as
    // any move of hers would, and bob's move lapsed her request.
    assert_eq!(
        no(&m, caller("alice"), Action::AcceptDraw).await,
        Refusal::NoDrawOffer
    );
    assert_eq!(
        no(&m, caller("bob"), Action::AcceptTakeback).await,
        Refusal::NoTakebackRequest
    );
    // The rest of the line is still there, to be answered by a move only.
    assert_eq!(alice_lines(&m).await, [["Kf1", "Kc3"]]);
    // bob resigns: no answer is played, and the tree goes with the game.
    ok(&m, caller("bob"), Action::Resign { confirmed: true }).await;
    assert_eq!(notations(&m, game).await, ["Ka1", "Kf6", "Ka6"]);
    assert!(!has_tree(&m, game, Seat::First).await);
}

/// A takeback clears the tree (either player's), so an answer planned for
/// a position that is no longer the game's is never played; and even a
/// tree that somehow outlived its position is checked against the rules
/// before its answer is played.
#[tokio::test]
async fn an_answer_made_illegal_by_a_takeback_is_never_played() {
    let db = Db::new();
    let m = db.manager().await;
    start(&m, boop::STANDARD, CHANNEL).await;
    ok(&m, caller("alice"), mv("Ka1")).await;
    let game = game_in(&m, CHANNEL).await;
    ok(&m, caller("alice"), premove("Kf6 Kc3")).await;
    ok(&m, caller("alice"), Action::RequestTakeback).await;
    ok(&m, caller("bob"), Action::AcceptTakeback).await;
    assert!(!has_tree(&m, game, Seat::First).await);
    // alice now plays on c3 herself: the answer `Kc3` would be illegal.
    ok(&m, caller("alice"), mv("Kc3")).await;
    let board = ok(&m, caller("bob"), mv("Kf6")).await;
    assert!(board.answered().is_none());
    assert_eq!(notations(&m, game).await, ["Kc3", "Kf6"]);

    // A tree written behind the manager's back, whose answer is illegal
    // where it would be played: the move stands, the answer is not played,
    // the tree goes.
    ok(&m, caller("alice"), mv("Ka1")).await;
    let tree = PremoveTree {
        ply: 3,
        lines: vec!["Kf1 Kc3".into()],
    };
    m.store()
        .set_premoves(game, Seat::First, None, &tree, m.now())
        .await
        .unwrap();
    let board = ok(&m, caller("bob"), mv("Kf1")).await;
    assert!(board.answered().is_none());
    assert_eq!(notations(&m, game).await, ["Kc3", "Kf6", "Ka1", "Kf1"]);
    assert!(!has_tree(&m, game, Seat::First).await);
    // bob's own takeback clears alice's tree too.
    ok(&m, caller("alice"), mv("Kd4")).await;
    ok(&m, caller("bob"), mv("Kf3")).await;
    ok(&m, caller("bob"), premove("Ka6 Kf4")).await;
    ok(&m, caller("bob"), Action::RequestTakeback).await;
    ok(&m, caller("alice"), Action::AcceptTakeback).await;
    assert!(!has_tree(&m, game, Seat::Second).await);
}

/// Nobody but the owner sees the tree: not the opponent, whose boards,
/// `/board`, `/history` and direct messages never name a move of it that
/// was not played, nor a spectator; only the owner's direct message says a
/// conditional move was played.
#[tokio::test]
async fn nobody_but_the_owner_sees_the_tree() {
    let db = Db::new();
    let m = db.manager().await;
    start(&m, boop::STANDARD, CHANNEL).await;
    ok(&m, caller("alice"), Action::Notices { on: true }).await;
    ok(&m, caller("bob"), Action::Notices { on: true }).await;
    ok(&m, caller("alice"), mv("Ka1")).await;
    ok(&m, caller("alice"), premove("Kf6 Ka6 Kf1 Kc3")).await;
    ok(&m, caller("alice"), premove("Kd5 Kb2")).await;
    let secret = ["Kc3", "Kd5", "Kb2", "Kf1", "conditional", "premove"];
    let mut seen: Vec<String> = Vec::new();
    // What `reader` (not alice) reads of a reply: its text and the direct
    // messages it sends anyone but alice.
    let mut shown = |reply: &Reply, reader: u64| {
        assert_ne!(reader, user_id("alice"));
        seen.push(reply.text());
        for direct in &reply.effects.direct {
            if direct.user != user_id("alice") {
                seen.push(direct.text());
            }
        }
    };
    // bob plays the line's first move: alice's answer comes at once.
    let board = ok(&m, caller("bob"), mv("Kf6")).await;
    shown(&board, user_id("bob"));
    let to_alice: Vec<String> = board
        .effects
        .direct
        .iter()
        .filter(|direct| direct.user == user_id("alice"))
        .map(|direct| direct.text())
        .collect();
    assert_eq!(
        to_alice,
        [format!(
            "Your conditional move `Ka6` answered bob's `Kf6` in <#{CHANNEL}> (boop.) \
             — https://discord.com/channels/42/{CHANNEL}"
        )]
    );
    for name in ["bob", "carol"] {
        shown(&ok(&m, caller(name), Action::BOARD).await, user_id(name));
        shown(&ok(&m, caller(name), Action::HISTORY).await, user_id(name));
        // Nobody else can read or clear alice's tree.
        let listed = m
            .handle(Request::new(caller(name), Action::PremoveList))
            .await;
        match listed {
            Ok(reply) => {
                assert!(reply.ephemeral);
                assert!(reply.says(|said| *said == Message::NoPremoves));
            }
            Err(Failure::Refused(Refusal::NotAPlayer)) => {}
            other => panic!("{other:?}"),
        }
    }
    // bob leaves the line; alice moves herself: bob's notice names nothing
    // of the tree either.
    let board = ok(&m, caller("bob"), mv("Ke3")).await;
    shown(&board, user_id("bob"));
    let board = ok(&m, caller("alice"), mv("Kb5")).await;
    assert!(board
        .effects
        .direct
        .iter()
        .any(|direct| direct.user == user_id("bob")));
    shown(&board, user_id("bob"));
    shown(
        &ok(&m, caller("bob"), Action::HISTORY).await,
        user_id("bob"),
    );
    for text in &seen {
        for word in secret {
            assert!(!text.contains(word), "`{word}` shown: {text}");
        }
    }
}

/// The writes of bob's move `notation` (ply 2) in the boop. game `game`
/// where alice opened with `Ka1`, and, if `answer` is given, of alice's
/// answer, planned from alice's tree as `read` (as the manager plans them,
/// without clocks).
async fn planned(
    store: &Store,
    game: GameId,
    read: Option<PremoveTree>,
    answer: Option<&str>,
) -> Vec<punctbot::store::TurnUpdate> {
    let row = store.game(game).await.unwrap().unwrap();
    let mut first = move_update(
        &row,
        NewMove {
            game,
            ply: 2,
            seat: Seat::Second,
            user: user_id("bob"),
            notation: "Kf6".into(),
        },
    );
    first.premoves = PremoveChange::Follow {
        seat: Seat::First,
        read,
        left: None,
    };
    let Some(answer) = answer else {
        return vec![first];
    };
    let mut moved = row.clone();
    moved.version += 1;
    let second = move_update(
        &moved,
        NewMove {
            game,
            ply: 3,
            seat: Seat::First,
            user: user_id("alice"),
            notation: answer.into(),
        },
    );
    vec![first, second]
}

/// The race of the issue, in the database alone: bob's move (with alice's
/// answer, planned from her tree) and alice's clearing of the tree, by two
/// stores as two processes have, with nothing in front of the database.
/// Either the answer is played and the clearing finds nothing left, or
/// the tree is gone and the answer is not played: never both, never half.
/// In odd rounds the clearing lands between the reading of the tree and
/// the write planned from it, the case the conditional write exists for.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_move_and_a_clearing_at_once_never_both_apply_in_the_database() {
    let db = Db::new();
    let m = db.manager().await;
    let stores = [db.store().await, db.store().await];
    for round in 0..16_u64 {
        let channel = CHANNEL + 10 + round;
        start(&m, boop::STANDARD, channel).await;
        ok(&m, caller_in("alice", channel), mv("Ka1")).await;
        ok(&m, caller_in("alice", channel), premove("Kf6 Ka6")).await;
        let game = game_in(&m, channel).await;
        let read = stores[0].premoves(game, Seat::First).await.unwrap();
        assert!(read.is_some());
        let updates = planned(&stores[0], game, read, Some("Ka6")).await;
        let mover = stores[0].clone();
        let moving = async move {
            match mover.commit_turns(&updates, 7).await {
                // The tree changed under the plan: plan again from what
                // is there now (nothing), as the manager does.
                Err(StoreError::Contended) => {
                    let read = mover.premoves(game, Seat::First).await.unwrap();
                    assert!(read.is_none());
                    let updates = planned(&mover, game, None, None).await;
                    mover.commit_turns(&updates, 8).await.map(|_| false)
                }
                other => other.map(|_| true),
            }
        };
        let clearer = stores[1].clone();
        let clearing = async move { clearer.clear_premoves(game, Seat::First).await };
        let (answered, cleared) = if round % 2 == 1 {
            let cleared = clearing.await.unwrap();
            (moving.await.unwrap(), cleared)
        } else {
            let (moving, clearing) = (tokio::spawn(moving), tokio::spawn(clearing));
            (
                moving.await.unwrap().unwrap(),
                clearing.await.unwrap().unwrap(),
            )
        };
        let stored = stores[1].moves(game).await.unwrap().len();
        match cleared {
            // The clearing came first: the answer must not be played.
            Some(tree) => {
                assert_eq!(tree.ply, 1, "round {round}");
                assert!(!answered, "round {round}: cleared and answered");
                assert_eq!(stored, 2, "round {round}");
            }
            // The move came first: its answer is played, nothing is left.
            None => {
                assert!(answered, "round {round}");
                assert_eq!(stored, 3, "round {round}");
            }
        }
        assert!(stores[1]
            .premoves(game, Seat::First)
            .await
            .unwrap()
            .is_none());
        ok(&m, caller_in("mod", channel), Action::Abort).await;
    }
}

/// The same race through two managers (two processes): bob's `/move` on
/// one, alice's `/premove clear` on the other, at once. What alice is told
/// and what is stored agree: the tree she cleared was never answered from.
/// On SQLite only the conditional write keeps them apart; on PostgreSQL the
/// channel's advisory lock also runs the two requests one after the other
/// (the test still holds with that lock removed, and fails with both it
/// and the conditional write removed).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_processes_never_answer_from_a_cleared_tree() {
    let db = Db::new();
    let managers = [Arc::new(db.manager().await), Arc::new(db.manager().await)];
    for round in 0..20_u64 {
        let channel = CHANNEL + 100 + round;
        start(&managers[0], boop::STANDARD, channel).await;
        ok(&managers[0], caller_in("alice", channel), mv("Ka1")).await;
        ok(
            &managers[1],
            caller_in("alice", channel),
            premove("Kf6 Ka6"),
        )
        .await;
        let game = game_in(&managers[0], channel).await;
        let moving = {
            let m = Arc::clone(&managers[0]);
            tokio::spawn(async move {
                m.handle(Request::new(caller_in("bob", channel), mv("Kf6")))
                    .await
            })
        };
        let clearing = {
            let m = Arc::clone(&managers[1]);
            tokio::spawn(async move {
                m.handle(Request::new(
                    caller_in("alice", channel),
                    Action::PremoveClear,
                ))
                .await
            })
        };
        let moved = moving.await.unwrap().expect("the move");
        let cleared = clearing.await.unwrap().expect("the clearing");
        let lines = cleared
            .said
            .iter()
            .find_map(|said| match said {
                Message::PremovesCleared { lines } => Some(*lines),
                _ => None,
            })
            .expect("says what it cleared");
        let stored = notations(&managers[0], game).await;
        if lines == 1 {
            assert_eq!(stored, ["Ka1", "Kf6"], "round {round}");
            assert!(moved.answered().is_none());
        } else {
            assert_eq!(stored, ["Ka1", "Kf6", "Ka6"], "round {round}");
            assert!(moved.answered().is_some());
        }
        assert!(!has_tree(&managers[0], game, Seat::First).await);
        ok(&managers[0], caller_in("mod", channel), Action::Abort).await;
    }
}

/// A conditional move that ends the game ends it: the final message shows
/// both moves, and the trees go with the game.
#[tokio::test]
async fn an_answer_that_wins_ends_the_game() {
    let kind = boop::STANDARD;
    let (played, (theirs, answer)) = (0..200)
        .find_map(|seed| random_walk_to(kind, seed, a_win_in_reach))
        .expect("a random game reaches a win in one");
    let db = Db::new();
    let m = db.manager().await;
    start(&m, kind, CHANNEL).await;
    let mirror = replay(&m, kind, &played).await;
    let mover = seat_name(mirror.turn());
    let owner = seat_name(mirror.turn().other());
    let game = game_in(&m, CHANNEL).await;
    ok(&m, caller(owner), premove(&format!("{theirs} {answer}"))).await;
    let over = ok(&m, caller(mover), mv(&theirs)).await;
    assert!(
        over.says(|said| matches!(said,
            Message::GameOver { answered: Some((by, moved)), last: Some((_, last)), .. }
                if by == mover && *moved == theirs && *last == answer)),
        "{:?}",
        over.said
    );
    assert_final_picture(&m, &over).await;
    assert!(m.store().active_game_in(CHANNEL).await.unwrap().is_none());
    for seat in Seat::ALL {
        assert!(!has_tree(&m, game, seat).await);
    }
}

/// A full tree of the longest PÜNCT lines (as many moves as a command's
/// text holds) is listed within one Discord message, with the line saying
/// it was saved before it: the lines that do not fit are counted.
#[tokio::test]
async fn a_full_tree_is_listed_in_one_message() {
    let db = Db::new();
    let m = db.manager().await;
    let kind = punct::STANDARD;
    start(&m, kind, CHANNEL).await;
    let mut mirror = kind.start();
    let opening = mirror.legal_move_texts()[0].clone();
    ok(&m, caller("alice"), mv(&opening)).await;
    mirror.play_text(&opening).unwrap();
    let mut saved = None;
    for theirs in mirror.legal_move_texts().iter().take(MAX_PREMOVE_LINES) {
        let mut after = mirror.clone();
        after.play_text(theirs).unwrap();
        let mut line = vec![theirs.clone()];
        line.extend(line_from(after, 19));
        // The longest run of pairs that fits in a command's text.
        while line.len() % 2 == 1 || line.join(" ").chars().count() > 100 {
            line.pop();
        }
        saved = Some(ok(&m, caller("alice"), premove(&line.join(" "))).await);
    }
    let saved = saved.unwrap().text();
    let listed = ok(&m, caller("alice"), Action::PremoveList).await.text();
    for text in [&saved, &listed] {
        assert!(text.chars().count() <= MESSAGE_LIMIT, "{}", text.len());
        assert!(
            text.contains("Your conditional moves against bob"),
            "{text}"
        );
        assert!(text.trim_end().ends_with("more"), "{text}");
    }
    assert!(saved.starts_with("Saved."), "{saved}");
    assert_eq!(alice_lines(&m).await.len(), MAX_PREMOVE_LINES);
}
