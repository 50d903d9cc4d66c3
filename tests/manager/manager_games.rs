//! Whole games through the manager, with the real engines, and every
//! refusal of the rules of the house: each refusal is checked to leave the
//! database and the game exactly as they were.

use crate::manager_support::*;
use punctbot::{
    games::{AnyGame, GameKind, Outcome, Rules, Seat},
    manager::{Action, ButtonAction, ButtonId, Manager, Message, Refusal, Request, Stamp},
    store::{EndReason, GameId, GameStatus},
};

/// Plays a random legal game of `kind` through the manager, trying a wrong
/// request now and then, up to `max_plies` (then the player to move
/// resigns). Returns the game id and the position the test followed.
async fn random_game(
    manager: &Manager,
    kind: GameKind,
    seed: u64,
    max_plies: usize,
) -> (GameId, AnyGame) {
    let mut rng = Rng::new(seed);
    let started = start(manager, kind, CHANNEL).await;
    let game_id = started.board().expect("a board");
    let mut stamps = vec![stamp_of(&started)];
    let mut mirror = kind.start();
    while mirror.outcome().is_none() {
        let ply = mirror.ply();
        let mover = seat_name(mirror.turn());
        let waiting = seat_name(mirror.turn().other());
        if ply >= max_plies {
            ok(manager, caller(mover), Action::Resign { confirmed: true }).await;
            return (game_id, mirror);
        }
        let legal = mirror.legal_move_texts();
        let choice = rng.pick(&legal).clone();
        match rng.below(8) {
            0 => {
                let refusal = no(manager, caller(waiting), mv(&choice)).await;
                assert!(
                    matches!(refusal, Refusal::NotYourTurn { ref to_move } if to_move == mover)
                );
            }
            1 => {
                let refusal = no(manager, caller("carol"), mv(&choice)).await;
                assert_eq!(refusal, Refusal::NotAPlayer);
            }
            2 => {
                let refusal = no(manager, caller(mover), mv("zz9")).await;
                assert!(
                    matches!(refusal, Refusal::IllegalMove { .. }),
                    "{refusal:?}"
                );
            }
            3 if stamps.len() > 1 => {
                // A button from an older board.
                let old = stamps[rng.below(stamps.len() - 1)];
                let id = ButtonId {
                    stamp: old,
                    action: ButtonAction::OfferDraw,
                };
                let refusal = refused(manager, id.request(caller(mover))).await;
                assert_eq!(refusal, Refusal::StaleBoard);
            }
            _ => {}
        }
        let reply = match choice.split_once('/') {
            // Sometimes boop's two steps: the placement, then the option.
            Some((placement, option)) if rng.below(2) == 0 => {
                let options = legal
                    .iter()
                    .filter(|turn| turn.starts_with(&format!("{placement}/")))
                    .count();
                let reply = ok(manager, caller(mover), mv(&placement.to_lowercase())).await;
                if options == 1 {
                    reply
                } else {
                    // One button per option, and Cancel.
                    assert_eq!(reply.buttons.len(), options + 1, "one button per option");
                    let button = reply
                        .buttons
                        .iter()
                        .find(|b| b.id.action == ButtonAction::Choose(option.to_owned()))
                        .expect("a button for the chosen option");
                    let request = button.id.request(caller(mover));
                    manager.handle(request).await.expect("the choice is played")
                }
            }
            // Lenient input: lower case is accepted too.
            _ if rng.below(3) == 0 => ok(manager, caller(mover), mv(&choice.to_lowercase())).await,
            _ => ok(manager, caller(mover), mv(&choice)).await,
        };
        let notation = mirror.play_text(&choice).expect("a legal move");
        assert_eq!(notation, choice, "legal moves are canonical");
        assert!(reply.text().contains(&notation), "{}", reply.text());
        // Whose turn it is and how many plies were played are stored with
        // every move, as the engine says.
        let row = manager.store().game(game_id).await.unwrap().unwrap();
        let expected = mirror.outcome().is_none().then(|| mirror.turn());
        assert_eq!(
            (row.plies as usize, row.to_move),
            (mirror.history().len(), expected)
        );
        if mirror.outcome().is_none() {
            let to_move = seat_name(mirror.turn());
            assert_eq!(
                reply.mentions,
                [user_id(to_move)],
                "only the player to move is mentioned"
            );
            stamps.push(stamp_of(&reply));
        } else {
            assert!(reply.buttons.is_empty());
            // The message says the rule that ended it, as the engine saw it.
            let why = mirror.rules_end();
            assert!(why.is_some(), "the rules ended it");
            assert_final_picture(manager, &reply).await;
            assert!(
                reply.says(|said| matches!(said, Message::GameOver { why: said_why, .. } if *said_why == why)),
                "{:?}",
                reply.said
            );
            let mut mentioned = reply.mentions.clone();
            mentioned.sort_unstable();
            assert_eq!(
                mentioned,
                [user_id("alice"), user_id("bob")],
                "both players hear of the end"
            );
        }
    }
    (game_id, mirror)
}

