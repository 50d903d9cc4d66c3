//! The common [`Rules`] interface for [`Position`], and perft.

use std::fmt::Write as _;

use super::{Kind, Position, Square, Turn, Variant};
use crate::games::{Rules, Seat};

impl Rules for Position {
    type Move = Turn;
    type Illegal = super::IllegalMove;

    fn turn(&self) -> Seat {
        self.turn()
    }

    fn outcome(&self) -> Option<crate::games::Outcome> {
        self.outcome()
    }

    fn for_each_legal_move(&self, each: impl FnMut(Turn)) {
        self.for_each_turn(each);
    }

    fn parse_move(&self, text: &str) -> Result<Turn, Self::Illegal> {
        text.parse()
    }

    fn play(&mut self, turn: Turn) -> Result<(), Self::Illegal> {
        self.play(turn)
    }

    fn undo(&mut self) -> bool {
        self.undo()
    }

    fn ply(&self) -> usize {
        self.ply()
    }

    fn last_move(&self) -> Option<Turn> {
        self.last_played()
    }

    fn history(&self) -> Vec<Turn> {
        self.turns_played()
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(&mut self.clone(), depth)
    }

    /// E.g. `orange to move | 6 ...... 5 ...... 4 ..g... 3 ..o... 2 ......
    /// 1 ...... | orange pool 7K 0C reserve 8 out 0 | gray pool 7K 0C
    /// reserve 8 out 0`: `o`/`g` kittens, `O`/`G` cats.
    fn describe(&self) -> String {
        let name = |seat: Seat| seat.fold("orange", "gray");
        let mut text = match self.win() {
            Some((winner, reason)) => format!("{} won: {reason} |", name(winner)),
            None => format!("{} to move |", name(self.turn())),
        };
        for rank in (0..6).rev() {
            let _ = write!(text, " {} ", rank + 1);
            for file in 0..6 {
                let piece = Square::from_coords(file, rank).and_then(|s| self.piece_at(s));
                text.push(piece.map_or('.', |piece| {
                    let letter = piece.owner.fold('o', 'g');
                    match piece.kind {
                        Kind::Kitten => letter,
                        Kind::Cat => letter.to_ascii_uppercase(),
                    }
                }));
            }
        }
        for seat in Seat::ALL {
            let pool = self.pool(seat);
            let _ = write!(
                text,
                " | {} pool {}K {}C reserve {} out {}",
                name(seat),
                pool.kittens,
                pool.cats,
                self.reserve(seat),
                self.out_of_game(seat)
            );
        }
        if self.variant() == Variant::Younger {
            text.push_str(" | younger players' rules");
        }
        text
    }
}

/// The number of turn sequences of length `depth`; a finished game ends a
/// sequence early and counts as one leaf.
fn perft(position: &mut Position, depth: u32) -> u64 {
    if depth == 0 || position.win().is_some() {
        return 1;
    }
    if depth == 1 {
        return position.count_turns();
    }
    let mut total = 0;
    for turn in position.legal_turns() {
        position.play_unchecked(turn);
        total += perft(position, depth - 1);
        position.undo();
    }
    total
}
