//! The analysis chart: a game's winning chances move by move. The plot
//! is split by the first player's winning chance: their pieces' colour
//! below the line, the second player's above, so each side's share is its
//! own colour; the moves the analysis marked are dots on the line, coloured
//! by how bad they were, with a legend beneath.

use super::{
    canvas::{Align, Canvas, Colour, Pen, Point},
    chart_card::{LEFT, RIGHT, SIZE, WIDTH},
    fonts::Weight,
    palette, panel,
    plot::Plot,
    Word, Words,
};
use crate::{
    bot::analysis::Mark,
    games::{ByColor, GameKind, Seat},
};

/// Room on the left of the plot for the percentages.
const LABELS: f32 = 96.0;
const PLOT_TOP: f32 = 170.0;
const PLOT_HEIGHT: f32 = 380.0;
/// Beneath the plot: the move numbers, then the legend.
const NUMBERS_TOP: f32 = PLOT_TOP + PLOT_HEIGHT + 20.0;
const LEGEND_TOP: f32 = NUMBERS_TOP + 56.0;
const HEIGHT: u32 = (LEGEND_TOP + 70.0) as u32;

/// A marked move on the chart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChartMark {
    /// Moves played once it was played (its number in the game, from 1):
    /// the dot sits on the chance after it.
    pub ply: usize,
    pub mark: Mark,
}

/// What the analysis chart shows.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisChart {
    pub kind: GameKind,
    /// The game's number on its server.
    pub number: u32,
    pub players: ByColor<String>,
    /// The first player's winning chance (0 to 1) at the start and after
    /// each move.
    pub chances: Vec<f64>,
    pub marks: Vec<ChartMark>,
}

/// The colour of a mark's dot: yellow, orange, red, warmer the worse (a
/// red apart from the palette's vermillion, which beside the orange reads
/// as the same at a phone's size).
#[must_use]
pub fn mark_colour(mark: Mark) -> Colour {
    match mark {
        Mark::Inaccuracy => palette::WIN,
        Mark::Mistake => palette::PUNCT_MARK,
        Mark::Blunder => Colour::hex(0xe8282b),
    }
}

/// A mark's dot is larger the worse the move.
fn mark_radius(mark: Mark) -> f32 {
    match mark {
        Mark::Inaccuracy => 9.0,
        Mark::Mistake => 11.0,
        Mark::Blunder => 13.0,
    }
}

fn plot() -> Plot {
    Plot {
        left: LEFT + LABELS,
        top: PLOT_TOP,
        width: RIGHT - LEFT - LABELS,
        height: PLOT_HEIGHT,
    }
}

/// Where the chance after `ply` moves is drawn, in pixels (for tests).
#[must_use]
pub fn chance_pixel(chart: &AnalysisChart, ply: usize) -> Option<(u32, u32)> {
    let chance = *chart.chances.get(ply)?;
    let point = plot().nth(ply, chart.chances.len(), chance as f32);
    Some((point.x as u32, point.y as u32))
}

/// Draws `chart`, its words said by `words`.
#[must_use]
pub fn picture(chart: &AnalysisChart, words: &dyn Words) -> Canvas {
    let mut canvas = Canvas::new(WIDTH, HEIGHT, palette::BACKGROUND);
    let title = words.say(Word::AnalysisTitle {
        kind: chart.kind,
        number: chart.number,
    });
    let title = panel::fit(&title, RIGHT - LEFT, panel::TITLE_SIZE, Weight::Bold);
    canvas.text(
        &title,
        Point::new(LEFT, 24.0),
        panel::TITLE_SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    let sides = chart.kind.game().picture().side_colours();
    draw_players(&mut canvas, chart, sides);
    draw_plot(&mut canvas, chart, sides);
    draw_legend(&mut canvas, words);
    canvas
}

/// The players with their colours, the first on the left.
fn draw_players(canvas: &mut Canvas, chart: &AnalysisChart, sides: [Colour; 2]) {
    let half = (RIGHT - LEFT) / 2.0;
    for seat in Seat::ALL {
        let left = LEFT + half * seat.index() as f32;
        let y = 24.0 + panel::TITLE_SIZE * 1.5;
        // Outlined: a black side stands out from the background too.
        canvas.fill_rounded_rect(Point::new(left, y), 34.0, 34.0, 7.0, palette::TEXT_DIM);
        canvas.fill_rounded_rect(
            Point::new(left + 2.0, y + 2.0),
            30.0,
            30.0,
            6.0,
            sides[seat.index()],
        );
        let name = panel::fit(chart.players.get(seat), half - 60.0, SIZE, Weight::Bold);
        canvas.text(
            &name,
            Point::new(left + 44.0, y),
            SIZE,
            Weight::Bold,
            palette::TEXT,
            Align::Left,
        );
    }
}

fn draw_plot(canvas: &mut Canvas, chart: &AnalysisChart, [first, second]: [Colour; 2]) {
    let plot = plot();
    plot.card(canvas);
    let count = chart.chances.len();
    let points: Vec<Point> = chart
        .chances
        .iter()
        .enumerate()
        .map(|(ply, &chance)| plot.nth(ply, count, chance as f32))
        .collect();
    // The second player's share is the whole plot; the first player's is
    // painted over it, from the bottom up to the line.
    let bottom = plot.top + plot.height;
    canvas.fill_polygon(
        &[
            Point::new(plot.left, plot.top),
            Point::new(plot.left + plot.width, plot.top),
            Point::new(plot.left + plot.width, bottom),
            Point::new(plot.left, bottom),
        ],
        second,
    );
    if let (Some(start), Some(end)) = (points.first(), points.last()) {
        let mut area = vec![Point::new(start.x, bottom)];
        area.extend(&points);
        area.push(Point::new(end.x, bottom));
        canvas.fill_polygon(&area, first);
    }
    for (up, label) in [(1.0, "100 %"), (0.5, "50 %"), (0.0, "0 %")] {
        plot.level(canvas, up, label);
    }
    if points.len() > 1 {
        canvas.polyline(&points, Pen::solid(palette::LAST_MOVE, 3.0));
    }
    for mark in &chart.marks {
        if let Some(&point) = points.get(mark.ply) {
            let radius = mark_radius(mark.mark);
            canvas.fill_circle(point, radius + 3.0, palette::BACKGROUND);
            canvas.fill_circle(point, radius, mark_colour(mark.mark));
        }
    }
    // The move numbers: the start, the middle and the end.
    let plies = count.saturating_sub(1);
    let mut numbers = vec![0, plies / 2, plies];
    numbers.dedup();
    for ply in numbers {
        let x = plot.nth(ply, count, 0.0).x;
        canvas.text(
            &ply.to_string(),
            Point::new(x, NUMBERS_TOP),
            SIZE,
            Weight::Regular,
            palette::TEXT_DIM,
            Align::Centre,
        );
    }
}

/// The three marks' dots, named.
fn draw_legend(canvas: &mut Canvas, words: &dyn Words) {
    let mut x = LEFT + LABELS;
    for mark in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
        let radius = mark_radius(mark);
        canvas.fill_circle(
            Point::new(x + 13.0, LEGEND_TOP + SIZE * 0.6),
            radius,
            mark_colour(mark),
        );
        x += 36.0;
        let width = canvas.text(
            &words.say(Word::Mark(mark)),
            Point::new(x, LEGEND_TOP),
            SIZE,
            Weight::Regular,
            palette::TEXT,
            Align::Left,
        );
        x += width + 40.0;
    }
}
