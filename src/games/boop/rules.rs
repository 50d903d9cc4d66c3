//! The common [`Rules`] interface for [`Position`], and perft.

use std::fmt::Write as _;

use super::{Kind, Position, Square, Variant};
use crate::games::{Rules, Seat};

impl Rules for Position {
    type Illegal = super::IllegalMove;

    fn turn(&self) -> Seat {
        self.turn()
    }

    fn outcome(&self) -> Option<crate::games::Outcome> {
        self.outcome()
    }

    fn legal_move_texts(&self) -> Vec<String> {
        let mut texts = Vec::new();
        self.for_each_turn(|turn| texts.push(turn.to_string()));
        // Turns are distinct, so their texts are too.
        texts.sort_unstable();
        texts
    }

    fn play_text(&mut self, text: &str) -> Result<String, Self::Illegal> {
        let turn = text.parse()?;
        self.play(turn)?;
        Ok(turn.to_string())
    }

    fn undo(&mut self) -> bool {
        self.undo()
    }

    fn history(&self) -> Vec<String> {
        self.turns_played()
            .iter()
            .map(ToString::to_string)
            .collect()
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
