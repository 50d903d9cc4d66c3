//! Cross-checks the engine against a deliberately naive second reading of
//! the rulebook: a plain array, the pushes done one after another, every line
//! of three found by walking the bed. Random games must agree on every legal
//! turn text and on every resulting position.

use proptest::prelude::*;
use punctbot::games::{
    boop::{Kind, Piece, Position, Variant},
    Outcome, Rules, Seat,
};

type Bed = [[Option<Piece>; 6]; 6]; // [file][rank]

#[derive(Clone)]
struct Naive {
    bed: Bed,
    graduated: [u8; 2],
    mover: Seat,
    winner: Option<Seat>,
}

const STEPS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

fn name(x: i32, y: i32) -> String {
    format!("{}{}", (b'a' + x as u8) as char, y + 1)
}

fn on_bed(x: i32, y: i32) -> bool {
    (0..6).contains(&x) && (0..6).contains(&y)
}

/// Every line of three as its squares, the first end having the smaller
/// file (the smaller rank when the files are equal).
fn lines() -> Vec<[(i32, i32); 3]> {
    let mut lines = Vec::new();
    for x in 0..6 {
        for y in 0..6 {
            for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let line = [(x, y), (x + dx, y + dy), (x + 2 * dx, y + 2 * dy)];
                if line.iter().all(|&(x, y)| on_bed(x, y)) {
                    lines.push(line);
                }
            }
        }
    }
    lines
}

impl Naive {
    fn new() -> Naive {
        Naive {
            bed: [[None; 6]; 6],
            graduated: [0; 2],
            mover: Seat::First,
            winner: None,
        }
    }

    fn count(&self, owner: Seat, kind: Kind) -> u8 {
        self.bed
            .iter()
            .flatten()
            .filter(|p| **p == Some(Piece { owner, kind }))
            .count() as u8
    }

    fn pool(&self, owner: Seat, kind: Kind) -> u8 {
        let graduated = self.graduated[owner.index()];
        match kind {
            Kind::Kitten => 8 - graduated - self.count(owner, kind),
            Kind::Cat => graduated - self.count(owner, kind),
        }
    }

    /// Every legal turn as (text, position after it), sorted by text.
    fn turns(&self) -> Vec<(String, Naive)> {
        let mut turns = Vec::new();
        if self.winner.is_some() {
            return turns;
        }
        let me = self.mover;
        for kind in [Kind::Kitten, Kind::Cat] {
            if self.pool(me, kind) == 0 {
                continue;
            }
            for x in 0..6 {
                for y in 0..6 {
                    if self.bed[x as usize][y as usize].is_some() {
                        continue;
                    }
                    let mut next = self.clone();
                    next.mover = me.other();
                    next.bed[x as usize][y as usize] = Some(Piece { owner: me, kind });
                    for (dx, dy) in STEPS {
                        let (nx, ny) = (x + dx, y + dy);
                        if !on_bed(nx, ny) {
                            continue;
                        }
                        let Some(pushed) = next.bed[nx as usize][ny as usize] else {
                            continue;
                        };
                        if kind == Kind::Kitten && pushed.kind == Kind::Cat {
                            continue;
                        }
                        let (tx, ty) = (nx + dx, ny + dy);
                        if !on_bed(tx, ty) {
                            next.bed[nx as usize][ny as usize] = None;
                        } else if next.bed[tx as usize][ty as usize].is_none() {
                            next.bed[nx as usize][ny as usize] = None;
                            next.bed[tx as usize][ty as usize] = Some(pushed);
                        }
                    }
                    let placement = format!("{}{}", kind.letter(), name(x, y));
                    let mine =
                        |x: i32, y: i32| next.bed[x as usize][y as usize].filter(|p| p.owner == me);
                    let cat_row = lines().iter().any(|line| {
                        line.iter()
                            .all(|&(x, y)| mine(x, y).is_some_and(|p| p.kind == Kind::Cat))
                    });
                    if cat_row || next.count(me, Kind::Cat) == 8 {
                        next.winner = Some(me);
                        turns.push((placement.clone(), next));
                        continue;
                    }
                    let mut options = Vec::new();
                    for line in lines() {
                        if line.iter().all(|&(x, y)| mine(x, y).is_some()) {
                            let mut after = next.clone();
                            for (x, y) in line {
                                if mine(x, y).is_some_and(|p| p.kind == Kind::Kitten) {
                                    after.graduated[me.index()] += 1;
                                }
                                after.bed[x as usize][y as usize] = None;
                            }
                            let (a, c) = (line[0], line[2]);
                            options
                                .push((format!("G{}-{}", name(a.0, a.1), name(c.0, c.1)), after));
                        }
                    }
                    if next.count(me, Kind::Kitten) + next.count(me, Kind::Cat) == 8 {
                        for x in 0..6 {
                            for y in 0..6 {
                                if let Some(piece) = mine(x, y) {
                                    let mut after = next.clone();
                                    after.bed[x as usize][y as usize] = None;
                                    if piece.kind == Kind::Kitten {
                                        after.graduated[me.index()] += 1;
                                    }
                                    options.push((format!("L{}", name(x, y)), after));
                                }
                            }
                        }
                    }
                    if options.is_empty() {
                        turns.push((placement.clone(), next));
                    }
                    for (option, after) in options {
                        turns.push((format!("{placement}/{option}"), after));
                    }
                }
            }
        }
        turns.sort_by(|a, b| a.0.cmp(&b.0));
        turns
    }

    fn assert_same(&self, engine: &Position) {
        let setup = engine.to_setup();
        for x in 0..6 {
            for y in 0..6 {
                assert_eq!(
                    setup.bed[(y * 6 + x) as usize],
                    self.bed[x as usize][y as usize],
                    "{}",
                    name(x, y)
                );
            }
        }
        for seat in Seat::ALL {
            assert_eq!(engine.out_of_game(seat), self.graduated[seat.index()]);
        }
        assert_eq!(engine.outcome(), self.winner.map(Outcome::Win));
        if self.winner.is_none() {
            assert_eq!(engine.turn(), self.mover);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn the_engine_agrees_with_a_naive_reading_of_the_rules(
        choices in prop::collection::vec(any::<u32>(), 0..200),
    ) {
        let mut engine = Position::new(Variant::Standard);
        let mut naive = Naive::new();
        for choice in choices {
            let turns = naive.turns();
            let texts: Vec<String> = turns.iter().map(|(text, _)| text.clone()).collect();
            assert_eq!(engine.legal_move_texts(), texts);
            if turns.is_empty() {
                break;
            }
            let (text, next) = &turns[choice as usize % turns.len()];
            assert_eq!(engine.play_text(text).as_deref(), Ok(text.as_str()));
            naive = next.clone();
            naive.assert_same(&engine);
        }
    }
}
