//! A command typed as text, `/punct challenge opponent:@bob days:1`,
//! parsed by the table: how `punctbot play` reads its lines.
//!
//! After the command (and subcommand) come options, each `name:value` or
//! a bare value. Bare values fill the options not named, in order; an
//! optional one that cannot take the value is passed over (`/leaderboard 2`
//! is page 2), and a text option that is the last one left takes the rest
//! of the line.

use super::{ArgError, Args, Body, Invocation, LeafSpec, OptionKind, OptionSpec, Value};
use crate::{
    games::{or_list, GameKind},
    manager::Player,
};

/// The invocation `words` (starting with `/command`) make. `user` turns a
/// name typed for a user option into a player, `channel` a channel's name
/// (typed `#name`, given without the `#`) into its id.
///
/// `/challenge game:KIND …` is kept as a shorthand of `/<game> challenge
/// …` with the kind's variant (`game:punct-basic`: `/punct challenge
/// variant:basic`); without `game:`, the registry's first kind.
///
/// # Errors
/// The words do not fit the table: the error says why.
pub fn parse(
    words: &[&str],
    user: &dyn Fn(&str) -> Player,
    channel: &dyn Fn(&str) -> u64,
) -> Result<Invocation, ArgError> {
    let names = Names { user, channel };
    let Some((first, rest)) = words.split_first() else {
        return Err(ArgError::UnknownCommand(String::new()));
    };
    let name = first.strip_prefix('/').unwrap_or(first).to_lowercase();
    if name == "challenge" {
        let (command, words) = challenge_shorthand(rest)?;
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        return invoke(command, &words, &names);
    }
    invoke(&name, rest, &names)
}

/// How the typed words name users and channels.
struct Names<'a> {
    user: &'a dyn Fn(&str) -> Player,
    channel: &'a dyn Fn(&str) -> u64,
}

/// The invocation of the command `name` with the words after its name.
fn invoke(name: &str, rest: &[&str], names: &Names) -> Result<Invocation, ArgError> {
    let command = super::command(name).ok_or_else(|| ArgError::UnknownCommand(name.to_owned()))?;
    let (leaf, rest): (_, Vec<&str>) = match &command.body {
        Body::Leaf(leaf) => (leaf, rest.to_vec()),
        Body::Group(leaves) => {
            let Some((sub, rest)) = rest.split_first() else {
                return Err(ArgError::Subcommand {
                    command: command.name,
                    given: None,
                });
            };
            // `/premove line:Kc3 Kd4` reads as `/premove line Kc3 Kd4`: the
            // subcommand written as if it were the option it leads to.
            let (sub, glued) = match sub.split_once(':') {
                Some((name, value)) if !value.is_empty() => (name, Some(value)),
                _ => (*sub, None),
            };
            let leaf = leaves
                .iter()
                .find(|leaf| leaf.name.eq_ignore_ascii_case(sub))
                .ok_or_else(|| ArgError::Subcommand {
                    command: command.name,
                    given: Some(sub.to_owned()),
                })?;
            (
                leaf,
                glued.into_iter().chain(rest.iter().copied()).collect(),
            )
        }
    };
    let given = options(leaf, &rest, names)?;
    let args = Args::complete(command.name, leaf, given)?;
    Ok((leaf.invoke)(&args))
}

/// `/challenge game:KIND …` as `/<game> challenge …`, with `variant:` the
/// kind's word when its game has variants to choose from.
fn challenge_shorthand(words: &[&str]) -> Result<(&'static str, Vec<String>), ArgError> {
    // The kinds are the registry's, read by their ids: no game is told
    // apart here.
    let mut kind = GameKind::all().next();
    let mut rest = vec!["challenge".to_owned()];
    for word in words {
        match word.split_once(':') {
            Some((key, value)) if key.eq_ignore_ascii_case("game") => {
                kind = Some(value.parse().map_err(|_| unknown_kind(value))?);
            }
            _ => rest.push((*word).to_owned()),
        }
    }
    let kind = kind.ok_or_else(|| unknown_kind(""))?;
    let game = kind.game();
    if game.variants().len() > 1 {
        rest.extend(kind.variant().word.map(|word| format!("variant:{word}")));
    }
    Ok((game.name(), rest))
}

