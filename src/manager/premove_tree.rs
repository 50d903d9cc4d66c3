//! A player's conditional moves: lines of alternating moves, each starting
//! with the opponent's next move ("if they play X, I play Y, then if they
//! play Z, I play W"), checked move by move against the rules when entered.
//! Lines that share their first moves make a tree; two lines may part only
//! at an opponent's move (one answer per position), so a move of the
//! opponent matches at most one answer.

use super::{
    refusal::Refusal,
    turn::{self, Step},
};
use crate::games::{AnyGame, Rules};

/// The most lines a tree holds: `/premove list` shows them all in one
/// message.
pub const MAX_PREMOVE_LINES: usize = 20;

/// One line: canonical notations, the opponent's move first, then the
/// owner's, in turn; always in pairs.
pub(super) type Line = Vec<String>;

/// One player's lines in one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Tree {
    lines: Vec<Line>,
}

/// What a tree does with the opponent's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Answer {
    /// A line starts with it: play `reply`; `left` is what follows it.
    Reply { reply: String, left: Tree },
    /// No line starts with it: the tree goes.
    None,
}

impl Tree {
    /// The tree whose lines are stored as `lines` (moves separated by
    /// spaces).
    pub(super) fn from_stored(lines: &[String]) -> Tree {
        Tree {
            lines: lines
                .iter()
                .map(|line| line.split_whitespace().map(str::to_owned).collect())
                .filter(|line: &Line| !line.is_empty())
                .collect(),
        }
    }

    /// Its lines as they are stored.
    pub(super) fn stored(&self) -> Vec<String> {
        self.lines.iter().map(|line| line.join(" ")).collect()
    }

    pub(super) fn lines(&self) -> &[Line] {
        &self.lines
    }

    pub(super) fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The tree with `line` added: a line that only repeats the start of
    /// another adds nothing, one that goes on from a whole line replaces
    /// it.
    ///
    /// # Errors
    /// [`Refusal::PremoveConflict`] if it answers a position the tree
    /// answers otherwise; [`Refusal::PremoveTreeFull`] past
    /// [`MAX_PREMOVE_LINES`].
    pub(super) fn with(&self, line: Line) -> Result<Tree, Refusal> {
        let mut lines = Vec::with_capacity(self.lines.len() + 1);
        let mut covered = false;
        for existing in &self.lines {
            let shared = existing
                .iter()
                .zip(&line)
                .take_while(|(a, b)| a == b)
                .count();
            if shared == line.len() {
                // The new line is the start of this one.
                covered = true;
            } else if shared == existing.len() {
                // This one is the start of the new line: it goes on.
                continue;
            } else if shared % 2 == 1 {
                // Same moves up to an opponent's move, another answer.
                return Err(Refusal::PremoveConflict {
                    answered: existing[shared - 1].clone(),
                    reply: existing[shared].clone(),
                });
            }
            lines.push(existing.clone());
        }
        if !covered {
            lines.push(line);
        }
        if lines.len() > MAX_PREMOVE_LINES {
            return Err(Refusal::PremoveTreeFull {
                max: MAX_PREMOVE_LINES,
            });
        }
        Ok(Tree { lines })
    }

    /// What the tree answers to the opponent's move `played` (canonical
    /// notation).
    pub(super) fn answer(&self, played: &str) -> Answer {
        let mut following = self
            .lines
            .iter()
            .filter(|line| line.len() >= 2 && line[0] == played)
            .peekable();
        let Some(reply) = following.peek().map(|line| line[1].clone()) else {
            return Answer::None;
        };
        let lines = following
            .filter(|line| line.len() > 2)
            .map(|line| line[2..].to_vec())
            .collect();
        Answer::Reply {
            reply,
            left: Tree { lines },
        }
    }
}

/// Reads `text` as a line from `game`, in which the opponent of its owner
/// is to move: each move is played in turn (a boop. placement that needs a
/// choice must name it), and each is kept in canonical notation.
///
/// # Errors
/// [`Refusal::PremoveShape`] unless the moves come in pairs;
/// [`Refusal::PremoveIllegal`] or [`Refusal::PremoveNeedsChoice`] for the
/// first move that cannot be played where it stands.
pub(super) fn read_line(game: &AnyGame, text: &str) -> Result<Line, Refusal> {
    let typed: Vec<&str> = text.split_whitespace().collect();
    if typed.is_empty() || typed.len() % 2 == 1 {
        return Err(Refusal::PremoveShape { moves: typed.len() });
    }
    let mut position = game.clone();
    let mut line = Vec::with_capacity(typed.len());
    for (index, notation) in typed.into_iter().enumerate() {
        let number = index + 1;
        let step = position
            .parse_move(notation)
            .and_then(|mv| turn::resolve(&position, mv))
            .map_err(|reason| Refusal::PremoveIllegal {
                kind: game.kind(),
                number,
                notation: notation.to_owned(),
                reason,
            })?;
        match step {
            Step::Play { after, mv } => {
                line.push(mv.to_string());
                position = *after;
            }
            Step::Choose { first } => {
                let options = turn::options(&position, first)
                    .into_iter()
                    .map(|option| option.mv.to_string())
                    .collect();
                return Err(Refusal::PremoveNeedsChoice {
                    number,
                    notation: notation.to_owned(),
                    options,
                });
            }
        }
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str) -> Line {
        text.split_whitespace().map(str::to_owned).collect()
    }

    fn tree(lines: &[&str]) -> Tree {
        let stored: Vec<String> = lines.iter().map(|&line| line.to_owned()).collect();
        Tree::from_stored(&stored)
    }

    #[test]
    fn lines_branch_at_the_opponents_moves_only() {
        let start = tree(&["a b c d"]);
        // Another opponent's move at the root, or after `a b`: branches.
        let branched = start
            .with(line("e f"))
            .unwrap()
            .with(line("a b g h"))
            .unwrap();
        assert_eq!(branched.stored(), ["a b c d", "e f", "a b g h"]);
        // Another answer to `a`, or to `a b c`: refused, naming the answer.
        assert_eq!(
            branched.with(line("a x")),
            Err(Refusal::PremoveConflict {
                answered: "a".into(),
                reply: "b".into()
            })
        );
        assert_eq!(
            branched.with(line("a b c x")),
            Err(Refusal::PremoveConflict {
                answered: "c".into(),
                reply: "d".into()
            })
        );
        // A line's start adds nothing; going on from a whole line replaces it.
        assert_eq!(branched.with(line("a b")).unwrap(), branched);
        assert_eq!(
            branched.with(line("e f i j")).unwrap().stored(),
            ["a b c d", "a b g h", "e f i j"]
        );
    }

    #[test]
    fn a_tree_answers_the_move_its_lines_start_with() {
        let start = tree(&["a b c d", "a b g h i j", "e f"]);
        assert_eq!(
            start.answer("a"),
            Answer::Reply {
                reply: "b".into(),
                left: tree(&["c d", "g h i j"])
            }
        );
        assert_eq!(
            start.answer("e"),
            Answer::Reply {
                reply: "f".into(),
                left: Tree::default()
            }
        );
        assert_eq!(start.answer("b"), Answer::None);
    }

    #[test]
    fn a_full_tree_takes_no_more_lines() {
        let mut full = Tree::default();
        for index in 0..MAX_PREMOVE_LINES {
            full = full.with(line(&format!("m{index} r"))).unwrap();
        }
        assert_eq!(
            full.with(line("x y")),
            Err(Refusal::PremoveTreeFull {
                max: MAX_PREMOVE_LINES
            })
        );
    }
}
