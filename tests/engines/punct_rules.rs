//! One test per numbered rule and per test vector (P1–P10) of
//! the project's PÜNCT rulebook (the rules as `/rules punct` and the
//! README state them).

use punctbot::games::{
    punct::{
        Cell, CellSet, Direction, End, EndReason, IllegalMove, Kind, LastMove, Move, Options,
        Placement, Position, Setup, Side, Variant, CELL_COUNT,
    },
    ByColor, Outcome, Rules, Seat,
};

const W: Seat = Seat::First;
const B: Seat = Seat::Second;

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

fn cells(names: &str) -> Vec<Cell> {
    names.split_whitespace().map(cell).collect()
}

fn placement(text: &str) -> Placement {
    text.parse().unwrap()
}

/// A position from (owner, `P:m1,m2`, level) triples.
fn setup(variant: Variant, turn: Seat, pieces: &[(Seat, &str, u8)]) -> Position {
    pieces
        .iter()
        .fold(
            Setup::new(variant).turn(turn),
            |setup, &(owner, text, level)| setup.piece(owner, placement(text), level),
        )
        .position()
        .unwrap()
}

/// Plays `text`, asserting that the generator lists it too.
fn play_legal(position: &mut Position, text: &str) {
    let canonical = text.parse::<Move>().unwrap().to_string();
    assert!(
        position.legal_move_texts().contains(&canonical),
        "{canonical} not listed"
    );
    position.play_text(text).unwrap();
}

/// The reason `text` is refused, asserting that the generator agrees.
fn refusal(position: &Position, text: &str) -> IllegalMove {
    if let Ok(m) = text.parse::<Move>() {
        assert!(
            !position.legal_move_texts().contains(&m.to_string()),
            "{m} listed"
        );
    }
    let mut copy = position.clone();
    let reason = copy.play_text(text).unwrap_err();
    assert_eq!(&copy, position, "a refused move changed the position");
    reason
}

// §1 Board -----------------------------------------------------------------

#[test]
fn p1_rule_1_1_the_board_has_211_cells_and_six_removed_corners() {
    assert_eq!(Cell::all().count(), 211);
    assert_eq!(CELL_COUNT, 211);
    for corner in ["A1", "A9", "I1", "I17", "Q9", "Q17"] {
        assert!(corner.parse::<Cell>().is_err(), "{corner}");
    }
    for name in ["A2", "Q10", "B1", "J17"] {
        assert_eq!(cell(name).to_string(), name);
    }
    // Rows per §1.1.
    let rows = [
        "B H", "A J", "A K", "A L", "A M", "A N", "A O", "A P", "B P", "B Q", "C Q", "D Q", "E Q",
        "F Q", "G Q", "H Q", "J P",
    ];
    for (r, span) in rows.iter().enumerate() {
        let row: Vec<Cell> = Cell::all()
            .filter(|c| usize::from(c.row()) == r + 1)
            .collect();
        let first = row.first().unwrap().column_letter().to_string();
        let last = row.last().unwrap().column_letter().to_string();
        assert_eq!(format!("{first} {last}"), *span, "row {}", r + 1);
        assert_eq!(
            row.len(),
            usize::from(row.last().unwrap().column() - row[0].column() + 1)
        );
    }
}

#[test]
fn rule_1_2_adjacency_uses_six_directions_and_not_the_other_diagonal() {
    let e5 = cell("E5");
    let mut neighbours: Vec<String> = e5.neighbours().map(|c| c.to_string()).collect();
    neighbours.sort();
    assert_eq!(neighbours, ["D4", "D5", "E4", "E6", "F5", "F6"]);
    assert!(!e5.neighbours().any(|c| c == cell("F4") || c == cell("D6")));
    // An edge cell has fewer.
    assert_eq!(cell("B1").neighbours().count(), 3);
}

#[test]
fn rule_1_3_rays_never_skip_a_gap() {
    for start in Cell::all() {
        for dir in Direction::ALL {
            let (dc, dr) = dir.step();
            for (k, c) in start.ray(dir).enumerate() {
                let k = k as i32 + 1;
                assert_eq!(i32::from(c.column()), i32::from(start.column()) + k * dc);
                assert_eq!(i32::from(c.row()), i32::from(start.row()) + k * dr);
            }
            // The ray stops exactly where the line leaves the board.
            let last = start.ray(dir).last().unwrap_or(start);
            assert!(last.neighbour(dir).is_none());
        }
    }
}

#[test]
fn rule_1_4_distance() {
    assert_eq!(cell("I9").distance(cell("I9")), 0);
    assert_eq!(cell("I9").distance(cell("K11")), 2);
    assert_eq!(cell("I9").distance(cell("J8")), 2);
    assert_eq!(cell("M14").distance(cell("F7")), 7);
}

#[test]
fn p1_rule_1_5_the_centre_has_19_cells() {
    let expected: CellSet =
        cells("G7 G8 G9 H7 H8 H9 H10 I7 I8 I9 I10 I11 J8 J9 J10 J11 K9 K10 K11")
            .into_iter()
            .collect();
    assert_eq!(CellSet::centre(), expected);
    assert_eq!(CellSet::centre().len(), 19);
}

