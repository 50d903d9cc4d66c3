//! Autocomplete: the caller's legal moves that match what they typed, the
//! most useful first (see `shared/ux.md`, "Entering a move").

use std::collections::HashSet;

use crate::games::GameKind;

/// The most choices Discord shows.
pub const MAX_CHOICES: usize = 25;

/// A PÜNCT move taken apart: the source cell of a MOVE, and the three cells
/// where the piece ends (PÜNCT first).
struct PunctParts<'a> {
    source: Option<&'a str>,
    /// `+P` or `S>P`: one guide entry per piece or per area.
    head: &'a str,
    cells: Vec<&'a str>,
}

fn punct_parts(notation: &str) -> Option<PunctParts<'_>> {
    let (head, minors) = notation.split_once(':')?;
    let (source, punct) = match head.strip_prefix('+') {
        Some(punct) => (None, punct),
        None => {
            let (source, punct) = head.split_once('>')?;
            (Some(source), punct)
        }
    };
    let mut cells = vec![punct];
    cells.extend(minors.split(','));
    Some(PunctParts {
        source,
        head,
        cells,
    })
}

/// The cells named in `typed` (`f5-g5 H5` → F5, G5, H5), upper case.
fn typed_cells(typed: &str) -> Vec<String> {
    typed
        .split(|c: char| !c.is_ascii_alphanumeric())
        .flat_map(split_cells)
        .collect()
}

/// Splits `F5G5` into `F5`, `G5`: a letter starts each cell.
fn split_cells(word: &str) -> Vec<String> {
    let mut cells: Vec<String> = Vec::new();
    for c in word.chars() {
        if c.is_ascii_alphabetic() || cells.is_empty() {
            cells.push(String::new());
        }
        if let Some(cell) = cells.last_mut() {
            cell.push(c.to_ascii_uppercase());
        }
    }
    cells.retain(|cell| cell.len() >= 2);
    cells
}

/// Ranks a PÜNCT move for what was typed; `None`: it does not match.
fn punct_rank(parts: &PunctParts<'_>, notation: &str, typed: &str) -> Option<u8> {
    let upper = typed.to_ascii_uppercase();
    if notation.starts_with(upper.as_str()) {
        return Some(0);
    }
    if let Some((source, target)) = upper.split_once('>') {
        let source = typed_cells(source);
        let wanted = typed_cells(target);
        let from = source.first()?;
        if parts.source != Some(from.as_str()) {
            return None;
        }
        let lands = wanted
            .iter()
            .all(|cell| parts.cells.contains(&cell.as_str()));
        return match wanted.first() {
            None => Some(1),
            // `H2>H5`: that piece landing with its PÜNCT on H5.
            Some(first) if lands && parts.cells[0] == first.as_str() => Some(1),
            Some(_) => None,
        };
    }
    let wanted = typed_cells(&upper);
    let first = wanted.first()?;
    if wanted.len() == 1 && parts.source == Some(first.as_str()) {
        // "move F5 → …": the piece whose PÜNCT is on the typed cell.
        return Some(2);
    }
    if !wanted
        .iter()
        .all(|cell| parts.cells.contains(&cell.as_str()))
    {
        return None;
    }
    if parts.cells[0] == first.as_str() {
        Some(1)
    } else {
        Some(3)
    }
}

/// Ranks a boop turn for what was typed; `None`: it does not match.
fn boop_rank(notation: &str, typed: &str) -> Option<u8> {
    let notation = notation.to_ascii_lowercase();
    let typed = typed.to_ascii_lowercase();
    let placement = notation.split('/').next().unwrap_or_default();
    if notation.starts_with(typed.as_str()) {
        Some(0)
    } else if placement
        .get(1..)
        .is_some_and(|square| square.starts_with(typed.as_str()))
    {
        Some(1)
    } else if notation.contains(typed.as_str()) {
        Some(2)
    } else {
        None
    }
}

