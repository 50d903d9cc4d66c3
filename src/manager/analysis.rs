//! `/analysis`: a finished game judged move by move by the strongest
//! level's search (`crate::bot::analysis`), answered with the marked moves
//! and their better moves, and a chart of the winning chances.
//!
//! An analysis is searched once and kept: a second request, and the game's
//! web page, read it from the database. Searching runs on the blocking
//! pool, one analysis per server at a time whichever process runs it: the
//! server's claim is a row of the database ([`Store::claim_analysis`]). A
//! second request meanwhile is refused at once with a word to try again,
//! rather than queued: the first answer comes in seconds, and a queue would
//! hold an interaction (which Discord lets answer for 15 minutes) and a
//! database claim for each waiter.
//!
//! [`Store::claim_analysis`]: crate::store::Store::claim_analysis

use std::sync::atomic::Ordering;

pub use super::analysis_news::MarkedMove;

use super::{
    archive::mover_of, message::Message, refusal::Refusal, request::Caller, web_paths, Failure,
    Handled, Manager, Reply,
};
use crate::{
    bot::{
        analysis::{analyse, Judged},
        Limits,
    },
    games::{AnyGame, ByColor, Rules, Seat},
    render::{self, AnalysisChart, ChartMark},
    store::{AnalysisClaim, GameRow, GameStatus, GamesOver},
};

/// The nodes each position of an analysis gets unless the front end says
/// otherwise (`BOT_NODES`): two searches a move, so a PÜNCT game of 60
/// moves searches for about 20 s and a boop. game for under a second.
pub const ANALYSIS_NODES: u64 = 10_000;

/// How long a server's claim holds at most: an interaction can be answered
/// for 15 minutes, and an analysis that took longer would have nobody to
/// answer. A process that died with the claim holds its server this long.
pub const ANALYSIS_LEASE_MS: i64 = 15 * 60_000;

/// The finished games of the caller looked through for their last one in
/// the channel.
const RECENT_GAMES: u32 = 50;

impl Manager {
    /// Each position of an analysis searches within `limits` (a node
    /// count keeps analyses alike on every machine); by default
    /// [`ANALYSIS_NODES`]. Set once, before the first analysis.
    pub fn set_analysis_limits(&self, limits: Limits) {
        let _ = self.analysis_limits.set(limits);
    }

    /// Analyses searched by this manager so far (not those read back).
    #[must_use]
    pub fn analyses_searched(&self) -> u64 {
        self.analyses_searched.load(Ordering::SeqCst)
    }

    /// The analysis of a finished game (`None`: the caller's latest in
    /// this channel, else on this server): the marked moves, and the chart.
    pub(super) async fn analysis(&self, caller: &Caller, number: Option<u32>) -> Handled {
        let guild = caller.guild.ok_or(Refusal::ServerOnly)?;
        let row = self.game_to_analyse(caller, guild, number).await?;
        tracing::Span::current().record("game", tracing::field::display(row.id));
        let judged = match self.store.analysis(row.id, row.kind).await? {
            Some(judged) => judged,
            None => {
                let game = self.position(&row).await?;
                self.analyse(guild, &row, game).await?
            }
        };
        let link = self
            .public_link(row.guild_id, |key| web_paths::game(key, row.number))
            .await?;
        let names = row.players.clone().map(|(_, name)| name);
        let locale = &caller.channel_locale;
        let chart = AnalysisChart {
            kind: row.kind,
            number: row.number,
            players: names.clone(),
            chances: first_player_chances(&row, &judged),
            marks: chart_marks(&judged),
        };
        let message = Message::Analysis {
            number: row.number,
            kind: row.kind,
            players: names.clone(),
            plies: row.plies,
            marked: marked_moves(&row, &names, &judged),
        };
        Ok(Reply {
            image: Some(render::analysis_png(&chart, locale)),
            link,
            ..Reply::saying(locale, message)
        })
    }

