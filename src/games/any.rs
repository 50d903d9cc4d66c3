//! [`AnyGame`]: a position of any game of the registry, for the layers
//! above, and [`AnyIllegalMove`], why any game refused a move.

use std::{any::Any, fmt};

use super::{AnyMove, Coded, GameKind, Notation, Outcome, Phrase, Phrased, Rules, Seat};

/// A position of any game, with the kind it is a game of.
pub struct AnyGame {
    kind: GameKind,
    position: Box<dyn Position>,
}

impl AnyGame {
    /// `position`, a game of `kind`: what a game's [`super::Game::start`]
    /// returns.
    #[must_use]
    pub fn new<P>(kind: GameKind, position: P) -> AnyGame
    where
        P: Rules + fmt::Debug + Send + Sync + 'static,
        P::Move: Coded,
        P::Illegal: Phrased,
    {
        AnyGame {
            kind,
            position: Box::new(position),
        }
    }

    /// The kind of game this is.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The position itself, if it is a `P`: for the code of the game that
    /// made it, in that game's own folder.
    #[must_use]
    pub fn position<P: 'static>(&self) -> Option<&P> {
        self.position.as_any().downcast_ref()
    }
}

impl Clone for AnyGame {
    fn clone(&self) -> AnyGame {
        AnyGame {
            kind: self.kind,
            position: self.position.clone_box(),
        }
    }
}

impl fmt::Debug for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AnyGame")
            .field("kind", &self.kind)
            .field("position", &self.position)
            .finish()
    }
}

/// Why a move was refused, in any game: the game's own reason in English
/// (what the engine protocol says), and the words for it in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnyIllegalMove {
    english: String,
    phrase: Phrase,
}

impl AnyIllegalMove {
    /// A game's own reason.
    pub fn new(reason: &(impl Phrased + fmt::Display)) -> AnyIllegalMove {
        AnyIllegalMove {
            english: reason.to_string(),
            phrase: reason.phrase(),
        }
    }

    /// A move of another game than the one it was played in.
    #[must_use]
    pub fn other_game() -> AnyIllegalMove {
        AnyIllegalMove {
            english: "that is a move of another game".to_owned(),
            phrase: crate::phrase!("illegal-other-game"),
        }
    }

    /// The words for the reason.
    #[must_use]
    pub fn phrase(&self) -> &Phrase {
        &self.phrase
    }
}

impl fmt::Display for AnyIllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

impl std::error::Error for AnyIllegalMove {}

/// How many moves a list of legal moves has room for from the start.
const TYPICAL_MOST_MOVES: usize = 4096;

/// A game's position behind [`AnyGame`]: [`Rules`] with its moves and
/// reasons made any game's. Every `Rules` position is one.
trait Position: fmt::Debug + Send + Sync {
    fn turn(&self) -> Seat;
    fn outcome(&self) -> Option<Outcome>;
    fn for_each_legal_move(&self, each: &mut dyn FnMut(AnyMove));
    fn legal_moves(&self) -> Vec<AnyMove>;
    fn legal_notations(&self) -> Vec<Notation>;
    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyIllegalMove>;
    fn play(&mut self, mv: AnyMove) -> Result<(), AnyIllegalMove>;
    fn undo(&mut self) -> bool;
    fn ply(&self) -> usize;
    fn last_move(&self) -> Option<AnyMove>;
    fn history(&self) -> Vec<AnyMove>;
    fn perft(&self, depth: u32) -> u64;
    fn describe(&self) -> String;
    fn play_text(&mut self, text: &str) -> Result<String, AnyIllegalMove>;
    fn clone_box(&self) -> Box<dyn Position>;
    fn as_any(&self) -> &dyn Any;
}

