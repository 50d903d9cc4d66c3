//! Shared by the manager and store tests: a manager on a real database
//! (a SQLite file in a temporary folder or, when `PUNCTBOT_TEST_POSTGRES`
//! names a PostgreSQL server, a fresh database on it), callers, and checks
//! that a refusal changed nothing.

#![allow(dead_code)]

use std::{path::PathBuf, sync::Arc};

pub use crate::postgres::{create_postgres_database, postgres_server};
pub use punctbot::words::prelude::*;
use punctbot::{
    games::{AnyGame, GameKind, Rules, Seat},
    manager::{
        Action, Caller, Failure, FixedCoin, Locale, Manager, ManualClock, Player, Refusal, Reply,
        Request, Stamp,
    },
    store::{FirstMover, GameRow, Lapse, MoveChange, NewMove, Store, TurnUpdate},
};

pub const CHANNEL: u64 = 1_000_000_000_000_000_001;
pub const THREAD: u64 = 1_000_000_000_000_000_002;

/// A fresh database for a test: a SQLite file in a temporary folder, or a
/// new database on the PostgreSQL server the suite runs against.
pub struct Db {
    pub dir: tempfile::TempDir,
    /// The SQLite file (also where a PostgreSQL test keeps other files).
    pub path: PathBuf,
    /// The URL of this test's PostgreSQL database, once created; `None` on
    /// SQLite.
    postgres: Option<tokio::sync::OnceCell<String>>,
}

impl Db {
    /// A database of the backend the suite runs against.
    pub fn new() -> Db {
        let mut db = Db::sqlite();
        if postgres_server().is_some() {
            db.postgres = Some(tokio::sync::OnceCell::new());
        }
        db
    }

    /// A SQLite file whatever the suite runs against: for tests of the file
    /// itself (creation, migrations from old files, backups, triggers).
    pub fn sqlite() -> Db {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("punctbot.db");
        Db {
            dir,
            path,
            postgres: None,
        }
    }

    /// Whether this database is on PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        self.postgres.is_some()
    }

    /// The URL the bot would be given for this database.
    pub async fn url(&self) -> String {
        match &self.postgres {
            None => format!("sqlite://{}?mode=rwc", self.path.display()),
            Some(url) => url.get_or_init(create_postgres_database).await.clone(),
        }
    }

    pub async fn store(&self) -> Store {
        let opened = match &self.postgres {
            None => Store::open_file(&self.path).await,
            Some(_) => Store::open(&self.url().await).await,
        };
        opened.expect("the database opens")
    }

    /// A connection pool of its own to the same database, for a test to
    /// write what no command writes (SQL in `$1` style, which both speak).
    pub async fn raw(&self) -> sqlx::AnyPool {
        sqlx::any::install_default_drivers();
        // Open the store once first, so that the tables exist.
        self.store().await.close().await;
        sqlx::AnyPool::connect(&self.url().await)
            .await
            .expect("a raw connection")
    }

    /// A manager with a manual clock, and a coin giving the challenger the
    /// first seat.
    pub async fn manager(&self) -> Manager {
        self.manager_with_clock().await.0
    }

    /// [`Db::manager`], and its clock.
    pub async fn manager_with_clock(&self) -> (Manager, ManualClock) {
        let clock = ManualClock::at(1_700_000_000_000);
        let manager = Manager::with(
            self.store().await,
            Arc::new(clock.clone()),
            Arc::new(FixedCoin(true)),
        );
        (manager, clock)
    }
}

/// The write a move that does not end the game makes, computed from `row`
/// as the manager would (without a clock).
pub fn move_update(row: &GameRow, new: NewMove) -> TurnUpdate {
    TurnUpdate {
        game: row.id,
        version: row.version,
        plies: new.ply,
        to_move: Some(new.seat.other()),
        clock: None,
        close_offer: None,
        lapse: Lapse::AfterMoveBy(new.seat),
        clear_placement: true,
        premoves: punctbot::store::PremoveChange::Keep,
        ending: None,
        moves: MoveChange::Append(new),
    }
}

