//! The two commands a front end answers without the manager: `/help` and
//! `/rules`. Both are shown to the caller only.

use crate::{
    games::{random_game, ByColor, GameKind, Seat},
    manager::{
        catalogue::{discord_text, DiscordText},
        Locale, Reply,
    },
};

/// `/help`: every command, derived from the table.
#[must_use]
pub fn help_reply(locale: &Locale) -> Reply {
    Reply {
        text: super::help::help_text(locale),
        ephemeral: true,
        ..Reply::default()
    }
}

/// `/rules`: the rules in brief, and a picture of a game under way.
#[must_use]
pub fn rules_reply(kind: GameKind, locale: &Locale) -> Reply {
    // A fixed seed: the same sample position every time.
    let plies = if kind == GameKind::Boop { 10 } else { 14 };
    let game = random_game(kind, plies, 7);
    let names = ByColor {
        first: discord_text(locale, DiscordText::SeatName(kind, Seat::First)),
        second: discord_text(locale, DiscordText::SeatName(kind, Seat::Second)),
    };
    Reply {
        text: discord_text(locale, DiscordText::Rules(kind)),
        image: Some(crate::render::board_png(&game, &names, locale)),
        ephemeral: true,
        ..Reply::default()
    }
}
