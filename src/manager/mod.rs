//! The heart of the bot, with no Discord in it: one game per channel,
//! challenges, turns, who may do what, and every move stored.
//!
//! A caller sends a [`Request`] (who, where, what) to [`Manager::handle`]
//! and gets a [`Reply`] (typed messages, picture, buttons as data, who to
//! mention) or a [`Failure`]: a typed [`Refusal`] that changed nothing, or a
//! database error. Nothing here is worded: the front ends say replies and
//! refusals in the reader's language through the words layer
//! (`crate::words`), which the manager never imports; the pictures ask for
//! their words through [`Captions`]. Requests for one channel are served
//! one at a time (a keyed lock), and the database's unique ply decides
//! between two processes.
//!
//! Positions live in memory as a cache only: the move list in the
//! [`Store`] is the truth, and a position missing from the cache (after a
//! restart) is rebuilt by replaying it through the engine.

mod abandon;
mod analysis;
mod analysis_news;
mod archive;
mod boards;
pub mod calendar;
mod captions;
mod challenges;
mod clock;
pub mod clock_plan;
mod clock_settings;
mod computer;
mod consequences;
mod languages;
mod lesson_news;
mod lessons;
mod message;
mod notices;
mod offers;
mod outbox;
mod play;
mod premove_tree;
mod premoves;
mod preview;
mod puzzle_news;
mod puzzles;
mod refusal;
mod reply;
mod request;
mod roster;
mod schedule;
mod settings;
mod standings;
mod tournament_news;
mod tournaments;
mod turn;
mod vacation;
mod views;
mod web_pages;
pub mod web_paths;

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, OnceLock},
};
use tracing::Instrument;

pub use abandon::CLAIM_AFTER_MS;
pub use analysis::{MarkedMove, ANALYSIS_LEASE_MS, ANALYSIS_NODES};
pub use archive::{mover_of, ArchivedGame};
pub use boards::{BoardPost, Replaced, Shows};
pub use captions::Captions;
pub use challenges::CHALLENGE_LIFETIME_MS;
pub use clock::{Clock, Coin, FixedCoin, ManualClock, RandomCoin, SystemClock};
pub use computer::{ComputerTask, ComputerTurn};
pub use lessons::{course_lesson, LessonMessage, LessonRefusal};
pub use message::{
    FinalCard, GamesEntry, LadderEntry, Message, Named, Notice, RatingShift, TimeLeft,
};
pub use outbox::Owing;
pub use premove_tree::MAX_PREMOVE_LINES;
pub use puzzle_news::{PuzzleMessage, PuzzleRatingShift, PuzzleRefusal};
pub use refusal::{Failure, Refusal};
pub use reply::{
    Attachment, Button, ButtonAction, ButtonId, ButtonStyle, Choice, Direct, Effects, Fallback,
    Label, Layout, ParseButtonIdError, Reply, Section, MESSAGE_LIMIT, SECTIONS_LIMIT,
    SECTIONS_PER_MESSAGE, SECTION_TEXT_LIMIT, SECTION_TITLE_LIMIT,
};
pub use request::{
    Action, Caller, LanguageChoice, Locale, Player, Request, Stamp, TournamentAction,
    TournamentTerms, MAX_TEXT_CHARS,
};
pub use schedule::Due;
pub use tournaments::{
    BoardToOpen, BoardView, PairingLine, ResultLine, RoundNews, RoundView, TournamentMessage,
    TournamentRefusal, TournamentView, MAX_SWISS_ROUNDS, ROUND_DEADLINE_PLIES,
};
pub use vacation::VACATION_DAYS_PER_YEAR;

use preview::Commit;

// The ids and errors of the store that callers name: the front ends see
// them here, never in the store itself.
pub use crate::store::{ChallengeId, FirstMover, Format, GameId, StoreError, TournamentId};

use crate::{
    games::{AnyGame, ByColor, GameKind, Outcome, Rules, Seat},
    ops::metrics,
    render::{self, Finish},
    store::{EndReason, Ending, GameRow, Store},
};

/// A channel's requests serialised (see [`Manager::serialise`]).
struct Serialised {
    _shared: crate::store::ChannelLock,
    _local: tokio::sync::OwnedMutexGuard<()>,
}

