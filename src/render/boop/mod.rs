//! The boop. picture: the bed seen from above, what the last turn did, and
//! the panel beneath it.

pub mod card;
pub mod choice;
mod drawing;
pub mod probes;

pub use drawing::PICTURE;

use super::{
    canvas::{Align, Canvas, Colour, Pen, Point, Sprite},
    finish::{Finish, Status},
    fonts::Weight,
    palette,
    panel::{self, Card, Panel, PanelFrame},
    scaled::PerDivisor,
    words::{Word, Words},
};
use crate::games::{
    boop::{
        self, words::picture as said, Choosing, Kind, Piece, Position, Resolved, Row, Square,
        TurnReport, Variant,
    },
    ByColor, Outcome, Seat,
};

/// The bed and its margins across the width, the panel beneath (both
/// multiples of 12: replays draw 2, 3 or 4 times smaller).
pub const WIDTH: u32 = 768;
pub const HEIGHT: u32 = 1092;
/// Where the panel starts: below the bed, its labels and the room for
/// pieces booped off its edge.
const BED_AREA_HEIGHT: f32 = 720.0;

/// The side of one square of the bed.
pub(crate) const SQUARE: f32 = 96.0;
/// The bed's top left corner; the margin around it leaves room for the
/// labels and for pieces booped off the edge.
const BED: Point = Point::new(96.0, 72.0);
const LABEL_SIZE: f32 = 26.0;

const PANEL: Panel = Panel {
    top: BED_AREA_HEIGHT,
    width: WIDTH as f32,
    card_height: 176.0,
};

/// The panel's content across the picture.
const FRAME: PanelFrame = PANEL.frame();

/// The pixels `seat`'s card covers in the panel.
pub fn card_area(seat: Seat) -> (u32, u32, u32, u32) {
    PANEL.card_area(seat)
}

/// The centre of `square` in pixels (rank 1 at the bottom, file a at the left).
pub fn square_centre(square: Square) -> Point {
    centre_at(f32::from(square.file()), f32::from(square.rank()))
}

/// The centre of the square at (file, rank) counted from 0, also off the bed.
fn centre_at(file: f32, rank: f32) -> Point {
    Point::new(BED.x + (file + 0.5) * SQUARE, BED.y + (5.5 - rank) * SQUARE)
}

/// Draws a placement waiting for its choice: the bed after the placement
/// and its boop, the placement and boops marked as a last turn is, and
/// every option numbered.
#[must_use]
pub fn choice_picture(choosing: &Choosing, players: &ByColor<String>, words: &dyn Words) -> Canvas {
    let mut canvas = EMPTY_BED.get(1).clone();
    let shown = Shown {
        report: Some(choosing.report.clone()),
        choosing: Some(choosing),
    };
    draw_shown(
        &mut canvas,
        &choosing.position,
        players,
        words,
        None,
        &shown,
    );
    canvas
}

/// What is marked besides the pieces: a turn's effects, and a choice's
/// options.
struct Shown<'a> {
    report: Option<TurnReport>,
    choosing: Option<&'a Choosing>,
}

/// Draws `position` after its last turn; with `finish`, as the game's
/// final picture.
#[must_use]
pub fn picture(
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
) -> Canvas {
    let mut canvas = EMPTY_BED.get(1).clone();
    draw(&mut canvas, position, players, words, finish);
    canvas
}

/// Draws `position` into `canvas` as [`picture`] does, at the canvas's
/// size, reusing its memory.
pub fn redraw(
    canvas: &mut Canvas,
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
) {
    canvas.restore(base(canvas.divisor()));
    draw(canvas, position, players, words, finish);
}

/// Draws `position` after its last turn over the empty bed on `canvas`.
fn draw(
    canvas: &mut Canvas,
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
) {
    let shown = Shown {
        report: position.last_turn(),
        choosing: None,
    };
    draw_shown(canvas, position, players, words, finish, &shown);
}

