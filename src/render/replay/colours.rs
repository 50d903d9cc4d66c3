//! The one palette every replay frame shares, and the map from a picture's
//! colours to it.
//!
//! A GIF frame holds at most 256 colours. The pictures are flat colours
//! from `render::palette` with antialiased edges between them, so the
//! palette is learnt once from a few sample pictures of both games: the
//! colours that cover the most pixels are kept exactly (flat areas stay
//! exact), and NeuQuant spreads the rest of the entries over the remaining
//! shades (edges, text, shadows). The same palette for every game and frame
//! means one global colour table and no per-frame quantising work beyond a
//! lookup.

use std::{collections::HashMap, sync::LazyLock};

use color_quant::NeuQuant;

use crate::{
    bot::analysis::Mark,
    games::{random_game, ByColor, GameKind, Rules, Seat},
    render::{canvas::Canvas, mark_colour, picture, Ending, Finish},
};

/// The index frames use for "unchanged since the previous frame".
pub const UNCHANGED: u8 = 255;
/// Colours in the palette: every index but [`UNCHANGED`].
const COLOURS: usize = 255;
/// How many of them are the most common colours of the samples, exactly.
const EXACT: usize = 160;
/// NeuQuant looks at one sample pixel in this many: plenty for the few
/// thousand distinct shades of the samples, and quick.
const SAMPLE_FACTOR: i32 = 4;

/// The shared palette: `COLOURS` RGB triples.
pub struct Palette {
    colours: Vec<[u8; 3]>,
}

static PALETTE: LazyLock<Palette> = LazyLock::new(|| Palette::learn(&samples()));

/// The palette of every replay.
pub fn palette() -> &'static Palette {
    &PALETTE
}

impl Palette {
    /// The global colour table of a GIF: `r, g, b` for each of the 256
    /// indices; the unused ones and [`UNCHANGED`] (transparent, so never
    /// shown) are black.
    pub fn table(&self) -> Vec<u8> {
        let mut table: Vec<u8> = self.colours.iter().flatten().copied().collect();
        table.resize(256 * 3, 0);
        table
    }

    /// The colour of `index`.
    pub fn colour(&self, index: u8) -> [u8; 3] {
        self.colours[usize::from(index)]
    }

    /// The index of the palette colour nearest to `rgb`.
    pub fn nearest(&self, rgb: [u8; 3]) -> u8 {
        let distance = |colour: &[u8; 3]| -> u32 {
            colour
                .iter()
                .zip(rgb)
                .map(|(&a, b)| u32::from(a.abs_diff(b)).pow(2))
                .sum()
        };
        let (index, _) = self
            .colours
            .iter()
            .enumerate()
            .min_by_key(|(_, colour)| distance(colour))
            .expect("the palette has colours");
        index as u8
    }

    /// Learns the palette from `pictures`.
    fn learn(pictures: &[Canvas]) -> Palette {
        let mut counts: HashMap<[u8; 3], usize> = HashMap::new();
        for picture in pictures {
            // Counted a run of one colour at a time: flat areas are most of
            // a picture.
            let mut pixels = picture.image().pixels().map(|pixel| {
                let [r, g, b, _] = pixel.0;
                [r, g, b]
            });
            let Some(mut colour) = pixels.next() else {
                continue;
            };
            let mut run = 1;
            for next in pixels {
                if next == colour {
                    run += 1;
                } else {
                    *counts.entry(colour).or_default() += run;
                    (colour, run) = (next, 1);
                }
            }
            *counts.entry(colour).or_default() += run;
        }

        let mut by_count: Vec<([u8; 3], usize)> = counts.into_iter().collect();
        // Most common first; ties by colour, so the palette never depends on
        // the hash map's order.
        by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut colours: Vec<[u8; 3]> = by_count.iter().take(EXACT).map(|&(c, _)| c).collect();
        // The marks' colours exactly too: a marked frame's caption is a
        // few pixels of each, too few to be among the most common, and a
        // blunder's red must not come out as a side's orange.
        for mark in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
            let [r, g, b, _] = mark_colour(mark).0;
            let colour = [r, g, b];
            if !colours.contains(&colour) {
                colours.push(colour);
            }
        }
        // The rest, each shade as often as it was drawn, for NeuQuant.
        let rest: Vec<u8> = by_count
            .iter()
            .skip(EXACT)
            .flat_map(|&([r, g, b], count)| std::iter::repeat_n([r, g, b, 255], count))
            .flatten()
            .collect();
        if !rest.is_empty() {
            let quant = NeuQuant::new(SAMPLE_FACTOR, COLOURS - colours.len(), &rest);
            for colour in quant.color_map_rgb().chunks_exact(3) {
                let colour = [colour[0], colour[1], colour[2]];
                if !colours.contains(&colour) {
                    colours.push(colour);
                }
            }
        }
        colours.truncate(COLOURS);
        Palette { colours }
    }
}

