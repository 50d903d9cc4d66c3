//! boop. for the search: an evaluation of cats earned, pieces near the
//! middle of the bed (harder to boop off) and rows of three in the making.

use std::sync::LazyLock;

use super::{Axis, Kind, Piece, Position, Row, SquareSet, Turn};
use crate::{
    bot::{Rollout, SearchComputer, Searchable, Tuning},
    games::Seat,
};

/// Value of a cat earned (graduated kittens become cats: three cats in a
/// row win).
const CAT: i32 = 100;
/// Value of a piece on the bed rather than in the pool.
const ON_BED: i32 = 8;
/// Value of two cats in a row of three whose third square is empty: a win
/// threatened.
const CAT_PAIR: i32 = 45;
/// Value of two pieces (one a kitten at least) in a row with the third
/// square empty: a graduation threatened.
const PAIR: i32 = 12;
/// Value of having the move.
const TEMPO: i32 = 15;

/// Per square, how central it is (pieces near the edge are booped off).
const CENTRALITY: [i32; 6] = [0, 3, 6, 6, 3, 0];

/// How one side's rows of three in the making are counted: the rows with
/// two of `mine` and the third square empty, and how many of those two are
/// both `cats` (the rest of the board is `theirs`).
type RowsInTheMaking = fn(mine: SquareSet, cats: SquareSet, theirs: SquareSet) -> RowCount;

/// Rows with two of one side's pieces and an empty third square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct RowCount {
    pairs: i32,
    cat_pairs: i32,
}

/// [`RowsInTheMaking`] by the four axes at once: each row's three squares
/// lined up on its start, a handful of bit operations an axis.
fn rows_by_axes(mine: SquareSet, cats: SquareSet, theirs: SquareSet) -> RowCount {
    let empty = !(mine | theirs);
    let mut count = RowCount {
        pairs: 0,
        cat_pairs: 0,
    };
    for axis in Axis::ALL {
        let [m0, m1, m2] = [0, 1, 2].map(|nth| axis.nth_in(mine, nth));
        let [c0, c1, c2] = [0, 1, 2].map(|nth| axis.nth_in(cats, nth));
        let [e0, e1, e2] = [0, 1, 2].map(|nth| axis.nth_in(empty, nth));
        count.pairs += ((m0 & m1 & e2) | (m0 & e1 & m2) | (e0 & m1 & m2)).count_ones() as i32;
        count.cat_pairs += ((c0 & c1 & e2) | (c0 & e1 & c2) | (e0 & c1 & c2)).count_ones() as i32;
    }
    count
}

/// [`RowsInTheMaking`] row by row, as `classic` counts them (and the
/// reference the faster count is tested against).
fn rows_one_by_one(mine: SquareSet, cats: SquareSet, theirs: SquareSet) -> RowCount {
    static ROWS: LazyLock<Vec<u64>> =
        LazyLock::new(|| Row::all().map(|row| row.set().bits()).collect());
    let (mine, cats, theirs) = (mine.bits(), cats.bits(), theirs.bits());
    let mut count = RowCount {
        pairs: 0,
        cat_pairs: 0,
    };
    for &row in ROWS.iter() {
        if row & theirs != 0 || (row & mine).count_ones() != 2 {
            continue;
        }
        count.pairs += 1;
        if (row & cats).count_ones() == 2 {
            count.cat_pairs += 1;
        }
    }
    count
}

/// The value of the bed for `seat`, ignoring whose move it is.
fn side_value(position: &Position, seat: Seat, rows: RowsInTheMaking) -> i32 {
    let kittens = position.squares_of(Piece {
        owner: seat,
        kind: Kind::Kitten,
    });
    let cats = position.squares_of(Piece {
        owner: seat,
        kind: Kind::Cat,
    });
    let mine = kittens | cats;
    let theirs = position.occupied() & !mine;
    let mut value = CAT * i32::from(position.out_of_game(seat));
    value += ON_BED * mine.count() as i32;
    for square in mine {
        let index = square.index();
        value += CENTRALITY[index % 6] + CENTRALITY[index / 6];
    }
    let RowCount { pairs, cat_pairs } = rows(mine, cats, theirs);
    value + CAT_PAIR * cat_pairs + PAIR * (pairs - cat_pairs)
}

/// The evaluation with `rows` counting the rows in the making.
fn evaluate_with(position: &Position, rows: RowsInTheMaking) -> i32 {
    let me = position.turn();
    side_value(position, me, rows) - side_value(position, me.other(), rows) + TEMPO
}

/// boop.'s computer opponent.
pub(super) static COMPUTER: SearchComputer<Position> = SearchComputer::new(Tuning {
    intermediate_replies: None,
    // About a cat: anything less a demanding player would expect it to
    // play on.
    draw_margin: 100,
    greedy_safety_checks: usize::MAX,
});

impl Searchable for Position {
    fn evaluate(&self) -> i32 {
        evaluate_with(self, rows_by_axes)
    }

    fn evaluate_classic(&self) -> i32 {
        evaluate_with(self, rows_one_by_one)
    }

    fn candidates(&self, _root: bool, out: &mut Vec<Turn>) {
        out.clear();
        self.for_each_turn(|turn| out.push(turn));
    }

    fn width(&self, _ply: usize) -> usize {
        usize::MAX
    }

    fn passed(&self) -> Option<Position> {
        Some(self.with_turn_passed())
    }

    fn key(&self) -> u64 {
        Position::key(self)
    }

    fn play_candidate(&mut self, turn: Turn) {
        // Candidates come from the move generator: always legal.
        self.play_unchecked(turn);
    }
}

impl Rollout for Position {
    /// Long enough for a threatened row to graduate or be booped apart, short
    /// enough that the evaluation at the end still knows the position.
    const PLAYOUT_PLIES: usize = 8;
    /// About a cat earned.
    const SCALE: f64 = 100.0;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{boop::Variant, Rules};

    #[test]
    fn the_start_is_even_but_for_the_move() {
        assert_eq!(Position::new(Variant::Standard).evaluate(), TEMPO);
    }

    proptest::proptest! {
        /// The rows counted by axes are the rows counted one by one, so the
        /// strongest level and `classic` judge every position alike.
        #[test]
        fn rows_by_axes_are_the_rows_one_by_one(plies in 0usize..60, seed: u64) {
            let game = crate::games::random_game(crate::games::boop::STANDARD, plies, seed);
            let position: &Position = game.position().unwrap();
            proptest::prop_assert_eq!(position.evaluate(), position.evaluate_classic());
        }

        #[test]
        fn any_sets_count_alike(mine in 0u64..1 << 36, cats in 0u64..1 << 36, theirs in 0u64..1 << 36) {
            let theirs = SquareSet::from_bits(theirs & !mine);
            let (mine, cats) = (SquareSet::from_bits(mine), SquareSet::from_bits(cats & mine));
            proptest::prop_assert_eq!(rows_by_axes(mine, cats, theirs), rows_one_by_one(mine, cats, theirs));
        }
    }

    #[test]
    fn a_central_kitten_is_worth_more_than_a_corner_one() {
        let mut centre = Position::new(Variant::Standard);
        centre.play_text("Kc3").unwrap();
        let mut corner = Position::new(Variant::Standard);
        corner.play_text("Ka1").unwrap();
        // Gray to move: lower is better for orange.
        assert!(centre.evaluate() < corner.evaluate());
    }
}