async fn check_stored(manager: &Manager, game: GameId, mirror: &AnyGame, resigned: bool) {
    let store = manager.store();
    let moves: Vec<String> = store
        .moves(game)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.notation)
        .collect();
    assert_eq!(moves, history(mirror), "the stored moves are the game");
    let row = store.game(game).await.unwrap().unwrap();
    assert_eq!(row.status, GameStatus::Finished);
    if resigned {
        assert_eq!(row.end_reason, Some(EndReason::Resignation));
    } else {
        assert_eq!(row.end_reason, Some(EndReason::Rules));
        assert_eq!(row.outcome, mirror.outcome());
    }
    assert!(store.active_game_in(CHANNEL).await.unwrap().is_none());
}

#[tokio::test]
async fn random_punct_games_are_played_to_the_end() {
    let db = Db::new();
    let manager = db.manager().await;
    for (seed, kind) in [
        (1, punctbot::games::punct::STANDARD),
        (2, punctbot::games::punct::BASIC),
    ] {
        let (game, mirror) = random_game(&manager, kind, seed, 1000).await;
        assert!(
            mirror.outcome().is_some(),
            "random PÜNCT games end by the rules"
        );
        check_stored(&manager, game, &mirror, false).await;
    }
}

#[tokio::test]
async fn random_boop_games_are_played_to_the_end() {
    let db = Db::new();
    let manager = db.manager().await;
    let mut finished_by_rules = 0;
    for seed in 10..13 {
        let (game, mirror) =
            random_game(&manager, punctbot::games::boop::STANDARD, seed, 250).await;
        let resigned = mirror.outcome().is_none();
        finished_by_rules += usize::from(!resigned);
        check_stored(&manager, game, &mirror, resigned).await;
    }
    assert!(
        finished_by_rules > 0,
        "some random boop game ends by the rules"
    );
}

