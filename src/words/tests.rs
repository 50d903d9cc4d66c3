//! The catalogue against its `.ftl` files: every message the code says
//! exists in every language with only the variables the code passes, no
//! file holds a message the code never says, every file parses, plurals
//! follow each language's rules, and a missing translation falls back to
//! English.
//!
//! The messages the code says are read from the source: every one goes
//! through `say!` (in this module) or `phrase!` (in the games' folders,
//! which name what they tell players) with a literal id and named
//! arguments.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::{
    ast::{Entry, Expression, InlineExpression, Pattern, PatternElement},
    parser,
};

use super::{
    discord::describe_id,
    fluent::{build, Bundle, Words},
};
use crate::{
    locales::{language_index, Language, LANGUAGES},
    manager::Locale,
};

/// One `say!` in the source: where, the id, the argument names.
#[derive(Debug)]
struct Said {
    file: String,
    id: String,
    args: BTreeSet<String>,
}

/// Every `say!` in the catalogue's source files.
fn said() -> Vec<Said> {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/src/words");
    let mut found = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(folder)
        .expect("the catalogue folder")
        .map(|entry| entry.expect("a file").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        // This file's `say!`s are test data.
        .filter(|path| !path.ends_with("tests.rs"))
        .collect();
    files.sort();
    for path in files {
        let source = std::fs::read_to_string(&path).expect("a source file");
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        found.extend(says_in(&file, &without_comments(&source), "say!(", 1));
    }
    assert!(found.len() > 100, "the scan found too few: {}", found.len());
    let games = concat!(env!("CARGO_MANIFEST_DIR"), "/src/games");
    let mut named = 0;
    for path in rust_files(std::path::Path::new(games)) {
        let source = std::fs::read_to_string(&path).expect("a source file");
        let file = path.display().to_string();
        let phrases = says_in(&file, &without_comments(&source), "phrase!(", 0);
        named += phrases.len();
        found.extend(phrases);
    }
    assert!(named > 50, "the scan found too few phrases: {named}");
    // The descriptions of the command table are said by key: its own,
    // and those it makes for each game of the registry.
    found.extend(described().map(|key| Said {
        file: "discord.rs".to_owned(),
        id: describe_id(key),
        args: BTreeSet::new(),
    }));
    found
}

/// The keys the command table describes by a message (not a language's
/// tag, which the language names itself).
fn described() -> impl Iterator<Item = &'static str> {
    crate::surface::description_keys().filter(|key| !crate::locales::speaks(key))
}

