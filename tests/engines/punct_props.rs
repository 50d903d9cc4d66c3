//! Property tests over random PÜNCT games: the move list, `play`, the
//! notation and `undo` agree with each other, and the stacks stay consistent.

use std::collections::HashSet;

use proptest::prelude::*;
use punctbot::games::{
    punct::{Board, Cell, Kind, Move, Placement, Position, Variant},
    Rules, Seat,
};

/// Plays the random game chosen by `choices` and checks `check` before every
/// move.
fn random_game(variant: Variant, choices: &[u32], mut check: impl FnMut(&Position, u32)) {
    let mut position = Position::new(variant);
    for &choice in choices {
        check(&position, choice);
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position.play(moves[choice as usize % moves.len()]).unwrap();
    }
    check(&position, 0);
}

fn variant(basic: bool) -> Variant {
    if basic {
        Variant::Basic
    } else {
        Variant::Standard
    }
}

/// A well-formed move built from random numbers, legal or not.
fn arbitrary_move(seed: u64) -> Option<Move> {
    let kind = Kind::ALL[(seed % 6) as usize];
    let punct = Cell::new((seed / 6 % 211) as usize);
    let orientation = (seed / 1266 % 6) as u8;
    let to = Placement::new(kind, punct, orientation)?;
    let from = Cell::new((seed / 7596 % 211) as usize);
    Some(match seed / 7596 / 211 % 3 {
        0 => Move::Add(to),
        1 => Move::Move {
            from: to.punct(),
            to,
        },
        _ => Move::Move { from, to },
    })
}

