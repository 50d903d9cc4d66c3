//! PÜNCT's autocomplete, field by field.

use super::{prefix::NotationPrefix, query::Query};
use crate::games::{
    punct::{self, Move},
    random_game, AnyGame, Notated, Rules,
};

/// PÜNCT positions from the start to late in a game.
fn positions() -> Vec<AnyGame> {
    [(1, 0), (2, 3), (3, 9), (4, 20), (5, 40), (6, 70), (7, 120)]
        .into_iter()
        .map(|(seed, plies)| random_game(punct::STANDARD, plies, seed))
        .collect()
}

/// The field-by-field reading agrees with comparing the texts: for text
/// cut from legal moves' notations and for text that is no notation, every
/// legal move matches exactly when its notation starts with the text.
#[test]
fn a_notation_prefix_matches_as_the_text_does() {
    let junk = [
        "+", "p", "PASS", "passe", "+F1", "+F1:", "F1>", "Q17>Q", "+A2:A3,", "+a2;",
    ];
    for game in &positions() {
        let legal = game.legal_moves();
        let mut typed: Vec<String> = junk.iter().map(|text| (*text).to_owned()).collect();
        for mv in legal.iter().step_by((legal.len() / 12).max(1)) {
            let text = mv.to_string();
            typed.extend((1..=text.len()).map(|end| text[..end].to_owned()));
        }
        for text in typed {
            let upper = text.to_ascii_uppercase();
            let prefix = NotationPrefix::notation(&upper);
            for &mv in &legal {
                let m: Move = mv.typed().expect("a PÜNCT move");
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

/// A notation typed in part matches its move among the best (rank 0 or
/// 1); `F1` prefers F1 to F10.
#[test]
fn text_prefixes_rank_first() {
    let mut game = punct::STANDARD.start();
    game.play_text("+F5:G5,H5").unwrap();
    game.play_text("+L5:L6,M6").unwrap();
    let legal = game.legal_moves();
    for mv in legal.iter().step_by(37) {
        let text = mv.to_string();
        for end in 1..=text.len() {
            let typed = text[..end].to_lowercase();
            let rank = Query::new(&typed).rank(mv.typed().expect("a PÜNCT move"));
            assert!(
                rank.is_some_and(|rank| rank <= 1),
                "{text} from {typed}: {rank:?}"
            );
        }
    }
    let f1 = Query::new("+F1");
    let rank = |text: &str| f1.rank(text.parse().unwrap());
    assert_eq!(rank("+F1:F2,G2"), Some(0));
    assert_eq!(rank("+F10:F11,G11"), Some(1));
}