#[test]
fn p1_rules_1_6_and_1_7_six_disjoint_sides_of_seven_cells_in_three_pairs() {
    let expected = [
        "A2 A3 A4 A5 A6 A7 A8",
        "Q10 Q11 Q12 Q13 Q14 Q15 Q16",
        "B1 C1 D1 E1 F1 G1 H1",
        "J17 K17 L17 M17 N17 O17 P17",
        "J2 K3 L4 M5 N6 O7 P8",
        "B10 C11 D12 E13 F14 G15 H16",
    ];
    for (side, names) in Side::ALL.into_iter().zip(expected) {
        assert_eq!(side.cells(), cells(names).into_iter().collect(), "{side:?}");
        assert_eq!(side.opposite().opposite(), side);
        assert_eq!(side.opposite().pair(), side.pair());
    }
    let all = Side::ALL
        .iter()
        .fold(CellSet::EMPTY, |acc, s| acc.union(s.cells()));
    assert_eq!(all.len(), 42, "sides are pairwise disjoint");
}

// §2 Pieces ----------------------------------------------------------------

#[test]
fn rules_2_1_and_2_2_eighteen_pieces_per_player_with_these_counts() {
    let position = Position::new(Variant::Standard);
    for seat in Seat::ALL {
        let reserve = position.reserve(seat);
        assert_eq!(reserve.total(), 18);
        let counts: Vec<u8> = Kind::ALL.iter().map(|&k| reserve.get(k)).collect();
        assert_eq!(counts, [6, 4, 2, 2, 2, 2]);
    }
    let orientations: Vec<u8> = Kind::ALL.iter().map(|k| k.orientations()).collect();
    assert_eq!(orientations, [6, 6, 3, 6, 6, 6]);
}

#[test]
fn rule_2_4_the_kind_follows_from_the_cells_when_parsing() {
    for (text, kind) in [
        ("+E5:F5,F6", Kind::T),
        ("+E5:F5,G5", Kind::E),
        ("+E5:D5,F5", Kind::C),
        ("+E5:F5,E6", Kind::M),
        ("+E5:F5,G6", Kind::APlus),
        ("+E5:F5,G5", Kind::E),
        ("+E5:F5,F4", Kind::AMinus),
    ] {
        let m: Move = text.parse().unwrap();
        assert_eq!(m.placement().unwrap().kind(), kind, "{text}");
    }
    assert_eq!(
        "+E5:F5,G4".parse::<Move>(),
        Err(IllegalMove::NotAPiece),
        "(+1,−1) steps do not make pieces"
    );
}

// P2 -----------------------------------------------------------------------

#[test]
fn p2_empty_board_add_counts_per_kind() {
    let expected = [
        (Kind::T, 1116, 954),
        (Kind::C, 531, 444),
        (Kind::E, 1062, 888),
        (Kind::M, 1074, 900),
        (Kind::APlus, 1074, 900),
        (Kind::AMinus, 1074, 900),
    ];
    for (kind, anywhere, outside) in expected {
        assert_eq!(Placement::all(kind).count(), anywhere, "{kind}");
        let avoiding = Placement::all(kind).filter(|p| !p.touches_centre()).count();
        assert_eq!(avoiding, outside, "{kind}");
    }
}

#[test]
fn p2_totals_4986_first_moves_in_both_games_and_5931_anywhere() {
    for variant in [Variant::Standard, Variant::Basic] {
        let position = Position::new(variant);
        assert_eq!(position.legal_moves().len(), 4986);
        assert_eq!(position.legal_move_texts().len(), 4986);
    }
    let anywhere: usize = Kind::ALL.iter().map(|&k| Placement::all(k).count()).sum();
    assert_eq!(anywhere, 5931);
    // Basic: after White's first ADD, Black may use the centre: every
    // placement avoiding White's piece.
    let mut basic = Position::new(Variant::Basic);
    basic.play_text("+B2:C2,D2").unwrap();
    let free = Kind::ALL
        .iter()
        .flat_map(|&k| Placement::all(k))
        .filter(|p| p.cells().iter().all(|c| !cells("B2 C2 D2").contains(c)))
        .count();
    assert_eq!(basic.legal_moves().len(), free);
    assert!(free > 4986);
}

// §3 State -----------------------------------------------------------------

#[test]
fn rules_3_1_to_3_4_levels_heights_tops_blocked_cells_and_mobility() {
    // P3's bridge leaves a gap at I5 under level 1.
    let mut position = p3_start();
    play_legal(&mut position, "H2>H5:I5,J5");
    let board = position.board();
    assert_eq!(board.height(cell("I5")), Some(1));
    assert!(board.is_under_bridge(cell("I5")));
    assert!(!board.is_empty(cell("I5")));
    assert_eq!(board.under_bridges(), cells("I5").into_iter().collect());
    assert_eq!(board.height(cell("H2")), None);
    assert_eq!(
        board
            .stack(cell("H5"))
            .iter()
            .map(|p| p.level)
            .collect::<Vec<_>>(),
        [0, 1]
    );
    assert_eq!(board.top(cell("J5")).unwrap().owner, W);
    let mobile: Vec<(String, bool)> = board
        .pieces()
        .map(|p| (p.placement.to_string(), p.mobile))
        .collect();
    assert_eq!(
        mobile,
        [
            ("F5:G5,H5".to_owned(), false),
            ("J5:K5,L5".to_owned(), false),
            ("H5:I5,J5".to_owned(), true)
        ]
    );
}