/// Draws `position` with what `shown` marks.
fn draw_shown(
    canvas: &mut Canvas,
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
    shown: &Shown,
) {
    let report = &shown.report;
    if let Some(report) = report {
        let square = report.turn.placement.square;
        let corner = square_centre(square).offset(-SQUARE / 2.0 + 4.0, -SQUARE / 2.0 + 4.0);
        canvas.fill_rounded_rect(
            corner,
            SQUARE - 8.0,
            SQUARE - 8.0,
            10.0,
            palette::LAST_MOVE.with_alpha(110),
        );
        draw_departed(canvas, report);
    }
    if let Some(row) = position.win().and_then(|(_, reason)| reason.row()) {
        draw_row_line(canvas, row, palette::WIN);
    }
    if let Some(choosing) = shown.choosing {
        choice::draw_rows(canvas, &choosing.options);
    }
    for square in Square::ALL {
        if let Some(piece) = position.piece_at(square) {
            draw_bed_piece(canvas, square_centre(square), piece);
        }
    }
    if let Some(report) = report {
        draw_boops(canvas, report);
    }
    if let Some(choosing) = shown.choosing {
        choice::draw_numbers(canvas, &choosing.options);
    }
    draw_win(canvas, position);
    let status = Status::of(position, finish);
    let choices = shown.choosing.map(|choosing| choosing.options.len());
    let view = PanelView {
        report: report.as_ref(),
        status: &status,
        choices,
    };
    draw_panel(canvas, position, players, words, &view);
}

/// Outlines the squares that won: the row, or all eight cats.
fn draw_win(canvas: &mut Canvas, position: &Position) {
    let Some((winner, reason)) = position.win() else {
        return;
    };
    let squares: Vec<Square> = match reason.row() {
        Some(row) => row.squares().to_vec(),
        None => position
            .pieces()
            .filter(|(_, piece)| piece.owner == winner)
            .map(|(square, _)| square)
            .collect(),
    };
    for square in squares {
        frame_square(canvas, square, 5.0, Pen::solid(palette::WIN, 6.0));
    }
}

/// Frames `squares` with the lesson's dashed mark, over the pieces.
pub fn lesson_marks(canvas: &mut Canvas, squares: &[Square]) {
    for &square in squares {
        frame_square(
            canvas,
            square,
            6.0,
            Pen::dashed(palette::LESSON, 6.0, 12.0, 7.0),
        );
    }
}

/// Strokes a frame `inset` pixels inside `square`'s edges.
fn frame_square(canvas: &mut Canvas, square: Square, inset: f32, pen: Pen) {
    let half = SQUARE / 2.0 - inset;
    let at = square_centre(square);
    let corners = [
        at.offset(-half, -half),
        at.offset(half, -half),
        at.offset(half, half),
        at.offset(-half, half),
    ];
    canvas.stroke_polygon(&corners, pen);
}

/// The empty bed with its labels and the backgrounds of the panel's cards,
/// drawn once for each size (the words are the reader's: drawn each time).
static EMPTY_BED: PerDivisor<Canvas> = PerDivisor::new(|divisor| {
    let mut canvas = Canvas::smaller(WIDTH, HEIGHT, palette::BACKGROUND, divisor);
    draw_bed(&mut canvas);
    panel::backdrop(&mut canvas, &PANEL);
    canvas
});

/// The picture of no position, drawn `divisor` times smaller.
pub fn base(divisor: u32) -> &'static Canvas {
    EMPTY_BED.get(divisor)
}

/// Every piece (owner × kind), drawn once for each size: a square's worth
/// of pixels at that size (a whole number of them: 96 is a multiple of
/// every divisor), centred on the square.
static PIECES: PerDivisor<Vec<Sprite>> = PerDivisor::new(|divisor| {
    let size = SQUARE as u32 / divisor;
    let centre = (size as i32 / 2, size as i32 / 2);
    let mut sprites = Vec::new();
    for owner in Seat::ALL {
        for kind in Kind::ALL {
            sprites.push(Sprite::new(size, size, centre, |canvas| {
                draw_piece(
                    canvas,
                    Point::new(centre.0 as f32, centre.1 as f32),
                    Piece { owner, kind },
                    1.0 / divisor as f32,
                );
            }));
        }
    }
    sprites
});

