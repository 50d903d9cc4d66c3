//! The final pictures: for every way each game ends, no "to move" badge
//! (checked on the pixels where it is drawn), the winner's card starred and
//! the winning chain, centre or row marked.

use image::RgbImage;
use punctbot::manager::Locale;
use punctbot::{
    games::{
        boop::{self, WinReason},
        punct::{self, Cell, CellSet, EndReason, Side},
        random_game, AnyGame, ByColor, Rules, Seat,
    },
    render::{self, palette, Ending, Finish},
};

use crate::render_pictures::{close, decode, play, players};

/// The rulebook's P6: White links column A to column Q along row 8 in the
/// basic game; Black plays far away.
pub const P6_CONNECTION: &str = "+A8:B8,C8 +B2:C2,C3 +D8:E8,F8 +E2:F2,F3 +J8:K8,L8 +B5:C5,C6 \
    +N8:M8,O8 +E5:F5,F6 +P8:P9,Q10 +H2:I2,I3 +G8:H8,I8";

/// How many pixels of `area` (left, top, width, height) are near `colour`.
fn count_in(picture: &RgbImage, area: (u32, u32, u32, u32), colour: palette::Colour) -> usize {
    let (left, top, width, height) = area;
    let right = (left + width).min(picture.width());
    let bottom = (top + height).min(picture.height());
    (top..bottom)
        .flat_map(|y| (left..right).map(move |x| (x, y)))
        .filter(|&(x, y)| close(*picture.get_pixel(x, y), colour, 10))
        .count()
}

/// The pixels of the badge: the "to move" stripe and tag are the only
/// last-move blue in a card.
fn badge_pixels(game: &AnyGame, picture: &RgbImage, seat: Seat) -> usize {
    count_in(
        picture,
        render::player_card_area(game, seat),
        palette::LAST_MOVE,
    )
}

/// The pixels of the winner's star and stripe.
fn star_pixels(game: &AnyGame, picture: &RgbImage, seat: Seat) -> usize {
    count_in(picture, render::player_card_area(game, seat), palette::WIN)
}

/// The lines under the cards (boop. first says what the last turn did): the
/// caller's first line is drawn in the colour of a result.
fn result_line_pixels(game: &AnyGame, picture: &RgbImage) -> usize {
    count_in(picture, under_the_cards(game, 100), palette::WIN)
}

/// The band `height` pixels high under both players' cards (which lie side
/// by side), as wide as both together.
fn under_the_cards(game: &AnyGame, height: u32) -> (u32, u32, u32, u32) {
    let (left, top, _, card_height) = render::player_card_area(game, Seat::First);
    let (second_left, _, second_width, _) = render::player_card_area(game, Seat::Second);
    (
        left,
        top + card_height,
        second_left + second_width - left,
        height,
    )
}

/// The badge is drawn while the game goes on, and not on `finish`'s
/// picture; the winner (if any) is starred; the caller's lines are drawn.
fn check_final_picture(game: &AnyGame, going: &AnyGame, finish: &Finish) -> RgbImage {
    let label = format!("{:?}", finish.ending);
    // Before the end: the badge is on the card of the player to move.
    let before = decode(&render::board_png(going, &players(), &Locale::en()));
    let turn = going.turn();
    assert_eq!(render::turn_badge(going, None), Some(turn));
    assert!(
        badge_pixels(going, &before, turn) > 150,
        "{label}: no badge while the game goes on"
    );
    assert_eq!(badge_pixels(going, &before, turn.other()), 0, "{label}");
    // At the end: no badge on either card.
    assert_eq!(render::turn_badge(game, Some(finish)), None, "{label}");
    let after = decode(&render::final_png(game, &players(), &Locale::en(), finish));
    for seat in Seat::ALL {
        assert_eq!(
            badge_pixels(game, &after, seat),
            0,
            "{label}: a badge on {seat:?}'s card"
        );
        let starred = star_pixels(game, &after, seat) > 150;
        assert_eq!(
            starred,
            finish.ending.winner(game) == Some(seat),
            "{label}: {seat:?}'s star"
        );
    }
    if !finish.lines.is_empty() {
        assert!(
            result_line_pixels(game, &after) > 100,
            "{label}: no result line"
        );
    }
    after
}

