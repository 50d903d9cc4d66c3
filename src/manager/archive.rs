//! The archive: any game of the server, running or over, by its number —
//! its board at any ply, its whole record, its animated replay.
//!
//! Everything here only reads. A picture of the archive is drawn from the
//! stored moves and result alone, so it is the picture players saw when
//! that ply (or the end) was played. The web pages (`crate::web`) show the
//! same pictures, replays and records through [`ArchivedGame`].

use std::fmt::Write;

use super::{
    calendar,
    captions::Captions,
    final_finish,
    message::Message,
    refusal::Refusal,
    reply::Attachment,
    request::{Caller, Locale},
    web_paths, Failure, Handled, Manager, Reply,
};
use crate::{
    bot::analysis::Judged,
    games::{AnyGame, ByColor, GameKind, Outcome, Rules, Seat},
    protocol,
    render::{self, Finish, MoveMark, Replay, ReplayError, ReplayOptions},
    store::{GameRow, GameStatus, StoreError},
};

/// A game of the archive, its moves replayed: what every look back at it
/// draws from.
#[derive(Clone, Debug)]
pub struct ArchivedGame {
    pub row: GameRow,
    /// The game after its last move.
    pub game: AnyGame,
}

impl ArchivedGame {
    /// The players' names, by seat.
    #[must_use]
    pub fn names(&self) -> ByColor<String> {
        self.row.players.clone().map(|(_, name)| name)
    }

    /// How the final picture shows the end of the game; `None` while it
    /// goes on.
    #[must_use]
    pub fn finish(&self, locale: &Locale) -> Option<Finish> {
        finish_of(locale, &self.row, &self.names(), &self.game)
    }

    /// The board after `ply` plies (at most [`GameRow::plies`]): the
    /// picture shown then, or the final picture at the end of a game over;
    /// with the final picture's lines (empty before the end).
    #[must_use]
    pub fn board_png(&self, ply: u32, locale: &Locale) -> (Vec<u8>, Vec<String>) {
        let names = self.names();
        let shown = replay_to(self.row.kind, &self.game, ply as usize);
        let finish = (ply == self.row.plies)
            .then(|| self.finish(locale))
            .flatten();
        match finish {
            Some(finish) => (
                render::final_png(&shown, &names, locale, &finish),
                finish.lines,
            ),
            None => (render::board_png(&shown, &names, locale), Vec::new()),
        }
    }

    /// The animated replay of the whole game (a few hundred plies take
    /// under a second of CPU: call it off the async runtime); with the
    /// game's analysis (`judged`), each marked move's frame says its mark
    /// and the better move.
    ///
    /// # Errors
    /// The replay cannot be drawn within its size limit.
    pub fn replay_gif(
        &self,
        locale: &Locale,
        judged: Option<&[Judged]>,
    ) -> Result<Replay, ReplayError> {
        render::marked_replay_gif(
            self.row.kind,
            &self.game.history(),
            &self.names(),
            locale,
            self.finish(locale).as_ref(),
            &replay_marks(judged.unwrap_or_default()),
            &ReplayOptions::default(),
        )
    }

    /// The record file ([`record`]), its result in `locale`.
    #[must_use]
    pub fn record(&self, locale: &Locale, ratings: &[(u64, f64, f64)]) -> String {
        let result = self
            .finish(locale)
            .map(|finish| finish.lines)
            .unwrap_or_default();
        record(&self.row, &self.game, &result, ratings)
    }
}

impl Manager {
    /// Game `number` of server `guild`, whatever its status; `None` if it
    /// has no such game.
    ///
    /// # Errors
    /// The database failed, or the stored game does not replay.
    pub async fn archived_game(
        &self,
        guild: u64,
        number: u32,
    ) -> Result<Option<ArchivedGame>, StoreError> {
        // The channel only counts outside servers: none here.
        let Some(row) = self.store.game_numbered(Some(guild), 0, number).await? else {
            return Ok(None);
        };
        let game = self.position(&row).await?;
        Ok(Some(ArchivedGame { row, game }))
    }

    /// The game a look at the archive is about: game `number` of this
    /// server, or else the channel's running game, or else its latest.
    async fn archived(
        &self,
        caller: &Caller,
        number: Option<u32>,
    ) -> Result<(GameRow, AnyGame), Failure> {
        let row = match number {
            Some(number) => self
                .store
                .game_numbered(caller.guild, caller.channel, number)
                .await?
                .ok_or(Refusal::NoSuchGame { number })?,
            None => match self.store.active_game_in(caller.channel).await? {
                Some(row) => row,
                None => self
                    .store
                    .latest_game_in(caller.channel)
                    .await?
                    .ok_or(Refusal::NoGame)?,
            },
        };
        let game = self.position(&row).await?;
        Ok((row, game))
    }

