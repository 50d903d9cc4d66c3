//! The ladder as words: its line and, when no picture can be sent, its
//! text table.

use std::fmt::Write;

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

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

/// Names in the text table take this many columns of the code block.
const TABLE_NAME: usize = 16;

/// `text` in exactly `columns` columns of a monospaced block, aligned left
/// or right: cut (with "…") when wider. Chinese characters take two
/// columns each, so counting characters would misalign the table.
fn in_columns(text: &str, columns: usize, right: bool) -> String {
    let mut fitted = String::new();
    let mut width = 0;
    if text.width() <= columns {
        fitted.push_str(text);
        width = text.width();
    } else {
        for c in text.chars() {
            let w = c.width().unwrap_or(0);
            if width + w > columns - 1 {
                break;
            }
            fitted.push(c);
            width += w;
        }
        fitted.push('…');
        width += 1;
    }
    let pad = " ".repeat(columns - width);
    if right {
        pad + &fitted
    } else {
        fitted + &pad
    }
}

fn table_row(entry: &LadderEntry) -> String {
    // A backtick would end the code block early.
    let name = in_columns(&entry.name.replace('`', "'"), TABLE_NAME, false);
    let record = format!("{}/{}/{}", entry.wins, entry.losses, entry.draws);
    let trend = match entry.trend {
        0 => "0".to_owned(),
        up if up > 0 => format!("+{up}"),
        down => down.to_string(),
    };
    format!(
        "{:>4}  {name}  {:>6}  {record:>10}  {:>5}  {trend:>5}",
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
            "{:>4}  {}  {}  {}  {}  {}",
            "#",
            in_columns(&say!(words, "ladder-column-player"), TABLE_NAME, false),
            in_columns(&say!(words, "ladder-column-rating"), 6, true),
            in_columns(&say!(words, "ladder-column-record"), 10, true),
            in_columns(&say!(words, "ladder-column-games"), 5, true),
            in_columns(&say!(words, "ladder-column-week"), 5, true),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_line_up_whatever_the_script() {
        assert_eq!(in_columns("alice", 8, false), "alice   ");
        assert_eq!(in_columns("王小明", 8, false), "王小明  ");
        assert_eq!(in_columns("等级分", 8, true), "  等级分");
        // Cut by width, the ellipsis in the last column.
        let cut = in_columns("王小明王小明王小明王小明", 16, false);
        assert_eq!(cut.width(), 16, "{cut:?}");
        assert!(cut.ends_with('…') || cut.ends_with("… "), "{cut:?}");
        assert_eq!(
            in_columns("Александр Пушкин-Гончаров", 16, false).width(),
            16
        );
    }

    #[test]
    fn a_chinese_ladder_table_is_aligned() {
        let entry = |rank: usize, name: &str| LadderEntry {
            rank,
            name: name.to_owned(),
            rating: "1512".to_owned(),
            wins: 3,
            losses: 1,
            draws: 0,
            trend: 12,
        };
        let rows = [
            entry(1, "王小明"),
            entry(2, "alice"),
            entry(3, "一二三四五六七八九十一二三四五六七八九十"),
        ];
        let words = Words::for_locale(&crate::manager::Locale("zh-CN".to_owned()));
        let table = ladder_table(&words, "天梯", &rows, None);
        let block: Vec<&str> = table
            .split("```")
            .nth(1)
            .unwrap()
            .trim_matches('\n')
            .lines()
            .collect();
        assert_eq!(block.len(), 4, "{table}");
        for line in &block {
            assert_eq!(line.width(), block[0].width(), "{table}");
        }
    }
}
