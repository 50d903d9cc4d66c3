//! Seeded random games, for tests, benchmarks and pictures of real-looking
//! positions.

use rand::{rngs::StdRng, RngExt, SeedableRng};

use super::{AnyGame, GameKind, Rules};

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
        let moves = game.legal_move_texts();
        if moves.is_empty() {
            break;
        }
        let slides: Vec<&String> = moves.iter().filter(|m| !m.starts_with('+')).collect();
        let pick =
            if matches!(game, AnyGame::Punct(_)) && !slides.is_empty() && rng.random_ratio(2, 3) {
                slides[rng.random_range(0..slides.len())]
            } else {
                &moves[rng.random_range(0..moves.len())]
            };
        game.play_text(pick).expect("a listed move is legal");
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_game() {
        for kind in GameKind::ALL {
            let game = random_game(kind, 30, 7);
            assert_eq!(game.history(), random_game(kind, 30, 7).history());
            assert!(!game.history().is_empty());
        }
    }
}
