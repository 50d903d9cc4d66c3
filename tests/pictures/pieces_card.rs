//! The pieces cards `/rules` attaches: PNGs of a sane size, every kind of
//! piece drawn where the card says in its owner's colours, and every word
//! on them in the reader's language.

use std::sync::Mutex;

use image::RgbImage;
use punctbot::{
    games::{
        boop::{self, Piece},
        punct::Kind,
        GameKind, Seat,
    },
    manager::Locale,
    render::{self, palette, Word, Words},
};

use super::render_pictures::{close, decode};

const LANGUAGES: [&str; 4] = ["en-US", "es-ES", "ru", "zh-CN"];

fn card(game: GameKind, tag: &str) -> RgbImage {
    decode(&render::pieces_png(game, &Locale(tag.to_owned())))
}

#[test]
fn pieces_cards_are_pngs_as_wide_as_the_boards_and_small() {
    for tag in LANGUAGES {
        for (game, kind) in [
            (
                punctbot::games::punct::STANDARD,
                punctbot::games::punct::STANDARD,
            ),
            (
                punctbot::games::boop::STANDARD,
                punctbot::games::boop::STANDARD,
            ),
        ] {
            let png = render::pieces_png(game, &Locale(tag.to_owned()));
            assert!(
                png.len() < 300 * 1024,
                "{tag} {game:?}: {} bytes",
                png.len()
            );
            let (width, height) = decode(&png).dimensions();
            let board = decode(&render::board_png(
                &kind.start(),
                &punct_names(),
                &Locale::en(),
            ));
            // Read at the board's scale; no taller than the board picture.
            assert_eq!(width, board.width(), "{tag} {game:?}");
            assert!(
                (300..=board.height()).contains(&height),
                "{tag} {game:?}: {height}"
            );
        }
    }
}

fn punct_names() -> punctbot::games::ByColor<String> {
    punctbot::games::ByColor {
        first: "a".to_owned(),
        second: "b".to_owned(),
    }
}

fn distance(a: (u32, u32), b: (u32, u32)) -> f32 {
    (a.0 as f32 - b.0 as f32).hypot(a.1 as f32 - b.1 as f32)
}

fn midpoint(a: (u32, u32), b: (u32, u32)) -> (u32, u32) {
    ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
}

/// The distances PÜNCT–second dot, PÜNCT–third, second–third of `kind`,
/// in cells (1 for neighbours, √3 across a bend, 2 along a straight).
fn shape(kind: Kind) -> [f32; 3] {
    let bend = 3f32.sqrt();
    match kind {
        Kind::T => [1.0, 1.0, 1.0],
        Kind::E => [1.0, 2.0, 1.0],
        Kind::C => [1.0, 1.0, 2.0],
        Kind::M => [1.0, 1.0, bend],
        Kind::APlus | Kind::AMinus => [1.0, bend, 1.0],
    }
}

/// Each kind in both colours: the PÜNCT in its orange, the other dots in
/// the owner's colour, neighbouring dots joined by a bar of that colour
/// and dots across a bend not (the card's background between them): the
/// shape of the kind, as the engine names it.
#[test]
fn the_punct_card_shows_every_kind_in_both_colours() {
    let picture = card(punctbot::games::punct::STANDARD, "en-US");
    let unit = distance(
        render::punct_cell_pixel("F5".parse().unwrap()).0,
        render::punct_cell_pixel("F6".parse().unwrap()).0,
    );
    for kind in Kind::ALL {
        for seat in Seat::ALL {
            let body = seat.fold(palette::WHITE_PIECE, palette::BLACK_PIECE);
            let dots = render::punct_card_dots(kind, seat);
            let at = |(x, y): (u32, u32)| *picture.get_pixel(x, y);
            assert!(
                close(at(dots[0]), palette::PUNCT_MARK, 8),
                "{kind:?} {seat:?}"
            );
            for &dot in &dots[1..] {
                assert!(close(at(dot), body, 8), "{kind:?} {seat:?}: {:?}", at(dot));
            }
            let pairs = [(0, 1), (0, 2), (1, 2)];
            for ((i, j), cells) in pairs.into_iter().zip(shape(kind)) {
                let apart = distance(dots[i], dots[j]) / unit;
                assert!(
                    (apart - cells).abs() < 0.05,
                    "{kind:?}: {apart} for {cells}"
                );
                let between = at(midpoint(dots[i], dots[j]));
                // A triangle's bars fill its middle: its dots alone tell it.
                if (cells - 1.0).abs() < 0.01 && kind != Kind::T {
                    assert!(close(between, body, 8), "{kind:?} {seat:?}: no bar");
                } else if cells > 1.5 && cells < 1.9 {
                    assert!(close(between, palette::BACKGROUND, 8), "{kind:?}: a bar");
                }
            }
        }
    }
}

