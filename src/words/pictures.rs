//! The words inside the pictures, in the reader's language: the render
//! layer names what it draws ([`Word`]) and a [`Locale`] says it. These are
//! the words every game's picture shares; what one game's picture says of
//! its own, the game names as a phrase.

use super::{
    common::game_name,
    fluent::{say, Words},
};
use crate::{
    games::{GameKind, Outcome, Seat},
    manager::Locale,
    render::{self, LadderColumn, Legend, StandingsColumn, Word},
};

impl render::Words for Locale {
    fn say(&self, word: Word) -> String {
        picture_word(&Words::for_locale(self), word)
    }
}

fn picture_word(w: &Words, word: Word) -> String {
    match word {
        Word::Title(kind) => game_name(w, kind),
        Word::ToMove => say!(w, "picture-to-move"),
        Word::Side(game, seat) => side(w, game, seat),
        Word::SideToMove(game, seat) => say!(w, "picture-side-to-move", side = side(w, game, seat)),
        Word::Result(game, Outcome::Win(seat)) => {
            say!(w, "picture-wins", side = side(w, game, seat))
        }
        Word::Result(_, Outcome::Draw) => say!(w, "picture-draw"),
        Word::Legend(mark) => say!(w, "picture-legend", mark = legend_key(mark)),
        Word::LadderSubtitle {
            page,
            pages,
            players,
        } => say!(
            w,
            "picture-ladder-subtitle",
            page = page,
            pages = pages,
            players = players
        ),
        Word::LadderEmpty => say!(w, "picture-ladder-empty"),
        Word::LadderColumn(column) => say!(
            w,
            "picture-ladder-column",
            column = match column {
                LadderColumn::Player => "player",
                LadderColumn::Rating => "rating",
                LadderColumn::Record => "record",
                LadderColumn::Games => "games",
                LadderColumn::Week => "week",
            }
        ),
        Word::StandingsSubtitle {
            round,
            rounds,
            players,
            withdrawn,
        } => say!(
            w,
            "picture-standings-subtitle",
            round = round,
            rounds = rounds,
            players = players,
            withdrawn = if withdrawn { "yes" } else { "no" }
        ),
        Word::StandingsColumn(column) => say!(
            w,
            "picture-standings-column",
            column = match column {
                StandingsColumn::Player => "player",
                StandingsColumn::Points => "points",
                StandingsColumn::Buchholz => "buchholz",
                StandingsColumn::SonnebornBerger => "sonneborn-berger",
                StandingsColumn::Rating => "rating",
            }
        ),
        // Points are kept exact in quarters and shown with the language's
        // decimal mark: 2.5, 2,5.
        Word::Score(points) => points
            .to_string()
            .replace('.', &say!(w, "number-decimal-separator")),
        Word::PerPlayer(count) => say!(w, "picture-per-player", count = count),
        Word::Phrase(phrase) | Word::Caption(phrase) => w.phrase(&phrase),
        Word::Lesson { number, title } => say!(
            w,
            "picture-lesson-caption",
            number = number,
            title = w.phrase(&title)
        ),
        Word::MarkedCaption {
            caption,
            mark,
            better,
        } => say!(
            w,
            "picture-marked-caption",
            caption = caption,
            symbol = mark.symbol(),
            mark = mark.id(),
            better = better
        ),
        Word::AnalysisTitle { kind, number } => say!(
            w,
            "picture-analysis-title",
            game = game_name(w, kind),
            number = number
        ),
        Word::Mark(mark) => say!(w, "analysis-mark", mark = mark.id()),
    }
}

/// A side's colour, as the bot's other messages name it.
fn side(w: &Words, kind: GameKind, seat: Seat) -> String {
    w.phrase(&kind.game().side_name(seat))
}

fn legend_key(mark: Legend) -> &'static str {
    match mark {
        Legend::LastMove => "last-move",
        Legend::Origin => "origin",
        Legend::Bridge => "bridge",
        Legend::Lifted => "lifted",
        Legend::Level => "level",
        Legend::LandsFlat => "flat",
        Legend::LandsJump => "jump",
        Legend::LandsBridge => "bridge-landing",
    }
}
