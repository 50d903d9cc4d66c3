//! The words of `/analysis`: its answer (the marked moves with their
//! better moves) and the marks' names, which its chart and the web page
//! share.

use super::{
    common::header,
    fit::fit,
    fluent::{say, Words},
};
use crate::{
    bot::analysis::Mark,
    games::{ByColor, GameKind},
    manager::MarkedMove,
};

/// The answer to `/analysis`: a header, then each marked move on a line
/// (as many as fit in a message, the rest counted).
pub(super) fn analysis(
    w: &Words,
    number: u32,
    kind: GameKind,
    players: &ByColor<String>,
    plies: u32,
    marked: &[MarkedMove],
) -> String {
    let count = |mark: Mark| marked.iter().filter(|marked| marked.mark == mark).count();
    let head = say!(
        w,
        "analysis-header",
        header = header(w, number, kind, players),
        plies = plies,
        inaccuracies = count(Mark::Inaccuracy),
        mistakes = count(Mark::Mistake),
        blunders = count(Mark::Blunder)
    );
    let lines: Vec<String> = marked
        .iter()
        .map(|marked| {
            say!(
                w,
                "analysis-marked-move",
                ply = marked.ply,
                name = marked.by.as_str(),
                played = marked.played.to_string(),
                mark = marked.mark.id(),
                best = marked.best.to_string(),
                before = marked.before,
                after = marked.after
            )
        })
        .collect();
    if lines.is_empty() {
        return format!("{head}\n{}", say!(w, "analysis-nothing-marked"));
    }
    fit(head, &lines, |more| say!(w, "analysis-more", count = more))
}
