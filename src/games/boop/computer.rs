//! boop. for the search: an evaluation of cats earned, pieces near the
//! middle of the bed (harder to boop off) and rows of three in the making.

use std::sync::LazyLock;

use super::{Kind, Piece, Position, Row, Turn};
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

static ROWS: LazyLock<Vec<u64>> =
    LazyLock::new(|| Row::all().map(|row| row.set().bits()).collect());

/// The value of the bed for `seat`, ignoring whose move it is.
fn side_value(position: &Position, seat: Seat) -> i32 {
    let kittens = position
        .squares_of(Piece {
            owner: seat,
            kind: Kind::Kitten,
        })
        .bits();
    let cats = position
        .squares_of(Piece {
            owner: seat,
            kind: Kind::Cat,
        })
        .bits();
    let theirs = position.occupied().bits() & !(kittens | cats);
    let mut value = CAT * i32::from(position.out_of_game(seat));
    let mine = kittens | cats;
    value += ON_BED * mine.count_ones() as i32;
    let mut rest = mine;
    while rest != 0 {
        let index = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        value += CENTRALITY[index % 6] + CENTRALITY[index / 6];
    }
    for &row in ROWS.iter() {
        if row & theirs != 0 || (row & mine).count_ones() != 2 {
            continue;
        }
        value += if (row & cats).count_ones() == 2 {
            CAT_PAIR
        } else {
            PAIR
        };
    }
    value
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
        let me = self.turn();
        side_value(self, me) - side_value(self, me.other()) + TEMPO
    }

    fn candidates(&self, _root: bool, out: &mut Vec<Turn>) {
        out.clear();
        self.for_each_turn(|turn| out.push(turn));
    }

    fn width(&self, _ply: usize) -> usize {
        usize::MAX
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
