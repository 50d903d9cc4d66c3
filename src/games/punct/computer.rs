//! PÜNCT for the search: a connection-distance evaluation and the moves
//! near the players' shortest connections.
//!
//! A player's distance is the cheapest path of cells linking some pair of
//! opposite sides, where a cell showing their colour costs nothing, an empty
//! cell costs a little (a dot must still be put there) and a cell showing the
//! opponent's colour costs more (it must be covered, which only a minor dot
//! resting on it or a whole stack can do). The evaluation is the difference
//! of the two distances; the search looks only at moves that touch cells on
//! or near either player's cheapest paths (the "hot" cells), since a move
//! elsewhere changes neither distance.

use std::sync::LazyLock;

use super::{Board, Cell, Move, Position, Side, Variant, CELL_COUNT};
use crate::{
    bot::{Rollout, SearchComputer, Searchable, Tuning},
    games::{ByColor, Rules, Seat},
};

/// The cost of a cell showing the player's own colour.
const OWN: u16 = 0;
/// The cost of an empty cell: one dot to add.
const EMPTY: u16 = 2;
/// The cost of a cell showing the opponent's colour.
const THEIRS: u16 = 5;
/// The largest cost, for the bucket queue.
const MAX_COST: usize = THEIRS as usize;
/// Unreachable (no cell is: the board is connected and every cost finite).
const FAR: u16 = u16::MAX;

/// Value of one cost unit of distance (an empty cell is two units).
pub(crate) const PER_UNIT: i32 = 40;
/// Value of having the move in an otherwise equal position.
const TEMPO: i32 = 20;
/// Value of a central cell, for the standard game's centre count at the end.
const CENTRE_CELL: i32 = 6;
/// Cells this many cost units off a shortest path still count as hot.
const SLACK: u16 = 2;
/// The most moves valued below the root, the hottest first: a PÜNCT
/// position has thousands, and valuing one costs six shortest-path searches.
const INNER_CANDIDATES: usize = 96;

/// The neighbours of each cell by index (`u8::MAX` for none) and the cells of
/// each side, computed once.
struct Geometry {
    neighbours: [[u8; 6]; CELL_COUNT],
    sides: [Vec<u8>; 6],
    /// Per cell, one bit for each side it lies on.
    on_sides: [u8; CELL_COUNT],
}

static GEOMETRY: LazyLock<Geometry> = LazyLock::new(|| Geometry {
    neighbours: std::array::from_fn(|i| {
        let mut list = [u8::MAX; 6];
        for (slot, cell) in list.iter_mut().zip(Cell::new(i).neighbours()) {
            *slot = cell.index() as u8;
        }
        list
    }),
    sides: Side::ALL.map(|side| side.cells().iter().map(|c| c.index() as u8).collect()),
    on_sides: std::array::from_fn(|i| {
        Side::ALL
            .iter()
            .enumerate()
            .filter(|(_, side)| side.contains(Cell::new(i)))
            .fold(0, |bits, (n, _)| bits | 1 << n)
    }),
});

/// Each cell's cost for one player.
type Costs = [u16; CELL_COUNT];

fn costs(board: &Board, seat: Seat) -> Costs {
    costs_with(board, seat, EMPTY, THEIRS)
}

fn costs_with(board: &Board, seat: Seat, empty: u16, theirs: u16) -> Costs {
    std::array::from_fn(|i| match board.top_owner(Cell::new(i)) {
        None => empty,
        Some(owner) if owner == seat => OWN,
        Some(_) => theirs,
    })
}

/// The fewest cells not showing `seat`'s colour on any connection of
/// theirs. One move changes what at most six cells show (three where the
/// piece lands, three it uncovers), so above six nobody can connect in one.
#[must_use]
pub fn cells_missing(board: &Board, seat: Seat) -> u16 {
    distance(&costs_with(board, seat, 1, 1))
}

