//! `punctbot play`: the game manager, the database and the renderer in a
//! terminal, driven by lines that are the bot's own slash commands, read
//! through the same command table (`punctbot::surface`):
//!
//! ```text
//! @alice /punct challenge opponent:@bob first:challenger
//! @bob /accept
//! @alice /move +F5:G5,H5
//! #side @carol /boop challenge        (another channel)
//! @alice /boop challenge opponent:@punctbot level:2   (the computer)
//! ```
//!
//! Each reply is printed; each picture is written to the output folder.
//! User and channel ids are derived from their names, so a second run on the
//! same database file continues the same games; the names, the simulated
//! clock and the picture numbers are kept in the database too.

use std::{
    collections::HashMap,
    io::{self, Write},
    path::PathBuf,
    sync::Arc,
};

use punctbot::{
    bot::Limits,
    computer::Computer,
    lines::{next_line, Line},
    manager::{
        Action, Caller, Clock, ComputerTurn, Due, Failure, Locale, Manager, ManualClock, Owing,
        Player, RandomCoin, Reply, Request, SystemClock, ANALYSIS_NODES,
    },
    store::{Debt, Store, DEFAULT_DATABASE_URL},
    surface::{self, help::terminal_usage, Invocation},
    terminal::{asked, channel_id, id_of, parse_line, Asked, CommandLine},
    words::{discord_text, prelude::*, DiscordText},
};

/// The options of `punctbot play`.
#[derive(clap::Args)]
#[command(after_long_help = commands_help())]
pub struct PlayArgs {
    /// The database file (any name will do)
    #[arg(long, value_name = "FILE")]
    db: Option<PathBuf>,
    /// The database as a URL, when --db is not given
    #[arg(long, env = "DATABASE_URL", hide_env_values = true, default_value = DEFAULT_DATABASE_URL)]
    database_url: String,
    /// Where the pictures go
    #[arg(long, value_name = "DIR", default_value = "out")]
    out: PathBuf,
    /// The users who moderate every channel (may abort any game, set
    /// reminders)
    #[arg(long, value_name = "NAME,NAME", value_delimiter = ',')]
    moderators: Vec<String>,
    /// The language every user speaks, as Discord names it: en-US, es-ES,
    /// ru, zh-CN (or any other locale: the nearest language, else English)
    #[arg(long, value_name = "LOCALE", default_value = "en-US")]
    locale: String,
    /// Where `punctbot web` serves this database's pages, e.g.
    /// http://127.0.0.1:8080: replies then carry links to them (on a
    /// server whose pages are public)
    #[arg(long, value_name = "URL")]
    web_base_url: Option<String>,
    /// The nodes `/analysis` searches in each position of a game (fewer:
    /// quicker, and rougher)
    #[arg(long, value_name = "N", default_value_t = ANALYSIS_NODES,
          value_parser = clap::value_parser!(u64).range(1..))]
    analysis_nodes: u64,
}