/// With nothing typed: a short guide, one entry per piece that can move and
/// per place a piece can be added (PÜNCT), or per placement (boop).
fn guide(kind: GameKind, legal: &[String]) -> Vec<String> {
    let mut seen = HashSet::new();
    let mut moves = Vec::new();
    let mut adds = Vec::new();
    for notation in legal {
        let head = match kind {
            GameKind::Boop => notation.split('/').next().unwrap_or_default(),
            GameKind::PunctStandard | GameKind::PunctBasic => {
                punct_parts(notation).map_or(notation.as_str(), |parts| parts.head)
            }
        };
        // One entry per piece that moves (its source), one per ADD cell.
        let key = head.split('>').next().unwrap_or(head);
        if seen.insert(key.to_owned()) {
            if head.contains('>') {
                moves.push(notation.clone());
            } else {
                adds.push(notation.clone());
            }
        }
    }
    moves.extend(adds);
    moves.truncate(MAX_CHOICES);
    moves
}

/// At most [`MAX_CHOICES`] of `legal` (sorted canonical notation) matching
/// `typed`, the most useful first.
#[must_use]
pub fn suggest(kind: GameKind, legal: &[String], typed: &str) -> Vec<String> {
    let typed = typed.trim();
    if typed.is_empty() {
        return guide(kind, legal);
    }
    let mut ranked: Vec<(u8, &String)> = legal
        .iter()
        .filter_map(|notation| {
            let rank = match kind {
                GameKind::Boop => boop_rank(notation, typed),
                GameKind::PunctStandard | GameKind::PunctBasic => punct_parts(notation)
                    .map_or_else(
                        || notation.starts_with(typed).then_some(0),
                        |parts| punct_rank(&parts, notation, typed),
                    ),
            }?;
            Some((rank, notation))
        })
        .collect();
    // Stable: within a rank the engine's (byte) order stays.
    ranked.sort_by_key(|(rank, _)| *rank);
    ranked
        .into_iter()
        .take(MAX_CHOICES)
        .map(|(_, notation)| notation.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legal() -> Vec<String> {
        [
            "+F5:G5,H5",
            "+F5:F6,G6",
            "+G5:F5,H5",
            "+K9:K10,L10",
            "H2>H5:I5,J5",
            "H2>F5:G5,H5",
            "H2>H2:I2,J2",
        ]
        .into_iter()
        .map(String::from)
        .collect()
    }

    #[test]
    fn punct_matches_cells_in_any_order_and_case() {
        let found = suggest(GameKind::PunctStandard, &legal(), "g5 h5-f5");
        // The PÜNCT on the first typed cell first, then byte order.
        assert_eq!(found, ["+G5:F5,H5", "+F5:G5,H5", "H2>F5:G5,H5"]);
        let found = suggest(GameKind::PunctStandard, &legal(), "H2>");
        assert_eq!(found, ["H2>H5:I5,J5", "H2>F5:G5,H5", "H2>H2:I2,J2"]);
        let found = suggest(GameKind::PunctStandard, &legal(), "H2>H5");
        assert_eq!(found, ["H2>H5:I5,J5"]);
        assert_eq!(
            suggest(GameKind::PunctStandard, &legal(), "+k"),
            ["+K9:K10,L10"]
        );
        assert!(suggest(GameKind::PunctStandard, &legal(), "Z99").is_empty());
    }

    #[test]
    fn an_empty_prefix_guides_pieces_first() {
        let found = suggest(GameKind::PunctStandard, &legal(), "");
        assert_eq!(
            found,
            ["H2>H5:I5,J5", "+F5:G5,H5", "+G5:F5,H5", "+K9:K10,L10"]
        );
    }

    #[test]
    fn boop_filters_by_square() {
        let legal: Vec<String> = ["Ca1", "Cc3", "Ka1/Ga1-c1", "Kc3", "Kd4"]
            .into_iter()
            .map(String::from)
            .collect();
        assert_eq!(suggest(GameKind::Boop, &legal, "c3"), ["Cc3", "Kc3"]);
        assert_eq!(
            suggest(GameKind::Boop, &legal, "k"),
            ["Ka1/Ga1-c1", "Kc3", "Kd4"]
        );
        assert_eq!(suggest(GameKind::Boop, &legal, "").len(), 5);
    }

    #[test]
    fn never_more_than_discord_shows() {
        let legal: Vec<String> = (0..100).map(|i| format!("+A{i}:B1,C1")).collect();
        assert_eq!(
            suggest(GameKind::PunctStandard, &legal, "+A").len(),
            MAX_CHOICES
        );
        assert_eq!(
            suggest(GameKind::PunctStandard, &legal, "").len(),
            MAX_CHOICES
        );
    }
}
