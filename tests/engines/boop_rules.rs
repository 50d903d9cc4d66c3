//! One test per numbered rule of the project's boop. rulebook and per test vector
//! B1–B14 (§11), on positions set up directly.

use punctbot::games::{
    boop::{
        Boop, Direction, IllegalMove, Kind, Options, Piece, Placement, Position, Resolution,
        Resolved, Row, Setup, SetupError, Square, Turn, Variant, WinReason,
    },
    Outcome, Rules, Seat,
};

const ORANGE: Seat = Seat::First;
const GRAY: Seat = Seat::Second;

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

fn row(ends: &str) -> Row {
    let (a, b) = ends.split_once('-').expect("two ends");
    Row::from_ends(sq(a), sq(b)).expect("a row")
}

/// A setup with these pieces ("Ka1 Cb2"), `turn` to move.
fn setup(turn: Seat, orange: &str, gray: &str) -> Setup {
    Setup::new(Variant::Standard)
        .turn(turn)
        .pieces(ORANGE, orange)
        .and_then(|s| s.pieces(GRAY, gray))
        .expect("valid piece lists")
}

fn from(setup: &Setup) -> Position {
    Position::from_setup(setup).expect("a legal position")
}

fn position(turn: Seat, orange: &str, gray: &str) -> Position {
    from(&setup(turn, orange, gray))
}

fn at(position: &Position, name: &str) -> Option<(Seat, Kind)> {
    position
        .piece_at(sq(name))
        .map(|piece| (piece.owner, piece.kind))
}

fn play(position: &mut Position, text: &str) {
    if let Err(reason) = position.play_text(text) {
        panic!("{text} refused: {reason}");
    }
}

fn refusal(position: &mut Position, text: &str) -> String {
    let before = position.clone();
    let reason = position
        .play_text(text)
        .expect_err("the turn should be refused");
    assert_eq!(*position, before, "a refused turn changed the position");
    reason.to_string()
}

fn options(position: &Position, placement: &str) -> Options {
    position
        .options_after(placement.parse().expect("a placement"))
        .expect("a legal placement")
}

