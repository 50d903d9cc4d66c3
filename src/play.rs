//! `punctbot play`: the game manager, the database and the renderer in a
//! terminal, driven by lines that look like Discord commands:
//!
//! ```text
//! @alice /challenge game:punct opponent:@bob
//! @bob /accept
//! @alice /move +F5:G5,H5
//! #side @carol /challenge game:boop        (another channel)
//! ```
//!
//! Each reply is printed; each picture is written to the output folder.
//! User and channel ids are derived from their names, so a second run on the
//! same database file continues the same games.

use std::{
    collections::HashMap,
    io::{self, BufRead, Write},
    path::PathBuf,
    sync::Arc,
};

use punctbot::{
    games::GameKind,
    manager::{
        Action, ButtonId, Caller, Clock, Due, Failure, Locale, Manager, ManualClock, Player,
        RandomCoin, Reply, Request, SystemClock,
    },
    store::{FirstMover, Store, DEFAULT_DATABASE_URL},
};

pub const USAGE: &str = "\
usage: punctbot play [--db FILE] [--out DIR] [--moderators NAME,NAME]

Reads commands from standard input, one per line, and prints the replies:
  [#channel] @user /command [arguments]
commands:
  /challenge game:punct|punct-basic|boop [opponent:@name] [rated:true|false]
             [first:challenger|opponent|random] [days:1|2|3|7|none]
             (also /punct challenge, /boop challenge)
  /accept  /decline  /cancel
  /move NOTATION     /choose OPTION (boop: after a placement that needs a choice)
  /resign  /draw [accept|decline]  /takeback [accept|decline]  /abort
  /board  /history  /moves [PREFIX]  /peek CELL
  /click BUTTON-ID   (press a button shown under a reply)
  /games [@name]  /vacation start DAYS|cancel|status  /notices on|off
  /reminders SCHEDULE (e.g. half,12h,1h or off)  /leaderboard [GAME] [PAGE]  /stats [@name]
  /wait DURATION     (e.g. 2d, 12h, 30m: moves the clock on and prints what falls due)
Lines starting with `# ` are comments. Pictures go to DIR (default ./out).
The database is FILE, else $DATABASE_URL, else punctbot.db.";

/// Where the database is.
enum Database {
    Url(String),
    File(PathBuf),
}

/// The command line of `punctbot play`.
struct Options {
    database: Database,
    out: PathBuf,
    moderators: Vec<String>,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        database: Database::Url(
            std::env::var("DATABASE_URL").unwrap_or_else(|_| DEFAULT_DATABASE_URL.to_owned()),
        ),
        out: PathBuf::from("out"),
        moderators: Vec::new(),
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--db" => options.database = Database::File(PathBuf::from(value()?)),
            "--out" => options.out = PathBuf::from(value()?),
            "--moderators" => {
                options.moderators = value()?
                    .split(',')
                    .map(|name| name.trim().to_lowercase())
                    .collect();
            }
            other => return Err(format!("unknown option `{other}`")),
        }
    }
    Ok(options)
}

/// A stable id for a user or channel name (FNV-1a, kept below 2^62 like a
/// snowflake).
fn id_of(name: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in name.to_lowercase().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    (hash >> 2).max(1)
}

/// One input line taken apart.
struct Line {
    channel: String,
    user: String,
    command: String,
    args: Vec<String>,
}

fn parse_line(line: &str) -> Result<Option<Line>, String> {
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
    let mut command = words
        .next()
        .and_then(|word| word.strip_prefix('/'))
        .ok_or("the user is followed by a /command")?
        .to_lowercase();
    // `/punct challenge …` and `/boop challenge …` as in Discord.
    let mut args: Vec<String> = words.map(str::to_owned).collect();
    if (command == "punct" || command == "boop") && args.first().is_some_and(|a| a == "challenge") {
        args[0] = format!("game:{command}");
        command = "challenge".to_owned();
    }
    Ok(Some(Line {
        channel,
        user,
        command,
        args,
    }))
}

/// `key:value` arguments of a command.
fn named(args: &[String]) -> HashMap<String, String> {
    args.iter()
        .filter_map(|arg| arg.split_once(':'))
        .map(|(key, value)| (key.to_lowercase(), value.to_owned()))
        .collect()
}

fn parse_bool(text: &str) -> Result<bool, String> {
    match text.to_lowercase().as_str() {
        "true" | "yes" | "1" => Ok(true),
        "false" | "no" | "0" => Ok(false),
        other => Err(format!("`{other}` is not true or false")),
    }
}