/// A kitten and a cat of each colour, each on a square of the bed: the
/// head in the owner's colour; below a kitten's small head the bed shows,
/// a cat's big head still covers it.
#[test]
fn the_boop_card_shows_kittens_and_cats_of_both_colours_on_the_bed() {
    let picture = card(punctbot::games::boop::STANDARD, "en-US");
    for owner in Seat::ALL {
        let body = owner.fold(palette::ORANGE, palette::GRAY);
        for kind in boop::Kind::ALL {
            let (x, y) = render::boop_card_centre(Piece { owner, kind });
            let face = *picture.get_pixel(x, y + 10);
            assert!(close(face, body, 8), "{owner:?} {kind:?}: {face:?}");
            let chin = *picture.get_pixel(x, y + 30);
            let bed = close(chin, palette::BED_LIGHT, 8) || close(chin, palette::BED_DARK, 8);
            match kind {
                boop::Kind::Kitten => assert!(bed, "{owner:?} kitten: {chin:?}"),
                boop::Kind::Cat => assert!(close(chin, body, 8), "{owner:?} cat: {chin:?}"),
            }
            let corner = *picture.get_pixel(x - 40, y - 40);
            assert!(
                close(corner, palette::BED_LIGHT, 8) || close(corner, palette::BED_DARK, 8),
                "{owner:?} {kind:?} on a square: {corner:?}"
            );
        }
    }
}

/// The words a locale says, each with what it says.
struct Said {
    locale: Locale,
    said: Mutex<Vec<(Word, String)>>,
}

impl Words for Said {
    fn say(&self, word: Word) -> String {
        let text = self.locale.say(word.clone());
        self.said.lock().unwrap().push((word, text.clone()));
        text
    }
}

fn said_on_cards(tag: &str) -> Vec<(Word, String)> {
    let words = Said {
        locale: Locale(tag.to_owned()),
        said: Mutex::new(Vec::new()),
    };
    for game in [
        punctbot::games::punct::STANDARD,
        punctbot::games::boop::STANDARD,
    ] {
        assert!(!render::pieces_png(game, &words).is_empty());
    }
    words.said.into_inner().unwrap()
}

/// Every word on both cards in Spanish, Russian and Chinese is that
/// language's, not the English it would fall back to (the games' names
/// aside, which are names), and has its glyphs in the bundled fonts.
fn check_translated(tag: &str) {
    let english = said_on_cards("en-US");
    let own = said_on_cards(tag);
    assert_eq!(english.len(), own.len());
    assert!(own.len() > 15, "{tag}: only {} words", own.len());
    for ((word, english), (same, text)) in english.iter().zip(&own) {
        assert_eq!(word, same);
        assert!(
            !text.is_empty() && !text.starts_with("picture-"),
            "{tag}: {word:?}"
        );
        assert_eq!(
            render::missing_glyphs(text),
            Vec::<char>::new(),
            "{tag}: {text}"
        );
        if !matches!(word, Word::Title(_)) {
            assert_ne!(text, english, "{tag}: {word:?} is said in English");
        }
    }
}

#[test]
fn every_word_of_the_cards_is_spanish_in_spanish() {
    check_translated("es-ES");
}

#[test]
fn every_word_of_the_cards_is_russian_in_russian() {
    check_translated("ru");
}

#[test]
fn every_word_of_the_cards_is_chinese_in_chinese() {
    check_translated("zh-CN");
}

/// The check above fails for a language without words of its own (one the
/// catalogue falls back to English for).
#[test]
fn a_language_without_its_own_words_fails_the_check() {
    assert!(std::panic::catch_unwind(|| check_translated("fr")).is_err());
}

/// English too: every word comes from the catalogue (no message id shown).
#[test]
fn every_word_of_the_cards_is_said_in_english() {
    for (word, text) in said_on_cards("en-US") {
        assert!(
            !text.is_empty() && !text.starts_with("picture-"),
            "{word:?}"
        );
    }
}