/// Every `.rs` file under `folder`, in a stable order.
fn rust_files(folder: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(folder)
        .expect("a source folder")
        .map(|entry| entry.expect("an entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files
}

/// `source` without `//` comments (the doc comments show `say!` too).
fn without_comments(source: &str) -> String {
    source
        .lines()
        .map(|line| line.find("//").map_or(line, |at| &line[..at]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The calls of the macro `call` (`say!(`) in `source`, whose id is its
/// `id_at`-th argument and whose named arguments follow it.
fn says_in(file: &str, source: &str, call: &str, id_at: usize) -> Vec<Said> {
    let mut found = Vec::new();
    let mut rest = source;
    while let Some(at) = rest.find(call) {
        let body = &rest[at + call.len()..];
        let parts = top_level_parts(body);
        let id = parts
            .get(id_at)
            .and_then(|id| id.trim().strip_prefix('"'))
            .and_then(|id| id.strip_suffix('"'))
            .unwrap_or_else(|| panic!("{file}: a {call} without a literal id: {parts:?}"));
        let args = parts[id_at + 1..]
            .iter()
            .filter(|part| !part.trim().is_empty())
            .map(|part| {
                let (name, _) = part
                    .split_once('=')
                    .unwrap_or_else(|| panic!("{file}: {id}: an argument without a name"));
                name.trim().to_owned()
            })
            .collect();
        found.push(Said {
            file: file.to_owned(),
            id: id.to_owned(),
            args,
        });
        rest = &body[1..];
    }
    found
}

/// The comma-separated parts of a macro call's body, up to its closing
/// parenthesis, with brackets and strings kept whole.
fn top_level_parts(body: &str) -> Vec<String> {
    let (mut parts, mut current) = (Vec::new(), String::new());
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for c in body.chars() {
        if in_string {
            in_string = c != '"' || escaped;
            escaped = c == '\\' && !escaped;
            current.push(c);
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    parts.push(current);
    parts
}

/// Each message of `language` with the variables it uses, failing on any
/// syntax error.
fn messages(language: &Language) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages = BTreeMap::new();
    for (name, source) in language.sources() {
        let resource = parser::parse(source).unwrap_or_else(|(_, errors)| {
            panic!("{}/{name}.ftl does not parse: {errors:?}", language.tag)
        });
        for entry in resource.body {
            match entry {
                Entry::Message(message) => {
                    let mut variables = BTreeSet::new();
                    if let Some(pattern) = &message.value {
                        pattern_variables(pattern, &mut variables);
                    }
                    let id = message.id.name.to_owned();
                    assert!(
                        messages.insert(id.clone(), variables).is_none(),
                        "{}: {id} is defined twice",
                        language.tag
                    );
                }
                Entry::Junk { content } => {
                    panic!("{}/{name}.ftl has junk: {content}", language.tag)
                }
                _ => {}
            }
        }
    }
    messages
}

fn pattern_variables(pattern: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, into);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, into),
        InlineExpression::MessageReference { id, .. } => {
            // A message inside a message would hide its variables from
            // this check: the code composes messages instead.
            panic!("{} is referenced from another message", id.name)
        }
        _ => {}
    }
}

#[test]
fn every_ftl_file_parses_and_bundles_without_errors() {
    for language in LANGUAGES {
        for (name, source) in language.sources() {
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(source.to_owned()) {
                panic!("{}/{name}.ftl: {errors:?}", language.tag);
            }
        }
        // Parses each file and fails on junk and on ids defined twice.
        assert!(!messages(language).is_empty(), "{}", language.tag);
    }
}

#[test]
fn every_message_the_code_says_exists_in_every_language() {
    let said = said();
    for language in LANGUAGES {
        let messages = messages(language);
        let missing: Vec<String> = said
            .iter()
            .filter(|said| !messages.contains_key(&said.id))
            .map(|said| format!("{} ({})", said.id, said.file))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.tag);
    }
}

#[test]
fn every_ftl_message_is_said_by_the_code() {
    let said: BTreeSet<String> = said().into_iter().map(|said| said.id).collect();
    for language in LANGUAGES {
        let orphans: Vec<String> = messages(language)
            .into_keys()
            .filter(|id| !said.contains(id))
            .collect();
        assert!(
            orphans.is_empty(),
            "{} never said: {orphans:?}",
            language.tag
        );
    }
}

#[test]
fn every_variable_a_message_uses_is_passed_by_the_code() {
    let said = said();
    for language in LANGUAGES {
        let messages = messages(language);
        for call in &said {
            let Some(variables) = messages.get(&call.id) else {
                continue;
            };
            let unpassed: Vec<&String> = variables.difference(&call.args).collect();
            assert!(
                unpassed.is_empty(),
                "{}: {} ({}) uses {unpassed:?}, not passed",
                language.tag,
                call.id,
                call.file
            );
        }
    }
}

/// The scan itself reads ids and argument names right.
#[test]
fn the_scan_reads_ids_and_names() {
    let source = r#"say!(w, "a-b", x = f(1, "),"), y = [1, 2],) say!(words, "c")"#;
    let found = says_in("x.rs", source, "say!(", 1);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].id, "a-b");
    assert_eq!(
        found[0].args.iter().cloned().collect::<Vec<_>>(),
        ["x", "y"]
    );
    assert_eq!(found[1].id, "c");
    assert!(found[1].args.is_empty());
}