/// A piece as the bed shows it, centred on `centre` (a whole pixel).
pub(crate) fn draw_bed_piece(canvas: &mut Canvas, centre: Point, piece: Piece) {
    let sprite = &PIECES.get(canvas.divisor())[piece.owner.index() * 2 + piece.kind.index()];
    canvas.blit(sprite, (centre.x as i32, centre.y as i32));
}

/// One quilted square of the bed centred on `centre`: dark or light, and
/// its stitching.
pub(crate) fn draw_square(canvas: &mut Canvas, centre: Point, dark: bool) {
    let shade = if dark {
        palette::BED_DARK
    } else {
        palette::BED_LIGHT
    };
    let corner = centre.offset(-SQUARE / 2.0, -SQUARE / 2.0);
    canvas.fill_rounded_rect(corner, SQUARE, SQUARE, 0.0, shade);
    let stitch = [
        corner.offset(5.0, 5.0),
        corner.offset(SQUARE - 5.0, 5.0),
        corner.offset(SQUARE - 5.0, SQUARE - 5.0),
        corner.offset(5.0, SQUARE - 5.0),
    ];
    canvas.stroke_polygon(&stitch, Pen::dashed(palette::BED_STITCH, 2.0, 6.0, 5.0));
}

fn draw_bed(canvas: &mut Canvas) {
    for square in Square::ALL {
        let dark = (square.file() + square.rank()) % 2 == 0;
        draw_square(canvas, square_centre(square), dark);
    }
    let edge = [
        BED,
        BED.offset(6.0 * SQUARE, 0.0),
        BED.offset(6.0 * SQUARE, 6.0 * SQUARE),
        BED.offset(0.0, 6.0 * SQUARE),
    ];
    canvas.stroke_polygon(&edge, Pen::solid(palette::BED_STITCH, 4.0));
    for index in 0..6u8 {
        let file = char::from(b'a' + index).to_string();
        let below = centre_at(f32::from(index), -0.8).offset(0.0, -LABEL_SIZE * 0.68);
        canvas.text(
            &file,
            below,
            LABEL_SIZE,
            Weight::Bold,
            palette::LABEL,
            Align::Centre,
        );
        let rank = (index + 1).to_string();
        let left = centre_at(-0.8, f32::from(index)).offset(0.0, -LABEL_SIZE * 0.68);
        canvas.text(
            &rank,
            left,
            LABEL_SIZE,
            Weight::Bold,
            palette::LABEL,
            Align::Centre,
        );
    }
}

pub(super) fn colours(owner: Seat) -> (Colour, Colour) {
    owner.fold(
        (palette::ORANGE, palette::ORANGE_OUTLINE),
        (palette::GRAY, palette::GRAY_OUTLINE),
    )
}

/// A kitten is a small round head with small ears; a cat a big head with big
/// ears and whiskers: they differ in size and silhouette, not only colour.
fn draw_piece(canvas: &mut Canvas, at: Point, piece: Piece, scale: f32) {
    let (body, outline) = colours(piece.owner);
    let (radius, ear) = match piece.kind {
        Kind::Kitten => (0.21 * SQUARE * scale, 0.5),
        Kind::Cat => (0.3 * SQUARE * scale, 0.62),
    };
    // Lower the head a little so that head and ears sit in the square.
    let at = at.offset(0.0, radius * 0.2);
    let ear_shape = |side: f32| {
        [
            at.offset(side * radius * 0.95, -radius * 0.25),
            at.offset(side * radius * 0.80, -radius * (1.0 + ear)),
            at.offset(side * radius * 0.15, -radius * 0.85),
        ]
    };
    let outline_pen = Pen::solid(outline, 3.0 * scale);
    for side in [-1.0, 1.0] {
        canvas.fill_polygon(&ear_shape(side), body);
        canvas.stroke_polygon(&ear_shape(side), outline_pen);
    }
    canvas.fill_circle(at, radius, body);
    canvas.stroke_circle(at, radius, outline_pen);
    let eye = radius * 0.14;
    for side in [-1.0, 1.0] {
        canvas.fill_circle(
            at.offset(side * radius * 0.38, -radius * 0.12),
            eye,
            outline,
        );
    }
    if piece.kind == Kind::Cat {
        let pen = Pen::solid(outline, 2.0 * scale);
        for side in [-1.0f32, 1.0] {
            for tilt in [-0.18f32, 0.0, 0.18] {
                let start = at.offset(side * radius * 0.3, radius * 0.3);
                let end = at.offset(side * radius * 1.25, radius * (0.3 + tilt * 2.0));
                canvas.polyline(&[start, end], pen);
            }
        }
    }
}

