//! The analysis chart, decoded: the first player's pieces' colour below the
//! line of their winning chance and the second's above, a marked move's dot
//! in its mark's colour on the line, and its words in every language.

use image::RgbImage;
use punctbot::{
    bot::analysis::Mark,
    games::{boop, punct, ByColor, GameKind},
    manager::Locale,
    render::{self, palette, AnalysisChart, ChartMark, Colour},
    words::LANGUAGE_TAGS,
};

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png)
        .expect("a valid PNG")
        .into_rgb8()
}

fn rgb(colour: Colour) -> [u8; 3] {
    let [r, g, b, _] = colour.0;
    [r, g, b]
}

/// Four chances after the start, move 3 a blunder.
fn chart(kind: GameKind) -> AnalysisChart {
    AnalysisChart {
        kind,
        number: 7,
        players: ByColor {
            first: "Alice".to_owned(),
            second: "Борис".to_owned(),
        },
        chances: vec![0.5, 0.6, 0.9, 0.15, 0.2],
        marks: vec![ChartMark {
            ply: 3,
            mark: Mark::Blunder,
        }],
    }
}

#[test]
fn each_side_has_its_colour_and_the_blunder_its_dot() {
    for (kind, sides) in [
        (punct::BASIC, [palette::WHITE_PIECE, palette::BLACK_PIECE]),
        (boop::STANDARD, [palette::ORANGE, palette::GRAY]),
    ] {
        let chart = chart(kind);
        let picture = decode(&render::analysis_png(&chart, &Locale::en()));
        assert_eq!(picture.width(), 1000);
        let (x, y) = render::chance_pixel(&chart, 3).expect("move 3 is drawn");
        assert_eq!(
            picture.get_pixel(x, y).0,
            rgb(render::mark_colour(Mark::Blunder))
        );
        // At move 2 (90 %): the first side below the line, the second above.
        let (x, y) = render::chance_pixel(&chart, 2).unwrap();
        assert_eq!(picture.get_pixel(x, y + 60).0, rgb(sides[0]), "{kind:?}");
        assert_eq!(picture.get_pixel(x, y - 20).0, rgb(sides[1]), "{kind:?}");
        // At move 4 (20 %) mostly the second side's.
        let (x, y) = render::chance_pixel(&chart, 4).unwrap();
        assert_eq!(picture.get_pixel(x - 10, y - 100).0, rgb(sides[1]));
    }
}

#[test]
fn the_chart_is_drawn_in_every_language() {
    let chart = chart(punct::BASIC);
    let english = render::analysis_png(&chart, &Locale::en());
    for tag in LANGUAGE_TAGS.iter() {
        let drawn = render::analysis_png(&chart, &Locale(tag.to_string()));
        decode(&drawn);
        if *tag != "en-US" {
            assert_ne!(drawn, english, "{tag} draws its own words");
        }
        if let Ok(folder) = std::env::var("LOOK") {
            std::fs::write(format!("{folder}/analysis-{tag}.png"), &drawn).expect("written");
        }
    }
}