fn finish(ending: Ending) -> Finish {
    Finish {
        ending,
        lines: vec!["Борис 小明 wins".to_owned(), "the reason".to_owned()],
    }
}

/// The endings by the players' word or the clock, for a game that goes on.
fn endings_by_word() -> [Ending; 5] {
    [
        Ending::Resignation { by: Seat::First },
        Ending::Time {
            loser: Seat::Second,
        },
        Ending::Agreement,
        Ending::Aborted,
        Ending::Abandonment { by: Seat::Second },
    ]
}

/// The game one ply before `game`'s end, still going.
fn before_the_end(game: &AnyGame) -> AnyGame {
    let mut going = game.clone();
    assert!(going.undo());
    assert!(going.outcome().is_none());
    going
}

/// The number of win-coloured pixels within `reach` pixels of the centre of
/// `cell`.
fn win_near_cell(picture: &RgbImage, cell: Cell, reach: u32) -> usize {
    let ((x, y), _) = render::punct_cell_pixel(cell);
    count_in(
        picture,
        (x - reach, y - reach, 2 * reach, 2 * reach),
        palette::WIN,
    )
}

fn punct_end(game: &AnyGame) -> punct::End {
    let position = punctbot::games::punct::position(game).expect("a punct game");
    position.end().expect("the game is over")
}

#[test]
fn punct_ended_by_word_or_clock_has_no_badge() {
    let game = random_game(punctbot::games::punct::STANDARD, 40, 3);
    for ending in endings_by_word() {
        check_final_picture(&game, &game, &finish(ending));
    }
    // Without words a resignation shows no lines, and not "… to move".
    let silent = Finish {
        ending: Ending::Aborted,
        lines: Vec::new(),
    };
    let picture = check_final_picture(&game, &game, &silent);
    assert_eq!(
        count_in(&picture, under_the_cards(&game, 80), palette::TEXT),
        0,
        "a status line"
    );
}

#[test]
fn punct_connection_marks_the_chain_and_the_two_sides_it_joins() {
    let game = play(punctbot::games::punct::BASIC, P6_CONNECTION);
    let EndReason::Connection { chain } = punct_end(&game).reason else {
        panic!("a connection")
    };
    let picture = check_final_picture(&game, &before_the_end(&game), &Finish::rules());
    for cell in chain.iter() {
        assert!(win_near_cell(&picture, cell, 28) > 40, "{cell} not marked");
    }
    // Columns A and Q glow along their rims, also away from the chain;
    // row 1 and the other sides do not.
    let near_chain = |cell: Cell| chain.iter().any(|c| c.distance(cell) <= 1);
    for side in Side::ALL {
        let joined = matches!(side, Side::ColumnA | Side::ColumnQ);
        for cell in side.cells().iter().filter(|&cell| !near_chain(cell)) {
            let glow = win_near_cell(&picture, cell, 40);
            assert_eq!(glow > 30, joined, "{side:?} at {cell}: {glow}");
        }
    }
}

/// A standard PÜNCT game that random play ends by the centre count.
fn centre_count_game() -> AnyGame {
    let game = random_game(punctbot::games::punct::STANDARD, 3_000, CENTRE_SEED);
    assert!(
        matches!(punct_end(&game).reason, EndReason::CentreCount { .. }),
        "seed {CENTRE_SEED} no longer ends by the centre count: pick another"
    );
    game
}

const CENTRE_SEED: u64 = 0;

