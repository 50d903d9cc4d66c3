//! [`Query`]: what was typed, read once, and how well each move matches it.

use super::{
    super::{Cell, CellSet, Move},
    prefix::NotationPrefix,
};

/// A cell name as typed: the cell, or `None` when no cell has that name
/// (it then matches nothing).
type Named = Option<Cell>;

/// What was typed, read once for every move it is matched against.
pub(super) struct Query {
    /// The text as the start of a notation (`H`, `+F5:G`, `H2>H5`).
    notation: NotationPrefix,
    /// The text as the start of a placement without `+` or `S>` (`F5`,
    /// `F5:G5`), when it could be one.
    placement: Option<NotationPrefix>,
    /// The cells named, around a `>` if there is one.
    cells: Cells,
    /// Every PÜNCT move that matches at all has its PÜNCT in `puncts` or
    /// comes from `sources`: a test of two bits that rules out most of
    /// thousands of moves before they are ranked.
    puncts: CellSet,
    sources: CellSet,
}

enum Cells {
    /// `H2>H5`: the source (the first cell before `>`) and the cells after.
    Arrow { from: Option<Named>, to: Vec<Named> },
    /// Cells without a `>`: `f5-g5 H5`.
    Plain(Vec<Named>),
}

impl Query {
    /// Reads `typed` (trimmed, not empty).
    pub(super) fn new(typed: &str) -> Query {
        let upper = typed.to_ascii_uppercase();
        let cells = match upper.split_once('>') {
            Some((from, to)) => Cells::Arrow {
                from: named_cells(from).into_iter().next(),
                to: named_cells(to),
            },
            None => Cells::Plain(named_cells(&upper)),
        };
        let placement = (!upper.starts_with('+') && !upper.contains('>'))
            .then(|| NotationPrefix::placement(&upper));
        let notation = NotationPrefix::notation(&upper);
        // A notation names the source of a MOVE first, an ADD's PÜNCT.
        let mut puncts = notation.add_puncts();
        let mut sources = notation.sources();
        if let Some(placement) = &placement {
            puncts = puncts.union(placement.puncts());
        }
        match &cells {
            // A piece covers only cells within two steps of its PÜNCT.
            Cells::Plain(named) => {
                if let Some(&Some(first)) = named.first() {
                    puncts = puncts.union(within_two(first));
                }
            }
            Cells::Arrow { from, .. } => {
                if let Some(Some(from)) = *from {
                    sources.insert(from);
                }
            }
        }
        Query {
            notation,
            placement,
            cells,
            puncts,
            sources,
        }
    }

    /// Whether `mv` may match at all: false rules it out at the cost of two
    /// bit tests, for most of the moves of a PÜNCT position.
    #[inline(always)]
    pub(super) fn may_match(&self, m: Move) -> bool {
        match m {
            Move::Add(placement) => self.puncts.contains(placement.punct()),
            Move::Move { from, to } => {
                self.sources.contains(from) || self.puncts.contains(to.punct())
            }
            Move::Pass => true,
        }
    }

    /// How useful `mv` is for what was typed, 0 the most; `None`: it does
    /// not match.
    pub(super) fn rank(&self, m: Move) -> Option<u8> {
        if !self.may_match(m) {
            return None;
        }
        self.punct_rank(m)
    }

    /// 0, 1: the notation starts with the text (1: the last cell typed only
    /// starts the name of the move's cell, as `F1` starts `F10`); 2, 3: so
    /// does the placement, the notation without `+` or `S>`; 4: the PÜNCT
    /// lands on the first cell typed and the piece covers them all, or
    /// `S>P …` names the source, the PÜNCT and cells the piece covers;
    /// 5: the piece covers every cell typed.
    fn punct_rank(&self, m: Move) -> Option<u8> {
        if let Some(named) = self.notation.matches(m) {
            return Some(u8::from(!named));
        }
        let placement_match = self.placement.as_ref().and_then(|p| p.matches(m));
        if let Some(named) = placement_match {
            return Some(2 + u8::from(!named));
        }
        let (source, placement) = match m {
            Move::Pass => return None,
            Move::Add(placement) => (None, placement),
            Move::Move { from, to } => (Some(from), to),
        };
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
                    None => Some(4),
                    // `H2>H5 I5`: that piece landing with its PÜNCT on H5.
                    Some(&first) if lands_on(first) && to.iter().all(covered) => Some(4),
                    Some(_) => None,
                }
            }
            Cells::Plain(named) => {
                let &first = named.first()?;
                if !named.iter().all(covered) {
                    return None;
                }
                Some(if lands_on(first) { 4 } else { 5 })
            }
        }
    }
}

/// The cells at most two steps from `cell`.
fn within_two(cell: Cell) -> CellSet {
    Cell::all()
        .filter(|other| other.distance(cell) <= 2)
        .collect()
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
