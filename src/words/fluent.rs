//! The words themselves: the `.ftl` files of `locales/`, compiled into the
//! binary, one Fluent bundle per language, and the choice of language for a
//! caller's Discord locale.
//!
//! Why `fluent-bundle` + `fluent-langneg` rather than `i18n-embed`'s `fl!`:
//! every sentence is chosen from a typed [`super::Message`] or
//! [`super::Refusal`] in one place (this module's siblings), so the
//! compile-time id check of `fl!` would guard a handful of call sites that
//! the catalogue tests already check for all four languages (ids,
//! variables, orphans), while `i18n-embed` would add a loader, `rust-embed`,
//! proc macros and a config file of its own. The two small crates give
//! exactly what the bot needs: thread-safe bundles built once, Fluent's CLDR
//! plural selectors, and locale negotiation.

use std::sync::OnceLock;

use unic_langid::LanguageIdentifier;

use crate::{
    games::{Arg, Phrase},
    locales::{language_index, Language, LANGUAGES},
    manager::Locale,
};
use fluent_bundle::{
    concurrent::FluentBundle, memoizer::MemoizerKind, FluentArgs, FluentResource, FluentValue,
};

/// A language's bundle: its messages, with English behind it.
pub(super) type Bundle = FluentBundle<FluentResource>;

/// The words of one language, ready to say.
#[derive(Clone, Copy)]
pub(crate) struct Words {
    /// Its bundle, then the fallback's (`None` for English itself).
    own: &'static Bundle,
    fallback: Option<&'static Bundle>,
}

impl Words {
    /// The language that best fits `locale` ("es-419" → Spanish, "zh-TW"
    /// → Chinese), English when none does.
    pub(crate) fn for_locale(locale: &Locale) -> Self {
        if locale.0 == PSEUDO_LOCALE {
            return Words {
                own: pseudo_bundle(),
                fallback: None,
            };
        }
        let bundles = bundles();
        let index = language_index(&locale.0);
        Words {
            own: &bundles[index],
            fallback: (index != 0).then(|| &bundles[0]),
        }
    }

    /// Words over any bundles (the tests' own, e.g. one lacking an id).
    #[cfg(test)]
    pub(super) fn over(own: &'static Bundle, fallback: Option<&'static Bundle>) -> Self {
        Words { own, fallback }
    }

    /// The message `id` with `args`, from this language, or from English
    /// when this language lacks it or cannot format it. A message missing
    /// everywhere comes out as its id: visible, but never a panic.
    pub(crate) fn say(&self, id: &str, args: &FluentArgs<'_>) -> String {
        let Some(fallback) = self.fallback else {
            return format(self.own, id, args, true).unwrap_or_else(|| id.to_owned());
        };
        format(self.own, id, args, false)
            .or_else(|| format(fallback, id, args, true))
            .unwrap_or_else(|| id.to_owned())
    }
}

impl Words {
    /// Whether this language, or English behind it, has the message `id`.
    pub(crate) fn has(&self, id: &str) -> bool {
        self.own.has_message(id) || self.fallback.is_some_and(|english| english.has_message(id))
    }

    /// What a game named (see [`Phrase`]), in this language: its
    /// arguments said first, lists joined as the language lists things.
    pub(crate) fn phrase(&self, phrase: &Phrase) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &phrase.args {
            match value {
                // Lent, not copied: a label says a dozen of these.
                Arg::Text(text) => args.set(*name, text.as_ref()),
                // A number stays one: messages select their plurals on it.
                Arg::Number(number) => args.set(*name, *number),
                other => args.set(*name, self.argument(other)),
            }
        }
        self.say(phrase.id, &args)
    }

    /// Items of a phrase's list, each said, joined as the language lists
    /// things.
    fn list(&self, items: &[Arg]) -> String {
        self.joined(items, &self.say("list-separator", &FluentArgs::new()))
    }

    /// Items, each said, joined by `separator`.
    fn joined(&self, items: &[Arg], separator: &str) -> String {
        let items: Vec<String> = items.iter().map(|item| self.argument(item)).collect();
        items.join(separator)
    }

    /// One argument, said.
    fn argument(&self, arg: &Arg) -> String {
        match arg {
            Arg::Text(text) => text.to_string(),
            Arg::Number(number) => number.to_string(),
            Arg::Phrase(inner) => self.phrase(inner),
            Arg::List(items) => self.list(items),
            Arg::Joined(items, separator) => self.joined(items, separator),
            // A blank the caller forgot to fill: visible, never a panic.
            Arg::Blank(blank) => {
                tracing::warn!(?blank, "a phrase was said with a blank left in it");
                format!("{blank:?}")
            }
        }
    }
}