#[test]
fn rule_3_5_reserves_shrink_and_pieces_never_leave() {
    let mut position = Position::new(Variant::Standard);
    play_legal(&mut position, "+B2:C2,D2");
    assert_eq!(position.reserve(W).get(Kind::E), 3);
    assert_eq!(position.reserve(W).total(), 17);
    assert_eq!(position.reserve(B).total(), 18);
    play_legal(&mut position, "+B4:C4,D4");
    play_legal(&mut position, "B2>B3:C3,D3");
    assert_eq!(position.board().piece_count(), 2);
    assert_eq!(position.reserve(W).total(), 17);
}

// §4 Turns -----------------------------------------------------------------

#[test]
fn rules_4_1_and_4_2_white_first_then_alternate_and_no_voluntary_pass() {
    let mut position = Position::new(Variant::Standard);
    assert_eq!(position.turn(), W);
    assert!(
        position.legal_moves().iter().all(|m| m.is_add()),
        "only ADDs at first"
    );
    assert_eq!(refusal(&position, "pass"), IllegalMove::PassNotAllowed);
    play_legal(&mut position, "+B2:C2,D2");
    assert_eq!(position.turn(), B);
    play_legal(&mut position, "+B4:C4,D4");
    assert_eq!(position.turn(), W);
}

// §5 ADD -------------------------------------------------------------------

#[test]
fn rules_5_1_and_5_4_adds_need_a_piece_of_that_kind_in_reserve() {
    let mut position = Position::new(Variant::Standard);
    for (white, black) in [("+B2:A2,C2", "+B4:A4,C4"), ("+E2:D2,F2", "+E4:D4,F4")] {
        play_legal(&mut position, white);
        play_legal(&mut position, black);
    }
    assert_eq!(position.reserve(W).get(Kind::C), 0);
    assert_eq!(
        refusal(&position, "+J6:I6,K6"),
        IllegalMove::NoneLeft(Kind::C)
    );
    assert_eq!(
        IllegalMove::NoneLeft(Kind::E).to_string(),
        "you have no straight pieces with the PÜNCT at an end left"
    );
    assert!(!position
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Add(p) if p.kind() == Kind::C)));
}

#[test]
fn rule_5_2_adds_go_on_empty_cells_only() {
    let mut position = Position::new(Variant::Standard);
    play_legal(&mut position, "+B2:C2,D2");
    assert_eq!(
        refusal(&position, "+D2:D3,D4"),
        IllegalMove::NotEmpty(cell("D2"))
    );
}

#[test]
fn p8_rule_5_3_centre_restrictions() {
    // Standard: never, by either player.
    let mut standard = Position::new(Variant::Standard);
    assert_eq!(refusal(&standard, "+H6:H7,I7"), IllegalMove::CentreAdd);
    play_legal(&mut standard, "+B2:C2,D2");
    assert_eq!(refusal(&standard, "+H6:H7,I7"), IllegalMove::CentreAdd);
    play_legal(&mut standard, "+B4:C4,D4");
    assert_eq!(refusal(&standard, "+H6:H7,I7"), IllegalMove::CentreAdd);
    // Basic: only White's first action.
    let mut basic = Position::new(Variant::Basic);
    assert_eq!(refusal(&basic, "+H6:H7,I7"), IllegalMove::FirstAddCentre);
    play_legal(&mut basic, "+B2:C2,D2");
    let mut black = basic.clone();
    play_legal(&mut black, "+H6:H7,I7");
    play_legal(&mut basic, "+B4:C4,D4");
    play_legal(&mut basic, "+H6:H7,I7");
    // ADD under a bridge (I5 after P3).
    let mut position = p3_start();
    play_legal(&mut position, "H2>H5:I5,J5");
    play_legal(&mut position, "+N16:O16,P16");
    assert_eq!(
        refusal(&position, "+I5:I4,I3"),
        IllegalMove::UnderBridge(cell("I5"))
    );
}

// §6 MOVE ------------------------------------------------------------------

#[test]
fn rule_6_1_only_your_own_mobile_pieces_move() {
    let mut position = p3_start();
    // Black's piece is not White's to move.
    assert_eq!(
        refusal(&position, "J5>J6:K6,L6"),
        IllegalMove::NoPieceAt(cell("J5"))
    );
    assert_eq!(
        refusal(&position, "A2>A3:A4,A5"),
        IllegalMove::NoPieceAt(cell("A2"))
    );
    play_legal(&mut position, "H2>H5:I5,J5");
    play_legal(&mut position, "+N16:O16,P16");
    assert_eq!(
        refusal(&position, "F5>F6:G6,H6"),
        IllegalMove::Covered(cell("F5"))
    );
    assert_eq!(
        IllegalMove::Covered(cell("F5")).to_string(),
        "your piece on F5 is covered and cannot move"
    );
}

