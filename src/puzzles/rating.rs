//! Puzzle ratings: Glicko-2 as the ladders use it ([`crate::ratings`]),
//! kept apart from them: an attempt is a game between the player and the
//! puzzle, won by the player when the first answer is right.

use crate::{
    games::{Outcome, Seat},
    ratings::{rate_game, Rating},
};

/// How sure a new puzzle's rating is: its difficulty is the generator's
/// guess, not a measure, but a better one than nothing.
pub const FIRST_DEVIATION: f64 = 250.0;

/// The rating a puzzle of `difficulty` starts with.
#[must_use]
pub fn first_rating(difficulty: u32) -> Rating {
    Rating {
        rating: f64::from(difficulty),
        deviation: FIRST_DEVIATION,
        volatility: Rating::NEW.volatility,
    }
}

/// The player's and the puzzle's ratings after an attempt.
#[must_use]
pub fn rate_attempt(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let outcome = Outcome::Win(if solved { Seat::First } else { Seat::Second });
    rate_game(player, puzzle, outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_raises_the_player_and_lowers_the_puzzle_and_failing_the_reverse() {
        let puzzle = first_rating(1500);
        let (player, after) = rate_attempt(Rating::NEW, puzzle, true);
        assert!(player.rating > 1500.0 && after.rating < 1500.0);
        let (player, after) = rate_attempt(Rating::NEW, puzzle, false);
        assert!(player.rating < 1500.0 && after.rating > 1500.0);
    }
}