/// A translucent piece with a dashed outline: one that has left the bed.
fn draw_ghost(canvas: &mut Canvas, at: Point, piece: Piece, scale: f32, mark: Colour) {
    let radius = match piece.kind {
        Kind::Kitten => 0.21,
        Kind::Cat => 0.3,
    } * SQUARE
        * scale;
    let (body, _) = colours(piece.owner);
    canvas.fill_circle(at, radius, body.with_alpha(110));
    canvas.stroke_circle(at, radius + 3.0, Pen::dashed(mark, 3.0, 7.0, 5.0));
}

/// The pieces the last turn took off the bed: booped off the edge (a ghost
/// just outside it) and graduated or lifted (ghosts where they stood).
fn draw_departed(canvas: &mut Canvas, report: &TurnReport) {
    for boop in report.boops.iter().filter(|boop| boop.to.is_none()) {
        let (dx, dy) = boop.direction.delta();
        let beyond = centre_at(
            f32::from(boop.from.file()) + f32::from(dx) * 0.78,
            f32::from(boop.from.rank()) + f32::from(dy) * 0.78,
        );
        draw_ghost(canvas, beyond, boop.piece, 0.7, palette::LAST_MOVE);
    }
    match report.resolved {
        Some(Resolved::Graduated { row, pieces }) => {
            for (square, piece) in row.squares().into_iter().zip(pieces) {
                draw_ghost(canvas, square_centre(square), piece, 1.0, palette::PEEK);
            }
            draw_row_line(canvas, row, palette::PEEK.with_alpha(170));
        }
        Some(Resolved::Lifted { square, piece }) => {
            draw_ghost(canvas, square_centre(square), piece, 1.0, palette::PEEK)
        }
        None => {}
    }
}

/// An arrow for every piece the last boop moved, on the bed or off it.
fn draw_boops(canvas: &mut Canvas, report: &TurnReport) {
    let pen = Pen::solid(palette::LAST_MOVE, 5.0);
    for boop in &report.boops {
        let from = square_centre(boop.from);
        let (dx, dy) = boop.direction.delta();
        let (ux, uy) = (f32::from(dx), -f32::from(dy));
        let length = if boop.to.is_some() {
            SQUARE
        } else {
            SQUARE * 0.78
        };
        let norm = ux.hypot(uy);
        let (ux, uy) = (ux / norm, uy / norm);
        let start = from.offset(ux * SQUARE * 0.18, uy * SQUARE * 0.18);
        let tip = from.offset(
            ux * (length * norm - SQUARE * 0.42),
            uy * (length * norm - SQUARE * 0.42),
        );
        canvas.arrow(start, tip, pen, 16.0);
    }
}

fn draw_row_line(canvas: &mut Canvas, row: Row, colour: Colour) {
    let [first, _, last] = row.squares();
    canvas.polyline(
        &[square_centre(first), square_centre(last)],
        Pen::solid(colour, 14.0),
    );
}

/// What the panel says besides the players: the last turn, the state of
/// the game, and how many options a waiting placement has.
struct PanelView<'a> {
    report: Option<&'a TurnReport>,
    status: &'a Status,
    choices: Option<usize>,
}