fn words(tag: &str) -> Words {
    Words::for_locale(&Locale(tag.to_owned()))
}

/// Russian counts in three forms: 1 and 21 one, 2 few, 5 many.
#[test]
fn russian_plurals_take_the_right_form() {
    let russian = words("ru");
    let say = |id: &str, name: &str, count: i64| {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set(name.to_owned(), count);
        russian.say(id, &args)
    };
    for (count, days, minutes) in [
        (1, "1 день", "1 минута"),
        (2, "2 дня", "2 минуты"),
        (5, "5 дней", "5 минут"),
        (21, "21 день", "21 минута"),
    ] {
        assert_eq!(say("count-days", "days", count), days);
        assert_eq!(say("duration-minutes", "minutes", count), minutes);
    }
    for (count, moves) in [(1, "1 ход"), (2, "2 хода"), (5, "5 ходов"), (21, "21 ход")]
    {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("header", "#1");
        args.set("plies", count);
        let text = russian.say("replay", &args);
        assert!(text.contains(&format!("{moves})")), "{text}");
    }
    for (count, pieces) in [
        (1, "1 фишку"),
        (2, "2 фишки"),
        (5, "5 фишек"),
        (21, "21 фишку"),
    ] {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("count", count);
        args.set("off", 0);
        let text = russian.say("label-boops-counted", &args);
        assert!(text.contains(pieces), "{text}");
    }
}

/// A message a translation lacks is said in English; one missing
/// everywhere comes out as its id.
#[test]
fn a_missing_translation_falls_back_to_english() {
    let english: &'static Bundle = Box::leak(Box::new(build(&LANGUAGES[0])));
    let partial: &'static Bundle = Box::leak(Box::new(build(&Language {
        tag: "ru",
        files: &[("partial", "button-accept = Принять\n")],
    })));
    let words = Words::over(partial, Some(english));
    let none = fluent_bundle::FluentArgs::new();
    assert_eq!(words.say("button-accept", &none), "Принять");
    assert_eq!(words.say("button-decline", &none), "Decline");
    assert_eq!(words.say("no-such-message", &none), "no-such-message");
}

/// The pseudo-language accents the catalogue's words and nothing the code
/// passes in.
#[test]
fn the_pseudo_language_accents_only_the_catalogues_words() {
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("by", "alice");
    args.set("notation", "+F5:G5,H5");
    args.set("mention", "<@1>");
    let said = words(super::PSEUDO_LOCALE).say("takeback-requested", &args);
    assert!(
        said.contains("alice") && said.contains("+F5:G5,H5"),
        "{said}"
    );
    let english = words("en-US").say("takeback-requested", &args);
    assert_ne!(said, english);
    let plain: Vec<&str> = said
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.len() >= 3 && word.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|word| *word != "alice")
        .collect();
    assert!(plain.is_empty(), "{plain:?} in {said}");
}

/// Discord's locales reach the nearest language.
#[test]
fn locales_are_negotiated() {
    for (locale, tag) in [
        ("en-US", "en-US"),
        ("en-GB", "en-US"),
        ("es-ES", "es-ES"),
        ("es-419", "es-ES"),
        ("ru", "ru"),
        ("zh-CN", "zh-CN"),
        ("zh-TW", "zh-CN"),
        ("fr", "en-US"),
        ("", "en-US"),
        ("!!", "en-US"),
    ] {
        assert_eq!(LANGUAGES[language_index(locale)].tag, tag, "{locale}");
    }
}

/// Large numbers are grouped the way each language groups them.
#[test]
fn numbers_are_grouped_per_language() {
    for (tag, text) in [
        ("en-US", "Game #1 has 12,345 moves"),
        ("ru", "12\u{a0}345"),
        ("zh-CN", "12,345"),
    ] {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("number", "1");
        args.set("plies", 12_345);
        let said = words(tag).say("refusal-no-such-ply", &args);
        assert!(said.contains(text), "{tag}: {said}");
    }
}

