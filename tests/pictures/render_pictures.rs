//! The board pictures, decoded and checked pixel by pixel.

use image::{Rgb, RgbImage};
use punctbot::manager::Locale;
use punctbot::{
    games::{
        boop::{self, Resolved},
        punct::{self, Cell, LastMove},
        random_game, AnyGame, ByColor, GameKind, Rules,
    },
    render::{self, palette},
};

/// Pictures must stay small enough for Discord and quick to send.
pub const MAX_PNG_BYTES: usize = 300 * 1024;

pub fn players() -> ByColor<String> {
    ByColor {
        first: "Alice".to_owned(),
        second: "Борис 小明".to_owned(),
    }
}

pub fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a valid PNG")
        .into_rgb8()
}

pub fn close(pixel: Rgb<u8>, colour: render::palette::Colour, tolerance: u8) -> bool {
    pixel
        .0
        .iter()
        .zip(colour.0)
        .all(|(&a, b)| a.abs_diff(b) <= tolerance)
}

pub fn play(kind: GameKind, moves: &str) -> AnyGame {
    let mut game = kind.start();
    for text in moves.split_whitespace() {
        game.play_text(text)
            .unwrap_or_else(|reason| panic!("{text}: {reason}"));
    }
    game
}

/// Every cell whose top dot can be told from its colour: its centre shows the
/// owner's colour (or the gold PÜNCT mark), an empty cell the board.
fn check_punct_cells(position: &punct::Position, picture: &RgbImage) {
    let board = position.board();
    let raised_nearby = |cell: Cell| {
        // Shadows of pieces four or more levels up may reach a neighbour.
        board
            .pieces()
            .any(|piece| piece.level >= 3 && piece.cells().iter().any(|&c| c.distance(cell) <= 2))
    };
    let on_last_arrow = |cell: Cell| match position.last_move_data() {
        Some(LastMove::Move { from, piece, .. }) => {
            from.punct().is_aligned_with(piece.punct())
                && cell.is_aligned_with(from.punct())
                && cell.distance(from.punct()) + cell.distance(piece.punct())
                    == from.punct().distance(piece.punct())
        }
        _ => false,
    };
    let mut checked = 0;
    for cell in Cell::all() {
        if raised_nearby(cell) {
            continue;
        }
        let ((x, y), radius) = render::punct_cell_pixel(cell);
        match board.top(cell) {
            None if on_last_arrow(cell) => continue,
            None => {
                let expected = if cell.is_centre() {
                    palette::CENTRE_CELL
                } else {
                    palette::CELL
                };
                let pixel = *picture.get_pixel(x, y);
                assert!(close(pixel, expected, 4), "{cell}: empty, but {pixel:?}");
            }
            Some(piece) => {
                let body = piece.owner.fold(palette::WHITE_PIECE, palette::BLACK_PIECE);
                let (pixel, expected) = if piece.level > 0 {
                    // Between the level number (and PÜNCT ring) and the rim.
                    let d = (radius * 0.94 / std::f32::consts::SQRT_2).round() as u32;
                    (*picture.get_pixel(x - d, y - d), body)
                } else if piece.punct() == cell {
                    (*picture.get_pixel(x, y), palette::PUNCT_MARK)
                } else {
                    (*picture.get_pixel(x, y), body)
                };
                assert!(
                    close(pixel, expected, 6),
                    "{cell}: {piece:?}, but {pixel:?}"
                );
            }
        }
        checked += 1;
    }
    assert!(checked > 150, "only {checked} cells checked");
}

fn count_near(picture: &RgbImage, colour: palette::Colour) -> usize {
    picture
        .pixels()
        .filter(|&&pixel| close(pixel, colour, 8))
        .count()
}

#[test]
fn punct_picture_shows_each_dot_in_its_owners_colour_and_the_board_where_empty() {
    // P3: a straight bridge over I5.
    let game = play(
        punctbot::games::punct::STANDARD,
        "+F5:G5,H5 +J5:K5,L5 +H2:H3,H4 +N14:N15,N16 H2>H5:I5,J5",
    );
    let png = render::board_png(&game, &players(), &Locale::en());
    let picture = decode(&png);
    assert_eq!(picture.dimensions(), (792, 1284));
    let position = punctbot::games::punct::position(&game).expect("a punct game");
    check_punct_cells(position, &picture);
    // The moved piece carries the last-move halo.
    assert!(
        count_near(&picture, palette::LAST_MOVE) > 300,
        "no last-move highlight"
    );
}

#[test]
fn punct_last_add_is_highlighted_and_the_empty_board_is_not() {
    let empty = decode(&render::board_png(
        &punctbot::games::punct::STANDARD.start(),
        &players(),
        &Locale::en(),
    ));
    let after_add = decode(&render::board_png(
        &play(punctbot::games::punct::BASIC, "+B2:C2,D2"),
        &players(),
        &Locale::en(),
    ));
    let board_part = |picture: &RgbImage| {
        let cropped = image::imageops::crop_imm(picture, 0, 0, 792, 816).to_image();
        count_near(&cropped, palette::LAST_MOVE)
    };
    assert_eq!(board_part(&empty), 0);
    assert!(board_part(&after_add) > 300);
}

