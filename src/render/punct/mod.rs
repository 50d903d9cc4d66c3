//! The PÜNCT picture: the board seen from above and the panel beneath it.

mod board;
pub mod card;
mod destinations;
mod drawing;
mod end;
mod layout;
mod marks;
mod pieces;
pub mod probes;
mod stack;

pub use self::destinations::{destinations, Destination};
pub use self::drawing::PICTURE;
use self::layout::{centre, hexagon};
pub use self::layout::{pixel as cell_pixel, DOT_RADIUS};
use super::{
    canvas::{Align, Canvas, Colour, Pen, Point},
    finish::{Finish, Status},
    fonts::Weight,
    palette,
    panel::{self, Card, Panel, PanelFrame},
    scaled::PerDivisor,
    words::{Word, Words},
};
use crate::games::{
    punct::{
        self, words::picture as said, Board, Cell, Kind, LastMove, PieceView, Placement, Position,
        Variant,
    },
    ByColor, Seat,
};

/// Draws `position`; with `peek`, the top piece of that cell is lifted off
/// and outlined; with `finish`, as the game's final picture. `None` if
/// `peek` names an empty cell.
#[must_use]
pub fn picture(
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
    peek: Option<Cell>,
    finish: Option<&Finish>,
) -> Option<Canvas> {
    let (board, lifted) = match peek {
        Some(cell) => (position.without_piece(cell)?, position.board().top(cell)),
        None => (position.board().clone(), None),
    };
    let mut canvas = BASE.get(1).clone();
    draw(
        &mut canvas,
        position,
        &board,
        lifted,
        players,
        words,
        finish,
    );
    if let Some(cell) = peek {
        stack::draw(&mut canvas, position.board(), cell, words);
        // The stack's list covers the status and the legends: the marks of
        // a peek are explained on the panel's last line instead.
        let bottom = layout::HEIGHT as f32 - 6.0;
        let marks = marks::present(&board, None, true);
        marks::legend(&mut canvas, words, bottom - marks::LINE, bottom, &marks);
    }
    Some(canvas)
}

/// Where a peek at a stack of `rows` pieces draws the icon of the piece
/// `index` levels below the top (for tests).
#[must_use]
pub fn stack_icon_pixel(index: usize, rows: usize) -> (i32, i32) {
    let at = stack::icon_centre(index, rows);
    (at.x.round() as i32, at.y.round() as i32)
}

/// Draws `position` with the destinations of the mobile piece whose PÜNCT
/// is on `from` marked (see [`destinations`]).
#[must_use]
pub fn destinations_picture(
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
    from: Cell,
) -> Canvas {
    let mut canvas = BASE.get(1).clone();
    let board = position.board();
    draw_gaps(&mut canvas, board);
    draw_pieces(&mut canvas, board, None);
    destinations::draw(&mut canvas, position, from);
    let status = Status::of(position, None);
    draw_panel(
        &mut canvas,
        position,
        players,
        words,
        View::Destinations(from),
        &status,
    );
    let bottom = destinations::legend(&mut canvas, words, PANEL.cards_bottom() + 8.0);
    // The piece that would move is outlined as a peek's lifted piece is.
    let marks = marks::present(board, None, true);
    marks::legend(&mut canvas, words, bottom, LEGEND_TOP - 4.0, &marks);
    canvas
}

/// Rings `cells` with the lesson's dashed mark, over the pieces.
pub fn lesson_marks(canvas: &mut Canvas, cells: &[Cell]) {
    let pen = Pen::dashed(palette::LESSON, 5.0, 9.0, 5.0);
    for &cell in cells {
        canvas.stroke_circle(layout::centre(cell), layout::DOT_RADIUS + 5.0, pen);
    }
}

/// A pixel of the mark a destinations picture puts on `cell` (for tests).
#[must_use]
pub fn destination_mark_pixel(cell: Cell) -> (i32, i32) {
    let at = destinations::mark_pixel(cell);
    (at.x.round() as i32, at.y.round() as i32)
}

