//! Autocomplete: what typed text finds, and the guide with nothing typed.

use std::collections::HashSet;

use super::{prefix::NotationPrefix, query::Query, *};
use crate::games::{boop, punct, random_game, AnyGame, GameKind, Notated, Rules};

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
            "H12>H13:H14,I14",
            "H1>H3:I3,J3",
        ],
    )
}

/// Positions of both games, from the start to late in a game.
fn positions() -> Vec<AnyGame> {
    let mut games = Vec::new();
    for kind in GameKind::ALL {
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
    let found = matching(&punct(), "g5 h5-f5");
    // The PÜNCT on the first typed cell first, then byte order.
    assert_eq!(texts(&found), ["+G5:F5,H5", "+F5:G5,H5", "H2>F5:G5,H5"]);
    let found = matching(&punct(), "H2>");
    assert_eq!(texts(&found), ["H2>F5:G5,H5", "H2>H2:I2,J2", "H2>H5:I5,J5"]);
    let found = matching(&punct(), "H2>H5");
    assert_eq!(texts(&found), ["H2>H5:I5,J5"]);
    assert_eq!(texts(&matching(&punct(), "+k")), ["+K9:K10,L10"]);
    assert!(matching(&punct(), "Z99").is_empty());
    assert!(matching(&punct(), "F05").is_empty());
    // A lone cell that starts notations: those, then the pieces put there.
    let found = matching(&punct(), "h2");
    assert_eq!(texts(&found), ["H2>F5:G5,H5", "H2>H2:I2,J2", "H2>H5:I5,J5"]);
}

#[test]
fn one_letter_finds_moves_and_additions() {
    // `H`: the MOVEs from column H, then the pieces landing there.
    let found = texts(&matching(&punct(), "h"));
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
        texts(&matching(&punct(), "f")),
        ["+F5:F6,G6", "+F5:G5,H5", "H2>F5:G5,H5"]
    );
}

#[test]
fn a_cell_name_first_then_the_names_it_starts() {
    // `H1` names H1 and starts H12: H1's moves come first.
    let found = texts(&matching(&punct(), "H1"));
    assert_eq!(found, ["H1>H3:I3,J3", "H12>H13:H14,I14"]);
    let found = texts(&matching(&punct(), "H1>"));
    assert_eq!(found, ["H1>H3:I3,J3"]);
}

#[test]
fn pass_matches_in_any_case() {
    let pass = moves(GameKind::PunctStandard, &["pass"]);
    assert_eq!(texts(&matching(&pass, "pa")), ["pass"]);
    assert_eq!(texts(&matching(&pass, "PA")), ["pass"]);
    assert!(matching(&pass, "pax").is_empty());
}

#[test]
fn boop_filters_by_square() {
    let legal = moves(GameKind::Boop, &["Ca1", "Cc3", "Ka1/Ga1-c1", "Kc3", "Kd4"]);
    assert_eq!(texts(&matching(&legal, "c3")), ["Cc3", "Kc3"]);
    assert_eq!(texts(&matching(&legal, "k")), ["Ka1/Ga1-c1", "Kc3", "Kd4"]);
    assert_eq!(texts(&matching(&legal, "-C1")), ["Ka1/Ga1-c1"]);
}

#[test]
fn never_more_than_discord_shows() {
    let start = GameKind::PunctStandard.start();
    for typed in ["", "+", "+A", "F5", "f", "G"] {
        assert_eq!(suggest(&start, typed).len(), MAX_CHOICES, "{typed}");
    }
}

