//! Property tests over random games of boop.

use proptest::prelude::*;
use punctbot::games::{
    boop::{
        Direction, Kind, Piece, Position, Resolution, Row, Setup, Square, SquareSet, Turn, Variant,
    },
    Rules, Seat,
};

/// Plays a random game: at each ply the turn `choice % count` of the legal
/// turns; calls `visit` on every position reached, the start included.
fn walk(younger: bool, choices: &[u32], mut visit: impl FnMut(&Position)) -> Position {
    let variant = if younger {
        Variant::Younger
    } else {
        Variant::Standard
    };
    let mut position = Position::new(variant);
    visit(&position);
    for &choice in choices {
        let turns = position.legal_turns();
        if turns.is_empty() {
            break;
        }
        position.play_unchecked(turns[choice as usize % turns.len()]);
        visit(&position);
    }
    position
}

fn has_row(set: SquareSet) -> bool {
    Row::all().any(|row| row.squares().iter().all(|&square| set.contains(square)))
}

fn pieces(position: &Position, owner: Seat, kind: Kind) -> SquareSet {
    position.squares_of(Piece { owner, kind })
}

/// Texts a player might write for `turn`: canonical, upper case, lower case,
/// row ends reversed.
fn spellings(turn: Turn) -> Vec<String> {
    let canonical = turn.to_string();
    let mut spellings = vec![
        canonical.to_uppercase(),
        canonical.to_lowercase(),
        format!(" {canonical} "),
    ];
    if let Some(Resolution::Graduate(row)) = turn.resolution {
        let [first, _, last] = row.squares();
        spellings.push(format!("{}/G{last}-{first}", turn.placement));
    }
    spellings.push(canonical);
    spellings
}

/// §5.5: pushes resolved one at a time in `order`, each seeing the bed as
/// the previous pushes left it. Returns the bed after the boop.
fn boop_in_order(position: &Position, turn: Turn, order: &[Direction]) -> [Option<Piece>; 36] {
    let mut bed = position.to_setup().bed;
    let square = turn.placement.square;
    let placed = Piece {
        owner: position.turn(),
        kind: turn.placement.kind,
    };
    bed[square.index()] = Some(placed);
    for &direction in order {
        let Some(from) = square.offset(direction) else {
            continue;
        };
        let Some(piece) = bed[from.index()] else {
            continue;
        };
        if placed.kind == Kind::Kitten && piece.kind == Kind::Cat {
            continue;
        }
        match from.offset(direction) {
            None => bed[from.index()] = None,
            Some(to) if bed[to.index()].is_none() => {
                bed[to.index()] = Some(piece);
                bed[from.index()] = None;
            }
            Some(_) => {}
        }
    }
    bed
}

