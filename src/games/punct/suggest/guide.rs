//! The PÜNCT guide: the mover's mobile pieces, each with what it can do
//! (bridge, jump, move flat, rotate in place) in turn over the areas of the
//! board, and every kind left in the reserve added in each area in turn.

use super::{
    super::{Cell, Kind, Landing, Move, Position, CELL_COUNT},
    places::{candidates, key, Place, AREAS, PLACES},
};
use crate::games::{
    suggest::guide::{spread, Buckets, Item, Round},
    AnyMove,
};

/// What a MOVE does, in the guide's order of preference.
#[derive(Clone, Copy)]
enum Class {
    Bridge,
    Jump,
    Flat,
    Rotate,
}
const CLASSES: usize = 4;

/// Members: the mover's mobile pieces, then the 6 kinds.
const KIND_MEMBERS: usize = 6;

pub(super) fn guide(position: &Position) -> Vec<AnyMove> {
    let picked = picked(position);
    if picked.is_empty() {
        // Nothing but a pass, or the game is over.
        return position.legal_moves().iter().map(AnyMove::of).collect();
    }
    picked.iter().map(AnyMove::of).collect()
}

/// The guide's moves; none when the mover can only pass.
fn picked(position: &Position) -> Vec<Move> {
    // Pieces are numbered by their PÜNCT cell, the order they are shown in.
    let mut piece_of = [u8::MAX; CELL_COUNT];
    let mut sources: Vec<Cell> = position
        .board()
        .pieces()
        .filter(|piece| piece.owner == position.turn() && piece.mobile)
        .map(|piece| piece.punct())
        .collect();
    sources.sort_unstable();
    for (number, cell) in sources.iter().enumerate() {
        piece_of[cell.index()] = number as u8;
    }
    let numbering = Numbering {
        piece_of,
        pieces: sources.len(),
        places: &PLACES,
    };
    let buckets = Buckets {
        members: numbering.pieces + KIND_MEMBERS,
        variants: CLASSES * AREAS,
    };
    let reserve = position.reserve(position.turn());
    let kinds: Vec<Kind> = Kind::ALL
        .into_iter()
        .filter(|&kind| reserve.get(kind) > 0)
        .collect();
    spread(buckets, |round| {
        position.for_each_move_landing(|m, landing| {
            if let Some(item) = numbering.moved(m, landing) {
                round.offer(item);
            }
        });
        for &kind in &kinds {
            for area in 0..AREAS {
                numbering.offer_add(position, round, kind, area);
            }
        }
    })
}

/// How the guide numbers the members and places of one position.
struct Numbering<'a> {
    /// The number of the piece whose PÜNCT is on each cell; the kinds
    /// come after the pieces.
    piece_of: [u8; CELL_COUNT],
    pieces: usize,
    places: &'a [Place; CELL_COUNT],
}

impl Numbering<'_> {
    /// Where MOVE `m` goes in the guide: its piece, what it does and where
    /// its PÜNCT lands. Runs on every legal MOVE.
    #[inline]
    fn moved(&self, m: Move, landing: Landing) -> Option<Item<Move>> {
        let Move::Move { from, to } = m else {
            return None;
        };
        let Place { area, near } = self.places[to.punct().index()];
        let piece = usize::from(self.piece_of[from.index()]);
        // A MOVE always comes from a numbered piece.
        (piece < self.pieces).then_some(())?;
        let class = if landing.bridge_over.is_some() {
            Class::Bridge
        } else if landing.level > 0 {
            Class::Jump
        } else if from == to.punct() {
            Class::Rotate
        } else {
            Class::Flat
        };
        Some(Item {
            member: piece,
            variant: class as usize * AREAS + rotated(area, piece),
            key: key(to, near),
            mv: m,
        })
    }

    /// Offers the best legal ADD of `kind` in `area` not yet picked: the
    /// first legal one after the last picked in that area's placements,
    /// which are sorted as the guide ranks them. A handful of legality
    /// checks, where listing the ADDs would visit thousands.
    fn offer_add(&self, position: &Position, round: &mut Round<Move>, kind: Kind, area: usize) {
        // Kind k likes area k first, so the first choices of the kinds land
        // in different areas.
        let member = self.pieces + kind as usize;
        let variant = rotated(area, kind as usize);
        let placements = candidates(kind, area);
        let after = round.taken(member, variant).map_or(0, |taken| {
            placements.partition_point(|candidate| candidate.key <= taken)
        });
        let legal = placements[after..]
            .iter()
            .find(|candidate| position.is_legal(Move::Add(candidate.placement)));
        if let Some(candidate) = legal {
            round.offer(Item {
                member,
                variant,
                key: candidate.key,
                mv: Move::Add(candidate.placement),
            });
        }
    }
}

/// `area` counted from the member's favourite area, `member` mod [`AREAS`].
fn rotated(area: usize, member: usize) -> usize {
    (area + AREAS - member % AREAS) % AREAS
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{punct, random_game};

    /// The ADD found by checking a few placements in the guide's order is
    /// the best of all the legal ADDs the engine lists, for every kind and
    /// area.
    #[test]
    fn the_first_legal_candidate_is_the_best_legal_add() {
        for (kind, plies, seed) in [
            (punct::STANDARD, 0, 1),
            (punct::BASIC, 0, 2),
            (punct::STANDARD, 25, 3),
            (punct::BASIC, 50, 4),
            (punct::STANDARD, 90, 5),
        ] {
            let game = random_game(kind, plies, seed);
            let position = punct::position(&game).expect("a PÜNCT game");
            let adds: Vec<_> = position
                .legal_moves()
                .into_iter()
                .filter_map(|m| match m {
                    Move::Add(placement) => Some(placement),
                    _ => None,
                })
                .collect();
            for kind in Kind::ALL {
                for area in 0..AREAS {
                    let listed = adds
                        .iter()
                        .filter(|p| p.kind() == kind && PLACES[p.punct().index()].area == area)
                        .min_by_key(|p| key(**p, PLACES[p.punct().index()].near))
                        .copied();
                    let checked = candidates(kind, area)
                        .iter()
                        .find(|candidate| position.is_legal(Move::Add(candidate.placement)))
                        .map(|candidate| candidate.placement);
                    assert_eq!(
                        checked,
                        listed,
                        "{kind:?} in area {area}, {}",
                        position.summary()
                    );
                }
            }
        }
    }
}
