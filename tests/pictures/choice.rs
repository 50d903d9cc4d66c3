//! The picture of a boop. choice (issue 14): the bed after the placement
//! and its boop, pieces where the rulebook puts them, every option
//! numbered on the bed.

use image::RgbImage;
use punctbot::manager::Locale;
use punctbot::{
    games::{
        boop::{self, Choosing, Placement, Resolved},
        random_game, AnyGame,
    },
    render::{self, palette},
};

use crate::render_pictures::{close, decode, players};

/// Placements that need a choice in random games, with what they leave.
fn choices(count: usize) -> Vec<(boop::Position, Placement, Choosing)> {
    let mut found = Vec::new();
    for seed in 0..400u64 {
        let game = random_game(
            punctbot::games::boop::STANDARD,
            8 + (seed % 40) as usize,
            seed,
        );
        let position = boop::position(&game).expect("a boop game").clone();
        let placement = position
            .legal_turns()
            .into_iter()
            .filter(|turn| turn.resolution.is_some())
            .map(|turn| turn.placement)
            .find(|&placement| position.options_after(placement).unwrap().len() >= 2);
        if let Some(placement) = placement {
            let choosing = position.choosing(placement).unwrap().expect("options");
            found.push((position, placement, choosing));
            if found.len() == count {
                break;
            }
        }
    }
    assert_eq!(found.len(), count, "too few choices in random games");
    found
}

/// The bed the rulebook gives while the mover chooses, found without
/// [`Choosing`]: the whole turn played with any option, and the pieces
/// that option took off the bed put back (§6.3 only removes pieces).
fn expected_bed(position: &boop::Position, placement: Placement) -> Vec<Option<boop::Piece>> {
    let option = position.options_after(placement).unwrap().resolutions()[0];
    let mut after = position.clone();
    after
        .play(boop::Turn {
            placement,
            resolution: Some(option),
        })
        .unwrap();
    let mut bed: Vec<Option<boop::Piece>> = boop::Square::ALL
        .iter()
        .map(|&square| after.piece_at(square))
        .collect();
    match after.last_turn().and_then(|report| report.resolved) {
        Some(Resolved::Graduated { row, pieces }) => {
            for (square, piece) in row.squares().into_iter().zip(pieces) {
                bed[square.index()] = Some(piece);
            }
        }
        Some(Resolved::Lifted { square, piece }) => bed[square.index()] = Some(piece),
        None => panic!("a resolution was chosen"),
    }
    bed
}

fn check_bed(bed: &[Option<boop::Piece>], picture: &RgbImage, shown: &str) {
    for square in boop::Square::ALL {
        let (x, y) = render::boop_square_pixel(square);
        let pixel = *picture.get_pixel(x, y + 5);
        match bed[square.index()] {
            Some(piece) => {
                let body = piece.owner.fold(palette::ORANGE, palette::GRAY);
                assert!(
                    close(pixel, body, 6),
                    "{shown} {square}: {piece:?}, but {pixel:?}"
                );
            }
            None => assert!(
                close(pixel, palette::BED_LIGHT, 4) || close(pixel, palette::BED_DARK, 4),
                "{shown} {square}: empty, but {pixel:?}"
            ),
        }
    }
}

#[test]
fn a_choice_shows_the_bed_after_the_placement_with_every_option_numbered() {
    for (position, placement, choosing) in choices(12) {
        let shown = format!("{:?} then {placement}", position.turns_played());
        let game = AnyGame::new(punctbot::games::boop::STANDARD, position.clone());
        let first = punctbot::games::AnyMove::of(&boop::Turn {
            placement,
            resolution: None,
        });
        let png = render::choice_png(&game, first, &players(), &Locale::en()).expect("a choice");
        let _ = &choosing;
        let picture = decode(&png);
        check_bed(&expected_bed(&position, placement), &picture, &shown);
        // The placed piece stands on its square, which the board before it
        // shows empty.
        let before = decode(&render::board_png(&game, &players(), &Locale::en()));
        assert_ne!(before, picture, "{shown}");
        let options = choosing.options.resolutions();
        let (centres, radius) = render::choice_badge_pixels(&options);
        for (option, (x, y)) in options.iter().zip(centres) {
            // A white disc: its lower part, below the number.
            let below = *picture.get_pixel(x, y + (radius * 0.8) as u32);
            assert!(
                close(below, palette::CHOICE, 8),
                "{shown} {option}: {below:?}"
            );
        }
    }
}

#[test]
fn the_numbers_of_a_choice_never_overlap() {
    for (_, _, choosing) in choices(40) {
        let (centres, radius) = render::choice_badge_pixels(&choosing.options.resolutions());
        for (index, &(x, y)) in centres.iter().enumerate() {
            for &(ox, oy) in &centres[index + 1..] {
                let apart = (f64::from(x) - f64::from(ox)).hypot(f64::from(y) - f64::from(oy));
                assert!(
                    apart >= 2.0 * f64::from(radius) - 1.0,
                    "{:?}",
                    choosing.options
                );
            }
        }
    }
}
