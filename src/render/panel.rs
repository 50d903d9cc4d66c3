//! The panel both games share, beneath the board: the title and a
//! subtitle on one line, the two players' cards side by side, then status
//! lines and legends across the whole width.
//!
//! Beneath rather than beside: Discord shows a picture in the chat shrunk
//! to about 400 pixels wide on a phone, and a side panel left the board a
//! third less of those pixels. Text sizes are chosen to stay legible at
//! that width (about half the picture's pixels).

use super::{
    canvas::{Align, Canvas, Colour, Point},
    finish::Badge,
    fonts::Weight,
    palette,
};
use crate::games::Seat;

/// Left and right edges of a run of content (a card's, or the panel's).
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
pub const TEXT_SIZE: f32 = 30.0;
pub const SMALL_SIZE: f32 = 26.0;

/// The space between the picture's edges and the panel's content.
const MARGIN: f32 = 24.0;
/// Between the two cards.
const GAP: f32 = 16.0;
/// The padding inside a card.
const PADDING: f32 = 14.0;

/// Where a game's panel lies: from `top` (under the board) across a
/// picture `width` pixels wide, its cards `card_height` tall.
pub struct Panel {
    pub top: f32,
    pub width: f32,
    pub card_height: f32,
}

impl Panel {
    /// The panel's content across the picture.
    #[must_use]
    pub const fn frame(&self) -> PanelFrame {
        PanelFrame {
            left: MARGIN,
            right: self.width - MARGIN,
        }
    }

    fn title_top(&self) -> f32 {
        self.top + 4.0
    }

    /// The top of both cards.
    #[must_use]
    pub fn cards_top(&self) -> f32 {
        self.top + TITLE_SIZE * 1.45
    }

    /// The y below both cards.
    #[must_use]
    pub fn cards_bottom(&self) -> f32 {
        self.cards_top() + self.card_height
    }

    fn card_width(&self) -> f32 {
        (self.width - 2.0 * MARGIN - GAP) / 2.0
    }

    fn card_left(&self, seat: Seat) -> f32 {
        MARGIN + seat.index() as f32 * (self.card_width() + GAP)
    }

    /// The content of `seat`'s card (first mover on the left).
    #[must_use]
    pub fn card_frame(&self, seat: Seat) -> PanelFrame {
        let left = self.card_left(seat);
        PanelFrame {
            left: left + PADDING,
            right: left + self.card_width() - PADDING,
        }
    }

    /// The pixels `seat`'s card covers, badge included: left, top, width,
    /// height (for tests and tools).
    #[must_use]
    pub fn card_area(&self, seat: Seat) -> (u32, u32, u32, u32) {
        (
            self.card_left(seat).floor() as u32,
            self.cards_top().floor() as u32,
            self.card_width().ceil() as u32,
            self.card_height.ceil() as u32,
        )
    }
}

/// What never changes in the panel, drawn once into a game's static layer:
/// the background of both players' cards.
pub fn backdrop(canvas: &mut Canvas, panel: &Panel) {
    for seat in Seat::ALL {
        canvas.fill_rounded_rect(
            Point::new(panel.card_left(seat), panel.cards_top()),
            panel.card_width(),
            panel.card_height,
            14.0,
            palette::CARD,
        );
    }
}

