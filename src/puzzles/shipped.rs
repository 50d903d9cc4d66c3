//! The puzzles committed in `puzzles/` (written by `punctbot puzzles
//! generate`), built into the binary.

use std::sync::OnceLock;

use crate::games::GameKind;

use super::Puzzle;

/// Each game's file, by the kind its puzzles are positions of.
const FILES: [(&str, &str); 2] = [
    ("punct", include_str!("../../puzzles/punct.txt")),
    ("boop", include_str!("../../puzzles/boop.txt")),
];

/// The kinds puzzles are shipped for.
pub fn kinds() -> impl Iterator<Item = GameKind> {
    FILES
        .iter()
        .map(|(kind, _)| kind.parse().expect("a kind of the registry"))
}

/// Every shipped puzzle of `kind`, by number (empty for a kind without).
#[must_use]
pub fn of(kind: GameKind) -> &'static [Puzzle] {
    static READ: OnceLock<Vec<(GameKind, Vec<Puzzle>)>> = OnceLock::new();
    let read = READ.get_or_init(|| {
        FILES
            .iter()
            .map(|(id, text)| {
                let kind: GameKind = id.parse().expect("a kind of the registry");
                let puzzles = text
                    .lines()
                    .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
                    .map(|line| Puzzle::parse(kind, line).expect("a shipped puzzle reads"))
                    .collect();
                (kind, puzzles)
            })
            .collect()
    });
    read.iter()
        .find(|(shipped, _)| *shipped == kind)
        .map_or(&[], |(_, puzzles)| puzzles.as_slice())
}

/// The shipped puzzle `number` of `kind`.
#[must_use]
pub fn find(kind: GameKind, number: u32) -> Option<&'static Puzzle> {
    of(kind).iter().find(|puzzle| puzzle.number == number)
}
