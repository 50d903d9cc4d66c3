//! How a PÜNCT game ended, marked on the board: the winning chain and the
//! two sides it joins, or the centre that was counted.

use super::{
    board,
    layout::{centre, edge, hexagon},
};
use crate::{
    games::{
        punct::{Cell, CellSet, Direction, EndReason, Position, Side},
        ByColor, Outcome,
    },
    render::{
        canvas::{Canvas, Pen},
        palette,
    },
};

/// The glow under the rims of the two sides a winning chain joins (and
/// under their swatch in the legend).
pub const GLOW: Pen = Pen::solid(palette::WIN, 17.0);

/// The outline of a cell that won: one of the chain, or a counted centre
/// cell of the winner.
const WON_CELL: Pen = Pen::solid(palette::WIN, 4.0);

/// Marks how the game ended, over the pieces. Returns the pair of sides a
/// winning chain joins (an index into `Side::ALL` pairs), if any.
pub fn draw(canvas: &mut Canvas, position: &Position) -> Option<usize> {
    let end = position.end()?;
    match end.reason {
        EndReason::Connection { chain } => {
            let pair = joined_pair(chain);
            if let Some(pair) = pair {
                for side in [Side::ALL[2 * pair], Side::ALL[2 * pair + 1]] {
                    board::draw_rim(canvas, side, GLOW);
                    board::draw_rim(canvas, side, board::rim_pen(side));
                }
            }
            outline_cells(canvas, chain);
            pair
        }
        EndReason::CentreCount { centre }
        | EndReason::BothPassed {
            centre: Some(centre),
        } => {
            draw_counted_centre(canvas, position, end.outcome, centre);
            None
        }
        EndReason::LastPieceDraw | EndReason::BothPassed { centre: None } => None,
    }
}

/// The pair of opposite sides `chain` touches, as an index 0..3.
fn joined_pair(chain: CellSet) -> Option<usize> {
    let touches = |side: Side| !side.cells().intersection(chain).is_empty();
    (0..3).find(|&pair| touches(Side::ALL[2 * pair]) && touches(Side::ALL[2 * pair + 1]))
}

fn outline_cells(canvas: &mut Canvas, cells: CellSet) {
    for cell in cells.iter() {
        canvas.stroke_polygon(&hexagon(centre(cell), 2.0), WON_CELL);
    }
}

/// The border of the central hexagon, and the winner's cells in it.
fn draw_counted_centre(
    canvas: &mut Canvas,
    position: &Position,
    outcome: Outcome,
    count: ByColor<u8>,
) {
    let middle = CellSet::centre();
    let border = Pen::solid(palette::WIN, 6.0);
    for cell in middle.iter() {
        for direction in Direction::ALL {
            let inside = cell.neighbour(direction).is_some_and(Cell::is_centre);
            if !inside {
                let (a, b) = edge(cell, direction);
                canvas.polyline(&[a, b], border);
            }
        }
    }
    if let Outcome::Win(winner) = outcome {
        let won = position.board().visible(winner).intersection(middle);
        debug_assert_eq!(won.len(), usize::from(*count.get(winner)));
        outline_cells(canvas, won);
    }
}
