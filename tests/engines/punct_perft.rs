//! Perft counts: a regression net for move generation and the end of game.
//!
//! Depth 1 from the start is the rulebook's 4986 (§12 P2); the deeper counts
//! were produced by this engine after its move lists had been checked against
//! a literal reading of the rules (`punct_reference.rs`), and pin it down.

use punctbot::games::{
    punct::{Position, Variant},
    Rules,
};

fn perft_after(variant: Variant, moves: &[&str], depth: u32) -> u64 {
    let position = Position::from_history(variant, moves).unwrap();
    position.perft(depth)
}

#[test]
fn perft_from_the_start() {
    for variant in [Variant::Standard, Variant::Basic] {
        assert_eq!(perft_after(variant, &[], 0), 1);
        assert_eq!(perft_after(variant, &[], 1), 4986);
    }
    assert_eq!(perft_after(Variant::Standard, &[], 2), 23_841_810);
    assert_eq!(perft_after(Variant::Basic, &[], 2), 28_499_958);
}

#[test]
fn perft_after_two_adds() {
    let moves = ["+B2:C2,D2", "+E5:F5,G5"];
    assert_eq!(perft_after(Variant::Standard, &moves, 2), 21_558_174);
    assert_eq!(perft_after(Variant::Basic, &moves, 2), 30_861_120);
}

#[test]
fn perft_with_a_bridge_on_the_board() {
    // P3's bridge, reached in a game.
    let moves = [
        "+F5:G5,H5",
        "+J5:K5,L5",
        "+H2:H3,H4",
        "+N16:O16,P16",
        "H2>H5:I5,J5",
        "+L14:L15,L16",
    ];
    assert_eq!(perft_after(Variant::Standard, &moves, 1), 4240);
    assert_eq!(perft_after(Variant::Standard, &moves, 2), 17_876_868);
    assert_eq!(perft_after(Variant::Basic, &moves, 2), 26_314_827);
}
