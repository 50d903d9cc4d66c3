//! Autocomplete: what typed text finds, and the guide with nothing typed.

use std::collections::HashSet;

use super::*;
use crate::games::{boop, punct, random_game, AnyGame, GameKind};

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
        punct::STANDARD,
        &[
            "+F5:G5,H5",
            "+F5:F6,G6",
            "+G5:F5,H5",
            "+K9:K10,L10",
            "H2>H5:I5,J5",
            "H2>F5:G5,H5",
            "H2>H2:I2,J2",
            "H12>H13:H14,I14",
            "H1>H3:I3,J3",
        ],
    )
}

/// Positions of both games, from the start to late in a game.
fn positions() -> Vec<AnyGame> {
    let mut games = Vec::new();
    for kind in GameKind::all() {
        for (seed, plies) in [(1, 0), (2, 3), (3, 9), (4, 20), (5, 40), (6, 70), (7, 120)] {
            games.push(random_game(kind, plies, seed));
        }
    }
    games
}

/// At most `count` moves of `legal`, spread over the list.
fn sample(legal: &[AnyMove], count: usize) -> impl Iterator<Item = &AnyMove> {
    legal.iter().step_by((legal.len() / count).max(1))
}

#[test]
fn punct_matches_cells_in_any_order_and_case() {
    let found = matching(punct::STANDARD, &punct(), "g5 h5-f5");
    // The PÜNCT on the first typed cell first, then byte order.
    assert_eq!(texts(&found), ["+G5:F5,H5", "+F5:G5,H5", "H2>F5:G5,H5"]);
    let found = matching(punct::STANDARD, &punct(), "H2>");
    assert_eq!(texts(&found), ["H2>F5:G5,H5", "H2>H2:I2,J2", "H2>H5:I5,J5"]);
    let found = matching(punct::STANDARD, &punct(), "H2>H5");
    assert_eq!(texts(&found), ["H2>H5:I5,J5"]);
    assert_eq!(
        texts(&matching(punct::STANDARD, &punct(), "+k")),
        ["+K9:K10,L10"]
    );
    assert!(matching(punct::STANDARD, &punct(), "Z99").is_empty());
    assert!(matching(punct::STANDARD, &punct(), "F05").is_empty());
    // A lone cell that starts notations: those, then the pieces put there.
    let found = matching(punct::STANDARD, &punct(), "h2");
    assert_eq!(texts(&found), ["H2>F5:G5,H5", "H2>H2:I2,J2", "H2>H5:I5,J5"]);
}

#[test]
fn one_letter_finds_moves_and_additions() {
    // `H`: the MOVEs from column H, then the pieces landing there.
    let found = texts(&matching(punct::STANDARD, &punct(), "h"));
    assert_eq!(
        found,
        [
            "H12>H13:H14,I14",
            "H1>H3:I3,J3",
            "H2>F5:G5,H5",
            "H2>H2:I2,J2",
            "H2>H5:I5,J5"
        ]
    );
    // `F`: no notation starts so, but pieces can be added on F cells.
    assert_eq!(
        texts(&matching(punct::STANDARD, &punct(), "f")),
        ["+F5:F6,G6", "+F5:G5,H5", "H2>F5:G5,H5"]
    );
}

#[test]
fn a_cell_name_first_then_the_names_it_starts() {
    // `H1` names H1 and starts H12: H1's moves come first.
    let found = texts(&matching(punct::STANDARD, &punct(), "H1"));
    assert_eq!(found, ["H1>H3:I3,J3", "H12>H13:H14,I14"]);
    let found = texts(&matching(punct::STANDARD, &punct(), "H1>"));
    assert_eq!(found, ["H1>H3:I3,J3"]);
}

#[test]
fn pass_matches_in_any_case() {
    let pass = moves(punct::STANDARD, &["pass"]);
    assert_eq!(texts(&matching(punct::STANDARD, &pass, "pa")), ["pass"]);
    assert_eq!(texts(&matching(punct::STANDARD, &pass, "PA")), ["pass"]);
    assert!(matching(punct::STANDARD, &pass, "pax").is_empty());
}

#[test]
fn boop_filters_by_square() {
    let legal = moves(boop::STANDARD, &["Ca1", "Cc3", "Ka1/Ga1-c1", "Kc3", "Kd4"]);
    assert_eq!(
        texts(&matching(boop::STANDARD, &legal, "c3")),
        ["Cc3", "Kc3"]
    );
    assert_eq!(
        texts(&matching(boop::STANDARD, &legal, "k")),
        ["Ka1/Ga1-c1", "Kc3", "Kd4"]
    );
    assert_eq!(
        texts(&matching(boop::STANDARD, &legal, "-C1")),
        ["Ka1/Ga1-c1"]
    );
}

#[test]
fn never_more_than_discord_shows() {
    let start = punct::STANDARD.start();
    for typed in ["", "+", "+A", "F5", "f", "G"] {
        assert_eq!(suggest(&start, typed).len(), MAX_CHOICES, "{typed}");
    }
}

