//! Time and chance, injected so tests can fast-forward and fix the lot.

use std::sync::{
    atomic::{AtomicI64, Ordering},
    Arc,
};

/// Where the manager reads the time (Unix milliseconds).
pub trait Clock: Send + Sync {
    fn now(&self) -> i64;
}

/// The system clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| {
                i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX)
            })
    }
}

/// A clock that only moves when told to (tests, replays).
#[derive(Clone, Debug, Default)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    /// A clock showing `millis`.
    #[must_use]
    pub fn at(millis: i64) -> Self {
        ManualClock(Arc::new(AtomicI64::new(millis)))
    }

    /// Moves the clock forward by `millis`, stopping at the end of time
    /// rather than wrapping round to before 1970.
    pub fn advance(&self, millis: i64) {
        // The closure always returns `Some`, so the update cannot fail.
        let _ = self
            .0
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |now| {
                Some(now.saturating_add(millis))
            });
    }
}

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Draws lots (who starts when a challenge says "random").
pub trait Coin: Send + Sync {
    /// `true`: the challenger takes the first seat.
    fn challenger_starts(&self) -> bool;
}

/// A fair coin, from the standard library's per-process random keys.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomCoin;

impl Coin for RandomCoin {
    fn challenger_starts(&self) -> bool {
        use std::hash::{BuildHasher, Hasher};
        // Every `RandomState` is seeded afresh, so hashing nothing gives a
        // new random word each time: enough for a coin, with no dependency.
        let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
        hasher.write_u8(0);
        hasher.finish() & 1 == 1
    }
}

/// A coin that always falls the same way (tests).
#[derive(Clone, Copy, Debug)]
pub struct FixedCoin(pub bool);

impl Coin for FixedCoin {
    fn challenger_starts(&self) -> bool {
        self.0
    }
}
