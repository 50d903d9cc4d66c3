//! The languages the bot speaks: the folders of `locales/`, compiled in by
//! `build.rs`, and which of them fits a Discord locale. Plain data below
//! both the manager (which checks a chosen language against them) and the
//! words layer (`crate::words`, which says everything in them).

use std::sync::OnceLock;

use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use unic_langid::LanguageIdentifier;

/// One language's `.ftl` files, by name, as compiled in.
pub(crate) struct Language {
    /// The folder under `locales/`, a BCP 47 tag.
    pub tag: &'static str,
    pub files: &'static [(&'static str, &'static str)],
}

impl Language {
    /// Its `.ftl` sources by name: the files of its folder under
    /// `locales/`, then the words each game of the registry brings for it
    /// from its own folder ([`crate::games::Game::words`]), named by the
    /// game.
    #[must_use]
    pub fn sources(&self) -> Vec<(&'static str, &'static str)> {
        let mut sources = self.files.to_vec();
        for &game in crate::games::registry::GAMES {
            sources.extend(
                game.words()
                    .iter()
                    .filter(|(tag, _)| *tag == self.tag)
                    .map(|&(_, source)| (game.name(), source)),
            );
        }
        sources
    }
}

// `LANGUAGES`: every folder of `locales/`, found by `build.rs`. A new
// language is one more folder; nothing here names one.
include!(concat!(env!("OUT_DIR"), "/languages.rs"));

/// The tags of the languages the bot speaks, English (the fallback) first.
pub const LANGUAGE_TAGS: [&str; LANGUAGES.len()] = {
    let mut tags = [""; LANGUAGES.len()];
    let mut index = 0;
    while index < tags.len() {
        tags[index] = LANGUAGES[index].tag;
        index += 1;
    }
    tags
};

/// The tags of the languages the bot speaks, English (the fallback) first.
pub fn languages() -> impl Iterator<Item = &'static str> {
    LANGUAGE_TAGS.into_iter()
}

/// Whether `tag` is exactly the tag of a language the bot speaks.
#[must_use]
pub fn speaks(tag: &str) -> bool {
    languages().any(|known| known == tag)
}

/// The tag of the language the bot speaks for the Discord locale
/// `requested` (English when none fits).
#[must_use]
pub fn language_tag(requested: &str) -> &'static str {
    LANGUAGES[language_index(requested)].tag
}

/// The index in [`LANGUAGES`] of the language that best fits `requested`.
pub(crate) fn language_index(requested: &str) -> usize {
    // Most callers name a language exactly ("en-US", "ru": what Discord
    // sends for them) or none (English): found without parsing, as every
    // label of a `/move` keystroke asks again.
    if requested.is_empty() {
        return 0;
    }
    if let Some(index) = LANGUAGE_TAGS.iter().position(|&tag| tag == requested) {
        return index;
    }
    let available = available();
    let Ok(requested) = requested.parse::<LanguageIdentifier>() else {
        return 0;
    };
    let chosen = negotiate_languages(
        &[requested],
        available,
        Some(&available[0]),
        NegotiationStrategy::Lookup,
    );
    chosen
        .first()
        .and_then(|chosen| available.iter().position(|id| id == *chosen))
        .unwrap_or(0)
}

/// The language identifiers of [`LANGUAGES`], in order.
fn available() -> &'static [LanguageIdentifier] {
    static AVAILABLE: OnceLock<Vec<LanguageIdentifier>> = OnceLock::new();
    AVAILABLE.get_or_init(|| {
        LANGUAGES
            .iter()
            .map(|language| language.tag.parse().unwrap_or_default())
            .collect()
    })
}