fn option_texts(options: &Options) -> Vec<String> {
    options
        .resolutions()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// §1.4 for one player.
fn assert_invariant(position: &Position, seat: Seat) {
    let pool = position.pool(seat);
    let on_bed = |kind| position.squares_of(Piece { owner: seat, kind }).count() as u8;
    let graduated = position.out_of_game(seat);
    assert_eq!(
        pool.kittens + on_bed(Kind::Kitten) + pool.cats + on_bed(Kind::Cat),
        8
    );
    assert_eq!(pool.cats + on_bed(Kind::Cat), graduated);
    assert!(graduated <= 8);
}

#[test]
fn rule_1_1_the_bed_has_36_squares_a1_to_f6() {
    assert_eq!(Square::ALL.len(), 36);
    assert_eq!(Square::ALL[0].to_string(), "a1");
    assert_eq!(Square::ALL[35].to_string(), "f6");
    assert!("g1".parse::<Square>().is_err());
    assert!("a7".parse::<Square>().is_err());
}

#[test]
fn rules_1_2_and_1_3_start_with_8_kittens_in_the_pool_and_8_cats_in_reserve_orange_first() {
    let position = Position::new(Variant::Standard);
    for seat in Seat::ALL {
        assert_eq!(position.pool(seat).kittens, 8);
        assert_eq!(position.pool(seat).cats, 0);
        assert_eq!(position.reserve(seat), 8);
        assert_eq!(position.out_of_game(seat), 0);
        assert_invariant(&position, seat);
    }
    assert_eq!(position.turn(), ORANGE);
    assert_eq!(position.occupied().count(), 0);
    assert_eq!(Position::default(), position);
}

#[test]
fn rule_1_4_invariant_holds_through_graduation_lift_and_boop_off() {
    let mut position = position(ORANGE, "Ka1 Kb1 Ka4 Kc4 Ke4 Ka6 Kf6", "Kf1");
    play(&mut position, "Kc1/Ga1-c1");
    play(&mut position, "Kb5"); // gray boops a4 and a6 off, c4 to d3
    for seat in Seat::ALL {
        assert_invariant(&position, seat);
    }
    assert_eq!(position.pool(ORANGE).kittens, 2);
}

#[test]
fn rule_2_1_files_left_to_right_ranks_bottom_to_top() {
    let c3 = sq("c3");
    assert_eq!((c3.file(), c3.rank()), (2, 2));
    assert_eq!(c3.offset(Direction::North), Some(sq("c4")));
    assert_eq!(c3.offset(Direction::East), Some(sq("d3")));
}

#[test]
fn rule_2_2_there_are_80_lines_of_three() {
    assert_eq!(Row::all().count(), 80);
    assert_eq!(row("a1-c1").squares(), [sq("a1"), sq("b1"), sq("c1")]);
    assert_eq!(row("c1-a3"), row("a3-c1"));
    assert_eq!(Row::from_ends(sq("a1"), sq("d1")), None);
}

#[test]
fn rule_3_the_turn_passes_and_there_is_no_pass() {
    let mut position = Position::new(Variant::Standard);
    assert_eq!(
        refusal(&mut position, "pass"),
        "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"
    );
    play(&mut position, "Kc3");
    assert_eq!(position.turn(), GRAY);
    play(&mut position, "Kf6");
    assert_eq!(position.turn(), ORANGE);
}

#[test]
fn rule_4_1_place_from_your_pool_on_any_empty_square() {
    let mut position = Position::new(Variant::Standard);
    assert_eq!(position.legal_turns().len(), 36);
    assert_eq!(
        refusal(&mut position, "Cc3"),
        "you have no cats in your pool"
    );
    play(&mut position, "Kc3");
    assert_eq!(refusal(&mut position, "Kc3"), "c3 is occupied");
    // Seven kittens on the bed, one graduated: the pool holds only a cat.
    let mut position = position_with_graduated(ORANGE, "Ka1 Kc1 Ke1 Ka4 Kc4 Ke4 Ka6", "", 1);
    assert_eq!(position.pool(ORANGE).kittens, 0);
    assert_eq!(
        refusal(&mut position, "Kf6"),
        "you have no kittens in your pool"
    );
    assert!(position
        .legal_turns()
        .iter()
        .all(|turn| turn.placement.kind == Kind::Cat));
}

fn position_with_graduated(turn: Seat, orange: &str, gray: &str, graduated: u8) -> Position {
    from(&setup(turn, orange, gray).graduated(ORANGE, graduated))
}

#[test]
fn rule_4_2_only_the_placed_piece_acts() {
    // Far from everything, a placement changes nothing else.
    let mut position = position(ORANGE, "Ka1", "Kf1");
    play(&mut position, "Kc4");
    assert_eq!(at(&position, "a1"), Some((ORANGE, Kind::Kitten)));
    assert_eq!(at(&position, "f1"), Some((GRAY, Kind::Kitten)));
    assert_eq!(position.occupied().count(), 3);
}

#[test]
fn rule_5_1_the_boop_pushes_your_own_pieces_too() {
    let mut position = position(ORANGE, "Kc3", "");
    play(&mut position, "Kd4");
    assert_eq!(at(&position, "b2"), Some((ORANGE, Kind::Kitten)));
    assert_eq!(at(&position, "c3"), None);
}

#[test]
fn rule_5_2_and_b4_kittens_do_not_boop_cats_cats_do() {
    let mut kitten = position(GRAY, "Cc3", "");
    play(&mut kitten, "Kd4");
    assert_eq!(at(&kitten, "c3"), Some((ORANGE, Kind::Cat)));

    let mut cat = from(&setup(GRAY, "Cc3", "").graduated(GRAY, 1));
    play(&mut cat, "Cd4");
    assert_eq!(at(&cat, "c3"), None);
    assert_eq!(at(&cat, "b2"), Some((ORANGE, Kind::Cat)));
}

#[test]
fn rule_5_3_and_b1_a_booped_piece_moves_one_square_away() {
    let mut position = position(GRAY, "Kc3", "");
    play(&mut position, "Kd4");
    assert_eq!(at(&position, "b2"), Some((ORANGE, Kind::Kitten)));
    let report = position.last_turn().expect("a turn was played");
    assert_eq!(
        report.boops,
        [Boop {
            piece: Piece {
                owner: ORANGE,
                kind: Kind::Kitten
            },
            from: sq("c3"),
            direction: Direction::SouthWest,
            to: Some(sq("b2")),
        }]
    );
}

#[test]
fn rule_5_3_and_b2_off_the_edge_back_to_the_owners_pool_keeping_its_kind() {
    let mut position = position(GRAY, "Ka1", "");
    assert_eq!(position.pool(ORANGE).kittens, 7);
    play(&mut position, "Kb2");
    assert_eq!(at(&position, "a1"), None);
    assert_eq!(position.pool(ORANGE).kittens, 8);
    let boop = position.last_turn().expect("played").boops[0];
    assert_eq!((boop.from, boop.to), (sq("a1"), None));
    assert_eq!(boop.direction, Direction::SouthWest);

    let mut cat = from(&setup(GRAY, "Ca1", "").graduated(GRAY, 1));
    play(&mut cat, "Cb2");
    assert_eq!(cat.pool(ORANGE).cats, 1);
}

#[test]
fn rule_5_3_and_b3_blocked_when_the_square_behind_is_occupied() {
    let mut position = position(GRAY, "Kc3 Kb2", "");
    play(&mut position, "Kd4");
    assert_eq!(at(&position, "c3"), Some((ORANGE, Kind::Kitten)));
    assert_eq!(at(&position, "b2"), Some((ORANGE, Kind::Kitten)));
    assert!(position.last_turn().expect("played").boops.is_empty());
}

#[test]
fn rule_5_4_no_chain_reactions() {
    // c3 is pushed to d3; e3 next to it does not move.
    let mut position = position(ORANGE, "", "Kc3 Ke3");
    play(&mut position, "Kb3");
    assert_eq!(at(&position, "d3"), Some((GRAY, Kind::Kitten)));
    assert_eq!(at(&position, "e3"), Some((GRAY, Kind::Kitten)));
    assert_eq!(at(&position, "f3"), None);
}

#[test]
fn rule_5_5_and_b5_full_ring_moves_all_eight_outwards() {
    let setup = setup(ORANGE, "Kb2 Kc2 Kd2 Kb3", "Kd3 Kb4 Kc4 Kd4").graduated(ORANGE, 1);
    let mut position = from(&setup);
    play(&mut position, "Cc3");
    for (from, to) in [
        ("b2", "a1"),
        ("c2", "c1"),
        ("d2", "e1"),
        ("b3", "a3"),
        ("d3", "e3"),
        ("b4", "a5"),
        ("c4", "c5"),
        ("d4", "e5"),
    ] {
        assert_eq!(at(&position, from), None, "{from}");
        assert!(at(&position, to).is_some(), "{to}");
    }
    assert_eq!(position.last_turn().expect("played").boops.len(), 8);
    assert_eq!(position.occupied().count(), 9);
}

#[test]
fn rule_6_1_and_b6_line_of_two_completion_graduates_the_row() {
    let mut position = position(ORANGE, "Ka1 Kb1", "");
    assert_eq!(option_texts(&options(&position, "Kc1")), ["Ga1-c1"]);
    play(&mut position, "Kc1/Ga1-c1");
    assert_eq!(position.occupied().count(), 0);
    assert_eq!(position.pool(ORANGE).cats, 3);
    assert_eq!(position.pool(ORANGE).kittens, 5);
    assert_eq!(position.out_of_game(ORANGE), 3);
    assert_eq!(position.reserve(ORANGE), 5);
    assert_invariant(&position, ORANGE);
    let report = position.last_turn().expect("played");
    let kitten = Piece {
        owner: ORANGE,
        kind: Kind::Kitten,
    };
    assert_eq!(
        report.resolved,
        Some(Resolved::Graduated {
            row: row("a1-c1"),
            pieces: [kitten; 3]
        })
    );
}

#[test]
fn rule_6_1_and_b7_mixed_rows_count_kittens_graduate_cats_return() {
    let mut position = position(ORANGE, "Ka1 Cb1", "");
    assert_eq!(position.pool(ORANGE).cats, 0);
    play(&mut position, "Kc1/Ga1-c1");
    assert_eq!(position.pool(ORANGE).cats, 3);
    assert_eq!(position.out_of_game(ORANGE), 3);
    assert_eq!(position.pool(ORANGE).kittens, 5);
}

#[test]
fn rule_6_1_and_b8_every_window_of_a_longer_line_is_a_candidate() {
    let mut position = position(ORANGE, "Ka1 Kb1 Kd1 Ke1", "");
    assert_eq!(
        option_texts(&options(&position, "Kc1")),
        ["Ga1-c1", "Gb1-d1", "Gc1-e1"]
    );
    assert_eq!(
        refusal(&mut position, "Kc1"),
        "choose which row to graduate: a1-c1, b1-d1 or c1-e1"
    );
    assert_eq!(
        refusal(&mut position, "Kc1/Ga2-c2"),
        "a2-c2 is not one of your rows"
    );
    play(&mut position, "Kc1/Gd1-b1");
    assert_eq!(at(&position, "a1"), Some((ORANGE, Kind::Kitten)));
    assert_eq!(at(&position, "e1"), Some((ORANGE, Kind::Kitten)));
    assert_eq!(position.occupied().count(), 2);
}

#[test]
fn rule_6_1_opponents_rows_are_not_candidates() {
    let position = position(ORANGE, "", "Ka1 Kb1 Kc1");
    let options = options(&position, "Kf6");
    assert!(options.is_empty());
}

#[test]
fn rule_6_2_and_b12_eight_on_the_bed_must_lift_one() {
    let mut position = position(ORANGE, "Ka1 Kc1 Ke1 Ka4 Kc4 Ke4 Ka6", "Kd6");
    assert_eq!(
        refusal(&mut position, "Kf6"),
        "choose a piece of yours to lift: a1, a4, a6, c1, c4, e1, e4 or f6"
    );
    assert_eq!(
        refusal(&mut position, "Kf6/Ld6"),
        "d6 is not a piece of yours; choose a piece of yours to lift: a1, a4, a6, c1, c4, e1, e4 or f6"
    );
    assert_eq!(
        position.describe_turn("Kf6/Le4".parse().expect("a turn")),
        "kitten to f6, lift the kitten on e4"
    );
    play(&mut position, "Kf6/Le4");
    assert_eq!(at(&position, "e4"), None);
    assert_eq!(position.out_of_game(ORANGE), 1);
    assert_eq!(position.pool(ORANGE).cats, 1);
    assert_eq!(position.pool(ORANGE).kittens, 0);
    assert_invariant(&position, ORANGE);
    // Gray plays away from orange: orange starts with exactly one piece.
    play(&mut position, "Kf3");
    assert_eq!(position.pool(ORANGE).total(), 1);
}

#[test]
fn rule_6_2_a_lifted_cat_goes_back_to_the_pool() {
    let mut position = position(ORANGE, "Ca1 Kc1 Ke1 Ka4 Kc4 Ke4 Ka6", "");
    play(&mut position, "Kf6/La1");
    assert_eq!(position.pool(ORANGE).cats, 1);
    assert_eq!(position.out_of_game(ORANGE), 1);
    assert_invariant(&position, ORANGE);
}

#[test]
fn rule_6_2_no_lift_unless_all_eight_are_on_the_bed() {
    let mut position = position(ORANGE, "Ka1 Kb1", "");
    assert_eq!(
        refusal(&mut position, "Kc1/La1"),
        "you may lift a piece only when all 8 of yours are on the bed"
    );
}

#[test]
fn rule_6_3_choose_one_option_and_do_not_recheck() {
    // Kc1 makes a1-c1 and c1-c3 (c2 is blocked by c3).
    let mut position = position(ORANGE, "Ka1 Kb1 Kc2 Kc3", "");
    assert_eq!(
        option_texts(&options(&position, "Kc1")),
        ["Ga1-c1", "Gc1-c3"]
    );
    play(&mut position, "Kc1/Ga1-c1");
    assert_eq!(at(&position, "c2"), Some((ORANGE, Kind::Kitten)));
    assert_eq!(at(&position, "c3"), Some((ORANGE, Kind::Kitten)));
    assert_eq!(position.out_of_game(ORANGE), 3);
    assert_eq!(position.turn(), GRAY);
}

#[test]
fn rule_6_3_nothing_to_choose_refuses_a_suffix() {
    let mut position = Position::new(Variant::Standard);
    assert_eq!(
        refusal(&mut position, "Kc3/Ga1-c1"),
        "Kc3 leaves nothing to graduate or lift: write just Kc3"
    );
}

#[test]
fn rule_6_4_the_pool_of_the_player_to_move_is_never_empty() {
    let position = position(ORANGE, "Ka1 Kc1 Ke1 Ka4 Kc4 Ke4 Ka6", "");
    for turn in position.legal_turns() {
        let mut next = position.clone();
        next.play_unchecked(turn);
        assert!(next.pool(ORANGE).total() >= 1, "{turn}");
    }
    let eight = setup(ORANGE, "Ka1 Kc1 Ke1 Ka4 Kc4 Ke4 Ka6 Kf6", "");
    assert_eq!(
        Position::from_setup(&eight),
        Err(SetupError::EmptyPool(ORANGE))
    );
}

#[test]
fn rule_6_5_a_row_cannot_be_declined() {
    let mut position = position(ORANGE, "Ka1 Kb1", "");
    assert_eq!(
        refusal(&mut position, "Kc1"),
        "choose which row to graduate: a1-c1"
    );
    let texts = position.legal_move_texts();
    assert!(texts.contains(&"Kc1/Ga1-c1".to_owned()));
    assert!(!texts.contains(&"Kc1".to_owned()));
}

#[test]
fn rule_7_1a_and_b9_three_cats_in_a_row_win() {
    let mut position = from(&setup(ORANGE, "Ca1 Cb1", "").graduated(ORANGE, 3));
    let options = options(&position, "Cc1");
    assert!(options.is_empty());
    assert_eq!(options.win, Some(WinReason::ThreeCats(row("a1-c1"))));
    play(&mut position, "Cc1");
    assert_eq!(position.outcome(), Some(Outcome::Win(ORANGE)));
    assert_eq!(
        position.win(),
        Some((ORANGE, WinReason::ThreeCats(row("a1-c1"))))
    );
    assert!(position.legal_turns().is_empty());
    assert!(position.legal_move_texts().is_empty());
    assert_eq!(refusal(&mut position, "Kf6"), "the game is over");
    assert_eq!(position.perft(3), 1);
    assert!(position.undo());
    assert_eq!(position.outcome(), None);
}

#[test]
fn b9_variant_a_kitten_among_cats_graduates_instead_of_winning() {
    let mut position = position(ORANGE, "Ca1 Cb1 Cd1", "");
    assert_eq!(
        option_texts(&options(&position, "Kc1")),
        ["Ga1-c1", "Gb1-d1"]
    );
    play(&mut position, "Kc1/Gb1-d1");
    assert_eq!(position.outcome(), None);
    assert_eq!(at(&position, "a1"), Some((ORANGE, Kind::Cat)));
    // Two cats return, one kitten graduates: 3 + 1 = 4 cats in the pool.
    assert_eq!(position.pool(ORANGE).cats, 3);
    assert_eq!(position.out_of_game(ORANGE), 4);
}

#[test]
fn rule_7_1b_and_b13_eight_cats_on_the_bed_win_without_resolution() {
    let mut position = from(&setup(ORANGE, "Ca1 Cc1 Ce1 Ca4 Cc4 Ce4 Ca6", "").graduated(ORANGE, 8));
    assert_eq!(
        refusal(&mut position, "Cf6/La1"),
        "Cf6 wins the game: write just Cf6"
    );
    play(&mut position, "Cf6");
    assert_eq!(position.win(), Some((ORANGE, WinReason::EightCats)));
    assert_eq!(position.occupied().count(), 8);
}

#[test]
fn rule_7_2_cat_cat_cat_kitten_is_a_win_not_a_choice() {
    let mut position = from(&setup(ORANGE, "Ca1 Cb1 Kd1", "Ke1").graduated(ORANGE, 3));
    play(&mut position, "Cc1");
    assert_eq!(position.outcome(), Some(Outcome::Win(ORANGE)));
    assert_eq!(at(&position, "d1"), Some((ORANGE, Kind::Kitten)));
    assert_eq!(position.out_of_game(ORANGE), 3);
}

#[test]
fn rule_7_3_and_b10_a_row_made_for_the_opponent_waits_for_their_turn() {
    let mut position = position(ORANGE, "", "Ka4 Kb4 Kc5");
    assert!(options(&position, "Kc6").is_empty());
    play(&mut position, "Kc6");
    assert_eq!(at(&position, "c4"), Some((GRAY, Kind::Kitten)));
    assert_eq!(position.out_of_game(GRAY), 0);
    assert_eq!(
        refusal(&mut position, "Kf1"),
        "choose which row to graduate: a4-c4"
    );
    play(&mut position, "Kf1/Ga4-c4");
    assert_eq!(position.out_of_game(GRAY), 3);
}

#[test]
fn rule_7_3_and_b11_a_cat_row_made_for_the_opponent_does_not_end_the_game() {
    let start = from(
        &setup(ORANGE, "", "Ca4 Cb4 Cc5")
            .graduated(ORANGE, 1)
            .graduated(GRAY, 4),
    );
    let mut position = start.clone();
    play(&mut position, "Cc6");
    assert_eq!(position.outcome(), None);
    assert_eq!(at(&position, "c4"), Some((GRAY, Kind::Cat)));

    let mut breaks = position.clone();
    play(&mut breaks, "Cb5");
    assert_eq!(breaks.outcome(), None);
    assert_eq!(at(&breaks, "a4"), None);
    assert_eq!(at(&breaks, "b3"), Some((GRAY, Kind::Cat)));
    assert_eq!(at(&breaks, "d3"), Some((GRAY, Kind::Cat)));
    assert_eq!(at(&breaks, "c6"), None);
    assert_eq!(breaks.pool(ORANGE).cats, 1);
    assert_eq!(breaks.pool(GRAY).cats, 1);
    let off: Vec<(Square, Seat)> = breaks
        .last_turn()
        .expect("played")
        .boops
        .iter()
        .filter(|boop| boop.to.is_none())
        .map(|boop| (boop.from, boop.piece.owner))
        .collect();
    assert_eq!(off, [(sq("a4"), GRAY), (sq("c6"), ORANGE)]);

    let mut wins = position;
    play(&mut wins, "Cf1");
    assert_eq!(wins.win(), Some((GRAY, WinReason::ThreeCats(row("a4-c4")))));
}

#[test]
fn rule_7_3_when_both_get_a_cat_row_the_mover_wins() {
    let mut position = from(
        &setup(ORANGE, "Ca6 Cb6", "Ca4 Cb4 Cc5")
            .graduated(ORANGE, 3)
            .graduated(GRAY, 3),
    );
    play(&mut position, "Cc6");
    assert_eq!(
        position.win(),
        Some((ORANGE, WinReason::ThreeCats(row("a6-c6"))))
    );
}

#[test]
fn rule_8_1_no_draws() {
    let position = Position::new(Variant::Standard);
    assert_eq!(position.outcome(), None);
}

#[test]
fn rule_9_younger_players_three_kittens_win_and_no_cats() {
    let younger = Setup::new(Variant::Younger)
        .pieces(ORANGE, "Ka1 Kb1")
        .expect("pieces");
    let mut position = from(&younger);
    assert_eq!(position.variant(), Variant::Younger);
    assert_eq!(position.reserve(ORANGE), 0);
    assert_eq!(
        refusal(&mut position, "Cf6"),
        "you have no cats in your pool"
    );
    assert_eq!(
        refusal(&mut position, "Kc1/Ga1-c1"),
        "Kc1 wins the game: write just Kc1"
    );
    play(&mut position, "Kc1");
    assert_eq!(
        position.win(),
        Some((ORANGE, WinReason::ThreeKittens(row("a1-c1"))))
    );
    let cats = Setup::new(Variant::Younger)
        .pieces(ORANGE, "Ca1")
        .expect("pieces");
    assert_eq!(
        Position::from_setup(&cats),
        Err(SetupError::CatsInYoungerGame)
    );
}

#[test]
fn rule_9_younger_players_lift_a_kitten_back_to_the_pool_with_eight_on_the_bed() {
    let younger = Setup::new(Variant::Younger)
        .pieces(ORANGE, "Ka1 Kc1 Ke1 Ka4 Kc4 Ke4 Ka6")
        .expect("pieces");
    let mut position = from(&younger);
    play(&mut position, "Kf6/La1");
    assert_eq!(position.pool(ORANGE).kittens, 1);
    assert_eq!(position.out_of_game(ORANGE), 0);
    assert_eq!(position.pool(ORANGE).cats, 0);
}

#[test]
fn rule_10_notation_prints_canonically_and_parses_leniently() {
    let mut position = position(ORANGE, "Kb1 Kc2 Kc3", "");
    // Kc1 pushes b1 to a1 but not c2 (blocked by c3): the row c1-c3.
    let texts = position.legal_move_texts();
    let mut sorted = texts.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(texts, sorted);
    assert_eq!(
        refusal(&mut position, "KC1 / gC3-C1"),
        "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"
    );
    play(&mut position, " KC1/gC3-C1 ");
    assert_eq!(position.history(), ["Kc1/Gc1-c3".parse().unwrap()]);
    let turn: Turn = "Cd4/Le5".parse().expect("a turn");
    assert_eq!(
        turn,
        Turn {
            placement: Placement {
                kind: Kind::Cat,
                square: sq("d4")
            },
            resolution: Some(Resolution::Lift(sq("e5")))
        }
    );
    assert_eq!(
        "Kb2/Gc1-a3".parse::<Turn>().map(|t| t.to_string()),
        Ok("Kb2/Ga3-c1".into())
    );
}

#[test]
fn rule_10_turn_descriptions_for_players() {
    let position = from(&setup(ORANGE, "Ka1 Kb1", "").graduated(ORANGE, 1));
    let describe = |text: &str| position.describe_turn(text.parse().expect("a turn"));
    assert_eq!(describe("Kc3"), "kitten to c3");
    assert_eq!(describe("Cc1/Ga1-c1"), "cat to c1, graduate a1–c1");
}

#[test]
fn b14_row_and_eight_on_the_bed_offer_both() {
    let mut position = position(ORANGE, "Ka1 Kb1 Ka4 Kc4 Ke4 Ka6 Kf6", "");
    let options = options(&position, "Kc1");
    assert_eq!(options.len(), 1 + 8);
    assert_eq!(
        refusal(&mut position, "Kc1"),
        "choose which row to graduate: a1-c1, or a piece of yours to lift: \
         a1, a4, a6, b1, c1, c4, e4 or f6"
    );
    let mut lifted = position.clone();
    play(&mut lifted, "Kc1/Lc4");
    assert_eq!(lifted.occupied().count(), 7);
    play(&mut position, "Kc1/Ga1-c1");
    assert_eq!(position.occupied().count(), 5);
}

#[test]
fn illegal_moves_are_typed() {
    let mut position = Position::new(Variant::Standard);
    assert_eq!(
        position.play_text("Kc7"),
        Err(IllegalMove::NotASquare("c7".into()))
    );
    assert_eq!(position.play_text("zz"), Err(IllegalMove::Malformed));
    play(&mut position, "Kc3");
    assert_eq!(
        position.play_text("Kc3"),
        Err(IllegalMove::Occupied(sq("c3")))
    );
}

#[test]
fn setups_round_trip_and_reject_finished_games() {
    let position = position(GRAY, "Ka1 Cb2", "Kf6");
    assert_eq!(Position::from_setup(&position.to_setup()), Ok(position));
    let won = from(&setup(ORANGE, "", "").graduated(GRAY, 3));
    assert_eq!(won.pool(GRAY).cats, 3);
    let finished = setup(ORANGE, "", "Ca1 Cb1 Cc1");
    assert_eq!(
        Position::from_setup(&finished),
        Err(SetupError::AlreadyWon(GRAY))
    );
}

#[test]
fn reports_exist_for_every_turn_played() {
    let mut position = position(GRAY, "Ka1", "");
    play(&mut position, "Kb2"); // gray boops a1 off
    play(&mut position, "Kf6");
    let first = position.turn_report(0).expect("the first turn");
    assert_eq!(first.mover, GRAY);
    assert_eq!(first.boops.len(), 1);
    let second = position.turn_report(1).expect("the second turn");
    assert_eq!(second.mover, ORANGE);
    assert_eq!(Some(second), position.last_turn());
    assert_eq!(position.turn_report(2), None);
    let pieces: Vec<(Square, Piece)> = position.pieces().collect();
    assert_eq!(
        pieces,
        [
            (
                sq("b2"),
                Piece {
                    owner: GRAY,
                    kind: Kind::Kitten
                }
            ),
            (
                sq("f6"),
                Piece {
                    owner: ORANGE,
                    kind: Kind::Kitten
                }
            ),
        ]
    );
}
