//! Autocomplete: the caller's legal moves that match what they typed, the
//! most useful first (see `shared/ux.md`, "Entering a move").
//!
//! It runs on every keystroke over up to ~5,000 PÜNCT moves, so what was
//! typed is read once ([`Query`]) and matched against the typed moves; a
//! move's notation is written (on the stack) only where its text must be
//! compared or ordered, and only the moves shown are ever printed.

use crate::games::{
    boop,
    punct::{self, Cell, CELL_COUNT},
    AnyMove, Notated, Notation,
};

/// The most choices Discord shows.
pub const MAX_CHOICES: usize = 25;

/// At most [`MAX_CHOICES`] of `legal` (the moves of one game) matching
/// `typed`, the most useful first, equally useful ones in the byte order of
/// their notation.
#[must_use]
pub fn suggest(legal: &[AnyMove], typed: &str) -> Vec<AnyMove> {
    let typed = typed.trim();
    if typed.is_empty() {
        return guide(legal);
    }
    let query = Query::new(typed);
    let ranked = legal
        .iter()
        .filter_map(|&mv| Some(((query.rank(mv)?, order(mv)), mv)))
        .collect();
    best(ranked)
}

/// Orders the moves of one game as their notations do, writing out only
/// boop's (a few dozen at most).
fn order(mv: AnyMove) -> u128 {
    match mv {
        AnyMove::Punct(m) => u128::from(m.order_key()),
        AnyMove::Boop(turn) => turn.notation().bits(),
    }
}

/// The [`MAX_CHOICES`] moves with the smallest keys, in key order.
fn best<K: Ord + Copy>(mut keyed: Vec<(K, AnyMove)>) -> Vec<AnyMove> {
    if keyed.len() > MAX_CHOICES {
        keyed.select_nth_unstable_by_key(MAX_CHOICES - 1, |&(key, _)| key);
        keyed.truncate(MAX_CHOICES);
    }
    keyed.sort_unstable_by_key(|&(key, _)| key);
    keyed.into_iter().map(|(_, mv)| mv).collect()
}

/// With nothing typed: a short guide, one entry per piece that can move and
/// per cell a piece can be added on (PÜNCT), or per placement (boop); each
/// the first of its group in notation order, the pieces that move first.
fn guide(legal: &[AnyMove]) -> Vec<AnyMove> {
    let mut firsts: Vec<Option<(u128, AnyMove)>> = vec![None; GROUPS];
    for &mv in legal {
        let order = order(mv);
        let first = &mut firsts[group(mv)];
        if first.is_none_or(|(seen, _)| order < seen) {
            *first = Some((order, mv));
        }
    }
    let keyed = firsts
        .into_iter()
        .enumerate()
        .filter_map(|(group, first)| {
            let (order, mv) = first?;
            Some(((group >= MOVES_FROM, order), mv))
        })
        .collect();
    best(keyed)
}

/// Groups `..MOVES_FROM` are PÜNCT pieces that move, by source cell; then
/// PÜNCT ADDs by PÜNCT cell, and the pass. boop placements, by kind and
/// square, reuse the same indices (a list holds the moves of one game).
const MOVES_FROM: usize = CELL_COUNT;
const GROUPS: usize = 2 * CELL_COUNT + 1;

fn group(mv: AnyMove) -> usize {
    match mv {
        AnyMove::Punct(punct::Move::Move { from, .. }) => from.index(),
        AnyMove::Punct(punct::Move::Add(placement)) => MOVES_FROM + placement.punct().index(),
        AnyMove::Punct(punct::Move::Pass) => GROUPS - 1,
        AnyMove::Boop(turn) => {
            let boop::Placement { kind, square } = turn.placement;
            MOVES_FROM + kind.index() * boop::Square::COUNT + square.index()
        }
    }
}

/// A cell name as typed: the cell, or `None` when no cell has that name
/// (it then matches nothing).
type Named = Option<Cell>;

/// What was typed, read once for every move it is matched against.
struct Query<'a> {
    /// As typed: `pass` matches only so.
    typed: &'a str,
    /// In upper case, to compare with PÜNCT notations.
    upper: String,
    /// In lower case, to compare with boop notations.
    lower: String,
    /// The cells named, around a `>` if there is one.
    cells: Cells,
}

enum Cells {
    /// `H2>H5`: the source (the first cell before `>`) and the cells after.
    Arrow { from: Option<Named>, to: Vec<Named> },
    /// Cells without a `>`: `f5-g5 H5`.
    Plain(Vec<Named>),
}

