//! A slow, literal second reading of the rulebook, compared with the engine
//! over random games: the legal moves (§5, §6, §9.1) and the end (§7.4, §8).
//! It shares nothing with the engine but `Cell` names and the public board
//! view: placements come from the direction table of §1.2 and §2.2, heights
//! are recomputed from the piece list for every question.

use std::collections::{BTreeSet, HashSet};

use proptest::prelude::*;
use punctbot::games::{
    punct::{Cell, Kind, Position, Variant},
    Outcome, Rules, Seat,
};

const STEPS: [(i32, i32); 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];

/// A piece as the reference sees it.
#[derive(Clone, Debug)]
struct Piece {
    owner: Seat,
    kind: Kind,
    /// PÜNCT, then the minors (near first for E, A+, A−).
    cells: [(i32, i32); 3],
    level: i32,
}

fn exists((c, r): (i32, i32)) -> bool {
    (1..=17).contains(&c)
        && (1..=17).contains(&r)
        && (c - r).abs() <= 8
        && ![(1, 1), (1, 9), (9, 1), (9, 17), (17, 9), (17, 17)].contains(&(c, r))
}

fn name((c, r): (i32, i32)) -> String {
    format!("{}{r}", (b'A' + c as u8 - 1) as char)
}

fn coords(cell: Cell) -> (i32, i32) {
    (i32::from(cell.column()), i32::from(cell.row()))
}

fn centre((c, r): (i32, i32)) -> bool {
    let (dc, dr) = (c - 9, r - 9);
    dc.abs().max(dr.abs()).max((dc - dr).abs()) <= 2
}

/// Every on-board placement of `kind` with PÜNCT `p`: [P, near, far].
fn placements(kind: Kind, p: (i32, i32)) -> Vec<[(i32, i32); 3]> {
    let d = |i: usize| STEPS[i % 6];
    let add = |a: (i32, i32), b: (i32, i32)| (a.0 + b.0, a.1 + b.1);
    let turns = if kind == Kind::C { 3 } else { 6 };
    (0..turns)
        .map(|k| {
            let minors = match kind {
                Kind::T => [d(k), d(k + 1)],
                Kind::E => [d(k), add(d(k), d(k))],
                Kind::C => [d(k), d(k + 3)],
                Kind::M => [d(k), d(k + 2)],
                Kind::APlus => [d(k), add(d(k), d(k + 1))],
                Kind::AMinus => [d(k), add(d(k), d(k + 5))],
            };
            [p, add(p, minors[0]), add(p, minors[1])]
        })
        .filter(|cells| cells.iter().all(|&c| exists(c)))
        .collect()
}

fn text(cells: [(i32, i32); 3]) -> String {
    let mut minors = [cells[1], cells[2]];
    minors.sort();
    format!("{}:{},{}", name(cells[0]), name(minors[0]), name(minors[1]))
}

fn all_cells() -> Vec<(i32, i32)> {
    (1..=17)
        .flat_map(|c| (1..=17).map(move |r| (c, r)))
        .filter(|&c| exists(c))
        .collect()
}

struct Reference {
    pieces: Vec<Piece>,
}

impl Reference {
    fn of(position: &Position) -> Reference {
        Reference {
            pieces: position
                .board()
                .pieces()
                .map(|p| Piece {
                    owner: p.owner,
                    kind: p.kind(),
                    cells: p.cells().map(coords),
                    level: i32::from(p.level),
                })
                .collect(),
        }
    }

    /// Height and top owner of `cell`, ignoring piece `skip`.
    fn at(&self, cell: (i32, i32), skip: Option<usize>) -> (i32, Option<Seat>) {
        self.pieces
            .iter()
            .enumerate()
            .filter(|&(i, p)| Some(i) != skip && p.cells.contains(&cell))
            .max_by_key(|(_, p)| p.level)
            .map_or((-1, None), |(_, p)| (p.level, Some(p.owner)))
    }

