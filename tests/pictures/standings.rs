//! The tournament standings picture: a four-player round-robin played to
//! its end, drawn in every language and decoded.

use image::RgbImage;
use punctbot::{
    manager::Locale,
    render::{self, StandingsPage, StandingsRow, Word, Words},
    tournament::{round_robin, standings, Board, GameResult, Player, PlayerId, Points},
};

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png)
        .expect("a valid PNG")
        .into_rgb8()
}

/// Whether the band `top..top + height` has light (text) pixels between
/// `left` and `right`.
fn has_text(picture: &RgbImage, top: u32, height: u32, left: u32, right: u32) -> bool {
    (top..top + height).any(|y| {
        (left..right).any(|x| {
            let [r, g, b] = picture.get_pixel(x, y).0;
            r > 150 && g > 150 && b > 150
        })
    })
}

/// A four-player round-robin in which the higher seed wins, but for one
/// draw; player 4 withdrew after it ended (greyed in the table).
fn finished_round_robin() -> StandingsPage {
    let names = ["Alice Zhang", "Борис Петров", "小明", "Lucía Fernández"];
    let mut players: Vec<Player> = (1..=4)
        .map(|id| Player {
            id: PlayerId(id),
            rating: 1900 - 100 * id as i32,
            withdrawn: false,
        })
        .collect();
    let ids: Vec<PlayerId> = players.iter().map(|player| player.id).collect();
    let rounds: Vec<_> = round_robin(&ids, false)
        .iter()
        .map(|pairings| {
            pairings.with_results(|board: Board| match (board.first.0, board.second.0) {
                (2, 3) | (3, 2) => GameResult::Draw,
                (first, second) if first < second => GameResult::FirstWon,
                _ => GameResult::SecondWon,
            })
        })
        .collect();
    players[3].withdrawn = true;
    StandingsPage {
        title: "PÜNCT · Friday cup".to_owned(),
        round: rounds.len(),
        rounds: rounds.len(),
        players: players.len(),
        rows: standings(&players, &rounds)
            .into_iter()
            .map(|standing| StandingsRow {
                name: names[standing.player.0 as usize - 1].to_owned(),
                standing,
            })
            .collect(),
    }
}

#[test]
fn the_standings_picture_draws_every_row_in_every_language() {
    let page = finished_round_robin();
    let ranked: Vec<u64> = page.rows.iter().map(|row| row.standing.player.0).collect();
    assert_eq!(ranked, [1, 2, 3, 4]);
    let (tops, height) = render::standings_rows(&page);
    assert_eq!(tops.len(), 4);
    let mut headers = Vec::new();
    for tag in ["en-US", "es-ES", "ru", "zh-CN"] {
        let picture = decode(&render::standings_png(&page, &Locale(tag.to_owned())));
        assert_eq!(picture.width(), 900, "{tag}");
        assert!(
            picture.height() >= tops[3] + height,
            "{tag}: every row fits"
        );
        for &top in &tops {
            // Rank, name, points, Buchholz, Sonneborn-Berger, rating.
            for (left, right) in [
                (28, 80),
                (96, 300),
                (420, 494),
                (560, 622),
                (690, 750),
                (780, 872),
            ] {
                assert!(
                    has_text(&picture, top, height, left, right),
                    "{tag}: nothing drawn at {top} between {left} and {right}"
                );
            }
        }
        let below = tops[3] + height;
        assert!(
            !has_text(&picture, below, picture.height() - below, 0, 900),
            "{tag}: a row too many"
        );
        headers.push(image::imageops::crop_imm(&picture, 0, 100, 900, 50).to_image());
    }
    // Every language says its own headers.
    for (index, header) in headers.iter().enumerate() {
        for other in &headers[index + 1..] {
            assert_ne!(header, other, "two languages draw the same headers");
        }
    }
}

#[test]
fn scores_are_written_with_each_languages_decimal_mark() {
    let two_and_a_half = Points::from_halves(5);
    let said = |tag: &str| Locale(tag.to_owned()).say(Word::Score(two_and_a_half));
    assert_eq!(said("en-US"), "2.5");
    assert_eq!(said("es-ES"), "2,5");
    assert_eq!(said("ru"), "2,5");
    assert_eq!(said("zh-CN"), "2.5");
    assert_eq!(
        Locale::en().say(Word::Score(Points::from_quarters(19))),
        "4.75"
    );
}

/// Not a check: `LOOK=folder` writes the standings picture there in every
/// language, to look at (and shrink with the `review` tools).
#[test]
#[ignore = "a tool: run it by hand with LOOK set"]
fn write_the_standings_picture() {
    let Ok(folder) = std::env::var("LOOK") else {
        return;
    };
    let page = finished_round_robin();
    for tag in ["en-US", "es-ES", "ru", "zh-CN"] {
        let png = render::standings_png(&page, &Locale(tag.to_owned()));
        std::fs::write(format!("{folder}/standings-{tag}.png"), png).expect("written");
    }
}