#[tokio::test]
async fn challenges_and_their_refusals() {
    let db = Db::new();
    let m = db.manager().await;
    // Nothing here yet.
    assert_eq!(
        no(&m, caller("alice"), mv("+F5:G5,H5")).await,
        Refusal::NoGame
    );
    assert_eq!(
        no(&m, caller("alice"), Action::BOARD).await,
        Refusal::NoGame
    );
    assert_eq!(
        no(&m, caller("bob"), Action::Accept).await,
        Refusal::NoChallenge
    );
    assert_eq!(
        no(&m, caller("bob"), Action::Cancel).await,
        Refusal::NoChallenge
    );
    assert_eq!(
        no(
            &m,
            caller("alice"),
            challenge(punctbot::games::boop::STANDARD, Some("alice"))
        )
        .await,
        Refusal::ChallengeYourself
    );

    // A named challenge: only bob answers, only alice cancels.
    let issued = ok(
        &m,
        caller("alice"),
        challenge(punctbot::games::punct::STANDARD, Some("bob")),
    )
    .await;
    assert_eq!(issued.mentions, [user_id("bob")]);
    assert_eq!(issued.buttons.len(), 3);
    assert_eq!(
        no(&m, caller("alice"), Action::Accept).await,
        Refusal::OwnChallenge
    );
    assert_eq!(
        no(&m, caller("alice"), Action::Decline).await,
        Refusal::OwnChallenge
    );
    assert_eq!(
        no(&m, caller("carol"), Action::Accept).await,
        Refusal::NotChallenged {
            opponent: "bob".into()
        }
    );
    assert_eq!(
        no(&m, caller("bob"), Action::Cancel).await,
        Refusal::NotChallenger {
            challenger: "alice".into()
        }
    );
    let second = no(
        &m,
        caller("carol"),
        challenge(punctbot::games::boop::STANDARD, None),
    )
    .await;
    assert_eq!(second, Refusal::ChannelHasChallenge);
    assert!(second.to_string().contains("thread"), "{second}");
    ok(&m, caller("bob"), Action::Decline).await;
    let accept = refused(&m, issued.buttons[0].id.request(caller("bob"))).await;
    assert_eq!(accept, Refusal::ChallengeGone, "a stale challenge button");

    // An open challenge: anyone but alice; cancelled by alice.
    ok(
        &m,
        caller("alice"),
        challenge(punctbot::games::boop::STANDARD, None),
    )
    .await;
    assert_eq!(
        no(&m, caller("alice"), Action::Accept).await,
        Refusal::OwnChallenge
    );
    ok(&m, caller("alice"), Action::Cancel).await;
    assert_eq!(
        no(&m, caller("carol"), Action::Accept).await,
        Refusal::NoChallenge
    );

    // Accepted by carol through the button; the opponent moves first.
    let issued = ok(
        &m,
        caller("alice"),
        Action::Challenge {
            opponent: None,
            kind: punctbot::games::boop::STANDARD,
            rated: false,
            first: punctbot::store::FirstMover::Opponent,
            days: None,
            parent: None,
            level: None,
        },
    )
    .await;
    let accept = issued
        .buttons
        .iter()
        .find(|b| b.id.action == ButtonAction::Accept)
        .unwrap();
    let board = m.handle(accept.id.request(caller("carol"))).await.unwrap();
    assert_eq!(board.mentions, [user_id("carol")], "carol starts");
    assert!(board.image.is_some());
    let game = board.board().unwrap();
    let row = m.store().game(game).await.unwrap().unwrap();
    assert_eq!(row.players.first.0, user_id("carol"));
    assert_eq!(row.players.second.0, user_id("alice"));
    assert!(!row.rated);

    // One game per channel; a thread is another channel.
    let busy = no(
        &m,
        caller("bob"),
        challenge(punctbot::games::punct::BASIC, Some("alice")),
    )
    .await;
    assert_eq!(busy, Refusal::ChannelHasGame);
    assert!(busy.to_string().contains("thread"));
    ok(
        &m,
        caller_in("bob", THREAD),
        challenge(punctbot::games::punct::BASIC, Some("alice")),
    )
    .await;
    ok(&m, caller_in("alice", THREAD), Action::Accept).await;
    assert_eq!(
        no(&m, caller_in("carol", THREAD), Action::Abort).await,
        Refusal::NotAPlayer
    );
}