impl<P> Position for P
where
    P: Rules + fmt::Debug + Send + Sync + 'static,
    P::Move: Coded,
    P::Illegal: Phrased,
{
    fn turn(&self) -> Seat {
        Rules::turn(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        Rules::outcome(self)
    }

    fn for_each_legal_move(&self, each: &mut dyn FnMut(AnyMove)) {
        Rules::for_each_legal_move(self, |m| each(AnyMove::of(&m)));
    }

    /// One call through the box for the whole list, not one a move.
    fn legal_moves(&self) -> Vec<AnyMove> {
        // Room for most positions of any game at once (a PÜNCT position
        // has up to ~5,000 moves): growing a list of thousands step by step
        // copies it again at each step.
        let mut moves = Vec::with_capacity(TYPICAL_MOST_MOVES);
        Rules::for_each_legal_move(self, |m| moves.push(AnyMove::of(&m)));
        moves
    }

    fn legal_notations(&self) -> Vec<Notation> {
        Rules::legal_notations(self)
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyIllegalMove> {
        Rules::parse_move(self, text)
            .map(|m| AnyMove::of(&m))
            .map_err(|reason| AnyIllegalMove::new(&reason))
    }

    fn play(&mut self, mv: AnyMove) -> Result<(), AnyIllegalMove> {
        let typed = mv.typed().ok_or_else(AnyIllegalMove::other_game)?;
        Rules::play(self, typed).map_err(|reason| AnyIllegalMove::new(&reason))
    }

    fn undo(&mut self) -> bool {
        Rules::undo(self)
    }

    fn ply(&self) -> usize {
        Rules::ply(self)
    }

    fn last_move(&self) -> Option<AnyMove> {
        Rules::last_move(self).map(|m| AnyMove::of(&m))
    }

    fn history(&self) -> Vec<AnyMove> {
        Rules::history(self).iter().map(AnyMove::of).collect()
    }

    fn perft(&self, depth: u32) -> u64 {
        Rules::perft(self, depth)
    }

    fn describe(&self) -> String {
        Rules::describe(self)
    }

    fn play_text(&mut self, text: &str) -> Result<String, AnyIllegalMove> {
        Rules::play_text(self, text).map_err(|reason| AnyIllegalMove::new(&reason))
    }

    fn clone_box(&self) -> Box<dyn Position> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl Rules for AnyGame {
    type Move = AnyMove;
    type Illegal = AnyIllegalMove;

    fn turn(&self) -> Seat {
        self.position.turn()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    fn for_each_legal_move(&self, mut each: impl FnMut(AnyMove)) {
        self.position.for_each_legal_move(&mut each);
    }

    fn legal_moves(&self) -> Vec<AnyMove> {
        self.position.legal_moves()
    }

    fn legal_notations(&self) -> Vec<Notation> {
        self.position.legal_notations()
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyIllegalMove> {
        self.position.parse_move(text)
    }

    fn play(&mut self, mv: AnyMove) -> Result<(), AnyIllegalMove> {
        self.position.play(mv)
    }

    fn undo(&mut self) -> bool {
        self.position.undo()
    }

    fn ply(&self) -> usize {
        self.position.ply()
    }

    fn last_move(&self) -> Option<AnyMove> {
        self.position.last_move()
    }

    fn history(&self) -> Vec<AnyMove> {
        self.position.history()
    }

    fn perft(&self, depth: u32) -> u64 {
        self.position.perft(depth)
    }

    fn describe(&self) -> String {
        self.position.describe()
    }

    fn play_text(&mut self, text: &str) -> Result<String, AnyIllegalMove> {
        self.position.play_text(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Notated;

    fn kinds() -> Vec<GameKind> {
        GameKind::all().collect()
    }

    #[test]
    fn kinds_round_trip_through_their_names() {
        for kind in kinds() {
            assert_eq!(kind.as_str().parse::<GameKind>(), Ok(kind));
            assert_eq!(
                format!(" {} ", kind.as_str().to_uppercase()).parse::<GameKind>(),
                Ok(kind)
            );
        }
        assert!("chess".parse::<GameKind>().is_err());
    }

    #[test]
    fn every_kind_has_a_name_of_its_own() {
        let mut names: Vec<&str> = kinds().into_iter().map(GameKind::as_str).collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
    }

    #[test]
    fn a_move_of_another_game_is_refused() {
        let kinds = kinds();
        for &kind in &kinds {
            for &other in kinds.iter().filter(|other| !other.same_game(kind)) {
                let mut game = kind.start();
                let Some(&foreign) = other.start().legal_moves().first() else {
                    continue;
                };
                if game.legal_moves().contains(&foreign) {
                    continue;
                }
                assert!(game.play(foreign).is_err(), "{foreign} in {kind}");
                assert_eq!(game.ply(), 0);
            }
        }
    }

    /// A move's code names it exactly: two legal moves share one only if
    /// they share their notation, the notation reads back as the same
    /// move, and the move names the game it is of.
    #[test]
    fn moves_are_their_notations() {
        for kind in kinds() {
            for seed in 0..12 {
                let game = super::super::random_game(kind, seed * 3, seed as u64);
                let moves = game.legal_moves();
                let notations: std::collections::HashSet<_> =
                    moves.iter().map(Notated::notation).collect();
                let distinct: std::collections::HashSet<_> = moves.iter().copied().collect();
                assert_eq!(distinct.len(), notations.len(), "{kind} after {seed}");
                assert_eq!(distinct.len(), moves.len(), "{kind} after {seed}");
                for &mv in &moves {
                    assert_eq!(mv.game(), kind.game().name());
                    assert_eq!(kind.parse_move(&mv.to_string()), Ok(mv), "{kind}: {mv}");
                }
                let mut sorted = moves.clone();
                sorted.sort_unstable();
                let texts: Vec<String> = sorted.iter().map(ToString::to_string).collect();
                assert_eq!(texts, game.legal_move_texts(), "{kind} after {seed}");
            }
        }
    }

    #[test]
    fn ply_and_last_move_follow_the_history() {
        for kind in kinds() {
            let mut game = kind.start();
            assert_eq!((game.ply(), game.last_move()), (0, None));
            for _ in 0..12 {
                let Some(&mv) = game.legal_moves().first() else {
                    break;
                };
                game.play(mv).unwrap();
                assert_eq!(game.ply(), game.history().len());
                assert_eq!(game.last_move(), game.history().last().copied());
                assert_eq!(game.last_move(), Some(mv));
            }
            assert!(game.undo());
            assert_eq!(game.ply(), game.history().len());
            assert_eq!(game.last_move(), game.history().last().copied());
        }
    }
}
