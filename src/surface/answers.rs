//! The two commands a front end answers without the manager: `/help` and
//! `/rules`. Both are shown to the caller only.

use crate::{
    games::{random_game, ByColor, GameKind, Seat},
    manager::{Attachment, Locale, Message, Reply},
    words::{discord_text, DiscordText},
};

/// `/help`: what the bot is, then every command, derived from the table,
/// grouped by topic on cards of their own.
#[must_use]
pub fn help_reply(locale: &Locale) -> Reply {
    Reply {
        sections: super::help::help_sections(locale),
        ephemeral: true,
        ..Reply::saying(locale, Message::Worded(super::help::help_text(locale)))
    }
}

/// The file name of the pieces card `/rules` attaches.
pub const PIECES_FILE: &str = "pieces.png";

/// `/rules`: the rules in brief, a picture of a game under way and the
/// card of the game's pieces. Where the bot may not attach files, the
/// text alone.
#[must_use]
pub fn rules_reply(kind: GameKind, locale: &Locale) -> Reply {
    // A fixed seed: the same sample position every time.
    let game = random_game(kind, kind.game().sample_plies(), 7);
    let names = ByColor {
        first: discord_text(locale, DiscordText::SeatName(kind, Seat::First)),
        second: discord_text(locale, DiscordText::SeatName(kind, Seat::Second)),
    };
    let text = discord_text(locale, DiscordText::Rules(kind));
    Reply {
        image: Some(crate::render::board_png(&game, &names, locale)),
        file: Some(Attachment {
            name: PIECES_FILE.to_owned(),
            bytes: crate::render::pieces_png(kind, locale),
        }),
        ephemeral: true,
        ..Reply::saying(locale, Message::Worded(text))
    }
}
