//! Conditional moves (`/premove`): while the opponent is to move, a player
//! enters lines "if they play X, I play Y, …"; when the opponent's move
//! matches a line, the answer is played in the same transaction as that
//! move, and the rest of the line is kept. A move that matches no line
//! clears the tree; so does a takeback, and the end of the game. Nobody but
//! the owner sees the tree: its answers are shown only once played, as
//! moves like any other.

use super::{
    consequences::{updated_row, Planned},
    message::Message,
    premove_tree::{read_line, Answer, Tree},
    refusal::Refusal,
    request::Caller,
    turn::{self, Step},
    Failure, Handled, Manager, Reply, Table,
};
use crate::{
    games::{AnyGame, AnyMove, Rules, Seat},
    store::{
        EndReason, GameEnd, Lapse, MoveChange, NewMove, PremoveChange, PremoveTree, TurnUpdate,
    },
};

/// The writes a move makes, and what the board after them shows.
pub(super) struct MovePlan {
    /// The move, then the conditional move that answers it, if any.
    pub(super) updates: Vec<TurnUpdate>,
    /// The position after them all.
    pub(super) after: AnyGame,
    /// The end of the vacation the player to move then is on, if any.
    pub(super) away_until: Option<i64>,
    /// When a conditional move answered the move: who played the move it
    /// answered, and that move (the board shows both).
    pub(super) answered: Option<(String, String)>,
    /// The owner of the conditional move played, to be told of it.
    pub(super) owner: Option<u64>,
}

impl Manager {
    /// Plans `mv` by `seat` (leading to `after`) in `table`'s game, with
    /// the answer of the opponent's conditional moves if one matches.
    pub(super) async fn plan_move(
        &self,
        caller: &Caller,
        table: &Table,
        seat: Seat,
        after: &AnyGame,
        mv: AnyMove,
        now: i64,
    ) -> Result<MovePlan, Failure> {
        let new = NewMove {
            game: table.row.id,
            ply: table.ply + 1,
            seat,
            user: caller.user,
            notation: mv.to_string(),
        };
        let Planned {
            mut update,
            away_until,
        } = self.plan_played(&table.row, after, new, seat, now).await?;
        let mut plan = MovePlan {
            updates: Vec::new(),
            after: after.clone(),
            away_until,
            answered: None,
            owner: None,
        };
        if update.ending.is_some() {
            // The end clears every tree (see `plan_update`).
            plan.updates.push(update);
            return Ok(plan);
        }
        let owner = seat.other();
        let read = self.store.premoves(table.row.id, owner).await?;
        let answer = read
            .as_ref()
            .filter(|tree| tree.ply == table.ply)
            .map_or(Answer::None, |tree| {
                Tree::from_stored(&tree.lines).answer(&new_notation(&update))
            });
        let reply = match answer {
            Answer::Reply { reply, left } => legal_reply(after, owner, &reply).map(|reply| {
                let left = (!left.is_empty()).then(|| PremoveTree {
                    ply: table.ply + 2,
                    lines: left.stored(),
                });
                (reply, left)
            }),
            Answer::None => None,
        };
        let Some(((reply_after, reply), left)) = reply else {
            update.premoves = PremoveChange::Follow {
                seat: owner,
                read,
                left: None,
            };
            plan.updates.push(update);
            return Ok(plan);
        };
        update.premoves = PremoveChange::Follow {
            seat: owner,
            read,
            left,
        };
        // The answer is planned from the game as the move leaves it.
        let moved = updated_row(table.row.clone(), &update, table.row.version + 1);
        let answer = NewMove {
            game: table.row.id,
            ply: table.ply + 2,
            seat: owner,
            user: moved.user(owner),
            notation: reply.to_string(),
        };
        let Planned {
            update: answering,
            away_until,
        } = self
            .plan_played(&moved, &reply_after, answer, owner, now)
            .await?;
        plan.answered = Some((table.row.name(seat).to_owned(), mv.to_string()));
        plan.owner = Some(moved.user(owner));
        plan.updates = vec![update, answering];
        plan.after = reply_after;
        plan.away_until = away_until;
        Ok(plan)
    }

