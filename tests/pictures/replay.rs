//! Replay GIFs, decoded with the `image` crate: one frame per ply, the
//! first and last frames the board pictures of the start and the end (as
//! the shared palette shows them, drawn at the replay's size), and the size
//! limit kept by shrinking.

use punctbot::manager::Locale;
use std::{collections::HashMap, io::Cursor};

use image::{codecs::gif::GifDecoder, AnimationDecoder, Frame, RgbImage, RgbaImage};
use punctbot::{
    games::{random_game, AnyGame, AnyMove, GameKind, Rules, Seat},
    render::{self, Ending, Finish, ReplayError, ReplayOptions},
};

use crate::render_pictures::{decode, players};

fn frames(gif: &[u8]) -> Vec<Frame> {
    GifDecoder::new(Cursor::new(gif))
        .expect("a GIF")
        .into_frames()
        .collect_frames()
        .expect("frames that decode")
}

/// `picture` as a replay shows it: each colour replaced by the nearest of
/// the replay palette (each distinct colour looked up once).
fn quantised(picture: &RgbImage) -> RgbImage {
    let mut picture = picture.clone();
    let mut known: HashMap<[u8; 3], [u8; 3]> = HashMap::new();
    for pixel in picture.pixels_mut() {
        pixel.0 = *known
            .entry(pixel.0)
            .or_insert_with(|| render::replay_colour(pixel.0));
    }
    picture
}

/// Checks that `frame` shows `png`, pixel for pixel as quantised, and close
/// to the original: the mean error per channel stays under 1.5 (a palette
/// that missed a flat colour would be off by more on a whole area).
fn assert_shows(frame: &RgbaImage, png: &[u8], what: &str) {
    let picture = decode(png);
    assert_eq!(frame.dimensions(), picture.dimensions(), "{what}");
    let expected = quantised(&picture);
    let mut error = 0u64;
    for ((x, y, shown), (original, wanted)) in frame
        .enumerate_pixels()
        .zip(picture.pixels().zip(expected.pixels()))
    {
        let [r, g, b, a] = shown.0;
        assert_eq!(([r, g, b], a), (wanted.0, 255), "{what}: pixel ({x}, {y})");
        error += original
            .0
            .iter()
            .zip(wanted.0)
            .map(|(&o, w)| u64::from(o.abs_diff(w)))
            .sum::<u64>();
    }
    let mean = error as f64 / (f64::from(frame.width() * frame.height()) * 3.0);
    assert!(mean < 1.5, "{what}: mean error {mean:.2} per channel");
}

/// The delay of `frame` in milliseconds.
fn delay_ms(frame: &Frame) -> u32 {
    let (numerator, denominator) = frame.delay().numer_denom_ms();
    numerator / denominator
}

fn replay(kind: GameKind, moves: &[AnyMove], finish: Option<&Finish>) -> render::Replay {
    render::replay_gif(
        kind,
        moves,
        &players(),
        &Locale::en(),
        finish,
        &ReplayOptions::default(),
    )
    .expect("a replay")
}

/// The picture a replay `divisor` times smaller shows for `game`: at full
/// size, the board picture itself.
fn shown(game: &AnyGame, finish: Option<&Finish>, divisor: u32) -> Vec<u8> {
    let png = render::smaller_png(game, &players(), &Locale::en(), finish, divisor);
    if divisor == 1 {
        let board = match finish {
            Some(finish) => render::final_png(game, &players(), &Locale::en(), finish),
            None => render::board_png(game, &players(), &Locale::en()),
        };
        assert!(decode(&png) == decode(&board), "the full-size picture");
    }
    png
}