/// The bed after the boop of the last turn, from its report.
fn reported_bed(before: &Position, after: &Position) -> [Option<Piece>; 36] {
    let report = after.last_turn().expect("a turn was played");
    let mut bed = before.to_setup().bed;
    bed[report.turn.placement.square.index()] = Some(report.placed);
    for boop in &report.boops {
        bed[boop.from.index()] = None;
    }
    for boop in &report.boops {
        if let Some(to) = boop.to {
            bed[to.index()] = Some(boop.piece);
        }
    }
    bed
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn every_listed_turn_plays_and_round_trips(
        younger in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..80),
    ) {
        walk(younger, &choices, |position| {
            let turns = position.legal_turns();
            let texts = position.legal_move_texts();
            assert_eq!(texts.len(), turns.len());
            assert!(texts.windows(2).all(|pair| pair[0] < pair[1]), "sorted, each once");
            assert_eq!(position.perft(1), if position.outcome().is_some() { 1 } else { turns.len() as u64 });
            for turn in turns {
                assert!(position.is_legal(turn), "{turn} is listed but refused");
                for spelling in spellings(turn) {
                    assert_eq!(spelling.parse::<Turn>(), Ok(turn), "{spelling}");
                }
                let mut next = position.clone();
                assert_eq!(next.play_text(&turn.to_string()), Ok(turn.to_string()));
            }
        });
    }

    #[test]
    fn undo_restores_exactly(
        younger in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..150),
    ) {
        let mut positions = Vec::new();
        let mut end = walk(younger, &choices, |position| positions.push(position.clone()));
        while let Some(expected) = positions.pop() {
            assert_eq!(end, expected);
            assert_eq!(end.undo(), !positions.is_empty());
        }
        let replayed = walk(younger, &choices, |_| {});
        let mut again = Position::new(replayed.variant());
        for turn in replayed.history() {
            again.play_text(&turn.to_string()).expect("the history replays");
        }
        assert_eq!(again, replayed);
    }

    #[test]
    fn the_boop_is_order_independent(
        choices in prop::collection::vec(any::<u32>(), 1..100),
        order in Just(Direction::ALL).prop_shuffle(),
        pick in any::<u32>(),
    ) {
        let position = walk(false, &choices, |_| {});
        let turns = position.legal_turns();
        prop_assume!(!turns.is_empty());
        let turn = turns[pick as usize % turns.len()];
        let mut after = position.clone();
        after.play_unchecked(turn);
        assert_eq!(boop_in_order(&position, turn, &order), reported_bed(&position, &after));
        if turn.resolution.is_none() {
            assert_eq!(after.to_setup().bed, reported_bed(&position, &after));
        }
    }

    #[test]
    fn b5_the_full_ring_moves_the_same_in_any_order(
        order in Just(Direction::ALL).prop_shuffle(),
    ) {
        let setup = Setup::new(Variant::Standard)
            .pieces(Seat::First, "Kb2 Cc2 Kd2 Kb3")
            .and_then(|setup| setup.pieces(Seat::Second, "Cd3 Kb4 Kc4 Cd4"))
            .expect("pieces")
            .graduated(Seat::First, 3)
            .graduated(Seat::Second, 2);
        let position = Position::from_setup(&setup).expect("a legal position");
        let turn: Turn = "Cc3".parse().expect("a turn");
        let mut after = position.clone();
        after.play(turn).expect("legal");
        let bed = boop_in_order(&position, turn, &order);
        assert_eq!(bed, after.to_setup().bed);
        for name in ["a1", "c1", "e1", "a3", "e3", "a5", "c5", "e5"] {
            let square: Square = name.parse().expect("a square");
            assert!(bed[square.index()].is_some(), "{name}");
        }
    }

    #[test]
    fn invariants_hold_in_every_reachable_position(
        younger in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..250),
    ) {
        walk(younger, &choices, |position| {
            assert!(position.occupied().count() <= 16);
            for seat in Seat::ALL {
                let pool = position.pool(seat);
                let kittens = pieces(position, seat, Kind::Kitten).count() as u8;
                let cats = pieces(position, seat, Kind::Cat).count() as u8;
                assert_eq!(pool.kittens + kittens + pool.cats + cats, 8, "§1.4");
                assert_eq!(pool.cats + cats, position.out_of_game(seat), "§1.4");
                assert!(position.out_of_game(seat) <= 8);
            }
            if position.outcome().is_none() {
                let mover = position.turn();
                assert!(position.pool(mover).total() >= 1, "§6.4");
                let last = mover.other();
                assert!(!has_row(pieces(position, last, Kind::Cat)), "a cat row of the last mover");
                if younger {
                    assert!(!has_row(pieces(position, last, Kind::Kitten)));
                }
                assert!(!position.legal_turns().is_empty());
            }
        });
    }

    #[test]
    fn garbage_is_refused_without_panics_or_changes(
        choices in prop::collection::vec(any::<u32>(), 0..60),
        garbage in prop_oneof![".{0,16}", "[KkCcGgLl/ a-h0-9\\-–]{0,14}"],
    ) {
        let mut position = walk(false, &choices, |_| {});
        let before = position.clone();
        match position.play_text(&garbage) {
            Ok(text) => {
                assert!(before.legal_move_texts().contains(&text), "{garbage} → {text}");
            }
            Err(reason) => {
                assert_eq!(position, before);
                assert!(!reason.to_string().is_empty());
            }
        }
    }
}

/// The random games above are only worth something if they reach every
/// part of the rules: check that seeded random games do.
#[test]
fn random_games_reach_every_kind_of_event() {
    use punctbot::games::boop::{Resolved, WinReason};

    let mut seed = 12_345_u64;
    let mut next = move || {
        // xorshift64*
        seed ^= seed >> 12;
        seed ^= seed << 25;
        seed ^= seed >> 27;
        (seed.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as u32
    };
    let mut seen = [false; 6];
    for _ in 0..300 {
        let choices: Vec<u32> = (0..400).map(|_| next()).collect();
        walk(false, &choices, |position| {
            if let Some(report) = position.last_turn() {
                seen[0] |= report.boops.iter().any(|boop| boop.to.is_none());
                match report.resolved {
                    Some(Resolved::Graduated { .. }) => seen[1] = true,
                    Some(Resolved::Lifted { piece, .. }) => {
                        seen[2 + piece.kind as usize] = true;
                    }
                    None => {}
                }
                match report.win {
                    Some(WinReason::ThreeCats(_)) => seen[4] = true,
                    Some(WinReason::EightCats) => seen[5] = true,
                    _ => {}
                }
            }
        });
    }
    // off the edge, graduation, kitten lift, cat lift, cat row, eight cats
    assert_eq!(seen, [true; 6]);
}
