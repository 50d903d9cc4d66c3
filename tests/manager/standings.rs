//! The ladder and the stats through the manager, on a real SQLite file:
//! games are played through the manager (or stored through the store's
//! public API for big ladders), pictures are decoded.

use crate::manager_support::*;
use image::RgbImage;
use punctbot::{
    games::GameKind,
    manager::{Action, Caller, Manager, Message, Player, Refusal, Reply},
    ratings::{ladder_page, Score},
    render::{self, palette, GameLine, KindLine, StatsCard, STATS_SERIES},
    store::FirstMover,
};

const GUILD: u64 = 42;
const OTHER_GUILD: u64 = 43;
/// One day, so every game ends at its own time.
const DAY: i64 = 24 * 60 * 60 * 1000;

fn on(guild: Option<u64>, name: &str) -> Caller {
    Caller {
        guild,
        ..caller(name)
    }
}

/// Writes `png` to the temporary folder when `PUNCTBOT_SAVE_PICTURES` is set,
/// to look at it.
fn save(name: &str, png: &[u8]) {
    if std::env::var_os("PUNCTBOT_SAVE_PICTURES").is_some() {
        std::fs::write(std::env::temp_dir().join(name), png).expect("the picture is written");
    }
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png)
        .expect("a valid PNG")
        .into_rgb8()
}

/// A legal first move of `kind`.
fn opening(kind: GameKind) -> &'static str {
    if kind == punctbot::games::boop::STANDARD {
        "Kc3"
    } else {
        "+F5:G5,H5"
    }
}

/// `winner` challenges `loser` on `guild`, plays one move, and `loser`
/// resigns; the game-over board is recorded as message `board`. Returns the
/// game-over reply.
async fn beats(
    m: &Manager,
    guild: u64,
    (winner, loser): (&str, &str),
    kind: GameKind,
    rated: bool,
    board: u64,
) -> Reply {
    let challenge = Action::Challenge {
        opponent: Some(player(loser)),
        kind,
        rated,
        first: FirstMover::Challenger,
        days: Some(3),
        parent: None,
        level: None,
    };
    ok(m, on(Some(guild), winner), challenge).await;
    ok(m, on(Some(guild), loser), Action::Accept).await;
    ok(m, on(Some(guild), winner), mv(opening(kind))).await;
    let over = ok(
        m,
        on(Some(guild), loser),
        Action::Resign { confirmed: true },
    )
    .await;
    let posted = over.effects.board.expect("the game-over board");
    m.replace_board(posted, board).await.unwrap();
    over
}

fn leaderboard(kind: GameKind, page: u32) -> Action {
    Action::Leaderboard { kind, page }
}

