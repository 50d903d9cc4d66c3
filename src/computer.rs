//! The computer opponent at work: each [`ComputerTurn`] a board hands out
//! becomes one search on a thread of its own at the lowest CPU priority
//! (never on the async runtime, and behind it for the CPU: the gateway and
//! the other games' moves go first while it thinks), at most
//! [`Computer::new`]'s `searches` at once, and its move is played through
//! the manager like anyone's ([`ComputerTask::request`]).
//!
//! Exactly once: a turn already being searched is not searched again
//! (a board shown twice, or the start-up sweep meeting a search under way),
//! and the move names the version it was found at, so the database refuses
//! it if anything changed the game meanwhile.

use std::{
    collections::HashSet,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, Mutex, PoisonError,
    },
};

use tokio::sync::Semaphore;
use tracing::{debug, warn};

use crate::{
    bot::{self, Limits},
    manager::{ComputerTask, ComputerTurn, Failure, GameId, Manager, Reply, StoreError},
};

/// How many searches may run at once when nothing is configured: one per
/// core of a small machine, leaving the runtime its own threads.
pub const DEFAULT_SEARCHES: u16 = 2;

/// The computer: a bounded set of searches, and the turns being searched.
pub struct Computer {
    manager: Arc<Manager>,
    permits: Semaphore,
    /// Each search's limits; the default: each level's own time.
    limits: Limits,
    /// The turns (game, version) taken and not yet answered.
    taken: Mutex<HashSet<(GameId, i64)>>,
    searches: AtomicU64,
}

/// Why a turn produced no move to post.
#[derive(Debug)]
pub enum NoMove {
    /// Someone else has this turn in hand, or the game has moved on.
    NothingToDo,
    /// The manager refused the move or failed (a race lost, or the database).
    Failed(Failure),
    /// The search itself did not finish (it panicked) or found no move.
    SearchFailed,
}

impl Computer {
    /// A computer playing the games of `manager`, at most `searches`
    /// searches at once (at least one), each within `limits`
    /// (`Limits::default()`: each level's own time; a node count makes the
    /// moves reproducible).
    #[must_use]
    pub fn new(manager: Arc<Manager>, searches: usize, limits: Limits) -> Computer {
        Computer {
            manager,
            permits: Semaphore::new(searches.max(1)),
            limits,
            taken: Mutex::new(HashSet::new()),
            searches: AtomicU64::new(0),
        }
    }

    /// Searches run so far.
    #[must_use]
    pub fn searches(&self) -> u64 {
        self.searches.load(Ordering::SeqCst)
    }

    /// Plays the computer's move for `turn` and returns the board to post;
    /// `None` when there is none (nothing to do, or a failure, logged).
    pub async fn answer(&self, turn: ComputerTurn) -> Option<Reply> {
        match self.play(turn).await {
            Ok(reply) => Some(reply),
            Err(NoMove::NothingToDo) => None,
            Err(NoMove::Failed(Failure::Refused(refusal))) => {
                debug!(?refusal, "the computer's move came too late");
                None
            }
            Err(NoMove::Failed(failure)) => {
                warn!(%failure, "the computer's move failed");
                None
            }
            Err(NoMove::SearchFailed) => {
                warn!("the computer's search failed");
                None
            }
        }
    }

    /// [`Computer::answer`] telling why there is no move.
    ///
    /// # Errors
    /// Why no move was played.
    pub async fn play(&self, turn: ComputerTurn) -> Result<Reply, NoMove> {
        let Some(_taken) = Taken::take(&self.taken, (turn.game, turn.version)) else {
            return Err(NoMove::NothingToDo);
        };
        let found = {
            // Closed never: the semaphore lives as long as `self`.
            let _permit = self
                .permits
                .acquire()
                .await
                .map_err(|_| NoMove::SearchFailed)?;
            // Read after the wait: the game may have moved on meanwhile.
            let task = self
                .manager
                .computer_task(&turn)
                .await
                .map_err(|error| NoMove::Failed(Failure::Store(error)))?
                .ok_or(NoMove::NothingToDo)?;
            self.search(task).await?
        };
        let (task, mv) = found;
        self.manager
            .handle(task.request(mv))
            .await
            .map_err(NoMove::Failed)
    }

    /// The move for `task`, found on a blocking thread.
    async fn search(
        &self,
        task: ComputerTask,
    ) -> Result<(ComputerTask, crate::games::AnyMove), NoMove> {
        self.searches.fetch_add(1, Ordering::SeqCst);
        let limits = self.limits;
        let searched = behind_the_runtime(move || {
            let found = bot::choose(&task.position, task.level, limits, task.seed());
            (task, found)
        })
        .await;
        match searched {
            Some((task, Some(found))) => Ok((task, found.mv)),
            Some((_, None)) => Err(NoMove::SearchFailed),
            None => {
                warn!("the computer's search stopped");
                Err(NoMove::SearchFailed)
            }
        }
    }

    /// Every game waiting for the computer that has waited `idle_ms` or
    /// more (0: all of them, at start-up).
    ///
    /// # Errors
    /// The database failed.
    pub async fn waiting(&self, idle_ms: i64) -> Result<Vec<ComputerTurn>, StoreError> {
        self.manager.computer_turns(idle_ms).await
    }
}

/// A turn held while it is searched and played; let go when dropped.
struct Taken<'a> {
    taken: &'a Mutex<HashSet<(GameId, i64)>>,
    key: (GameId, i64),
}

impl<'a> Taken<'a> {
    /// Holds `key`, unless someone holds it already.
    fn take(taken: &'a Mutex<HashSet<(GameId, i64)>>, key: (GameId, i64)) -> Option<Self> {
        let fresh = taken
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(key);
        fresh.then_some(Taken { taken, key })
    }
}

impl Drop for Taken<'_> {
    fn drop(&mut self) {
        self.taken
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&self.key);
    }
}

/// Runs `work` on a thread of its own at the lowest CPU priority: on a busy
/// machine the runtime's threads (the gateway, the other games' moves) are
/// served first, and the search gets what they leave. `None` if the thread
/// could not start or `work` panicked.
async fn behind_the_runtime<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let (sender, receiver) = tokio::sync::oneshot::channel();
    let started = std::thread::Builder::new()
        .name("punctbot-search".to_owned())
        .spawn(move || {
            lowest_priority();
            // The receiver is gone only if nobody waits any more.
            let _ = sender.send(work());
        });
    if let Err(error) = started {
        warn!(%error, "cannot start a search thread");
        return None;
    }
    receiver.await.ok()
}

/// Gives the calling thread the lowest CPU priority (nice 19).
#[cfg(target_os = "linux")]
fn lowest_priority() {
    // SAFETY: `setpriority` takes plain integers and touches no memory of
    // ours. On Linux the nice value belongs to each thread, and `who = 0`
    // with `PRIO_PROCESS` names the calling thread only.
    let result = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, 19) };
    if result != 0 {
        debug!("the search thread keeps its priority");
    }
}

/// Elsewhere the search runs at the default priority.
#[cfg(not(target_os = "linux"))]
fn lowest_priority() {}