/// The game's name, and the line beside it (fitted to what is left), in
/// `colour` if given (else dim).
pub fn title(
    canvas: &mut Canvas,
    panel: &Panel,
    name: &str,
    subtitle: &str,
    colour: Option<Colour>,
) {
    let frame = panel.frame();
    let top = panel.title_top();
    let width = canvas.text(
        name,
        Point::new(frame.left, top),
        TITLE_SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    let left = frame.left + width + 20.0;
    let subtitle = fit(subtitle, frame.right - left, SMALL_SIZE, Weight::Regular);
    canvas.text(
        &subtitle,
        Point::new(left, top + (TITLE_SIZE - SMALL_SIZE) * 0.75),
        SMALL_SIZE,
        Weight::Regular,
        colour.unwrap_or(palette::TEXT_DIM),
        Align::Left,
    );
}

/// The title of a card that is no game's picture (a pieces card), with
/// the line under it wrapped to two lines at most; returns the y below.
pub fn heading(canvas: &mut Canvas, width: u32, title: &str, subtitle: &str) -> f32 {
    canvas.text(
        title,
        Point::new(MARGIN, 16.0),
        TITLE_SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    let mut y = 16.0 + TITLE_SIZE * 1.4;
    let room = width as f32 - 2.0 * MARGIN;
    for line in wrap(subtitle, room, SMALL_SIZE, Weight::Regular)
        .iter()
        .take(2)
    {
        canvas.text(
            line,
            Point::new(MARGIN, y),
            SMALL_SIZE,
            Weight::Regular,
            palette::TEXT_DIM,
            Align::Left,
        );
        y += SMALL_SIZE * 1.3;
    }
    y + 8.0
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

/// `text` cut into lines no wider than `width`, at spaces (a word too long
/// for a line alone is cut with an ellipsis).
pub fn wrap(text: &str, width: f32, size: f32, weight: Weight) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let candidate = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if current.is_empty() || Canvas::text_width(&candidate, size, weight) <= width {
            current = candidate;
        } else {
            lines.push(std::mem::replace(&mut current, word.to_owned()));
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
        .into_iter()
        .map(|line| fit(&line, width, size, weight))
        .collect()
}

/// The top of a player's card (its background is in the game's static
/// layer, see [`backdrop`]): a swatch drawn by `swatch` at the given centre,
/// the name and the card's badge: a stripe and the `to_move` tag, or a
/// stripe and a star for the winner. Returns the y where the card's own
/// content starts.
///
/// The background is the same for both cards: only the badge moves from
/// card to card as the turn passes, so consecutive pictures differ in a few
/// thousand pixels rather than two whole cards (a replay frame holds only
/// what changed: this keeps replays small and quick to encode). The name is
/// fitted to the room the widest badge leaves, so that it stays put too.
pub fn player_card(
    canvas: &mut Canvas,
    panel: &Panel,
    seat: Seat,
    card: &Card,
    swatch: impl FnOnce(&mut Canvas, Point),
) -> f32 {
    let frame = panel.card_frame(seat);
    let top = panel.cards_top();
    let stripe = match card.badge {
        Badge::ToMove => Some(palette::LAST_MOVE),
        Badge::Winner => Some(palette::WIN),
        Badge::None => None,
    };
    if let Some(colour) = stripe {
        canvas.fill_rounded_rect(
            Point::new(frame.left - PADDING, top),
            6.0,
            panel.card_height,
            3.0,
            colour,
        );
    }
    let name_top = top + 10.0;
    swatch(
        canvas,
        Point::new(frame.left + 16.0, name_top + TEXT_SIZE * 0.7),
    );
    match card.badge {
        Badge::ToMove => {
            canvas.text(
                card.to_move,
                Point::new(frame.right, name_top + 3.0),
                SMALL_SIZE,
                Weight::Bold,
                palette::LAST_MOVE,
                Align::Right,
            );
        }
        // A star needs no words, so no translation.
        Badge::Winner => {
            let centre = Point::new(frame.right - STAR_RADIUS, name_top + TEXT_SIZE * 0.7);
            canvas.fill_polygon(&star(centre, STAR_RADIUS), palette::WIN);
        }
        Badge::None => {}
    }
    let tag_width =
        Canvas::text_width(card.to_move, SMALL_SIZE, Weight::Bold).max(2.0 * STAR_RADIUS) + 12.0;
    let name_left = frame.left + 40.0;
    let name = fit(
        card.name,
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
    name_top + TEXT_SIZE * 1.45
}

/// What a player's card says: the name, the badge, and the words of the
/// "to move" tag (measured even when another card has it).
pub struct Card<'a> {
    pub name: &'a str,
    pub badge: Badge,
    pub to_move: &'a str,
}

/// The winner's star.
const STAR_RADIUS: f32 = 15.0;

/// The corners of a five-pointed star around `centre`, a point upwards.
fn star(centre: Point, radius: f32) -> Vec<Point> {
    (0..10)
        .map(|index| {
            let angle = std::f32::consts::PI * (index as f32 / 5.0 - 0.5);
            let reach = if index % 2 == 0 {
                radius
            } else {
                radius * 0.45
            };
            centre.offset(reach * angle.cos(), reach * angle.sin())
        })
        .collect()
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

/// Greys out a piece icon centred on `centre` (about `width` × `height`
/// pixels) in a card: a kind with none left keeps its icon, so a count of
/// zero is never an orphan "×0", but reads as empty.
pub fn grey_out(canvas: &mut Canvas, centre: Point, width: f32, height: f32) {
    canvas.fill_rounded_rect(
        centre.offset(-width / 2.0, -height / 2.0),
        width,
        height,
        4.0,
        palette::CARD.with_alpha(185),
    );
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
