//! Reading the canonical notation of §11.1 leniently.
//!
//! `+P:m1,m2` (ADD), `S>P:m1,m2` (MOVE) and `pass`, in any case, with the two
//! minor dots in any order and spaces around the whole. Nothing looser: other
//! tools check the engine through this parser, and a form the notation does
//! not have (spaces inside, `B02`) is refused. Printing is `Display` on
//! [`Move`] and [`Placement`].

use super::{Cell, IllegalMove, Move, ParseCellError, Placement};

/// Parses a move, checking only that it is well formed and that its cells form
/// a piece; whether it is legal is for the position to say.
pub(crate) fn parse_move(text: &str) -> Result<Move, IllegalMove> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    if let Some(placement) = text.strip_prefix('+') {
        return parse_placement(placement).map(Move::Add);
    }
    let (from, to) = text.split_once('>').ok_or(IllegalMove::Malformed)?;
    let from = parse_cell(from)?;
    let to = parse_placement(to)?;
    Ok(Move::Move { from, to })
}

/// Parses `P:m1,m2`.
pub(crate) fn parse_placement(text: &str) -> Result<Placement, IllegalMove> {
    let text = text.trim();
    let (punct, minors) = text.split_once(':').ok_or(IllegalMove::Malformed)?;
    let (a, b) = minors.split_once(',').ok_or(IllegalMove::Malformed)?;
    // Read all three before judging any, so that a malformed cell is reported
    // as such rather than as an off-board one further left.
    let cells = [punct, a, b].map(parse_cell);
    let [punct, a, b] = match cells {
        [Ok(p), Ok(a), Ok(b)] => [p, a, b],
        _ => {
            return Err(cells
                .iter()
                .find(|cell| matches!(cell, Err(IllegalMove::Malformed)))
                .or_else(|| cells.iter().find(|cell| cell.is_err()))
                .and_then(|cell| cell.clone().err())
                .unwrap_or(IllegalMove::Malformed))
        }
    };
    if a == b || punct == a || punct == b {
        let twice = if punct == a || punct == b { punct } else { a };
        return Err(IllegalMove::RepeatedCell(twice));
    }
    Placement::from_cells(punct, [a, b]).ok_or(IllegalMove::NotAPiece)
}

fn parse_cell(text: &str) -> Result<Cell, IllegalMove> {
    // `Cell`'s own parser forgives spaces around a name; inside a move
    // there are none.
    if text.trim() != text {
        return Err(IllegalMove::Malformed);
    }
    text.parse().map_err(|error| match error {
        ParseCellError::OffBoard(name) => IllegalMove::NotACell(name),
        ParseCellError::Malformed => IllegalMove::Malformed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_leniently_and_prints_canonically() {
        for (text, canonical) in [
            ("+F5:G5,H5", "+F5:G5,H5"),
            (" +f5:h5,g5 ", "+F5:G5,H5"),
            ("h2>h5:J5,I5", "H2>H5:I5,J5"),
            ("PASS", "pass"),
        ] {
            assert_eq!(
                parse_move(text).map(|m| m.to_string()),
                Ok(canonical.to_owned())
            );
        }
    }

    #[test]
    fn refuses_with_a_reason() {
        for (text, reason) in [
            ("", IllegalMove::Malformed),
            ("F5:G5,H5", IllegalMove::Malformed),
            ("+F5G5H5", IllegalMove::Malformed),
            ("+F5:G5", IllegalMove::Malformed),
            ("+F5:G5,H5,I5", IllegalMove::Malformed),
            ("+Q18:G5,H5", IllegalMove::NotACell("Q18".into())),
            ("+Q18:x,H5", IllegalMove::Malformed),
            ("H2>>H5:I5,J5", IllegalMove::Malformed),
            (
                "+F5:F5,H5",
                IllegalMove::RepeatedCell("F5".parse().unwrap()),
            ),
            ("+F5:H5,J5", IllegalMove::NotAPiece),
            ("+ F5 : G5 , H5", IllegalMove::Malformed),
            ("+F5:G5, H5", IllegalMove::Malformed),
            ("+B02:C2,D2", IllegalMove::Malformed),
            ("h2 >h5:i5,j5", IllegalMove::Malformed),
        ] {
            assert_eq!(parse_move(text), Err(reason), "{text}");
        }
    }
}
