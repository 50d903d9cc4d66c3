//! The words inside the pictures in the reader's language: every word a
//! picture says comes from the catalogue in that language, every character
//! of it (and of the players' names) has a glyph in the bundled fonts, and
//! Chinese and Cyrillic text is really drawn, not boxes.

use std::sync::Mutex;

use super::render_pictures::decode;
use image::RgbImage;
use punctbot::{
    games::{random_game, AnyGame, ByColor, Seat},
    manager::Locale,
    render::{self, Word, Words},
};

/// A locale's words, each one kept as it is said (to check them after the
/// picture is drawn).
struct Recording {
    locale: Locale,
    said: Mutex<Vec<String>>,
}

impl Recording {
    fn new(tag: &str) -> Recording {
        Recording {
            locale: Locale(tag.to_owned()),
            said: Mutex::new(Vec::new()),
        }
    }

    fn said(&self) -> Vec<String> {
        self.said.lock().unwrap().clone()
    }
}

impl Words for Recording {
    fn say(&self, word: Word) -> String {
        let text = self.locale.say(word);
        self.said.lock().unwrap().push(text.clone());
        text
    }
}

fn names(first: &str, second: &str) -> ByColor<String> {
    ByColor {
        first: first.to_owned(),
        second: second.to_owned(),
    }
}

/// Games of both kinds, under way and over, so that most words are said.
fn games() -> Vec<AnyGame> {
    [
        punctbot::games::punct::STANDARD,
        punctbot::games::punct::BASIC,
        punctbot::games::boop::STANDARD,
    ]
    .into_iter()
    .flat_map(|kind| [0, 12, 2_000].map(|plies| random_game(kind, plies, 5)))
    .collect()
}

/// Bright pixels (text on the dark panel) in `area`.
fn text_pixels(picture: &RgbImage, (left, top, width, height): (u32, u32, u32, u32)) -> usize {
    let mut count = 0;
    for y in top..(top + height).min(picture.height()) {
        for x in left..(left + width).min(picture.width()) {
            let [r, g, b] = picture.get_pixel(x, y).0;
            if r > 170 && g > 170 && b > 170 {
                count += 1;
            }
        }
    }
    count
}

/// The band of a card where the name is written (its first line).
fn name_band(game: &AnyGame, seat: Seat) -> (u32, u32, u32, u32) {
    let (left, top, width, _) = render::player_card_area(game, seat);
    (left + 50, top + 4, width - 60, 44)
}

/// The pixels of `area` differ between two pictures.
fn differs(a: &RgbImage, b: &RgbImage, (left, top, width, height): (u32, u32, u32, u32)) -> bool {
    (top..top + height)
        .any(|y| (left..left + width).any(|x| a.get_pixel(x, y) != b.get_pixel(x, y)))
}

#[test]
fn every_word_of_every_picture_has_its_glyphs_in_every_language() {
    for tag in ["en-US", "es-ES", "ru", "zh-CN"] {
        let words = Recording::new(tag);
        for game in games() {
            let players = names("小明", "Борис");
            assert!(!render::board_png(&game, &players, &words).is_empty());
        }
        let said = words.said();
        assert!(said.len() > 50, "{tag}: too few words said");
        for text in said {
            assert_eq!(
                render::missing_glyphs(&text),
                Vec::<char>::new(),
                "{tag}: {text}"
            );
        }
    }
}

/// The words the English pictures used to hold written into the code.
const OLD_ENGLISH: [&str; 15] = [
    "to move",
    "White",
    "Black",
    "Orange",
    "Gray",
    "Draw",
    "game",
    "after",
    "start",
    "Connect",
    "columns",
    "rows",
    "last move",
    "cats",
    "kitten",
];

#[test]
fn russian_and_chinese_pictures_hold_none_of_the_english_words() {
    for tag in ["ru", "zh-CN"] {
        let words = Recording::new(tag);
        for game in games() {
            assert!(!render::board_png(&game, &names("a", "b"), &words).is_empty());
        }
        for text in words.said() {
            // Coordinates and numbers are the same in every language: look
            // for the Latin words.
            for word in OLD_ENGLISH {
                assert!(!text.contains(word), "{tag}: {text:?} says {word:?}");
            }
        }
    }
}

/// A Chinese or Cyrillic name and the panel's words in that language are
/// drawn: ink where they are, and another name of the same length draws
/// other pixels (boxes for missing glyphs would all look alike).
#[test]
fn chinese_and_cyrillic_names_and_words_are_drawn_as_glyphs() {
    let cases = [
        ("zh-CN", ("小明", "大明"), "雪地棋"),
        ("ru", ("Борис", "Жанна"), "ходят"),
    ];
    for (tag, (name, other), expected) in cases {
        let locale = Locale(tag.to_owned());
        for game in [
            random_game(punctbot::games::punct::STANDARD, 6, 1),
            random_game(punctbot::games::boop::STANDARD, 6, 1),
        ] {
            let words = Recording::new(tag);
            let picture = decode(&render::board_png(&game, &names(name, "Alice"), &words));
            let renamed = decode(&render::board_png(&game, &names(other, "Alice"), &locale));
            let band = name_band(&game, Seat::First);
            assert!(text_pixels(&picture, band) > 80, "{tag}: no ink for {name}");
            assert!(
                differs(&picture, &renamed, band),
                "{tag}: {name} and {other} look alike"
            );
            assert!(render::missing_glyphs(name).is_empty());
            let said = words.said().join(" ");
            if punctbot::games::punct::position(&game).is_some() {
                assert!(said.contains(expected), "{tag}: {said}");
            }
            // The status line under the cards, in the language, is inked.
            let (left, top, _, height) = render::player_card_area(&game, Seat::First);
            let under = (left, top + height + 4, picture.width() - 2 * left, 90);
            assert!(text_pixels(&picture, under) > 80, "{tag}: no status line");
        }
    }
}
