//! Lists fitted into one Discord message: the reply says every entry, its
//! text shows as many as fit.

use crate::manager::MESSAGE_LIMIT;

/// `header` and as many of `lines` as fit in one message, the rest counted
/// in a last line made by `more`.
pub(super) fn fit(header: String, lines: &[String], more: impl Fn(usize) -> String) -> String {
    fit_in(MESSAGE_LIMIT, header, lines, more)
}

/// As [`fit`], in `limit` characters (a part of a message, others before
/// it).
pub(super) fn fit_in(
    limit: usize,
    header: String,
    lines: &[String],
    more: impl Fn(usize) -> String,
) -> String {
    let length = |text: &str| text.chars().count();
    let mut text = header;
    for (index, line) in lines.iter().enumerate() {
        let after = lines.len() - index - 1;
        // Room for this line, and for the "more" line should the next not fit.
        let reserve = if after == 0 {
            0
        } else {
            1 + length(&more(after))
        };
        if length(&text) + 1 + length(line) + reserve > limit {
            text.push('\n');
            text.push_str(&more(lines.len() - index));
            return text;
        }
        text.push('\n');
        text.push_str(line);
    }
    text
}

/// `head` and then as many of `items` as fit in one Discord message, one per
/// line (the items are newest first: the oldest go first).
pub(super) fn within_limit(head: &[String], items: &[String]) -> String {
    let mut out = head.join("\n");
    for item in items {
        if out.chars().count() + 1 + item.chars().count() > MESSAGE_LIMIT {
            break;
        }
        out.push('\n');
        out.push_str(item);
    }
    if out.chars().count() > MESSAGE_LIMIT {
        out = out.chars().take(MESSAGE_LIMIT - 1).collect::<String>() + "…";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn more(count: usize) -> String {
        format!("… and {count} more")
    }

    #[test]
    fn short_lists_are_whole() {
        let lines = vec!["a".to_owned(), "b".to_owned()];
        assert_eq!(fit("h".to_owned(), &lines, more), "h\na\nb");
    }

    #[test]
    fn long_lists_are_cut_with_a_count_and_stay_within_the_limit() {
        let lines: Vec<String> = (0..100)
            .map(|i| format!("{i:>3} {}", "x".repeat(60)))
            .collect();
        let text = fit("header".to_owned(), &lines, more);
        assert!(text.chars().count() <= MESSAGE_LIMIT, "{}", text.len());
        let shown = text.lines().count() - 2;
        assert!(shown > 0);
        assert!(
            text.ends_with(&format!("… and {} more", 100 - shown)),
            "{text}"
        );
        // Nothing lost between the lines shown and the count.
        assert_eq!(text.lines().nth(shown).unwrap(), lines[shown - 1]);
    }

    #[test]
    fn a_list_that_just_fits_has_no_count() {
        // Header (1) + 2 lines of 998 characters + 2 newlines = 1999.
        let lines = vec!["y".repeat(998), "z".repeat(998)];
        let text = fit("h".to_owned(), &lines, more);
        assert_eq!(text.chars().count(), 1999);
        assert!(!text.contains("more"));
    }

    #[test]
    fn messages_stay_within_discords_limit() {
        let head = vec!["head".to_owned()];
        let items: Vec<String> = (0..10).map(|i| format!("{i}{}", "x".repeat(299))).collect();
        let text = within_limit(&head, &items);
        assert!(text.chars().count() <= MESSAGE_LIMIT);
        // The newest six fit (5 + 6 × 301 = 1811); the seventh would not.
        assert_eq!(text.lines().count(), 7);
        assert!(text
            .lines()
            .nth(6)
            .is_some_and(|line| line.starts_with('5')));
        let long = within_limit(&["y".repeat(3000)], &items);
        assert_eq!(long.chars().count(), MESSAGE_LIMIT);
    }
}