#[tokio::test]
async fn the_ladder_shows_this_servers_rated_players() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    beats(
        &m,
        GUILD,
        ("alice", "bob"),
        punctbot::games::boop::STANDARD,
        true,
        11,
    )
    .await;
    clock.advance(DAY);
    beats(
        &m,
        GUILD,
        ("carol", "bob"),
        punctbot::games::boop::STANDARD,
        true,
        12,
    )
    .await;
    clock.advance(DAY);
    // Casual games and other kinds stay off the boop. ladder.
    beats(
        &m,
        GUILD,
        ("mod", "bob"),
        punctbot::games::boop::STANDARD,
        false,
        13,
    )
    .await;
    beats(
        &m,
        GUILD,
        ("mod", "bob"),
        punctbot::games::punct::BASIC,
        true,
        14,
    )
    .await;
    // Another server's games stay on that server's ladder.
    beats(
        &m,
        OTHER_GUILD,
        ("bob", "mod"),
        punctbot::games::boop::STANDARD,
        true,
        15,
    )
    .await;

    let reply = ok(
        &m,
        caller("bob"),
        leaderboard(punctbot::games::boop::STANDARD, 1),
    )
    .await;
    assert_eq!(
        reply.text(),
        "**boop.** · server ladder · page 1 of 1 · 3 players"
    );
    assert!(!reply.ephemeral);
    let picture = decode(reply.image.as_ref().expect("a picture"));
    let standings = m
        .store()
        .standings(
            GUILD,
            punctbot::games::boop::STANDARD,
            1_700_000_000_000 + 2 * DAY,
        )
        .await
        .unwrap();
    let page = ladder_page(standings, 1, 10, punctbot_user("bob"));
    assert_eq!(page.rows.len(), 3);
    let (tops, height) = render::ladder_rows(&page);
    assert_eq!(tops.len(), 3, "three rows, the caller among them");
    assert!(picture.height() >= tops[2] + height);
    assert_eq!(picture.width(), 900);

    let fallback = punctbot::words::fallback(&reply).expect("a text fallback");
    assert!(fallback.len() <= 2000);
    assert!(fallback.starts_with(&reply.text()));
    assert!(fallback.contains("```"));
    let table: Vec<&str> = fallback
        .lines()
        .filter(|line| line.contains('/') && !line.contains("**"))
        .collect();
    // The header and one line per player, in ladder order.
    assert_eq!(table.len(), 4, "{fallback}");
    for (row, line) in page.rows.iter().zip(&table[1..]) {
        assert!(line.contains(&row.standing.name), "{line}");
        assert!(line.contains(&row.standing.rating.shown()), "{line}");
        let record = format!(
            "{}/{}/{}",
            row.standing.wins, row.standing.losses, row.standing.draws
        );
        assert!(line.contains(&record), "{line}");
    }
    assert_eq!(page.rows[2].standing.name, "bob", "the loser is last");

    // The other server has its own ladder: bob alone on top.
    let other = ok(
        &m,
        on(Some(OTHER_GUILD), "carol"),
        leaderboard(punctbot::games::boop::STANDARD, 1),
    )
    .await;
    assert!(other.text().ends_with("2 players"), "{}", other.text());
    let fallback = punctbot::words::fallback(&other).unwrap();
    assert!(!fallback.contains("alice") && !fallback.contains("carol"));
    // A kind nobody played is an empty ladder, not an error.
    let empty = ok(
        &m,
        caller("bob"),
        leaderboard(punctbot::games::punct::STANDARD, 1),
    )
    .await;
    assert!(empty.text().ends_with("0 players"));
    assert!(punctbot::words::fallback(&empty)
        .unwrap()
        .contains("No rated games yet"));
    decode(&empty.image.unwrap());
}

/// The test users' ids.
fn punctbot_user(name: &str) -> u64 {
    user_id(name)
}

/// Plays `winners` rated boop games on `GUILD` that one punching bag
/// resigns.
async fn big_ladder(m: &Manager, winners: u64) -> u64 {
    let bag = Caller {
        user: 7,
        name: "bag".to_owned(),
        ..on(Some(GUILD), "alice")
    };
    for winner in 1..=winners {
        let opponent = Player {
            id: 100 + winner,
            name: format!("player {winner}"),
        };
        let accepter = Caller {
            user: opponent.id,
            name: opponent.name.clone(),
            ..bag.clone()
        };
        let challenge = Action::Challenge {
            opponent: Some(opponent),
            kind: punctbot::games::boop::STANDARD,
            rated: true,
            first: FirstMover::Opponent,
            days: Some(3),
            parent: None,
            level: None,
        };
        ok(m, bag.clone(), challenge).await;
        ok(m, accepter, Action::Accept).await;
        ok(m, bag.clone(), Action::Resign { confirmed: true }).await;
    }
    bag.user
}