#[tokio::test]
async fn turns_and_stale_buttons() {
    let db = Db::new();
    let m = db.manager().await;
    let board = start(&m, punctbot::games::punct::STANDARD, CHANNEL).await;
    let first = m.store().active_game_in(CHANNEL).await.unwrap().unwrap();
    assert_eq!(first.seat_of(user_id("alice")), Some(Seat::First));
    assert_eq!(
        no(&m, caller("bob"), mv("+F5:G5,H5")).await,
        Refusal::NotYourTurn {
            to_move: "alice".into()
        }
    );
    assert_eq!(
        no(&m, caller("carol"), mv("+F5:G5,H5")).await,
        Refusal::NotAPlayer
    );
    assert_eq!(no(&m, caller("alice"), mv("   ")).await, Refusal::EmptyMove);
    for bad in [
        "+F5:G5",
        "hello",
        "+Z9:A1,A2",
        "+F5:G5,H5,I5",
        "H2>H5:I5,J5",
    ] {
        let refusal = no(&m, caller("alice"), mv(bad)).await;
        let Refusal::IllegalMove {
            reason, notation, ..
        } = &refusal
        else {
            panic!("{bad}: {refusal:?}");
        };
        assert_eq!(notation, bad);
        // The engine's own reason reaches the player.
        assert!(refusal.to_string().contains(&reason.to_string()));
    }
    let after = ok(&m, caller("alice"), mv("+f5:h5,g5")).await;
    assert!(
        after.says(|said| matches!(said,
            Message::Board { last: Some((_, notation)), .. } if notation == "+F5:G5,H5")),
        "{:?}",
        after.said
    );
    assert_eq!(after.mentions, [user_id("bob")]);
    // Buttons of the first board are out of date now.
    for action in [
        ButtonAction::Resign,
        ButtonAction::OfferDraw,
        ButtonAction::Takeback,
    ] {
        let id = ButtonId {
            stamp: stamp_of(&board),
            action,
        };
        let refusal = refused(&m, id.request(caller("alice"))).await;
        assert_eq!(refusal, Refusal::StaleBoard);
    }
    // The current board's buttons work.
    let take = after
        .buttons
        .iter()
        .find(|b| b.id.action == ButtonAction::Takeback)
        .unwrap();
    m.handle(take.id.request(caller("alice"))).await.unwrap();
    // Board and history for anyone, without a ping.
    let shown = ok(&m, caller("carol"), Action::BOARD).await;
    assert!(shown.mentions.is_empty());
    assert!(shown.image.is_some());
    let history = ok(&m, caller("carol"), Action::HISTORY).await;
    assert!(
        history.says(|said| matches!(said,
            Message::History { moves, .. } if moves.len() == 1 && moves[0].to_string() == "+F5:G5,H5")),
        "{:?}",
        history.said
    );
    // A button of a game that is over.
    ok(&m, caller("bob"), Action::Resign { confirmed: true }).await;
    let refusal = refused(&m, take.id.request(caller("alice"))).await;
    assert_eq!(refusal, Refusal::GameOver);
    assert_eq!(
        no(&m, caller("alice"), mv("+F6:G6,H6")).await,
        Refusal::NoGame
    );
}

#[tokio::test]
async fn autocomplete_offers_the_movers_legal_moves() {
    let db = Db::new();
    let m = db.manager().await;
    start(&m, punctbot::games::punct::STANDARD, CHANNEL).await;
    let game = punctbot::games::punct::STANDARD.start();
    let legal = game.legal_move_texts();
    for prefix in ["", "F5", "f5 g5", "+F5:", "H2>", "zzz"] {
        let reply = ok(
            &m,
            caller("alice"),
            Action::LegalMoves {
                prefix: prefix.into(),
            },
        )
        .await;
        assert!(reply.choices.len() <= 25);
        assert!(reply
            .choices
            .iter()
            .all(|c| legal.contains(&c.mv.to_string()) && !c.label(&reply.locale).is_empty()));
        if prefix == "+F5:" || prefix == "F5" {
            assert!(!reply.choices.is_empty());
            assert!(
                reply
                    .choices
                    .iter()
                    .all(|c| c.mv.to_string().contains("F5")),
                "{prefix}"
            );
        }
    }
    let f5 = ok(
        &m,
        caller("alice"),
        Action::LegalMoves {
            prefix: "f5 g5 h5".into(),
        },
    )
    .await;
    assert_eq!(
        f5.choices[0].mv.to_string(),
        "+F5:G5,H5",
        "the PÜNCT on the first typed cell first"
    );
    let refusal = no(
        &m,
        caller("bob"),
        Action::LegalMoves {
            prefix: String::new(),
        },
    )
    .await;
    assert!(matches!(refusal, Refusal::NotYourTurn { .. }));
}