#[test]
fn punct_connection_win_highlights_the_chain() {
    // P6: White links column A to column Q along row 8 (basic game, so the
    // centre is open after the first ADD); Black plays far away.
    let white = [
        "+A8:B8,C8",
        "+D8:E8,F8",
        "+J8:K8,L8",
        "+N8:M8,O8",
        "+P8:P9,Q10",
        "+G8:H8,I8",
    ];
    let black = [
        "+B2:C2,C3",
        "+E2:F2,F3",
        "+B5:C5,C6",
        "+E5:F5,F6",
        "+H2:I2,I3",
    ];
    let mut game = punctbot::games::punct::BASIC.start();
    for (index, white) in white.iter().enumerate() {
        game.play_text(white).unwrap();
        if let Some(black) = black.get(index) {
            game.play_text(black).unwrap();
        }
    }
    let position = punctbot::games::punct::position(&game).expect("a punct game");
    assert!(position.is_over(), "{}", game.describe());
    let picture = decode(&render::board_png(&game, &players(), &Locale::en()));
    assert!(
        count_near(&picture, palette::WIN) > 500,
        "no winning chain drawn"
    );
}

#[test]
fn punct_peek_lifts_the_piece_and_outlines_it() {
    let game = play(
        punctbot::games::punct::STANDARD,
        "+F5:G5,H5 +J5:K5,L5 +H2:H3,H4 +N14:N15,N16 H2>H5:I5,J5",
    );
    let picture = decode(&render::peek_png(&game, &players(), &Locale::en(), "i5").unwrap());
    // I5 was the bridge's middle over an empty cell: now the board shows.
    let ((x, y), _) = render::punct_cell_pixel("I5".parse().unwrap());
    assert!(close(*picture.get_pixel(x, y), palette::CELL, 4));
    assert!(
        count_near(&picture, palette::PEEK) > 200,
        "no outline of the lifted piece"
    );
    assert_eq!(
        render::peek_png(&game, &players(), &Locale::en(), "A5")
            .unwrap_err()
            .to_string(),
        "there is no piece on A5 to lift"
    );
    assert_eq!(
        render::peek_png(&game, &players(), &Locale::en(), "Z9")
            .unwrap_err()
            .to_string(),
        "Z9 is not a cell of the board"
    );
}

fn check_boop_squares(position: &boop::Position, picture: &RgbImage) {
    let departed: Vec<boop::Square> = match position.last_turn().and_then(|report| report.resolved)
    {
        Some(Resolved::Graduated { row, .. }) => row.squares().to_vec(),
        Some(Resolved::Lifted { square, .. }) => vec![square],
        None => Vec::new(),
    };
    for square in boop::Square::ALL {
        let (x, y) = render::boop_square_pixel(square);
        match position.piece_at(square) {
            Some(piece) => {
                let body = piece.owner.fold(palette::ORANGE, palette::GRAY);
                let pixel = *picture.get_pixel(x, y + 5);
                assert!(close(pixel, body, 6), "{square}: {piece:?}, but {pixel:?}");
            }
            None if departed.contains(&square) => {}
            None => {
                let pixel = *picture.get_pixel(x, y);
                assert!(
                    close(pixel, palette::BED_LIGHT, 4) || close(pixel, palette::BED_DARK, 4),
                    "{square}: empty, but {pixel:?}"
                );
            }
        }
    }
}

#[test]
fn boop_picture_shows_pieces_in_their_colours_and_the_last_placement() {
    // B1: gray's kitten on d4 boops orange's c3 to b2.
    let game = play(punctbot::games::boop::STANDARD, "Kc3 Kd4");
    let picture = decode(&render::board_png(&game, &players(), &Locale::en()));
    assert_eq!(picture.dimensions(), (768, 1092));
    let position = punctbot::games::boop::position(&game).expect("a boop game");
    check_boop_squares(position, &picture);
    // The boop arrow and the placement highlight.
    assert!(count_near(&picture, palette::LAST_MOVE) > 300);
}

#[test]
fn random_positions_of_both_games_render_correctly_small_and_deterministically() {
    for seed in 0..300u64 {
        for kind in [
            punctbot::games::punct::STANDARD,
            punctbot::games::boop::STANDARD,
        ] {
            let plies = (seed as usize * 7) % 90;
            let game = random_game(kind, plies, seed);
            let png = render::board_png(&game, &players(), &Locale::en());
            assert!(
                png.len() < MAX_PNG_BYTES,
                "{kind} seed {seed}: {} bytes",
                png.len()
            );
            if seed % 10 == 0 {
                assert_eq!(
                    png,
                    render::board_png(&game, &players(), &Locale::en()),
                    "not deterministic"
                );
            }
            let picture = decode(&png);
            if let Some(position) = punctbot::games::punct::position(&game) {
                check_punct_cells(position, &picture);
            } else if let Some(position) = punctbot::games::boop::position(&game) {
                check_boop_squares(position, &picture);
            }
        }
    }
}
