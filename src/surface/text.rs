//! A command typed as text, `/punct challenge opponent:@bob days:1`,
//! parsed by the table: how `punctbot play` reads its lines.
//!
//! After the command (and subcommand) come options, each `name:value` or
//! a bare value. Bare values fill the options not named, in order; an
//! optional one that cannot take the value is passed over (`/leaderboard 2`
//! is page 2), and a text option that is the last one left takes the rest
//! of the line.

use super::{ArgError, Args, Body, Invocation, LeafSpec, OptionKind, OptionSpec, Value};
use crate::manager::Player;

/// The invocation `words` (starting with `/command`) make. `user` turns a
/// name typed for a user option into a player.
///
/// `/challenge game:punct|punct-basic|boop …` is kept as a shorthand of
/// `/punct challenge …` (with `variant:basic`) and `/boop challenge …`.
///
/// # Errors
/// The words do not fit the table: the error says why.
pub fn parse(words: &[&str], user: &dyn Fn(&str) -> Player) -> Result<Invocation, ArgError> {
    let Some((first, rest)) = words.split_first() else {
        return Err(ArgError::UnknownCommand(String::new()));
    };
    let name = first.strip_prefix('/').unwrap_or(first).to_lowercase();
    let shorthand;
    let (name, rest) = if name == "challenge" {
        shorthand = challenge_shorthand(rest)?;
        (shorthand.0, shorthand.1.as_slice())
    } else {
        (name.as_str(), rest)
    };
    let command = super::command(name).ok_or_else(|| ArgError::UnknownCommand(name.to_owned()))?;
    let (leaf, rest) = match &command.body {
        Body::Leaf(leaf) => (leaf, rest),
        Body::Group(leaves) => {
            let Some((sub, rest)) = rest.split_first() else {
                return Err(ArgError::Subcommand {
                    command: command.name,
                    given: None,
                });
            };
            let leaf = leaves
                .iter()
                .find(|leaf| leaf.name.eq_ignore_ascii_case(sub))
                .ok_or_else(|| ArgError::Subcommand {
                    command: command.name,
                    given: Some((*sub).to_owned()),
                })?;
            (leaf, rest)
        }
    };
    let given = options(leaf, rest, user)?;
    let args = Args::complete(command.name, leaf, given)?;
    Ok((leaf.invoke)(&args))
}

/// `/challenge game:X …` as `/punct challenge …` or `/boop challenge …`.
fn challenge_shorthand<'a>(words: &[&'a str]) -> Result<(&'static str, Vec<&'a str>), ArgError> {
    let mut game = "punct";
    let mut rest = Vec::with_capacity(words.len() + 2);
    for word in words {
        match word.split_once(':') {
            Some((key, value)) if key.eq_ignore_ascii_case("game") => game = value,
            _ => rest.push(*word),
        }
    }
    let (command, variant) = match game.to_lowercase().as_str() {
        "punct" => ("punct", None),
        "punct-basic" => ("punct", Some("variant:basic")),
        "boop" => ("boop", None),
        _ => {
            return Err(ArgError::Invalid {
                option: "game",
                given: game.to_owned(),
                expected: "punct, punct-basic or boop".to_owned(),
            })
        }
    };
    rest.insert(0, "challenge");
    rest.extend(variant);
    Ok((command, rest))
}

/// The options `words` give `leaf`.
fn options(
    leaf: &'static LeafSpec,
    words: &[&str],
    user: &dyn Fn(&str) -> Player,
) -> Result<Vec<(&'static OptionSpec, Value)>, ArgError> {
    let mut given = Vec::new();
    let mut bare = Vec::new();
    for word in words {
        match named(leaf, word) {
            Some((option, text)) => given.push((option, value(option, text, user)?)),
            None => bare.push(*word),
        }
    }
    let open: Vec<&OptionSpec> = leaf
        .options
        .iter()
        .filter(|option| !given.iter().any(|(named, _)| named.name == option.name))
        .collect();
    let (mut word, mut slot) = (0, 0);
    // Why the current word was passed over, to explain it if nothing takes it.
    let mut refused = None;
    while word < bare.len() {
        let Some(option) = open.get(slot) else {
            return Err(refused.unwrap_or_else(|| ArgError::Unexpected(bare[word..].join(" "))));
        };
        let rest_of_line = matches!(option.kind, OptionKind::Text) && slot + 1 == open.len();
        let (text, taken) = if rest_of_line {
            (bare[word..].join(" "), bare.len() - word)
        } else {
            (bare[word].to_owned(), 1)
        };
        slot += 1;
        match value(option, &text, user) {
            Ok(value) => {
                given.push((option, value));
                word += taken;
                refused = None;
            }
            Err(error) if !option.required => {
                refused.get_or_insert(error);
            }
            Err(error) => return Err(error),
        }
    }
    Ok(given)
}

/// `name:value` for one of `leaf`'s options.
fn named<'a>(leaf: &'static LeafSpec, word: &'a str) -> Option<(&'static OptionSpec, &'a str)> {
    let (key, value) = word.split_once(':')?;
    let option = leaf
        .options
        .iter()
        .find(|option| option.name.eq_ignore_ascii_case(key))?;
    Some((option, value))
}