/// Well-known users: large ids, as Discord's are.
pub fn user_id(name: &str) -> u64 {
    match name {
        "alice" => 900_000_000_000_000_001,
        "bob" => 900_000_000_000_000_002,
        "carol" => 900_000_000_000_000_003,
        "mod" => 900_000_000_000_000_009,
        other => panic!("unknown test user {other}"),
    }
}

pub fn caller_in(name: &str, channel: u64) -> Caller {
    Caller {
        guild: Some(42),
        channel,
        user: user_id(name),
        name: name.to_owned(),
        moderator: name == "mod",
        manages_server: name == "mod",
        locale: Locale::en(),
        channel_locale: Locale::en(),
    }
}

pub fn caller(name: &str) -> Caller {
    caller_in(name, CHANNEL)
}

pub fn player(name: &str) -> Player {
    Player {
        id: user_id(name),
        name: name.to_owned(),
    }
}

pub fn challenge(kind: GameKind, opponent: Option<&str>) -> Action {
    Action::Challenge {
        opponent: opponent.map(player),
        kind,
        rated: true,
        first: FirstMover::Challenger,
        days: Some(3),
        parent: None,
        level: None,
    }
}

pub fn mv(text: &str) -> Action {
    Action::Move {
        notation: text.to_owned(),
    }
}

/// Sends a request that must succeed.
pub async fn ok(manager: &Manager, caller: Caller, action: Action) -> Reply {
    let shown = format!("{action:?} by {}", caller.name);
    match manager.handle(Request::new(caller, action)).await {
        Ok(reply) => reply,
        Err(failure) => panic!("{shown} failed: {failure}"),
    }
}

/// Everything observable about a channel: the database and the manager's
/// view of the game.
pub async fn fingerprint(manager: &Manager, channel: u64) -> String {
    // Asked first: a served request remembers its caller's locale, so the
    // dump after it is what the next fingerprint sees too.
    let history = manager
        .handle(Request::new(caller_in("carol", channel), Action::HISTORY))
        .await
        .map_or_else(|f| f.to_string(), |reply| reply.text());
    let dump = manager.store().dump().await.expect("dump");
    format!("{dump}\n{history}")
}

/// Sends a request that must be refused, and proves it changed nothing.
pub async fn refused(manager: &Manager, request: Request) -> Refusal {
    let channel = request.caller.channel;
    let before = fingerprint(manager, channel).await;
    let shown = format!("{:?} by {}", request.action, request.caller.name);
    let refusal = match manager.handle(request).await {
        Ok(reply) => panic!("{shown} should be refused, got {:?}", reply.text()),
        Err(Failure::Refused(refusal)) => refusal,
        Err(Failure::Store(error)) => panic!("{shown}: database error {error}"),
    };
    // Every refusal has words for the player.
    assert!(!refusal.text(&Locale::en()).is_empty());
    let after = fingerprint(manager, channel).await;
    assert_eq!(
        before, after,
        "{shown} was refused ({refusal}) but changed something"
    );
    refusal
}

/// [`refused`] for a typed (not button) request.
pub async fn no(manager: &Manager, caller: Caller, action: Action) -> Refusal {
    refused(manager, Request::new(caller, action)).await
}

/// The stamp of the board a reply shows.
pub fn stamp_of(reply: &Reply) -> Stamp {
    reply.buttons.first().expect("a board has buttons").id.stamp
}

/// A small deterministic random generator (xorshift*), so failures replay.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        usize::try_from(x >> 33).unwrap_or(0) % n.max(1)
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Starts a game of `kind` in `channel`: alice (first seat) against bob.
pub async fn start(manager: &Manager, kind: GameKind, channel: u64) -> Reply {
    ok(
        manager,
        caller_in("alice", channel),
        challenge(kind, Some("bob")),
    )
    .await;
    ok(manager, caller_in("bob", channel), Action::Accept).await
}

/// The names in the two seats (alice challenges and starts).
pub fn seat_name(seat: Seat) -> &'static str {
    seat.fold("alice", "bob")
}