#[test]
fn rules_6_2_and_6_3_moves_along_rays_in_any_orientation_staying_on_the_board() {
    let position = setup(Variant::Standard, W, &[(W, "E5:F5,G5", 0)]);
    let moves: Vec<Move> = position
        .legal_moves()
        .into_iter()
        .filter(|m| !m.is_add())
        .collect();
    let from = cell("E5");
    for m in &moves {
        let Move::Move { from: f, to } = m else {
            panic!()
        };
        assert_eq!(*f, from);
        assert!(from.is_aligned_with(to.punct()));
    }
    // Every aligned destination with every orientation on the board, except the null move.
    let expected: usize = std::iter::once(from)
        .chain(Direction::ALL.into_iter().flat_map(|d| from.ray(d)))
        .map(|p| {
            (0..6)
                .filter(|&k| Placement::new(Kind::E, p, k).is_some())
                .count()
        })
        .sum::<usize>()
        - 1;
    assert_eq!(moves.len(), expected);
    assert_eq!(
        refusal(&position, "E5>F7:G7,H7"),
        IllegalMove::NotOnLine {
            from,
            to: cell("F7")
        }
    );
    // Across the whole board, over the centre.
    let mut position = position;
    play_legal(&mut position, "E5>M13:N13,O13");
    // Shape of another kind.
    let position = setup(Variant::Standard, W, &[(W, "E5:F5,G5", 0)]);
    assert_eq!(
        refusal(&position, "E5>E6:F6,F7"),
        IllegalMove::WrongKind {
            piece: Kind::E,
            shape: Kind::T
        }
    );
    // Off the board: A1 is no cell.
    assert_eq!(
        refusal(&position, "E5>C3:B2,A1"),
        IllegalMove::NotACell("A1".into())
    );
}

#[test]
fn p7_rule_6_4_null_moves_are_illegal_and_reversals_legal() {
    let position = setup(
        Variant::Standard,
        W,
        &[(W, "E5:D5,F5", 0), (W, "A8:B8,C8", 0)],
    );
    let mut rotated = position.clone();
    play_legal(&mut rotated, "E5>E5:E4,E6");
    assert_eq!(refusal(&position, "E5>E5:D5,F5"), IllegalMove::NullMove);
    assert_eq!(refusal(&position, "e5>e5:f5,d5"), IllegalMove::NullMove);
    let mut reversed = position.clone();
    play_legal(&mut reversed, "A8>C8:A8,B8");
    assert_eq!(reversed.board().height(cell("B8")), Some(0));
    // A triangle: all five other orientations in place; another vertex too.
    let position = setup(Variant::Standard, W, &[(W, "F6:G6,G7", 0)]);
    let in_place: Vec<String> = position
        .legal_move_texts()
        .into_iter()
        .filter(|m| m.starts_with("F6>F6:"))
        .collect();
    assert_eq!(in_place.len(), 5);
    let mut to_vertex = position.clone();
    play_legal(&mut to_vertex, "F6>G6:F6,G7");
}

/// P3's set-up: White E F5:G5,H5, Black E J5:K5,L5, White E H2:H3,H4.
fn p3_start() -> Position {
    setup(
        Variant::Standard,
        W,
        &[(W, "F5:G5,H5", 0), (B, "J5:K5,L5", 0), (W, "H2:H3,H4", 0)],
    )
}

#[test]
fn p3_rule_6_5c_end_punct_straight_bridge() {
    let start = p3_start();
    let m: Move = "H2>H5:I5,J5".parse().unwrap();
    assert_eq!(
        m.describe(&start),
        "move H2 → H5·I5·J5 — bridge over I5 (level 1)"
    );
    let mut position = start.clone();
    play_legal(&mut position, "H2>H5:I5,J5");
    let board = position.board();
    assert_eq!(board.top(cell("H5")).unwrap().level, 1);
    for name in ["H5", "I5", "J5"] {
        assert_eq!(board.top_owner(cell(name)), Some(W), "{name}");
    }
    assert!(!board.top(cell("G5")).unwrap().mobile, "F5 piece covered");
    assert!(board
        .stack(cell("J5"))
        .iter()
        .all(|p| p.level == 1 || !p.mobile));
    // I5 is blocked for a level-0 landing as well.
    let mut later = position.clone();
    play_legal(&mut later, "+N16:O16,P16");
    play_legal(&mut later, "+I2:I3,I4");
    play_legal(&mut later, "+L14:L15,L16");
    assert_eq!(
        refusal(&later, "I2>I4:I5,I6"),
        IllegalMove::UnderBridge(cell("I5"))
    );
    // Ends at different heights.
    assert_eq!(refusal(&start, "H2>H5:H6,H7"), IllegalMove::Uneven);
    // With a dot at level 0 on I5 the same move is a case-(b) jump.
    let filled = setup(
        Variant::Standard,
        W,
        &[
            (W, "F5:G5,H5", 0),
            (B, "J5:K5,L5", 0),
            (W, "H2:H3,H4", 0),
            (B, "I5:I6,J6", 0),
        ],
    );
    let landing = filled.landing("H2>H5:I5,J5".parse().unwrap()).unwrap();
    assert_eq!((landing.level, landing.bridge_over), (1, None));
}