/// The game of `kind` after the first `plies` of `moves`.
fn after(kind: GameKind, moves: &[AnyMove], plies: usize) -> AnyGame {
    let mut game = kind.start();
    for &mv in &moves[..plies] {
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn a_punct_replay_shows_every_ply_and_ends_on_the_final_picture() {
    let kind = punctbot::games::punct::STANDARD;
    let game = random_game(kind, 24, 3);
    let moves = game.history();
    let resigned = Finish {
        ending: Ending::Resignation { by: Seat::First },
        lines: vec!["Борис 小明 wins".to_owned(), "Alice resigned".to_owned()],
    };
    // By default half the size of the board pictures, or as large.
    for largest in [ReplayOptions::default().largest, 1] {
        let options = ReplayOptions {
            largest,
            ..ReplayOptions::default()
        };
        let replay = render::replay_gif(
            kind,
            &moves,
            &players(),
            &Locale::en(),
            Some(&resigned),
            &options,
        )
        .unwrap();
        assert_eq!((replay.divisor, replay.plies_per_frame), (largest, 1));
        let frames = frames(&replay.gif);
        assert_eq!(frames.len(), moves.len() + 1, "the start and one per ply");
        assert_eq!(replay.frames, frames.len());
        let start = shown(&kind.start(), None, largest);
        assert_shows(frames[0].buffer(), &start, "the start");
        for ply in [1, 2, 13] {
            let png = shown(&after(kind, &moves, ply), None, largest);
            assert_shows(frames[ply].buffer(), &png, &format!("ply {ply}"));
        }
        let end = shown(&game, Some(&resigned), largest);
        assert_shows(frames[moves.len()].buffer(), &end, "the end");
        assert_eq!(delay_ms(&frames[0]) as u128, options.ply_delay.as_millis());
        assert_eq!(
            delay_ms(&frames[moves.len()]) as u128,
            options.final_hold.as_millis()
        );
    }
    assert_eq!(ReplayOptions::default().largest, 2);
}

#[test]
fn a_boop_replay_shows_each_turn_with_its_choice_as_one_frame() {
    let kind = punctbot::games::boop::STANDARD;
    let game = random_game(kind, 3_000, 0);
    assert!(game.outcome().is_some(), "random play ends boop.");
    let moves = game.history();
    assert!(
        moves.iter().any(|mv| mv.to_string().contains('/')),
        "a turn with a choice"
    );
    let replay = replay(kind, &moves, None);
    let frames = frames(&replay.gif);
    assert_eq!(frames.len(), moves.len() + 1);
    let start = shown(&kind.start(), None, replay.divisor);
    assert_shows(frames[0].buffer(), &start, "the start");
    // Without a finish, a game the rules ended ends on its board picture,
    // which is its final picture.
    let end = shown(&game, None, replay.divisor);
    assert_shows(frames[moves.len()].buffer(), &end, "the end");
    assert_eq!(render::turn_badge(&game, None), None);
}

/// Each pixel of `picture` averaged with its neighbours in squares of
/// `divisor` × `divisor`: near enough what a smaller replay shows (it draws
/// the picture at its size, which antialiases edges and text a little
/// differently).
fn shrunk(picture: &RgbImage, divisor: u32) -> RgbImage {
    RgbImage::from_fn(
        picture.width() / divisor,
        picture.height() / divisor,
        |x, y| {
            let mut sum = [0u32; 3];
            for dy in 0..divisor {
                for dx in 0..divisor {
                    let pixel = picture.get_pixel(x * divisor + dx, y * divisor + dy);
                    for (total, &channel) in sum.iter_mut().zip(&pixel.0) {
                        *total += u32::from(channel);
                    }
                }
            }
            image::Rgb(sum.map(|total| (total / (divisor * divisor)) as u8))
        },
    )
}

/// The mean difference per channel between two pictures of one size.
fn mean_difference(a: &RgbImage, b: &RgbaImage) -> f64 {
    let total: u64 = a
        .pixels()
        .zip(b.pixels())
        .map(|(p, q)| {
            (0..3)
                .map(|c| u64::from(p.0[c].abs_diff(q.0[c])))
                .sum::<u64>()
        })
        .sum();
    total as f64 / (f64::from(a.width() * a.height()) * 3.0)
}

/// Checks that `frame`, drawn `divisor` times smaller, looks like `picture`
/// (a full-size picture) shrunk: closer to it than a limit that the start
/// of the game, shrunk, is beyond. Drawn at its size, text and edges are
/// antialiased differently than averaged, by 2.5 per channel on average at
/// a third of the size.
fn assert_like_shrunk(frame: &RgbaImage, picture: &RgbImage, divisor: u32) {
    const LIMIT: f64 = 3.5;
    let difference = mean_difference(&shrunk(picture, divisor), frame);
    assert!(difference < LIMIT, "the frame is off by {difference:.2}");
    let start = decode(&render::board_png(
        &punctbot::games::punct::STANDARD.start(),
        &players(),
        &Locale::en(),
    ));
    let other = mean_difference(&shrunk(&start, divisor), frame);
    assert!(other > LIMIT, "the start is as close: {other:.2}");
}

#[test]
fn a_replay_over_the_limit_shrinks_then_skips_plies_rather_than_fail() {
    let kind = punctbot::games::punct::STANDARD;
    let game = random_game(kind, 60, 8);
    let moves = game.history();
    let full = render::replay_gif(
        kind,
        &moves,
        &players(),
        &Locale::en(),
        None,
        &ReplayOptions {
            largest: 1,
            ..ReplayOptions::default()
        },
    )
    .unwrap();
    assert_eq!(full.divisor, 1);
    let end = decode(&render::board_png(&game, &players(), &Locale::en()));

    // A quarter of the bytes: a smaller GIF, still one frame per ply.
    let options = ReplayOptions {
        max_bytes: full.gif.len() / 4,
        largest: 1,
        ..ReplayOptions::default()
    };
    let smaller =
        render::replay_gif(kind, &moves, &players(), &Locale::en(), None, &options).unwrap();
    assert!(smaller.gif.len() <= options.max_bytes);
    assert!(smaller.divisor > 2, "not shrunk: {}", smaller.divisor);
    assert_eq!(smaller.plies_per_frame, 1);
    let frames = frames(&smaller.gif);
    assert_eq!(frames.len(), moves.len() + 1);
    let last = frames.last().unwrap().buffer();
    let divisor = smaller.divisor;
    assert_eq!(last.dimensions(), (792 / divisor, 1284 / divisor));
    assert_eq!(
        (u32::from(smaller.size.0), u32::from(smaller.size.1)),
        last.dimensions()
    );
    assert_shows(last, &shown(&game, None, divisor), "the smaller end");
    assert_like_shrunk(last, &end, divisor);

    // Less than the smallest size takes: every few plies, ending on the end.
    let smallest = render::replay_gif(
        kind,
        &moves,
        &players(),
        &Locale::en(),
        None,
        &ReplayOptions {
            max_bytes: 50_000,
            ..ReplayOptions::default()
        },
    )
    .unwrap();
    assert!(smallest.gif.len() <= 50_000);
    assert!(smallest.plies_per_frame > 1);
    let frames = self::frames(&smallest.gif);
    assert_eq!(
        frames.len(),
        moves.len().div_ceil(smallest.plies_per_frame) + 1
    );
    let last = frames.last().unwrap().buffer();
    assert_shows(last, &shown(&game, None, 4), "the smallest end");
    assert_like_shrunk(last, &end, 4);

    // Not even the final picture fits.
    let error = render::replay_gif(
        kind,
        &moves,
        &players(),
        &Locale::en(),
        None,
        &ReplayOptions {
            max_bytes: 1_000,
            ..ReplayOptions::default()
        },
    )
    .unwrap_err();
    assert!(matches!(error, ReplayError::TooLarge { .. }), "{error}");
}

#[test]
fn an_illegal_move_is_named_by_its_ply() {
    let kind = punctbot::games::punct::BASIC;
    let moves: Vec<AnyMove> = ["+F5:G5,H5", "+J5:K5,L5", "+F5:G5,H5"]
        .iter()
        .map(|text| kind.parse_move(text).unwrap())
        .collect();
    let error = render::replay_gif(
        kind,
        &moves,
        &players(),
        &Locale::en(),
        None,
        &ReplayOptions::default(),
    )
    .unwrap_err();
    assert!(
        matches!(error, ReplayError::Illegal { ply: 3, .. }),
        "{error}"
    );
    assert!(
        error.to_string().starts_with("move 3 is illegal"),
        "{error}"
    );
}

/// Frames drawn on several threads make the very file one thread makes, at
/// every size and pace.
#[test]
fn any_number_of_threads_writes_the_same_file() {
    for (kind, plies, seed) in [
        (punctbot::games::punct::STANDARD, 40, 5),
        (punctbot::games::boop::STANDARD, 3_000, 2),
    ] {
        let moves = random_game(kind, plies, seed).history();
        let full = replay(kind, &moves, None);
        for max_bytes in [full.gif.len(), full.gif.len() / 2, full.gif.len() / 8] {
            let made = |threads: usize| {
                let options = ReplayOptions {
                    max_bytes,
                    threads,
                    ..ReplayOptions::default()
                };
                render::replay_gif(kind, &moves, &players(), &Locale::en(), None, &options).ok()
            };
            let one = made(1).expect("a replay");
            for threads in [2, 3, 7] {
                let several = made(threads).expect("a replay");
                assert_eq!(
                    (several.divisor, several.plies_per_frame, several.frames),
                    (one.divisor, one.plies_per_frame, one.frames)
                );
                assert!(
                    several.gif == one.gif,
                    "{kind:?}, {threads} threads, {max_bytes} bytes"
                );
            }
        }
    }
}

/// A replay asked for at a third of the size starts there, drawn at that
/// size.
#[test]
fn a_replay_can_start_at_a_smaller_size() {
    let kind = punctbot::games::boop::STANDARD;
    let moves = random_game(kind, 10, 4).history();
    let options = ReplayOptions {
        largest: 3,
        ..ReplayOptions::default()
    };
    let third =
        render::replay_gif(kind, &moves, &players(), &Locale::en(), None, &options).unwrap();
    assert_eq!(third.divisor, 3);
    let frames = frames(&third.gif);
    assert_eq!(frames.len(), moves.len() + 1);
    let (width, height) =
        decode(&render::board_png(&kind.start(), &players(), &Locale::en())).dimensions();
    assert_eq!(frames[0].buffer().dimensions(), (width / 3, height / 3));
    let start = shown(&kind.start(), None, 3);
    assert_shows(frames[0].buffer(), &start, "the start");
}

/// The replay of a boop. game whose 6th and 13th moves the analysis
/// marked: the frame after each says the mark and the better move in its
/// caption, exactly the board picture drawn with that caption; every other
/// frame is the unmarked replay's. `LOOK=folder` writes the marked frames
/// and their unmarked twins there, to look at.
#[test]
fn a_marked_move_is_captioned_with_its_mark_and_the_better_move() {
    use punctbot::{bot::analysis::Mark, games::Phrase, render::Words};
    let kind = punctbot::games::boop::STANDARD;
    let game = random_game(kind, 20, 5);
    let moves = game.history();
    let marks = [
        render::MoveMark {
            ply: 5,
            mark: Mark::Blunder,
            better: "Kc3".to_owned(),
        },
        render::MoveMark {
            ply: 12,
            mark: Mark::Inaccuracy,
            better: "Kf6/Ga1-c1".to_owned(),
        },
    ];
    let options = ReplayOptions::default();
    let plain = replay(kind, &moves, None);
    let marked = render::marked_replay_gif(
        kind,
        &moves,
        &players(),
        &Locale::en(),
        None,
        &marks,
        &options,
    )
    .unwrap();
    let (plain, marked_frames) = (frames(&plain.gif), frames(&marked.gif));
    assert_eq!(plain.len(), marked_frames.len());
    let look = std::env::var("LOOK").ok();
    for (ply, (without, with)) in plain.iter().zip(&marked_frames).enumerate() {
        let mark = marks.iter().find(|mark| mark.ply + 1 == ply);
        let Some(mark) = mark else {
            assert!(without.buffer() == with.buffer(), "frame {ply} unmarked");
            continue;
        };
        // The frame shows the picture whose caption says the mark.
        let captioned = render::Captioned {
            words: &Locale::en(),
            caption: |words: &dyn Words, phrase: Phrase| {
                words.say(render::Word::MarkedCaption {
                    caption: words.say(render::Word::Caption(phrase)),
                    mark: mark.mark,
                    better: mark.better.clone(),
                })
            },
            colour: Some(render::mark_colour(mark.mark)),
        };
        let game = after(kind, &moves, ply);
        let png = render::smaller_png(&game, &players(), &captioned, None, marked.divisor);
        assert_shows(with.buffer(), &png, &format!("marked frame {ply}"));
        let caption = captioned.say(render::Word::Caption(Phrase {
            id: "picture-boop-subtitle",
            args: vec![
                ("turns", punctbot::games::Arg::Number(ply as i64)),
                ("variant", punctbot::games::Arg::Text("standard".into())),
            ],
        }));
        let expected = match mark.mark {
            Mark::Blunder => format!("after turn {ply} · ?? better Kc3"),
            _ => format!("after turn {ply} · ?! better Kf6/Ga1-c1"),
        };
        assert_eq!(caption, expected);
        // Only the caption changed: the rows that differ are one line's.
        let rows: Vec<u32> = with
            .buffer()
            .enumerate_pixels()
            .filter(|(x, y, pixel)| without.buffer().get_pixel(*x, *y) != *pixel)
            .map(|(_, y, _)| y)
            .collect();
        let (top, bottom) = (rows.iter().min().unwrap(), rows.iter().max().unwrap());
        assert!(bottom - top < 30, "frame {ply}: rows {top} to {bottom}");
        if let Some(folder) = &look {
            with.buffer()
                .save(format!("{folder}/replay-marked-{ply}.png"))
                .unwrap();
            without
                .buffer()
                .save(format!("{folder}/replay-plain-{ply}.png"))
                .unwrap();
        }
    }
}