/// What a picture is for, as its panel says.
#[derive(Clone, Copy)]
enum View {
    /// The position (as it is, or as it ended).
    Board,
    /// The top piece of this cell lifted off.
    Peek(Cell),
    /// Where the piece on this cell may go: its legend replaces the status.
    Destinations(Cell),
}

/// Draws `position` into `canvas` as [`picture`] does without a peek, at
/// the canvas's size, reusing its memory (see [`Canvas::restore`]).
pub fn redraw(
    canvas: &mut Canvas,
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
) {
    canvas.restore(base(canvas.divisor()));
    draw(
        canvas,
        position,
        position.board(),
        None,
        players,
        words,
        finish,
    );
}

/// Draws `position` (its pieces as on `board`, `lifted` lifted off it) over
/// the static layer on `canvas`.
fn draw(
    canvas: &mut Canvas,
    position: &Position,
    board: &Board,
    lifted: Option<PieceView>,
    players: &ByColor<String>,
    words: &dyn Words,
    finish: Option<&Finish>,
) {
    let peek = lifted.is_some();
    draw_gaps(canvas, board);
    let last = if peek {
        None
    } else {
        position.last_move_data()
    };
    draw_last_move_origin(canvas, last);
    draw_pieces(canvas, board, last);
    let joined = end::draw(canvas, position);
    if let Some(piece) = lifted {
        draw_lifted_outline(canvas, piece.placement);
    }
    let status = Status::of(position, finish);
    let view = lifted.map_or(View::Board, |piece| View::Peek(piece.punct()));
    if let Some(bottom) = draw_panel(canvas, position, players, words, view, &status) {
        let marks = marks::present(board, last, peek);
        marks::legend(canvas, words, bottom, LEGEND_TOP - 4.0, &marks);
    }
    draw_side_legend(canvas, words, joined);
}

/// Whether the dot of a piece at `level` in `cell` has nothing directly
/// beneath it: a bridge's middle over a gap.
fn is_unsupported(board: &Board, cell: Cell, level: u8) -> bool {
    level > 0
        && !board
            .stack(cell)
            .iter()
            .any(|piece| piece.level + 1 == level)
}

/// Cells under a bridge's unsupported middle are shown as a dark hole.
fn draw_gaps(canvas: &mut Canvas, board: &Board) {
    for piece in board.pieces() {
        if let Some(middle) = piece.placement.middle() {
            if is_unsupported(board, middle, piece.level) {
                canvas.fill_polygon(&hexagon(centre(middle), 1.0), palette::GAP_HATCH);
            }
        }
    }
}

/// For a MOVE, the cell the PÜNCT left: a dashed ring, and an arrow to where
/// it went.
fn draw_last_move_origin(canvas: &mut Canvas, last: Option<LastMove>) {
    if let Some(LastMove::Move { piece, from, .. }) = last {
        let (old, new) = (centre(from.punct()), centre(piece.punct()));
        canvas.stroke_circle(
            old,
            layout::DOT_RADIUS + 3.0,
            Pen::dashed(palette::LAST_MOVE, 4.0, 7.0, 5.0),
        );
        if from.punct() != piece.punct() {
            let (dx, dy) = (new.x - old.x, new.y - old.y);
            let length = dx.hypot(dy);
            let start = old.lerp(new, (layout::DOT_RADIUS + 6.0) / length);
            canvas.arrow(
                start,
                new,
                Pen::solid(palette::LAST_MOVE.with_alpha(200), 4.0),
                14.0,
            );
        }
    }
}

fn draw_pieces(canvas: &mut Canvas, board: &Board, last: Option<LastMove>) {
    let highlighted = match last {
        Some(LastMove::Add { piece } | LastMove::Move { piece, .. }) => Some(piece.id),
        _ => None,
    };
    let mut pieces: Vec<PieceView> = board.pieces().collect();
    // Painter's order: lower levels first, so higher pieces cover them.
    pieces.sort_by_key(|piece| (piece.level, piece.id));
    for piece in pieces {
        let unsupported = piece
            .placement
            .middle()
            .filter(|&middle| is_unsupported(board, middle, piece.level));
        let look = pieces::Look {
            owner: piece.owner,
            level: piece.level,
            unsupported,
            halo: Some(piece.id) == highlighted,
        };
        pieces::draw(canvas, piece.placement, look);
    }
}