#[tokio::test]
async fn draw_offers_lapse_and_agree() {
    let db = Db::new();
    let m = db.manager().await;
    let game = start(&m, punctbot::games::boop::STANDARD, CHANNEL)
        .await
        .board()
        .unwrap();
    assert_eq!(
        no(&m, caller("bob"), Action::AcceptDraw).await,
        Refusal::NoDrawOffer
    );
    assert_eq!(
        no(&m, caller("carol"), Action::OfferDraw).await,
        Refusal::NotAPlayer
    );
    let offer = ok(&m, caller("alice"), Action::OfferDraw).await;
    assert_eq!(offer.mentions, [user_id("bob")]);
    assert_eq!(
        no(&m, caller("alice"), Action::OfferDraw).await,
        Refusal::DrawAlreadyOffered
    );
    assert_eq!(
        no(&m, caller("alice"), Action::AcceptDraw).await,
        Refusal::OwnOffer
    );
    ok(&m, caller("bob"), Action::DeclineDraw).await;
    assert_eq!(
        no(&m, caller("bob"), Action::AcceptDraw).await,
        Refusal::NoDrawOffer
    );

    // Alice offers and moves: the offer stands. Bob moves: it lapses.
    ok(&m, caller("alice"), Action::OfferDraw).await;
    ok(&m, caller("alice"), mv("Ka1")).await;
    let offers = m.store().open_offers(game).await.unwrap();
    assert_eq!(offers.len(), 1, "the maker's own move keeps the offer");
    ok(&m, caller("bob"), mv("Kf6")).await;
    assert_eq!(
        no(&m, caller("bob"), Action::AcceptDraw).await,
        Refusal::NoDrawOffer
    );

    // Bob offers; alice offering too is agreeing.
    ok(&m, caller("bob"), Action::OfferDraw).await;
    let end = ok(&m, caller("alice"), Action::OfferDraw).await;
    assert!(
        end.says(|said| matches!(
            said,
            Message::GameOver {
                outcome: Some(Outcome::Draw),
                reason: EndReason::Agreement,
                ..
            }
        )),
        "{:?}",
        end.said
    );
    assert_final_picture(&m, &end).await;
    let row = m.store().game(end.board().unwrap()).await.unwrap().unwrap();
    assert_eq!(row.outcome, Some(Outcome::Draw));
    assert_eq!(row.end_reason, Some(EndReason::Agreement));

    // Accepting through the button.
    start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    let offer = ok(&m, caller("bob"), Action::OfferDraw).await;
    let accept = offer
        .buttons
        .iter()
        .find(|b| b.id.action == ButtonAction::AcceptDraw)
        .unwrap();
    assert_eq!(
        refused(&m, accept.id.request(caller("bob"))).await,
        Refusal::OwnOffer
    );
    m.handle(accept.id.request(caller("alice"))).await.unwrap();
    assert!(m.store().active_game_in(CHANNEL).await.unwrap().is_none());
}

#[tokio::test]
async fn takebacks_need_the_opponents_consent() {
    let db = Db::new();
    let m = db.manager().await;
    let board = start(&m, punctbot::games::punct::BASIC, CHANNEL).await;
    let game = board.board().unwrap();
    assert_eq!(
        no(&m, caller("alice"), Action::RequestTakeback).await,
        Refusal::NothingToTakeBack
    );
    ok(&m, caller("alice"), mv("+F5:G5,H5")).await;
    assert_eq!(
        no(&m, caller("bob"), Action::RequestTakeback).await,
        Refusal::NothingToTakeBack
    );
    assert_eq!(
        no(&m, caller("bob"), Action::AcceptTakeback).await,
        Refusal::NoTakebackRequest
    );
    let asked = ok(&m, caller("alice"), Action::RequestTakeback).await;
    assert_eq!(asked.mentions, [user_id("bob")]);
    assert_eq!(
        no(&m, caller("alice"), Action::RequestTakeback).await,
        Refusal::TakebackAlreadyRequested
    );
    assert_eq!(
        no(&m, caller("alice"), Action::AcceptTakeback).await,
        Refusal::OwnOffer
    );
    ok(&m, caller("bob"), Action::DeclineTakeback).await;
    assert_eq!(m.store().moves(game).await.unwrap().len(), 1);

    ok(&m, caller("alice"), Action::RequestTakeback).await;
    let back = ok(&m, caller("bob"), Action::AcceptTakeback).await;
    assert!(
        back.says(|said| matches!(said, Message::TakenBack { by, .. } if by == "alice")),
        "{:?}",
        back.said
    );
    assert_eq!(back.mentions, [user_id("alice")], "alice moves again");
    assert!(m.store().moves(game).await.unwrap().is_empty());
    assert_eq!(
        no(&m, caller("bob"), mv("+F5:G5,H5")).await,
        Refusal::NotYourTurn {
            to_move: "alice".into()
        }
    );
    ok(&m, caller("alice"), mv("+F5:G5,H5")).await;

    // A request lapses when the opponent moves.
    let legal = {
        let mut game = punctbot::games::punct::BASIC.start();
        game.play_text("+F5:G5,H5").unwrap();
        game.legal_move_texts()
    };
    ok(&m, caller("alice"), Action::RequestTakeback).await;
    ok(&m, caller("bob"), mv(&legal[0])).await;
    assert_eq!(
        no(&m, caller("bob"), Action::AcceptTakeback).await,
        Refusal::NoTakebackRequest
    );
    assert_eq!(m.store().moves(game).await.unwrap().len(), 2);
}