/// The game manager. Cheap to share behind an `Arc`; every method takes `&self`.
pub struct Manager {
    store: Store,
    clock: Arc<dyn Clock>,
    coin: Arc<dyn Coin>,
    /// One lock per channel: requests for one channel never overlap.
    channels: Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
    /// Positions rebuilt from the move lists, by game, with the game's
    /// version they were built at (see [`GameRow::version`]).
    positions: Mutex<HashMap<GameId, (i64, AnyGame)>>,
    /// The user who is the computer opponent, once the front end says.
    computer: OnceLock<Player>,
    /// Where the bot's web pages are served (`WEB_BASE_URL`), once the
    /// front end says: boards and lists then link to them.
    web_base: OnceLock<String>,
    /// Each position's search limits in an analysis (see
    /// [`Manager::set_analysis_limits`]).
    analysis_limits: OnceLock<crate::bot::Limits>,
    /// Analyses searched (see [`Manager::analyses_searched`]).
    analyses_searched: std::sync::atomic::AtomicU64,
    /// Rung when a debt of the outbox falls due at once (the fast path
    /// handed it over): the delivery worker waits on it.
    owed_now: tokio::sync::Notify,
    /// Rung when this process ended a game: a tournament round may be over,
    /// and the scheduler pairs the next one at once rather than at its next
    /// look.
    game_ended: tokio::sync::Notify,
}

/// An active game in the caller's channel, and where the caller sits.
struct Table {
    row: GameRow,
    game: AnyGame,
    /// Plies played.
    ply: u32,
    /// The caller's seat, if they play.
    seat: Option<Seat>,
}

impl Table {
    /// The caller's seat, or the refusal for a bystander.
    fn player(&self) -> Result<Seat, Refusal> {
        self.seat.ok_or(Refusal::NotAPlayer)
    }

    fn names(&self) -> ByColor<String> {
        self.row.players.clone().map(|(_, name)| name)
    }
}

/// How many channel locks to keep before dropping the idle ones.
const PRUNE_LOCKS_AT: usize = 1024;

/// The result of a handler.
type Handled = Result<Reply, Failure>;

impl Manager {
    /// A manager on `store` with the system clock and a fair coin.
    #[must_use]
    pub fn new(store: Store) -> Self {
        Manager::with(store, Arc::new(SystemClock), Arc::new(RandomCoin))
    }

    /// A manager with the given clock and coin (tests).
    #[must_use]
    pub fn with(store: Store, clock: Arc<dyn Clock>, coin: Arc<dyn Coin>) -> Self {
        Manager {
            store,
            clock,
            coin,
            channels: Mutex::new(HashMap::new()),
            positions: Mutex::new(HashMap::new()),
            computer: OnceLock::new(),
            web_base: OnceLock::new(),
            analysis_limits: OnceLock::new(),
            analyses_searched: std::sync::atomic::AtomicU64::new(0),
            owed_now: tokio::sync::Notify::new(),
            game_ended: tokio::sync::Notify::new(),
        }
    }

    /// A manager on the database at `url` (created if need be, migrations
    /// applied), with the given clock and coin.
    ///
    /// # Errors
    /// The database cannot be opened.
    pub async fn open(
        url: &str,
        clock: Arc<dyn Clock>,
        coin: Arc<dyn Coin>,
    ) -> Result<Self, StoreError> {
        Ok(Manager::with(Store::open(url).await?, clock, coin))
    }

    /// Waits for every database connection to close (at shutdown).
    pub async fn close_database(&self) {
        self.store.close().await;
    }

    /// The database.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The time on the manager's clock (Unix milliseconds).
    #[must_use]
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Serves one request. Requests for the same channel are served one at a
    /// time, in arrival order (but for an analysis: see
    /// [`Action::unserialised`]).
    ///
    /// # Errors
    /// A [`Refusal`] (nothing changed), or a database failure.
    pub async fn handle(&self, request: Request) -> Handled {
        // Refused before any work, and before the channel's lock is taken:
        // autocomplete reads the text against every legal move, at a cost
        // that grows with its length.
        let result = if request.action.longest_text() > MAX_TEXT_CHARS {
            Err(Refusal::TextTooLong {
                max: MAX_TEXT_CHARS,
            }
            .into())
        } else {
            // Every log line about this request carries the action, the
            // channel, the caller and (once known) the game.
            let span = tracing::info_span!(
                "request",
                action = request.action.name(),
                channel = request.caller.channel,
                user = request.caller.user,
                game = tracing::field::Empty,
            );
            self.serialised(&request).instrument(span).await
        };
        metrics::request(request.action.name(), served(&result));
        result
    }