impl Query<'_> {
    fn new(typed: &str) -> Query<'_> {
        let upper = typed.to_ascii_uppercase();
        let cells = match upper.split_once('>') {
            Some((from, to)) => Cells::Arrow {
                from: named_cells(from).into_iter().next(),
                to: named_cells(to),
            },
            None => Cells::Plain(named_cells(&upper)),
        };
        Query {
            typed,
            lower: typed.to_ascii_lowercase(),
            upper,
            cells,
        }
    }

    /// How useful `mv` is for what was typed, 0 the most; `None`: it does
    /// not match.
    fn rank(&self, mv: AnyMove) -> Option<u8> {
        match mv {
            AnyMove::Punct(m) => self.punct_rank(m),
            AnyMove::Boop(turn) => self.boop_rank(turn),
        }
    }

    /// 0: the notation starts with the text (any case); 1: the PÜNCT lands
    /// on the first cell typed and the piece covers them all, or `S>P` names
    /// the source and the PÜNCT; 2: a lone cell is the source of a MOVE;
    /// 3: the piece covers every cell typed.
    fn punct_rank(&self, m: punct::Move) -> Option<u8> {
        let (source, placement) = match m {
            punct::Move::Pass => {
                return m.notation().starts_with(self.typed.as_bytes()).then_some(0)
            }
            punct::Move::Add(placement) => (None, placement),
            punct::Move::Move { from, to } => (Some(from), to),
        };
        // Only a notation with the right first byte is worth comparing: an
        // ADD's is `+`, a MOVE's its source column.
        let first = source.map_or(b'+', |from| from.column_letter() as u8);
        if self.upper.as_bytes().first() == Some(&first)
            && m.notation().starts_with(self.upper.as_bytes())
        {
            return Some(0);
        }
        let cells = placement.cells();
        let covered = |named: &Named| named.is_some_and(|cell| cells.contains(&cell));
        let lands_on = |named: Named| named == Some(placement.punct());
        match &self.cells {
            Cells::Arrow { from, to } => {
                let from = (*from)?;
                if from.is_none() || source != from {
                    return None;
                }
                match to.first() {
                    None => Some(1),
                    // `H2>H5`: that piece landing with its PÜNCT on H5.
                    Some(&first) if lands_on(first) && to.iter().all(covered) => Some(1),
                    Some(_) => None,
                }
            }
            Cells::Plain(named) => {
                let &first = named.first()?;
                if named.len() == 1 && first.is_some() && source == first {
                    // "move F5 → …": the piece whose PÜNCT is on the cell.
                    return Some(2);
                }
                if !named.iter().all(covered) {
                    return None;
                }
                Some(if lands_on(first) { 1 } else { 3 })
            }
        }
    }

    /// 0: the notation starts with the text; 1: the placement's square
    /// does; 2: the notation contains it (all in any case).
    fn boop_rank(&self, turn: boop::Turn) -> Option<u8> {
        let notation = turn.notation().to_ascii_lowercase();
        let typed = self.lower.as_bytes();
        if notation.starts_with(typed) {
            Some(0)
        } else if Notation::new()
            .with(turn.placement.square.name())
            .starts_with(typed)
        {
            Some(1)
        } else if notation.contains(typed) {
            Some(2)
        } else {
            None
        }
    }
}

/// The cells named in `typed` (`F5-G5 H5`, `F5G5H5`): words split at
/// anything but ASCII letters and digits, a letter starting each cell;
/// bits shorter than a cell name are ignored.
fn named_cells(typed: &str) -> Vec<Named> {
    typed
        .split(|c: char| !c.is_ascii_alphanumeric())
        .flat_map(split_cells)
        .collect()
}