fn draw_lifted_outline(canvas: &mut Canvas, placement: Placement) {
    let pen = Pen::dashed(palette::PEEK, 4.0, 8.0, 6.0);
    for cell in placement.cells() {
        canvas.stroke_circle(centre(cell), layout::DOT_RADIUS + 4.0, pen);
    }
}

/// The panel under the board.
const PANEL: Panel = Panel {
    top: layout::BOARD_HEIGHT,
    width: layout::WIDTH as f32,
    card_height: 172.0,
};

/// The panel's content across the picture.
const FRAME: PanelFrame = PANEL.frame();

/// The pixels `seat`'s card covers in the panel.
pub fn card_area(seat: Seat) -> (u32, u32, u32, u32) {
    PANEL.card_area(seat)
}

/// The top of the legend of the sides, the panel's last lines: below the
/// status lines and the legend of the marks, which never reach it.
const LEGEND_TOP: f32 = 1208.0;

/// What every picture shares, drawn once for each size: the board and the
/// cards' backgrounds (the words are the reader's: drawn each time).
static BASE: PerDivisor<Canvas> = PerDivisor::new(|divisor| {
    let mut canvas = board::draw(divisor);
    panel::backdrop(&mut canvas, &PANEL);
    canvas
});

/// The picture of no position, drawn `divisor` times smaller.
pub fn base(divisor: u32) -> &'static Canvas {
    BASE.get(divisor)
}

/// The panel; where its status lines end (`None` for a destinations
/// picture, whose own legend is drawn there).
fn draw_panel(
    canvas: &mut Canvas,
    position: &Position,
    players: &ByColor<String>,
    words: &dyn Words,
    view: View,
    status: &Status,
) -> Option<f32> {
    let basic = position.variant() == Variant::Basic;
    let subtitle = words.say(match view {
        View::Peek(cell) => Word::Phrase(said::peek_subtitle(basic, cell)),
        View::Destinations(cell) => Word::Phrase(said::destinations_subtitle(basic, cell)),
        View::Board => Word::Caption(said::subtitle(basic, position.moves_played().len())),
    });
    panel::title(
        canvas,
        &PANEL,
        &words.say(Word::Title(punct::STANDARD)),
        &subtitle,
        // A caption's colour, not a peek's or a destinations picture's.
        matches!(view, View::Board)
            .then(|| words.caption_colour())
            .flatten(),
    );
    let to_move = words.say(Word::ToMove);
    for seat in Seat::ALL {
        let card = Card {
            name: players.get(seat),
            badge: status.badge(seat),
            to_move: &to_move,
        };
        let content = panel::player_card(canvas, &PANEL, seat, &card, |canvas, at| {
            pieces::draw_swatch(canvas, seat, at);
        });
        draw_reserve(canvas, position, seat, content);
    }
    if let View::Destinations(_) = view {
        // Its legend goes where the status lines go.
        return None;
    }
    let lines = status.lines(|| {
        let mut lines = status_lines(position, words);
        lines.extend(centre_count_line(position, words).map(|count| (count, palette::TEXT_DIM)));
        lines
    });
    let bottom = panel::status_lines(canvas, &FRAME, PANEL.cards_bottom() + 6.0, &lines);
    // Room for the status and one line of the marks' legend, at least.
    debug_assert!(
        bottom + marks::LINE <= LEGEND_TOP,
        "the status lines reach the legend"
    );
    Some(bottom)
}

