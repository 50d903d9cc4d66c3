//! What a move would do (the data behind hints) is what playing it does.

use proptest::prelude::*;
use punctbot::games::{
    boop,
    punct::{self, LastMove},
    random_game, GameKind, Rules,
};

/// Checks `m`'s effect in `position` against the position after it.
fn check_punct(position: &punct::Position, m: punct::Move) -> Result<(), TestCaseError> {
    let effect = position.effect(m).expect("a legal move has an effect");
    let mut after = position.clone();
    after.play(m).unwrap();
    prop_assert_eq!(effect.mv, m);
    prop_assert_eq!(effect.mover, position.turn());
    prop_assert_eq!(effect.end, after.end());
    let piece = match after.last_move_data() {
        Some(LastMove::Add { piece } | LastMove::Move { piece, .. }) => piece,
        Some(LastMove::Pass) | None => {
            prop_assert_eq!(effect.landing, None);
            return Ok(());
        }
    };
    let landing = effect.landing.expect("a piece lands");
    prop_assert_eq!(landing.level, piece.level);
    // A bridge leaves exactly its middle dot without a dot right under it.
    let unsupported: Vec<punct::Cell> = piece
        .cells()
        .into_iter()
        .filter(|&cell| {
            piece.level > 0
                && !after
                    .board()
                    .stack(cell)
                    .iter()
                    .any(|below| below.level + 1 == piece.level)
        })
        .collect();
    prop_assert_eq!(
        landing.bridge_over.into_iter().collect::<Vec<_>>(),
        unsupported
    );
    // Covered: the pieces mobile before that now lie under the piece.
    let mut covered = punctbot::games::ByColor::<u8>::default();
    for before in position.board().pieces().filter(|p| p.mobile) {
        if before
            .cells()
            .iter()
            .any(|cell| piece.cells().contains(cell))
            && before.id != piece.id
        {
            *covered.get_mut(before.owner) += 1;
        }
    }
    prop_assert_eq!(effect.covered, covered);
    if let punct::Move::Move { from, .. } = m {
        prop_assert_eq!(
            effect.from_level,
            position.board().top(from).map(|p| p.level)
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn an_effect_is_what_playing_the_move_does(
        kind in 0..GameKind::all().count(),
        plies in 0usize..120,
        seed: u64,
    ) {
        let game = random_game(GameKind::all().nth(kind).unwrap(), plies, seed);
        let legal = game.legal_moves();
        for &mv in legal.iter().step_by((legal.len() / 40).max(1)) {
            if let Some(position) = punct::position(&game) {
                check_punct(position, mv.typed().expect("a PÜNCT move"))?;
            } else if let Some(position) = boop::position(&game) {
                let turn: boop::Turn = mv.typed().expect("a boop. turn");
                let report = position.effect(turn).expect("a legal turn has an effect");
                let mut after = position.clone();
                after.play(turn).unwrap();
                prop_assert_eq!(Some(report), after.last_turn());
            } else {
                unreachable!("a game of the registry");
            }
        }
        // Illegal moves have none.
        if let Some(position) = punct::position(&game) {
            prop_assert!(position.effect(punct::Move::Pass).is_err() || legal.len() == 1);
        }
    }
}
