//! The words baked into what a reply attaches: its pictures and files. The
//! manager draws them (a replay's frames depend on how big the drawing
//! comes out), so it needs their words as strings — but it asks for them
//! through this trait, as the pictures ask through [`render::Words`], and
//! the words layer (`crate::words`) implements both for a [`Locale`](super::Locale). The
//! manager itself holds no sentence and never imports the words layer.

use super::{
    message::{FinalCard, Message},
    reply::Reply,
};
use crate::{
    games::GameKind,
    ratings::Score,
    render::{self, StatsCard},
    store::PlayerStats,
};

/// The words of pictures and files in one language.
pub trait Captions: render::Words {
    /// The two lines of a final picture, a replay's last frame, a record's
    /// result: the result, then its reason.
    fn final_lines(&self, card: &FinalCard) -> Vec<String>;

    /// The title of a ladder picture.
    fn ladder_title(&self, kind: GameKind) -> String;

    /// The words and numbers of the stats picture of `name`, with the
    /// `remarks` (streak, best win, …) and their finished `games` (each
    /// with its result, newest first).
    fn stats_card(
        &self,
        name: &str,
        stats: &PlayerStats,
        remarks: &[Message],
        games: &[(Score, Message)],
    ) -> StatsCard;

    /// Whether the text of `reply` fits in one message: a history that
    /// does not comes as a record file instead.
    fn fits(&self, reply: &Reply) -> bool;
}
