//! The `analyses` table: post-game analyses kept once done, and the claim
//! that lets each server run one at a time.
//!
//! A server's claim is a row of the game being analysed without `done_at`;
//! a partial unique index allows one such row per server, so two processes
//! (or two requests of one) that claim at once cannot both win, whichever
//! backend decides. The claim ends by becoming the analysis
//! ([`Store::finish_analysis`]) or by being let go
//! ([`Store::release_analysis`]); a claim whose process died lapses at its
//! `claimed_until`.

use super::{to_db, GameId, Store, StoreError};
use crate::{
    bot::analysis::{Judged, Mark},
    games::GameKind,
};

/// The outcome of [`Store::claim_analysis`].
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisClaim {
    /// The server's claim is ours: analyse, then finish or release.
    Claimed,
    /// Another analysis of the server is under way (in any process).
    Busy,
    /// The game was analysed meanwhile: its judged moves.
    Done(Vec<Judged>),
}

impl Store {
    /// The analysis of `game` (of `kind`) once done; `None` if there is
    /// none yet.
    ///
    /// # Errors
    /// The database failed, or the stored analysis does not read back.
    pub async fn analysis(
        &self,
        game: GameId,
        kind: GameKind,
    ) -> Result<Option<Vec<Judged>>, StoreError> {
        let moves: Option<String> = sqlx::query_scalar(
            "SELECT moves FROM analyses WHERE game_id = $1 AND done_at IS NOT NULL",
        )
        .bind(game.0)
        .fetch_optional(&self.pool)
        .await?;
        moves.map(|moves| read_judged(kind, &moves)).transpose()
    }

    /// Claims `guild`'s one analysis at a time for `game` (of `kind`),
    /// until `until` at most; a claim of the server that lapsed before
    /// `now` is taken over.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_analysis(
        &self,
        guild: u64,
        game: GameId,
        kind: GameKind,
        now: i64,
        until: i64,
    ) -> Result<AnalysisClaim, StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(
            "DELETE FROM analyses WHERE guild_id = $1 AND done_at IS NULL AND claimed_until <= $2",
        )
        .bind(to_db(guild))
        .bind(now)
        .execute(&mut *tx)
        .await?;
        // Both the game's key and the server's partial index refuse a
        // second row: nothing is inserted then, and nothing fails.
        let claimed = sqlx::query(
            "INSERT INTO analyses (game_id, guild_id, claimed_until) VALUES ($1, $2, $3) \
             ON CONFLICT DO NOTHING",
        )
        .bind(game.0)
        .bind(to_db(guild))
        .bind(until)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        if claimed.rows_affected() == 1 {
            return Ok(AnalysisClaim::Claimed);
        }
        Ok(match self.analysis(game, kind).await? {
            Some(judged) => AnalysisClaim::Done(judged),
            None => AnalysisClaim::Busy,
        })
    }

    /// Keeps `judged` as the analysis of `game`, which this process
    /// claimed; its server may start another.
    ///
    /// # Errors
    /// The database failed; [`StoreError::Conflict`] if the claim had
    /// lapsed and another process took it.
    pub async fn finish_analysis(
        &self,
        game: GameId,
        judged: &[Judged],
        now: i64,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE analyses SET moves = $1, done_at = $2, claimed_until = NULL \
             WHERE game_id = $3 AND done_at IS NULL",
        )
        .bind(write_judged(judged))
        .bind(now)
        .bind(game.0)
        .execute(&self.pool)
        .await?;
        super::one_row(&done, StoreError::Conflict)
    }

    /// Lets go of the claim made for `game` without an analysis (the
    /// search failed).
    ///
    /// # Errors
    /// The database failed.
    pub async fn release_analysis(&self, game: GameId) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM analyses WHERE game_id = $1 AND done_at IS NULL")
            .bind(game.0)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

/// The text of a mark in a stored line: its symbol, `-` for none.
fn mark_text(mark: Option<Mark>) -> &'static str {
    mark.map_or("-", Mark::symbol)
}

/// A winning chance (0 to 1) in thousandths.
fn thousandths(chance: f64) -> i64 {
    (chance.clamp(0.0, 1.0) * 1000.0).round() as i64
}

/// One line a judged move: played, better, chances before and after in
/// thousandths, mark.
fn write_judged(judged: &[Judged]) -> String {
    judged
        .iter()
        .map(|judged| {
            format!(
                "{} {} {} {} {}\n",
                judged.played,
                judged.best,
                thousandths(judged.chance_before),
                thousandths(judged.chance_after),
                mark_text(judged.mark)
            )
        })
        .collect()
}

/// The judged moves [`write_judged`] wrote, for a game of `kind`.
fn read_judged(kind: GameKind, text: &str) -> Result<Vec<Judged>, StoreError> {
    text.lines()
        .enumerate()
        .map(|(ply, line)| {
            let corrupt = || StoreError::Corrupt(format!("analysis line {}: `{line}`", ply + 1));
            let parts: Vec<&str> = line.split(' ').collect();
            let [played, best, before, after, mark] = parts[..] else {
                return Err(corrupt());
            };
            let notation = |text: &str| kind.parse_move(text).map_err(|_| corrupt());
            let chance = |text: &str| {
                text.parse::<i64>()
                    .map(|value| value as f64 / 1000.0)
                    .map_err(|_| corrupt())
            };
            let mark = [
                None,
                Some(Mark::Inaccuracy),
                Some(Mark::Mistake),
                Some(Mark::Blunder),
            ]
            .into_iter()
            .find(|&candidate| mark_text(candidate) == mark)
            .ok_or_else(corrupt)?;
            Ok(Judged {
                ply,
                played: notation(played)?,
                best: notation(best)?,
                chance_before: chance(before)?,
                chance_after: chance(after)?,
                mark,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judged_moves_read_back_as_written() {
        let kind: GameKind = "boop".parse().unwrap();
        let judged = vec![
            Judged {
                ply: 0,
                played: kind.parse_move("Ka6").unwrap(),
                best: kind.parse_move("Kc1").unwrap(),
                chance_before: 0.5,
                chance_after: 0.0,
                mark: Some(Mark::Blunder),
            },
            Judged {
                ply: 1,
                played: kind.parse_move("Cc1").unwrap(),
                best: kind.parse_move("Cc1").unwrap(),
                chance_before: 1.0,
                chance_after: 1.0,
                mark: None,
            },
        ];
        let text = write_judged(&judged);
        assert_eq!(text, "Ka6 Kc1 500 0 ??\nCc1 Cc1 1000 1000 -\n");
        assert_eq!(read_judged(kind, &text).unwrap(), judged);
        assert!(read_judged(kind, "Ka6 Kc1 500 0 !!\n").is_err());
        assert!(read_judged(kind, "Ka6 Kc1 500\n").is_err());
    }
}
