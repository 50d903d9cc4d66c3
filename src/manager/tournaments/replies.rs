//! What tournaments post: the signup message, a round's pairings, its
//! results with the standings picture, the winner; and the answers to
//! `/tournament standings` and `/tournament pairings`.

use super::{
    name_of, refused, rounds::players_of, Manager, PairingLine, ResultLine, TournamentMessage,
    TournamentRefusal, TournamentRow,
};
use crate::{
    manager::{
        message::Message,
        request::{Caller, Locale, Stamp},
        web_paths, Button, ButtonAction, ButtonId, ButtonStyle, Handled, Label, Reply,
    },
    render::{self, StandingsPage, StandingsRow, Word, Words},
    store::{Entrant, News, StoreError, TournamentId, TournamentStatus},
    tournament::standings,
};

fn named(entrants: &[Entrant], user: u64) -> (u64, String) {
    (user, name_of(entrants, user))
}

impl Manager {
    /// The signup message of `row` with `players` so far.
    pub(super) fn signup_reply(
        &self,
        locale: &Locale,
        row: &TournamentRow,
        players: Vec<String>,
    ) -> Reply {
        let stamp = Stamp::Tournament(row.number);
        let button = |style, action| Button {
            label: Label::Action,
            style,
            id: ButtonId { stamp, action },
        };
        let buttons = vec![
            button(ButtonStyle::Success, ButtonAction::Join),
            button(ButtonStyle::Secondary, ButtonAction::Leave),
        ];
        let said = Reply::saying(
            locale,
            Message::Tournament(TournamentMessage::Signup {
                number: row.number,
                kind: row.kind,
                format: row.format,
                rounds: row.rounds,
                days: row.days_per_move,
                rated: row.rated,
                starts_at: row.starts_at,
                max: row.max_players,
                players,
            }),
        );
        Reply { buttons, ..said }
    }

    /// `/tournament pairings [round:K]`.
    pub(super) async fn pairings_answer(
        &self,
        caller: &Caller,
        row: &TournamentRow,
        round: Option<u32>,
    ) -> Handled {
        let number = row.number;
        if row.round == 0 {
            return Ok(Reply::saying(
                &caller.channel_locale,
                Message::Tournament(TournamentMessage::NotStarted { number }),
            ));
        }
        let round = round.unwrap_or(row.round);
        if round == 0 || round > row.round {
            return Err(refused(TournamentRefusal::NoSuchRound {
                number,
                round,
                paired: row.round,
            }));
        }
        self.pairings_reply(&caller.channel_locale, row, round)
            .await
    }

    /// Round `round`'s boards of `row`.
    pub(super) async fn pairings_reply(
        &self,
        locale: &Locale,
        row: &TournamentRow,
        round: u32,
    ) -> Handled {
        let entrants = self.store.entrants(row.id).await?;
        let rounds = self.store.tournament_rounds(row.id).await?;
        let Some(stored) = rounds.iter().find(|stored| stored.round == round) else {
            return Ok(Reply::saying(
                locale,
                Message::Tournament(TournamentMessage::NotStarted { number: row.number }),
            ));
        };
        let mut boards = Vec::new();
        for board in &stored.boards {
            let game = self.board_game_number(board).await?;
            boards.push(PairingLine {
                board: board.board,
                first: named(&entrants, board.first_id),
                second: named(&entrants, board.second_id),
                game,
            });
        }
        let message = TournamentMessage::Pairings {
            number: row.number,
            round,
            rounds: row.rounds.unwrap_or(round),
            boards,
            bye: stored.bye_id.map(|bye| named(&entrants, bye)),
            deadline_at: stored.deadline_at,
        };
        let mut reply = Reply::saying(locale, Message::Tournament(message));
        reply.mentions = stored
            .boards
            .iter()
            .flat_map(|board| [board.first_id, board.second_id])
            .collect();
        Ok(reply)
    }