#[test]
fn rule_6_5_landing_cases_and_their_reasons() {
    let position = setup(
        Variant::Standard,
        W,
        &[
            (W, "B3:C3,D3", 0),
            (B, "B2:C2,D2", 0),
            (W, "H3:I3,I4", 0),
            (W, "H2:I2,J2", 0),
        ],
    );
    // (a) flat.
    let mut flat = position.clone();
    play_legal(&mut flat, "H2>H6:G6,F6");
    // (b) a jump: the PÜNCT on your own colour, minors on either colour.
    let mut jump = position.clone();
    play_legal(&mut jump, "H3>B3:B2,C3");
    assert_eq!(jump.board().height(cell("B2")), Some(1));
    assert_eq!(
        refusal(&position, "H2>C2:C3,C4"),
        IllegalMove::PunctOnOpponent
    );
    // PÜNCT on an empty cell, minors raised.
    assert_eq!(refusal(&position, "H2>E2:D2,C2"), IllegalMove::Uneven);
    // Triangles cannot bridge.
    assert_eq!(
        refusal(&position, "H3>B3:C3,C4"),
        IllegalMove::TriangleBridge
    );
    assert_eq!(
        IllegalMove::TriangleBridge.to_string(),
        "triangles cannot bridge"
    );
    // A bridge's middle may not be higher than its ends.
    let high = setup(
        Variant::Standard,
        W,
        &[(W, "B2:C2,D2", 0), (W, "C3:C2,C4", 1), (W, "F2:F3,F4", 0)],
    );
    assert_eq!(
        refusal(&high, "F2>B2:C2,D2"),
        IllegalMove::BridgeMiddleTooHigh(cell("C2"))
    );
    // From a higher level back down to the board.
    let mut down = jump;
    play_legal(&mut down, "+L14:L15,L16");
    play_legal(&mut down, "B3>B7:B8,C8");
    assert_eq!(down.board().height(cell("B7")), Some(0));
}

#[test]
fn p4_rule_6_5c_the_rare_case_bridge_over_a_single_piece() {
    let mut position = setup(
        Variant::Standard,
        W,
        &[(W, "G6:F5,H6", 0), (W, "F2:G2,H3", 0)],
    );
    assert_eq!(position.board().top(cell("G6")).unwrap().kind(), Kind::M);
    assert_eq!(
        position.board().top(cell("F2")).unwrap().kind(),
        Kind::APlus
    );
    let landing = position.landing("F2>F5:G5,H6".parse().unwrap()).unwrap();
    assert_eq!((landing.level, landing.bridge_over), (1, Some(cell("G5"))));
    play_legal(&mut position, "F2>F5:G5,H6");
    assert!(!position.board().top(cell("G6")).unwrap().mobile);
    assert!(position.board().is_under_bridge(cell("G5")));
}

fn p5(options: Options, with_i5: bool) -> Position {
    let mut pieces = vec![
        (W, "E5:F5,G5", 0), // written with P first: G5,F5,E5 has P at G5
        (W, "H6:G6,F6", 0),
        (B, "K5:L5,M5", 0),
        (B, "K6:L6,L7", 0),
        (W, "I2:H2,J2", 0),
        (W, "G5:H5,H6", 1),
        (B, "K5:J5,K6", 1),
    ];
    pieces[0] = (W, "G5:F5,E5", 0);
    if with_i5 {
        pieces.push((W, "I5:H5,J5", 0));
    }
    pieces
        .into_iter()
        .fold(
            Setup::new(Variant::Standard).options(options),
            |s, (o, t, l)| s.piece(o, placement(t), l),
        )
        .position()
        .unwrap()
}

#[test]
fn p5_middle_punct_bridges_are_refused_unless_the_boardspace_flag_is_on() {
    let rulebook = p5(Options::default(), true);
    assert_eq!(
        refusal(&rulebook, "I2>I5:H5,J5"),
        IllegalMove::MiddlePunctBridge
    );
    let boardspace = p5(
        Options {
            allow_middle_punct_bridge: true,
        },
        true,
    );
    let mut played = boardspace.clone();
    play_legal(&mut played, "I2>I5:H5,J5");
    assert_eq!(played.board().top(cell("I5")).unwrap().level, 2);
    for options in [Options::default(), boardspace.options()] {
        let empty = p5(options, false);
        assert!(refusal(&empty, "I2>I5:H5,J5") != IllegalMove::MiddlePunctBridge);
    }
}

#[test]
fn rule_6_6_a_punct_may_land_on_a_bridge_middle_of_its_colour() {
    let mut position = setup(
        Variant::Standard,
        W,
        &[
            (W, "F5:G5,H5", 0),
            (B, "J5:K5,L5", 0),
            (W, "H2:H3,H4", 0),
            (W, "I12:I11,I13", 0),
        ],
    );
    play_legal(&mut position, "H2>H5:I5,J5");
    play_legal(&mut position, "+N16:O16,P16");
    play_legal(&mut position, "I12>I5:H5,J5");
    assert_eq!(position.board().top(cell("I5")).unwrap().level, 2);
    assert_eq!(
        position.board().stack(cell("I5")).len(),
        2,
        "gap at level 0 stays"
    );
}