#[tokio::test]
async fn pages_are_clamped_and_the_callers_row_is_added() {
    let db = Db::new();
    let m = db.manager().await;
    let bag = big_ladder(&m, 25).await;
    let bag_caller = Caller {
        user: bag,
        name: "bag".to_owned(),
        ..caller("alice")
    };
    let second = ok(
        &m,
        bag_caller.clone(),
        leaderboard(punctbot::games::boop::STANDARD, 2),
    )
    .await;
    assert_eq!(
        second.text(),
        "**boop.** · server ladder · page 2 of 3 · 26 players"
    );
    let fallback = punctbot::words::fallback(&second).unwrap();
    assert!(
        fallback.contains("…\n"),
        "the caller's row follows: {fallback}"
    );
    let rows = fallback
        .lines()
        .filter(|line| line.contains("player ") && !line.contains("rating"))
        .count();
    assert_eq!(rows, 10);
    let last_row = fallback
        .lines()
        .rev()
        .find(|line| line.contains("bag"))
        .expect("the caller's row");
    assert!(last_row.trim_start().starts_with("26 "), "{last_row}");
    // The picture draws 10 rows and the caller's.
    save("punctbot-ladder.png", second.image.as_ref().unwrap());
    let picture = decode(&second.image.unwrap());
    let standings = m
        .store()
        .standings(GUILD, punctbot::games::boop::STANDARD, 1_700_000_000_000)
        .await
        .unwrap();
    let page = ladder_page(standings, 2, 10, bag);
    // The store's faster ladder (trends for the rows shown only) agrees.
    let fast = m
        .store()
        .ladder(
            GUILD,
            punctbot::games::boop::STANDARD,
            1_700_000_000_000,
            (2, 10),
            bag,
        )
        .await
        .unwrap();
    assert_eq!(fast, page);
    assert!(page
        .caller
        .as_ref()
        .is_some_and(|row| row.standing.trend < -100.0));
    let (tops, height) = render::ladder_rows(&page);
    assert_eq!(tops.len(), 11);
    assert!(picture.height() >= tops[10] + height);
    // The caller's row is highlighted.
    assert_eq!(
        picture.get_pixel(600, tops[10] + 6).0,
        palette::TURN_BACKGROUND.0[..3]
    );

    let zero = ok(
        &m,
        bag_caller.clone(),
        leaderboard(punctbot::games::boop::STANDARD, 0),
    )
    .await;
    let page_of = |reply: &Reply| match reply.said.as_slice() {
        [Message::Ladder { page, pages, .. }] => (*page, *pages),
        said => panic!("not a ladder: {said:?}"),
    };
    assert_eq!(page_of(&zero), (1, 3));
    let beyond = ok(
        &m,
        bag_caller,
        leaderboard(punctbot::games::boop::STANDARD, u32::MAX),
    )
    .await;
    assert_eq!(page_of(&beyond), (3, 3));
}

#[tokio::test]
async fn ladders_and_stats_are_refused_in_direct_messages() {
    let db = Db::new();
    let m = db.manager().await;
    beats(
        &m,
        GUILD,
        ("alice", "bob"),
        punctbot::games::boop::STANDARD,
        true,
        11,
    )
    .await;
    let dm = on(None, "alice");
    assert_eq!(
        no(
            &m,
            dm.clone(),
            leaderboard(punctbot::games::boop::STANDARD, 1)
        )
        .await,
        Refusal::ServerOnly
    );
    assert_eq!(
        no(&m, dm, Action::Stats { user: None }).await,
        Refusal::ServerOnly
    );
    assert!(Refusal::ServerOnly.to_string().contains("server"));
}

/// carol beats bob (rated), then alice: loses to bob (casual PÜNCT), beats
/// carol (rated boop., carol's best rating), beats bob (rated boop.).
async fn alices_season(m: &Manager, clock: &punctbot::manager::ManualClock) {
    beats(
        m,
        GUILD,
        ("carol", "bob"),
        punctbot::games::boop::STANDARD,
        true,
        101,
    )
    .await;
    clock.advance(DAY);
    beats(
        m,
        GUILD,
        ("bob", "alice"),
        punctbot::games::punct::STANDARD,
        false,
        102,
    )
    .await;
    clock.advance(DAY);
    beats(
        m,
        GUILD,
        ("alice", "carol"),
        punctbot::games::boop::STANDARD,
        true,
        103,
    )
    .await;
    clock.advance(DAY);
    beats(
        m,
        GUILD,
        ("alice", "bob"),
        punctbot::games::boop::STANDARD,
        true,
        104,
    )
    .await;
    clock.advance(DAY);
    // Elsewhere: not part of alice's stats on this server.
    beats(
        m,
        OTHER_GUILD,
        ("bob", "alice"),
        punctbot::games::boop::STANDARD,
        true,
        105,
    )
    .await;
}