/// Every prefix of a legal move's notation, one letter included, in either
/// case, finds that move before the cut to [`MAX_CHOICES`]; typed in full
/// it comes first.
#[test]
fn every_prefix_of_a_legal_move_finds_it() {
    for game in positions() {
        let legal = game.legal_moves();
        for &mv in sample(&legal, 40) {
            let text = mv.to_string();
            for end in 1..=text.len() {
                for typed in [text[..end].to_lowercase(), text[..end].to_uppercase()] {
                    let found = matching(game.kind(), &[mv], &typed);
                    assert_eq!(found, [mv], "{text} from {typed}");
                }
            }
            assert_eq!(
                matching(game.kind(), &legal, &text).first(),
                Some(&mv),
                "{text}"
            );
        }
    }
}

#[test]
fn no_input_panics() {
    let start = punct::STANDARD.start();
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
        "+:",
        "+F5::",
        "+é",
        "pass pass",
    ] {
        let _ = suggest(&start, typed);
    }
}

/// The guide's choices: legal, each once, at most [`MAX_CHOICES`].
fn guide_of(game: &AnyGame) -> Vec<AnyMove> {
    let shown = suggest(game, "");
    let legal: HashSet<AnyMove> = game.legal_moves().into_iter().collect();
    assert!(shown.len() <= MAX_CHOICES);
    assert_eq!(
        shown.len(),
        legal.len().min(MAX_CHOICES),
        "as many as there are"
    );
    assert!(shown.iter().all(|mv| legal.contains(mv)), "legal");
    assert_eq!(
        shown.iter().collect::<HashSet<_>>().len(),
        shown.len(),
        "each once"
    );
    assert_eq!(suggest(game, " "), shown, "the same every time");
    shown
}

#[test]
fn the_punct_start_guide_spreads_over_kinds_and_areas() {
    let shown = guide_of(&punct::STANDARD.start());
    let kinds: HashSet<punct::Kind> = shown
        .iter()
        .filter_map(|mv| Some(mv.typed::<punct::Move>()?.placement()?.kind()))
        .collect();
    assert_eq!(kinds.len(), 6, "every kind: {shown:?}");
    // The board cut in thirds of columns and of rows: the PÜNCT cells fall
    // in most of the parts a hexagon touches.
    let parts: HashSet<(u8, u8)> = shown
        .iter()
        .filter_map(|mv| {
            let cell = mv.typed::<punct::Move>()?.placement()?.punct();
            Some((cell.column() / 6, cell.row() / 6))
        })
        .collect();
    assert!(parts.len() >= 5, "{parts:?}: {shown:?}");
}

/// Later in a game the guide names every piece that can move and every
/// kind that can be added.
#[test]
fn the_punct_guide_names_every_piece_and_kind() {
    for game in positions() {
        let Some(position) = punct::position(&game) else {
            continue;
        };
        let shown = guide_of(&game);
        let legal = game.legal_moves();
        let sources = |moves: &[AnyMove]| -> HashSet<punct::Cell> {
            moves
                .iter()
                .filter_map(|mv| match mv.typed::<punct::Move>()? {
                    punct::Move::Move { from, .. } => Some(from),
                    _ => None,
                })
                .collect()
        };
        let kinds_added = |moves: &[AnyMove]| -> HashSet<punct::Kind> {
            moves
                .iter()
                .filter_map(|mv| match mv.typed::<punct::Move>()? {
                    punct::Move::Add(placement) => Some(placement.kind()),
                    _ => None,
                })
                .collect()
        };
        assert_eq!(sources(&shown), sources(&legal), "{}", position.summary());
        assert_eq!(
            kinds_added(&shown),
            kinds_added(&legal),
            "{}",
            position.summary()
        );
    }
}

#[test]
fn the_boop_guide_spreads_kittens_and_cats_over_the_bed() {
    let start = boop::STANDARD.start();
    let shown = guide_of(&start);
    // Each quarter of the bed (3 × 3 squares) gets its share.
    let mut quarters = [0; 4];
    for mv in &shown {
        let square = mv.typed::<boop::Turn>().unwrap().placement.square;
        quarters[usize::from(square.file() / 3) + 2 * usize::from(square.rank() / 3)] += 1;
    }
    assert!(
        quarters.iter().all(|&count| count >= 5),
        "{quarters:?}: {shown:?}"
    );
    for game in positions() {
        let Some(position) = boop::position(&game) else {
            continue;
        };
        let shown = guide_of(&game);
        if position.win().is_some() {
            continue;
        }
        let pool = position.pool(position.turn());
        let kinds: HashSet<boop::Kind> = shown
            .iter()
            .filter_map(|mv| Some(mv.typed::<boop::Turn>()?.placement.kind))
            .collect();
        let expected = boop::Kind::ALL
            .into_iter()
            .filter(|&kind| pool.of(kind) > 0)
            .count();
        assert_eq!(kinds.len(), expected, "kittens and cats: {shown:?}");
    }
}