#[test]
fn p10_rule_6_7_covered_pieces_are_immobile_until_uncovered() {
    // V (E5:E6,E7) lies two levels below the middle of a bridge over E5.
    let mut position = setup(
        Variant::Standard,
        W,
        &[
            (W, "D4:D3,D5", 0),
            (W, "F4:F3,F5", 0),
            (W, "D3:D4,D5", 1),
            (W, "F3:F4,F5", 1),
            (W, "D5:E5,F5", 2),
            (W, "E5:E6,E7", 0),
        ],
    );
    let board = position.board();
    assert_eq!(board.height(cell("E5")), Some(2));
    let victim = board.stack(cell("E6"))[0];
    assert!(!victim.mobile);
    let moves = position.legal_move_texts();
    assert!(!moves.iter().any(|m| m.starts_with("E5>")));
    assert!(!moves
        .iter()
        .any(|m| m.starts_with("D4>") || m.starts_with("D3>")));
    assert_eq!(
        refusal(&position, "E5>E5:E4,E3"),
        IllegalMove::Covered(cell("E5"))
    );
    // Lifting the bridge restores the victim's mobility.
    let lift = moves.iter().find(|m| m.starts_with("D5>")).unwrap().clone();
    play_legal(&mut position, &lift);
    assert!(position.board().piece(victim.id).mobile);
}

// §7 Connection ------------------------------------------------------------

fn p6_chain() -> Vec<(Seat, &'static str, u8)> {
    vec![
        (W, "A8:B8,C8", 0),
        (W, "D8:E8,F8", 0),
        (W, "G8:H8,I8", 0),
        (W, "J8:K8,L8", 0),
        (W, "N8:M8,O8", 0),
        (W, "P8:P9,Q10", 0),
    ]
}

#[test]
fn p6_rules_7_1_to_7_3_connection_by_visible_dots() {
    let position = setup(Variant::Standard, B, &p6_chain());
    let chain = position.connection(W).unwrap();
    assert_eq!(chain.len(), 18);
    assert!(position.connection(B).is_none());
    let mut covered = p6_chain();
    covered.push((B, "G8:H8,I8", 1));
    let covered = setup(Variant::Standard, B, &covered);
    assert!(covered.connection(W).is_none());
    // A move that adds a dot anywhere completes it: the game ends at once.
    let mut won = setup(Variant::Standard, W, &p6_chain()[..5]);
    play_legal(&mut won, "+P8:P9,Q10");
    let end = won.end().unwrap();
    assert_eq!(end.outcome, Outcome::Win(W));
    assert!(matches!(end.reason, EndReason::Connection { chain } if chain.len() == 18));
    assert!(won.legal_moves().is_empty());
    assert_eq!(refusal(&won, "+B2:C2,D2"), IllegalMove::GameOver);
}

#[test]
fn rules_7_1_and_7_2_a_bridge_middle_counts_and_levels_do_not_matter() {
    // Row 8 with a gap at H8 spanned by a White bridge at level 1.
    let position = setup(
        Variant::Standard,
        B,
        &[
            (W, "A8:B8,C8", 0),
            (W, "E8:D8,F8", 0),
            (W, "G8:G7,F7", 0),
            (W, "I8:I7,J8", 0),
            (W, "G8:H8,I8", 1),
            (W, "K8:L8,M8", 0),
            (W, "N8:O8,P8", 0),
            (W, "P9:Q10,P10", 0),
        ],
    );
    assert!(position.board().is_under_bridge(cell("H8")));
    let chain = position.connection(W).unwrap();
    assert!(chain.contains(cell("H8")) && chain.contains(cell("J8")));
    // Cells covered by the opponent do not count, whatever lies below.
    let mut pieces = vec![(W, "A8:B8,C8", 0), (W, "E8:D8,F8", 0)];
    pieces.push((B, "C8:D8,E8", 1));
    let covered = setup(Variant::Standard, W, &pieces);
    assert_eq!(
        covered.board().visible(W),
        cells("A8 B8 F8").into_iter().collect()
    );
    assert_eq!(
        covered.board().visible(B),
        cells("C8 D8 E8").into_iter().collect()
    );
}

#[test]
fn rule_7_3_every_pair_of_sides_counts_for_either_player() {
    for (pieces, who) in [
        // Column A (A8) to column Q (Q10): P6.
        (p6_chain(), W),
        // c − r = +8 (P8) to c − r = −8 (H16): row 8, then column H.
        (
            vec![
                (B, "P8:O8,N8", 0),
                (B, "M8:L8,K8", 0),
                (B, "J8:I8,H8", 0),
                (B, "H9:H10,H11", 0),
                (B, "H13:H12,H14", 0),
                (B, "H15:H16,G15", 0),
            ],
            B,
        ),
        // Row 1 (H1) to row 17 (J17): column H, then I16 and J17.
        (
            vec![
                (W, "H1:H2,H3", 0),
                (W, "H4:H5,H6", 0),
                (W, "H7:H8,H9", 0),
                (W, "H10:H11,H12", 0),
                (W, "H14:H13,H15", 0),
                (W, "I16:H16,J17", 0),
            ],
            W,
        ),
    ] {
        let position = setup(Variant::Standard, who.other(), &pieces);
        assert!(position.connection(who).is_some(), "{pieces:?}");
        assert!(position.connection(who.other()).is_none());
    }
}