/// `on` / `off` (or true / false).
fn parse_switch(text: &str) -> Result<bool, String> {
    match text.to_lowercase().as_str() {
        "on" => Ok(true),
        "off" => Ok(false),
        other => parse_bool(other).map_err(|_| format!("`{other}`: expected on or off")),
    }
}

fn challenge(args: &[String]) -> Result<Action, String> {
    let named = named(args);
    let game = named.get("game").map_or("punct", String::as_str);
    let mut kind: GameKind = game.parse().map_err(|e| format!("{e}"))?;
    if named
        .get("variant")
        .is_some_and(|v| v.eq_ignore_ascii_case("basic"))
    {
        kind = GameKind::PunctBasic;
    }
    let opponent = named.get("opponent").map(|name| {
        let name = name.trim_start_matches('@').to_owned();
        Player {
            id: id_of(&name),
            name,
        }
    });
    let rated = named.get("rated").map_or(Ok(false), |v| parse_bool(v))?;
    let first = match named.get("first").map(|v| v.to_lowercase()).as_deref() {
        None | Some("challenger") => FirstMover::Challenger,
        Some("opponent") => FirstMover::Opponent,
        Some("random") => FirstMover::Random,
        Some(other) => {
            return Err(format!(
                "first:{other}: expected challenger, opponent or random"
            ))
        }
    };
    Ok(Action::Challenge {
        opponent,
        kind,
        rated,
        first,
        days: parse_days(named.get("days").map(String::as_str))?,
        parent: None,
    })
}

/// `days:` of a challenge: 3 when absent, `none` for no clock.
fn parse_days(text: Option<&str>) -> Result<Option<u8>, String> {
    match text {
        None => Ok(Some(3)),
        Some("none") => Ok(None),
        Some(days) => days
            .parse()
            .map(Some)
            .map_err(|_| format!("days:{days}: expected 1, 2, 3, 7 or none")),
    }
}

/// A user named as `@name` (or `user:@name`), if any.
fn named_player(args: &[String]) -> Option<Player> {
    args.first().map(|arg| {
        let name = arg
            .trim_start_matches("user:")
            .trim_start_matches('@')
            .to_owned();
        Player {
            id: id_of(&name),
            name,
        }
    })
}

/// `/vacation start DAYS`, `/vacation cancel`, `/vacation status`.
fn vacation(args: &[String]) -> Result<Action, String> {
    match args.first().map(|a| a.to_lowercase()).as_deref() {
        Some("start") => {
            let days = args
                .get(1)
                .and_then(|days| days.trim_start_matches("days:").parse().ok())
                .ok_or("/vacation start needs a number of days")?;
            Ok(Action::Vacation { days: Some(days) })
        }
        Some("cancel") => Ok(Action::CancelVacation),
        None | Some("status") => Ok(Action::Vacation { days: None }),
        Some(other) => Err(format!("`{other}`: expected start, cancel or status")),
    }
}

/// `/leaderboard [GAME] [PAGE]`.
fn leaderboard(args: &[String]) -> Result<Action, String> {
    let mut kind = GameKind::PunctStandard;
    let mut page = 1;
    for arg in args {
        let value = arg.split_once(':').map_or(arg.as_str(), |(_, value)| value);
        match value.parse::<u32>() {
            Ok(number) => page = number,
            Err(_) => kind = value.parse().map_err(|e| format!("{e}"))?,
        }
    }
    Ok(Action::Leaderboard { kind, page })
}

/// `2d`, `12h`, `30m` (or a sum: `1d12h`) in milliseconds.
fn parse_wait(text: &str) -> Result<i64, String> {
    let mut total: i64 = 0;
    let mut number = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'd' => 86_400_000,
            'h' => 3_600_000,
            'm' => 60_000,
            _ => {
                return Err(format!(
                    "`{text}`: write a duration like 2d, 12h, 30m or 1d12h"
                ))
            }
        };
        let count: i64 = number
            .parse()
            .map_err(|_| format!("`{text}`: a number comes before each unit"))?;
        total = count
            .checked_mul(unit)
            .and_then(|ms| total.checked_add(ms))
            .ok_or(format!("`{text}` is too long"))?;
        number.clear();
    }
    if !number.is_empty() || total == 0 {
        return Err(format!(
            "`{text}`: write a duration like 2d, 12h, 30m or 1d12h"
        ));
    }
    Ok(total)
}

