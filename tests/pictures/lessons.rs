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
        let marked = render::lesson_png(position, &names(&locale), &locale, marks);
        assert!(marked.len() < MAX_PNG_BYTES, "{game} {number}");
        let plain = decode(&render::lesson_png(position, &names(&locale), &locale, &[]));
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
            let png = render::lesson_png(position, &names(&locale), &locale, marks);
            std::fs::write(format!("{folder}/lesson-{game}-{number:02}-{tag}.png"), png)
                .expect("written");
        }
    }
}
