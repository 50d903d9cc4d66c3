//! The words a picture draws, named but not worded: the render layer says
//! *what* it needs ([`Word`]) and the caller's [`Words`] says it in the
//! reader's language (the manager's catalogue implements it over its Fluent
//! files). Pictures thus hold no sentence of their own and do not depend on
//! the manager.
//!
//! The words every game's picture says are named here; what one game's
//! picture says of its own (its subtitle, its ending, its pieces) the game
//! names as a [`Phrase`] (`games::<game>::words::picture`), said through
//! [`Word::Phrase`].

use super::Colour;
use crate::{
    bot::analysis::Mark,
    games::{GameKind, Outcome, Phrase, Seat},
    tournament::Points,
};

/// Says [`Word`]s in one language. `Sync`: replays draw on two threads.
pub trait Words: Sync {
    /// `word` in this language, ready to draw.
    fn say(&self, word: Word) -> String;

    /// The colour a board picture's caption ([`Word::Caption`]) is drawn
    /// in when it is news to see at a glance (a replay frame's mark);
    /// `None`, as most words: the panel's dim text.
    fn caption_colour(&self) -> Option<Colour> {
        None
    }
}

/// A mark explained by a legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Legend {
    /// The halo around the piece just played.
    LastMove,
    /// The dashed ring where a moved piece came from.
    Origin,
    /// A bridge's middle over a gap.
    Bridge,
    /// The outline of the piece a peek lifted off.
    Lifted,
    /// The level number on a raised piece (0 is the board).
    Level,
    /// A destination flat on the board.
    LandsFlat,
    /// A destination reached by a jump, at the level shown.
    LandsJump,
    /// A destination reached only as a bridge over a gap.
    LandsBridge,
}

/// A column of the ladder picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LadderColumn {
    Player,
    Rating,
    Record,
    Games,
    Week,
}

/// A column of the tournament standings picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StandingsColumn {
    Player,
    Points,
    Buchholz,
    SonnebornBerger,
    Rating,
}

/// Everything a picture says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Word {
    /// The picture's title: the game's name.
    Title(GameKind),
    /// The tag on the card of the player to move.
    ToMove,
    /// A side's colour ("White", "Orange").
    Side(GameKind, Seat),
    /// "White to move".
    SideToMove(GameKind, Seat),
    /// The result of a game: who won, or a draw.
    Result(GameKind, Outcome),
    /// The words of a mark in a legend.
    Legend(Legend),
    /// Under the ladder's title.
    LadderSubtitle {
        page: usize,
        pages: usize,
        players: usize,
    },
    /// A ladder without a rated game.
    LadderEmpty,
    /// A column's header.
    LadderColumn(LadderColumn),
    /// Under the standings' title: after which round, of how many.
    StandingsSubtitle {
        round: usize,
        rounds: usize,
        players: usize,
        /// Whether a row is greyed (a player withdrew): the subtitle then
        /// says what grey means.
        withdrawn: bool,
    },
    /// A column's header of the standings.
    StandingsColumn(StandingsColumn),
    /// A tournament score or tie-break ("2.5" or "2,5").
    Score(Points),
    /// How many pieces of a kind each player has.
    PerPlayer(u8),
    /// What a game's picture says in the game's own words.
    Phrase(Phrase),
    /// The line under a board picture's title, in the game's own words:
    /// the variant and the move. A picture that knows more says it there
    /// instead (see [`Captioned`]): a lesson names itself, a replay's
    /// frame adds its move's mark.
    Caption(Phrase),
    /// A lesson's caption: its number in the course and its title.
    Lesson { number: u32, title: Phrase },
    /// A caption (said already) with the mark of the move just played and
    /// the better move, in the game's notation.
    MarkedCaption {
        caption: String,
        mark: Mark,
        better: String,
    },
    /// The analysis chart's title.
    AnalysisTitle { kind: GameKind, number: u32 },
    /// A mark of the analysis, in its legend.
    Mark(Mark),
}

/// Words that name themselves (`[ToMove]`, a game's phrase by its id): a
/// pseudo-language for tests, in which any English left in a picture
/// stands out.
#[derive(Clone, Copy, Debug, Default)]
pub struct Named;

impl Words for Named {
    fn say(&self, word: Word) -> String {
        match word {
            Word::Phrase(phrase) | Word::Caption(phrase) => format!("[{}]", phrase.id),
            word => format!("[{word:?}]"),
        }
    }
}

/// `words`, but a board picture's caption ([`Word::Caption`]) said by
/// `caption` (given `words` and the game's own caption), in `colour` if
/// given.
pub struct Captioned<'a, F> {
    pub words: &'a dyn Words,
    pub caption: F,
    pub colour: Option<Colour>,
}

impl<F> Words for Captioned<'_, F>
where
    F: Fn(&dyn Words, Phrase) -> String + Sync,
{
    fn say(&self, word: Word) -> String {
        match word {
            Word::Caption(phrase) => (self.caption)(self.words, phrase),
            word => self.words.say(word),
        }
    }

    fn caption_colour(&self) -> Option<Colour> {
        self.colour.or_else(|| self.words.caption_colour())
    }
}