/// The text after the command, with an optional `name:` in front.
fn rest(args: &[String], name: &str) -> String {
    let text = args.join(" ");
    text.strip_prefix(&format!("{name}:"))
        .map_or(text.clone(), str::to_owned)
}

fn answer(
    args: &[String],
    offer: Action,
    accept: Action,
    decline: Action,
) -> Result<Action, String> {
    match args.first().map(|a| a.to_lowercase()).as_deref() {
        None => Ok(offer),
        Some("accept" | "yes") => Ok(accept),
        Some("decline" | "no") => Ok(decline),
        Some(other) => Err(format!("`{other}`: expected accept or decline")),
    }
}

/// The request a line makes.
fn request(line: &Line, caller: Caller) -> Result<Request, String> {
    let args = &line.args;
    let action = match line.command.as_str() {
        "challenge" => challenge(args)?,
        "accept" => Action::Accept,
        "decline" => Action::Decline,
        "cancel" => Action::Cancel,
        "move" => Action::Move {
            notation: rest(args, "notation"),
        },
        "choose" => Action::Choose {
            option: rest(args, "option"),
        },
        "resign" => Action::Resign { confirmed: true },
        "draw" => answer(
            args,
            Action::OfferDraw,
            Action::AcceptDraw,
            Action::DeclineDraw,
        )?,
        "takeback" => answer(
            args,
            Action::RequestTakeback,
            Action::AcceptTakeback,
            Action::DeclineTakeback,
        )?,
        "abort" => Action::Abort,
        "board" => Action::Board,
        "history" => Action::History,
        "moves" => Action::LegalMoves {
            prefix: rest(args, "prefix"),
        },
        "peek" => Action::Peek {
            cell: args.first().cloned(),
        },
        "games" => Action::Games {
            user: named_player(args),
        },
        "stats" => Action::Stats {
            user: named_player(args),
        },
        "vacation" => vacation(args)?,
        "notices" => Action::Notices {
            on: parse_switch(args.first().map_or("on", String::as_str))?,
        },
        "reminders" => Action::SetReminders {
            schedule: rest(args, "schedule"),
        },
        "leaderboard" => leaderboard(args)?,
        "click" => {
            let id: ButtonId = args
                .first()
                .ok_or("/click needs a button id")?
                .parse()
                .map_err(|e| format!("{e}"))?;
            return Ok(id.request(caller));
        }
        other => {
            return Err(format!(
                "unknown command /{other} (see `punctbot play --help`)"
            ))
        }
    };
    Ok(Request::new(caller, action))
}

/// The terminal session: names seen so far (to print mentions), pictures written.
struct Session {
    manager: Manager,
    /// Starts at the real time and moves only with `/wait`.
    clock: ManualClock,
    options: Options,
    names: HashMap<u64, String>,
    channels: HashMap<u64, String>,
    pictures: usize,
}

impl Session {
    fn caller(&mut self, line: &Line) -> Caller {
        let user = id_of(&line.user);
        self.names.insert(user, line.user.clone());
        // Players named in arguments (`opponent:@bob`) are mentioned too.
        for word in &line.args {
            if let Some((_, name)) = word.split_once('@') {
                self.names.insert(id_of(name), name.to_owned());
            }
        }
        let channel = id_of(&format!("#{}", line.channel));
        self.channels.insert(channel, line.channel.clone());
        Caller {
            guild: Some(1),
            channel,
            user,
            name: line.user.clone(),
            moderator: self.options.moderators.contains(&line.user.to_lowercase()),
            locale: Locale::en(),
        }
    }

    /// `<@id>` back to `@name`.
    fn unmention(&self, text: &str) -> String {
        let mut text = text.to_owned();
        for (id, name) in &self.names {
            text = text.replace(&format!("<@{id}>"), &format!("@{name}"));
        }
        text
    }