/// The cost of the cheapest path from `side` to every cell, both ends'
/// costs included.
fn distances_from(costs: &Costs, side: usize) -> [u16; CELL_COUNT] {
    dial(costs, side, None, FAR, GrowingBuckets::default()).0
}

/// The cheapest connection of one player over the three pairs of sides.
fn distance(costs: &Costs) -> u16 {
    // Each pair's search stops at the cheapest found so far: only a
    // cheaper connection could change the answer.
    (0..3).fold(FAR, |best, pair| connection_below(costs, pair, best))
}

/// The cost of the cheapest path linking the sides of `pair` if it is
/// below `bound`, else `bound`.
fn connection_below(costs: &Costs, pair: usize, bound: u16) -> u16 {
    dial(
        costs,
        2 * pair,
        Some(2 * pair + 1),
        bound,
        StackBuckets::new(),
    )
    .1
    .unwrap_or(bound)
}

/// Dial's algorithm (the costs are small integers) from the side `from`:
/// the cost of reaching each cell settled, and the cost of the first cell
/// of the side `to` settled, the cheapest of that side, since cells are
/// settled cheapest first; the search stops there, or once the costs
/// reach `bound`.
fn dial(
    costs: &Costs,
    from: usize,
    to: Option<usize>,
    bound: u16,
    mut buckets: impl Buckets,
) -> ([u16; CELL_COUNT], Option<u16>) {
    let geometry = &*GEOMETRY;
    let target = to.map_or(0, |side| 1 << side);
    let mut dist = [FAR; CELL_COUNT];
    for &cell in &geometry.sides[from] {
        let d = costs[usize::from(cell)];
        dist[usize::from(cell)] = d;
        buckets.push(d, cell);
    }
    let mut current = 0u16;
    while !buckets.is_empty() && current < bound {
        while let Some(cell) = buckets.pop(current) {
            let cell = usize::from(cell);
            if dist[cell] != current {
                continue; // a stale entry: the cell was reached cheaper
            }
            if geometry.on_sides[cell] & target != 0 {
                return (dist, Some(current));
            }
            for &next in &geometry.neighbours[cell] {
                if next == u8::MAX {
                    break;
                }
                let candidate = current + costs[usize::from(next)];
                if candidate < dist[usize::from(next)] {
                    dist[usize::from(next)] = candidate;
                    buckets.push(candidate, next);
                }
            }
        }
        current += 1;
    }
    (dist, None)
}

/// Dial's buckets, one per cost modulo `MAX_COST + 1`: the costs waiting
/// lie within `MAX_COST` of the one being settled, so a bucket holds one
/// cost at a time.
trait Buckets {
    fn push(&mut self, cost: u16, cell: u8);
    /// A cell waiting at `cost`, taken out.
    fn pop(&mut self, cost: u16) -> Option<u8>;
    fn is_empty(&self) -> bool;
}

fn slot(cost: u16) -> usize {
    usize::from(cost) % (MAX_COST + 1)
}

/// Buckets as vectors, which allocate as they grow, many times a search:
/// what `classic`'s evaluation had (and the hot cells still use).
#[derive(Default)]
struct GrowingBuckets {
    cells: [Vec<u8>; MAX_COST + 1],
    waiting: usize,
}

impl Buckets for GrowingBuckets {
    fn push(&mut self, cost: u16, cell: u8) {
        self.cells[slot(cost)].push(cell);
        self.waiting += 1;
    }

    fn pop(&mut self, cost: u16) -> Option<u8> {
        let cell = self.cells[slot(cost)].pop()?;
        self.waiting -= 1;
        Some(cell)
    }

    fn is_empty(&self) -> bool {
        self.waiting == 0
    }
}

/// Buckets on the stack: a cell enters a bucket at most once per cost
/// (only when that cost is cheaper than its last), so 211 places each do.
struct StackBuckets {
    cells: [[u8; CELL_COUNT]; MAX_COST + 1],
    lengths: [u8; MAX_COST + 1],
    waiting: usize,
}

