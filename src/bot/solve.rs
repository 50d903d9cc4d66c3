//! Exact answers to short questions about a position, for puzzles: can the
//! side to move win within a few of its own moves, by which first moves,
//! which moves stop the opponent's win at once, and which reply holds out
//! longest.
//!
//! Unlike the search ([`super::search`]), nothing here is pruned by a beam
//! or estimated: every move of the side that must find a win is tried, and
//! every reply of the side that defends, so an answer is a proof (up to a
//! collision of position keys in the memo, which are 64 bits wide). What
//! keeps it quick enough is the order of the replies (the game's own
//! candidate order, the hottest first, after the replies that refuted
//! something at the same depth before) and the game's promise that a
//! position cannot be won in one ([`Searchable::may_win_in_one`]).

use std::collections::HashMap;

use super::{search::winning_move, Searchable};
use crate::games::{Outcome, Seat};

/// A solver for one position's questions, remembering what it proved.
pub(crate) struct Solver<G: Searchable> {
    /// Whether the side to move wins within n of its moves, by (key, n).
    proved: HashMap<(u64, u32), bool>,
    /// Per number of moves left, the replies that refuted a move there
    /// before: a refutation often refutes the next move too.
    killers: HashMap<u32, Vec<G::Move>>,
    /// Moves that won at once somewhere before: tried before all the
    /// others, since a threat usually survives a reply elsewhere.
    wins: Vec<G::Move>,
}

/// How many refutations are remembered per depth.
const KILLERS: usize = 8;

impl<G: Searchable> Solver<G> {
    pub(crate) fn new() -> Solver<G> {
        Solver {
            proved: HashMap::new(),
            killers: HashMap::new(),
            wins: Vec::new(),
        }
    }

    /// Whether the side to move wins within `moves` of its own moves
    /// whatever the opponent replies.
    pub(crate) fn wins_within(&mut self, game: &mut G, moves: u32) -> bool {
        if moves == 0 || game.outcome().is_some() {
            return false;
        }
        let key = (game.key(), moves);
        if let Some(&known) = self.proved.get(&key) {
            return known;
        }
        let won = self.wins_in_one(game)
            || (moves > 1 && {
                let me = game.turn();
                let mut first = Vec::new();
                game.candidates(true, &mut first);
                first.into_iter().any(|mv| {
                    game.play_candidate(mv);
                    let forced = self.holds_against_every_reply(game, me, moves - 1);
                    game.undo();
                    forced
                })
            });
        self.proved.insert(key, won);
        won
    }

    /// Every first move after which the side to move wins within `moves`
    /// of its own moves in all (this one included), in candidate order.
    pub(crate) fn winning_first_moves(&mut self, game: &mut G, moves: u32) -> Vec<G::Move> {
        // A promise that no move wins at once spares listing them all.
        if moves == 0 || game.outcome().is_some() || (moves == 1 && !game.may_win_in_one()) {
            return Vec::new();
        }
        let me = game.turn();
        let mut first = Vec::new();
        game.candidates(true, &mut first);
        first.retain(|&mv| {
            game.play_candidate(mv);
            let forced = self.holds_against_every_reply(game, me, moves - 1);
            game.undo();
            forced
        });
        first
    }

    /// Whether `mv` (a legal move of the side to move) wins within `moves`
    /// of the mover's own moves, this one included.
    pub(crate) fn move_wins_within(&mut self, game: &mut G, mv: G::Move, moves: u32) -> bool {
        let me = game.turn();
        game.play_candidate(mv);
        let forced = self.holds_against_every_reply(game, me, moves.saturating_sub(1));
        game.undo();
        forced
    }

    /// The fewest own moves, up to `most`, in which the side to move wins
    /// by force, with every first move that does; `None` if it does not
    /// within `most`.
    pub(crate) fn fastest_wins(&mut self, game: &mut G, most: u32) -> Option<(u32, Vec<G::Move>)> {
        (1..=most).find_map(|moves| {
            let first = self.winning_first_moves(game, moves);
            (!first.is_empty()).then_some((moves, first))
        })
    }

    /// The fewest own moves, up to `most`, in which the side to move wins
    /// by force; `None` if it does not within `most`.
    pub(crate) fn fastest_win(&mut self, game: &mut G, most: u32) -> Option<u32> {
        (1..=most).find(|&moves| self.wins_within(game, moves))
    }

