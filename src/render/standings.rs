//! The standings picture of a tournament: rank, player, points, the two
//! tie-breaks (Buchholz, Sonneborn-Berger) and rating, a row a player. Laid
//! out like the ladder picture (same width, text sizes and colours), for
//! the same reason: Discord shows it about 400 pixels wide on a phone.

use super::table_picture::{
    self, draw_header, LEFT, NAME_LEFT, RANK_RIGHT, RIGHT, ROW_HEIGHT, SIZE, TOP,
};
use super::words::{StandingsColumn, Word, Words};
use super::{
    canvas::{Align, Canvas, Point},
    fonts::Weight,
    palette, panel,
};
use crate::tournament::Standing;

pub use table_picture::ROW_PIXELS;

/// Where each column ends (right-aligned numbers) or starts (names).
const POINTS_RIGHT: f32 = 492.0;
const BUCHHOLZ_RIGHT: f32 = 620.0;
const SONNEBORN_BERGER_RIGHT: f32 = 748.0;
const RATING_RIGHT: f32 = RIGHT - 4.0;

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
    let subtitle = words.say(Word::StandingsSubtitle {
        round: page.round,
        rounds: page.rounds,
        players: page.players,
        withdrawn: page.rows.iter().any(|row| row.standing.withdrawn),
    });
    let title = panel::fit(&page.title, RIGHT - LEFT, panel::TITLE_SIZE, Weight::Bold);
    let mut canvas = table_picture::headed(height, &title, &subtitle);
    draw_header(&mut canvas, header(words));
    for (row, top) in page.rows.iter().zip(row_tops(page)) {
        draw_row(&mut canvas, row, top as f32, words);
    }
    canvas
}

/// The standings' column names, where each goes.
fn header(words: &dyn Words) -> impl Iterator<Item = (String, f32, Align)> + '_ {
    [
        (StandingsColumn::Player, NAME_LEFT, Align::Left),
        (StandingsColumn::Points, POINTS_RIGHT, Align::Right),
        (StandingsColumn::Buchholz, BUCHHOLZ_RIGHT, Align::Right),
        (
            StandingsColumn::SonnebornBerger,
            SONNEBORN_BERGER_RIGHT,
            Align::Right,
        ),
        (StandingsColumn::Rating, RATING_RIGHT, Align::Right),
    ]
    .into_iter()
    .map(|(column, x, align)| (words.say(Word::StandingsColumn(column)), x, align))
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
