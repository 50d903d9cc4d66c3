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
};

use punctbot::{
    games::GameKind,
    manager::{Action, ButtonId, Caller, Failure, Locale, Manager, Player, Reply, Request},
    store::{FirstMover, Store, DEFAULT_DATABASE_URL},
};

pub const USAGE: &str = "\
usage: punctbot play [--db FILE] [--out DIR] [--moderators NAME,NAME]

Reads commands from standard input, one per line, and prints the replies:
  [#channel] @user /command [arguments]
commands:
  /challenge game:punct|punct-basic|boop [opponent:@name] [rated:true|false]
             [first:challenger|opponent|random]   (also /punct challenge, /boop challenge)
  /accept  /decline  /cancel
  /move NOTATION     /choose OPTION (boop: after a placement that needs a choice)
  /resign  /draw [accept|decline]  /takeback [accept|decline]  /abort
  /board  /history  /moves [PREFIX]  /peek CELL
  /click BUTTON-ID   (press a button shown under a reply)
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
        days: Some(3),
        parent: None,
    })
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
    options: Options,
    names: HashMap<u64, String>,
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
        Caller {
            guild: Some(1),
            channel: id_of(&format!("#{}", line.channel)),
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
        let mut session = Session {
            manager: Manager::new(store),
            options,
            names: HashMap::new(),
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
