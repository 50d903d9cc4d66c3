//! The lessons' pictures (`/learn`): each lesson's position with the cells
//! it is about ringed in the lesson colour, decoded and compared with the
//! same position unmarked; and, by hand, every lesson picture in every
//! language to look at.

use crate::render_pictures::{close, decode, MAX_PNG_BYTES};
use punctbot::{
    games::{coach, ByColor, Rules},
    manager::{course_lesson, Locale},
    render::{self, palette},
};

/// Every lesson: (game, number).
fn every_lesson() -> Vec<(&'static str, u32)> {
    let mut lessons = Vec::new();
    for game in ["punct", "boop"] {
        lessons
            .extend((1..).map_while(|number| course_lesson(game, number).map(|_| (game, number))));
    }
    lessons
}

/// The learner and the coach, named as a lesson names them for a reader
/// of `locale`.
fn names(locale: &Locale) -> ByColor<String> {
    ByColor {
        first: "Alice".to_owned(),
        second: render::Words::say(locale, render::Word::Phrase(coach())),
    }
}

#[test]
fn every_lesson_picture_rings_its_cells_in_the_lesson_colour() {
    let lessons = every_lesson();
    assert_eq!(lessons.len(), 19);
    let locale = Locale::en();
    for (game, number) in lessons {
        let lesson = course_lesson(game, number).expect("a lesson");
        let (position, marks) = (&lesson.position, &lesson.marks);
        assert!(!marks.is_empty(), "{game} {number} marks nothing");
        let caption = (number, &lesson.title);
        let marked = render::lesson_png(position, &names(&locale), &locale, marks, caption);
        assert!(marked.len() < MAX_PNG_BYTES, "{game} {number}");
        let plain = decode(&render::lesson_png(
            position,
            &names(&locale),
            &locale,
            &[],
            caption,
        ));
        let marked = decode(&marked);
        assert_eq!(marked.dimensions(), plain.dimensions());
        // Only the marks differ, and they are drawn in the lesson colour.
        let changed: Vec<_> = marked
            .enumerate_pixels()
            .filter(|(x, y, pixel)| plain.get_pixel(*x, *y) != *pixel)
            .collect();
        let ringed = changed
            .iter()
            .filter(|(_, _, pixel)| close(**pixel, palette::LESSON, 40))
            .count();
        assert!(
            ringed > 100 * marks.len().min(3),
            "{game} {number}: {ringed}"
        );
        assert!(position.outcome().is_none());
    }
}

/// Words that say every word as [`Locale::en`] does and keep what they
/// were asked.
#[derive(Default)]
struct Heard(std::sync::Mutex<Vec<render::Word>>);

impl render::Words for Heard {
    fn say(&self, word: render::Word) -> String {
        self.0.lock().unwrap().push(word.clone());
        render::Words::say(&Locale::en(), word)
    }
}

/// A lesson's position is set up, not played: its picture's caption
/// names the lesson (in the reader's language), where a game's says
/// "start".
#[test]
fn a_lesson_picture_is_captioned_with_the_lesson() {
    for (game, number) in every_lesson() {
        let lesson = course_lesson(game, number).expect("a lesson");
        let heard = Heard::default();
        let png = render::lesson_png(
            &lesson.position,
            &names(&Locale::en()),
            &heard,
            &lesson.marks,
            (number, &lesson.title),
        );
        decode(&png);
        let heard = heard.0.into_inner().unwrap();
        let captions: Vec<&render::Word> = heard
            .iter()
            .filter(|word| matches!(word, render::Word::Caption(_) | render::Word::Lesson { .. }))
            .collect();
        assert_eq!(
            captions,
            [&render::Word::Lesson {
                number,
                title: lesson.title.clone()
            }],
            "{game} {number}"
        );
    }
    let lesson = course_lesson("punct", 3).expect("a lesson");
    for (tag, caption) in [
        ("en-US", "lesson 3 · "),
        ("es-ES", "lección 3 · "),
        ("ru", "урок 3 · "),
        ("zh-CN", "第 3 课 · "),
    ] {
        let locale = Locale(tag.to_owned());
        let title = render::Words::say(&locale, render::Word::Phrase(lesson.title.clone()));
        let said = render::Words::say(
            &locale,
            render::Word::Lesson {
                number: 3,
                title: lesson.title.clone(),
            },
        );
        assert_eq!(said, format!("{caption}{title}"), "{tag}");
        assert!(render::missing_glyphs(&said).is_empty(), "{tag}: {said}");
    }
}

/// Not a check: `LOOK=folder` writes every lesson's picture there, in
/// every language (`lesson-punct-08-ru.png`), to look at.
#[test]
#[ignore = "a tool: run it by hand with LOOK set"]
fn write_every_lesson_picture() {
    let Ok(folder) = std::env::var("LOOK") else {
        return;
    };
    for (game, number) in every_lesson() {
        let lesson = course_lesson(game, number).expect("a lesson");
        let (position, marks) = (&lesson.position, &lesson.marks);
        for tag in ["en-US", "es-ES", "ru", "zh-CN"] {
            let locale = Locale(tag.to_owned());
            let caption = (number, &lesson.title);
            let png = render::lesson_png(position, &names(&locale), &locale, marks, caption);
            std::fs::write(format!("{folder}/lesson-{game}-{number:02}-{tag}.png"), png)
                .expect("written");
        }
    }
}
