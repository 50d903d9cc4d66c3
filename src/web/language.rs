//! The reader's language: the one they chose on the page (`?lang=`, then
//! remembered in a cookie), else the first of their browser's
//! `Accept-Language` that the bot speaks, else English.

use axum::http::{header, HeaderMap};

use super::params::Params;
use crate::{locales, manager::Locale};

/// The cookie that remembers a language chosen on the page.
pub const COOKIE: &str = "lang";

/// Who reads, as far as words go.
#[derive(Clone, Debug)]
pub struct Reader {
    pub locale: Locale,
    /// The language's tag, one of [`locales::LANGUAGE_TAGS`].
    pub tag: &'static str,
    /// Chosen with this request (`?lang=`): the answer remembers it.
    pub chose: bool,
}

impl Reader {
    /// The reader of a request with these headers and parameters.
    #[must_use]
    pub fn of(headers: &HeaderMap, params: &Params) -> Reader {
        if let Some(tag) = params.get("lang").and_then(known) {
            return Reader::speaking(tag, true);
        }
        if let Some(tag) = cookie(headers).and_then(known) {
            return Reader::speaking(tag, false);
        }
        let accepted = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|value| value.to_str().ok())
            .unwrap_or("");
        Reader::speaking(accepted_tag(accepted), false)
    }

    fn speaking(tag: &'static str, chose: bool) -> Reader {
        Reader {
            locale: Locale(tag.to_owned()),
            tag,
            chose,
        }
    }
}

/// The tag of a language the bot speaks, exactly as given.
fn known(given: &str) -> Option<&'static str> {
    locales::languages().find(|tag| *tag == given)
}

/// The value of the language cookie, if the request has one.
fn cookie(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .find_map(|pair| {
            let (name, value) = pair.trim().split_once('=')?;
            (name == COOKIE).then_some(value)
        })
}

/// The language for an `Accept-Language` header: its languages by
/// preference (`q`), the first the bot speaks; English when none.
#[must_use]
pub fn accepted_tag(header: &str) -> &'static str {
    let mut ranges: Vec<(f32, usize, &str)> = header
        .split(',')
        .take(32)
        .enumerate()
        .filter_map(|(index, range)| {
            let mut parts = range.split(';');
            let tag = parts.next()?.trim();
            let quality = parts
                .find_map(|part| part.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (!tag.is_empty() && tag != "*" && quality > 0.0).then_some((quality, index, tag))
        })
        .collect();
    // By preference, then in the order given.
    ranges.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let english = locales::LANGUAGE_TAGS[0];
    ranges
        .into_iter()
        .find_map(|(_, _, tag)| {
            let chosen = locales::language_tag(tag);
            // English is also what a language the bot lacks falls back to.
            (chosen != english || tag.to_ascii_lowercase().starts_with("en")).then_some(chosen)
        })
        .unwrap_or(english)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_language_spoken_wins() {
        assert_eq!(accepted_tag("ru-RU,ru;q=0.9,en;q=0.8"), "ru");
        assert_eq!(accepted_tag("fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7"), "es-ES");
        assert_eq!(accepted_tag("de, zh-TW;q=0.5"), "zh-CN");
        assert_eq!(accepted_tag("en;q=0.2, ru;q=0.9"), "ru");
        assert_eq!(accepted_tag("en-GB, ru"), "en-US");
        assert_eq!(accepted_tag(""), "en-US");
        assert_eq!(accepted_tag("xx;q=abc, ;;, *"), "en-US");
    }
}
