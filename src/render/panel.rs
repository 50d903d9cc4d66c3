//! The side panel both games share: title, one card per player, a status
//! line.

use super::{
    canvas::{Align, Canvas, Colour, Point},
    fonts::Weight,
    palette,
};

/// Left edge, width and padding of the panel's content.
pub struct PanelFrame {
    pub left: f32,
    pub right: f32,
}

impl PanelFrame {
    #[must_use]
    pub fn width(&self) -> f32 {
        self.right - self.left
    }
}

pub const TITLE_SIZE: f32 = 40.0;
pub const TEXT_SIZE: f32 = 26.0;
pub const SMALL_SIZE: f32 = 24.0;

/// The game's name and a line under it. Returns the y below them.
pub fn title(canvas: &mut Canvas, frame: &PanelFrame, top: f32, name: &str, subtitle: &str) -> f32 {
    canvas.text(
        name,
        Point::new(frame.left, top),
        TITLE_SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    let below = top + TITLE_SIZE * 1.3;
    canvas.text(
        subtitle,
        Point::new(frame.left, below),
        SMALL_SIZE,
        Weight::Regular,
        palette::TEXT_DIM,
        Align::Left,
    );
    below + SMALL_SIZE * 1.6
}

/// `text` cut to fit `width` pixels, with an ellipsis when cut: the longest
/// start of it that fits with the ellipsis.
///
/// A longer start is never narrower, so the cut is found by bisection: a
/// name of n characters is measured about log2(n) times, not n times (a
/// 10,000-character name took half a minute cut one character at a time).
#[must_use]
pub fn fit(text: &str, width: f32, size: f32, weight: Weight) -> String {
    if Canvas::text_width(text, size, weight) <= width {
        return text.to_owned();
    }
    let cut = |chars: usize| {
        let end = text
            .char_indices()
            .nth(chars)
            .map_or(text.len(), |(at, _)| at);
        format!("{}…", &text[..end])
    };
    let fits = |chars: usize| Canvas::text_width(&cut(chars), size, weight) <= width;
    // Invariant: `kept` characters fit (none always "fit": the ellipsis
    // alone is the last resort), `too_many` do not; the whole text does not.
    let (mut kept, mut too_many) = (0, text.chars().count());
    while too_many - kept > 1 {
        let middle = kept + (too_many - kept) / 2;
        if fits(middle) {
            kept = middle;
        } else {
            too_many = middle;
        }
    }
    cut(kept)
}

/// The top of a player's card: its background (highlighted for the player to
/// move), a swatch drawn by `swatch` at the given centre, the name and a
/// "to move" tag. Returns the y where the card's own content starts.
pub fn player_card(
    canvas: &mut Canvas,
    frame: &PanelFrame,
    top: f32,
    height: f32,
    name: &str,
    to_move: bool,
    swatch: impl FnOnce(&mut Canvas, Point),
) -> f32 {
    let background: Colour = if to_move {
        palette::TURN_BACKGROUND
    } else {
        palette::CARD
    };
    canvas.fill_rounded_rect(
        Point::new(frame.left - 12.0, top),
        frame.width() + 24.0,
        height,
        14.0,
        background,
    );
    if to_move {
        canvas.fill_rounded_rect(
            Point::new(frame.left - 12.0, top),
            6.0,
            height,
            3.0,
            palette::LAST_MOVE,
        );
    }
    let name_top = top + 12.0;
    swatch(
        canvas,
        Point::new(frame.left + 16.0, name_top + TEXT_SIZE * 0.7),
    );
    let tag_width = if to_move {
        let tag = "to move";
        canvas.text(
            tag,
            Point::new(frame.right, name_top + 3.0),
            SMALL_SIZE,
            Weight::Bold,
            palette::LAST_MOVE,
            Align::Right,
        ) + 12.0
    } else {
        0.0
    };
    let name_left = frame.left + 40.0;
    let name = fit(
        name,
        frame.right - tag_width - name_left,
        TEXT_SIZE,
        Weight::Bold,
    );
    canvas.text(
        &name,
        Point::new(name_left, name_top),
        TEXT_SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    name_top + TEXT_SIZE * 1.5
}

/// Lines of status text (the result, a count), wrapped by the caller. Returns
/// the y below them.
pub fn status_lines(
    canvas: &mut Canvas,
    frame: &PanelFrame,
    top: f32,
    lines: &[(String, Colour)],
) -> f32 {
    let mut y = top;
    for (line, colour) in lines {
        let line = fit(line, frame.width(), TEXT_SIZE, Weight::Bold);
        canvas.text(
            &line,
            Point::new(frame.left, y),
            TEXT_SIZE,
            Weight::Bold,
            *colour,
            Align::Left,
        );
        y += TEXT_SIZE * 1.4;
    }
    y
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_keeps_the_longest_start_that_fits() {
        let size = 16.0;
        for text in [
            "Alexandra Konstantinopolskaya",
            "小明小明小明小明小明小明",
            "ab",
            "Ωmega — the long one",
        ] {
            for width in [0.0, 8.0, 40.0, 90.0, 160.0, 1000.0] {
                let cut = fit(text, width, size, Weight::Regular);
                let whole = Canvas::text_width(text, size, Weight::Regular) <= width;
                if whole {
                    assert_eq!(cut, text);
                    continue;
                }
                let kept = cut.strip_suffix('…').expect("an ellipsis");
                assert!(text.starts_with(kept), "{cut:?} of {text:?}");
                let one_more: String = text.chars().take(kept.chars().count() + 1).collect();
                let longer = format!("{one_more}…");
                assert!(
                    kept.is_empty() || Canvas::text_width(&cut, size, Weight::Regular) <= width,
                    "{cut:?} is too wide for {width}"
                );
                assert!(
                    one_more == text || Canvas::text_width(&longer, size, Weight::Regular) > width,
                    "{longer:?} would fit in {width}"
                );
            }
        }
    }

    #[test]
    fn a_ten_thousand_character_name_is_cut() {
        let name = "n".repeat(10_000);
        let cut = fit(&name, 200.0, 16.0, Weight::Bold);
        assert!(cut.ends_with('…') && cut.chars().count() < 100, "{cut}");
    }
}