    /// The write of `new`, a legal turn by `seat` leading to `after`: it
    /// ends the game if the rules say so, or lapses the offers it answers.
    async fn plan_played(
        &self,
        row: &crate::store::GameRow,
        after: &AnyGame,
        new: NewMove,
        seat: Seat,
        now: i64,
    ) -> Result<Planned, Failure> {
        let end = after.outcome().map(|outcome| GameEnd {
            outcome: Some(outcome),
            reason: EndReason::Rules,
        });
        let mut planned = self
            .plan_update(row, after, MoveChange::Append(new), end, now)
            .await?;
        if end.is_none() {
            planned.update.lapse = Lapse::AfterMoveBy(seat);
        }
        Ok(planned)
    }

    /// `/premove line`: adds a line to the caller's tree, checked move by
    /// move from the position where the opponent is to move.
    pub(super) async fn premove_line(&self, caller: &Caller, text: &str) -> Handled {
        let table = self.table(caller, None).await?;
        let seat = table.player()?;
        if table.game.turn() == seat {
            return Err(Refusal::PremoveOnYourTurn.into());
        }
        let line = read_line(&table.game, text)?;
        let read = self.store.premoves(table.row.id, seat).await?;
        let tree = current(&table, read.as_ref()).with(line)?;
        let stored = PremoveTree {
            ply: table.ply,
            lines: tree.stored(),
        };
        let written = self
            .store
            .set_premoves(table.row.id, seat, read.as_ref(), &stored, self.clock.now())
            .await;
        if let Err(error) = written {
            return Err(self.conflict(table.row.id, error));
        }
        let reply = Reply::saying(
            &caller.locale,
            Message::PremoveSaved {
                opponent: table.row.name(seat.other()).to_owned(),
            },
        );
        Ok(private(
            caller,
            reply.and(&caller.locale, listed(&table, seat, &tree)),
        ))
    }

    /// `/premove list`: the caller's tree, to the caller alone.
    pub(super) async fn premove_list(&self, caller: &Caller) -> Handled {
        let table = self.table(caller, None).await?;
        let seat = table.player()?;
        let read = self.store.premoves(table.row.id, seat).await?;
        let tree = current(&table, read.as_ref());
        let message = if tree.is_empty() {
            Message::NoPremoves
        } else {
            listed(&table, seat, &tree)
        };
        Ok(private(caller, Reply::saying(&caller.locale, message)))
    }

    /// `/premove clear`: removes the caller's tree.
    pub(super) async fn premove_clear(&self, caller: &Caller) -> Handled {
        let table = self.table(caller, None).await?;
        let seat = table.player()?;
        // Every stored tree is the current one (each move follows or
        // clears it); it may be newer than `table` if a move answered from
        // it came in between, and is still what was cleared.
        let removed = self.store.clear_premoves(table.row.id, seat).await?;
        let lines = removed.map_or(0, |tree| tree.lines.len());
        Ok(private(
            caller,
            Reply::saying(&caller.locale, Message::PremovesCleared { lines }),
        ))
    }
}

/// The canonical notation of the move `update` appends.
fn new_notation(update: &TurnUpdate) -> String {
    match &update.moves {
        MoveChange::Append(new) => new.notation.clone(),
        MoveChange::Keep | MoveChange::TakeBack { .. } => String::new(),
    }
}

/// `reply` played by `owner` in `after`, if the rules allow it there as a
/// whole turn; `None` otherwise (it is then never played, and the tree
/// goes).
fn legal_reply(after: &AnyGame, owner: Seat, reply: &str) -> Option<(AnyGame, AnyMove)> {
    if after.turn() != owner {
        return None;
    }
    let mv = after.parse_move(reply).ok()?;
    match turn::resolve(after, mv).ok()? {
        Step::Play { after, mv } if mv.to_string() == reply => Some((*after, mv)),
        Step::Play { .. } | Step::Choose { .. } => None,
    }
}

/// The caller's tree for the game's position (`read` as stored; a tree
/// left from another position is none).
fn current(table: &Table, read: Option<&PremoveTree>) -> Tree {
    read.filter(|tree| tree.ply == table.ply)
        .map_or_else(Tree::default, |tree| Tree::from_stored(&tree.lines))
}

/// The tree of `seat` in `table`'s game, as its owner sees it.
fn listed(table: &Table, seat: Seat, tree: &Tree) -> Message {
    Message::PremoveList {
        opponent: table.row.name(seat.other()).to_owned(),
        lines: tree.lines().to_vec(),
    }
}

/// `reply` for the caller's eyes only.
fn private(caller: &Caller, reply: Reply) -> Reply {
    Reply {
        ephemeral: true,
        locale: caller.locale.clone(),
        ..reply
    }
}