/// Two parallel chains from column A to column Q: White's (row 8 then the
/// c − r = −1 diagonal) is broken by a Black piece lying on G8,H8,I8 at
/// level 1; Black's (row 2 then the c − r = 7 diagonal) lacks G2,H2,I2.
fn double_chain() -> Position {
    setup(
        Variant::Standard,
        B,
        &[
            (W, "A8:B8,C8", 0),
            (W, "D8:E8,F8", 0),
            (W, "G8:H8,I8", 0),
            (W, "J9:K10,L11", 0),
            (W, "N13:M12,O14", 0),
            (W, "P15:Q16,P16", 0),
            (B, "B2:A2,C2", 0),
            (B, "E2:D2,F2", 0),
            (B, "J3:K4,L5", 0),
            (B, "M6:N7,O8", 0),
            (B, "P9:Q10,P10", 0),
            (B, "G8:H8,I8", 1),
        ],
    )
}

#[test]
fn p6_rule_7_4_the_mover_wins_a_double_connection() {
    let mut position = double_chain();
    assert!(position.connection(W).is_none() && position.connection(B).is_none());
    play_legal(&mut position, "G8>G2:H2,I2");
    assert!(position.connection(W).is_some() && position.connection(B).is_some());
    assert_eq!(position.outcome(), Some(Outcome::Win(B)));
}

#[test]
fn p6_rule_7_4_completing_only_the_opponents_connection_loses() {
    let mut position = double_chain();
    play_legal(&mut position, "G8>G12:H12,I12");
    assert!(position.connection(B).is_none());
    let end = position.end().unwrap();
    assert_eq!(end.outcome, Outcome::Win(W));
    assert!(matches!(end.reason, EndReason::Connection { chain } if chain.contains(cell("H8"))));
}

// §8 End of pieces ---------------------------------------------------------

/// Places pieces of `owner` of the given kinds in the lower-left quarter
/// (columns A–H, rows 1–8, which touches only the adjacent sides column A and
/// row 1, so it can never connect), outside the centre, avoiding `taken`.
fn fill_corner(
    mut pieces: Vec<(Seat, String, u8)>,
    owner: Seat,
    kinds: &[(Kind, usize)],
) -> Vec<(Seat, String, u8)> {
    let mut used: CellSet = pieces
        .iter()
        .flat_map(|(_, text, _)| placement(text).cells())
        .collect();
    for &(kind, count) in kinds {
        let mut placed = 0;
        for candidate in Placement::all(kind) {
            if placed == count {
                break;
            }
            let fits = candidate
                .cells()
                .iter()
                .all(|c| c.column() <= 8 && c.row() <= 8 && !c.is_centre() && !used.contains(*c));
            if fits {
                used = used.union(candidate.cell_set());
                pieces.push((owner, candidate.to_string(), 0));
                placed += 1;
            }
        }
        assert_eq!(placed, count, "no room for {kind}");
    }
    pieces
}

fn p9(variant: Variant, black_centre: &[&str], white_centre: &[&str]) -> Position {
    let mut pieces: Vec<(Seat, String, u8)> = Vec::new();
    for text in white_centre {
        pieces.push((W, (*text).to_owned(), 0));
    }
    for text in black_centre {
        pieces.push((B, (*text).to_owned(), 0));
    }
    let e_left = 4 - black_centre.len();
    let pieces = fill_corner(
        pieces,
        B,
        &[
            (Kind::T, 5),
            (Kind::E, e_left),
            (Kind::C, 2),
            (Kind::M, 2),
            (Kind::APlus, 2),
            (Kind::AMinus, 2),
        ],
    );
    let borrowed: Vec<(Seat, &str, u8)> = pieces
        .iter()
        .map(|(s, t, l)| (*s, t.as_str(), *l))
        .collect();
    let position = setup(variant, B, &borrowed);
    assert_eq!(position.reserve(B).total(), 1);
    assert!(position.reserve(W).total() > 1);
    position
}

/// Black plays its 18th piece (its last T) far from everything.
fn last_add(mut position: Position) -> Position {
    play_legal(&mut position, "+O14:P14,P15");
    position
}

#[test]
fn p9_rule_8_1_and_8_3_the_last_piece_ends_the_standard_game_by_centre_count() {
    // White 5 central cells (G7,H7,I7 + K11 + G9), Black 3 (I11, J8, H10).
    let white = ["G7:H7,I7", "K11:L11,M11", "G9:F9,E9"];
    let black = ["I11:I12,I13", "J8:K8,L8", "H10:G10,F10"];
    let position = last_add(p9(Variant::Standard, &black, &white));
    assert_eq!(
        position.centre_count(),
        ByColor {
            first: 5,
            second: 3
        }
    );
    assert_eq!(
        position.end(),
        Some(End {
            outcome: Outcome::Win(W),
            reason: EndReason::CentreCount {
                centre: ByColor {
                    first: 5,
                    second: 3
                }
            }
        })
    );
    assert!(position.reserve(W).total() > 0, "White still had pieces");
    // 4–4 is a draw.
    let white4 = ["G7:H7,I7", "K11:L11,M11"];
    let black4 = ["I11:I12,I13", "J8:K8,L8", "H10:G10,F10", "K10:L10,M10"];
    let drawn = last_add(p9(Variant::Standard, &black4, &white4));
    assert_eq!(
        drawn.centre_count(),
        ByColor {
            first: 4,
            second: 4
        }
    );
    assert_eq!(drawn.outcome(), Some(Outcome::Draw));
}