    /// [`Manager::handle`] under the channel's lock.
    async fn serialised(&self, request: &Request) -> Handled {
        let result = if request.action.unserialised() {
            self.introduced(request).await
        } else {
            match self.serialise(request.caller.channel).await {
                Ok(_serialised) => self.introduced(request).await,
                Err(error) => Err(Failure::Store(error)),
            }
        };
        if let Err(Failure::Store(_)) = &result {
            // After a database failure the cache may be ahead of the truth.
            self.forget_all();
            metrics::error(metrics::Place::Database);
        }
        tracing::debug!(outcome = ?served(&result), "served");
        result
    }

    /// Serves `request` in the languages its caller's settings choose, with
    /// the direct messages its reply calls for; the caller's name and
    /// locales are remembered once it is served.
    async fn introduced(&self, heard: &Request) -> Handled {
        self.refresh_name(&heard.caller).await?;
        let (caller, stored) = self.in_chosen_languages(&heard.caller).await?;
        let request = Request {
            caller,
            ..heard.clone()
        };
        let reply = self.linked(self.serve(&request).await?).await;
        // The request is served (a move may be stored): failing to remember
        // a locale must not lose its reply.
        if let Err(error) = self.remember_locales(&heard.caller, &stored).await {
            tracing::warn!(%error, "cannot remember the caller's locales");
        }
        Ok(self.with_directs(&request, reply).await)
    }

    /// Ladders show players by the name they go by on the server now.
    async fn refresh_name(&self, caller: &Caller) -> Result<(), StoreError> {
        match caller.guild {
            Some(guild) => {
                self.store
                    .refresh_name(guild, caller.user, &caller.name)
                    .await
            }
            None => Ok(()),
        }
    }

    async fn serve(&self, request: &Request) -> Handled {
        let caller = &request.caller;
        let stamp = request.stamp;
        // The learner's moves where they opened a lesson are the lesson's.
        if let Some(open) = self.lesson_for(caller, &request.action, stamp).await? {
            return self.in_lesson(caller, open, &request.action).await;
        }
        match &request.action {
            Action::Challenge {
                opponent,
                kind,
                rated,
                first,
                days,
                parent,
                level,
            } => {
                let clock = challenges::ChallengeClock {
                    days: *days,
                    parent: *parent,
                };
                let terms = challenges::Terms {
                    kind: *kind,
                    rated: *rated,
                    first: *first,
                    clock,
                    level: *level,
                };
                self.challenge(caller, opponent.as_ref(), terms).await
            }
            Action::Accept => self.accept(caller, stamp).await,
            Action::Decline => self.decline(caller, stamp).await,
            Action::Cancel => self.cancel(caller, stamp).await,
            Action::Move { notation } => {
                self.play_move(caller, stamp, notation, Commit::AsAsked)
                    .await
            }
            Action::ConfirmMove { notation, version } => {
                let commit = Commit::Previewed { version: *version };
                self.play_move(caller, stamp, notation, commit).await
            }
            Action::CancelMove => self.cancel_move(caller, stamp).await,
            Action::Choose { option } => self.choose(caller, stamp, option).await,
            Action::Withdraw => self.withdraw(caller, stamp).await,
            Action::Resign { confirmed } => self.resign(caller, stamp, *confirmed).await,
            Action::OfferDraw => self.offer_draw(caller, stamp).await,
            Action::AcceptDraw => self.answer_draw(caller, stamp, true).await,
            Action::DeclineDraw => self.answer_draw(caller, stamp, false).await,
            Action::RequestTakeback => self.request_takeback(caller, stamp).await,
            Action::AcceptTakeback => self.answer_takeback(caller, stamp, true).await,
            Action::DeclineTakeback => self.answer_takeback(caller, stamp, false).await,
            Action::Abort => self.abort(caller, stamp).await,
            Action::Claim { abort } => self.claim(caller, stamp, *abort).await,
            Action::SetReminders { schedule } => self.set_reminders(caller, schedule).await,
            Action::Board {
                game: None,
                ply: None,
            } => self.board(caller, stamp).await,
            Action::Board { game, ply } => self.archived_board(caller, *game, *ply).await,
            Action::History { game } => self.history(caller, *game).await,
            Action::Replay { game } => self.replay(caller, *game).await,
            Action::Analysis { game } => self.analysis(caller, *game).await,
            Action::LegalMoves { prefix } => self.legal_moves(caller, prefix).await,
            Action::Peek { cell } => self.peek(caller, stamp, cell.as_deref()).await,
            Action::Destinations { cell } => self.destinations(caller, cell).await,
            Action::Vacation { days } => self.vacation(caller, *days).await,
            Action::CancelVacation => self.cancel_vacation(caller).await,
            Action::Notices { on } => self.set_notices(caller, *on).await,
            Action::Settings {
                confirm,
                language,
                web,
                puzzle_channel,
                puzzles_off,
            } => {
                let asked = settings::Asked {
                    confirm: *confirm,
                    language: language.as_ref(),
                    web: *web,
                    puzzle_channel: *puzzle_channel,
                    puzzles_off: *puzzles_off,
                };
                self.settings(caller, asked).await
            }
            Action::ServerLanguage { language } => self.set_server_language(caller, language).await,
            Action::Games { user, finished } => self.games(caller, user.as_ref(), *finished).await,
            Action::Leaderboard { kind, page } => self.leaderboard(caller, *kind, *page).await,
            Action::Stats { user } => self.stats(caller, user.as_ref()).await,
            Action::Premove { line } => self.premove_line(caller, line).await,
            Action::PremoveList => self.premove_list(caller).await,
            Action::PremoveClear => self.premove_clear(caller).await,
            Action::Puzzle {
                kind,
                number,
                answer,
            } => self.puzzle(caller, *kind, *number, answer.as_deref()).await,
            Action::PuzzleMoves { prefix } => self.puzzle_moves(caller, prefix).await,
            Action::Tournament(action) => self.tournament(caller, action).await,
            Action::Learn { game, lesson } => self.learn(caller, game.as_deref(), *lesson).await,
        }
    }