/// Discord takes descriptions of at most 100 characters, in every language.
#[test]
fn every_description_fits_discord_in_every_language() {
    for language in LANGUAGES {
        let words = words(language.tag);
        for key in described() {
            let text = words.say(&describe_id(key), &fluent_bundle::FluentArgs::new());
            let length = text.chars().count();
            assert!(
                (1..=100).contains(&length),
                "{}: {key}: {text}",
                language.tag
            );
        }
    }
}

/// `/rules` fits one Discord message (2,000 characters) in every language.
#[test]
fn the_rules_fit_a_message_in_every_language() {
    use super::{discord_text, DiscordText};

    for language in LANGUAGES {
        let locale = Locale(language.tag.to_owned());
        for kind in [
            crate::games::punct::STANDARD,
            crate::games::punct::BASIC,
            crate::games::boop::STANDARD,
        ] {
            let rules = discord_text(&locale, DiscordText::Rules(kind));
            let length = rules.chars().count();
            assert!(
                (300..=2000).contains(&length),
                "{}: {kind:?}: {length}",
                language.tag
            );
            assert!(rules.lines().count() >= 6, "{}: {kind:?}", language.tag);
        }
    }
}

/// "Your last 1 finished games" was wrong in English and in Spanish: one
/// game is said in the singular.
#[test]
fn one_finished_game_is_said_in_the_singular() {
    for (tag, one, many) in [
        (
            "en-US",
            "Your last finished game",
            "Your last 3 finished games",
        ),
        (
            "es-ES",
            "Tu última partida terminada",
            "Tus últimas 3 partidas",
        ),
    ] {
        let locale = Locale(tag.to_owned());
        let header = |count| {
            super::text(
                &locale,
                &super::Message::FinishedGamesHeader { owner: None, count },
            )
        };
        assert!(header(1).starts_with(one), "{tag}: {}", header(1));
        assert!(header(3).starts_with(many), "{tag}: {}", header(3));
        let of = super::text(
            &locale,
            &super::Message::FinishedGamesHeader {
                owner: Some("bob".to_owned()),
                count: 1,
            },
        );
        assert!(!of.contains(" 1 "), "{tag}: {of}");
    }
}

/// Lists are joined as each language joins them: "、" in Chinese.
#[test]
fn lists_are_joined_in_the_language() {
    let schedule: crate::manager::clock_plan::ReminderSchedule = "half,12h,1h".parse().unwrap();
    let said = |tag: &str| {
        super::text(
            &Locale(tag.to_owned()),
            &super::Message::RemindersSet {
                schedule: schedule.clone(),
            },
        )
    };
    assert!(said("zh-CN").contains("时、在"), "{}", said("zh-CN"));
    assert!(!said("zh-CN").contains(", "), "{}", said("zh-CN"));
    assert!(said("en-US").contains(", "), "{}", said("en-US"));
}

/// The engines' reasons for refusing a move are said in the player's
/// language (the engines' own text stays English, for the protocol).
#[test]
fn illegal_move_reasons_are_translated() {
    use crate::games::{punct, AnyIllegalMove};
    let refusal = crate::manager::Refusal::IllegalMove {
        kind: punct::STANDARD,
        notation: "+Q18:Q19,Q20".to_owned(),
        reason: AnyIllegalMove::new(&punct::IllegalMove::NotACell("Q18".to_owned())),
    };
    for (tag, said) in [
        ("en-US", "Q18 is not a cell of the board"),
        ("es-ES", "Q18 no es una casilla del tablero"),
        ("ru", "Q18 — не клетка доски"),
        ("zh-CN", "Q18 不是棋盘上的格子"),
    ] {
        let text = super::refusal(&Locale(tag.to_owned()), &refusal);
        assert!(text.contains(said), "{tag}: {text}");
    }
}
