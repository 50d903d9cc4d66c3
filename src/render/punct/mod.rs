//! The PÜNCT picture: the board seen from above and a side panel.

mod board;
mod layout;
mod pieces;

use self::layout::{centre, hexagon, PANEL_LEFT};
pub use self::layout::{pixel as cell_pixel, DOT_RADIUS};
use super::{
    canvas::{Align, Canvas, Colour, Pen, Point},
    fonts::Weight,
    palette,
    panel::{self, PanelFrame},
};
use crate::games::{
    punct::{Board, Cell, EndReason, Kind, LastMove, PieceView, Placement, Position, Variant},
    ByColor, Outcome, Seat,
};

/// Draws `position`; with `peek`, the top piece of that cell is lifted off
/// and outlined. `None` if `peek` names an empty cell.
#[must_use]
pub fn picture(
    position: &Position,
    players: &ByColor<String>,
    peek: Option<Cell>,
) -> Option<Canvas> {
    let mut canvas = board::base();
    let (board, lifted) = match peek {
        Some(cell) => (position.without_piece(cell)?, position.board().top(cell)),
        None => (position.board().clone(), None),
    };
    draw_gaps(&mut canvas, &board);
    let last = if peek.is_none() {
        position.last_move_data()
    } else {
        None
    };
    draw_last_move_origin(&mut canvas, last);
    draw_pieces(&mut canvas, &board, last);
    if let Some(EndReason::Connection { chain }) = position.end().map(|end| end.reason) {
        for cell in chain.iter() {
            canvas.stroke_polygon(&hexagon(centre(cell), 2.0), Pen::solid(palette::WIN, 4.0));
        }
    }
    if let Some(piece) = lifted {
        draw_lifted_outline(&mut canvas, piece.placement);
    }
    draw_panel(
        &mut canvas,
        position,
        players,
        lifted.map(|piece| piece.punct()),
    );
    Some(canvas)
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

const FRAME: PanelFrame = PanelFrame {
    left: PANEL_LEFT + 24.0,
    right: layout::WIDTH as f32 - 28.0,
};

fn seat_name(seat: Seat) -> &'static str {
    seat.fold("White", "Black")
}

fn draw_panel(
    canvas: &mut Canvas,
    position: &Position,
    players: &ByColor<String>,
    peek: Option<Cell>,
) {
    let variant = match position.variant() {
        Variant::Standard => "standard",
        Variant::Basic => "basic",
    };
    let played = position.moves_played().len();
    let subtitle = match (peek, played) {
        (Some(cell), _) => format!("{variant} · peek under {cell}"),
        (None, 0) => format!("{variant} game · start"),
        (None, n) => format!("{variant} game · after move {n}"),
    };
    let mut y = panel::title(canvas, &FRAME, 20.0, "PÜNCT", &subtitle);
    let over = position.is_over();
    for seat in Seat::ALL {
        let to_move = !over && position.turn() == seat;
        let content = panel::player_card(
            canvas,
            &FRAME,
            y,
            176.0,
            players.get(seat),
            to_move,
            |canvas, at| pieces::draw_swatch(canvas, seat, at),
        );
        draw_reserve(canvas, position, seat, content);
        y += 190.0;
    }
    let mut lines = status(position);
    if let Some(count) = centre_count_line(position) {
        lines.push((count, palette::TEXT_DIM));
    }
    let y = panel::status_lines(canvas, &FRAME, y + 6.0, &lines);
    draw_side_legend(canvas, y.max(640.0));
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
        if count > 0 {
            pieces::draw_icon(canvas, kind, seat, slot);
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

fn status(position: &Position) -> Vec<(String, Colour)> {
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
fn draw_side_legend(canvas: &mut Canvas, top: f32) {
    canvas.text(
        "Connect two sides of one colour:",
        Point::new(FRAME.left, top),
        panel::SMALL_SIZE,
        Weight::Regular,
        palette::TEXT_DIM,
        Align::Left,
    );
    let pairs = ["columns A and Q", "rows 1 and 17", "B10–H16 and J2–P8"];
    for (index, (text, colour)) in pairs.iter().zip(palette::SIDE_PAIRS).enumerate() {
        let y = top + 38.0 + index as f32 * 34.0;
        canvas.polyline(
            &[
                Point::new(FRAME.left + 2.0, y + 15.0),
                Point::new(FRAME.left + 30.0, y + 15.0),
            ],
            Pen::solid(colour, 8.0),
        );
        canvas.text(
            text,
            Point::new(FRAME.left + 44.0, y),
            panel::SMALL_SIZE,
            Weight::Regular,
            palette::TEXT,
            Align::Left,
        );
    }
}