/// Splits `F5G5` into `F5`, `G5`.
fn split_cells(word: &str) -> impl Iterator<Item = Named> + '_ {
    let starts = word
        .char_indices()
        .filter(|&(i, c)| i == 0 || c.is_ascii_alphabetic())
        .map(|(i, _)| i);
    let ends = starts.clone().skip(1).chain(std::iter::once(word.len()));
    starts
        .zip(ends)
        .map(|(start, end)| &word[start..end])
        .filter(|name| name.len() >= 2)
        // Only a cell's exact name names it: `F05` names nothing.
        .map(|name| name.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameKind, Rules};

    fn moves(kind: GameKind, texts: &[&str]) -> Vec<AnyMove> {
        let mut moves: Vec<AnyMove> = texts
            .iter()
            .map(|text| kind.parse_move(text).unwrap())
            .collect();
        // The order the engine lists them in does not matter.
        moves.reverse();
        moves
    }

    fn texts(moves: &[AnyMove]) -> Vec<String> {
        moves.iter().map(ToString::to_string).collect()
    }

    fn punct() -> Vec<AnyMove> {
        moves(
            GameKind::PunctStandard,
            &[
                "+F5:G5,H5",
                "+F5:F6,G6",
                "+G5:F5,H5",
                "+K9:K10,L10",
                "H2>H5:I5,J5",
                "H2>F5:G5,H5",
                "H2>H2:I2,J2",
            ],
        )
    }

    #[test]
    fn punct_matches_cells_in_any_order_and_case() {
        let found = suggest(&punct(), "g5 h5-f5");
        // The PÜNCT on the first typed cell first, then byte order.
        assert_eq!(texts(&found), ["+G5:F5,H5", "+F5:G5,H5", "H2>F5:G5,H5"]);
        let found = suggest(&punct(), "H2>");
        assert_eq!(texts(&found), ["H2>F5:G5,H5", "H2>H2:I2,J2", "H2>H5:I5,J5"]);
        let found = suggest(&punct(), "H2>H5");
        assert_eq!(texts(&found), ["H2>H5:I5,J5"]);
        assert_eq!(texts(&suggest(&punct(), "+k")), ["+K9:K10,L10"]);
        assert!(suggest(&punct(), "Z99").is_empty());
        assert!(suggest(&punct(), "F05").is_empty());
        // A lone cell that starts notations: those.
        let found = suggest(&punct(), "h2");
        assert_eq!(texts(&found), ["H2>F5:G5,H5", "H2>H2:I2,J2", "H2>H5:I5,J5"]);
    }

    #[test]
    fn an_empty_prefix_guides_pieces_first() {
        let found = suggest(&punct(), "");
        assert_eq!(
            texts(&found),
            ["H2>F5:G5,H5", "+F5:F6,G6", "+G5:F5,H5", "+K9:K10,L10"]
        );
    }

    #[test]
    fn pass_matches_as_typed() {
        let pass = moves(GameKind::PunctStandard, &["pass"]);
        assert_eq!(texts(&suggest(&pass, "pa")), ["pass"]);
        assert!(suggest(&pass, "PA").is_empty());
        assert_eq!(texts(&suggest(&pass, "")), ["pass"]);
    }

    #[test]
    fn boop_filters_by_square() {
        let legal = moves(GameKind::Boop, &["Ca1", "Cc3", "Ka1/Ga1-c1", "Kc3", "Kd4"]);
        assert_eq!(texts(&suggest(&legal, "c3")), ["Cc3", "Kc3"]);
        assert_eq!(texts(&suggest(&legal, "k")), ["Ka1/Ga1-c1", "Kc3", "Kd4"]);
        assert_eq!(texts(&suggest(&legal, "-C1")), ["Ka1/Ga1-c1"]);
        assert_eq!(suggest(&legal, "").len(), 5);
    }

    #[test]
    fn never_more_than_discord_shows() {
        let legal = GameKind::PunctStandard.start().legal_moves();
        for typed in ["", "+", "+A", "F5"] {
            assert_eq!(suggest(&legal, typed).len(), MAX_CHOICES, "{typed}");
        }
    }

    #[test]
    fn any_text_prefix_of_a_notation_matches_first() {
        let mut game = GameKind::PunctStandard.start();
        game.play_text("+F5:G5,H5").unwrap();
        game.play_text("+L5:L6,M6").unwrap();
        let legal = game.legal_moves();
        for mv in legal.iter().step_by(37) {
            let text = mv.to_string();
            for end in 1..=text.len() {
                let typed = text[..end].to_lowercase();
                assert_eq!(Query::new(&typed).rank(*mv), Some(0), "{text} from {typed}");
            }
            assert_eq!(suggest(&legal, &text).first(), Some(mv), "{text}");
        }
    }

    #[test]
    fn no_input_panics() {
        let legal = GameKind::PunctStandard.start().legal_moves();
        for typed in [
            "é",
            ">",
            ">>",
            "F5>",
            ">F5",
            "+F5:G5,H5,I5,J5,K5",
            "Ü5",
            "Q18",
            "F555",
        ] {
            let _ = suggest(&legal, typed);
        }
    }
}