#[tokio::test]
async fn abort_and_resign() {
    let db = Db::new();
    let m = db.manager().await;
    // Either player before both have moved.
    start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    ok(&m, caller("alice"), mv("Kc3")).await;
    assert_eq!(
        no(&m, caller("carol"), Action::Abort).await,
        Refusal::NotAPlayer
    );
    let aborted = ok(&m, caller("bob"), Action::Abort).await;
    let row = m
        .store()
        .game(aborted.board().unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.status, GameStatus::Aborted);
    assert_eq!(row.outcome, None);

    // Too late for players; a moderator may.
    start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    ok(&m, caller("alice"), mv("Kc3")).await;
    ok(&m, caller("bob"), mv("Kd5")).await;
    assert_eq!(
        no(&m, caller("alice"), Action::Abort).await,
        Refusal::TooLateToAbort
    );
    ok(&m, caller("mod"), Action::Abort).await;
    assert_eq!(no(&m, caller("mod"), Action::Abort).await, Refusal::NoGame);

    // Resign asks first when it comes from the button.
    let board = start(&m, punctbot::games::punct::STANDARD, CHANNEL).await;
    let resign = board
        .buttons
        .iter()
        .find(|b| b.id.action == ButtonAction::Resign)
        .unwrap();
    assert_eq!(
        refused(&m, resign.id.request(caller("carol"))).await,
        Refusal::NotAPlayer
    );
    let really = m.handle(resign.id.request(caller("bob"))).await.unwrap();
    assert!(really.ephemeral);
    assert_eq!(really.buttons[0].id.action, ButtonAction::ConfirmResign);
    assert!(
        m.store().active_game_in(CHANNEL).await.unwrap().is_some(),
        "nothing yet"
    );
    let over = m
        .handle(really.buttons[0].id.request(caller("bob")))
        .await
        .unwrap();
    assert!(
        over.says(|said| matches!(
            said,
            Message::GameOver {
                reason: EndReason::Resignation,
                by: Some(by),
                ..
            } if by == "bob"
        )),
        "{:?}",
        over.said
    );
    assert_final_picture(&m, &over).await;
    let row = m
        .store()
        .game(over.board().unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.outcome, Some(Outcome::Win(Seat::First)));
    assert_eq!(row.end_reason, Some(EndReason::Resignation));
}