fn link(message: u64) -> String {
    format!("(https://discord.com/channels/{GUILD}/{CHANNEL}/{message})")
}

#[tokio::test]
async fn stats_show_record_streak_best_win_and_the_last_games() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    alices_season(&m, &clock).await;
    let before = m.store().dump().await.unwrap();
    let reply = ok(&m, caller("alice"), Action::Stats { user: None }).await;
    assert_eq!(
        m.store().dump().await.unwrap(),
        before,
        "stats change nothing"
    );
    let text = &reply.text();
    assert!(text.len() <= 2000);
    assert!(
        text.starts_with("**alice** on this server · boop. 1"),
        "{text}"
    );
    assert!(text.contains("Streak: 2 wins in a row"), "{text}");
    let stats = m
        .store()
        .player_stats(GUILD, user_id("alice"), 1_700_000_000_000 + 4 * DAY)
        .await
        .unwrap();
    let best = stats.best_win.as_ref().expect("a best win");
    assert_eq!(
        (best.opponent.as_str(), best.kind),
        ("carol", punctbot::games::boop::STANDARD)
    );
    assert!(best.opponent_rating > 1600.0, "carol had won: {best:?}");
    assert!(
        text.contains(&format!(
            "Best win: against carol ({}) in boop.",
            best.opponent_rating.round()
        )),
        "{text}"
    );
    // Newest first, each with its number and linked to its last board.
    let lines: Vec<&str> = text.lines().filter(|line| line.starts_with('[')).collect();
    assert_eq!(
        lines,
        [
            format!(
                "[#4 · Won against bob · boop. · resignation · rated]{}",
                link(104)
            ),
            format!(
                "[#3 · Won against carol · boop. · resignation · rated]{}",
                link(103)
            ),
            format!(
                "[#2 · Lost to bob · PÜNCT · resignation · casual]{}",
                link(102)
            ),
        ]
    );
    // Records count rated and casual games; ratings only rated ones.
    let boop = &stats.kinds[2];
    assert_eq!(boop.kind, punctbot::games::boop::STANDARD);
    assert_eq!(
        (boop.record.wins, boop.record.losses, boop.rated_games),
        (2, 0, 2)
    );
    assert_eq!(boop.history.len(), 2);
    assert!(boop.history[1] > boop.history[0]);
    let punct = &stats.kinds[0];
    assert_eq!(
        (punct.record.losses, punct.rated_games, punct.rating),
        (1, 0, None)
    );

    let fallback = punctbot::words::fallback(&reply).expect("a text fallback");
    assert!(fallback.len() <= 2000);
    assert!(fallback.contains("boop.: 1"), "{fallback}");
    assert!(fallback.contains("2 rated · 2 W 0 L 0 D"), "{fallback}");
    assert!(
        fallback.contains("PÜNCT: – · not rated yet · 0 W 1 L 0 D"),
        "{fallback}"
    );
    assert!(
        !fallback.contains("basic"),
        "kinds never played are left out: {fallback}"
    );
    assert!(fallback.contains(&link(102)));

    // The chart: both boop. points are drawn in boop.'s colour.
    save("punctbot-stats.png", reply.image.as_ref().unwrap());
    let picture = decode(reply.image.as_ref().expect("a picture"));
    let card = same_shape(&stats, 2);
    // Shown: PÜNCT (a casual loss) and boop.; PÜNCT (basic) never played.
    assert_eq!(card.kinds.len(), 2);
    for index in 0..2 {
        let (x, y) = render::stats_history_pixel(&card, 1, index).expect("a point");
        let pixel = picture.get_pixel(x, y).0;
        assert_eq!(pixel, STATS_SERIES[2].0[..3], "point {index} at {x},{y}");
        assert_ne!(pixel, palette::BACKGROUND.0[..3]);
    }
    assert_eq!(
        render::stats_history_pixel(&card, 0, 0),
        None,
        "no PÜNCT line"
    );
}