impl StackBuckets {
    fn new() -> StackBuckets {
        StackBuckets {
            cells: [[0; CELL_COUNT]; MAX_COST + 1],
            lengths: [0; MAX_COST + 1],
            waiting: 0,
        }
    }
}

impl Buckets for StackBuckets {
    fn push(&mut self, cost: u16, cell: u8) {
        let slot = slot(cost);
        self.cells[slot][usize::from(self.lengths[slot])] = cell;
        self.lengths[slot] += 1;
        self.waiting += 1;
    }

    fn pop(&mut self, cost: u16) -> Option<u8> {
        let slot = slot(cost);
        let length = self.lengths[slot].checked_sub(1)?;
        self.lengths[slot] = length;
        self.waiting -= 1;
        Some(self.cells[slot][usize::from(length)])
    }

    fn is_empty(&self) -> bool {
        self.waiting == 0
    }
}

/// The cheapest connection of one player as `classic` computes it: each
/// pair's search from one side to the end, then the cheapest cell of the
/// other side.
fn distance_in_full(costs: &Costs) -> u16 {
    (0..3)
        .map(|pair| {
            let dist = distances_from(costs, 2 * pair);
            GEOMETRY.sides[2 * pair + 1]
                .iter()
                .map(|&cell| dist[usize::from(cell)])
                .min()
                .unwrap_or(FAR)
        })
        .min()
        .unwrap_or(FAR)
}

/// The connection distance of each player (see the module's doc).
#[must_use]
pub fn connection_distances(board: &Board) -> ByColor<u16> {
    distances_by(board, distance)
}

/// Each player's connection distance by `distance`.
fn distances_by(board: &Board, distance: fn(&Costs) -> u16) -> ByColor<u16> {
    ByColor {
        first: distance(&costs(board, Seat::First)),
        second: distance(&costs(board, Seat::Second)),
    }
}

/// Adds to each cell's heat how close it lies to one of `seat`'s cheapest
/// connections: `SLACK + 1` on a cheapest one, down to 1 at [`SLACK`] cost
/// units off it, over every pair of sides that comes within [`SLACK`] of the
/// best.
fn add_heat(board: &Board, seat: Seat, heat: &mut [u8; CELL_COUNT]) {
    let costs = costs(board, seat);
    let pairs: [([u16; CELL_COUNT], [u16; CELL_COUNT]); 3] = std::array::from_fn(|pair| {
        (
            distances_from(&costs, 2 * pair),
            distances_from(&costs, 2 * pair + 1),
        )
    });
    let best_of_pair: [u16; 3] = std::array::from_fn(|pair| {
        GEOMETRY.sides[2 * pair + 1]
            .iter()
            .map(|&cell| pairs[pair].0[usize::from(cell)])
            .min()
            .unwrap_or(FAR)
    });
    let best = best_of_pair.iter().copied().min().unwrap_or(FAR);
    for (pair, (from, to)) in pairs.iter().enumerate() {
        if best_of_pair[pair] > best.saturating_add(SLACK) {
            continue;
        }
        for i in 0..CELL_COUNT {
            // A path through i counts i's cost in both halves.
            let through = from[i].saturating_add(to[i]) - costs[i];
            let excess = through.saturating_sub(best);
            if excess <= SLACK {
                heat[i] = heat[i].saturating_add((SLACK + 1 - excess) as u8);
            }
        }
    }
}

/// The replies the intermediate level weighs in PÜNCT, the likeliest first.
/// With the 96 the strongest weighs, two plies played almost as well as the
/// strongest's deeper search (about two games in three lost to it); with
/// 24 the intermediate misses replies off the players' cheapest
/// connections, as a club player would, and still sees a win in one on
/// them (it blocks it).
const INTERMEDIATE_REPLIES: usize = 24;