fn draw_panel(
    canvas: &mut Canvas,
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
    view: &PanelView,
) {
    let subtitle = words.say(Word::Caption(said::subtitle(
        position.variant() == Variant::Younger,
        position.ply(),
    )));
    panel::title(
        canvas,
        &PANEL,
        &words.say(Word::Title(boop::STANDARD)),
        &subtitle,
        words.caption_colour(),
    );
    let to_move = words.say(Word::ToMove);
    for seat in Seat::ALL {
        let card = Card {
            name: players.get(seat),
            badge: view.status.badge(seat),
            to_move: &to_move,
        };
        let content = panel::player_card(canvas, &PANEL, seat, &card, |canvas, at| {
            draw_piece(
                canvas,
                at,
                Piece {
                    owner: seat,
                    kind: Kind::Kitten,
                },
                0.6,
            );
        });
        draw_pool(canvas, position, seat, words, content);
    }
    let mut lines = Vec::new();
    if let Some(report) = view.report {
        lines.push((
            words.say(Word::Phrase(said::turn(report))),
            palette::TEXT_DIM,
        ));
    }
    let top = PANEL.cards_bottom() + 6.0;
    if let Some(options) = view.choices {
        // The placement is not a whole turn yet: the mover still acts.
        let line = words.say(Word::Phrase(said::to_choose(position.turn(), options)));
        lines.push((line, palette::TEXT));
        panel::status_lines(canvas, &FRAME, top, &lines);
        return;
    }
    lines.extend(view.status.lines(|| {
        vec![match position.win() {
            Some((seat, reason)) => {
                let result = words.say(Word::Result(boop::STANDARD, Outcome::Win(seat)));
                let reason = words.say(Word::Phrase(said::win(reason)));
                (format!("{result} · {reason}"), palette::WIN)
            }
            None => match position.outcome() {
                Some(outcome) => (
                    words.say(Word::Result(boop::STANDARD, outcome)),
                    palette::WIN,
                ),
                None => (
                    words.say(Word::SideToMove(boop::STANDARD, position.turn())),
                    palette::TEXT,
                ),
            },
        }]
    }));
    panel::status_lines(canvas, &FRAME, top, &lines);
}

/// The pool (kittens, cats; a kind with none greyed), the cats still to
/// earn and the kittens graduated out of the game.
fn draw_pool(canvas: &mut Canvas, position: &Position, seat: Seat, words: &dyn Words, top: f32) {
    let pool = position.pool(seat);
    let frame = PANEL.card_frame(seat);
    let mut x = frame.left + 28.0;
    for kind in Kind::ALL {
        let at = Point::new(x, top + 30.0);
        draw_piece(canvas, at, Piece { owner: seat, kind }, 0.62);
        if pool.of(kind) == 0 {
            panel::grey_out(canvas, at.offset(0.0, -2.0), 52.0, 56.0);
        }
        let count = format!("×{}", pool.of(kind));
        x += 36.0
            + canvas.text(
                &count,
                Point::new(x + 30.0, top + 18.0),
                panel::TEXT_SIZE,
                Weight::Bold,
                if pool.of(kind) == 0 {
                    palette::TEXT_DIM
                } else {
                    palette::TEXT
                },
                Align::Left,
            );
        x += 34.0;
    }
    // Not "reserve": in PÜNCT that word means the pieces one can place,
    // which here are the counted icons. These cats are still to be earned.
    let rest = words.say(Word::Phrase(said::cats_to_earn(
        position.reserve(seat),
        position.out_of_game(seat),
    )));
    // Under the icons, on two lines if it needs them: beside them it
    // would run past the card.
    let size = panel::SMALL_SIZE * 0.9;
    for (index, line) in panel::wrap(&rest, frame.width() - 8.0, size, Weight::Regular)
        .iter()
        .take(2)
        .enumerate()
    {
        canvas.text(
            line,
            Point::new(frame.left + 8.0, top + 62.0 + index as f32 * size * 1.25),
            size,
            Weight::Regular,
            palette::TEXT_DIM,
            Align::Left,
        );
    }
}