    /// The board of a game of the archive after `ply` plies (its last, by
    /// default): the board picture shown then, or the final picture at the
    /// end of a finished game. No buttons: it is a look back.
    pub(super) async fn archived_board(
        &self,
        caller: &Caller,
        number: Option<u32>,
        ply: Option<u32>,
    ) -> Handled {
        let (row, game) = self.archived(caller, number).await?;
        let plies = row.plies;
        let ply = ply.unwrap_or(plies);
        if ply > plies {
            return Err(Refusal::NoSuchPly {
                number: row.number,
                plies,
            }
            .into());
        }
        let archived = ArchivedGame { row, game };
        let (image, result) = archived.board_png(ply, &caller.channel_locale);
        let ArchivedGame { row, game } = archived;
        let names = row.players.clone().map(|(_, name)| name);
        let moves = game.history();
        let last = ply.checked_sub(1).map(|index| {
            let mover = mover_of(row.kind, index as usize);
            (names.get(mover).clone(), moves[index as usize].to_string())
        });
        let link = self
            .public_link(row.guild_id, |key| web_paths::game_at(key, row.number, ply))
            .await?;
        let message = Message::ArchivedBoard {
            number: row.number,
            kind: row.kind,
            players: names,
            ply,
            plies,
            last,
            result,
        };
        Ok(Reply {
            image: Some(image),
            link,
            ..Reply::saying(&caller.channel_locale, message)
        })
    }

    /// The moves of a game of the archive, numbered; when they do not fit
    /// in a message, the whole record as a file.
    pub(super) async fn history(&self, caller: &Caller, number: Option<u32>) -> Handled {
        let (row, game) = self.archived(caller, number).await?;
        let link = self
            .public_link(row.guild_id, |key| web_paths::game(key, row.number))
            .await?;
        let names = row.players.clone().map(|(_, name)| name);
        let result = finish_of(&caller.locale, &row, &names, &game)
            .map(|finish| finish.lines)
            .unwrap_or_default();
        let message = Message::History {
            number: row.number,
            kind: row.kind,
            players: names.clone(),
            moves: game.history(),
            result: result.clone(),
        };
        let reply = Reply {
            ephemeral: true,
            link: link.clone(),
            ..Reply::saying(&caller.locale, message)
        };
        if caller.locale.fits(&reply) {
            return Ok(reply);
        }
        let ratings = self.store.game_ratings(row.id).await?;
        let file = format!("game-{}.txt", row.number);
        let record = record(&row, &game, &result, &ratings);
        let message = Message::HistoryAttached {
            number: row.number,
            kind: row.kind,
            players: names,
            plies: row.plies,
            file: file.clone(),
        };
        Ok(Reply {
            ephemeral: true,
            link,
            file: Some(Attachment {
                name: file,
                bytes: record.into_bytes(),
            }),
            ..Reply::saying(&caller.locale, message)
        })
    }

    /// An animated GIF of a game of the archive, made on a blocking thread
    /// (a few hundred plies take under a second of CPU).
    pub(super) async fn replay(&self, caller: &Caller, number: Option<u32>) -> Handled {
        let (row, game) = self.archived(caller, number).await?;
        let names = row.players.clone().map(|(_, name)| name);
        let link = self
            .public_link(row.guild_id, |key| web_paths::game(key, row.number))
            .await?;
        let archived = ArchivedGame {
            row: row.clone(),
            game,
        };
        let locale = caller.channel_locale.clone();
        let failed = |reason: String| Refusal::ReplayFailed { reason };
        // Read each time, not kept: an analysis may land between two
        // replays of the same game.
        let judged = self.store.analysis(row.id, row.kind).await?;
        let replay =
            tokio::task::spawn_blocking(move || archived.replay_gif(&locale, judged.as_deref()))
                .await
                .map_err(|error| failed(error.to_string()))?
                .map_err(|error| failed(error.to_string()))?;
        let message = Message::Replay {
            number: row.number,
            kind: row.kind,
            players: names,
            plies: row.plies,
            plies_per_frame: u32::try_from(replay.plies_per_frame).unwrap_or(u32::MAX),
        };
        Ok(Reply {
            link,
            file: Some(Attachment {
                name: format!("game-{}.gif", row.number),
                bytes: replay.gif,
            }),
            ..Reply::saying(&caller.channel_locale, message)
        })
    }
}

