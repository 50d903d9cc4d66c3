//! The standings picture of a tournament: rank, player, points, the two
//! tie-breaks (Buchholz, Sonneborn-Berger) and rating, a row a player. Laid
//! out like the ladder picture (same width, text sizes and colours), for
//! the same reason: Discord shows it about 400 pixels wide on a phone.

use super::words::{StandingsColumn, Word, Words};
use super::{
    canvas::{Align, Canvas, Point},
    fonts::Weight,
    palette, panel,
};
use crate::tournament::Standing;

pub const WIDTH: u32 = 900;
const ROW_HEIGHT: f32 = 56.0;
const TOP: f32 = 150.0;
const LEFT: f32 = 28.0;
const RIGHT: f32 = WIDTH as f32 - 28.0;
const SIZE: f32 = 30.0;

/// Where each column ends (right-aligned numbers) or starts (names).
const RANK_RIGHT: f32 = 78.0;
const NAME_LEFT: f32 = 96.0;
const POINTS_RIGHT: f32 = 492.0;
const BUCHHOLZ_RIGHT: f32 = 620.0;
const SONNEBORN_BERGER_RIGHT: f32 = 748.0;
const RATING_RIGHT: f32 = RIGHT - 4.0;

/// The height of one row in pixels.
pub const ROW_PIXELS: u32 = ROW_HEIGHT as u32;

/// A tournament's standings as the picture shows them: the caller cuts a
/// long table into pages of rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsPage {
    /// The tournament's name, drawn as the title.
    pub title: String,
    /// The standings are after this round of `rounds`.
    pub round: usize,
    pub rounds: usize,
    /// How many players the tournament has (more than `rows` on a page).
    pub players: usize,
    pub rows: Vec<StandingsRow>,
}

/// A player's line, with the name to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsRow {
    pub standing: Standing,
    pub name: String,
}

/// The top of each row the picture of `page` draws, in pixels.
#[must_use]
pub fn row_tops(page: &StandingsPage) -> Vec<u32> {
    (0..page.rows.len())
        .map(|index| (TOP + index as f32 * ROW_HEIGHT) as u32)
        .collect()
}

/// Draws `page`.
#[must_use]
pub fn picture(page: &StandingsPage, words: &dyn Words) -> Canvas {
    let height = (TOP + page.rows.len().max(1) as f32 * ROW_HEIGHT + 60.0).max(420.0);
    let mut canvas = Canvas::new(WIDTH, height as u32, palette::BACKGROUND);
    canvas.text(
        &panel::fit(&page.title, RIGHT - LEFT, panel::TITLE_SIZE, Weight::Bold),
        Point::new(LEFT, 24.0),
        panel::TITLE_SIZE,
        Weight::Bold,
        palette::TEXT,
        Align::Left,
    );
    let subtitle = words.say(Word::StandingsSubtitle {
        round: page.round,
        rounds: page.rounds,
        players: page.players,
        withdrawn: page.rows.iter().any(|row| row.standing.withdrawn),
    });
    canvas.text(
        &panel::fit(&subtitle, RIGHT - LEFT, panel::SMALL_SIZE, Weight::Regular),
        Point::new(LEFT, 80.0),
        panel::SMALL_SIZE,
        Weight::Regular,
        palette::TEXT_DIM,
        Align::Left,
    );
    draw_header(&mut canvas, words);
    for (row, top) in page.rows.iter().zip(row_tops(page)) {
        draw_row(&mut canvas, row, top as f32, words);
    }
    canvas
}

fn draw_header(canvas: &mut Canvas, words: &dyn Words) {
    let y = TOP - 40.0;
    let columns = [
        (None, RANK_RIGHT, Align::Right),
        (Some(StandingsColumn::Player), NAME_LEFT, Align::Left),
        (Some(StandingsColumn::Points), POINTS_RIGHT, Align::Right),
        (
            Some(StandingsColumn::Buchholz),
            BUCHHOLZ_RIGHT,
            Align::Right,
        ),
        (
            Some(StandingsColumn::SonnebornBerger),
            SONNEBORN_BERGER_RIGHT,
            Align::Right,
        ),
        (Some(StandingsColumn::Rating), RATING_RIGHT, Align::Right),
    ];
    for (column, x, align) in columns {
        let text = column.map_or_else(
            || "#".to_owned(),
            |column| words.say(Word::StandingsColumn(column)),
        );
        canvas.text(
            &text,
            Point::new(x, y),
            panel::SMALL_SIZE,
            Weight::Bold,
            palette::TEXT_DIM,
            align,
        );
    }
}

fn draw_row(canvas: &mut Canvas, row: &StandingsRow, top: f32, words: &dyn Words) {
    let standing = &row.standing;
    let text_top = top + (ROW_HEIGHT - SIZE * 1.36) / 2.0;
    let at = |x: f32| Point::new(x, text_top);
    // A player who withdrew stays in the table, greyed.
    let colour = if standing.withdrawn {
        palette::TEXT_DIM
    } else {
        palette::TEXT
    };
    let name = panel::fit(
        &row.name,
        POINTS_RIGHT - NAME_LEFT - 90.0,
        SIZE,
        Weight::Regular,
    );
    let cells = [
        (
            standing.rank.to_string(),
            RANK_RIGHT,
            Weight::Bold,
            Align::Right,
        ),
        (name, NAME_LEFT, Weight::Regular, Align::Left),
        (
            words.say(Word::Score(standing.points)),
            POINTS_RIGHT,
            Weight::Bold,
            Align::Right,
        ),
        (
            words.say(Word::Score(standing.buchholz)),
            BUCHHOLZ_RIGHT,
            Weight::Regular,
            Align::Right,
        ),
        (
            words.say(Word::Score(standing.sonneborn_berger)),
            SONNEBORN_BERGER_RIGHT,
            Weight::Regular,
            Align::Right,
        ),
        (
            standing.rating.to_string(),
            RATING_RIGHT,
            Weight::Regular,
            Align::Right,
        ),
    ];
    for (text, x, weight, align) in cells {
        canvas.text(&text, at(x), SIZE, weight, colour, align);
    }
}