    /// When the opponent threatens to win at once (could, were it their
    /// move), the moves after which they cannot (and the side to move has
    /// not lost), in candidate order; empty when nothing is threatened, or
    /// when the game cannot say (no [`Searchable::passed`]).
    ///
    /// The threat's winning moves are tried first after each move: most
    /// moves leave it standing, and one play shows it.
    pub(crate) fn blocks(&mut self, game: &mut G) -> Vec<G::Move> {
        let threatened = game
            .passed()
            .is_some_and(|mut passed| passed.outcome().is_none() && self.wins_in_one(&mut passed));
        if !threatened {
            return Vec::new();
        }
        let me = game.turn();
        let mut moves = Vec::new();
        game.candidates(true, &mut moves);
        moves.retain(|&mv| {
            game.play_candidate(mv);
            let stops = match game.outcome() {
                Some(outcome) => outcome != Outcome::Win(me.other()),
                None => !self.wins_in_one(game),
            };
            game.undo();
            stops
        });
        moves
    }

    /// For the side to move, which loses within `moves` of the opponent's
    /// moves: the reply that makes the opponent need the most of them (the
    /// first such in candidate order); `None` when the game is over.
    pub(crate) fn longest_defence(&mut self, game: &mut G, moves: u32) -> Option<G::Move> {
        if game.outcome().is_some() {
            return None;
        }
        let mut replies = Vec::new();
        game.candidates(true, &mut replies);
        let mut best: Option<(G::Move, u32)> = None;
        for reply in replies {
            game.play_candidate(reply);
            let needed = match game.outcome() {
                Some(_) => 0,
                None => self.fastest_win(game, moves).unwrap_or(moves + 1),
            };
            game.undo();
            if best.is_none_or(|(_, most)| needed > most) {
                best = Some((reply, needed));
            }
            // No reply holds out longer than one that is not lost in time.
            if needed > moves {
                break;
            }
        }
        best.map(|(reply, _)| reply)
    }

    /// Whether the side to move wins with one move.
    fn wins_in_one(&mut self, game: &mut G) -> bool {
        if !game.may_win_in_one() {
            return false;
        }
        let key = (game.key(), 1);
        if let Some(&known) = self.proved.get(&key) {
            return known;
        }
        let me = game.turn();
        let known = self.wins.iter().copied().find(|&mv| {
            game.play(mv).is_ok() && {
                let won = game.outcome() == Some(Outcome::Win(me));
                game.undo();
                won
            }
        });
        let won = known.is_some() || {
            let mut moves = Vec::new();
            game.for_each_legal_move(|mv| moves.push(mv));
            match winning_move(game, &moves) {
                Some(mv) => {
                    self.wins.insert(0, mv);
                    self.wins.truncate(KILLERS);
                    true
                }
                None => false,
            }
        };
        self.proved.insert(key, won);
        won
    }

    /// After `me` moved: whether every reply of the opponent (to move)
    /// leaves `me` a win within `moves` of its own (none: `me` has won).
    fn holds_against_every_reply(&mut self, game: &mut G, me: Seat, moves: u32) -> bool {
        match game.outcome() {
            Some(outcome) => return outcome == Outcome::Win(me),
            None if moves == 0 => return false,
            None => {}
        }
        // The refutations found before are tried before the replies are
        // even listed: a quiet move falls to the first of them.
        let killers = self.killers.get(&moves).cloned().unwrap_or_default();
        for &reply in &killers {
            if game.play(reply).is_ok() {
                let still = self.still_wins(game, me, moves);
                game.undo();
                if !still {
                    self.remember_killer(moves, reply);
                    return false;
                }
            }
        }
        let mut replies = Vec::new();
        game.candidates(true, &mut replies);
        for reply in replies.into_iter().filter(|reply| !killers.contains(reply)) {
            game.play_candidate(reply);
            let still = self.still_wins(game, me, moves);
            game.undo();
            if !still {
                self.remember_killer(moves, reply);
                return false;
            }
        }
        true
    }

    /// After the opponent's reply: whether `me` has won or still wins
    /// within `moves`.
    fn still_wins(&mut self, game: &mut G, me: Seat, moves: u32) -> bool {
        match game.outcome() {
            Some(outcome) => outcome == Outcome::Win(me),
            None => self.wins_within(game, moves),
        }
    }

    fn remember_killer(&mut self, moves: u32, reply: G::Move) {
        let killers = self.killers.entry(moves).or_default();
        if let Some(at) = killers.iter().position(|&mv| mv == reply) {
            killers.remove(at);
        }
        killers.insert(0, reply);
        killers.truncate(KILLERS);
    }
}
