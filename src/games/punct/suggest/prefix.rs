//! [`NotationPrefix`]: typed text read as the start of a PÜNCT notation,
//! matched against typed moves field by field instead of writing out
//! thousands of notations to compare their text.
//!
//! A notation is `+P:a,b`, `S>P:a,b` or `pass` (minors sorted). Text that
//! starts one splits into the fields it has finished, each naming one cell,
//! and at most one unfinished field, whose text starts some cell names.
//! Each field becomes the set of cells it allows, so a move matches exactly
//! when its notation starts with the text.

use super::super::{Cell, CellSet, Move};
use crate::games::Word;

/// The fields of a notation after its first byte or source: the PÜNCT and
/// the two minors, each ended by the byte that follows it (`None`: the end).
const PLACEMENT_FIELDS: [(Field, Option<u8>); 3] = [
    (Field::Punct, Some(b':')),
    (Field::First, Some(b',')),
    (Field::Second, None),
];

/// A field of a notation that names a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    /// The source of a MOVE, before `>`.
    From,
    /// The PÜNCT cell.
    Punct,
    /// The minor dot that sorts first.
    First,
    /// The minor dot that sorts second.
    Second,
}

/// Typed text as the start of a notation: which moves it allows, field by
/// field.
#[derive(Clone, Debug)]
pub(super) struct NotationPrefix {
    adds: bool,
    moves: bool,
    pass: bool,
    /// The cells each [`Field`] may hold, in the order of its variants.
    cells: [CellSet; 4],
    /// The last field the text reaches: the fields after it allow any cell.
    last: Field,
    /// The cell the text of an unfinished last field names in full, if
    /// any: `F1` names F1 but also starts F10…F17, which match less well.
    named: Option<Cell>,
}

impl NotationPrefix {
    /// The moves whose notation starts with `upper` (typed text in upper
    /// case, not empty).
    pub(super) fn notation(upper: &str) -> NotationPrefix {
        let pass = "PASS".starts_with(upper);
        match upper.strip_prefix('+') {
            Some(rest) => NotationPrefix::read(rest, true, false, &PLACEMENT_FIELDS, pass),
            None => {
                let fields = [(Field::From, Some(b'>'))]
                    .into_iter()
                    .chain(PLACEMENT_FIELDS)
                    .collect::<Vec<_>>();
                NotationPrefix::read(upper, false, true, &fields, pass)
            }
        }
    }

    /// The ADDs and MOVEs whose placement (`P:a,b`, the notation without
    /// `+` or `S>`) starts with `upper`: a lone `H` or `F5` finds pieces
    /// put there even when no notation starts so.
    pub(super) fn placement(upper: &str) -> NotationPrefix {
        NotationPrefix::read(upper, true, true, &PLACEMENT_FIELDS, false)
    }

    /// Reads `text` field by field; a finished field must name a cell.
    fn read(
        text: &str,
        adds: bool,
        moves: bool,
        fields: &[(Field, Option<u8>)],
        pass: bool,
    ) -> NotationPrefix {
        let mut prefix = NotationPrefix {
            adds,
            moves,
            pass,
            cells: [CellSet::full(); 4],
            last: fields[0].0,
            named: None,
        };
        let mut rest = text.as_bytes();
        for &(field, end) in fields {
            prefix.last = field;
            let finished = end.and_then(|end| rest.iter().position(|&b| b == end));
            let Some(len) = finished else {
                // The text ends in this field (or has too much for the last).
                prefix.cells[field as usize] = starting_with(rest);
                prefix.named = cell_named(rest);
                return prefix;
            };
            let Some(cell) = cell_named(&rest[..len]) else {
                return prefix.nothing();
            };
            prefix.cells[field as usize] = std::iter::once(cell).collect();
            rest = &rest[len + 1..];
            if rest.is_empty() {
                return prefix;
            }
        }
        prefix
    }

    /// Matches no ADD or MOVE (a pass may still match).
    fn nothing(mut self) -> NotationPrefix {
        self.adds = false;
        self.moves = false;
        self
    }

    /// The PÜNCT cells of the ADDs it may match.
    pub(super) fn add_puncts(&self) -> CellSet {
        if self.adds {
            self.cells[Field::Punct as usize]
        } else {
            CellSet::EMPTY
        }
    }

    /// The PÜNCT cells of the ADDs and MOVEs it may match.
    pub(super) fn puncts(&self) -> CellSet {
        if self.moves {
            self.cells[Field::Punct as usize]
        } else {
            self.add_puncts()
        }
    }

    /// The sources of the MOVEs it may match.
    pub(super) fn sources(&self) -> CellSet {
        if self.moves {
            self.cells[Field::From as usize]
        } else {
            CellSet::EMPTY
        }
    }

    /// `None`: `m` does not match; `Some(true)`: it matches and its cell
    /// in the unfinished field is the one named in full (or no cell is
    /// named so); `Some(false)`: that cell's name only starts with the text.
    pub(super) fn matches(&self, m: Move) -> Option<bool> {
        let (from, placement) = match m {
            Move::Pass => return self.pass.then_some(true),
            Move::Add(placement) if self.adds => (None, placement),
            Move::Move { from, to } if self.moves => (Some(from), to),
            _ => return None,
        };
        let allows = |field: Field, cell: Cell| self.cells[field as usize].contains(cell);
        if from.is_some_and(|from| !allows(Field::From, from))
            || !allows(Field::Punct, placement.punct())
        {
            return None;
        }
        // Only a text that reaches the minors needs them sorted.
        let minors = match self.last {
            Field::From | Field::Punct => None,
            Field::First | Field::Second => {
                let [first, second] = placement.sorted_minors();
                if !allows(Field::First, first) || !allows(Field::Second, second) {
                    return None;
                }
                Some([first, second])
            }
        };
        let Some(named) = self.named else {
            return Some(true);
        };
        let cell = match (self.last, minors) {
            (Field::From, _) => from,
            (Field::Punct, _) => Some(placement.punct()),
            (Field::First, Some([first, _])) => Some(first),
            (Field::Second, Some([_, second])) => Some(second),
            _ => None,
        };
        Some(cell == Some(named))
    }
}

/// The cells whose name starts with `text` (upper case): all of them for
/// no text, none for text longer than any name.
fn starting_with(text: &[u8]) -> CellSet {
    if text.is_empty() {
        return CellSet::full();
    }
    if text.len() > 3 {
        return CellSet::EMPTY;
    }
    let wanted = Word::new(text).bits();
    let mask = u32::MAX << (32 - 8 * text.len());
    Cell::all()
        .filter(|cell| cell.name().bits() & mask == wanted)
        .collect()
}

/// The cell whose name is exactly `text` (upper case).
fn cell_named(text: &[u8]) -> Option<Cell> {
    (2..=3).contains(&text.len()).then_some(())?;
    let wanted = Word::new(text);
    Cell::all().find(|cell| cell.name() == wanted)
}