    fn legal(&self, position: &Position) -> BTreeSet<String> {
        let mut moves = BTreeSet::new();
        if position.is_over() {
            return moves;
        }
        let me = position.turn();
        let reserve = position.reserve(me);
        let ban = match position.variant() {
            Variant::Standard => true,
            Variant::Basic => me == Seat::First && reserve.total() == 18,
        };
        for kind in Kind::ALL.into_iter().filter(|&k| reserve.get(k) > 0) {
            for p in all_cells() {
                for cells in placements(kind, p) {
                    let empty = cells.iter().all(|&c| self.at(c, None).0 == -1);
                    if empty && !(ban && cells.iter().any(|&c| centre(c))) {
                        moves.insert(format!("+{}", text(cells)));
                    }
                }
            }
        }
        for (i, piece) in self.pieces.iter().enumerate() {
            let covered = piece.cells.iter().any(|&c| {
                self.pieces
                    .iter()
                    .any(|o| o.level > piece.level && o.cells.contains(&c))
            });
            if piece.owner != me || covered {
                continue;
            }
            let (pc, pr) = piece.cells[0];
            let here: HashSet<(i32, i32)> = piece.cells[1..].iter().copied().collect();
            for p in all_cells() {
                let (c, r) = p;
                if !(c == pc || r == pr || c - r == pc - pr) {
                    continue;
                }
                for cells in placements(piece.kind, p) {
                    let minors: HashSet<(i32, i32)> = cells[1..].iter().copied().collect();
                    if p == piece.cells[0] && minors == here {
                        continue;
                    }
                    let (hp, top) = self.at(cells[0], Some(i));
                    let h1 = self.at(cells[1], Some(i)).0;
                    let h2 = self.at(cells[2], Some(i)).0;
                    let own = top == Some(me);
                    let flat = hp == -1 && h1 == -1 && h2 == -1;
                    let jump = hp >= 0 && own && h1 == hp && h2 == hp;
                    let bridge = matches!(piece.kind, Kind::E | Kind::APlus | Kind::AMinus)
                        && hp >= 0
                        && own
                        && h2 == hp
                        && h1 < hp;
                    if flat || jump || bridge {
                        moves.insert(format!("{}>{}", name(piece.cells[0]), text(cells)));
                    }
                }
            }
        }
        if moves.is_empty() {
            moves.insert("pass".to_owned());
        }
        moves
    }

    fn connected(&self, seat: Seat) -> bool {
        let mine: HashSet<(i32, i32)> = all_cells()
            .into_iter()
            .filter(|&c| self.at(c, None).1 == Some(seat))
            .collect();
        let sides: [fn((i32, i32)) -> bool; 6] = [
            |(c, _)| c == 1,
            |(c, _)| c == 17,
            |(_, r)| r == 1,
            |(_, r)| r == 17,
            |(c, r)| c - r == 8,
            |(c, r)| c - r == -8,
        ];
        (0..3).any(|pair| {
            let mut seen: HashSet<(i32, i32)> = mine
                .iter()
                .copied()
                .filter(|&c| sides[2 * pair](c))
                .collect();
            let mut todo: Vec<(i32, i32)> = seen.iter().copied().collect();
            while let Some((c, r)) = todo.pop() {
                if sides[2 * pair + 1]((c, r)) {
                    return true;
                }
                for (dc, dr) in STEPS {
                    let next = (c + dc, r + dr);
                    if mine.contains(&next) && seen.insert(next) {
                        todo.push(next);
                    }
                }
            }
            false
        })
    }

    /// §7.4 and §8 after `mover` played an ADD (`was_add`) or a MOVE.
    fn outcome(&self, position: &Position, mover: Seat, was_add: bool) -> Option<Outcome> {
        if self.connected(mover) {
            return Some(Outcome::Win(mover));
        }
        if self.connected(mover.other()) {
            return Some(Outcome::Win(mover.other()));
        }
        if !(was_add && position.reserve(mover).total() == 0) {
            return None;
        }
        if position.variant() == Variant::Basic {
            return Some(Outcome::Draw);
        }
        let count = |seat| {
            all_cells()
                .into_iter()
                .filter(|&c| centre(c) && self.at(c, None).1 == Some(seat))
                .count()
        };
        Some(match count(Seat::First).cmp(&count(Seat::Second)) {
            std::cmp::Ordering::Greater => Outcome::Win(Seat::First),
            std::cmp::Ordering::Less => Outcome::Win(Seat::Second),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn the_engine_agrees_with_a_literal_reading_of_the_rules(
        basic: bool,
        prefer_moves: bool,
        choices in prop::collection::vec(any::<u32>(), 0..60),
    ) {
        let variant = if basic { Variant::Basic } else { Variant::Standard };
        let mut position = Position::new(variant);
        for choice in choices {
            let engine: BTreeSet<String> = position.legal_move_texts().into_iter().collect();
            let reference = Reference::of(&position).legal(&position);
            let engine = if position.is_over() { engine } else if engine.is_empty() {
                ["pass".to_owned()].into_iter().collect()
            } else {
                engine
            };
            prop_assert_eq!(&engine, &reference);
            if position.is_over() {
                break;
            }
            // Prefer MOVEs half of the time so that games reach high stacks.
            let list: Vec<&String> = engine.iter().collect();
            let pieces: Vec<&String> = list.iter().copied().filter(|m| !m.starts_with('+')).collect();
            let pool = if prefer_moves && !pieces.is_empty() && !choice.is_multiple_of(5) { pieces } else { list };
            let m = pool[choice as usize % pool.len()].clone();
            let mover = position.turn();
            position.play_text(&m).unwrap();
            let expected = Reference::of(&position).outcome(&position, mover, m.starts_with('+'));
            prop_assert_eq!(position.outcome(), expected, "after {}", m);
        }
    }
}