    /// Waits until no other request of `channel` runs, in this process or
    /// (on PostgreSQL) in any other, and keeps it so while the returned
    /// guard lives. The in-memory lock comes first, so that a process sends
    /// the database at most one waiter per channel.
    async fn serialise(&self, channel: u64) -> Result<Serialised, StoreError> {
        let local = self.channel_lock(channel).lock_owned().await;
        let shared = self.store.lock_channel(channel).await?;
        // Dropped in this order: the database lock before the local one.
        Ok(Serialised {
            _shared: shared,
            _local: local,
        })
    }

    fn channel_lock(&self, channel: u64) -> Arc<tokio::sync::Mutex<()>> {
        let mut channels = self
            .channels
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if channels.len() >= PRUNE_LOCKS_AT {
            // Locks nobody holds or waits for can go: the map stays small
            // however many channels the bot has seen.
            channels.retain(|_, lock| Arc::strong_count(lock) > 1);
        }
        Arc::clone(channels.entry(channel).or_default())
    }

    /// The cached position of `game`, if it was built at `version`.
    fn cached(&self, game: GameId, version: i64) -> Option<AnyGame> {
        self.positions
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(&game)
            .filter(|(built_at, _)| *built_at == version)
            .map(|(_, position)| position.clone())
    }

    fn remember(&self, game: GameId, version: i64, position: AnyGame) {
        self.positions
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(game, (version, position));
    }