#[tokio::test]
async fn boop_turns_in_two_steps() {
    let db = Db::new();
    let m = db.manager().await;
    let (mut mirror, placement, options) = game_with_a_choice(&m, 100..120).await;
    let mover = seat_name(mirror.turn());
    let other = seat_name(mirror.turn().other());
    assert_eq!(
        no(
            &m,
            caller(mover),
            Action::Choose {
                option: options[0].clone()
            }
        )
        .await,
        Refusal::NoChoiceAwaited
    );

    let prompt = ok(&m, caller(mover), mv(&placement)).await;
    // The options, then Cancel.
    assert_eq!(prompt.buttons.len(), options.len() + 1);
    for (button, option) in prompt.buttons.iter().zip(&options) {
        assert_eq!(button.id.action, ButtonAction::Choose(option.clone()));
        assert!(button.id.to_string().len() < 100);
    }
    let game = prompt.board().unwrap();
    let pending = m
        .store()
        .pending_placement(game)
        .await
        .unwrap()
        .expect("stored");
    assert_eq!(pending.placement, placement);

    // While the choice waits: nothing else, and nobody else.
    let refusal = no(&m, caller(mover), mv("Ka1")).await;
    assert!(
        matches!(refusal, Refusal::ChoiceAwaited { .. }),
        "{refusal:?}"
    );
    let refusal = no(
        &m,
        caller(mover),
        Action::Choose {
            option: "Gz1-z3".into(),
        },
    )
    .await;
    assert!(
        matches!(refusal, Refusal::UnknownChoice { .. }),
        "{refusal:?}"
    );
    let refusal = refused(&m, prompt.buttons[0].id.request(caller(other))).await;
    assert!(matches!(refusal, Refusal::NotYourTurn { .. }));
    let refusal = no(&m, caller(mover), Action::AcceptDraw).await;
    assert_eq!(refusal, Refusal::NoDrawOffer);
    // The board shown again still offers the choice; autocomplete too.
    let again = ok(&m, caller("carol"), Action::BOARD).await;
    assert_eq!(again.buttons, prompt.buttons);
    let listed = ok(
        &m,
        caller(mover),
        Action::LegalMoves {
            prefix: String::new(),
        },
    )
    .await;
    assert_eq!(listed.choices.len(), options.len());

    // The whole token typed directly completes it too (row ends reversed are fine).
    let option = options.last().unwrap().clone();
    let typed = format!("{placement}/{option}");
    let done = ok(&m, caller(mover), mv(&typed)).await;
    mirror.play_text(&typed).unwrap();
    assert!(done.text().contains(&typed), "{}", done.text());
    assert!(m.store().pending_placement(game).await.unwrap().is_none());
    let stored = notations(&m, game).await;
    assert_eq!(stored, history(&mirror));
}

#[tokio::test]
async fn stamps_name_the_game_and_the_ply() {
    let db = Db::new();
    let m = db.manager().await;
    let board = start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    let Stamp::Game { ply, .. } = stamp_of(&board) else {
        panic!("a game stamp");
    };
    assert_eq!(ply, 0);
    let moved = ok(&m, caller("alice"), mv("Kc3")).await;
    assert_eq!(
        stamp_of(&moved),
        Stamp::Game {
            game: board.board().unwrap(),
            ply: 1
        }
    );
    // A button naming a game there is not (a forged id) is not this
    // channel's; an older game of this channel's is over
    // (`manager_limits`).
    let id = ButtonId {
        stamp: Stamp::Game {
            game: GameId(999),
            ply: 1,
        },
        action: ButtonAction::OfferDraw,
    };
    assert_eq!(
        refused(&m, id.request(caller("bob"))).await,
        Refusal::NotThisChannelsGame
    );
    let request = Request::new(caller("bob"), Action::BOARD);
    assert!(m.handle(request).await.is_ok());
}

#[tokio::test]
async fn times_come_from_the_injected_clock() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    let game = start(&m, punctbot::games::boop::STANDARD, CHANNEL)
        .await
        .board()
        .unwrap();
    let day = 24 * 60 * 60 * 1000;
    clock.advance(3 * day);
    ok(&m, caller("alice"), mv("Kc3")).await;
    let row = m.store().game(game).await.unwrap().unwrap();
    assert_eq!(row.created_at, 1_700_000_000_000);
    assert_eq!(row.updated_at, 1_700_000_000_000 + 3 * day);
    let moves = m.store().moves(game).await.unwrap();
    assert_eq!(moves[0].played_at, row.updated_at);
    assert_eq!(moves[0].user, user_id("alice"));
}

#[tokio::test]
async fn a_takeback_clears_a_waiting_placement() {
    let db = Db::new();
    let m = db.manager().await;
    let (_, placement, _) = game_with_a_choice(&m, 300..320).await;
    let game = m.store().active_game_in(CHANNEL).await.unwrap().unwrap();
    let row_moves = m.store().moves(game.id).await.unwrap();
    let last = row_moves.last().expect("moves were played");
    let maker = seat_name(last.seat);
    let mover = seat_name(last.seat.other());
    ok(&m, caller(maker), Action::RequestTakeback).await;
    ok(&m, caller(mover), mv(&placement)).await;
    assert!(m
        .store()
        .pending_placement(game.id)
        .await
        .unwrap()
        .is_some());
    // The mover answers the request while their own placement waits.
    let back = ok(&m, caller(mover), Action::AcceptTakeback).await;
    assert_eq!(back.mentions, [user_id(maker)]);
    assert!(m
        .store()
        .pending_placement(game.id)
        .await
        .unwrap()
        .is_none());
    assert_eq!(notations(&m, game.id).await.len(), row_moves.len() - 1);
}