/// Each kind left in the reserve, as a small piece with its count.
fn draw_reserve(canvas: &mut Canvas, position: &Position, seat: Seat, top: f32) {
    let reserve = position.reserve(seat);
    let frame = PANEL.card_frame(seat);
    for (index, kind) in Kind::ALL.into_iter().enumerate() {
        let (column, row) = (index % 3, index / 3);
        let slot = Point::new(
            frame.left + 28.0 + column as f32 * 112.0,
            top + 28.0 + row as f32 * 58.0,
        );
        let count = reserve.get(kind);
        pieces::draw_icon(canvas, kind, seat, slot);
        if count == 0 {
            panel::grey_out(canvas, slot, 64.0, 52.0);
        }
        let colour = if count > 0 {
            palette::TEXT
        } else {
            palette::TEXT_DIM
        };
        let label = format!("×{count}");
        let at = Point::new(slot.x + 34.0, slot.y - 16.0);
        canvas.text(
            &label,
            at,
            panel::TEXT_SIZE,
            Weight::Bold,
            colour,
            Align::Left,
        );
    }
}

fn status_lines(position: &Position, words: &dyn Words) -> Vec<(String, Colour)> {
    let Some(end) = position.end() else {
        return vec![(
            words.say(Word::SideToMove(punct::STANDARD, position.turn())),
            palette::TEXT,
        )];
    };
    let result = words.say(Word::Result(punct::STANDARD, end.outcome));
    let reason = words.say(Word::Phrase(said::end(end.reason)));
    vec![(format!("{result} · {reason}"), palette::WIN)]
}

/// In the standard game, once the end of pieces is near, the centre count.
fn centre_count_line(position: &Position, words: &dyn Words) -> Option<String> {
    let near_end = Seat::ALL
        .into_iter()
        .any(|seat| position.reserve(seat).total() <= 6);
    if position.variant() != Variant::Standard || !near_end || position.is_over() {
        return None;
    }
    let count = position.centre_count();
    Some(words.say(Word::Phrase(said::centre_count(
        count.first.into(),
        count.second.into(),
    ))))
}

/// Which rims connect: a line of words, then the three pairs of sides on
/// one line, each after its colour; the pair a winning chain joined
/// (`joined`) glows as its rims do on the board.
fn draw_side_legend(canvas: &mut Canvas, words: &dyn Words, joined: Option<usize>) {
    canvas.text(
        &panel::fit(
            &words.say(Word::Phrase(said::connect_sides())),
            FRAME.width(),
            LEGEND_SIZE,
            Weight::Regular,
        ),
        Point::new(FRAME.left, LEGEND_TOP),
        LEGEND_SIZE,
        Weight::Regular,
        palette::TEXT_DIM,
        Align::Left,
    );
    let y = LEGEND_TOP + 36.0;
    for pair in 0..3 {
        let (left, right) = (PAIR_COLUMNS[pair], PAIR_COLUMNS[pair + 1]);
        let swatch = [
            Point::new(left + 2.0, y + 15.0),
            Point::new(left + 28.0, y + 15.0),
        ];
        if joined == Some(pair) {
            canvas.polyline(&swatch, end::GLOW);
        }
        canvas.polyline(&swatch, Pen::solid(palette::SIDE_PAIRS[pair], 8.0));
        let text = panel::fit(
            &words.say(Word::Phrase(said::side_pair(pair))),
            right - left - 52.0,
            LEGEND_SIZE,
            Weight::Regular,
        );
        canvas.text(
            &text,
            Point::new(left + 38.0, y),
            LEGEND_SIZE,
            Weight::Regular,
            palette::TEXT,
            Align::Left,
        );
    }
}

/// The legends' text: smaller than the status lines, which matter more.
pub(super) const LEGEND_SIZE: f32 = 24.0;

/// Where each pair of the sides' legend starts, and the last one ends:
/// the third pair ("B10–H16 and J2–P8") is the longest.
const PAIR_COLUMNS: [f32; 4] = [
    FRAME.left,
    FRAME.left + 236.0,
    FRAME.left + 450.0,
    FRAME.right,
];
