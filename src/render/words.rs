//! The words a picture draws, named but not worded: the render layer says
//! *what* it needs ([`Word`]) and the caller's [`Words`] says it in the
//! reader's language (the manager's catalogue implements it over its Fluent
//! files). Pictures thus hold no sentence of their own and do not depend on
//! the manager.

use crate::games::{
    boop::{self, WinReason},
    punct::{self, Cell, EndReason},
    GameKind, Outcome, Seat,
};

/// Says [`Word`]s in one language. `Sync`: replays draw on two threads.
pub trait Words: Sync {
    /// `word` in this language, ready to draw.
    fn say(&self, word: Word) -> String;
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

/// Everything a picture says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// Under the title of a PÜNCT picture: the variant and the moves played
    /// (0: the start).
    PunctSubtitle { basic: bool, moves: usize },
    /// Under the title of a peek.
    PeekSubtitle { basic: bool, cell: Cell },
    /// Under the title of a destinations picture.
    DestinationsSubtitle { basic: bool, cell: Cell },
    /// How a PÜNCT game ended by its rules.
    PunctEnd(EndReason),
    /// The centre count near the end of the standard game.
    CentreCount { white: u32, black: u32 },
    /// Above the legend of the rims.
    ConnectSides,
    /// One pair of rims of one colour (0: columns A and Q, 1: rows 1 and 17,
    /// 2: B10–H16 and J2–P8).
    SidePair(usize),
    /// The words of a mark in a legend.
    Legend(Legend),
    /// The header of a peek's stack.
    StackHeader { cell: Cell, levels: usize },
    /// One piece of a peek's stack: its owner, kind and PÜNCT.
    StackPiece {
        seat: Seat,
        kind: punct::Kind,
        punct: Cell,
    },
    /// Under the title of a boop. picture: the turns played (0: the start).
    BoopSubtitle { younger: bool, turns: usize },
    /// The last boop. turn: the placement, and a graduation or a lift.
    BoopTurn {
        seat: Seat,
        placed: boop::Kind,
        square: boop::Square,
        then: Option<BoopThen>,
    },
    /// A boop. placement waiting for its mover's choice among `options`.
    ToChoose { seat: Seat, options: usize },
    /// Why a boop. game was won.
    BoopWin(WinReason),
    /// A boop. player's cats still to earn and kittens graduated.
    CatsToEarn { cats: u8, graduated: u8 },
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
    /// Beside the title of a game's pieces card.
    PiecesSubtitle(GameKind),
    /// A kind of PÜNCT piece by its shape and where its PÜNCT is.
    PunctKind(punct::Kind),
    /// How many pieces of a kind each player has.
    PerPlayer(u8),
    /// A kind of boop. piece, named.
    BoopKind(boop::Kind),
    /// What a kind of boop. piece does that the other does not.
    BoopKindRule(boop::Kind),
}

/// What followed a boop. placement in the same turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoopThen {
    /// A row graduated, from its first square to its last.
    Graduated(boop::Square, boop::Square),
    /// A piece lifted off its square.
    Lifted(boop::Kind, boop::Square),
}

/// Words that name themselves (`[ToMove]`): a pseudo-language for tests, in
/// which any English left in a picture stands out.
#[derive(Clone, Copy, Debug, Default)]
pub struct Named;

impl Words for Named {
    fn say(&self, word: Word) -> String {
        format!("[{word:?}]")
    }
}