    /// The finished game `number` of `guild`, or the caller's latest
    /// finished game in this channel (else on this server).
    async fn game_to_analyse(
        &self,
        caller: &Caller,
        guild: u64,
        number: Option<u32>,
    ) -> Result<GameRow, Failure> {
        let Some(number) = number else {
            let games = self
                .store
                .finished_games_of(guild, caller.user, GamesOver::WithResult, RECENT_GAMES)
                .await?;
            let here = |row: &GameRow| {
                row.channel_id == caller.channel || row.parent_channel_id == Some(caller.channel)
            };
            let latest = games
                .iter()
                .map(|finished| &finished.game)
                .find(|row| here(row))
                .or_else(|| games.first().map(|finished| &finished.game));
            return latest.cloned().ok_or(Refusal::NothingToAnalyse.into());
        };
        let row = self
            .store
            .game_numbered(Some(guild), caller.channel, number)
            .await?
            .ok_or(Refusal::NoSuchGame { number })?;
        match row.status {
            GameStatus::Finished => Ok(row),
            GameStatus::Active => Err(Refusal::AnalysisOfGameOn { number }.into()),
            GameStatus::Aborted => Err(Refusal::AnalysisOfAbortedGame { number }.into()),
        }
    }

    /// Searches `game` (stored as `row`) under `guild`'s claim, and keeps
    /// the analysis; the claim is let go if the search fails.
    async fn analyse(
        &self,
        guild: u64,
        row: &GameRow,
        game: AnyGame,
    ) -> Result<Vec<Judged>, Failure> {
        let now = self.clock.now();
        let claim = self
            .store
            .claim_analysis(guild, row.id, row.kind, now, now + ANALYSIS_LEASE_MS)
            .await?;
        match claim {
            AnalysisClaim::Claimed => {}
            AnalysisClaim::Busy => return Err(Refusal::AnalysisBusy.into()),
            AnalysisClaim::Done(judged) => return Ok(judged),
        }
        self.analyses_searched.fetch_add(1, Ordering::SeqCst);
        let limits = *self
            .analysis_limits
            .get_or_init(|| Limits::nodes(ANALYSIS_NODES));
        let searched = tokio::task::spawn_blocking(move || analyse(&game, limits)).await;
        let Ok(Some(judged)) = searched else {
            // The refusal tells the player the operators were told: here.
            match searched {
                Err(error) => tracing::warn!(%error, game = %row.id, "the analysis stopped"),
                Ok(_) => tracing::warn!(game = %row.id, "the stored game does not replay"),
            }
            self.store.release_analysis(row.id).await?;
            return Err(Refusal::AnalysisFailed.into());
        };
        self.store
            .finish_analysis(row.id, &judged, self.clock.now())
            .await?;
        Ok(judged)
    }
}

/// The first player's winning chance at the start and after each move.
fn first_player_chances(row: &GameRow, judged: &[Judged]) -> Vec<f64> {
    let first = row.kind.start().turn();
    let for_first = |ply: usize, chance: f64| {
        if mover_of(row.kind, ply) == first {
            chance
        } else {
            1.0 - chance
        }
    };
    let start = judged
        .first()
        .map_or(0.5, |judged| for_first(0, judged.chance_before));
    std::iter::once(start)
        .chain(
            judged
                .iter()
                .map(|judged| for_first(judged.ply, judged.chance_after)),
        )
        .collect()
}

/// The marks on the chart: after which move, and which mark.
fn chart_marks(judged: &[Judged]) -> Vec<ChartMark> {
    judged
        .iter()
        .filter_map(|judged| {
            judged.mark.map(|mark| ChartMark {
                ply: judged.ply + 1,
                mark,
            })
        })
        .collect()
}

/// The marked moves of `judged`, in the game's order.
fn marked_moves(row: &GameRow, names: &ByColor<String>, judged: &[Judged]) -> Vec<MarkedMove> {
    let percent = |chance: f64| (chance.clamp(0.0, 1.0) * 100.0).round() as u8;
    judged
        .iter()
        .filter_map(|judged| {
            let mark = judged.mark?;
            let mover: Seat = mover_of(row.kind, judged.ply);
            Some(MarkedMove {
                ply: u32::try_from(judged.ply + 1).unwrap_or(u32::MAX),
                by: names.get(mover).clone(),
                played: judged.played,
                best: judged.best,
                mark,
                before: percent(judged.chance_before),
                after: percent(judged.chance_after),
            })
        })
        .collect()
}
