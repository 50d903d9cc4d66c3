//! The computer's moves on Discord: a turn a board hands out is searched
//! on a task of its own, and the board after the computer's move is posted
//! in the game's channel as a message of the bot's own, through the same
//! delivery as every answer.

use std::sync::Arc;

use serenity::{all::ChannelId, http::Http};

use super::deliver::{deliver, Via};
use crate::{
    computer::Computer,
    manager::{ComputerTurn, Manager},
};

/// What the computer's moves need: the searches, and the manager they go
/// through.
#[derive(Clone)]
pub(crate) struct Opponent {
    pub(crate) computer: Arc<Computer>,
    pub(crate) manager: Arc<Manager>,
}

impl Opponent {
    /// Starts the computer's move for `turn`, posted through `http`;
    /// returns at once. Nothing is waited for at shutdown: a move lost then
    /// is searched again at the next start (the scheduler's first look).
    pub(crate) fn start(&self, http: &Arc<Http>, turn: ComputerTurn) {
        let opponent = self.clone();
        let http = Arc::clone(http);
        tokio::spawn(async move {
            let channel = ChannelId::new(turn.channel);
            if let Some(reply) = opponent.computer.answer(turn).await {
                let via = Via::Channel(channel);
                deliver(&http, &opponent.manager, via, reply).await;
            }
        });
    }
}