/// The field-by-field reading agrees with comparing the texts: for text
/// cut from legal moves' notations and for text that is no notation, every
/// legal move matches exactly when its notation starts with the text.
#[test]
fn a_notation_prefix_matches_as_the_text_does() {
    let junk = [
        "+", "p", "PASS", "passe", "+F1", "+F1:", "F1>", "Q17>Q", "+A2:A3,", "+a2;",
    ];
    for game in positions()
        .iter()
        .filter(|g| matches!(g, AnyGame::Punct(_)))
    {
        let legal = game.legal_moves();
        let mut typed: Vec<String> = junk.iter().map(|text| (*text).to_owned()).collect();
        for mv in sample(&legal, 12) {
            let text = mv.to_string();
            typed.extend((1..=text.len()).map(|end| text[..end].to_owned()));
        }
        for text in typed {
            let upper = text.to_ascii_uppercase();
            let prefix = NotationPrefix::notation(&upper);
            for &mv in &legal {
                let AnyMove::Punct(m) = mv else { continue };
                let starts = m
                    .notation()
                    .to_string()
                    .to_ascii_uppercase()
                    .starts_with(&upper);
                assert_eq!(prefix.matches(m).is_some(), starts, "{mv} for {text}");
            }
        }
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
                    let found = filter(&legal, &typed);
                    assert!(found.iter().any(|&(_, m)| m == mv), "{text} from {typed}");
                }
            }
            assert_eq!(matching(&legal, &text).first(), Some(&mv), "{text}");
        }
    }
}

/// A notation typed in part matches its move among the best (rank 0 or
/// 1); `F1` prefers F1 to F10.
#[test]
fn text_prefixes_rank_first() {
    let mut game = GameKind::PunctStandard.start();
    game.play_text("+F5:G5,H5").unwrap();
    game.play_text("+L5:L6,M6").unwrap();
    let legal = game.legal_moves();
    for mv in legal.iter().step_by(37) {
        let text = mv.to_string();
        for end in 1..=text.len() {
            let typed = text[..end].to_lowercase();
            let rank = Query::new(&typed).rank(*mv);
            assert!(
                rank.is_some_and(|rank| rank <= 1),
                "{text} from {typed}: {rank:?}"
            );
        }
    }
    let f1 = Query::new("+F1");
    let rank = |text: &str| f1.rank(GameKind::PunctStandard.parse_move(text).unwrap());
    assert_eq!(rank("+F1:F2,G2"), Some(0));
    assert_eq!(rank("+F10:F11,G11"), Some(1));
}

#[test]
fn no_input_panics() {
    let start = GameKind::PunctStandard.start();
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
    let shown = guide_of(&GameKind::PunctStandard.start());
    let kinds: HashSet<punct::Kind> = shown
        .iter()
        .filter_map(|mv| Some(mv.punct()?.placement()?.kind()))
        .collect();
    assert_eq!(kinds.len(), 6, "every kind: {shown:?}");
    // The board cut in thirds of columns and of rows: the PÜNCT cells fall
    // in most of the parts a hexagon touches.
    let parts: HashSet<(u8, u8)> = shown
        .iter()
        .filter_map(|mv| {
            let cell = mv.punct()?.placement()?.punct();
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
        let AnyGame::Punct(position) = &game else {
            continue;
        };
        let shown = guide_of(&game);
        let legal = game.legal_moves();
        let sources = |moves: &[AnyMove]| -> HashSet<punct::Cell> {
            moves
                .iter()
                .filter_map(|mv| match mv.punct()? {
                    punct::Move::Move { from, .. } => Some(from),
                    _ => None,
                })
                .collect()
        };
        let kinds_added = |moves: &[AnyMove]| -> HashSet<punct::Kind> {
            moves
                .iter()
                .filter_map(|mv| match mv.punct()? {
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
    let start = GameKind::Boop.start();
    let shown = guide_of(&start);
    // Each quarter of the bed (3 × 3 squares) gets its share.
    let mut quarters = [0; 4];
    for mv in &shown {
        let square = mv.boop().unwrap().placement.square;
        quarters[usize::from(square.file() / 3) + 2 * usize::from(square.rank() / 3)] += 1;
    }
    assert!(
        quarters.iter().all(|&count| count >= 5),
        "{quarters:?}: {shown:?}"
    );
    for game in positions() {
        let AnyGame::Boop(position) = &game else {
            continue;
        };
        let shown = guide_of(&game);
        if position.win().is_some() {
            continue;
        }
        let pool = position.pool(position.turn());
        let kinds: HashSet<boop::Kind> = shown
            .iter()
            .filter_map(|mv| Some(mv.boop()?.placement.kind))
            .collect();
        let expected = boop::Kind::ALL
            .into_iter()
            .filter(|&kind| pool.of(kind) > 0)
            .count();
        assert_eq!(kinds.len(), expected, "kittens and cats: {shown:?}");
    }
}
