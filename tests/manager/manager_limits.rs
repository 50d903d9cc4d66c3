//! Input at and beyond its limits (issue 18): text options too long, a
//! button forged to name another channel's game, a clock at the end of
//! time, database URLs the bot cannot use.

use punctbot::words::prelude::*;
use punctbot::{
    manager::{Action, Locale, Manager, ManualClock, Refusal, Request, MAX_TEXT_CHARS},
    store::{database_shown, Store, StoreError},
};

use crate::manager_support::{
    caller, caller_in, challenge, mv, no, ok, refused, stamp_of, start, Db, CHANNEL, THREAD,
};

/// A 6,000-character `/move` text once cost 1.5 s of autocomplete per
/// request, holding the channel's lock: text past the cap is refused
/// before any work, whatever the action.
#[tokio::test]
async fn text_longer_than_any_move_is_refused_before_any_work() {
    let db = Db::new();
    let manager = db.manager().await;
    start(&manager, punctbot::games::punct::STANDARD, CHANNEL).await;
    let long = "F5 ".repeat(2_000);
    let too_long = Refusal::TextTooLong {
        max: MAX_TEXT_CHARS,
    };
    for action in [
        Action::LegalMoves {
            prefix: long.clone(),
        },
        mv(&long),
        Action::Choose {
            option: long.clone(),
        },
        Action::Peek {
            cell: Some(long.clone()),
        },
        Action::SetReminders {
            schedule: long.clone(),
        },
    ] {
        let by = if matches!(action, Action::SetReminders { .. }) {
            "mod"
        } else {
            "alice"
        };
        assert_eq!(no(&manager, caller(by), action).await, too_long);
    }
    let text = too_long.text(&Locale::en());
    assert!(text.contains("at most 100 characters"), "{text}");
    // At the cap, autocomplete still answers (the text just matches nothing).
    let at_cap = "F".repeat(MAX_TEXT_CHARS);
    ok(
        &manager,
        caller("alice"),
        Action::LegalMoves { prefix: at_cap },
    )
    .await;
}

/// A button naming the running game of another channel once said "This
/// game is over".
#[tokio::test]
async fn a_button_naming_another_channels_game_says_so() {
    let db = Db::new();
    let manager = db.manager().await;
    let here = start(&manager, punctbot::games::boop::STANDARD, CHANNEL).await;
    let there = start(&manager, punctbot::games::boop::STANDARD, THREAD).await;
    let forged = Request {
        stamp: Some(stamp_of(&there)),
        ..Request::new(caller_in("alice", CHANNEL), mv("Kc3"))
    };
    assert_eq!(
        refused(&manager, forged).await,
        Refusal::NotThisChannelsGame
    );
    // In a channel without a game, the same.
    let forged = Request {
        stamp: Some(stamp_of(&there)),
        ..Request::new(caller_in("alice", 77), Action::OfferDraw)
    };
    assert_eq!(
        refused(&manager, forged).await,
        Refusal::NotThisChannelsGame
    );
    // This channel's own finished game is over.
    ok(&manager, caller("alice"), Action::Abort).await;
    start(&manager, punctbot::games::boop::STANDARD, CHANNEL).await;
    let old = Request {
        stamp: Some(stamp_of(&here)),
        ..Request::new(caller("alice"), mv("Kc3"))
    };
    assert_eq!(refused(&manager, old).await, Refusal::GameOver);
}

/// Near the end of representable time, nothing the clock computes wraps
/// round (or panics): deadlines, expiries and vacations saturate.
#[tokio::test]
async fn a_clock_at_the_end_of_time_saturates() {
    let db = Db::new();
    let clock = ManualClock::at(i64::MAX - 1_000);
    let manager = Manager::with(
        db.store().await,
        std::sync::Arc::new(clock.clone()),
        std::sync::Arc::new(punctbot::manager::FixedCoin(true)),
    );
    ok(
        &manager,
        caller("alice"),
        challenge(punctbot::games::boop::STANDARD, Some("bob")),
    )
    .await;
    ok(&manager, caller("bob"), Action::Accept).await;
    ok(&manager, caller("alice"), mv("Kc3")).await;
    ok(&manager, caller("bob"), mv("Kd4")).await;
    ok(
        &manager,
        caller("alice"),
        Action::Vacation { days: Some(3) },
    )
    .await;
    ok(
        &manager,
        caller("alice"),
        Action::Games {
            user: None,
            finished: false,
        },
    )
    .await;
    clock.advance(i64::MAX);
    assert_eq!(punctbot::manager::Clock::now(&clock), i64::MAX);
    manager.tick().await.expect("the scheduler runs");
    ok(
        &manager,
        caller("alice"),
        Action::Games {
            user: None,
            finished: false,
        },
    )
    .await;
}

/// A URL of a database the bot does not speak says so (it once said
/// "unable to open database file"), and no message shows a password.
#[tokio::test]
async fn database_urls_the_bot_cannot_use_are_named_without_their_password() {
    let url = "mysql://bot:s3cret@db.example/punct";
    let error = Store::open(url).await.unwrap_err();
    assert!(matches!(error, StoreError::Unsupported(_)), "{error}");
    let text = error.to_string();
    assert!(
        text.contains("mysql:// databases are not supported"),
        "{text}"
    );
    assert!(text.contains("SQLite or PostgreSQL"), "{text}");
    assert!(!text.contains("s3cret"), "{text}");
    assert_eq!(database_shown(url), "mysql://bot:***@db.example/punct");
    assert_eq!(
        database_shown("postgres://bot:s3cret@db.example/punct"),
        "postgres://bot:***@db.example/punct"
    );
    assert_eq!(
        database_shown("mysql://db.example/x"),
        "mysql://db.example/x"
    );
    assert_eq!(database_shown("sqlite://games.db?mode=rwc"), "games.db");
    assert_eq!(database_shown("games.db"), "games.db");
}
