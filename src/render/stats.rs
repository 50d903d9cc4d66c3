//! The stats picture: one player on one server. A title and summary lines,
//! one line per game kind (rating, deviation, record) with the colour of its
//! line in the rating chart below, then the last games.
//!
//! Every word arrives ready-made in a [`StatsCard`] (the manager takes them
//! from the catalogue): this module only lays them out.

use super::{
    canvas::{Align, Canvas, Colour, Pen, Point},
    chart_card::{LEFT, RIGHT, SIZE, WIDTH},
    fonts::Weight,
    palette, panel,
    plot::Plot,
};
use crate::ratings::Score;

const LINE: f32 = 44.0;
/// The lines of the last games.
const GAME_SIZE: f32 = 30.0;
const SECTION_GAP: f32 = 24.0;
const CHART_HEIGHT: f32 = 280.0;
/// Room on the left of the chart for the rating labels.
const CHART_LABELS: f32 = 80.0;

/// One colour per chart line, in the order of [`StatsCard::kinds`]
/// (Okabe–Ito: sky blue, orange, reddish purple).
pub const SERIES: [Colour; 3] = [
    Colour::hex(0x56b4e9),
    Colour::hex(0xe69f00),
    Colour::hex(0xcc79a7),
];

/// One game kind's line: its name, the rating as shown, and the rest.
#[derive(Clone, Debug, PartialEq)]
pub struct KindLine {
    pub game: String,
    /// e.g. `1623?`, or a dash before the first rated game.
    pub rating: String,
    /// e.g. `±85 · 12 rated · 8 W 3 L 1 D`.
    pub detail: String,
    /// The rating after each rated game, oldest first (the chart's line).
    pub history: Vec<f64>,
    /// Which of [`SERIES`] colours its swatch and line (the same for a game
    /// kind in every picture).
    pub series: usize,
}

/// One of the last games: its result, and a line describing it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameLine {
    pub score: Score,
    /// The one-letter result shown in colour (`W`, `L`, `D`).
    pub mark: String,
    pub text: String,
}

/// Everything the stats picture shows, in words already chosen.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsCard {
    pub title: String,
    /// Under the title: the streak, the best win, a friendly word for a
    /// player without games.
    pub lines: Vec<String>,
    /// The game kinds to show.
    pub kinds: Vec<KindLine>,
    /// Above the chart (drawn only when some kind has a history).
    pub chart_title: String,
    /// Above the last games (drawn only when there are some).
    pub games_title: String,
    pub games: Vec<GameLine>,
}

/// Where things go: computed once, used to draw and by the tests.
struct Layout {
    kinds_top: f32,
    /// The chart's plot area (inside the labels): left, top, width, height.
    chart: Option<Plot>,
    games_top: f32,
    height: f32,
}

/// The summary lines as drawn: wrapped to the width of the picture.
fn summary(card: &StatsCard) -> Vec<String> {
    card.lines
        .iter()
        .flat_map(|line| panel::wrap(line, RIGHT - LEFT, SIZE, Weight::Regular))
        .collect()
}

fn layout(card: &StatsCard) -> Layout {
    let mut y = 24.0 + panel::TITLE_SIZE * 1.4;
    y += summary(card).len() as f32 * LINE + SECTION_GAP / 2.0;
    let kinds_top = y;
    y += card.kinds.len() as f32 * LINE * 1.2 + SECTION_GAP;
    let chart = if card.kinds.iter().any(|kind| !kind.history.is_empty()) {
        // Title, then the plot with room for its labels.
        let top = y + LINE + 10.0;
        y = top + CHART_HEIGHT + SECTION_GAP;
        Some(Plot {
            left: LEFT + CHART_LABELS,
            top,
            width: RIGHT - LEFT - CHART_LABELS,
            height: CHART_HEIGHT,
        })
    } else {
        None
    };
    let games_top = y;
    if !card.games.is_empty() {
        y += LINE + card.games.len() as f32 * LINE;
    }
    Layout {
        kinds_top,
        chart,
        games_top,
        height: y + SECTION_GAP,
    }
}

/// The rating range the chart spans: all points, at least 100 points tall,
/// padded so no line touches the frame.
fn rating_range(card: &StatsCard) -> (f64, f64) {
    let points = card.kinds.iter().flat_map(|kind| kind.history.iter());
    let (low, high) = points.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &r| {
        (lo.min(r), hi.max(r))
    });
    if !low.is_finite() {
        return (1400.0, 1600.0);
    }
    let middle = (low + high) / 2.0;
    let half = ((high - low) / 2.0).max(50.0) * 1.15;
    (middle - half, middle + half)
}

/// The most games any kind has been rated in (the chart's width).
fn longest(card: &StatsCard) -> usize {
    card.kinds
        .iter()
        .map(|kind| kind.history.len())
        .max()
        .unwrap_or(0)
}

/// Where point `index` of a history is drawn in the chart area.
fn chart_point(area: Plot, range: (f64, f64), longest: usize, index: usize, rating: f64) -> Point {
    let share = ((rating - range.0) / (range.1 - range.0)).clamp(0.0, 1.0) as f32;
    area.nth(index, longest, share)
}

