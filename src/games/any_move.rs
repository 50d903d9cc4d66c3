//! [`AnyMove`]: a move of either game, for the layers above, read from and
//! printed to the canonical notation only at the edges.

use std::fmt;

use super::{boop, punct, AnyIllegalMove, GameKind, Notated, Notation};

/// A move of either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AnyMove {
    Punct(punct::Move),
    Boop(boop::Turn),
}

impl AnyMove {
    /// The boop turn, if this is one.
    #[must_use]
    pub const fn boop(self) -> Option<boop::Turn> {
        match self {
            AnyMove::Boop(turn) => Some(turn),
            AnyMove::Punct(_) => None,
        }
    }

    /// The PÜNCT move, if this is one.
    #[must_use]
    pub const fn punct(self) -> Option<punct::Move> {
        match self {
            AnyMove::Punct(m) => Some(m),
            AnyMove::Boop(_) => None,
        }
    }
}

/// What a legal move of either game would do: data for hints and
/// previews, worded only at the edges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyEffect {
    Punct(punct::MoveEffect),
    Boop(boop::TurnReport),
}

impl AnyEffect {
    /// The move it is the effect of.
    #[must_use]
    pub fn mv(&self) -> AnyMove {
        match self {
            AnyEffect::Punct(effect) => AnyMove::Punct(effect.mv),
            AnyEffect::Boop(report) => AnyMove::Boop(report.turn),
        }
    }
}

impl Notated for AnyMove {
    #[inline]
    fn notation(&self) -> Notation {
        match self {
            AnyMove::Punct(m) => m.notation(),
            AnyMove::Boop(turn) => turn.notation(),
        }
    }
}

impl fmt::Display for AnyMove {
    /// The canonical notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.notation().fmt(f)
    }
}

impl GameKind {
    /// Reads `text` leniently as a move of this kind of game, checking its
    /// form only (legality is for the position to say).
    ///
    /// # Errors
    /// The text is not a move of this game.
    pub fn parse_move(self, text: &str) -> Result<AnyMove, AnyIllegalMove> {
        match self {
            GameKind::PunctStandard | GameKind::PunctBasic => text
                .parse()
                .map(AnyMove::Punct)
                .map_err(AnyIllegalMove::Punct),
            GameKind::Boop => text
                .parse()
                .map(AnyMove::Boop)
                .map_err(AnyIllegalMove::Boop),
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::games::{random_game, Rules};

    /// The notation written the slow, obvious way, to check the fast one.
    fn reference(mv: AnyMove) -> String {
        let cell = |cell: punct::Cell| format!("{}{}", cell.column_letter(), cell.row());
        let placement = |p: punct::Placement| {
            let [a, b] = p.sorted_minors();
            format!("{}:{},{}", cell(p.punct()), cell(a), cell(b))
        };
        let square = |s: boop::Square| format!("{}{}", char::from(b'a' + s.file()), s.rank() + 1);
        match mv {
            AnyMove::Punct(punct::Move::Add(p)) => format!("+{}", placement(p)),
            AnyMove::Punct(punct::Move::Move { from, to }) => {
                format!("{}>{}", cell(from), placement(to))
            }
            AnyMove::Punct(punct::Move::Pass) => "pass".to_owned(),
            AnyMove::Boop(turn) => {
                let kind = turn.placement.kind.letter();
                let placed = format!("{kind}{}", square(turn.placement.square));
                match turn.resolution {
                    None => placed,
                    Some(boop::Resolution::Graduate(row)) => {
                        let [first, _, last] = row.squares();
                        format!("{placed}/G{}-{}", square(first), square(last))
                    }
                    Some(boop::Resolution::Lift(lifted)) => format!("{placed}/L{}", square(lifted)),
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn legal_moves_print_read_back_and_list_as_text_did(
            kind in 0..GameKind::ALL.len(),
            plies in 0usize..90,
            seed: u64,
        ) {
            let kind = GameKind::ALL[kind];
            let game = random_game(kind, plies, seed);
            let moves = game.legal_moves();
            let mut texts: Vec<String> = moves.iter().map(|&mv| reference(mv)).collect();
            for (mv, text) in moves.iter().zip(&texts) {
                prop_assert_eq!(&mv.to_string(), text);
                prop_assert_eq!(kind.parse_move(text), Ok(*mv));
                prop_assert_eq!(game.parse_move(&text.to_lowercase()), Ok(*mv));
            }
            // What the list of texts was before moves were typed.
            texts.sort_unstable();
            texts.dedup();
            prop_assert_eq!(texts.len(), moves.len(), "each move once");
            prop_assert_eq!(&game.legal_move_texts(), &texts);
            prop_assert_eq!(game.legal_moves_line(), texts.join(" "));
            // PÜNCT moves order as their notations do without being written.
            let mut keyed: Vec<AnyMove> = moves.clone();
            keyed.sort_by_key(|mv| mv.punct().map(punct::Move::order_key));
            if kind != GameKind::Boop {
                let keyed: Vec<String> = keyed.iter().map(ToString::to_string).collect();
                prop_assert_eq!(&keyed, &texts);
            }
            prop_assert_eq!(game.ply(), game.history().len());
            prop_assert_eq!(game.last_move(), game.history().last().copied());
        }
    }

    #[test]
    fn a_move_of_one_game_is_not_read_as_the_other() {
        assert!(GameKind::Boop.parse_move("+F5:G5,H5").is_err());
        assert!(GameKind::PunctStandard.parse_move("Kc3").is_err());
        assert_eq!(
            GameKind::PunctBasic
                .parse_move(" pass ")
                .map(|m| m.to_string()),
            Ok("pass".to_owned())
        );
    }
}
