//! Seeded random games, for tests, benchmarks and pictures of real-looking
//! positions.

use rand::{rngs::StdRng, RngExt, SeedableRng};

use super::{AnyGame, AnyMove, GameKind, Notated, Rules};

/// The game after `plies` random legal moves from the start (fewer if it
/// ends first), the same for the same seed.
///
/// In PÜNCT two moves in three are MOVEs when any exists, so that stacks,
/// jumps and bridges appear as they do in real games (uniform choice would
/// almost always pick one of the thousands of ADDs).
#[must_use]
pub fn random_game(kind: GameKind, plies: usize, seed: u64) -> AnyGame {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = kind.start();
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        // Sorted as their notations are, so that a seed picks the same game
        // whatever order the engine generates moves in.
        let mut moves: Vec<_> = moves.into_iter().map(|m| (m.notation(), m)).collect();
        moves.sort_unstable_by_key(|&(notation, _)| notation);
        let favoured: Vec<AnyMove> = moves
            .iter()
            .map(|&(_, m)| m)
            .filter(|&m| kind.game().favoured_in_random_games(m))
            .collect();
        let pick = if !favoured.is_empty() && rng.random_ratio(2, 3) {
            favoured[rng.random_range(0..favoured.len())]
        } else {
            moves[rng.random_range(0..moves.len())].1
        };
        game.play(pick).expect("a listed move is legal");
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_game() {
        for kind in GameKind::all() {
            let game = random_game(kind, 30, 7);
            assert_eq!(game.history(), random_game(kind, 30, 7).history());
            assert!(game.ply() > 0);
        }
    }
}
