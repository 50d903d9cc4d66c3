//! Post-game analysis: every move of a game judged by the strongest
//! level's search, and marked as an inaccuracy, a mistake or a blunder by
//! the winning chance it gave away.
//!
//! For each position the search finds its best move and that move's value
//! for the side to move; the move played is valued by searching the
//! position after it (with the same budget) from the other side. Both
//! values become winning chances by the game's own scale (the evaluation's
//! units worth a chance of 73 %: PÜNCT 160, two empty cells of connection
//! distance; boop. 100, about a cat), a decided game being 0 or 1. The
//! chance lost marks the move: 10 points an inaccuracy, 20 a mistake, 30 a
//! blunder. Through the chance the thresholds read alike in both games
//! and mean little in a position already won or lost, where an evaluation
//! swing changes no result.

use super::{computer_of, mcts::chance_of, search::DECIDED, Level, Limits};
use crate::games::{AnyGame, AnyMove, Outcome, Rules};

/// How bad a move was, by the winning chance it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// At least [`INACCURACY`].
    Inaccuracy,
    /// At least [`MISTAKE`].
    Mistake,
    /// At least [`BLUNDER`].
    Blunder,
}

/// The winning chance a move must give away to be an inaccuracy.
pub const INACCURACY: f64 = 0.10;
/// … a mistake.
pub const MISTAKE: f64 = 0.20;
/// … a blunder.
pub const BLUNDER: f64 = 0.30;

impl Mark {
    /// The mark's name in code, the same in every language: `inaccuracy`,
    /// `mistake`, `blunder` (the catalogue's selector, the pages' class).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The mark as chess annotates it, the same in every language: `?!`,
    /// `?`, `??`.
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The mark for a move that gave away `lost` of its side's winning
    /// chance, if any.
    #[must_use]
    pub fn for_loss(lost: f64) -> Option<Mark> {
        if lost >= BLUNDER {
            Some(Mark::Blunder)
        } else if lost >= MISTAKE {
            Some(Mark::Mistake)
        } else if lost >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }
}

/// One move of a game, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// Moves played before it.
    pub ply: usize,
    /// The move played.
    pub played: AnyMove,
    /// The move the search prefers (the move played when it found none
    /// better).
    pub best: AnyMove,
    /// The winning chance of the side that moved before the move, with
    /// the best move (0 to 1).
    pub chance_before: f64,
    /// Its winning chance after the move played.
    pub chance_after: f64,
    /// The mark, if the move gave enough away.
    pub mark: Option<Mark>,
}

/// Every move of `game` judged by the strongest level's search within
/// `limits` a position (two searches a move; a node budget makes the
/// analysis the same on every machine). `None` for a game without a
/// computer opponent.
#[must_use]
pub fn analyse(game: &AnyGame, limits: Limits) -> Option<Vec<Judged>> {
    let computer = computer_of(game)?;
    let chance = |value: i32| match value {
        v if v >= DECIDED => 1.0,
        v if v <= -DECIDED => 0.0,
        v => chance_of(v, computer.scale()),
    };
    let moves = game.history();
    let mut position = game.clone();
    while position.undo() {}
    let mut judged = Vec::with_capacity(moves.len());
    for (ply, &played) in moves.iter().enumerate() {
        let seed = ply as u64;
        let found = computer.choose(&position, Level::Strongest, limits, seed)?;
        let mover = position.turn();
        let mut after = position.clone();
        after.play(played).ok()?;
        let played_value = if played == found.mv {
            found.score
        } else {
            match after.outcome() {
                Some(Outcome::Win(winner)) if winner == mover => DECIDED,
                Some(Outcome::Win(_)) => -DECIDED,
                Some(Outcome::Draw) => 0,
                None => {
                    -computer
                        .choose(&after, Level::Strongest, limits, seed + 1)?
                        .score
                }
            }
        };
        // The search may have valued the move played above its own choice
        // (a deeper look at it): then nothing better was found.
        let (best, best_value) = if played_value >= found.score {
            (played, played_value)
        } else {
            (found.mv, found.score)
        };
        let (chance_before, chance_after) = (chance(best_value), chance(played_value));
        judged.push(Judged {
            ply,
            played,
            best,
            chance_before,
            chance_after,
            mark: Mark::for_loss(chance_before - chance_after),
        });
        position = after;
    }
    Some(judged)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{
        boop::{self, Setup},
        Seat,
    };

    #[test]
    fn marks_follow_the_thresholds() {
        assert_eq!(Mark::for_loss(0.099), None);
        assert_eq!(Mark::for_loss(0.10), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(0.25), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(0.30), Some(Mark::Blunder));
        assert_eq!(Mark::for_loss(1.0), Some(Mark::Blunder));
    }

    /// Orange has two cats on a1 and b1 and a third in its pool: `Cc1`
    /// wins. Gray, as well off in cats, ignores it with `Ka6`, and orange
    /// wins. The analysis
    /// marks `Ka6` a blunder, prefers a move that stops `Cc1`, and leaves
    /// the winning move unmarked.
    #[test]
    fn a_scripted_blunder_is_marked_with_the_better_move() {
        let mut setup = Setup::new(boop::Variant::Standard)
            .pieces(Seat::First, "Ca1 Cb1 Kd4")
            .unwrap()
            .pieces(Seat::Second, "Cf6 Cf3 Ke5")
            .unwrap()
            .turn(Seat::Second);
        setup.graduated.first = 3;
        setup.graduated.second = 3;
        let position = boop::Position::from_setup(&setup).unwrap();
        let mut game = AnyGame::new(boop::STANDARD, position);
        let start = game.clone();
        game.play_text("Ka6").unwrap();
        game.play_text("Cc1").unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Win(Seat::First)));

        let judged = analyse(&game, Limits::nodes(5_000)).unwrap();
        assert_eq!(judged.len(), 2);
        let blunder = &judged[0];
        assert_eq!(blunder.played.to_string(), "Ka6");
        assert_eq!(blunder.mark, Some(Mark::Blunder), "{blunder:?}");
        assert_eq!(blunder.chance_after, 0.0);
        let mut blocked = start.clone();
        blocked.play(blunder.best).unwrap();
        let answered = blocked.play_text("Cc1");
        assert!(
            answered.is_err() || blocked.outcome() != Some(Outcome::Win(Seat::First)),
            "{} does not stop Cc1",
            blunder.best
        );
        let winner = &judged[1];
        assert_eq!(winner.mark, None);
        assert_eq!(winner.best, winner.played);
        assert_eq!(winner.chance_after, 1.0);
    }
}