    fn forget(&self, game: GameId) {
        self.positions
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&game);
    }

    fn forget_all(&self) {
        self.positions
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clear();
    }

    /// The position of `row`, from the cache or replayed from its moves.
    /// The row's version tells whether the cache is current: another process
    /// on the same database may have moved meanwhile.
    async fn position(&self, row: &GameRow) -> Result<AnyGame, StoreError> {
        if let Some(game) = self.cached(row.id, row.version) {
            return Ok(game);
        }
        let moves = self.store.moves(row.id).await?;
        let game = replay(row.kind, moves.iter().map(|m| m.notation.as_str()))?;
        self.remember(row.id, row.version, game.clone());
        Ok(game)
    }

    /// The active game in the caller's channel, checked against the button
    /// that asked for it.
    async fn table(&self, caller: &Caller, stamp: Option<Stamp>) -> Result<Table, Failure> {
        let row = self.store.active_game_in(caller.channel).await?;
        let stamped = match stamp {
            Some(Stamp::Game { game, ply }) => Some((game, ply)),
            Some(Stamp::Challenge(_) | Stamp::Tournament(_) | Stamp::Lesson(_)) | None => None,
        };
        if let Some((game, _)) = stamped {
            if row.as_ref().is_none_or(|row| row.id != game) {
                return Err(self.not_this_game(caller, game, row.is_some()).await);
            }
        }
        let Some(row) = row else {
            return Err(Refusal::NoGame.into());
        };
        tracing::Span::current().record("game", tracing::field::display(row.id));
        let game = self.position(&row).await?;
        let ply = plies(&game);
        if let Some((_, stamped_ply)) = stamped {
            if stamped_ply != ply {
                return Err(Refusal::StaleBoard.into());
            }
        }
        let seat = row.seat_of(caller.user);
        Ok(Table {
            row,
            game,
            ply,
            seat,
        })
    }

    /// Why a button naming `game` does not act on the caller's channel's
    /// game (`active`: the channel has one): that game is over, or it
    /// belongs to another channel (a forged or misplaced `custom_id`).
    async fn not_this_game(&self, caller: &Caller, game: GameId, active: bool) -> Failure {
        match self.store.game(game).await {
            Ok(Some(row)) if row.channel_id == caller.channel => Refusal::GameOver.into(),
            Ok(Some(_)) => Refusal::NotThisChannelsGame.into(),
            Ok(None) if active => Refusal::NotThisChannelsGame.into(),
            Ok(None) => Refusal::NoGame.into(),
            Err(error) => error.into(),
        }
    }

    /// Turns a conflict reported by the database (another process wrote
    /// first) into a clean refusal and drops the cached position.
    fn conflict(&self, game: GameId, error: StoreError) -> Failure {
        match error {
            StoreError::Conflict => {
                self.forget(game);
                Refusal::StaleBoard.into()
            }
            error => error.into(),
        }
    }

    fn button(&self, style: ButtonStyle, id: ButtonId) -> Button {
        Button {
            label: Label::Action,
            style,
            id,
        }
    }

    /// A pair of buttons that answer a question about the game at `stamp`:
    /// `yes` (green) and `no`.
    fn yes_no(&self, stamp: Stamp, yes: ButtonAction, no: ButtonAction) -> Vec<Button> {
        vec![
            self.button(ButtonStyle::Success, ButtonId { stamp, action: yes }),
            self.button(ButtonStyle::Secondary, ButtonId { stamp, action: no }),
        ]
    }

    /// The buttons under a board of an active game.
    fn board_buttons(&self, table: &Table) -> Vec<Button> {
        let stamp = Stamp::Game {
            game: table.row.id,
            ply: table.ply,
        };
        let id = |action| ButtonId { stamp, action };
        let mut buttons = vec![
            self.button(ButtonStyle::Danger, id(ButtonAction::Resign)),
            self.button(ButtonStyle::Secondary, id(ButtonAction::OfferDraw)),
            self.button(ButtonStyle::Secondary, id(ButtonAction::Takeback)),
        ];
        if table.row.kind.game().picture().lifts() {
            buttons.push(self.button(ButtonStyle::Secondary, id(ButtonAction::Peek)));
        }
        buttons
    }

    /// A board message for an active game, after `event`: the line (the
    /// player to move mentioned if `mention`, and away until `away_until`
    /// if they are), the picture, the buttons.
    fn board_reply(
        &self,
        locale: &Locale,
        table: &Table,
        event: Option<Message>,
        mention: bool,
        away_until: Option<i64>,
    ) -> Reply {
        let to_move = table.game.turn();
        // The computer is never pinged: it is told through the effects.
        let computer_to_move = table.row.computer_plays(to_move);
        let mention = mention && !computer_to_move;
        let line = Message::Board {
            number: table.row.number,
            kind: table.row.kind,
            players: table.names(),
            ply: table.ply,
            last: self.last_move(table),
            answered: None,
            to_move: table.row.players.get(to_move).clone(),
            mention,
            time_left: table
                .row
                .deadline_at
                .map(|deadline| deadline.saturating_sub(self.clock.now())),
            away_until,
        };
        let said = match event {
            Some(event) => Reply::saying(locale, event).and(locale, line),
            None => Reply::saying(locale, line),
        };
        Reply {
            image: Some(crate::render::board_png(
                &table.game,
                &table.names(),
                locale,
            )),
            buttons: self.board_buttons(table),
            mentions: if mention {
                vec![table.row.user(to_move)]
            } else {
                Vec::new()
            },
            effects: Effects {
                board: Some(BoardPost {
                    game: table.row.id,
                    shows: Shows::Version(table.row.version),
                }),
                computer: computer_to_move.then(|| computer::computer_turn(&table.row)),
                ..Effects::default()
            },
            ..said
        }
    }

    /// The message for a game that just ended with `ending`, both players
    /// mentioned (direct messages follow for those who asked).
    fn game_over_reply(
        &self,
        locale: &Locale,
        table: &Table,
        ending: &Ending,
        by: Option<String>,
    ) -> Reply {
        let why = (ending.reason == EndReason::Rules)
            .then(|| table.game.rules_end())
            .flatten();
        let message = Message::GameOver {
            number: table.row.number,
            kind: table.row.kind,
            players: table.row.players.clone(),
            ply: table.ply,
            last: self.last_move(table),
            answered: None,
            outcome: ending.outcome,
            reason: ending.reason,
            by,
            why,
            ratings: ending
                .ratings
                .iter()
                .map(|write| RatingShift {
                    name: write.name.clone(),
                    before: write.before.rating.round() as i64,
                    after: write.after.rating.round() as i64,
                })
                .collect(),
        };
        let finish = final_finish(
            locale,
            table.names(),
            ending.outcome,
            ending.reason,
            &table.game,
        );
        Reply {
            image: Some(render::final_png(
                &table.game,
                &table.names(),
                locale,
                &finish,
            )),
            effects: Effects {
                board: Some(BoardPost {
                    game: table.row.id,
                    shows: Shows::End,
                }),
                ..Effects::default()
            },
            mentions: Seat::ALL.map(|seat| table.row.user(seat)).to_vec(),
            ..Reply::saying(locale, message)
        }
    }

    /// Who played the last move, and the move.
    fn last_move(&self, table: &Table) -> Option<(String, String)> {
        let notation = table.game.last_move()?.to_string();
        // Seats alternate in both games (a PÜNCT pass is a move too), and
        // the engine hands the turn on even after a game-ending move.
        let mover = table.game.turn().other();
        Some((table.row.name(mover).to_owned(), notation))
    }
}