/// The input `punctbot play --help` explains: lines, and every command,
/// listed from the same table as the bot's.
fn commands_help() -> String {
    format!(
        "Reads commands from standard input, one per line, and prints the replies:
  [#channel] @user /command [arguments]
Arguments are name:value, or values in the order listed. Lines starting
with `# ` are comments.

Commands (the same as the bot's):
{}  /challenge game:punct|punct-basic|boop …
      Short for /punct challenge (variant:basic) or /boop challenge
Only in the terminal:
  /moves [PREFIX]    the legal moves matching PREFIX, as autocomplete shows them
                     (/moves cell:H2 is the bot's: where that piece may go)
  /moves answer:PREFIX  the same for your open puzzle (/puzzle answer:)
  /click BUTTON-ID   press a button shown under a reply
  /wait DURATION     move the clock on (2d, 12h, 30m, 1d12h) and print what falls due",
        terminal_usage(&Locale::en())
    )
}

/// The terminal session: names seen so far (to print mentions), pictures written.
struct Session {
    manager: Arc<Manager>,
    /// The computer opponent, answering at once (`@punctbot`).
    computer: Computer,
    /// Starts at the real time and moves only with `/wait`.
    clock: ManualClock,
    /// Where pictures go.
    out: PathBuf,
    /// Lower-case names.
    moderators: Vec<String>,
    /// The locale every caller has, as Discord would send it.
    locale: Locale,
    names: HashMap<u64, String>,
    channels: HashMap<u64, String>,
    pictures: usize,
}

/// The name that challenges the computer: `opponent:@punctbot`.
const COMPUTER_NAME: &str = "punctbot";

/// The keys of the session's counters in the database.
const CLOCK_KEY: &str = "clock";
const PICTURES_KEY: &str = "pictures";

impl Session {
    /// A session on `manager` that goes on where the last one on the same
    /// database stopped: its names, its clock (else the real time) and its
    /// picture numbers.
    async fn resume(
        store: Store,
        out: PathBuf,
        moderators: Vec<String>,
        locale: Locale,
    ) -> Result<Self, String> {
        let database = |e: punctbot::store::StoreError| format!("database: {e}");
        let clock = store.terminal_value(CLOCK_KEY).await.map_err(database)?;
        let pictures = store.terminal_value(PICTURES_KEY).await.map_err(database)?;
        let mut names = HashMap::new();
        let mut channels = HashMap::new();
        for (id, name) in store.terminal_names().await.map_err(database)? {
            match name.strip_prefix('#') {
                Some(channel) => channels.insert(id, channel.to_owned()),
                None => names.insert(id, name),
            };
        }
        let clock = ManualClock::at(clock.unwrap_or_else(|| SystemClock.now()));
        let manager = Arc::new(Manager::with(
            store,
            Arc::new(clock.clone()),
            Arc::new(RandomCoin),
        ));
        // A reserved name, as the bot's own user is on Discord.
        manager.set_computer(Player {
            id: id_of(COMPUTER_NAME),
            name: COMPUTER_NAME.to_owned(),
        });
        names.insert(id_of(COMPUTER_NAME), COMPUTER_NAME.to_owned());
        Ok(Session {
            computer: Computer::new(Arc::clone(&manager), 1, Limits::default()),
            manager,
            clock,
            out,
            moderators,
            locale,
            names,
            channels,
            pictures: pictures.and_then(|n| usize::try_from(n).ok()).unwrap_or(0),
        })
    }

    /// Records a name behind a made-up id, for the sessions after this one.
    async fn learn(&mut self, id: u64, name: &str, channel: bool) -> Result<(), String> {
        let known = if channel {
            self.channels.insert(id, name.to_owned())
        } else {
            self.names.insert(id, name.to_owned())
        };
        if known.as_deref() != Some(name) {
            let stored = if channel {
                format!("#{name}")
            } else {
                name.to_owned()
            };
            self.manager
                .store()
                .set_terminal_name(id, &stored)
                .await
                .map_err(|e| format!("database: {e}"))?;
        }
        Ok(())
    }

    /// Keeps the clock and the picture count for the next session.
    async fn save(&self) -> Result<(), String> {
        let store = self.manager.store();
        let pictures = i64::try_from(self.pictures).unwrap_or(i64::MAX);
        store
            .set_terminal_value(CLOCK_KEY, self.clock.now())
            .await
            .and(store.set_terminal_value(PICTURES_KEY, pictures).await)
            .map_err(|e| format!("database: {e}"))
    }

    async fn caller(&mut self, line: &CommandLine) -> Result<Caller, String> {
        let user = id_of(&line.user);
        self.learn(user, &line.user, false).await?;
        // Players named in arguments (`opponent:@bob`) are mentioned too,
        // and channels (`puzzles:#daily`) shown by their names.
        for word in line.args() {
            if let Some((_, name)) = word.split_once('@') {
                self.learn(id_of(name), name, false).await?;
            }
            let value = word
                .split_once(':')
                .map_or(word.as_str(), |(_, value)| value);
            if let Some(name) = value.strip_prefix('#').filter(|name| !name.is_empty()) {
                self.learn(channel_id(name), name, true).await?;
            }
        }
        let channel = channel_id(&line.channel);
        self.learn(channel, &line.channel, true).await?;
        Ok(Caller {
            guild: Some(1),
            channel,
            user,
            name: line.user.clone(),
            // The terminal has one kind of moderator, who may do both.
            moderator: self.moderators.contains(&line.user.to_lowercase()),
            manages_server: self.moderators.contains(&line.user.to_lowercase()),
            locale: self.locale.clone(),
            // The terminal is one server, speaking the language asked for.
            channel_locale: self.locale.clone(),
        })
    }

    /// `<@id>` back to `@name`, `<#id>` to `#channel`.
    fn unmention(&self, text: &str) -> String {
        let mut text = text.to_owned();
        for (id, name) in &self.names {
            text = text.replace(&format!("<@{id}>"), &format!("@{name}"));
        }
        for (id, name) in &self.channels {
            text = text.replace(&format!("<#{id}>"), &format!("#{name}"));
        }
        text
    }

    fn print(&mut self, out: &mut impl Write, reply: &Reply) -> io::Result<()> {
        writeln!(out, "{}", self.unmention(&reply.text()))?;
        for section in &reply.sections {
            writeln!(out, "**{}**\n{}", section.title, section.text)?;
        }
        if !reply.buttons.is_empty() {
            let buttons: Vec<String> = reply
                .buttons
                .iter()
                .map(|button| format!("[{}] {}", button.label(&reply.locale), button.id))
                .collect();
            writeln!(out, "  buttons: {}", buttons.join("  "))?;
        }
        if let Some(link) = &reply.link {
            writeln!(out, "  link: {link}")?;
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
        for direct in &reply.effects.direct {
            let to = self
                .names
                .get(&direct.user)
                .map_or(format!("<@{}>", direct.user), |name| format!("@{name}"));
            writeln!(
                out,
                "  direct message to {to}: {}",
                self.unmention(&direct.text())
            )?;
        }
        if let Some(png) = &reply.image {
            self.pictures += 1;
            std::fs::create_dir_all(&self.out)?;
            let name = match reply.effects.board {
                Some(board) => format!("{:04}-game{}.png", self.pictures, board.game),
                None => format!("{:04}.png", self.pictures),
            };
            let path = self.out.join(name);
            std::fs::write(&path, png)?;
            writeln!(out, "  picture: {}", path.display())?;
        }
        if let Some(file) = &reply.file {
            // Numbered with the pictures, so that files keep their order.
            self.pictures += 1;
            std::fs::create_dir_all(&self.out)?;
            let path = self.out.join(format!("{:04}-{}", self.pictures, file.name));
            std::fs::write(&path, &file.bytes)?;
            writeln!(out, "  file: {}", path.display())?;
        }
        Ok(())
    }
}

impl Session {
    /// Reads one input line and prints what comes of it. Only a database
    /// failure or a broken output ends the session.
    async fn line(&mut self, out: &mut impl Write, line: &str) -> Result<(), String> {
        let parsed = match parse_line(line) {
            Ok(Some(parsed)) => parsed,
            Ok(None) => return Ok(()),
            Err(error) => return writeln!(out, "?? {error}").map_err(|e| e.to_string()),
        };
        let caller = self.caller(&parsed).await?;
        let locale = caller.locale.clone();
        let written = match asked(&parsed, caller.clone()) {
            Err(error) => writeln!(out, "?? {error}"),
            Ok(Asked::Wait(millis)) => return self.wait(out, millis).await,
            Ok(Asked::Request(request)) => return self.serve(out, request).await.map(drop),
            Ok(Asked::Command(Invocation::Manager(action))) => {
                return self
                    .serve(out, Request::new(caller, action))
                    .await
                    .map(drop)
            }
            Ok(Asked::Command(Invocation::ChallengeInThread(action))) => {
                return self.challenge_in_thread(out, caller, action).await
            }
            Ok(Asked::Command(Invocation::Help)) => self.print(out, &surface::help_reply(&locale)),
            Ok(Asked::Command(Invocation::Rules(kind))) => {
                self.print(out, &surface::rules_reply(kind, &locale))
            }
        };
        written.map_err(|e| format!("writing standard output: {e}"))
    }

    /// Asks the manager and prints the reply, or the refusal; says
    /// whether the request was served.
    async fn serve(&mut self, out: &mut impl Write, request: Request) -> Result<bool, String> {
        let (written, served) = match self.manager.handle(request).await {
            Ok(reply) => {
                let written = self.print(out, &reply);
                if let Some(turn) = reply.effects.computer {
                    written.map_err(|e| format!("writing standard output: {e}"))?;
                    return self.computer_moves(out, turn).await.map(|()| true);
                }
                (written, true)
            }
            Err(Failure::Refused(refusal)) => (
                writeln!(
                    out,
                    "refused: {}",
                    self.unmention(&refusal.text(&self.locale))
                ),
                false,
            ),
            Err(Failure::Store(error)) => return Err(format!("database: {error}")),
        };
        written.map_err(|e| format!("writing standard output: {e}"))?;
        Ok(served)
    }

    /// The computer's move for `turn`, printed as the bot would post it
    /// (the terminal waits for it: one line at a time).
    async fn computer_moves(
        &mut self,
        out: &mut impl Write,
        turn: ComputerTurn,
    ) -> Result<(), String> {
        let Some(reply) = self.computer.answer(turn).await else {
            return Ok(());
        };
        self.print(out, &reply)
            .map_err(|e| format!("writing standard output: {e}"))
    }

    /// `thread:true`: as on Discord, the challenge lives in a thread of the
    /// caller's channel. A thread is just another channel here, named after
    /// the players (`#alice-vs-bob`) so that lines can address it.
    async fn challenge_in_thread(
        &mut self,
        out: &mut impl Write,
        caller: Caller,
        mut action: Action,
    ) -> Result<(), String> {
        let Action::Challenge {
            opponent, parent, ..
        } = &mut action
        else {
            return self
                .serve(out, Request::new(caller, action))
                .await
                .map(drop);
        };
        let against = opponent
            .as_ref()
            .map_or("anyone", |opponent| &opponent.name);
        let name = format!("{}-vs-{against}", caller.name).to_lowercase();
        let thread = channel_id(&name);
        self.learn(thread, &name, true).await?;
        *parent = Some(caller.channel);
        let pointer = discord_text(&caller.locale, DiscordText::PlayedInThread(thread));
        let in_thread = Caller {
            channel: thread,
            ..caller
        };
        write!(out, "[#{name}] ").map_err(|e| e.to_string())?;
        if self.serve(out, Request::new(in_thread, action)).await? {
            writeln!(out, "{}", self.unmention(&pointer)).map_err(|e| e.to_string())?;
        }
        Ok(())
    }

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

impl Session {
    /// Moves the tournaments on after each line, as the bot's scheduler
    /// does, owes the day's puzzles to the servers' puzzle channels, and
    /// pays the news the outbox owes, as its delivery worker does (printed,
    /// then settled: each is said once); then opens
    /// the games still to open, each in a channel of its own named after
    /// the tournament, round and board (`#t1-r2-b3`), and prints their
    /// first boards there.
    async fn tournaments(&mut self, out: &mut impl Write) -> Result<(), String> {
        let database = |e: punctbot::store::StoreError| format!("database: {e}");
        self.manager.advance_tournaments().await.map_err(database)?;
        self.manager.owe_daily_puzzles().await.map_err(database)?;
        let owed = self.manager.store().owed_news().await.map_err(database)?;
        for news in owed {
            if let Owing::Post(reply) = self.manager.owing(&news).await.map_err(database)? {
                // A daily puzzle goes to its server's puzzle channel, not
                // the tournament's.
                if let (Debt::Puzzle { .. }, Some(name)) =
                    (news.debt, self.channels.get(&news.channel))
                {
                    write!(out, "[#{name}] ").map_err(|e| e.to_string())?;
                }
                self.print(out, &reply).map_err(|e| e.to_string())?;
            }
            self.manager
                .settle_owed(news.id, None)
                .await
                .map_err(database)?;
        }
        let boards = self.manager.boards_to_open().await.map_err(database)?;
        let mut tournaments = Vec::new();
        for board in boards {
            let name = format!("t{}-r{}-b{}", board.number, board.round, board.board);
            let thread = channel_id(&name);
            self.learn(thread, &name, true).await?;
            self.manager
                .keep_board_thread(&board, thread)
                .await
                .map_err(database)?;
            if !tournaments.contains(&board.tournament) {
                tournaments.push(board.tournament);
            }
        }
        for tournament in tournaments {
            let opened = self
                .manager
                .open_boards(tournament)
                .await
                .map_err(database)?;
            for (channel, reply) in opened {
                let name = self.channels.get(&channel).cloned().unwrap_or_default();
                write!(out, "[#{name}] ")
                    .and_then(|()| self.print(out, &reply))
                    .map_err(|e| e.to_string())?;
            }
        }
        Ok(())
    }
}

/// The longest input line read: far more than any command needs.
const MAX_LINE_BYTES: usize = 64 * 1024;

/// Where a line stops being UTF-8, for the player to find and fix.
fn not_utf8(error: &std::string::FromUtf8Error) -> String {
    let at = error.utf8_error().valid_up_to();
    let byte = error.as_bytes()[at];
    format!(
        "byte {} (0x{byte:02X}) is not UTF-8; the line is skipped",
        at + 1
    )
}

/// Runs `punctbot play`.
pub fn run(options: PlayArgs) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    runtime.block_on(async {
        let store = Store::open_named(options.db.as_deref(), &options.database_url).await?;
        let moderators = options
            .moderators
            .iter()
            .map(|name| name.trim().to_lowercase())
            .collect();
        let mut session =
            Session::resume(store, options.out, moderators, Locale(options.locale)).await?;
        if let Some(base) = &options.web_base_url {
            session.manager.serve_web_pages_at(base);
        }
        session
            .manager
            .set_analysis_limits(Limits::nodes(options.analysis_nodes));
        let mut input = io::stdin().lock();
        let mut out = io::stdout().lock();
        let mut number = 0_u64;
        while let Some(line) = next_line(&mut input, MAX_LINE_BYTES)
            .map_err(|e| format!("reading standard input: {e}"))?
        {
            number += 1;
            // A bad line is reported and skipped, like a mistyped command:
            // the lines after it still run.
            match line {
                Line::Fits(bytes) => match String::from_utf8(bytes) {
                    Ok(text) => {
                        session.line(&mut out, &text).await?;
                        session.tournaments(&mut out).await?;
                        session.save().await?;
                    }
                    Err(error) => writeln!(out, "?? line {number}: {}", not_utf8(&error))
                        .map_err(|e| format!("writing standard output: {e}"))?,
                },
                Line::TooLong => writeln!(
                    out,
                    "?? line {number} is longer than {} KiB: skipped",
                    MAX_LINE_BYTES / 1024
                )
                .map_err(|e| format!("writing standard output: {e}"))?,
            }
            out.flush()
                .map_err(|e| format!("writing standard output: {e}"))?;
        }
        session.manager.close_database().await;
        Ok(())
    })
}