/// `game:given` names no kind of the registry.
fn unknown_kind(given: &str) -> ArgError {
    let kinds: Vec<&str> = GameKind::all().map(GameKind::as_str).collect();
    ArgError::Invalid {
        option: "game",
        given: given.to_owned(),
        expected: or_list(&kinds),
    }
}

/// The options `words` give `leaf`.
fn options(
    leaf: &'static LeafSpec,
    words: &[&str],
    names: &Names,
) -> Result<Vec<(&'static OptionSpec, Value)>, ArgError> {
    let mut given = Vec::new();
    let mut bare = Vec::new();
    for word in words {
        match named(leaf, word) {
            Some((option, text)) => given.push((option, value(option, text, names)?)),
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
        match value(option, &text, names) {
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
fn value(option: &OptionSpec, text: &str, names: &Names) -> Result<Value, ArgError> {
    let value = match &option.kind {
        OptionKind::Text => Some(Value::Text(text.to_owned())),
        OptionKind::Flag { .. } => flag(text).map(Value::Flag),
        OptionKind::Number { .. } => text.parse().ok().map(Value::Number),
        OptionKind::User => {
            let name = text.trim_start_matches('@');
            (!name.is_empty()).then(|| Value::User((names.user)(name)))
        }
        // Only `#name`, as a line names its own channel: a bare word meant
        // for another option is never taken for a channel.
        OptionKind::Channel => text
            .strip_prefix('#')
            .filter(|name| !name.is_empty())
            .map(|name| Value::Channel((names.channel)(name))),
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

    fn channel(name: &str) -> u64 {
        1000 + name.len() as u64
    }

    fn parsed(line: &str) -> Result<Invocation, ArgError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        parse(&words, &player, &channel)
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
        // Every kind of the registry (the test game's too) is a choice.
        let kinds: Vec<&str> = GameKind::all().map(GameKind::as_str).collect();
        assert!(kinds.starts_with(&["punct", "punct-basic", "boop"]));
        assert_eq!(
            parsed("/leaderboard chess").unwrap_err().to_string(),
            format!("game:chess: expected {}", or_list(&kinds))
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
    fn a_line_of_conditional_moves_takes_the_rest_of_the_line() {
        let line = Action::Premove {
            line: "Kc3 Kd4 Ke5 Kb2".to_owned(),
        };
        assert_eq!(action("/premove line Kc3 Kd4 Ke5 Kb2"), line);
        assert_eq!(action("/premove line:Kc3 Kd4 Ke5 Kb2"), line);
        assert_eq!(
            action("/premove line moves:Kc3"),
            Action::Premove {
                line: "Kc3".to_owned()
            }
        );
        assert_eq!(action("/premove list"), Action::PremoveList);
        assert_eq!(action("/premove clear"), Action::PremoveClear);
        assert_eq!(
            parsed("/premove").unwrap_err().to_string(),
            "/premove needs one of line, list, clear"
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

    /// Each kind of the registry (the test game's too) is challenged to by
    /// its game's own command (with its variant's word when the game has
    /// several) and by the shorthand.
    #[test]
    fn every_kind_of_the_registry_is_challenged_to_by_its_command() {
        let challenged = |line: &str| match parsed(line) {
            Ok(Invocation::Manager(Action::Challenge { kind, .. })) => kind,
            other => panic!("{line}: {other:?}"),
        };
        for kind in GameKind::all() {
            let game = kind.game();
            let mut line = format!("/{} challenge", game.name());
            let options = crate::surface::command(game.name()).unwrap().leaves()[0].options;
            let variant = options.iter().find(|option| option.name == "variant");
            assert_eq!(variant.is_some(), game.variants().len() > 1, "{kind}");
            if let Some(variant) = variant {
                let words: Vec<&str> = game.variants().iter().filter_map(|v| v.word).collect();
                assert_eq!(variant.expected(), or_list(&words), "{kind}");
                line = format!("{line} variant:{}", kind.variant().word.unwrap());
            }
            assert_eq!(challenged(&line), kind, "{line}");
            assert_eq!(challenged(&format!("/challenge game:{kind}")), kind);
        }
        assert_eq!(challenged("/challenge"), crate::games::punct::STANDARD);
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