    fn print(&mut self, out: &mut impl Write, reply: &Reply) -> io::Result<()> {
        writeln!(out, "{}", self.unmention(&reply.text))?;
        if !reply.buttons.is_empty() {
            let buttons: Vec<String> = reply
                .buttons
                .iter()
                .map(|button| format!("[{}] {}", button.label, button.id))
                .collect();
            writeln!(out, "  buttons: {}", buttons.join("  "))?;
        }
        if !reply.mentions.is_empty() {
            let mentions: Vec<String> = reply
                .mentions
                .iter()
                .map(|id| {
                    self.names
                        .get(id)
                        .map_or(format!("<@{id}>"), |name| format!("@{name}"))
                })
                .collect();
            writeln!(out, "  mentions: {}", mentions.join(" "))?;
        }
        for direct in &reply.direct {
            let to = self
                .names
                .get(&direct.user)
                .map_or(format!("<@{}>", direct.user), |name| format!("@{name}"));
            writeln!(
                out,
                "  direct message to {to}: {}",
                self.unmention(&direct.text)
            )?;
        }
        if let Some(png) = &reply.image {
            self.pictures += 1;
            std::fs::create_dir_all(&self.options.out)?;
            let name = match reply.board {
                Some(game) => format!("{:04}-game{game}.png", self.pictures),
                None => format!("{:04}.png", self.pictures),
            };
            let path = self.options.out.join(name);
            std::fs::write(&path, png)?;
            writeln!(out, "  picture: {}", path.display())?;
        }
        Ok(())
    }
}

impl Session {
    /// `/wait`: moves the clock on by `millis` and prints what falls due,
    /// as the bot's scheduler would post it.
    async fn wait(&mut self, out: &mut impl Write, millis: i64) -> Result<(), String> {
        self.clock.advance(millis);
        let due = self
            .manager
            .tick()
            .await
            .map_err(|e| format!("database: {e}"))?;
        if due.is_empty() {
            writeln!(out, "(nothing falls due)").map_err(|e| e.to_string())?;
        }
        for event in due {
            let (channel, reply) = match event {
                Due::Reminder { channel, reply, .. }
                | Due::TimeLoss { channel, reply, .. }
                | Due::ChallengeExpired { channel, reply, .. } => (channel, Some(reply)),
                Due::ArchiveThread { thread } => (thread, None),
            };
            let name = self
                .channels
                .get(&channel)
                .cloned()
                .unwrap_or_else(|| channel.to_string());
            let written = match reply {
                Some(reply) => write!(out, "[#{name}] ").and_then(|()| self.print(out, &reply)),
                None => writeln!(out, "[#{name}] the thread is archived"),
            };
            written.map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

/// Runs `punctbot play` with `args` (after `play`).
pub fn run(args: &[String]) -> Result<(), String> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return Ok(());
    }
    let options = parse_options(args)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let store = match &options.database {
            Database::Url(url) => Store::open(url).await.map_err(|e| format!("{url}: {e}"))?,
            Database::File(path) => Store::open_file(path)
                .await
                .map_err(|e| format!("{}: {e}", path.display()))?,
        };
        let clock = ManualClock::at(SystemClock.now());
        let mut session = Session {
            manager: Manager::with(store, Arc::new(clock.clone()), Arc::new(RandomCoin)),
            clock,
            options,
            names: HashMap::new(),
            channels: HashMap::new(),
            pictures: 0,
        };
        let stdin = io::stdin();
        let mut out = io::stdout().lock();
        for line in stdin.lock().lines() {
            let line = line.map_err(|e| format!("reading standard input: {e}"))?;
            let parsed = match parse_line(&line) {
                Ok(Some(parsed)) => parsed,
                Ok(None) => continue,
                Err(error) => {
                    writeln!(out, "?? {error}").map_err(|e| e.to_string())?;
                    continue;
                }
            };
            let caller = session.caller(&parsed);
            if parsed.command == "wait" {
                let waited = match parsed.args.first().map(|text| parse_wait(text)) {
                    Some(Ok(millis)) => session.wait(&mut out, millis).await,
                    Some(Err(error)) => Err(error),
                    None => Err("/wait needs a duration, e.g. 2d or 12h".to_owned()),
                };
                if let Err(error) = waited {
                    writeln!(out, "?? {error}").map_err(|e| e.to_string())?;
                }
                continue;
            }
            let written = match request(&parsed, caller) {
                Err(error) => writeln!(out, "?? {error}"),
                Ok(request) => match session.manager.handle(request).await {
                    Ok(reply) => session.print(&mut out, &reply),
                    Err(Failure::Refused(refusal)) => writeln!(
                        out,
                        "refused: {}",
                        session.unmention(&refusal.text(&Locale::en()))
                    ),
                    Err(Failure::Store(error)) => return Err(format!("database: {error}")),
                },
            };
            written
                .and_then(|()| out.flush())
                .map_err(|e| format!("writing standard output: {e}"))?;
        }
        session.manager.store().close().await;
        Ok(())
    })
}