/// Every covered piece is immobile, every dot above the board rests on a dot
/// one level down except a bridge's middle, no two dots share a slot, and the
/// incrementally kept heights equal heights recomputed from scratch.
fn assert_stacks_consistent(board: &Board) {
    assert_eq!(
        board,
        &board.recomputed(),
        "incremental stacks or key drifted"
    );
    let pieces: Vec<_> = board.pieces().collect();
    let mut slots = HashSet::new();
    for piece in &pieces {
        for cell in piece.cells() {
            assert!(
                slots.insert((cell, piece.level)),
                "two dots at {cell} level {}",
                piece.level
            );
            let covered = pieces
                .iter()
                .any(|other| other.level > piece.level && other.cells().contains(&cell));
            if covered {
                assert!(
                    !piece.mobile,
                    "covered piece {:?} is mobile",
                    piece.placement
                );
            }
            let supported = piece.level == 0
                || pieces
                    .iter()
                    .any(|other| other.level + 1 == piece.level && other.cells().contains(&cell));
            let middle = piece.placement.middle() == Some(cell)
                && piece.kind().can_bridge()
                && piece.level > 0;
            assert!(
                supported || middle,
                "{:?} floats at {cell}",
                piece.placement
            );
        }
        let top_everywhere = piece
            .cells()
            .iter()
            .all(|&cell| board.top(cell).map(|top| top.id) == Some(piece.id));
        assert_eq!(piece.mobile, top_everywhere);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn listed_moves_play_and_round_trip_through_the_notation(
        basic: bool,
        choices in prop::collection::vec(any::<u32>(), 0..48),
    ) {
        random_game(variant(basic), &choices, |position, choice| {
            let moves = position.legal_moves();
            let texts = position.legal_move_texts();
            assert_eq!(texts.len(), moves.len(), "duplicate moves listed");
            assert!(texts.windows(2).all(|w| w[0] < w[1]), "not sorted");
            assert_eq!(position.perft(1), if position.is_over() { 1 } else { moves.len() as u64 });
            for k in 0..8u32 {
                if moves.is_empty() {
                    break;
                }
                let m = moves[(choice.wrapping_mul(2_654_435_761).wrapping_add(k * 7919)) as usize % moves.len()];
                let text = m.to_string();
                assert_eq!(text.parse::<Move>(), Ok(m));
                assert_eq!(text.to_lowercase().parse::<Move>(), Ok(m));
                if let Some((head, minors)) = text.split_once(':') {
                    let (a, b) = minors.split_once(',').unwrap();
                    assert_eq!(format!(" {head}:{b},{a} ").parse::<Move>(), Ok(m));
                    // Spaces belong around a move, not inside it.
                    assert!(format!("{head} :{b},{a}").parse::<Move>().is_err());
                }
                let mut after = position.clone();
                assert_eq!(after.play_text(&text.to_lowercase()), Ok(text.clone()));
                assert!(after.undo());
                assert_eq!(&after, position, "undo after {text}");
            }
        });
    }

    #[test]
    fn undo_restores_every_position_and_history_rebuilds_it(
        basic: bool,
        choices in prop::collection::vec(any::<u32>(), 0..48),
    ) {
        let mut trail: Vec<Position> = Vec::new();
        random_game(variant(basic), &choices, |position, _| trail.push(position.clone()));
        let Some(mut position) = trail.pop() else { return Ok(()) };
        let history = position.history().into_iter().map(|m| m.to_string());
        let rebuilt = Position::from_history(position.variant(), history).unwrap();
        prop_assert_eq!(&rebuilt, &position);
        // The random game stops at its end or when the choices run out; walk back.
        while let Some(previous) = trail.pop() {
            if previous == position {
                continue;
            }
            prop_assert!(position.undo());
            prop_assert_eq!(&position, &previous);
        }
        prop_assert!(!position.undo(), "back at the start");
    }

    #[test]
    fn stacks_stay_consistent_and_reserves_add_up(
        basic: bool,
        choices in prop::collection::vec(any::<u32>(), 0..64),
    ) {
        random_game(variant(basic), &choices, |position, _| {
            assert_stacks_consistent(position.board());
            for seat in Seat::ALL {
                let on_board = position.board().pieces().filter(|p| p.owner == seat).count();
                assert_eq!(on_board + usize::from(position.reserve(seat).total()), 18);
            }
            if !position.is_over() {
                // §8.4: whenever someone is to move, both still have a piece.
                assert!(Seat::ALL.iter().all(|&seat| position.reserve(seat).total() > 0));
            }
            let mut lifted = 0;
            for cell in Cell::all() {
                if let Some(under) = position.without_piece(cell) {
                    assert_eq!(under.piece_count() + 1, position.board().piece_count());
                    lifted += 1;
                }
            }
            assert_eq!(lifted == 0, position.board().piece_count() == 0);
        });
    }

    #[test]
    fn play_accepts_exactly_the_listed_moves(
        basic: bool,
        choices in prop::collection::vec(any::<u32>(), 0..40),
        probes in prop::collection::vec(any::<u64>(), 16),
    ) {
        random_game(variant(basic), &choices, |position, _| {
            let listed: HashSet<Move> = position.legal_moves().into_iter().collect();
            for &seed in &probes {
                let Some(m) = arbitrary_move(seed) else { continue };
                let mut copy = position.clone();
                match copy.play(m) {
                    Ok(()) => assert!(listed.contains(&m), "{m} played but not listed"),
                    Err(reason) => {
                        assert!(!listed.contains(&m), "{m} listed but refused: {reason}");
                        assert!(!reason.to_string().is_empty());
                        assert_eq!(&copy, position);
                    }
                }
            }
        });
    }

    #[test]
    fn random_text_is_refused_with_a_reason_and_never_panics(
        texts in prop::collection::vec(
            prop_oneof![
                any::<String>(),
                "[+>:, A-Za-z0-9]{0,16}",
                "[+]?[a-qA-Q][0-9]{1,2}(>[a-qA-Q][0-9]{1,2})?:[a-qA-Q][0-9]{1,2},[a-qA-Q][0-9]{1,2}",
            ],
            1..16,
        ),
    ) {
        let mut position = Position::new(Variant::Standard);
        position.play_text("+B2:C2,D2").unwrap();
        for text in texts {
            let before = position.clone();
            match position.play_text(&text) {
                Ok(canonical) => {
                    prop_assert_eq!(canonical.parse::<Move>(), text.parse::<Move>());
                    prop_assert!(position.undo());
                }
                Err(reason) => prop_assert!(!reason.to_string().is_empty()),
            }
            prop_assert_eq!(&position, &before);
        }
    }
}

#[test]
fn every_listed_move_is_accepted_at_a_few_positions() {
    for (seed, plies) in [(1u32, 0usize), (7, 12), (11, 25), (13, 30)] {
        let choices: Vec<u32> = (0..plies as u32)
            .map(|i| i.wrapping_mul(seed).wrapping_mul(2_654_435_761))
            .collect();
        let mut position = Position::new(Variant::Standard);
        for choice in choices {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position.play(moves[choice as usize % moves.len()]).unwrap();
        }
        for m in position.legal_moves() {
            let mut copy = position.clone();
            assert_eq!(copy.play(m), Ok(()), "{m}");
        }
    }
}