/// The evaluation (see [`Searchable::evaluate`]) with each player's
/// connection distance found by `distance`.
fn evaluate_with(position: &Position, distance: fn(&Costs) -> u16) -> i32 {
    let board = position.board();
    let me = position.turn();
    let distances = distances_by(board, distance);
    let mut value =
        PER_UNIT * (i32::from(*distances.get(me.other())) - i32::from(*distances.get(me))) + TEMPO;
    if position.variant() == Variant::Standard {
        // The centre decides the game when a reserve runs out: it counts
        // more the fewer pieces remain to be added.
        let remaining = i32::from(
            position
                .reserve(me)
                .total()
                .min(position.reserve(me.other()).total()),
        );
        let centre = board.centre_count();
        let lead = i32::from(*centre.get(me)) - i32::from(*centre.get(me.other()));
        value += lead * CENTRE_CELL * (19 - remaining).max(1) / 6;
    }
    value
}

/// PÜNCT's computer opponent.
pub(super) static COMPUTER: SearchComputer<Position> = SearchComputer::new(Tuning {
    intermediate_replies: Some(INTERMEDIATE_REPLIES),
    // Two empty cells of connection distance: anything less a demanding
    // player would expect it to play on.
    draw_margin: 4 * PER_UNIT,
    // Checking a move means trying every reply, and a PÜNCT position has
    // thousands.
    greedy_safety_checks: 60,
});

impl Searchable for Position {
    /// No move links two sides while more than six cells are missing:
    /// a piece covers at most three, and a MOVE uncovers some. But the
    /// standard game also ends, with the centre counted, when a player
    /// places their last piece (§8.3) or passes after the opponent passed
    /// (§9.1): the centre may win it at once whatever the connections.
    fn may_win_in_one(&self) -> bool {
        let counted_next = self.variant() == Variant::Standard
            && (self.reserve(self.turn()).total() == 1 || self.passes() > 0);
        counted_next || cells_missing(self.board(), self.turn()) <= 6
    }

    fn evaluate(&self) -> i32 {
        evaluate_with(self, distance)
    }

    fn evaluate_classic(&self) -> i32 {
        evaluate_with(self, distance_in_full)
    }

    fn candidates(&self, root: bool, out: &mut Vec<Move>) {
        out.clear();
        let board = self.board();
        let mut heat = [0; CELL_COUNT];
        add_heat(board, Seat::First, &mut heat);
        add_heat(board, Seat::Second, &mut heat);
        let heat_of = |cells: [Cell; 3]| -> u32 {
            cells.iter().map(|cell| u32::from(heat[cell.index()])).sum()
        };
        // The heat of the piece that would move from each cell, worked out
        // once per cell rather than once per move.
        let mut source_heat: [Option<u32>; CELL_COUNT] = [None; CELL_COUNT];
        let mut scored: Vec<(Move, u32)> = Vec::new();
        self.for_each_legal_move(|m| {
            let score = match m {
                Move::Add(to) => heat_of(to.cells()),
                Move::Move { from, to } => {
                    heat_of(to.cells())
                        + *source_heat[from.index()].get_or_insert_with(|| {
                            board.top(from).map_or(0, |piece| heat_of(piece.cells()))
                        })
                }
                Move::Pass => 1,
            };
            // The root keeps every move (a search short of time then has
            // valued the hottest first); below it, cold moves go.
            if root || score > 0 {
                scored.push((m, score));
            }
        });
        // Stable: equal heat keeps the generator's order (determinism).
        scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        let keep = if root { usize::MAX } else { INNER_CANDIDATES };
        out.extend(scored.iter().take(keep).map(|&(m, _)| m));
        if out.is_empty() {
            self.for_each_legal_move(|m| out.push(m));
        }
    }

    fn width(&self, ply: usize) -> usize {
        match ply {
            0 => 12,
            1 => 8,
            _ => 6,
        }
    }

    fn passed(&self) -> Option<Position> {
        Some(self.with_turn_passed())
    }

