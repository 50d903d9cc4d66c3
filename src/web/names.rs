//! Players' names as the pages show them: names are whatever people
//! typed in Discord, so each is abridged (a 10,000-character name would
//! swamp a table), and isolated in a `<bdi>` element so that right-to-left
//! marks in it cannot reorder the text around it. maud escapes the text
//! itself, as it escapes everything.

use maud::{html, Markup};

/// The most characters of a name shown; longer ones end in "…".
pub const NAME_CHARS: usize = 32;

/// `name`, at most [`NAME_CHARS`] characters, control characters dropped.
#[must_use]
pub fn abridged(name: &str) -> String {
    let mut shown: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(NAME_CHARS + 1)
        .collect();
    if shown.chars().count() > NAME_CHARS {
        shown = shown.chars().take(NAME_CHARS - 1).collect();
        shown.push('…');
    }
    shown
}

/// A name inside a sentence of plain text (a game's result): abridged,
/// and isolated by Unicode's own marks (first strong isolate … pop
/// directional isolate), the plain-text twin of `<bdi>`.
#[must_use]
pub fn isolated(name: &str) -> String {
    format!("\u{2068}{}\u{2069}", abridged(name))
}

/// A name to show in a page.
#[must_use]
pub fn name(name: &str) -> Markup {
    html! { bdi { (abridged(name)) } }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_are_abridged_and_isolated() {
        let long = "x".repeat(10_000);
        let shown = abridged(&long);
        assert_eq!(shown.chars().count(), NAME_CHARS);
        assert!(shown.ends_with('…'));
        assert_eq!(abridged("Алиса"), "Алиса");
        assert_eq!(abridged(&"я".repeat(NAME_CHARS)), "я".repeat(NAME_CHARS));
        assert_eq!(
            name("<b>\"\u{202e}").into_string(),
            "<bdi>&lt;b&gt;&quot;\u{202e}</bdi>"
        );
    }
}
