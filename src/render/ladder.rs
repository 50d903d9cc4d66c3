//! The ladder picture: one page of a server's ranking in one game.

use super::table_picture::{
    self, draw_header, LEFT, NAME_LEFT, RANK_RIGHT, RIGHT, ROW_HEIGHT, SIZE, TOP,
};
use super::words::{LadderColumn, Word, Words};
use super::{
    canvas::{Align, Canvas, Pen, Point},
    fonts::Weight,
    palette, panel,
};
use crate::ratings::{LadderPage, LadderRow};
pub use table_picture::ROW_PIXELS;

/// Where each column ends (right-aligned numbers) or starts (names).
const RATING_RIGHT: f32 = 488.0;
const RECORD_CENTRE: f32 = 612.0;
const GAMES_RIGHT: f32 = 752.0;
const TREND_RIGHT: f32 = RIGHT - 4.0;

/// The top of each row the picture of `page` draws, in pixels: its own rows,
/// then the caller's row when it is elsewhere.
#[must_use]
pub fn row_tops(page: &LadderPage) -> Vec<u32> {
    let mut tops: Vec<u32> = (0..page.rows.len())
        .map(|index| (TOP + index as f32 * ROW_HEIGHT) as u32)
        .collect();
    if page.caller.is_some() {
        tops.push((TOP + page.rows.len() as f32 * ROW_HEIGHT + caller_gap(page)) as u32);
    }
    tops
}

/// The gap between the page's rows and the caller's own row.
fn caller_gap(page: &LadderPage) -> f32 {
    if page.caller.is_some() {
        ROW_HEIGHT * 0.6
    } else {
        0.0
    }
}

/// Draws `page` of the ladder titled `title`; the caller's row is
/// highlighted.
#[must_use]
pub fn picture(title: &str, page: &LadderPage, caller: u64, words: &dyn Words) -> Canvas {
    let rows = (page.rows.len() + usize::from(page.caller.is_some())).max(1);
    let gap = if page.caller.is_some() {
        ROW_HEIGHT * 0.6
    } else {
        0.0
    };
    let height = (TOP + rows as f32 * ROW_HEIGHT + gap + 60.0).max(420.0);
    let subtitle = words.say(Word::LadderSubtitle {
        page: page.page,
        pages: page.pages,
        players: page.players,
    });
    let mut canvas = table_picture::headed(height, title, &subtitle);
    draw_header(&mut canvas, header(words));
    if page.rows.is_empty() {
        let text = words.say(Word::LadderEmpty);
        // Kept left of the rating column, so that it never reads as a row.
        let width = RATING_RIGHT - 120.0 - LEFT;
        for (index, line) in panel::wrap(&text, width, SIZE, Weight::Regular)
            .iter()
            .enumerate()
        {
            canvas.text(
                line,
                Point::new(LEFT, TOP + 10.0 + index as f32 * SIZE * 1.3),
                SIZE,
                Weight::Regular,
                palette::TEXT_DIM,
                Align::Left,
            );
        }
        return canvas;
    }
    let mut y = TOP;
    let mut previous_provisional = false;
    for row in &page.rows {
        let provisional = row.standing.rating.is_provisional();
        if provisional && !previous_provisional && y > TOP {
            canvas.polyline(
                &[Point::new(LEFT, y), Point::new(RIGHT, y)],
                Pen::dashed(palette::TEXT_DIM, 2.0, 8.0, 6.0),
            );
        }
        previous_provisional = provisional;
        draw_row(&mut canvas, row, y, row.standing.user == caller);
        y += ROW_HEIGHT;
    }
    if let Some(row) = &page.caller {
        canvas.text(
            "…",
            Point::new(RANK_RIGHT, y - 8.0),
            SIZE,
            Weight::Bold,
            palette::TEXT_DIM,
            Align::Right,
        );
        draw_row(&mut canvas, row, y + gap, true);
    }
    canvas
}

/// The ladder's column names, where each goes.
fn header(words: &dyn Words) -> impl Iterator<Item = (String, f32, Align)> + '_ {
    [
        (LadderColumn::Player, NAME_LEFT, Align::Left),
        (LadderColumn::Rating, RATING_RIGHT, Align::Right),
        (LadderColumn::Record, RECORD_CENTRE, Align::Centre),
        (LadderColumn::Games, GAMES_RIGHT, Align::Right),
        (LadderColumn::Week, TREND_RIGHT, Align::Right),
    ]
    .into_iter()
    .map(|(column, x, align)| (words.say(Word::LadderColumn(column)), x, align))
}

fn draw_row(canvas: &mut Canvas, row: &LadderRow, top: f32, highlighted: bool) {
    let standing = &row.standing;
    if highlighted {
        canvas.fill_rounded_rect(
            Point::new(LEFT - 16.0, top + 2.0),
            RIGHT - LEFT + 32.0,
            ROW_HEIGHT - 4.0,
            12.0,
            palette::TURN_BACKGROUND,
        );
        canvas.fill_rounded_rect(
            Point::new(LEFT - 16.0, top + 2.0),
            6.0,
            ROW_HEIGHT - 4.0,
            3.0,
            palette::LAST_MOVE,
        );
    }
    let text_top = top + (ROW_HEIGHT - SIZE * 1.36) / 2.0;
    let at = |x: f32| Point::new(x, text_top);
    let provisional = standing.rating.is_provisional();
    let colour = if provisional {
        palette::TEXT_DIM
    } else {
        palette::TEXT
    };
    canvas.text(
        &row.rank.to_string(),
        at(RANK_RIGHT),
        SIZE,
        Weight::Bold,
        colour,
        Align::Right,
    );
    let name = panel::fit(
        &standing.name,
        RATING_RIGHT - NAME_LEFT - 110.0,
        SIZE,
        Weight::Regular,
    );
    canvas.text(
        &name,
        at(NAME_LEFT),
        SIZE,
        Weight::Regular,
        palette::TEXT,
        Align::Left,
    );
    canvas.text(
        &standing.rating.shown(),
        at(RATING_RIGHT),
        SIZE,
        Weight::Bold,
        colour,
        Align::Right,
    );
    let record = format!(
        "{} / {} / {}",
        standing.wins, standing.losses, standing.draws
    );
    canvas.text(
        &record,
        at(RECORD_CENTRE),
        SIZE,
        Weight::Regular,
        palette::TEXT,
        Align::Centre,
    );
    canvas.text(
        &standing.games().to_string(),
        at(GAMES_RIGHT),
        SIZE,
        Weight::Regular,
        palette::TEXT,
        Align::Right,
    );
    draw_trend(canvas, standing.trend, Point::new(TREND_RIGHT, text_top));
}

/// "+23" in green with a rising triangle, "-8" in red with a falling one,
/// "0" in grey.
fn draw_trend(canvas: &mut Canvas, trend: f64, at: Point) {
    let points = trend.round() as i64;
    let (text, colour) = match points {
        0 => ("0".to_owned(), palette::TEXT_DIM),
        p if p > 0 => (format!("+{p}"), palette::GAIN),
        p => (format!("-{}", -p), palette::SETBACK),
    };
    let width = canvas.text(&text, at, SIZE, Weight::Bold, colour, Align::Right);
    if points != 0 {
        let centre = at.offset(-width - 18.0, SIZE * 0.7);
        let (tip, base) = if points > 0 { (-8.0, 8.0) } else { (8.0, -8.0) };
        let triangle = [
            centre.offset(0.0, tip),
            centre.offset(-8.0, base),
            centre.offset(8.0, base),
        ];
        canvas.fill_polygon(&triangle, colour);
    }
}
