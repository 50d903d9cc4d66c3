//! The ladder as words: its line and, when no picture can be sent, its
//! text table.

use std::fmt::Write;

use super::{
    common::game_name,
    fluent::{say, Words},
    LadderEntry,
};
use crate::games::GameKind;

/// "**PÜNCT** · server ladder · page 1 of 2 · 12 players".
pub(super) fn ladder_line(
    words: &Words,
    kind: GameKind,
    page: usize,
    pages: usize,
    players: usize,
) -> String {
    say!(
        words,
        "ladder-line",
        game = game_name(words, kind),
        page = page,
        pages = pages,
        players = players
    )
}

/// Names in the text table are cut to this many characters.
const TABLE_NAME: usize = 16;

fn table_row(entry: &LadderEntry) -> String {
    // A backtick would end the code block early.
    let mut name: String = entry.name.replace('`', "'");
    if name.chars().count() > TABLE_NAME {
        name = name.chars().take(TABLE_NAME - 1).collect::<String>() + "…";
    }
    let record = format!("{}/{}/{}", entry.wins, entry.losses, entry.draws);
    let trend = match entry.trend {
        0 => "0".to_owned(),
        up if up > 0 => format!("+{up}"),
        down => down.to_string(),
    };
    format!(
        "{:>4}  {name:<TABLE_NAME$}  {:>6}  {record:>10}  {:>5}  {trend:>5}",
        entry.rank,
        entry.rating,
        entry.wins + entry.losses + entry.draws
    )
}

pub(super) fn ladder_table(
    words: &Words,
    line: &str,
    rows: &[LadderEntry],
    caller: Option<&LadderEntry>,
) -> String {
    let mut out = format!("{line}\n```\n");
    if rows.is_empty() {
        out.push_str(&say!(words, "ladder-empty"));
        out.push('\n');
    } else {
        let _ = writeln!(
            out,
            "{:>4}  {:<TABLE_NAME$}  {:>6}  {:>10}  {:>5}  {:>5}",
            "#",
            say!(words, "ladder-column-player"),
            say!(words, "ladder-column-rating"),
            say!(words, "ladder-column-record"),
            say!(words, "ladder-column-games"),
            say!(words, "ladder-column-week"),
        );
        for row in rows {
            out.push_str(&table_row(row));
            out.push('\n');
        }
        if let Some(caller) = caller {
            out.push_str("   …\n");
            out.push_str(&table_row(caller));
            out.push('\n');
        }
    }
    out.push_str("```\n");
    out.push_str(&say!(words, "ladder-provisional"));
    out
}
