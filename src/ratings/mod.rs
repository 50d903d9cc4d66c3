//! Ratings: Glicko-2 (through the `skillratings` crate), one rating per
//! player, per server, per game, and the server-wide ladder.
//!
//! Choices, and why:
//! - A new player starts at **1500 with deviation 350 and volatility 0.06**:
//!   Glickman's own defaults. Lichess starts at deviation 500 to sort a huge
//!   pool quickly; a Discord server has tens of players who play a few
//!   games a week, and 350 already makes the first results count fully.
//! - A rating is **provisional** while its deviation is 110 or more, and is
//!   shown with a `?` (e.g. `1623?`); about ten games bring it below.
//! - Every game is its own rating period (as on Lichess), and the deviation
//!   grows with inactivity: once per whole day without a game, by Glicko-2's
//!   pre-period step, up to 350 again. A month away adds little; half a year
//!   makes a settled player provisional again.
//!
//! ```
//! use punctbot::{games::{Outcome, Seat}, ratings::{rate_game, Rating}};
//!
//! let (winner, loser) = rate_game(Rating::NEW, Rating::NEW, Outcome::Win(Seat::First));
//! assert!(winner.rating > 1500.0 && loser.rating < 1500.0);
//! assert!(winner.is_provisional());
//! assert_eq!(winner.shown(), "1662?");
//! ```

mod ladder;

pub use ladder::{ladder_page, LadderPage, LadderRow, Standing};

use skillratings::{
    glicko2::{decay_deviation, glicko2_rating_period, Glicko2Config, Glicko2Rating},
    Outcomes,
};

use crate::games::{Outcome, Seat};

/// A rating is provisional while its deviation is at least this.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The deviation grows once per this much time without a game (a day).
pub const INACTIVITY_PERIOD_MS: i64 = 24 * 60 * 60 * 1000;

/// A player's Glicko-2 rating in one game on one server.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// A game's result for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Win,
    Draw,
    Loss,
}

impl Score {
    /// The result for the player in `seat` of a game that ended in `outcome`.
    #[must_use]
    pub fn of(seat: Seat, outcome: Outcome) -> Score {
        match outcome {
            Outcome::Draw => Score::Draw,
            Outcome::Win(winner) if winner == seat => Score::Win,
            Outcome::Win(_) => Score::Loss,
        }
    }
}

impl Rating {
    /// The rating of a player who has not played yet.
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// Whether the rating is still uncertain (deviation 110 or more).
    #[must_use]
    pub fn is_provisional(self) -> bool {
        self.deviation >= PROVISIONAL_DEVIATION
    }

    /// The rating as players see it: rounded, with `?` while provisional.
    #[must_use]
    pub fn shown(self) -> String {
        let mark = if self.is_provisional() { "?" } else { "" };
        format!("{:.0}{mark}", self.rating)
    }

    /// This rating after `idle_ms` milliseconds without a game: the
    /// deviation grows once per whole inactivity period, never above 350.
    #[must_use]
    pub fn after_idle(self, idle_ms: i64) -> Rating {
        let periods = (idle_ms.max(0) / INACTIVITY_PERIOD_MS).min(10_000);
        let mut rating = to_glicko2(self);
        for _ in 0..periods {
            let grown = decay_deviation(&rating);
            if grown.deviation == rating.deviation {
                break;
            }
            rating = grown;
        }
        from_glicko2(rating)
    }
}

fn to_glicko2(rating: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
    }
}

fn from_glicko2(rating: Glicko2Rating) -> Rating {
    Rating {
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
    }
}

/// A player's new rating after one rating period with these results
/// (Glicko-2, τ = 0.5).
#[must_use]
pub fn rate_period(player: Rating, results: &[(Rating, Score)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = results
        .iter()
        .map(|&(opponent, score)| {
            let outcome = match score {
                Score::Win => Outcomes::WIN,
                Score::Draw => Outcomes::DRAW,
                Score::Loss => Outcomes::LOSS,
            };
            (to_glicko2(opponent), outcome)
        })
        .collect();
    from_glicko2(glicko2_rating_period(
        &to_glicko2(player),
        &results,
        &Glicko2Config::new(),
    ))
}

/// Both players' ratings after a rated game between them, each computed
/// from both ratings before it (bring them up to date with
/// [`Rating::after_idle`] first).
#[must_use]
pub fn rate_game(first: Rating, second: Rating, outcome: Outcome) -> (Rating, Rating) {
    (
        rate_period(first, &[(second, Score::of(Seat::First, outcome))]),
        rate_period(second, &[(first, Score::of(Seat::Second, outcome))]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    #[test]
    fn matches_glickmans_worked_example() {
        // Glickman, "Example of the Glicko-2 system" (2013): a 1500/200/0.06
        // player beats 1400/30, loses to 1550/100 and to 1700/300.
        let results = [
            (rating(1400.0, 30.0), Score::Win),
            (rating(1550.0, 100.0), Score::Loss),
            (rating(1700.0, 300.0), Score::Loss),
        ];
        let after = rate_period(rating(1500.0, 200.0), &results);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_game_moves_both_ratings_and_a_draw_between_equals_moves_neither() {
        let (first, second) = rate_game(Rating::NEW, Rating::NEW, Outcome::Win(Seat::Second));
        assert!(first.rating < 1500.0 && second.rating > 1500.0);
        assert!(
            (first.rating + second.rating - 3000.0).abs() < 1e-6,
            "symmetric"
        );
        let (a, b) = rate_game(Rating::NEW, Rating::NEW, Outcome::Draw);
        assert!((a.rating - 1500.0).abs() < 1e-9 && (b.rating - 1500.0).abs() < 1e-9);
        assert!(a.deviation < 350.0, "a draw is information too");
    }

    #[test]
    fn provisional_until_the_deviation_drops_below_110() {
        assert!(Rating::NEW.is_provisional());
        assert!(rating(1500.0, 110.0).is_provisional());
        assert!(!rating(1500.0, 109.9).is_provisional());
        assert_eq!(rating(1623.4, 80.0).shown(), "1623");
        assert_eq!(rating(1623.6, 120.0).shown(), "1624?");
        // Ten games against a settled opponent make a newcomer established.
        let opponent = rating(1500.0, 60.0);
        let mut player = Rating::NEW;
        for game in 0..10 {
            let score = if game % 2 == 0 {
                Score::Win
            } else {
                Score::Loss
            };
            player = rate_period(player, &[(opponent, score)]);
        }
        assert!(!player.is_provisional(), "{player:?}");
    }

    #[test]
    fn deviation_grows_with_whole_days_of_inactivity_up_to_350() {
        let settled = rating(1700.0, 60.0);
        assert_eq!(settled.after_idle(INACTIVITY_PERIOD_MS - 1), settled);
        let a_day = settled.after_idle(INACTIVITY_PERIOD_MS);
        assert!(
            a_day.deviation > 60.0 && a_day.deviation < 61.0,
            "{a_day:?}"
        );
        assert_eq!(a_day.rating, 1700.0);
        let half_a_year = settled.after_idle(182 * INACTIVITY_PERIOD_MS);
        assert!(half_a_year.is_provisional(), "{half_a_year:?}");
        let forever = settled.after_idle(i64::MAX);
        assert!((forever.deviation - 350.0).abs() < 1e-9);
        assert_eq!(settled.after_idle(-5), settled);
    }
}