/// What the final picture of `game`, ended with `outcome` for `reason`,
/// shows and says. Everything it says follows from the stored game, so the
/// archive draws the same picture as the end of the game did.
fn final_finish(
    locale: &Locale,
    players: ByColor<String>,
    outcome: Option<Outcome>,
    reason: EndReason,
    game: &AnyGame,
) -> Finish {
    let loser = outcome.and_then(Outcome::winner).map(Seat::other);
    let ending = match (reason, loser) {
        (EndReason::Rules, _) => render::Ending::Rules,
        (EndReason::Resignation, Some(by)) => render::Ending::Resignation { by },
        (EndReason::Time, Some(loser)) => render::Ending::Time { loser },
        (EndReason::Abandonment, Some(by)) => render::Ending::Abandonment { by },
        (EndReason::Agreement, _) => render::Ending::Agreement,
        _ => render::Ending::Aborted,
    };
    // A game aborted because a player never moved ends on that player's
    // turn, which the engine still knows.
    let idle = (reason == EndReason::NeverMoved).then(|| players.get(game.turn()).clone());
    let card = FinalCard {
        why: (reason == EndReason::Rules)
            .then(|| game.rules_end())
            .flatten(),
        players,
        outcome,
        reason,
        by: idle,
    };
    Finish {
        ending,
        lines: locale.final_lines(&card),
    }
}

/// Plies played in `game`.
fn plies(game: &AnyGame) -> u32 {
    u32::try_from(game.ply()).unwrap_or(u32::MAX)
}

/// Rebuilds a position by replaying `moves` from the start of `kind`.
///
/// # Errors
/// [`StoreError::Corrupt`] if the engine refuses one of them.
pub fn replay<'a>(
    kind: GameKind,
    moves: impl IntoIterator<Item = &'a str>,
) -> Result<AnyGame, StoreError> {
    let mut game = kind.start();
    for (index, notation) in moves.into_iter().enumerate() {
        game.play_text(notation).map_err(|reason| {
            StoreError::Corrupt(format!("ply {} `{notation}`: {reason}", index + 1))
        })?;
    }
    Ok(game)
}

/// How a request ended, as the metrics count it.
fn served(result: &Handled) -> metrics::Outcome {
    match result {
        Ok(_) => metrics::Outcome::Ok,
        Err(Failure::Refused(_)) => metrics::Outcome::Refused,
        Err(Failure::Store(_)) => metrics::Outcome::Failed,
    }
}
