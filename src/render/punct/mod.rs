//! The PÜNCT picture: the board seen from above and a side panel.

mod board;
mod destinations;
mod end;
mod layout;
mod marks;
mod pieces;
mod stack;

pub use self::destinations::{destinations, Destination};
use self::layout::{centre, hexagon, PANEL_LEFT};
pub use self::layout::{pixel as cell_pixel, DOT_RADIUS};
use super::{
    canvas::{Align, Canvas, Colour, Pen, Point},
    finish::{Finish, Status},
    fonts::Weight,
    palette,
    panel::{self, Cards, PanelFrame},
    scaled::PerDivisor,
};
use crate::games::{
    punct::{Board, Cell, EndReason, Kind, LastMove, PieceView, Placement, Position, Variant},
    ByColor, Outcome, Seat,
};

/// Draws `position`; with `peek`, the top piece of that cell is lifted off
/// and outlined; with `finish`, as the game's final picture. `None` if
/// `peek` names an empty cell.
#[must_use]
pub fn picture(
    position: &Position,
    players: &ByColor<String>,
    peek: Option<Cell>,
    finish: Option<&Finish>,
) -> Option<Canvas> {
    let (board, lifted) = match peek {
        Some(cell) => (position.without_piece(cell)?, position.board().top(cell)),
        None => (position.board().clone(), None),
    };
    let mut canvas = BASE.get(1).clone();
    draw(&mut canvas, position, &board, lifted, players, finish);
    if let Some(cell) = peek {
        stack::draw(&mut canvas, position.board(), cell);
        // The stack's list covers the status and its legend: the marks of
        // a peek are explained on the panel's last line instead.
        let bottom = layout::HEIGHT as f32 - 6.0;
        let marks = marks::present(&board, None, true);
        marks::legend(&mut canvas, &FRAME, bottom - marks::LINE, bottom, &marks);
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
pub fn destinations_picture(position: &Position, players: &ByColor<String>, from: Cell) -> Canvas {
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
        View::Destinations(from),
        &status,
    );
    let bottom = destinations::legend(&mut canvas, &FRAME, CARDS.bottom() + 6.0);
    // The piece that would move is outlined as a peek's lifted piece is.
    let marks = marks::present(board, None, true);
    marks::legend(&mut canvas, &FRAME, bottom, LEGEND_TOP - 6.0, &marks);
    canvas
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
    finish: Option<&Finish>,
) {
    canvas.restore(base(canvas.divisor()));
    draw(canvas, position, position.board(), None, players, finish);
}

/// Draws `position` (its pieces as on `board`, `lifted` lifted off it) over
/// the static layer on `canvas`.
fn draw(
    canvas: &mut Canvas,
    position: &Position,
    board: &Board,
    lifted: Option<PieceView>,
    players: &ByColor<String>,
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
    if let Some(bottom) = draw_panel(canvas, position, players, view, &status) {
        let marks = marks::present(board, last, peek);
        marks::legend(canvas, &FRAME, bottom, LEGEND_TOP - 6.0, &marks);
    }
    if let Some(pair) = joined {
        draw_legend_swatch(canvas, pair, true);
    }
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

const CARDS: Cards = Cards {
    height: 176.0,
    step: 190.0,
};

const FRAME: PanelFrame = PanelFrame {
    left: PANEL_LEFT + 24.0,
    right: layout::WIDTH as f32 - 28.0,
};

/// The pixels `seat`'s card covers in the panel.
pub fn card_area(seat: Seat) -> (u32, u32, u32, u32) {
    CARDS.area(&FRAME, seat)
}

fn seat_name(seat: Seat) -> &'static str {
    seat.fold("White", "Black")
}

/// The top of the legend of the sides: below the status lines, which never
/// reach it.
const LEGEND_TOP: f32 = 660.0;

/// What every picture shares, drawn once for each size: the board, the
/// panel's title and cards, the legend of the sides.
static BASE: PerDivisor<Canvas> = PerDivisor::new(|divisor| {
    let mut canvas = board::draw(divisor);
    panel::backdrop(&mut canvas, &FRAME, &CARDS, "PÜNCT");
    draw_side_legend(&mut canvas);
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
    view: View,
    status: &Status,
) -> Option<f32> {
    let variant = match position.variant() {
        Variant::Standard => "standard",
        Variant::Basic => "basic",
    };
    let played = position.moves_played().len();
    let subtitle = match (view, played) {
        (View::Peek(cell), _) => format!("{variant} · peek under {cell}"),
        (View::Destinations(cell), _) => format!("{variant} · where {cell} may go"),
        (View::Board, 0) => format!("{variant} game · start"),
        (View::Board, n) => format!("{variant} game · after move {n}"),
    };
    panel::subtitle(canvas, &FRAME, &subtitle);
    for seat in Seat::ALL {
        let content = panel::player_card(
            canvas,
            &FRAME,
            CARDS.top(seat),
            CARDS.height,
            players.get(seat),
            status.badge(seat),
            |canvas, at| pieces::draw_swatch(canvas, seat, at),
        );
        draw_reserve(canvas, position, seat, content);
    }
    if let View::Destinations(_) = view {
        // Its legend goes where the status lines go.
        return None;
    }
    let lines = status.lines(|| {
        let mut lines = status_lines(position);
        lines.extend(centre_count_line(position).map(|count| (count, palette::TEXT_DIM)));
        lines
    });
    let bottom = panel::status_lines(canvas, &FRAME, CARDS.bottom() + 6.0, &lines);
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
    for (index, kind) in Kind::ALL.into_iter().enumerate() {
        let (column, row) = (index % 3, index / 3);
        let slot = Point::new(
            FRAME.left + 28.0 + column as f32 * 118.0,
            top + 28.0 + row as f32 * 60.0,
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
            panel::SMALL_SIZE,
            Weight::Bold,
            colour,
            Align::Left,
        );
    }
}

fn status_lines(position: &Position) -> Vec<(String, Colour)> {
    let Some(end) = position.end() else {
        return vec![(
            format!("{} to move", seat_name(position.turn())),
            palette::TEXT,
        )];
    };
    let result = match end.outcome {
        Outcome::Win(seat) => format!("{} wins", seat_name(seat)),
        Outcome::Draw => "Draw".to_owned(),
    };
    let reason = match end.reason {
        EndReason::Connection { .. } => "by connection".to_owned(),
        EndReason::CentreCount { centre } => format!("centre {}–{}", centre.first, centre.second),
        EndReason::LastPieceDraw => "last piece placed".to_owned(),
        EndReason::BothPassed { .. } => "both passed".to_owned(),
    };
    vec![(format!("{result} · {reason}"), palette::WIN)]
}

/// In the standard game, once the end of pieces is near, the centre count.
fn centre_count_line(position: &Position) -> Option<String> {
    let near_end = Seat::ALL
        .into_iter()
        .any(|seat| position.reserve(seat).total() <= 6);
    if position.variant() != Variant::Standard || !near_end || position.is_over() {
        return None;
    }
    let count = position.centre_count();
    Some(format!(
        "Centre: White {} · Black {}",
        count.first, count.second
    ))
}

/// Which rims connect: one line per pair of sides.
fn draw_side_legend(canvas: &mut Canvas) {
    canvas.text(
        "Connect two sides of one colour:",
        Point::new(FRAME.left, LEGEND_TOP),
        panel::SMALL_SIZE,
        Weight::Regular,
        palette::TEXT_DIM,
        Align::Left,
    );
    let pairs = ["columns A and Q", "rows 1 and 17", "B10–H16 and J2–P8"];
    for (pair, text) in pairs.iter().enumerate() {
        draw_legend_swatch(canvas, pair, false);
        canvas.text(
            text,
            Point::new(FRAME.left + 44.0, legend_line(pair)),
            panel::SMALL_SIZE,
            Weight::Regular,
            palette::TEXT,
            Align::Left,
        );
    }
}

/// The top of the legend's line for `pair`.
fn legend_line(pair: usize) -> f32 {
    LEGEND_TOP + 36.0 + pair as f32 * 32.0
}

/// The coloured line of `pair` in the legend; `glowing` as the rims of the
/// pair a winning chain joins glow on the board.
fn draw_legend_swatch(canvas: &mut Canvas, pair: usize, glowing: bool) {
    let y = legend_line(pair) + 15.0;
    let swatch = [
        Point::new(FRAME.left + 2.0, y),
        Point::new(FRAME.left + 30.0, y),
    ];
    if glowing {
        canvas.polyline(&swatch, end::GLOW);
    }
    canvas.polyline(&swatch, Pen::solid(palette::SIDE_PAIRS[pair], 8.0));
}
