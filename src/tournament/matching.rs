//! Minimum-cost perfect matching on a general graph: the one piece of graph
//! theory the Swiss pairing needs, kept behind one function so that the
//! rules (`swiss.rs`) never see the crate that solves it.
//!
//! The solver is `rustworkx-core`'s maximum-weight matching (Edmonds'
//! blossom algorithm with dual variables, after Galil and van Rantwijk,
//! O(n³)). It maximises weight, so each cost `c` is handed to it as
//! `ceiling - c`; with `max_cardinality` set it only considers matchings of
//! the largest size, so when a perfect matching exists the heaviest one is
//! the cheapest perfect one.

use rustworkx_core::{max_weight_matching::max_weight_matching, petgraph::graph::UnGraph};

/// An edge that may be chosen: its two ends (indices below the vertex
/// count) and what choosing it costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Edge {
    pub a: usize,
    pub b: usize,
    pub cost: i128,
}

/// The perfect matching of the `vertices` vertices with the smallest total
/// cost over `edges`, as pairs `(a, b)` with `a < b`, sorted; `None` when no
/// perfect matching exists.
///
/// The same edges in the same order always give the same matching (the
/// solver has no randomness), which is what makes two processes agree.
pub(crate) fn min_cost_perfect_matching(
    vertices: usize,
    edges: &[Edge],
) -> Option<Vec<(usize, usize)>> {
    if vertices % 2 == 1 {
        return None;
    }
    if vertices == 0 {
        return Some(Vec::new());
    }
    // Every weight positive: the solver may leave an edge of weight ≤ 0 out
    // even of a maximum-cardinality matching's weight sum, never one above.
    let ceiling = edges.iter().map(|edge| edge.cost).max()? + 1;
    let mut graph = UnGraph::<(), i128>::with_capacity(vertices, edges.len());
    for _ in 0..vertices {
        graph.add_node(());
    }
    for edge in edges {
        graph.add_edge(
            (edge.a as u32).into(),
            (edge.b as u32).into(),
            ceiling - edge.cost,
        );
    }
    let matched = max_weight_matching(&graph, true, |edge| Ok::<_, ()>(*edge.weight()), false)
        .expect("the weight function never fails");
    if matched.len() * 2 != vertices {
        return None;
    }
    let mut pairs: Vec<(usize, usize)> = matched
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    pairs.sort_unstable();
    Some(pairs)
}