/// Pictures with every kind of thing a replay frame shows: both boards
/// empty, in play (stacks, bridges, shadows, the last move, boops) and over
/// (a chain and its sides, a row of cats, the winner's star, a resignation),
/// with Latin, Cyrillic and Chinese names. Quick to make: the PÜNCT games
/// are written out (a random one costs a move generation per ply).
fn samples() -> Vec<Canvas> {
    let players = ByColor {
        first: "Alice Zhang".to_owned(),
        second: "Борис 小明".to_owned(),
    };
    let resigned = Finish {
        ending: Ending::Resignation { by: Seat::First },
        lines: vec!["Борис 小明 wins".to_owned(), "Alice resigned".to_owned()],
    };
    let played = |kind: GameKind, moves: &str| {
        let mut game = kind.start();
        for mv in moves.split_whitespace() {
            game.play_text(mv).expect("the sample games are legal");
        }
        game
    };
    // Only the colours matter: words that name themselves draw text in
    // the same colours as any language.
    let words = &super::super::Named;
    let stacks = played(crate::games::punct::STANDARD, STACKS);
    let connection = played(crate::games::punct::BASIC, CONNECTION);
    let mut pictures = vec![
        picture(
            &crate::games::punct::STANDARD.start(),
            &players,
            words,
            None,
        ),
        picture(&stacks, &players, words, None),
        picture(&stacks, &players, words, Some(&resigned)),
        picture(&connection, &players, words, Some(&Finish::rules())),
    ];
    for plies in [0, 40, 1_000] {
        let game = random_game(crate::games::boop::STANDARD, plies, 11);
        pictures.push(picture(&game, &players, words, None));
        let finish = match game.outcome() {
            Some(_) => Finish::rules(),
            None => resigned.clone(),
        };
        pictures.push(picture(&game, &players, words, Some(&finish)));
    }
    pictures
}

/// A standard PÜNCT game of 44 moves with stacks and bridges.
const STACKS: &str = "+H12:I12,J12 +K3:K4,L5 +P11:O10,Q12 K3>K7:L8,M8 +H13:G13,H14 \
    +E7:C7,D7 H13>H14:G13,H13 +M6:L5,M7 H14>H8:G8,H9 M6>H6:H7,I6 H12>L12:L13,L14 \
    K7>G7:F7,F8 P11>H3:G3,I3 G7>O7:N7,N8 +E4:D4,D5 O7>O9:O10,P11 H3>J5:I5,K5 \
    +G13:F13,H14 +L7:L6,M6 G13>G13:F12,G14 L7>L6:K7,L7 G13>G13:F13,G12 H8>P16:O15,P15 \
    E7>C7:D7,E7 J5>H3:G2,I4 +H12:G11,I13 L12>L16:J14,K15 +Q15:Q14,Q16 L6>G6:F7,G7 \
    H6>H10:H11,I10 +L13:K12,M13 +F4:F5,F6 G6>G9:E8,F9 C7>C1:D1,E1 +J3:H2,I3 +A8:A7,B7 \
    J3>O8:M7,N8 H10>M10:L10,N11 +P10:P9,Q10 C1>J8:K8,L8 +F3:G4,H4 G13>H14:G14,H13 \
    L13>L15:K14,M15 H14>M14:L14,N15";

/// The rulebook's P6: White joins columns A and Q along row 8.
const CONNECTION: &str = "+A8:B8,C8 +B2:C2,C3 +D8:E8,F8 +E2:F2,F3 +J8:K8,L8 +B5:C5,C6 \
    +N8:M8,O8 +E5:F5,F6 +P8:P9,Q10 +H2:I2,I3 +G8:H8,I8";

/// The palette index of each colour a replay meets, found once: a picture
/// has a few thousand distinct colours, each on many pixels.
pub struct ColourMap {
    palette: &'static Palette,
    /// The colours met lately, by a hash of the colour: `0xRRGGBB << 8 |
    /// index`, or [`FORGOTTEN`]. Small enough to stay in the processor's
    /// cache, in front of `known`.
    recent: Vec<u32>,
    /// By `0xRRGGBB`: 0 for not yet looked up, else the index plus one.
    /// Allocated zeroed, so only the pages of colours met are ever touched.
    known: Vec<u8>,
}

/// An empty slot of `recent` (no colour has index 255).
const FORGOTTEN: u32 = u32::MAX;
/// Slots of `recent`.
const RECENT: usize = 1 << 12;

impl ColourMap {
    pub fn new() -> ColourMap {
        ColourMap {
            palette: palette(),
            recent: vec![FORGOTTEN; RECENT],
            known: vec![0; 1 << 24],
        }
    }

    /// The palette index for `rgb`.
    #[inline]
    pub fn index(&mut self, rgb: [u8; 3]) -> u8 {
        let key = u32::from(rgb[0]) << 16 | u32::from(rgb[1]) << 8 | u32::from(rgb[2]);
        let slot = (key.wrapping_mul(0x9e37_79b9) >> (32 - RECENT.trailing_zeros())) as usize;
        let entry = self.recent[slot];
        if entry != FORGOTTEN && entry >> 8 == key {
            return entry as u8;
        }
        let index = match self.known[key as usize] {
            0 => {
                let index = self.palette.nearest(rgb);
                self.known[key as usize] = index + 1;
                index
            }
            known => known - 1,
        };
        self.recent[slot] = key << 8 | u32::from(index);
        index
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::palette as named;

    #[test]
    fn the_flat_colours_of_the_pictures_are_exact() {
        let palette = palette();
        // NeuQuant's colours that repeat an exact one are dropped.
        assert!((200..=COLOURS).contains(&palette.colours.len()));
        for colour in [
            named::BACKGROUND,
            named::CELL,
            named::CENTRE_CELL,
            named::WHITE_PIECE,
            named::BLACK_PIECE,
            named::PUNCT_MARK,
            named::BED_LIGHT,
            named::BED_DARK,
            named::ORANGE,
            named::GRAY,
            named::CARD,
            named::TEXT,
        ] {
            let [r, g, b, _] = colour.0;
            let index = palette.nearest([r, g, b]);
            assert_eq!(palette.colour(index), [r, g, b], "{colour:?}");
        }
    }

    #[test]
    fn the_map_finds_the_nearest_colour_and_remembers_it() {
        let mut map = ColourMap::new();
        for rgb in [[0, 0, 0], [255, 255, 255], [12, 200, 99], [12, 200, 99]] {
            let index = map.index(rgb);
            assert_eq!(index, palette().nearest(rgb));
            assert_ne!(index, UNCHANGED);
        }
    }
}
