//! Perft: the number of move sequences of a given length, the correctness and
//! speed harness of move generation.

use super::Position;

/// The number of move sequences of length `depth` from `position`; a finished
/// game ends a sequence early and counts as one leaf. The last ply is counted
/// without being played.
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    let mut position = position.clone();
    walk(&mut position, depth)
}

fn walk(position: &mut Position, depth: u32) -> u64 {
    if depth == 0 || position.is_over() {
        return 1;
    }
    if depth == 1 {
        return position.count_legal_moves();
    }
    let mut leaves = 0;
    for m in position.legal_moves() {
        // Invariant: generated moves are legal, so `play` cannot fail.
        if position.play(m).is_ok() {
            leaves += walk(position, depth - 1);
            position.undo_move();
        }
    }
    leaves
}
