//! How much a search may spend: a node count, a deadline, or both.

use std::time::{Duration, Instant};

/// The limits of one search, as the protocol's `go` and the levels set them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after about this long.
    pub movetime: Option<Duration>,
    /// Stop after this many nodes (positions evaluated or expanded):
    /// reproducible whatever the machine's speed.
    pub nodes: Option<u64>,
}

impl Limits {
    /// A search of about `movetime`.
    #[must_use]
    pub const fn movetime(movetime: Duration) -> Limits {
        Limits {
            movetime: Some(movetime),
            nodes: None,
        }
    }

    /// A search of `nodes` nodes.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            movetime: None,
            nodes: Some(nodes),
        }
    }

    /// Both limits, each the tighter of the two given.
    #[must_use]
    pub fn min(self, other: Limits) -> Limits {
        fn tighter<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        Limits {
            movetime: tighter(self.movetime, other.movetime),
            nodes: tighter(self.nodes, other.nodes),
        }
    }
}

/// A running count against [`Limits`].
#[derive(Debug)]
pub(crate) struct Budget {
    started: Instant,
    deadline: Option<Instant>,
    max_nodes: Option<u64>,
    nodes: u64,
    exhausted: bool,
}

impl Budget {
    pub(crate) fn start(limits: Limits) -> Budget {
        Budget {
            started: Instant::now(),
            // An absurd movetime that overflows `Instant` means no deadline.
            deadline: limits
                .movetime
                .and_then(|movetime| Instant::now().checked_add(movetime)),
            max_nodes: limits.nodes,
            nodes: 0,
            exhausted: false,
        }
    }

    /// Counts one node; `false` once the budget is spent (and from then on).
    pub(crate) fn spend(&mut self) -> bool {
        if self.exhausted {
            return false;
        }
        self.nodes += 1;
        // Reading the clock costs far less than a node, but not nothing:
        // every 16th node is often enough (well under a millisecond).
        let late = self.nodes.is_multiple_of(16)
            && self
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline);
        if late || self.max_nodes.is_some_and(|max| self.nodes >= max) {
            self.exhausted = true;
        }
        !self.exhausted
    }

    /// Reads the clock now, for a search whose nodes cost too much to wait
    /// for [`Budget::spend`]'s every 16th: `true` (and spent from then on)
    /// once the deadline has passed.
    pub(crate) fn deadline_passed(&mut self) -> bool {
        if self
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            self.exhausted = true;
        }
        self.exhausted
    }

    /// Whether `numerator`/`denominator` of the time allowed has passed
    /// (never, without a deadline).
    pub(crate) fn time_share_passed(&self, numerator: u32, denominator: u32) -> bool {
        self.deadline.is_some_and(|deadline| {
            let share = (deadline - self.started) * numerator / denominator;
            self.started.elapsed() >= share
        })
    }

    /// Whether the budget is spent.
    pub(crate) const fn is_exhausted(&self) -> bool {
        self.exhausted
    }

    /// The nodes counted so far.
    pub(crate) const fn nodes(&self) -> u64 {
        self.nodes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_budget_runs_out_exactly() {
        let mut budget = Budget::start(Limits::nodes(3));
        assert!(budget.spend());
        assert!(budget.spend());
        assert!(!budget.spend());
        assert!(!budget.spend());
        assert!(budget.is_exhausted());
    }

    #[test]
    fn a_zero_movetime_runs_out_and_a_huge_one_never_overflows() {
        let mut budget = Budget::start(Limits::movetime(Duration::ZERO));
        assert!((0..64).any(|_| !budget.spend()));
        let mut budget = Budget::start(Limits::movetime(Duration::MAX));
        assert!((0..64).all(|_| budget.spend()));
    }

    #[test]
    fn min_takes_the_tighter_of_each_limit() {
        let a = Limits::movetime(Duration::from_millis(100));
        let b = Limits {
            movetime: Some(Duration::from_millis(50)),
            nodes: Some(7),
        };
        assert_eq!(a.min(b), b);
        assert_eq!(Limits::default().min(a), a);
    }
}