/// `id` formatted by `bundle`, if it has it; with an unresolved reference
/// only if `last_resort` (Fluent then shows the reference's name).
fn format(bundle: &Bundle, id: &str, args: &FluentArgs<'_>, last_resort: bool) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    if !errors.is_empty() {
        tracing::warn!(id, ?errors, "a message could not be formatted");
        if !last_resort {
            return None;
        }
    }
    Some(text.into_owned())
}

/// Says a message: `say!(words, "id", name = value, …)`. Every message the
/// code says goes through this macro with a literal id and named
/// arguments, so that the catalogue tests can read them all from the source.
macro_rules! say {
    ($words:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = ::fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), $value);)*
        $words.say($id, &args)
    }};
}
pub(crate) use say;

/// A pseudo-language for checking, never offered to players: English with
/// every letter of the catalogue's own words accented ("Yóúr túrñ"), while
/// what the code passes in (names, moves, numbers) stays as it is. A word
/// of plain ASCII letters in its output did not come through the
/// catalogue. `punctbot play --locale en-XA` speaks it.
pub const PSEUDO_LOCALE: &str = "en-XA";

/// English, accented: the pseudo-language's bundle.
fn pseudo_bundle() -> &'static Bundle {
    static PSEUDO: OnceLock<Bundle> = OnceLock::new();
    PSEUDO.get_or_init(|| {
        let mut bundle = build(&LANGUAGES[0]);
        // Applied to the text of the messages only, never to arguments.
        bundle.set_transform(Some(accented));
        bundle
    })
}

/// `text` with its letters swapped for accented ones where there are.
fn accented(text: &str) -> std::borrow::Cow<'_, str> {
    const PLAIN: &str = "aceinouyACEINOUY";
    const ACCENTED: [char; 16] = [
        'á', 'ç', 'é', 'í', 'ñ', 'ó', 'ú', 'ý', 'Á', 'Ç', 'É', 'Í', 'Ñ', 'Ó', 'Ú', 'Ý',
    ];
    text.chars()
        .map(|c| PLAIN.find(c).map_or(c, |at| ACCENTED[at]))
        .collect::<String>()
        .into()
}

/// Every language's bundle, built on first use and kept.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| LANGUAGES.iter().map(build).collect())
}

/// A language's bundle from its files. A file with a syntax error still
/// gives the messages that parsed (the rest fall back to English); the
/// catalogue tests fail on any such error.
pub(super) fn build(language: &Language) -> Bundle {
    let id: LanguageIdentifier = language.tag.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Discord shows Unicode isolation marks around every placeable.
    bundle.set_use_isolating(false);
    for (name, source) in language.sources() {
        let resource =
            FluentResource::try_new(source.to_owned()).unwrap_or_else(|(resource, errors)| {
                tracing::error!(language = language.tag, name, ?errors, "bad .ftl file");
                resource
            });
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(language = language.tag, name, ?errors, "bad .ftl file");
        }
    }
    let separator = say!(Unfinished(&bundle), "number-group-separator");
    bundle.set_formatter(formatter(&separator));
    bundle
}

/// The number formatter for a language grouping thousands with
/// `separator` (its message `number-group-separator`): a bundle takes a
/// plain function, so each separator in use has its own; one not listed
/// leaves numbers ungrouped.
fn formatter<M: MemoizerKind>(separator: &str) -> Option<fn(&FluentValue, &M) -> Option<String>> {
    Some(match separator {
        "," => |value, _| grouped(value, ","),
        "." => |value, _| grouped(value, "."),
        "\u{a0}" | " " => |value, _| grouped(value, "\u{a0}"),
        "\u{202f}" => |value, _| grouped(value, "\u{202f}"),
        "'" | "\u{2019}" => |value, _| grouped(value, "\u{2019}"),
        _ => return None,
    })
}

/// A bundle still being built, read through [`say!`].
struct Unfinished<'a>(&'a Bundle);

impl Unfinished<'_> {
    fn say(&self, id: &str, args: &FluentArgs<'_>) -> String {
        format(self.0, id, args, true).unwrap_or_default()
    }
}

/// A whole number of five digits or more, grouped by thousands with
/// `separator` ("12,345", "12 345"); `None` leaves the rest to Fluent.
fn grouped(value: &FluentValue, separator: &str) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let whole = number.value;
    if whole.fract() != 0.0 || whole.abs() < 10_000.0 || whole.abs() > 1e15 {
        return None;
    }
    // Exact: a whole number below 2^53.
    let digits = (whole.abs() as i64).to_string();
    let mut out = String::new();
    if whole < 0.0 {
        out.push('-');
    }
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(digit);
    }
    Some(out)
}
