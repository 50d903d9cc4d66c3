//! The ladder: ranks, pages and the picture, on a server of 10,000 players.

use image::RgbImage;
use punctbot::manager::Locale;
use punctbot::{
    ratings::{ladder_page, LadderPage, Rating, Standing},
    render::{self, palette},
};

fn server(players: u64) -> Vec<Standing> {
    (0..players)
        .map(|user| Standing {
            user,
            name: format!("player {user}"),
            rating: Rating {
                rating: 1000.0 + ((user * 7919) % 1500) as f64,
                deviation: if user % 4 == 0 {
                    180.0
                } else {
                    50.0 + (user % 50) as f64
                },
                volatility: 0.06,
            },
            wins: (user % 17) as u32,
            losses: (user % 11) as u32,
            draws: (user % 3) as u32,
            trend: ((user * 31) % 41) as f64 - 20.0,
        })
        .collect()
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png)
        .expect("a valid PNG")
        .into_rgb8()
}

/// Whether the band of rows `top..top + height` shows text in the rating
/// column.
fn has_text(picture: &RgbImage, top: u32, height: u32) -> bool {
    (top..top + height).any(|y| {
        (400..488).any(|x| {
            let [r, g, b] = picture.get_pixel(x, y).0;
            r > 150 && g > 150 && b > 150
        })
    })
}

fn check_rows(page: &LadderPage, picture: &RgbImage) {
    let (tops, height) = render::ladder_rows(page);
    assert_eq!(
        tops.len(),
        page.rows.len() + usize::from(page.caller.is_some())
    );
    for &top in &tops {
        assert!(has_text(picture, top, height), "no row drawn at {top}");
    }
    let below = tops.last().map_or(150, |last| last + height);
    if below + height <= picture.height() {
        assert!(
            !has_text(picture, below, height),
            "a row too many at {below}"
        );
    }
}

#[test]
fn a_big_server_ranks_every_player_once_and_draws_the_page() {
    let standings = server(10_000);
    let caller = 4_242;
    let page = ladder_page(standings.clone(), 3, 10, caller);
    assert_eq!((page.page, page.pages, page.players), (3, 1000, 10_000));
    assert_eq!(page.rows.len(), 10);
    let caller_row = page.caller.as_ref().expect("the caller is elsewhere");
    assert_eq!(caller_row.standing.user, caller);
    // Established before provisional, ratings (as shown) falling.
    let everyone = ladder_page(standings, 1, 10_000, caller).rows;
    let keys: Vec<(bool, i64)> = everyone
        .iter()
        .map(|row| {
            (
                row.standing.rating.is_provisional(),
                -(row.standing.rating.rating.round() as i64),
            )
        })
        .collect();
    assert!(keys.windows(2).all(|pair| pair[0] <= pair[1]));
    assert!(everyone.windows(2).all(|pair| pair[0].rank <= pair[1].rank));
    assert_eq!(
        everyone
            .iter()
            .find(|row| row.standing.user == caller)
            .map(|row| row.rank),
        Some(caller_row.rank)
    );

    let picture = decode(&render::ladder_png(
        "PÜNCT ladder",
        &page,
        caller,
        &Locale::en(),
    ));
    assert_eq!(picture.width(), 900);
    assert_ne!(picture.width(), picture.height(), "not square");
    check_rows(&page, &picture);
    // The caller's row is highlighted.
    let (tops, _) = render::ladder_rows(&page);
    let highlight = picture.get_pixel(600, tops[10] + 6).0;
    assert_eq!(highlight, palette::TURN_BACKGROUND.0[..3]);
}

#[test]
fn short_and_empty_ladders_draw_what_they_have() {
    let page = ladder_page(server(4), 1, 10, 2);
    let picture = decode(&render::ladder_png("boop. ladder", &page, 2, &Locale::en()));
    check_rows(&page, &picture);
    let empty = ladder_page(Vec::new(), 1, 10, 2);
    let picture = decode(&render::ladder_png(
        "boop. ladder",
        &empty,
        2,
        &Locale::en(),
    ));
    check_rows(&empty, &picture);
}