    fn key(&self) -> u64 {
        Position::key(self)
    }

    fn play_candidate(&mut self, mv: Move) {
        // Candidates come from the move generator: always legal.
        let _ = self.play(mv);
    }

    /// A piece shortens its player's connection by up to six cost units, so
    /// a search ending on its own move thinks itself that far ahead: the
    /// strongest level chose edge-bound moves at depths 3 and 5 while the
    /// other side's connection ran past it (release build, 1 s a move:
    /// 50 % against the two-ply intermediate with odd depths, 67 % without;
    /// see the README).
    const EVEN_DEPTHS_ONLY: bool = true;
}

impl Rollout for Position {
    /// None: the connection distance judges the leaf at once (see the
    /// `mcts` module's doc).
    const PLAYOUT_PLIES: usize = 0;
    /// About two empty cells of connection distance.
    const SCALE: f64 = 4.0 * PER_UNIT as f64;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_clearly_worse_side_judges_itself_lost() {
        use crate::{
            bot::judges_lost,
            games::{punct, AnyGame},
        };
        let start = punct::BASIC.start();
        assert!(!judges_lost(&start, Seat::First) && !judges_lost(&start, Seat::Second));
        // White has laid most of row 8 across the board; black has not
        // begun a connection.
        let position = punct::Position::from_history(
            punct::Variant::Basic,
            "+A8:B8,C8 +B2:C2,C3 +D8:E8,F8 +E2:F2,F3 +J8:K8,L8 +B5:C5,C6 +N8:M8,O8"
                .split_whitespace(),
        )
        .unwrap();
        let game = AnyGame::new(punct::BASIC, position);
        assert!(judges_lost(&game, Seat::Second));
        assert!(!judges_lost(&game, Seat::First));
    }

    fn position(moves: &str) -> Position {
        Position::from_history(Variant::Basic, moves.split_whitespace()).unwrap()
    }

    #[test]
    fn the_empty_board_is_seventeen_empty_cells_across() {
        let distances = connection_distances(Position::new(Variant::Basic).board());
        assert_eq!(
            distances,
            ByColor {
                first: 17 * EMPTY,
                second: 17 * EMPTY
            }
        );
    }

    #[test]
    fn own_dots_shorten_a_connection_and_the_opponents_lengthen_it() {
        // White lays a straight piece along row 8 from column A.
        let game = position("+A8:B8,C8 +B2:C2,C3");
        let distances = connection_distances(game.board());
        assert_eq!(distances.first, 14 * EMPTY);
        assert!(distances.second < 17 * EMPTY);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Stopping each side's search early never changes a distance.
        #[test]
        fn stopping_early_finds_the_same_distance(plies in 0usize..120, seed: u64) {
            let game = crate::games::random_game(super::super::STANDARD, plies, seed);
            let position: &Position = game.position().unwrap();
            for seat in [Seat::First, Seat::Second] {
                for costs in [costs(position.board(), seat), costs_with(position.board(), seat, 1, 1)] {
                    proptest::prop_assert_eq!(distance(&costs), distance_in_full(&costs));
                }
            }
            proptest::prop_assert_eq!(position.evaluate(), position.evaluate_classic());
        }
    }

    #[test]
    fn heat_lies_on_the_shortest_paths() {
        let game = position("+A8:B8,C8 +B2:C2,C3 +D8:E8,F8 +E2:F2,F3 +J8:K8,L8");
        let mut heat = [0; CELL_COUNT];
        add_heat(game.board(), Seat::First, &mut heat);
        let name = |cell: &str| heat[cell.parse::<Cell>().unwrap().index()];
        // On the cheapest connection (row 8, A to Q): the full heat, and
        // maybe more from another pair of sides close behind.
        assert!(name("G8") > SLACK as u8 && name("H8") > SLACK as u8);
        assert!(name("M8") > 0);
        assert_eq!(name("J17"), 0);
    }
}