/// The marked moves of an analysis, as a replay shows them.
fn replay_marks(judged: &[Judged]) -> Vec<MoveMark> {
    judged
        .iter()
        .filter_map(|judged| {
            Some(MoveMark {
                ply: judged.ply,
                mark: judged.mark?,
                better: judged.best.to_string(),
            })
        })
        .collect()
}

/// How the final picture of `row`'s game shows its end; `None` while it
/// goes on.
fn finish_of(
    locale: &Locale,
    row: &GameRow,
    names: &ByColor<String>,
    game: &AnyGame,
) -> Option<Finish> {
    let reason = row
        .end_reason
        .filter(|_| row.status != GameStatus::Active)?;
    Some(final_finish(
        locale,
        names.clone(),
        row.outcome,
        reason,
        game,
    ))
}

/// Who played ply `index` (from 0) of a game of `kind`: seats alternate
/// in every game (a PÜNCT pass is a move too).
#[must_use]
pub fn mover_of(kind: GameKind, index: usize) -> Seat {
    let first = kind.start().turn();
    if index.is_multiple_of(2) {
        first
    } else {
        first.other()
    }
}

/// `game` (of `kind`) as it was after its first `ply` plies.
fn replay_to(kind: GameKind, game: &AnyGame, ply: usize) -> AnyGame {
    let mut shown = kind.start();
    for &mv in game.history().iter().take(ply) {
        shown
            .play(mv)
            .expect("a stored game's moves replay as they were played");
    }
    shown
}

/// The record of a game as a text file the engine protocol reads as it is
/// (`punctbot engine < game-12.txt`): a header and the move numbers in
/// comments, `new`, one `play` per ply, and `status` with the answer it
/// gets as a comment.
///
/// The header's keys stay English in every language, as a file format's
/// do; `result` is the final picture's lines in the reader's language.
#[must_use]
pub fn record(
    row: &GameRow,
    game: &AnyGame,
    result: &[String],
    ratings: &[(u64, f64, f64)],
) -> String {
    let kind = row.kind;
    let mut out = String::new();
    let _ = writeln!(out, "# punctbot game record");
    let _ = writeln!(out, "# Game: {}", row.number);
    let _ = writeln!(out, "# Variant: {}", kind.variant().title);
    for seat in Seat::ALL {
        let (user, name) = row.players.get(seat);
        let _ = write!(out, "# {}: {name}", capital(kind.seat_name(seat)));
        if let Some((_, before, after)) = ratings.iter().find(|(id, _, _)| id == user) {
            let _ = write!(out, " ({:.0} → {:.0})", before.round(), after.round());
        }
        out.push('\n');
    }
    let started = calendar::moment(row.created_at);
    let _ = writeln!(
        out,
        "# Date: {}-{:02}-{:02}",
        started.year(),
        u8::from(started.month()),
        started.day()
    );
    match row.days_per_move {
        Some(days) => {
            let _ = writeln!(out, "# Days per move: {days}");
        }
        None => {
            let _ = writeln!(out, "# Days per move: none (no clock)");
        }
    }
    let _ = writeln!(out, "# Rated: {}", if row.rated { "yes" } else { "no" });
    let _ = writeln!(
        out,
        "# Result: {}",
        match (row.status, row.outcome) {
            (GameStatus::Active, _) => "still being played".to_owned(),
            (_, Some(Outcome::Win(Seat::First))) => "1-0".to_owned(),
            (_, Some(Outcome::Win(Seat::Second))) => "0-1".to_owned(),
            (_, Some(Outcome::Draw)) => "½-½".to_owned(),
            (_, None) => "aborted".to_owned(),
        }
    );
    for line in result {
        let _ = writeln!(out, "# {line}");
    }
    let _ = writeln!(out, "new {}", kind.protocol_name());
    let mut replayed = kind.start();
    for (index, &mv) in game.history().iter().enumerate() {
        let mover = replayed.turn();
        replayed
            .play(mv)
            .expect("a stored game's moves replay as they were played");
        let _ = writeln!(out, "play {mv} # {}. {}", index + 1, row.name(mover));
    }
    let _ = writeln!(out, "status # {}", protocol::status(kind, game));
    out
}

/// "white" → "White".
fn capital(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