/// The pixel where point `index` of kind `kind`'s history is drawn (for
/// tests and tools), if the card has such a point.
#[must_use]
pub fn history_pixel(card: &StatsCard, kind: usize, index: usize) -> Option<(u32, u32)> {
    let area = layout(card).chart?;
    let rating = *card.kinds.get(kind)?.history.get(index)?;
    let point = chart_point(area, rating_range(card), longest(card), index, rating);
    Some((point.x as u32, point.y as u32))
}

/// Draws `card`.
#[must_use]
pub fn picture(card: &StatsCard) -> Canvas {
    let layout = layout(card);
    let mut canvas = Canvas::new(WIDTH, layout.height as u32, palette::BACKGROUND);
    let title = panel::fit(&card.title, RIGHT - LEFT, panel::TITLE_SIZE, Weight::Bold);
    canvas.text(
        &title,
        Point::new(LEFT, 24.0),
        panel::TITLE_SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    let mut y = 24.0 + panel::TITLE_SIZE * 1.4;
    for line in summary(card) {
        canvas.text(
            &line,
            Point::new(LEFT, y),
            SIZE,
            Weight::Regular,
            palette::TEXT,
            Align::Left,
        );
        y += LINE;
    }
    draw_kinds(&mut canvas, card, layout.kinds_top);
    if let Some(area) = layout.chart {
        draw_chart(&mut canvas, card, area);
    }
    if !card.games.is_empty() {
        draw_games(&mut canvas, card, layout.games_top);
    }
    canvas
}

fn draw_kinds(canvas: &mut Canvas, card: &StatsCard, top: f32) {
    const RATING_RIGHT: f32 = 400.0;
    const DETAIL_LEFT: f32 = 430.0;
    for (index, kind) in card.kinds.iter().enumerate() {
        let y = top + index as f32 * LINE * 1.2;
        let colour = SERIES[kind.series % SERIES.len()];
        canvas.fill_rounded_rect(Point::new(LEFT, y + 6.0), 8.0, SIZE, 4.0, colour);
        canvas.text(
            &kind.game,
            Point::new(LEFT + 22.0, y),
            SIZE,
            Weight::Bold,
            palette::TEXT,
            Align::Left,
        );
        canvas.text(
            &kind.rating,
            Point::new(RATING_RIGHT, y),
            SIZE,
            Weight::Bold,
            palette::TEXT,
            Align::Right,
        );
        let detail = panel::fit(&kind.detail, RIGHT - DETAIL_LEFT, SIZE, Weight::Regular);
        canvas.text(
            &detail,
            Point::new(DETAIL_LEFT, y),
            SIZE,
            Weight::Regular,
            palette::TEXT_DIM,
            Align::Left,
        );
    }
}

/// A step between grid lines that gives a handful of them.
fn grid_step(range: (f64, f64)) -> f64 {
    let span = range.1 - range.0;
    [25.0, 50.0, 100.0, 200.0, 500.0, 1000.0]
        .into_iter()
        .find(|step| span / step <= 5.0)
        .unwrap_or(2000.0)
}

fn draw_chart(canvas: &mut Canvas, card: &StatsCard, area: Plot) {
    canvas.text(
        &card.chart_title,
        Point::new(LEFT, area.top - LINE - 10.0),
        SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    area.card(canvas);
    let range = rating_range(card);
    let step = grid_step(range);
    let mut level = (range.0 / step).ceil() * step;
    while level <= range.1 {
        let share = ((level - range.0) / (range.1 - range.0)).clamp(0.0, 1.0) as f32;
        area.level(canvas, share, &format!("{level:.0}"));
        level += step;
    }
    let longest = longest(card);
    for kind in &card.kinds {
        let colour = SERIES[kind.series % SERIES.len()];
        let points: Vec<Point> = kind
            .history
            .iter()
            .enumerate()
            .map(|(at, &rating)| chart_point(area, range, longest, at, rating))
            .collect();
        if points.len() > 1 {
            canvas.polyline(&points, Pen::solid(colour, 4.0));
        }
        // Dots while they stay apart; a single game is a dot alone.
        if points.len() <= 40 {
            for point in &points {
                canvas.fill_circle(*point, 6.0, colour);
            }
        }
    }
}

fn draw_games(canvas: &mut Canvas, card: &StatsCard, top: f32) {
    canvas.text(
        &card.games_title,
        Point::new(LEFT, top),
        SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    for (index, game) in card.games.iter().enumerate() {
        let y = top + LINE * (index + 1) as f32;
        let colour = match game.score {
            Score::Win => palette::GAIN,
            Score::Loss => palette::SETBACK,
            Score::Draw => palette::TEXT_DIM,
        };
        canvas.fill_rounded_rect(Point::new(LEFT, y + 3.0), 36.0, 34.0, 6.0, colour);
        canvas.text(
            &game.mark,
            Point::new(LEFT + 18.0, y + 2.0),
            panel::SMALL_SIZE,
            Weight::Bold,
            palette::BACKGROUND,
            Align::Centre,
        );
        let text = panel::fit(&game.text, RIGHT - LEFT - 56.0, GAME_SIZE, Weight::Regular);
        canvas.text(
            &text,
            Point::new(LEFT + 56.0, y + 1.0),
            GAME_SIZE,
            Weight::Regular,
            palette::TEXT,
            Align::Left,
        );
    }
}