#[test]
fn punct_centre_count_marks_the_centre_and_the_winners_cells() {
    let game = centre_count_game();
    let end = punct_end(&game);
    let picture = check_final_picture(&game, &before_the_end(&game), &Finish::rules());
    let position = punctbot::games::punct::position(&game).expect("a punct game");
    // The border of the central hexagon runs along its outer cells.
    let centre = CellSet::centre();
    let middle: Cell = "I9".parse().unwrap();
    for cell in centre.iter().filter(|cell| cell.distance(middle) == 2) {
        assert!(win_near_cell(&picture, cell, 28) > 40, "{cell} not marked");
    }
    if let Some(winner) = end.outcome.winner() {
        let won = position.board().visible(winner).intersection(centre);
        assert!(!won.is_empty());
        for cell in won.iter() {
            assert!(
                win_near_cell(&picture, cell, 28) > 60,
                "{cell} not outlined"
            );
        }
    }
    // Far from the centre nothing is marked.
    for name in ["B2", "P16", "A8", "Q10"] {
        let cell: Cell = name.parse().unwrap();
        assert_eq!(win_near_cell(&picture, cell, 20), 0, "{cell}");
    }
}

fn boop_win(game: &AnyGame) -> (Seat, WinReason) {
    let position = punctbot::games::boop::position(game).expect("a boop game");
    position.win().expect("a win")
}

#[test]
fn boop_ended_by_word_or_clock_has_no_badge() {
    let game = random_game(punctbot::games::boop::STANDARD, 31, 5);
    for ending in endings_by_word() {
        check_final_picture(&game, &game, &finish(ending));
    }
}

/// The win-coloured pixels of `square`'s outline (a band inside its edge).
fn win_around_square(picture: &RgbImage, square: boop::Square) -> usize {
    let (x, y) = render::boop_square_pixel(square);
    count_in(picture, (x - 48, y - 48, 96, 12), palette::WIN)
}

#[test]
fn boop_three_cats_outline_the_row() {
    let game = random_game(punctbot::games::boop::STANDARD, 3_000, THREE_CATS_SEED);
    let (_, reason) = boop_win(&game);
    let WinReason::ThreeCats(row) = reason else {
        panic!("seed {THREE_CATS_SEED} no longer wins by three cats: pick another")
    };
    let picture = check_final_picture(&game, &before_the_end(&game), &Finish::rules());
    for square in boop::Square::ALL {
        let outlined = win_around_square(&picture, square) > 100;
        assert_eq!(outlined, row.squares().contains(&square), "{square}");
    }
}

const THREE_CATS_SEED: u64 = 0;

#[test]
fn boop_eight_cats_outline_every_cat() {
    // Orange has graduated every kitten and has seven cats on the bed, none
    // next to another; the eighth, placed away from them, wins (§7.1b).
    let setup = boop::Setup::new(boop::Variant::Standard)
        .pieces(Seat::First, "Ca1 Cc1 Ce1 Ca3 Cc3 Ce3 Ca5")
        .unwrap()
        .graduated(Seat::First, 8);
    let going = AnyGame::new(
        boop::STANDARD,
        boop::Position::from_setup(&setup).expect("a legal position"),
    );
    let mut game = going.clone();
    game.play_text("Ce5").unwrap();
    let (winner, reason) = boop_win(&game);
    assert_eq!(reason, WinReason::EightCats);
    let picture = check_final_picture(&game, &going, &Finish::rules());
    let position = punctbot::games::boop::position(&game).expect("a boop game");
    for square in boop::Square::ALL {
        let cat = position.piece_at(square).is_some_and(|p| p.owner == winner);
        assert_eq!(win_around_square(&picture, square) > 100, cat, "{square}");
    }
}

#[test]
fn a_finished_game_is_drawn_as_its_final_picture() {
    let game = play(punctbot::games::punct::BASIC, P6_CONNECTION);
    assert_eq!(
        render::board_png(&game, &players(), &Locale::en()),
        render::final_png(&game, &players(), &Locale::en(), &Finish::rules())
    );
    let names = ByColor {
        first: "A".to_owned(),
        second: "B".to_owned(),
    };
    assert_ne!(
        render::board_png(&game, &names, &Locale::en()),
        render::final_png(&game, &names, &Locale::en(), &finish(Ending::Rules)),
        "the caller's lines"
    );
}
