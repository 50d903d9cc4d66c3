//! Tournaments, the pure core: Swiss and round-robin pairings and the
//! standings with their tie-breaks. No database, no Discord, no clock: the
//! tournament lifecycle (signups, rounds started and ended, games in
//! threads) keeps the players and the finished rounds and asks this module
//! what comes next.
//!
//! - [`pair_swiss`] pairs a Swiss round from the players and the rounds so
//!   far (rules in `swiss.rs`'s documentation and the README's
//!   "Tournaments"); [`default_swiss_rounds`] says how many rounds;
//! - [`round_robin`] gives every round of a round-robin at once (Berger
//!   tables);
//! - [`standings`] ranks the players by points and tie-breaks.
//!
//! Everything is deterministic: the same players and rounds give the same
//! answer in every process, so two processes agree on a round's pairings.
//!
//! ```
//! use punctbot::tournament::{pair_swiss, standings, GameResult, Player, PlayerId};
//!
//! let players: Vec<Player> = (1..=5)
//!     .map(|id| Player { id: PlayerId(id), rating: 1500, withdrawn: false })
//!     .collect();
//! let mut rounds = Vec::new();
//! for _ in 0..3 {
//!     let pairings = pair_swiss(&players, &rounds)?;
//!     assert!(pairings.bye.is_some()); // five players: one bye a round
//!     rounds.push(pairings.with_results(|_| GameResult::FirstWon));
//! }
//! let table = standings(&players, &rounds);
//! assert_eq!(table.len(), 5);
//! # Ok::<_, punctbot::tournament::PairingError>(())
//! ```

mod history;
mod matching;
mod record;
mod round_robin;
mod standings;
mod swiss;

pub use record::{Board, Game, GameResult, Pairings, Player, PlayerId, Points, Round};
pub use round_robin::round_robin;
pub use standings::{standings, Standing};
pub use swiss::{default_swiss_rounds, pair_swiss, PairingError, FLOAT_REACH};
