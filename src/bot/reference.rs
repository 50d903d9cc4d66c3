//! Reference opponents for matches and tests: a random mover and a one-ply
//! greedy player (it takes a win in one, and otherwise avoids a move that
//! lets the opponent win in one).

use rand::{rngs::StdRng, seq::SliceRandom, RngExt};

use super::computer_of;
use crate::games::{AnyGame, AnyMove, Outcome, Rules, Seat};

/// A legal move chosen uniformly; `None` once the game is over.
#[must_use]
pub fn random_move(game: &AnyGame, rng: &mut StdRng) -> Option<AnyMove> {
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    Some(moves[rng.random_range(0..moves.len())])
}

/// The one-ply greedy player's move; `None` once the game is over.
#[must_use]
pub fn greedy_move(game: &AnyGame, rng: &mut StdRng) -> Option<AnyMove> {
    let mut moves = game.legal_moves();
    moves.shuffle(rng);
    let me = game.turn();
    let mut game = game.clone();
    let outcome_of = |mv: AnyMove, game: &mut AnyGame| {
        let _ = game.play(mv);
        let outcome = game.outcome();
        let threatened = outcome.is_none() && can_win_in_one(game);
        game.undo();
        (outcome, threatened)
    };
    let mut safe = None;
    // Checking a move for safety tries every reply: a game with thousands
    // checks only a few.
    let checks = computer_of(&game).map_or(usize::MAX, |computer| computer.greedy_safety_checks());
    // Every move is tried for a win; only the first few for safety.
    for (i, &mv) in moves.iter().enumerate() {
        if i < checks && safe.is_none() {
            match outcome_of(mv, &mut game) {
                (Some(Outcome::Win(seat)), _) if seat == me => return Some(mv),
                (Some(Outcome::Win(_)), _) | (_, true) => {}
                (_, false) => safe = Some(mv),
            }
        } else {
            let _ = game.play(mv);
            let won = game.outcome() == Some(Outcome::Win(me));
            game.undo();
            if won {
                return Some(mv);
            }
        }
    }
    safe.or_else(|| moves.first().copied())
}

/// Whether the side to move has a move that wins at once.
fn can_win_in_one(game: &mut AnyGame) -> bool {
    let me: Seat = game.turn();
    if computer_of(game).is_some_and(|computer| !computer.may_win_in_one(game)) {
        return false;
    }
    game.legal_moves().into_iter().any(|mv| {
        let _ = game.play(mv);
        let won = game.outcome() == Some(Outcome::Win(me));
        game.undo();
        won
    })
}