/// A card laid out like the manager's for `stats` (words do not move
/// anything): `lines` one-line summary lines.
fn same_shape(stats: &punctbot::store::PlayerStats, lines: usize) -> StatsCard {
    StatsCard {
        title: String::new(),
        lines: vec!["x".to_owned(); lines],
        kinds: stats
            .kinds
            .iter()
            .enumerate()
            .filter(|(_, kind)| kind.played())
            .map(|(series, kind)| KindLine {
                game: String::new(),
                rating: String::new(),
                detail: String::new(),
                history: kind.history.clone(),
                series,
            })
            .collect(),
        chart_title: String::new(),
        games_title: String::new(),
        games: stats
            .last_games
            .iter()
            .map(|game| GameLine {
                score: game.score.expect("the stats list games with a result"),
                mark: String::new(),
                text: String::new(),
            })
            .collect(),
    }
}

#[tokio::test]
async fn stats_of_another_player_and_of_a_newcomer() {
    let db = Db::new();
    let (m, clock) = db.manager_with_clock().await;
    alices_season(&m, &clock).await;
    let bob = ok(
        &m,
        caller("alice"),
        Action::Stats {
            user: Some(player("bob")),
        },
    )
    .await;
    assert!(
        bob.text().starts_with("**bob** on this server"),
        "{}",
        bob.text()
    );
    assert!(
        bob.says(|said| *said
            == Message::Streak {
                score: Score::Loss,
                games: 1
            }),
        "{:?}",
        bob.said
    );
    assert!(
        !bob.says(|said| matches!(said, Message::BestWin { .. })),
        "bob won a casual game only: {:?}",
        bob.said
    );

    let newcomer = Player {
        id: 5,
        name: "dora".to_owned(),
    };
    let reply = ok(
        &m,
        caller("alice"),
        Action::Stats {
            user: Some(newcomer),
        },
    )
    .await;
    assert_eq!(
        reply.said,
        [
            Message::StatsSummary {
                name: "dora".to_owned(),
                ratings: Vec::new()
            },
            Message::NoGamesYet {
                name: "dora".to_owned()
            }
        ],
        "no games, no links"
    );
    save("punctbot-stats-newcomer.png", reply.image.as_ref().unwrap());
    let picture = decode(&reply.image.unwrap());
    assert_eq!(picture.width(), 1000);
    // Only ten games are listed, newest first.
    for round in 0..8 {
        clock.advance(DAY);
        beats(
            &m,
            GUILD,
            ("alice", "bob"),
            punctbot::games::boop::STANDARD,
            false,
            200 + round,
        )
        .await;
    }
    let reply = ok(&m, caller("alice"), Action::Stats { user: None }).await;
    let text = reply.text();
    let links: Vec<&str> = text.lines().filter(|l| l.starts_with('[')).collect();
    assert_eq!(links.len(), 10);
    assert!(links[0].ends_with(&link(207)));
    assert!(
        reply.says(|said| *said
            == Message::Streak {
                score: Score::Win,
                games: 10
            }),
        "{:?}",
        reply.said
    );
    save("punctbot-stats-ten.png", reply.image.as_ref().unwrap());
    if std::env::var_os("PUNCTBOT_SAVE_PICTURES").is_some() {
        println!(
            "{}\n----\n{}",
            reply.text(),
            punctbot::words::fallback(&reply).unwrap_or_default()
        );
    }
}
