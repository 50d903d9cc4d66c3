//! The result of a match: wins, draws and losses, the score with its 95 %
//! confidence interval, and the Elo difference that score means.

use std::fmt;

/// Games won, drawn and lost, from the first player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// z for a two-sided 95 % interval.
const Z95: f64 = 1.959_964;

impl Tally {
    /// Games counted.
    #[must_use]
    pub const fn games(self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score: a win counts 1, a draw ½. `None` before any game.
    #[must_use]
    pub fn score(self) -> Option<f64> {
        (self.games() > 0)
            .then(|| (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games()))
    }

    /// The 95 % Wilson score interval of the score. Unlike the normal
    /// approximation it stays inside [0, 1] and does not shrink to a point
    /// when every game was won, which is exactly the case a strong level
    /// against a weak one produces.
    #[must_use]
    pub fn interval(self) -> Option<(f64, f64)> {
        let p = self.score()?;
        let n = f64::from(self.games());
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        Some(((centre - half).max(0.0), (centre + half).min(1.0)))
    }

    /// Elo points that make `score` the expected score (±∞ at 1 and 0).
    #[must_use]
    pub fn elo(score: f64) -> f64 {
        400.0 * (score / (1.0 - score)).log10()
    }
}

impl fmt::Display for Tally {
    /// `W 9 D 0 L 1, score 90.0 % [59.6 %, 98.2 %], Elo +382 [+68, +696]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "W {} D {} L {}", self.wins, self.draws, self.losses)?;
        let (Some(score), Some((low, high))) = (self.score(), self.interval()) else {
            return Ok(());
        };
        let elo = |score: f64| {
            let elo = Tally::elo(score);
            if elo.is_finite() {
                format!("{elo:+.0}")
            } else if elo > 0.0 {
                "+inf".to_owned()
            } else {
                "-inf".to_owned()
            }
        };
        write!(
            f,
            ", score {:.1} % [{:.1} %, {:.1} %], Elo {} [{}, {}]",
            score * 100.0,
            low * 100.0,
            high * 100.0,
            elo(score),
            elo(low),
            elo(high)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_match_is_zero_elo_with_a_symmetric_interval() {
        let tally = Tally {
            wins: 40,
            draws: 20,
            losses: 40,
        };
        assert_eq!(tally.score(), Some(0.5));
        let (low, high) = tally.interval().unwrap();
        assert!((low + high - 1.0).abs() < 1e-12 && low < 0.5 && low > 0.39);
        assert_eq!(Tally::elo(0.5), 0.0);
    }

    #[test]
    fn a_clean_sweep_keeps_an_interval_below_one() {
        let tally = Tally {
            wins: 100,
            draws: 0,
            losses: 0,
        };
        let (low, high) = tally.interval().unwrap();
        assert_eq!(high, 1.0);
        assert!((low - 0.963).abs() < 0.001, "{low}");
        assert!(tally.to_string().contains("Elo +inf [+"));
    }

    #[test]
    fn elo_of_three_quarters_is_about_191() {
        assert!((Tally::elo(0.75) - 190.85).abs() < 0.01);
        assert_eq!(Tally::default().score(), None);
        assert_eq!(Tally::default().to_string(), "W 0 D 0 L 0");
    }
}
