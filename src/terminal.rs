//! The lines `punctbot play` reads, `[#channel] @user /command [arguments]`,
//! taken apart: the bot's own commands (read through the command table,
//! [`crate::surface`]) and the terminal's `/moves`, `/click` and `/wait`.
//! In the library, not the binary, so that tests and fuzzing reach it.

use crate::{
    manager::{Action, ButtonId, Caller, Player, Request},
    surface::{self, Invocation},
};

/// A stable id for a user or channel name (FNV-1a, kept below 2^62 like a
/// snowflake).
#[must_use]
pub fn id_of(name: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in name.to_lowercase().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (hash >> 2).max(1)
}

/// One input line taken apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandLine {
    /// The channel named (`main` when none is).
    pub channel: String,
    pub user: String,
    /// The command (`/move`) and what follows it.
    pub words: Vec<String>,
}

impl CommandLine {
    /// The command, lower case, without its slash.
    #[must_use]
    pub fn command(&self) -> String {
        self.words.first().map_or_else(String::new, |word| {
            word.trim_start_matches('/').to_lowercase()
        })
    }

    /// The words after the command.
    #[must_use]
    pub fn args(&self) -> &[String] {
        self.words.get(1..).unwrap_or_default()
    }
}

/// `line` taken apart; `None` for a blank line or a comment.
///
/// # Errors
/// The line is not `[#channel] @user /command …`: the error says why.
pub fn parse_line(line: &str) -> Result<Option<CommandLine>, String> {
    let line = line.trim();
    if line.is_empty() || line == "#" || line.starts_with("# ") {
        return Ok(None);
    }
    let mut words = line.split_whitespace().peekable();
    let channel = match words.peek() {
        Some(word) if word.starts_with('#') => {
            let channel = word.trim_start_matches('#').to_owned();
            words.next();
            channel
        }
        _ => "main".to_owned(),
    };
    let user = words
        .next()
        .and_then(|word| word.strip_prefix('@'))
        .filter(|name| !name.is_empty())
        .ok_or("a line starts with @user (after an optional #channel)")?
        .to_owned();
    let words: Vec<String> = words.map(str::to_owned).collect();
    if !words.first().is_some_and(|word| word.starts_with('/')) {
        return Err("the user is followed by a /command".to_owned());
    }
    Ok(Some(CommandLine {
        channel,
        user,
        words,
    }))
}

/// What a line asks for.
#[derive(Debug)]
pub enum Asked {
    /// A command of the bot's.
    Command(Invocation),
    /// `/moves` or `/click`: a request only the terminal makes this way.
    Request(Request),
    /// `/wait`: milliseconds to move the clock on by.
    Wait(i64),
}

/// What `line` asks for, by `caller`. The terminal's own commands first;
/// every other is read through the bot's command table.
///
/// # Errors
/// The command or its arguments are not understood: the error says why.
pub fn asked(line: &CommandLine, caller: Caller) -> Result<Asked, String> {
    let args = line.args();
    match line.command().as_str() {
        "wait" => match args.first() {
            Some(text) => parse_wait(text).map(Asked::Wait),
            None => Err("/wait needs a duration, e.g. 2d or 12h".to_owned()),
        },
        // `/moves cell:H2` is the bot's command (a picture of where that
        // piece may go); `/moves TEXT` what autocomplete offers for TEXT.
        "moves" if args.first().is_some_and(|arg| arg.starts_with("cell:")) => bot_command(line),
        "moves" => {
            let prefix = args.join(" ");
            // `/moves answer:TEXT`: what `/puzzle answer:` autocomplete
            // offers for TEXT, from the caller's open puzzle.
            let action = match prefix.strip_prefix("answer:") {
                Some(prefix) => Action::PuzzleMoves {
                    prefix: prefix.to_owned(),
                },
                None => Action::LegalMoves {
                    prefix: prefix.strip_prefix("prefix:").unwrap_or(&prefix).to_owned(),
                },
            };
            Ok(Asked::Request(Request::new(caller, action)))
        }
        "click" => {
            let id: ButtonId = args
                .first()
                .ok_or("/click needs a button id")?
                .parse()
                .map_err(|e| format!("{e}"))?;
            Ok(Asked::Request(id.request(caller)))
        }
        _ => bot_command(line),
    }
}

/// `line` read through the bot's command table.
fn bot_command(line: &CommandLine) -> Result<Asked, String> {
    let words: Vec<&str> = line.words.iter().map(String::as_str).collect();
    surface::text::parse(&words, &player, &channel_id)
        .map(Asked::Command)
        .map_err(|error| format!("{error} (see `punctbot play --help`)"))
}

/// A user named in a command.
#[must_use]
pub fn player(name: &str) -> Player {
    Player {
        id: id_of(name),
        name: name.to_owned(),
    }
}

/// A channel named in a command (`#name`, given without its `#`): the id
/// a line starting `#name` speaks in.
#[must_use]
pub fn channel_id(name: &str) -> u64 {
    id_of(&format!("#{name}"))
}

/// The longest one `/wait` may move the clock: a year is more than any
/// clock, reminder or vacation needs, and a bound keeps the simulated time
/// meaningful (a wait of 10^11 days once wrapped it to a negative time).
pub const MAX_WAIT_DAYS: i64 = 366;

/// `2d`, `12h`, `30m` (or a sum: `1d12h`) in milliseconds, at most
/// [`MAX_WAIT_DAYS`].
///
/// # Errors
/// Not a duration, or a longer one: the error says what to write.
pub fn parse_wait(text: &str) -> Result<i64, String> {
    const DAY_MS: i64 = 86_400_000;
    let too_long = || format!("`{text}` is too long: wait at most {MAX_WAIT_DAYS}d at a time");
    let mut total: i64 = 0;
    let mut number = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'd' => DAY_MS,
            'h' => 3_600_000,
            'm' => 60_000,
            _ => {
                return Err(format!(
                    "`{text}`: write a duration like 2d, 12h, 30m or 1d12h"
                ))
            }
        };
        if number.is_empty() {
            return Err(format!("`{text}`: a number comes before each unit"));
        }
        // Only digits: a number that does not parse is one too big.
        let count: i64 = number.parse().map_err(|_| too_long())?;
        total = count
            .checked_mul(unit)
            .and_then(|ms| total.checked_add(ms))
            .filter(|&total| total <= MAX_WAIT_DAYS * DAY_MS)
            .ok_or_else(too_long)?;
        number.clear();
    }
    if !number.is_empty() || total == 0 {
        return Err(format!(
            "`{text}`: write a duration like 2d, 12h, 30m or 1d12h"
        ));
    }
    Ok(total)
}
