//! The fonts of the pictures, parsed once, and text laid out across them.
//!
//! Noto Sans covers Latin, Greek and Cyrillic; player names in Chinese (or
//! anything else it lacks) fall back, character by character, to Droid Sans
//! Fallback.

use std::sync::LazyLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};

static REGULAR: LazyLock<FontRef<'static>> =
    LazyLock::new(|| parse(include_bytes!("../../fonts/NotoSans-Regular.ttf")));
static BOLD: LazyLock<FontRef<'static>> =
    LazyLock::new(|| parse(include_bytes!("../../fonts/NotoSans-Bold.ttf")));
static FALLBACK: LazyLock<FontRef<'static>> =
    LazyLock::new(|| parse(include_bytes!("../../fonts/DroidSansFallbackFull.ttf")));

fn parse(bytes: &'static [u8]) -> FontRef<'static> {
    // The fonts are compiled in and checked by the tests: a failure here is a
    // broken build, not a runtime condition.
    FontRef::try_from_slice(bytes).expect("the bundled fonts are valid")
}

/// How heavy the text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

/// A piece of text that one font draws.
pub struct Run<'t> {
    pub font: &'static FontRef<'static>,
    pub text: &'t str,
}

/// Splits `text` into runs, each drawn by the first font that has its glyphs.
pub fn runs(text: &str, weight: Weight) -> Vec<Run<'_>> {
    let primary: &'static FontRef<'static> = match weight {
        Weight::Regular => &REGULAR,
        Weight::Bold => &BOLD,
    };
    let font_for = |c: char| -> &'static FontRef<'static> {
        if c.is_whitespace() || primary.glyph_id(c).0 != 0 {
            primary
        } else {
            &FALLBACK
        }
    };
    let mut runs: Vec<Run<'_>> = Vec::new();
    let mut start = 0;
    let mut current: Option<&'static FontRef<'static>> = None;
    for (index, c) in text.char_indices() {
        let font = font_for(c);
        match current {
            Some(previous) if std::ptr::eq(previous, font) => {}
            Some(previous) => {
                runs.push(Run {
                    font: previous,
                    text: &text[start..index],
                });
                start = index;
                current = Some(font);
            }
            None => current = Some(font),
        }
    }
    if let Some(font) = current {
        runs.push(Run {
            font,
            text: &text[start..],
        });
    }
    runs
}

/// The ascent of `font` at `size` pixels: how far its baseline lies below the
/// top of a line.
pub fn ascent(font: &FontRef<'static>, size: f32) -> f32 {
    font.as_scaled(PxScale::from(size)).ascent()
}

/// The ascent of the primary font, used to place every run on one baseline.
pub fn primary_ascent(size: f32) -> f32 {
    ascent(&REGULAR, size)
}

/// The characters of `text` that no bundled font has a glyph for: each
/// would be drawn as an empty box ("tofu"). Spaces need none.
pub fn missing(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| {
            !c.is_whitespace()
                && [&*REGULAR, &*BOLD, &*FALLBACK]
                    .iter()
                    .all(|font| font.glyph_id(c).0 == 0)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_and_cyrillic_stay_in_noto_and_chinese_falls_back() {
        let runs = runs("Алиса и 小明", Weight::Regular);
        let texts: Vec<&str> = runs.iter().map(|run| run.text).collect();
        assert_eq!(texts, ["Алиса и ", "小明"]);
        assert!(std::ptr::eq(runs[0].font, &*REGULAR));
        assert!(std::ptr::eq(runs[1].font, &*FALLBACK));
    }

    #[test]
    fn every_special_character_the_pictures_use_has_a_glyph() {
        // A missing glyph draws as an empty box ("tofu"): the pictures use
        // only these characters beyond ASCII letters and digits.
        for c in "ÜüАя×·–…小明".chars() {
            let found = [&*REGULAR, &*BOLD, &*FALLBACK]
                .iter()
                .any(|font| font.glyph_id(c).0 != 0);
            assert!(found, "no glyph for {c:?}");
        }
        assert_eq!(REGULAR.glyph_id('\u{22EF}').0, 0, "this check can fail");
    }

    #[test]
    fn empty_text_has_no_runs() {
        assert!(runs("", Weight::Bold).is_empty());
    }
}