#[test]
fn p9_rule_8_2_the_last_piece_ends_the_basic_game_in_a_draw() {
    let white = ["G7:H7,I7", "K11:L11,M11", "G9:F9,E9"];
    let black = ["I11:I12,I13", "J8:K8,L8", "H10:G10,F10"];
    let position = last_add(p9(Variant::Basic, &black, &white));
    assert_eq!(
        position.end(),
        Some(End {
            outcome: Outcome::Draw,
            reason: EndReason::LastPieceDraw
        })
    );
}

#[test]
fn rule_8_1_moves_do_not_end_the_game_and_the_end_waits_for_an_add() {
    let white = ["G7:H7,I7"];
    let black = ["I11:I12,I13"];
    let mut position = p9(Variant::Standard, &black, &white);
    let piece_move = position
        .legal_moves()
        .into_iter()
        .find(|m| !m.is_add())
        .unwrap();
    position.play(piece_move).unwrap();
    assert!(!position.is_over());
}

// §9 Pass ------------------------------------------------------------------

#[test]
fn rule_9_1_pass_only_without_any_action_and_two_passes_end_the_game() {
    // Reaching a position without any action needs a board packed beyond
    // what set-ups of legal piece counts allow; the machinery is unit-tested
    // in `position.rs`. Here: pass is refused while anything else is legal.
    let position = setup(
        Variant::Standard,
        W,
        &[(W, "B2:C2,D2", 0), (B, "B2:C2,D2", 1)],
    );
    // White still has 17 pieces to add, so pass is refused.
    assert_eq!(refusal(&position, "pass"), IllegalMove::PassNotAllowed);
    assert_eq!(
        IllegalMove::PassNotAllowed.to_string(),
        "you may pass only when you have no legal ADD or MOVE"
    );
}

// §11 Notation -------------------------------------------------------------

#[test]
fn rule_11_1_notation_prints_canonically_and_parses_leniently() {
    let mut position = Position::new(Variant::Standard);
    assert_eq!(position.play_text(" +f5:h5,g5 ").unwrap(), "+F5:G5,H5");
    // Spaces around a move, never inside it.
    assert_eq!(
        position.play_text("+B4 : D4, C4").unwrap_err(),
        IllegalMove::Malformed
    );
    assert_eq!(position.play_text("+B4:D4,C4").unwrap(), "+B4:C4,D4");
    assert_eq!(position.play_text("f5>F6:h6,G6").unwrap(), "F5>F6:G6,H6");
    let history: Vec<String> = position.history().iter().map(ToString::to_string).collect();
    assert_eq!(history, ["+F5:G5,H5", "+B4:C4,D4", "F5>F6:G6,H6"]);
    let rebuilt = Position::from_history(Variant::Standard, history).unwrap();
    assert_eq!(rebuilt, position);
    for (text, message) in [
        ("+Q18:G5,H5", "Q18 is not a cell of the board"),
        ("F5:G5,H5", "cannot read that move: write an ADD as +F5:G5,H5 and a MOVE as H2>H5:I5,J5 (PÜNCT first, then the two minor dots), or pass"),
        ("+B2:C2,E2", "the three cells do not form a piece"),
        ("+B2:B2,C2", "B2 is written twice: a piece covers three different cells"),
        ("H2>H5:I5,J5", "no piece of yours has its PÜNCT on H2"),
    ] {
        assert_eq!(refusal(&position, text).to_string(), message, "{text}");
    }
}

#[test]
fn descriptions_and_last_move_data() {
    let start = Position::new(Variant::Standard);
    let add: Move = "+F5:G5,H5".parse().unwrap();
    assert_eq!(
        add.describe(&start),
        "add straight piece, PÜNCT at end: F5·G5·H5"
    );
    let position = setup(Variant::Standard, W, &[(W, "E5:D5,F5", 0)]);
    let rotate: Move = "E5>E5:E4,E6".parse().unwrap();
    assert_eq!(rotate.describe(&position), "rotate in place at E5");
    let mut played = position.clone();
    played.play(rotate).unwrap();
    match played.last_move_data() {
        Some(LastMove::Move {
            piece,
            from,
            from_level,
        }) => {
            assert_eq!(piece.placement.to_string(), "E5:E4,E6");
            assert_eq!(from.to_string(), "E5:D5,F5");
            assert_eq!(from_level, 0);
        }
        other => panic!("{other:?}"),
    }
    let mut added = start.clone();
    added.play(add).unwrap();
    assert!(
        matches!(added.last_move_data(), Some(LastMove::Add { piece }) if piece.level == 0 && piece.owner == W)
    );
    // Peek under a piece.
    let stacked = setup(
        Variant::Standard,
        W,
        &[(W, "B2:C2,D2", 0), (B, "B2:C2,D2", 1)],
    );
    let under = stacked.without_piece(cell("C2")).unwrap();
    assert_eq!(under.top_owner(cell("C2")), Some(W));
    assert!(under.top(cell("C2")).unwrap().mobile);
    assert!(stacked.without_piece(cell("Q10")).is_none());
}
