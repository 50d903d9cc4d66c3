//! Looking without changing: the board, the history, autocomplete, peeking.

use super::{
    message::Message,
    refusal::Refusal,
    request::{Caller, Stamp},
    Choice, Failure, Handled, Layout, Manager, Reply,
};
use crate::{
    games::{
        suggest::{self, matching, suggest, MAX_CHOICES},
        AnyGame, AnyMove, ByColor, Rules,
    },
    render::PeekError,
};

impl Manager {
    pub(super) async fn board(&self, caller: &Caller, stamp: Option<Stamp>) -> Handled {
        let table = match self.table(caller, stamp).await {
            Ok(table) => table,
            // No game going on here: the end of the channel's latest game.
            Err(Failure::Refused(Refusal::NoGame)) if stamp.is_none() => {
                return self.archived_board(caller, None, None).await;
            }
            Err(failure) => return Err(failure),
        };
        if let Some(placement) = self.pending(&table).await? {
            return self.choice_reply(caller, &table, placement).await;
        }
        let away_until = self.away_until(&table.row, table.game.turn()).await?;
        // Shown again on request: nobody is pinged a second time.
        Ok(self.board_reply(&caller.channel_locale, &table, None, false, away_until))
    }

    pub(super) async fn legal_moves(&self, caller: &Caller, prefix: &str) -> Handled {
        let table = self.table(caller, None).await?;
        Self::mover(&table)?;
        // (move, the option it completes a waiting first step with).
        let moves: Vec<_> = match self.pending_options(&table).await? {
            // A first step waits: its completions are the only moves.
            Some(options) => {
                let whole: Vec<_> = options.iter().map(|option| option.mv).collect();
                let shown = if prefix.trim().is_empty() {
                    // Few enough to list them all.
                    whole.into_iter().take(MAX_CHOICES).collect()
                } else {
                    matching(table.row.kind, &whole, prefix)
                };
                shown
                    .into_iter()
                    .map(|mv| {
                        let option = options.iter().find(|option| option.mv == mv);
                        (mv, option.map(|option| option.text.clone()))
                    })
                    .collect()
            }
            None => return Ok(self.move_choices(caller, &table.game, prefix)),
        };
        Ok(choices_reply(caller, &table.game, moves))
    }

    /// The caller's moves in `game` that match `prefix` (autocomplete).
    pub(super) fn move_choices(&self, caller: &Caller, game: &AnyGame, prefix: &str) -> Reply {
        let moves = suggest(game, prefix)
            .into_iter()
            .map(|mv| (mv, None))
            .collect();
        choices_reply(caller, game, moves)
    }

    pub(super) async fn destinations(&self, caller: &Caller, cell: &str) -> Handled {
        let table = self.table(caller, None).await?;
        if !table.row.kind.game().picture().lifts() {
            return Err(Refusal::PeekNotInThisGame.into());
        }
        Self::mover(&table)?;
        self.destinations_of(caller, &table.game, &table.names(), cell)
    }

    /// Where the piece of `game` whose PÜNCT is on `cell` may go, drawn.
    pub(super) fn destinations_of(
        &self,
        caller: &Caller,
        game: &AnyGame,
        names: &ByColor<String>,
        cell: &str,
    ) -> Handled {
        if !game.kind().game().picture().lifts() {
            return Err(Refusal::PeekNotInThisGame.into());
        }
        let (image, cells) = crate::render::destinations_png(game, names, &caller.locale, cell)
            .map_err(peek_refusal)?;
        let message = Message::Destinations {
            cell: cell.trim().to_uppercase(),
            cells,
        };
        Ok(Reply {
            image: Some(image),
            ephemeral: true,
            ..Reply::saying(&caller.locale, message)
        })
    }

    pub(super) async fn peek(
        &self,
        caller: &Caller,
        stamp: Option<Stamp>,
        cell: Option<&str>,
    ) -> Handled {
        let table = self.table(caller, stamp).await?;
        self.peek_at(caller, &table.game, &table.names(), cell)
    }

    /// `game` with the top piece at `cell` lifted off, or (without a cell)
    /// how to ask.
    pub(super) fn peek_at(
        &self,
        caller: &Caller,
        game: &AnyGame,
        names: &ByColor<String>,
        cell: Option<&str>,
    ) -> Handled {
        if !game.kind().game().picture().lifts() {
            return Err(Refusal::PeekNotInThisGame.into());
        }
        let locale = &caller.locale;
        let Some(cell) = cell.map(str::trim).filter(|cell| !cell.is_empty()) else {
            return Ok(Reply {
                ephemeral: true,
                ..Reply::saying(locale, Message::PeekHint)
            });
        };
        let image = crate::render::peek_png(game, names, locale, cell).map_err(peek_refusal)?;
        let message = Message::Peek {
            cell: cell.to_uppercase(),
        };
        Ok(Reply {
            image: Some(image),
            ephemeral: true,
            ..Reply::saying(locale, message)
        })
    }
}

/// Autocomplete's answer: `moves` of `game` (each with the option it
/// completes a waiting first step with), labelled by what they do.
fn choices_reply(caller: &Caller, game: &AnyGame, moves: Vec<(AnyMove, Option<String>)>) -> Reply {
    let choices: Vec<Choice> = moves
        .into_iter()
        .map(|(mv, option)| Choice {
            // Every move listed is legal, so its game can say what it
            // does; the notation is only a fallback.
            label: suggest::label(game, mv),
            mv,
            option,
        })
        .collect();
    let reply = if choices.is_empty() {
        Reply::saying(&caller.locale, Message::NoMatchingMoves)
    } else {
        Reply {
            layout: Layout::Choices,
            locale: caller.locale.clone(),
            ..Reply::default()
        }
    };
    Reply {
        choices,
        ephemeral: true,
        ..reply
    }
}

/// Why a picture of a cell cannot be drawn, as the player hears it.
fn peek_refusal(error: PeekError) -> Refusal {
    match error {
        PeekError::NotACell(given) => Refusal::NotACell { given },
        PeekError::Empty(cell) => Refusal::NothingToLift {
            cell: cell.to_string(),
        },
        PeekError::NotPunct => Refusal::PeekNotInThisGame,
        PeekError::NoMoves(cell) => Refusal::NoMovesFrom {
            cell: cell.to_string(),
        },
    }
}
