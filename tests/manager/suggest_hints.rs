//! Autocomplete hints: every suggested move is legal and comes back as the
//! notation Discord sends, and its label says what the move does.

use proptest::prelude::*;
use punctbot::{
    games::{
        boop, punct, random_game,
        suggest::{label as label_of, suggest},
        AnyGame, GameKind, Rules, Seat,
    },
    manager::Locale,
    words::{self, MAX_MOVE_LABEL},
};

/// The label of `text` in `game`.
fn label(game: &AnyGame, text: &str) -> String {
    let mv = game.parse_move(text).unwrap();
    words::move_label(&Locale::en(), &label_of(game, mv).unwrap())
}

/// A PÜNCT game after `moves`.
fn punct(moves: &[&str]) -> AnyGame {
    let mut game = punctbot::games::punct::STANDARD.start();
    for text in moves {
        game.play_text(text).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_suggestion_is_a_legal_move_with_a_short_label(
        kind in 0..GameKind::all().count(),
        plies in 0usize..140,
        seed: u64,
        typed in prop::sample::select(vec!["", "+", "h", "F5", "f5 g5", "H2>", "K", "c3", "p"]),
    ) {
        let game = random_game(GameKind::all().nth(kind).unwrap(), plies, seed);
        let shown = suggest(&game, typed);
        prop_assert!(shown.len() <= 25);
        for mv in shown {
            let labelled = label_of(&game, mv).expect("a suggested move is legal");
            let label = words::move_label(&Locale::en(), &labelled);
            prop_assert!(!label.is_empty() && label.chars().count() <= MAX_MOVE_LABEL, "{}", label);
            // The choice's value, read back as a typed move, plays.
            let value = mv.to_string();
            prop_assert_eq!(game.parse_move(&value), Ok(mv));
            let mut played = game.clone();
            prop_assert!(played.play(mv).is_ok(), "{}", value);
        }
    }
}

#[test]
fn punct_labels_name_the_kind_and_what_happens() {
    let start = punct(&[]);
    assert_eq!(label(&start, "+F5:G5,H5"), "add straight E: F5·G5·H5");
    assert_eq!(label(&start, "+B2:C2,C3"), "add triangle: B2·C2·C3");
    // Rulebook P3: H2's straight piece bridges I5 between its own H5 and
    // black's J5, covering both pieces; within 80 characters the label has
    // room for black's only.
    let p3 = punct(&["+F5:G5,H5", "+J5:K5,L5", "+H2:H3,H4", "+N16:O16,P16"]);
    assert_eq!(
        label(&p3, "H2>H5:I5,J5"),
        "move straight E H2 → H5·I5·J5 — bridge over I5, level 1, covers 1 of theirs"
    );
    assert_eq!(
        label(&p3, "H2>H2:I2,J2"),
        "rotate straight E at H2 → H2·I2·J2 — flat on the board"
    );
    // A jump onto one's own piece, and back down, uncovering it.
    let jump = setup(&[("F5:G5,H5", 0), ("F3:G3,H3", 0)]);
    assert_eq!(
        label(&jump, "F3>F5:G5,H5"),
        "move straight E F3 → F5·G5·H5 — jump onto level 1, covers 1 of yours"
    );
    let down = setup(&[("F5:G5,H5", 0), ("F5:G5,H5", 1)]);
    assert_eq!(
        label(&down, "F5>F2:G2,H2"),
        "move straight E F5 → F2·G2·H2 — down to the board, frees 1 of yours"
    );
}

/// A PÜNCT position with White's pieces at these placements and levels,
/// White to move.
fn setup(pieces: &[(&str, u8)]) -> AnyGame {
    let setup = pieces.iter().fold(
        punct::Setup::new(punct::Variant::Standard),
        |setup, &(text, level)| setup.piece(Seat::First, text.parse().unwrap(), level),
    );
    AnyGame::new(punct::STANDARD, setup.position().unwrap())
}

#[test]
fn punct_labels_put_the_end_first() {
    // White's chain along row 8 from column A, then up to Q10, missing
    // M8–O8: adding it connects columns A and Q.
    let game = setup(&[
        ("B8:A8,C8", 0),
        ("D8:E8,F8", 0),
        ("G8:H8,I8", 0),
        ("J8:K8,L8", 0),
        ("P9:P8,Q10", 0),
    ]);
    assert_eq!(
        label(&game, "+M8:N8,O8"),
        "wins by connection — add straight E: M8·N8·O8"
    );
    assert_eq!(label(&game, "+M7:N7,O7"), "add straight E: M7·N7·O7");
}

#[test]
fn boop_labels_say_what_is_booped_and_chosen() {
    let start = punctbot::games::boop::STANDARD.start();
    let mut c3 = start.clone();
    c3.play_text("Kc3").unwrap();
    let mut a1 = c3.clone();
    a1.play_text("Ka1").unwrap();
    // Rulebook B6: a line of two completed.
    let b6 = boop_game("Ka1 Kb1", 0);
    // All 8 on the bed after the placement: one must be lifted.
    let full = boop_game("Ka1 Cb1 Kd1 Kf1 Ka6 Kc6 Ke6", 1);
    let win = boop_game("Ca1 Cb1", 3);
    for (game, text, words) in [
        (&start, "Kc3", "kitten on c3"),
        (&c3, "Kd4", "kitten on d4 — boops c3→b2"),
        (&c3, "Kb2", "kitten on b2 — boops c3→d4"),
        (&a1, "Kb2", "kitten on b2 — boops c3→d4 · a1 off the bed"),
        (&b6, "Kc1/Ga1-c1", "kitten on c1; then graduate a1–c1"),
        (
            &full,
            "Kd4/Lb1",
            "kitten on d4; then return the cat on b1 to your pool",
        ),
        (
            &full,
            "Kd4/La1",
            "kitten on d4; then graduate the kitten on a1",
        ),
        (&win, "Cc1", "wins: three cats in a row a1–c1 — cat on c1"),
    ] {
        assert_eq!(label(game, text), words, "{text}");
    }
}

/// A boop game with orange's `pieces` on the bed and `graduated` kittens
/// graduated, orange to move.
fn boop_game(pieces: &str, graduated: u8) -> AnyGame {
    let setup = boop::Setup::new(boop::Variant::Standard)
        .pieces(Seat::First, pieces)
        .unwrap()
        .graduated(Seat::First, graduated);
    AnyGame::new(boop::STANDARD, boop::Position::from_setup(&setup).unwrap())
}
