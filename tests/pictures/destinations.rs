//! The destinations picture (`/moves cell:`): exactly the cells the engine
//! lets that piece's PÜNCT move to are marked, cell by cell, each in the
//! colour of how it lands.

use punctbot::manager::Locale;
use std::collections::BTreeMap;

use punctbot::{
    games::{
        punct::{Cell, Move},
        random_game, AnyGame, Rules,
    },
    render::{self, palette},
};

use crate::render_pictures::{close, decode, players};

/// For each source cell of the side to move, the PÜNCT cells its legal
/// MOVEs end on, and whether some of them land flat / raised / by a bridge
/// only, found from the engine's legal moves and their landings.
fn engine_destinations(game: &AnyGame) -> BTreeMap<Cell, BTreeMap<Cell, (bool, bool)>> {
    let position = punctbot::games::punct::position(game).expect("a punct game");
    let mut found: BTreeMap<Cell, BTreeMap<Cell, (bool, bool)>> = BTreeMap::new();
    for mv in game.legal_moves() {
        let Some(m @ Move::Move { from, to }) = mv.typed::<Move>() else {
            continue;
        };
        let landing = position.landing(m).expect("a legal move lands");
        let entry = found
            .entry(from)
            .or_default()
            .entry(to.punct())
            .or_insert((false, false));
        // (supported somewhere, bridged somewhere)
        entry.0 |= landing.bridge_over.is_none();
        entry.1 |= landing.bridge_over.is_some();
    }
    found
}

#[test]
fn the_destinations_picture_marks_exactly_the_legal_destinations() {
    let mut checked = 0;
    for seed in 0..12u64 {
        let game = random_game(
            punctbot::games::punct::STANDARD,
            20 + (seed as usize * 7) % 50,
            seed,
        );
        let sources = engine_destinations(&game);
        // Two sources a game keep the test quick; the most destinations first.
        let mut sources: Vec<_> = sources.into_iter().collect();
        sources.sort_by_key(|(_, cells)| std::cmp::Reverse(cells.len()));
        for (from, cells) in sources.into_iter().take(2) {
            let (png, count) =
                render::destinations_png(&game, &players(), &Locale::en(), &from.to_string())
                    .unwrap();
            assert_eq!(count, cells.len());
            let picture = decode(&png);
            for cell in Cell::all() {
                let (x, y) = render::destination_mark_pixel(cell);
                let pixel = *picture.get_pixel(x, y);
                let blue = close(pixel, palette::LAST_MOVE, 10);
                let violet = close(pixel, palette::BRIDGE, 10);
                match cells.get(&cell) {
                    Some(&(true, _)) => assert!(blue, "{from}→{cell}: {pixel:?}"),
                    Some(&(false, true)) => assert!(violet, "{from}→{cell}: {pixel:?}"),
                    _ => assert!(!blue && !violet, "{from}: {cell} marked, {pixel:?}"),
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 10, "too few pieces with moves");
}

#[test]
fn a_cell_nothing_can_move_from_is_refused() {
    let game = random_game(punctbot::games::punct::STANDARD, 0, 1);
    assert_eq!(
        render::destinations_png(&game, &players(), &Locale::en(), "F5").map(|(_, n)| n),
        Err(render::PeekError::NoMoves("F5".parse().unwrap()))
    );
}

/// `/peek` of a three-high stack lists all three levels, top first, each
/// piece's icon in its owner's colour (straight pieces: the icon's centre
/// is a dot).
#[test]
fn a_peek_shows_every_level_of_the_stack() {
    use punctbot::games::{punct, Seat};
    let setup = punct::Setup::new(punct::Variant::Standard)
        .piece(Seat::First, "F5:G5,H5".parse().unwrap(), 0)
        .piece(Seat::Second, "H5:G5,F5".parse().unwrap(), 1)
        .piece(Seat::First, "F5:G5,H5".parse().unwrap(), 2);
    let game = AnyGame::new(punct::STANDARD, setup.position().unwrap());
    let picture = decode(&render::peek_png(&game, &players(), &Locale::en(), "G5").unwrap());
    for (index, owner) in [Seat::First, Seat::Second, Seat::First]
        .into_iter()
        .enumerate()
    {
        let (x, y) = render::peek_stack_icon_pixel(index, 3);
        let body = owner.fold(palette::WHITE_PIECE, palette::BLACK_PIECE);
        let found = (0..9).any(|d| close(*picture.get_pixel(x + d - 4, y), body, 12));
        assert!(
            found,
            "level {} from the top: {:?}",
            index,
            picture.get_pixel(x, y)
        );
    }
}
