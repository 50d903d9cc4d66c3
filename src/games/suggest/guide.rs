//! With nothing typed: at most [`MAX_CHOICES`] legal moves spread over what
//! the mover can do, so that the list teaches the position rather than
//! showing 25 moves of one piece in one corner.
//!
//! A game sorts its moves into buckets: a bucket belongs to a *member*
//! (a PÜNCT piece that can move, a kind of piece in the reserve, a boop
//! kind in the pool) and is one *variant* of what the member can do (what
//! the move does, the area of the board it lands in), the variants in the
//! member's order of preference. [`spread`] takes the best move of every
//! bucket, every member's first variant before anyone's second, and then
//! the second best of every bucket, and so on. Everything is keyed, so the
//! guide is the same every time for the same position.

use super::MAX_CHOICES;

/// One legal move (of a game's own type `M`) as the guide sorts it.
#[derive(Clone, Copy, Debug)]
pub struct Item<M> {
    /// Whose bucket: members are shown in their order.
    pub member: usize,
    /// Which of the member's buckets: the member's favourite first.
    pub variant: usize,
    /// Within the bucket the smallest key is the best; keys are unique.
    pub key: u64,
    pub mv: M,
}

/// The buckets a game sorts its moves into.
#[derive(Clone, Copy, Debug)]
pub struct Buckets {
    pub members: usize,
    pub variants: usize,
}

/// One round of [`spread`]: the best move offered to each bucket that was
/// not picked in an earlier round.
pub struct Round<M> {
    variants: usize,
    /// The key of the move last picked from each bucket.
    taken: Vec<Option<u64>>,
    best: Vec<Option<Item<M>>>,
}

impl<M: Copy> Round<M> {
    /// The key of the move last picked from the bucket, if any.
    #[must_use]
    pub fn taken(&self, member: usize, variant: usize) -> Option<u64> {
        self.taken[member * self.variants + variant]
    }

    /// Offers one legal move. Called for thousands of PÜNCT moves, so it is
    /// a plain method, not a call through a closure.
    #[inline]
    pub fn offer(&mut self, item: Item<M>) {
        let bucket = item.member * self.variants + item.variant;
        if self.taken[bucket].is_some_and(|key| item.key <= key) {
            return;
        }
        if self.best[bucket].is_none_or(|seen| item.key < seen.key) {
            self.best[bucket] = Some(item);
        }
    }
}

/// At most [`MAX_CHOICES`] moves, offered by `items` to the [`Round`] it is
/// given, once per round: every legal move, or at least the best of each
/// bucket not yet picked ([`Round::taken`]). Picked round by round: in round r the r-th best move of each bucket, a
/// member's buckets ranked by variant among those that have moves, so every
/// member's first choice comes before anyone's second. Shown member by
/// member.
pub fn spread<M: Copy>(buckets: Buckets, items: impl Fn(&mut Round<M>)) -> Vec<M> {
    let count = buckets.members * buckets.variants;
    let mut round = Round {
        variants: buckets.variants,
        taken: vec![None; count],
        best: Vec::new(),
    };
    // Where a bucket stands among its member's buckets that have moves.
    let mut tiers: Option<Vec<usize>> = None;
    // (round, tier, member) picks; (member, tier, round) shows.
    let mut picked: Vec<([usize; 3], M)> = Vec::with_capacity(MAX_CHOICES);
    for number in 0.. {
        round.best = vec![None; count];
        items(&mut round);
        let tiers = tiers.get_or_insert_with(|| tiers_of(buckets, &round.best));
        let mut picks: Vec<([usize; 3], Item<M>)> = round
            .best
            .iter()
            .enumerate()
            .filter_map(|(bucket, item)| {
                let item = (*item)?;
                Some(([number, tiers[bucket], item.member], item))
            })
            .collect();
        if picks.is_empty() {
            break;
        }
        picks.sort_unstable_by_key(|&(rank, _)| rank);
        for ([number, tier, member], item) in picks.into_iter().take(MAX_CHOICES - picked.len()) {
            round.taken[member * buckets.variants + item.variant] = Some(item.key);
            picked.push(([member, tier, number], item.mv));
        }
        if picked.len() == MAX_CHOICES {
            break;
        }
    }
    picked.sort_unstable_by_key(|&(shown, _)| shown);
    picked.into_iter().map(|(_, mv)| mv).collect()
}

/// For every bucket, how many buckets of the same member that have moves
/// come before it.
fn tiers_of<M>(buckets: Buckets, best: &[Option<Item<M>>]) -> Vec<usize> {
    best.chunks(buckets.variants)
        .flat_map(|variants| {
            variants.iter().scan(0, |before, item| {
                let tier = *before;
                *before += usize::from(item.is_some());
                Some(tier)
            })
        })
        .collect()
}