/// `text` as a value of `option`'s type (its limits are checked later,
/// the same way for every front end).
fn value(
    option: &OptionSpec,
    text: &str,
    user: &dyn Fn(&str) -> Player,
) -> Result<Value, ArgError> {
    let value = match &option.kind {
        OptionKind::Text => Some(Value::Text(text.to_owned())),
        OptionKind::Flag { .. } => flag(text).map(Value::Flag),
        OptionKind::Number { .. } => text.parse().ok().map(Value::Number),
        OptionKind::User => {
            let name = text.trim_start_matches('@');
            (!name.is_empty()).then(|| Value::User(user(name)))
        }
        OptionKind::Choice { .. } => option.choice(text),
    };
    value.ok_or_else(|| option.invalid(text))
}

/// The words a terminal user may type for true and false.
fn flag(text: &str) -> Option<bool> {
    match text.to_lowercase().as_str() {
        "true" | "yes" | "on" | "1" => Some(true),
        "false" | "no" | "off" | "0" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::Action;

    fn player(name: &str) -> Player {
        Player {
            id: name.len() as u64,
            name: name.to_owned(),
        }
    }

    fn parsed(line: &str) -> Result<Invocation, ArgError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        parse(&words, &player)
    }

    fn action(line: &str) -> Action {
        match parsed(line) {
            Ok(Invocation::Manager(action)) => action,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn bare_values_fill_the_options_in_order_skipping_what_does_not_fit() {
        assert_eq!(
            action("/leaderboard 2"),
            Action::Leaderboard {
                kind: crate::games::punct::STANDARD,
                page: 2
            }
        );
        assert_eq!(
            action("/leaderboard boop 3"),
            Action::Leaderboard {
                kind: crate::games::boop::STANDARD,
                page: 3
            }
        );
        assert_eq!(
            parsed("/leaderboard chess").unwrap_err().to_string(),
            "game:chess: expected punct, punct-basic or boop"
        );
        // Found by fuzzing: a huge `game:` of a challenge was quoted whole.
        let huge = format!("/challenge game:{}", "ҍ".repeat(5_000));
        let error = parsed(&huge).unwrap_err().to_string();
        assert!(error.chars().count() < 100, "{error}");
        assert_eq!(action("/notices off"), Action::Notices { on: false });
        assert_eq!(
            action("/vacation start 3"),
            Action::Vacation { days: Some(3) }
        );
        assert_eq!(action("/draw accept"), Action::AcceptDraw);
        assert_eq!(action("/draw"), Action::OfferDraw);
    }

    #[test]
    fn the_last_text_option_takes_the_rest_of_the_line() {
        assert_eq!(
            action("/move f5 g5 h5"),
            Action::Move {
                notation: "f5 g5 h5".to_owned()
            }
        );
        assert_eq!(
            action("/move notation:+F5:G5,H5"),
            Action::Move {
                notation: "+F5:G5,H5".to_owned()
            }
        );
    }

    #[test]
    fn limits_and_required_options_are_checked() {
        assert_eq!(
            parsed("/vacation start 15").unwrap_err().to_string(),
            "days:15: expected a number from 1 to 14"
        );
        assert_eq!(
            parsed("/vacation").unwrap_err().to_string(),
            "/vacation needs one of start, cancel, status"
        );
        assert_eq!(parsed("/peek").unwrap_err().to_string(), "/peek needs cell");
        assert_eq!(
            parsed("/help now").unwrap_err().to_string(),
            "unexpected `now`"
        );
        assert_eq!(
            parsed("/fly").unwrap_err().to_string(),
            "unknown command /fly"
        );
    }

    #[test]
    fn the_challenge_shorthand_names_the_game() {
        let Ok(Invocation::Manager(Action::Challenge { kind, opponent, .. })) =
            parsed("/challenge game:punct-basic opponent:@bob")
        else {
            panic!("a challenge");
        };
        assert_eq!(kind, crate::games::punct::BASIC);
        assert_eq!(opponent, Some(player("bob")));
        assert!(matches!(
            parsed("/challenge game:boop thread:true"),
            Ok(Invocation::ChallengeInThread(Action::Challenge { kind, .. }))
                if kind == crate::games::boop::STANDARD
        ));
        assert_eq!(
            parsed("/challenge game:boop days:5")
                .unwrap_err()
                .to_string(),
            "days:5: expected 1, 2, 3, 7 or none"
        );
    }

    /// Found by fuzzing: every error quoted the typed text whole.
    #[test]
    fn errors_quote_a_huge_input_briefly() {
        let huge = "\u{fffd}".repeat(5_000);
        for line in [
            format!("/{huge}"),
            format!("/punct {huge}"),
            format!("/leaderboard boop 3 {huge} {huge}"),
            format!("/leaderboard {huge}"),
        ] {
            let error = parsed(&line).unwrap_err().to_string();
            assert!(error.chars().count() < 120, "{line:.20}: {error}");
            assert!(error.contains("\u{fffd}…"), "{error}");
        }
    }
}