/// Plays random boop turns until a placement with at least two options
/// comes up for the mover; returns the placement and its options.
pub async fn reach_a_choice(m: &Manager, seed: u64) -> Option<(AnyGame, String, Vec<String>)> {
    let mut rng = Rng::new(seed);
    let mut mirror = punctbot::games::boop::STANDARD.start();
    for _ in 0..300 {
        let legal = mirror.legal_move_texts();
        let mut counts = std::collections::HashMap::<&str, usize>::new();
        for turn in &legal {
            if let Some((placement, _)) = turn.split_once('/') {
                *counts.entry(placement).or_default() += 1;
            }
        }
        if let Some((placement, _)) = counts.into_iter().find(|(_, n)| *n >= 2) {
            let options = legal
                .iter()
                .filter_map(|t| t.strip_prefix(&format!("{placement}/")).map(str::to_owned))
                .collect();
            return Some((mirror, placement.to_owned(), options));
        }
        let choice = rng.pick(&legal).clone();
        ok(m, caller(seat_name(mirror.turn())), mv(&choice)).await;
        mirror.play_text(&choice).unwrap();
        if mirror.outcome().is_some() {
            return None;
        }
    }
    None
}

/// Starts boop games (aborting those that end first) until one reaches a
/// placement with at least two options; returns it as [`reach_a_choice`].
pub async fn game_with_a_choice(
    m: &Manager,
    seeds: std::ops::Range<u64>,
) -> (AnyGame, String, Vec<String>) {
    for seed in seeds {
        start(m, punctbot::games::boop::STANDARD, CHANNEL).await;
        if let Some(reached) = reach_a_choice(m, seed).await {
            return reached;
        }
        if m.store().active_game_in(CHANNEL).await.unwrap().is_some() {
            ok(m, caller("mod"), Action::Abort).await;
        }
    }
    panic!("no random game reached a choice");
}

/// The id of the active game in `channel`.
pub async fn game_in(m: &Manager, channel: u64) -> punctbot::store::GameId {
    m.store()
        .active_game_in(channel)
        .await
        .unwrap()
        .expect("an active game")
        .id
}

/// The moves played in `game`, in notation.
pub fn history(game: &AnyGame) -> Vec<String> {
    game.history().iter().map(ToString::to_string).collect()
}

/// The stored moves of `game`, in notation.
pub async fn notations(m: &Manager, game: punctbot::store::GameId) -> Vec<String> {
    m.store()
        .moves(game)
        .await
        .expect("the moves")
        .into_iter()
        .map(|row| row.notation)
        .collect()
}

/// Checks that `reply` shows the final picture of its finished game: a PNG
/// unlike the board picture of the same position, with no "to move" badge
/// on either card (the badge is the only last-move blue in a card).
pub async fn assert_final_picture(m: &Manager, reply: &Reply) {
    let id = reply.board().expect("a game's reply");
    let row = m.store().game(id).await.unwrap().expect("the game");
    let mut game = row.kind.start();
    for notation in notations(m, id).await {
        game.play_text(&notation).expect("stored moves are legal");
    }
    let png = reply.image.as_ref().expect("a picture");
    let names = row.players.clone().map(|(_, name)| name);
    assert_ne!(
        png,
        &punctbot::render::board_png(&game, &names, &Locale::en()),
        "the final picture, not the board picture"
    );
    let picture = image::load_from_memory(png).expect("a PNG").to_rgb8();
    let [r, g, b, _] = punctbot::render::palette::LAST_MOVE.0;
    for seat in Seat::ALL {
        let (left, top, width, height) = punctbot::render::player_card_area(&game, seat);
        let badge = (top..top + height)
            .flat_map(|y| (left..left + width).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                let [pr, pg, pb] = picture.get_pixel(x, y).0;
                [pr.abs_diff(r), pg.abs_diff(g), pb.abs_diff(b)]
                    .iter()
                    .all(|&d| d <= 10)
            })
            .count();
        assert_eq!(badge, 0, "{seat:?}'s card carries no badge");
    }
}

/// The frames of the GIF `gif`, each as the reader sees it (decoded by the
/// `image` crate, every frame composed over the ones before).
pub fn gif_frames(gif: &[u8]) -> Vec<image::RgbaImage> {
    use image::AnimationDecoder;
    image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif))
        .expect("a GIF")
        .into_frames()
        .collect_frames()
        .expect("frames that decode")
        .into_iter()
        .map(image::Frame::into_buffer)
        .collect()
}