#[tokio::test]
async fn every_locale_gets_words() {
    let db = Db::new();
    let m = db.manager().await;
    let mut german = caller("alice");
    german.locale = punctbot::manager::Locale("de".into());
    let failure = m
        .handle(Request::new(german, Action::BOARD))
        .await
        .unwrap_err();
    let locale = punctbot::manager::Locale("de".into());
    assert_eq!(
        failure.text(&locale),
        Refusal::NoGame.to_string(),
        "English until translated"
    );
}

#[tokio::test]
async fn peeking_is_for_punct_stacks() {
    let db = Db::new();
    let m = db.manager().await;
    let board = start(&m, punctbot::games::punct::STANDARD, CHANNEL).await;
    let peek = board
        .buttons
        .iter()
        .find(|b| b.id.action == ButtonAction::Peek)
        .unwrap();
    let hint = m.handle(peek.id.request(caller("carol"))).await.unwrap();
    assert!(
        hint.ephemeral && hint.said == [Message::PeekHint],
        "{}",
        hint.text()
    );
    // Nothing stands on A2 at the start: the renderer says so.
    let empty = no(
        &m,
        caller("carol"),
        Action::Peek {
            cell: Some("A2".into()),
        },
    )
    .await;
    assert_eq!(
        empty,
        Refusal::NothingToLift {
            cell: "A2".to_owned()
        }
    );
    let nowhere = no(
        &m,
        caller("carol"),
        Action::Peek {
            cell: Some("Z99".into()),
        },
    )
    .await;
    assert_eq!(
        nowhere,
        Refusal::NotACell {
            given: "Z99".to_owned()
        }
    );
    ok(&m, caller("alice"), Action::Abort).await;
    start(&m, punctbot::games::boop::STANDARD, CHANNEL).await;
    let boop = no(
        &m,
        caller("alice"),
        Action::Peek {
            cell: Some("c3".into()),
        },
    )
    .await;
    assert_eq!(boop, Refusal::PeekNotInThisGame);
}

#[tokio::test]
async fn a_scripted_punct_game_ends_in_a_connection() {
    // Rulebook §12 P6: white links columns A and Q in the basic game.
    let script = "+A8:B8,C8 +B2:C2,C3 +D8:E8,F8 +E2:F2,F3 +J8:K8,L8 +B5:C5,C6 \
                  +N8:M8,O8 +E5:F5,F6 +P8:P9,Q10 +H2:I2,I3 +G8:H8,I8";
    let db = Db::new();
    let m = db.manager().await;
    let game = start(&m, punctbot::games::punct::BASIC, CHANNEL)
        .await
        .board()
        .unwrap();
    let moves: Vec<&str> = script.split_whitespace().collect();
    let mut last = None;
    for (index, notation) in moves.iter().enumerate() {
        let player = if index % 2 == 0 { "alice" } else { "bob" };
        last = Some(ok(&m, caller(player), mv(notation)).await);
    }
    let last = last.unwrap();
    assert!(
        last.says(|said| matches!(
            said,
            Message::GameOver {
                outcome: Some(Outcome::Win(Seat::First)),
                reason: EndReason::Rules,
                why: Some(why),
                ..
            } if why.sentence.id == "ending-connection"
        )),
        "{:?}",
        last.said
    );
    assert!(last.buttons.is_empty() && last.image.is_some());
    let row = m.store().game(game).await.unwrap().unwrap();
    assert_eq!(row.outcome, Some(Outcome::Win(Seat::First)));
    assert_eq!(row.end_reason, Some(EndReason::Rules));
    assert_eq!(notations(&m, game).await, moves);
    assert_eq!(
        no(&m, caller("bob"), mv("+K9:K10,L10")).await,
        Refusal::NoGame
    );
}