    /// The standings of `row` after its finished rounds, with the picture.
    pub(super) async fn standings_reply(&self, locale: &Locale, row: &TournamentRow) -> Handled {
        let (entrants, rounds) = self.history_of(row).await?;
        let done = u32::try_from(rounds.len()).unwrap_or(u32::MAX);
        let table = standings(&players_of(&entrants), &rounds);
        let page = StandingsPage {
            // The game's name in the reader's language, and the number
            // players name the tournament by.
            title: format!("{} · #{}", locale.say(Word::Title(row.kind)), row.number),
            round: rounds.len(),
            rounds: row.rounds.map_or(rounds.len(), |rounds| rounds as usize),
            players: entrants.len(),
            rows: table
                .into_iter()
                .map(|standing| StandingsRow {
                    name: name_of(&entrants, standing.player.0),
                    standing,
                })
                .collect(),
        };
        let message = TournamentMessage::Standings {
            number: row.number,
            round: done,
            rounds: row.rounds.unwrap_or(done),
        };
        let link = self
            .public_link(Some(row.guild_id), |key| {
                web_paths::tournament(key, row.number)
            })
            .await?;
        Ok(Reply {
            image: Some(render::standings_png(&page, locale)),
            link,
            ..Reply::saying(locale, Message::Tournament(message))
        })
    }

    /// Round `round`'s results, the standings after it, and the winner
    /// after the last round.
    async fn results_reply(&self, locale: &Locale, row: &TournamentRow, round: u32) -> Handled {
        let entrants = self.store.entrants(row.id).await?;
        let rounds = self.store.tournament_rounds(row.id).await?;
        let boards = rounds
            .iter()
            .filter(|stored| stored.round == round)
            .flat_map(|stored| &stored.boards)
            .filter_map(|board| {
                Some(ResultLine {
                    board: board.board,
                    first: name_of(&entrants, board.first_id),
                    second: name_of(&entrants, board.second_id),
                    result: board.result?,
                })
            })
            .collect();
        let results = TournamentMessage::Results {
            number: row.number,
            round,
            rounds: row.rounds.unwrap_or(round),
            boards,
        };
        let table = self.standings_reply(locale, row).await?;
        let mut reply = Reply {
            image: table.image,
            link: table.link,
            ..Reply::saying(locale, Message::Tournament(results))
        };
        reply.said.extend(table.said);
        if row.status == TournamentStatus::Finished {
            let (entrants, finished) = self.history_of(row).await?;
            if let Some(first) = standings(&players_of(&entrants), &finished).first() {
                let winner = named(&entrants, first.player.0);
                reply.mentions = vec![winner.0];
                reply
                    .said
                    .push(Message::Tournament(TournamentMessage::Winner {
                        number: row.number,
                        winner,
                    }));
            }
        }
        Ok(reply)
    }

    /// What tournament `news` about `round` says now, in the server's
    /// language (`None`: the tournament is gone).
    ///
    /// # Errors
    /// The database failed.
    pub async fn tournament_news(
        &self,
        tournament: TournamentId,
        round: u32,
        news: News,
    ) -> Result<Option<Reply>, StoreError> {
        let Some(row) = self.store.tournament(tournament).await? else {
            return Ok(None);
        };
        let locale = self.server_locale(Some(row.guild_id)).await?;
        let reply = match news {
            News::Signup => {
                let players = self.store.entrants(row.id).await?;
                Ok(self.signup_reply(
                    &locale,
                    &row,
                    players.into_iter().map(|entrant| entrant.name).collect(),
                ))
            }
            News::Pairings => self.pairings_reply(&locale, &row, round).await,
            News::Results => self.results_reply(&locale, &row, round).await,
            News::Cancelled => Ok(Reply::saying(
                &locale,
                Message::Tournament(TournamentMessage::Cancelled { number: row.number }),
            )),
        };
        match reply {
            Ok(reply) => Ok(Some(reply)),
            Err(super::Failure::Store(error)) => Err(error),
            Err(super::Failure::Refused(_)) => Ok(None),
        }
    }
}
