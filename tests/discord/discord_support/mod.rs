//! A fake Discord on 127.0.0.1 for end-to-end tests: REST (hyper) and the
//! gateway (tungstenite), every request recorded, and the real bot — the
//! unmodified serenity client, through the production `discord::run` —
//! connected to it with `DISCORD_API_BASE`.
//!
//! The fake enforces Discord's own refusals that a permissive fake would
//! hide: one callback per interaction, no follow-up or edit before it,
//! message and component limits. Every interaction fixture is checked
//! against serenity's model first, since serenity silently drops an
//! interaction it cannot read.

#![allow(dead_code)]

use std::{
    collections::{HashMap, HashSet},
    convert::Infallible,
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc, Mutex,
    },
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::{body::Bytes, service::service_fn, Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use tokio::{
    net::TcpListener,
    sync::{mpsc, oneshot, Notify},
    task::JoinHandle,
};
use tokio_tungstenite::tungstenite::Message as WsMessage;

pub const APP: u64 = 100_000_000_000_000_001;
/// The node budget of each of the computer's searches in these tests.
pub const BOT_NODES: u64 = 300;
pub const GUILD: u64 = 200_000_000_000_000_001;
pub const CHANNEL: u64 = 300_000_000_000_000_001;
/// Every wait gives up after this long (a failing test, not a slow one).
pub const PATIENCE: Duration = Duration::from_secs(20);

/// A member of the test server.
#[derive(Clone, Copy, Debug)]
pub struct Who {
    pub id: u64,
    pub name: &'static str,
    /// Has Manage Messages in the channel, and Manage Server.
    pub moderator: bool,
}

pub const ALICE: Who = Who {
    id: 400_000_000_000_000_001,
    name: "alice",
    moderator: false,
};
pub const BOB: Who = Who {
    id: 400_000_000_000_000_002,
    name: "bob",
    moderator: false,
};
pub const CAROL: Who = Who {
    id: 400_000_000_000_000_003,
    name: "carol",
    moderator: false,
};
pub const MODERATOR: Who = Who {
    id: 400_000_000_000_000_004,
    name: "mod",
    moderator: true,
};
/// A fifth member, for a tournament of five.
pub const DAN: Who = Who {
    id: 400_000_000_000_000_005,
    name: "dan",
    moderator: false,
};
const EVERYONE: [Who; 5] = [ALICE, BOB, CAROL, MODERATOR, DAN];

/// One REST request as the fake saw it.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Value,
    /// Files of a multipart body: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    pub at: Instant,
}

/// What the bot answered to one interaction, once it is final.
#[derive(Clone, Debug)]
pub struct Answer {
    pub content: String,
    pub ephemeral: bool,
    /// The message's component rows as sent.
    pub components: Value,
    pub allowed_mentions: Value,
    /// The embeds as sent (`/help`'s groups).
    pub embeds: Value,
    pub files: Vec<(String, Vec<u8>)>,
    /// The message id the fake gave the answer.
    pub message: Option<u64>,
    /// Whether the answer came after a deferral.
    pub deferred: bool,
}

impl Answer {
    /// The content, then each embed's title and description: all the
    /// answer says.
    pub fn text(&self) -> String {
        let mut text = self.content.clone();
        for embed in self.embeds.as_array().into_iter().flatten() {
            for part in ["title", "description"] {
                text.push('\n');
                text.push_str(embed[part].as_str().unwrap_or_default());
            }
        }
        text
    }

    /// Every custom id of the buttons, and every value of the menus.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for component in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = component["custom_id"].as_str() {
                    if component["type"] == 2 {
                        ids.push(id.to_owned());
                    }
                }
                for option in component["options"].as_array().into_iter().flatten() {
                    ids.push(option["value"].as_str().unwrap_or_default().to_owned());
                }
            }
        }
        ids
    }

    /// The custom id of the button labelled `label`.
    pub fn button(&self, label: &str) -> String {
        for row in self.components.as_array().into_iter().flatten() {
            for component in row["components"].as_array().into_iter().flatten() {
                if component["label"] == label {
                    return component["custom_id"].as_str().unwrap().to_owned();
                }
            }
        }
        panic!("no button `{label}` in {}", self.components)
    }

    /// The select menu: its custom id and its options (label, value).
    pub fn menu(&self) -> Option<(String, Vec<(String, String)>)> {
        for row in self.components.as_array().into_iter().flatten() {
            for component in row["components"].as_array().into_iter().flatten() {
                if component["type"] == 3 {
                    let options = component["options"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|o| {
                            (
                                o["label"].as_str().unwrap().to_owned(),
                                o["value"].as_str().unwrap().to_owned(),
                            )
                        })
                        .collect();
                    return Some((component["custom_id"].as_str().unwrap().to_owned(), options));
                }
            }
        }
        None
    }

    /// The one PNG attached.
    pub fn png(&self) -> &[u8] {
        assert_eq!(self.files.len(), 1, "one picture: {:?}", self.content);
        &self.files[0].1
    }
}

#[derive(Default)]
struct State {
    requests: Mutex<Vec<Recorded>>,
    changed: Notify,
    ws_url: Mutex<String>,
    /// The open gateway connection of each shard, with its sequence number.
    gateways: Mutex<HashMap<u64, (mpsc::UnboundedSender<String>, u64)>>,
    /// How many shards `/gateway/bot` recommends (1 unless a test shards).
    shard_count: AtomicU64,
    /// Servers of channels other than [`GUILD`]'s: channel → server.
    guilds: Mutex<HashMap<u64, u64>>,
    next_id: AtomicU64,
    /// Interactions already answered (by id).
    acknowledged: Mutex<HashSet<String>>,
    /// Tokens of acknowledged interactions.
    tokens: Mutex<HashSet<String>>,
    messages: Mutex<HashMap<u64, Value>>,
    /// The original response message of each token.
    originals: Mutex<HashMap<String, u64>>,
    /// The last follow-up message of each token.
    followups: Mutex<HashMap<String, u64>>,
    /// The channel of each token.
    channels: Mutex<HashMap<String, u64>>,
    identifies: AtomicU64,
    /// Threads the bot opened: id → the channel JSON (parent, archived).
    threads: Mutex<HashMap<u64, Value>>,
    /// Direct-message channels the bot opened: channel → user.
    dm_channels: Mutex<HashMap<u64, u64>>,
    /// Users who accept no direct messages from the bot.
    dms_blocked: Mutex<HashSet<u64>>,
    /// The bot's permissions sent with interactions (`None`: all it needs).
    app_permissions: Mutex<Option<String>>,
    /// The locales sent with interactions: each user's client (default
    /// `en-US`), and the server's preferred one.
    user_locales: Mutex<HashMap<u64, String>>,
    guild_locale: Mutex<Option<String>>,
    /// The last IDENTIFY payload.
    identify: Mutex<Value>,
    /// Whether attached files are dropped from the record (a load run posts
    /// thousands of pictures).
    forget_files: AtomicBool,
    /// Faults to answer instead of serving: (method, a part of the path,
    /// status), each used once, by the first request that matches.
    faults: Mutex<Vec<(String, String, StatusCode)>>,
    /// Whether an event for a shard that is not connected is lost (as on
    /// Discord while the bot is down) rather than failing the test.
    lose_events_while_down: AtomicBool,
    /// Requests served, whose answer is then lost (an error instead).
    lost_answers: Mutex<Vec<(String, String, StatusCode)>>,
    /// Requests always answered with a bare error (a status and no JSON
    /// body, as a proxy or a Discord outage answers): (method, a part of
    /// the path, status).
    broken: Mutex<Vec<(String, String, StatusCode)>>,
    /// Requests answered only after a while.
    slow: Mutex<Vec<(String, String, Duration)>>,
    /// RESUMEs the bot sent (after a reconnection).
    resumes: AtomicU64,
}

/// What the fake's gateway writer sends instead of a frame to close the
/// connection.
const CLOSE: &str = "close";

/// The fake Discord: REST and gateway on 127.0.0.1, ports picked by the OS.
pub struct FakeDiscord {
    state: Arc<State>,
    pub api_base: String,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

fn error(status: StatusCode, code: u32, message: &str) -> Response<Full<Bytes>> {
    let body = json!({"message": message, "code": code}).to_string();
    Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body)))
        .unwrap()
}

/// An error with no Discord JSON in it: a status and a line of text.
fn bare_error(status: StatusCode) -> Response<Full<Bytes>> {
    Response::builder()
        .status(status)
        .header("content-type", "text/plain")
        .body(Full::new(Bytes::from(status.to_string())))
        .unwrap()
}

fn ok_json(value: &Value) -> Response<Full<Bytes>> {
    Response::builder()
        .status(StatusCode::OK)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(value.to_string())))
        .unwrap()
}

fn no_content() -> Response<Full<Bytes>> {
    Response::builder()
        .status(StatusCode::NO_CONTENT)
        .body(Full::new(Bytes::new()))
        .unwrap()
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|window| window == needle)
        .map(|at| at + from)
}

/// The `payload_json` and the files of a multipart body.
fn multipart(content_type: &str, body: &[u8]) -> (Value, Vec<(String, Vec<u8>)>) {
    let boundary = content_type
        .split("boundary=")
        .nth(1)
        .expect("a multipart boundary")
        .trim_matches('"');
    let delimiter = format!("--{boundary}");
    let mut json = Value::Null;
    let mut files = Vec::new();
    let mut at = find(body, delimiter.as_bytes(), 0).expect("a first boundary");
    loop {
        let start = at + delimiter.len();
        if body.get(start..start + 2) == Some(b"--") {
            break;
        }
        let next = find(body, delimiter.as_bytes(), start).expect("a closing boundary");
        let part = &body[start + 2..next - 2];
        let split = find(part, b"\r\n\r\n", 0).expect("part headers");
        let headers = String::from_utf8_lossy(&part[..split]).to_string();
        let content = part[split + 4..].to_vec();
        if headers.contains("name=\"payload_json\"") {
            json = serde_json::from_slice(&content).expect("payload_json is JSON");
        } else {
            let filename = headers
                .split("filename=\"")
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .unwrap_or_default()
                .to_owned();
            files.push((filename, content));
        }
        at = next;
    }
    (json, files)
}

/// Discord's limits on a message's embeds: at most 10, a title of 256
/// characters, a description of 4,096, 6,000 in all.
fn check_embeds(data: &Value) -> Result<(), String> {
    let embeds = data["embeds"].as_array().cloned().unwrap_or_default();
    if embeds.len() > 10 {
        return Err("more than 10 embeds".into());
    }
    let mut total = 0;
    for embed in &embeds {
        let count = |part: &str| embed[part].as_str().unwrap_or_default().chars().count();
        if count("title") > 256 || count("description") > 4096 {
            return Err("an embed's title or description is too long".into());
        }
        if count("title") + count("description") == 0 {
            return Err("an empty embed".into());
        }
        total += count("title") + count("description");
    }
    if total > 6000 {
        return Err("embeds over 6000 characters".into());
    }
    Ok(())
}

/// Discord's limits on a message, as the fake enforces them.
fn check_message(data: &Value, files: usize) -> Result<(), String> {
    let content = data["content"].as_str().unwrap_or_default();
    if content.chars().count() > 2000 {
        return Err("content over 2000 characters".into());
    }
    let rows = data["components"].as_array().cloned().unwrap_or_default();
    if content.is_empty() && files == 0 && rows.is_empty() && data["embeds"].is_null() {
        return Err("empty message".into());
    }
    if rows.len() > 5 {
        return Err("more than 5 action rows".into());
    }
    check_embeds(data)?;
    let mut ids = HashSet::new();
    for row in &rows {
        let components = row["components"].as_array().cloned().unwrap_or_default();
        if components.is_empty() || components.len() > 5 {
            return Err("an action row needs 1 to 5 components".into());
        }
        for component in &components {
            let id = component["custom_id"].as_str().unwrap_or_default();
            if id.is_empty() || id.len() > 100 || !ids.insert(id.to_owned()) {
                return Err(format!("bad or repeated custom_id `{id}`"));
            }
            if component["label"]
                .as_str()
                .is_some_and(|l| l.chars().count() > 80)
            {
                return Err("label over 80 characters".into());
            }
            if let Some(options) = component["options"].as_array() {
                if options.is_empty() || options.len() > 25 {
                    return Err("a select menu needs 1 to 25 options".into());
                }
                for option in options {
                    let value = option["value"].as_str().unwrap_or_default();
                    if value.is_empty() || value.len() > 100 {
                        return Err("bad option value".into());
                    }
                }
            }
        }
    }
    Ok(())
}

/// The number `name=N` in the query of `path`, if there is one.
fn query_number(path: &str, name: &str) -> Option<u64> {
    let query = path.split_once('?')?.1;
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('=')?.parse().ok())
}

fn bot_user() -> Value {
    json!({"id": APP.to_string(), "username": "punctbot", "bot": true})
}

impl State {
    fn id(&self) -> u64 {
        900_000_000_000_000_000 + self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// Stores a message posted by the bot in answer to the interaction of
    /// `token` and returns its JSON.
    fn post(&self, token: &str, data: &Value, files: &[(String, Vec<u8>)]) -> Value {
        let channel = self
            .channels
            .lock()
            .unwrap()
            .get(token)
            .copied()
            .unwrap_or(CHANNEL);
        self.post_in(channel, data, files)
    }

    /// Stores a message posted by the bot in `channel` and returns its JSON.
    fn post_in(&self, channel: u64, data: &Value, files: &[(String, Vec<u8>)]) -> Value {
        let id = self.id();
        let attachments: Vec<Value> = files
            .iter()
            .enumerate()
            .map(|(index, (name, bytes))| {
                json!({"id": (id + 1000 + index as u64).to_string(), "filename": name,
                       "size": bytes.len(), "url": "http://127.0.0.1/x", "proxy_url": "http://127.0.0.1/x"})
            })
            .collect();
        let mut message = json!({
            "id": id.to_string(), "channel_id": channel.to_string(), "author": bot_user(),
            "content": data["content"].as_str().unwrap_or_default(),
            "timestamp": "2024-01-01T00:00:00.000000+00:00", "tts": false,
            "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": attachments, "embeds": [], "pinned": false, "type": 0,
            "components": data["components"].clone(),
        });
        if let Some(flags) = data["flags"].as_u64() {
            message["flags"] = json!(flags);
        }
        if !data["nonce"].is_null() {
            message["nonce"] = data["nonce"].clone();
        }
        self.messages.lock().unwrap().insert(id, message.clone());
        message
    }

    /// The messages in `channel`, oldest first.
    fn messages_of(&self, channel: u64) -> Vec<(u64, Value)> {
        let channel = channel.to_string();
        let mut found: Vec<(u64, Value)> = self
            .messages
            .lock()
            .unwrap()
            .iter()
            .filter(|(_, m)| m["channel_id"].as_str() == Some(channel.as_str()))
            .map(|(id, m)| (*id, m.clone()))
            .collect();
        found.sort_by_key(|(id, _)| *id);
        found
    }

    fn update(&self, id: u64, data: &Value) -> Option<Value> {
        let mut messages = self.messages.lock().unwrap();
        let message = messages.get_mut(&id)?;
        for key in ["content", "components"] {
            if !data[key].is_null() {
                message[key] = data[key].clone();
            }
        }
        Some(message.clone())
    }

    fn route(
        &self,
        method: &str,
        path: &str,
        json: &Value,
        files: &[(String, Vec<u8>)],
    ) -> Response<Full<Bytes>> {
        let parts: Vec<&str> = path
            .trim_start_matches("/api/v10/")
            .split('?')
            .next()
            .unwrap()
            .split('/')
            .collect();
        match (method, parts.as_slice()) {
            ("GET", ["gateway"]) => ok_json(&json!({"url": *self.ws_url.lock().unwrap()})),
            ("GET", ["gateway", "bot"]) => ok_json(&json!({
                "url": *self.ws_url.lock().unwrap(),
                "shards": self.shard_count.load(Ordering::SeqCst),
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
            })),
            (
                "PUT",
                ["applications", _, "commands"] | ["applications", _, "guilds", _, "commands"],
            ) => {
                let commands: Vec<Value> = json
                    .as_array()
                    .cloned()
                    .unwrap_or_default()
                    .into_iter()
                    .map(|mut command| {
                        command["id"] = json!(self.id().to_string());
                        command["application_id"] = json!(APP.to_string());
                        command["version"] = json!("1");
                        command["type"] = json!(1);
                        command
                    })
                    .collect();
                ok_json(&Value::Array(commands))
            }
            ("POST", ["interactions", id, token, "callback"]) => {
                if !self.acknowledged.lock().unwrap().insert((*id).to_owned()) {
                    return error(
                        StatusCode::BAD_REQUEST,
                        40060,
                        "Interaction has already been acknowledged.",
                    );
                }
                let kind = json["type"].as_u64().unwrap_or_default();
                if matches!(kind, 4 | 7) {
                    if let Err(why) = check_message(&json["data"], files.len()) {
                        return error(StatusCode::BAD_REQUEST, 50035, &why);
                    }
                }
                if kind == 8 {
                    let choices = json["data"]["choices"]
                        .as_array()
                        .cloned()
                        .unwrap_or_default();
                    if choices.len() > 25
                        || choices.iter().any(|c| {
                            c["name"].as_str().unwrap_or_default().chars().count() > 100
                                || c["value"].as_str().unwrap_or_default().len() > 100
                        })
                    {
                        return error(StatusCode::BAD_REQUEST, 50035, "bad choices");
                    }
                }
                self.tokens.lock().unwrap().insert((*token).to_owned());
                if matches!(kind, 4 | 5) {
                    let message = self.post(token, &json["data"], files);
                    let id = message["id"].as_str().unwrap().parse().unwrap();
                    self.originals
                        .lock()
                        .unwrap()
                        .insert((*token).to_owned(), id);
                }
                no_content()
            }
            (_, ["webhooks", _, token, ..]) if !self.tokens.lock().unwrap().contains(*token) => {
                error(
                    StatusCode::NOT_FOUND,
                    10015,
                    "Unknown Webhook (no callback yet)",
                )
            }
            (_, ["webhooks", _, token, "messages", "@original"]) => {
                let original = self.originals.lock().unwrap().get(*token).copied();
                let Some(original) = original else {
                    return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
                };
                match method {
                    "GET" => ok_json(&self.messages.lock().unwrap()[&original]),
                    "DELETE" => {
                        self.messages.lock().unwrap().remove(&original);
                        no_content()
                    }
                    "PATCH" => {
                        if let Err(why) = check_message(json, files.len()) {
                            return error(StatusCode::BAD_REQUEST, 50035, &why);
                        }
                        match self.update(original, json) {
                            Some(message) => ok_json(&message),
                            None => error(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
                        }
                    }
                    _ => error(StatusCode::METHOD_NOT_ALLOWED, 0, "method"),
                }
            }
            ("POST", ["webhooks", _, token]) => {
                if let Err(why) = check_message(json, files.len()) {
                    return error(StatusCode::BAD_REQUEST, 50035, &why);
                }
                let message = self.post(token, json, files);
                let id = message["id"].as_str().unwrap().parse().unwrap();
                self.followups
                    .lock()
                    .unwrap()
                    .insert((*token).to_owned(), id);
                ok_json(&message)
            }
            ("POST", ["channels", channel, "messages"]) => {
                let channel: u64 = channel.parse().unwrap_or_default();
                let recipient = self.dm_channels.lock().unwrap().get(&channel).copied();
                if recipient.is_some_and(|user| self.dms_blocked.lock().unwrap().contains(&user)) {
                    return error(
                        StatusCode::FORBIDDEN,
                        50007,
                        "Cannot send messages to this user",
                    );
                }
                if let Err(why) = check_message(json, files.len()) {
                    return error(StatusCode::BAD_REQUEST, 50035, &why);
                }
                // Discord's idempotency: with `enforce_nonce`, a message of
                // the same author (the bot) with the same nonce is answered
                // instead of a new one.
                if json["enforce_nonce"].as_bool() == Some(true) && !json["nonce"].is_null() {
                    let same = self
                        .messages
                        .lock()
                        .unwrap()
                        .values()
                        .find(|message| message["nonce"] == json["nonce"])
                        .cloned();
                    if let Some(message) = same {
                        return ok_json(&message);
                    }
                }
                ok_json(&self.post_in(channel, json, files))
            }
            ("GET", ["channels", channel, "messages"]) => {
                let channel: u64 = channel.parse().unwrap_or_default();
                let limit = query_number(path, "limit").unwrap_or(50).min(100) as usize;
                let before = query_number(path, "before").unwrap_or(u64::MAX);
                let mut newest_first = self.messages_of(channel);
                newest_first.retain(|(id, _)| *id < before);
                newest_first.reverse();
                newest_first.truncate(limit);
                let list: Vec<Value> = newest_first.into_iter().map(|(_, m)| m).collect();
                ok_json(&json!(list))
            }
            ("GET", ["guilds", _, "threads", "active"]) => {
                let threads: Vec<Value> = self
                    .threads
                    .lock()
                    .unwrap()
                    .values()
                    .filter(|thread| thread["thread_metadata"]["archived"] != true)
                    .cloned()
                    .collect();
                ok_json(&json!({"threads": threads, "members": []}))
            }
            ("POST", ["channels", parent, "threads"]) => {
                let id = self.id();
                let thread = json!({
                    "id": id.to_string(), "type": json["type"].as_u64().unwrap_or(11),
                    "guild_id": GUILD.to_string(), "parent_id": parent,
                    "name": json["name"].clone(), "owner_id": APP.to_string(),
                    "thread_metadata": {"archived": false, "locked": false,
                        "auto_archive_duration": json["auto_archive_duration"].as_u64().unwrap_or(10080),
                        "archive_timestamp": "2024-01-01T00:00:00.000000+00:00"},
                });
                self.threads.lock().unwrap().insert(id, thread.clone());
                ok_json(&thread)
            }
            ("PATCH", ["channels", id]) => {
                let id: u64 = id.parse().unwrap_or_default();
                let mut threads = self.threads.lock().unwrap();
                let Some(thread) = threads.get_mut(&id) else {
                    return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
                };
                if let Some(archived) = json["archived"].as_bool() {
                    thread["thread_metadata"]["archived"] = json!(archived);
                }
                ok_json(thread)
            }
            ("DELETE", ["channels", id]) => {
                match self
                    .threads
                    .lock()
                    .unwrap()
                    .remove(&id.parse().unwrap_or_default())
                {
                    Some(thread) => ok_json(&thread),
                    None => error(StatusCode::NOT_FOUND, 10003, "Unknown Channel"),
                }
            }
            ("POST", ["users", "@me", "channels"]) => {
                let user: u64 = json["recipient_id"]
                    .as_str()
                    .and_then(|id| id.parse().ok())
                    .unwrap_or_default();
                // One direct-message channel per user, as Discord keeps.
                let known = self
                    .dm_channels
                    .lock()
                    .unwrap()
                    .iter()
                    .find(|(_, recipient)| **recipient == user)
                    .map(|(channel, _)| *channel);
                let id = known.unwrap_or_else(|| self.id());
                self.dm_channels.lock().unwrap().insert(id, user);
                let name = EVERYONE
                    .iter()
                    .find(|who| who.id == user)
                    .map_or("someone", |who| who.name);
                ok_json(&json!({"id": id.to_string(), "type": 1,
                    "recipients": [{"id": user.to_string(), "username": name}]}))
            }
            ("PATCH", ["channels", _, "messages", id]) => {
                match self.update(id.parse().unwrap_or_default(), json) {
                    Some(message) => ok_json(&message),
                    None => error(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
                }
            }
            _ => error(StatusCode::NOT_FOUND, 0, "404: Not Found"),
        }
    }

    /// The shard Discord sends the events of `guild` down:
    /// `(guild_id >> 22) % shard_count`.
    fn shard_of(&self, guild: u64) -> u64 {
        (guild >> 22) % self.shard_count.load(Ordering::SeqCst)
    }

    /// Dispatches event `t` down the shard of the server `d` names (shard
    /// 0 for an event of no server).
    fn send_gateway(&self, t: &str, d: Value) {
        let shard = d["guild_id"]
            .as_str()
            .and_then(|guild| guild.parse().ok())
            .map_or(0, |guild| self.shard_of(guild));
        self.send_on_shard(shard, t, d);
    }

    fn send_on_shard(&self, shard: u64, t: &str, d: Value) {
        let lost_is_fine = self.lose_events_while_down.load(Ordering::SeqCst);
        let mut gateways = self.gateways.lock().unwrap();
        let Some((gateway, seq)) = gateways.get_mut(&shard) else {
            assert!(lost_is_fine, "shard {shard} is connected to the gateway");
            return;
        };
        *seq += 1;
        let frame = json!({"op": 0, "s": *seq, "t": t, "d": d}).to_string();
        let sent = gateway.send(frame);
        assert!(
            lost_is_fine || sent.is_ok(),
            "the gateway connection is open"
        );
    }
}

/// Takes the first entry of `list` for a request of `method` whose path
/// contains the entry's part, if there is one.
fn take_matching<T: Copy>(
    list: &Mutex<Vec<(String, String, T)>>,
    method: &str,
    path: &str,
) -> Option<T> {
    let mut list = list.lock().unwrap();
    let found = list
        .iter()
        .position(|(m, part, _)| m == method && path.contains(part.as_str()));
    found.map(|index| list.remove(index).2)
}

async fn serve_rest(
    state: Arc<State>,
    request: Request<hyper::body::Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let method = request.method().to_string();
    let path = request.uri().to_string();
    let content_type = request
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let body = request
        .into_body()
        .collect()
        .await
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    let (json, files) = if content_type.starts_with("multipart/") {
        multipart(&content_type, &body)
    } else if body.is_empty() {
        (Value::Null, Vec::new())
    } else {
        (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
        )
    };
    let broken = state
        .broken
        .lock()
        .unwrap()
        .iter()
        .find(|(m, part, _)| *m == method && path.contains(part.as_str()))
        .map(|(_, _, status)| *status);
    let fault = take_matching(&state.faults, &method, &path);
    let lost = take_matching(&state.lost_answers, &method, &path);
    if let Some(delay) = take_matching(&state.slow, &method, &path) {
        tokio::time::sleep(delay).await;
    }
    let response = match (broken, fault, lost) {
        (Some(status), _, _) => bare_error(status),
        (None, Some(status), _) => error(status, 0, "injected by the test"),
        (None, None, Some(status)) => {
            state.route(&method, &path, &json, &files);
            error(status, 0, "served, answer lost (injected by the test)")
        }
        (None, None, None) => state.route(&method, &path, &json, &files),
    };
    let files = if state.forget_files.load(Ordering::SeqCst) {
        Vec::new()
    } else {
        files
    };
    state.requests.lock().unwrap().push(Recorded {
        method,
        path,
        json,
        files,
        at: Instant::now(),
    });
    state.changed.notify_waiters();
    Ok(response)
}

async fn serve_gateway(state: Arc<State>, stream: tokio::net::TcpStream) {
    let Ok(socket) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut source) = socket.split();
    let (sender, mut outgoing) = mpsc::unbounded_channel::<String>();
    let writer = tokio::spawn(async move {
        while let Some(frame) = outgoing.recv().await {
            if frame == CLOSE {
                // As a server going away would: 1001, then nothing more.
                let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                    code: tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode::Away,
                    reason: "going away".into(),
                };
                let _ = sink.send(WsMessage::Close(Some(close))).await;
                break;
            }
            if sink.send(WsMessage::Text(frame)).await.is_err() {
                break;
            }
        }
    });
    let hello = json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": 41250}});
    let _ = sender.send(hello.to_string());
    while let Some(Ok(frame)) = source.next().await {
        let WsMessage::Text(text) = frame else {
            continue;
        };
        let Ok(payload) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        match payload["op"].as_u64() {
            Some(1) => {
                let _ = sender.send(json!({"op": 11, "s": null, "t": null, "d": null}).to_string());
            }
            Some(2) => {
                let shard = payload["d"]["shard"][0].as_u64().unwrap_or(0);
                let total = payload["d"]["shard"][1].as_u64().unwrap_or(1);
                assert_eq!(
                    total,
                    state.shard_count.load(Ordering::SeqCst),
                    "the bot identifies with the shard count Discord recommends"
                );
                state
                    .gateways
                    .lock()
                    .unwrap()
                    .insert(shard, (sender.clone(), 0));
                *state.identify.lock().unwrap() = payload["d"].clone();
                state.identifies.fetch_add(1, Ordering::SeqCst);
                let ws = state.ws_url.lock().unwrap().clone();
                let mut servers: Vec<u64> =
                    state.guilds.lock().unwrap().values().copied().collect();
                servers.push(GUILD);
                servers.sort_unstable();
                servers.dedup();
                let guilds: Vec<Value> = servers
                    .into_iter()
                    .filter(|&guild| state.shard_of(guild) == shard)
                    .map(|guild| json!({"id": guild.to_string(), "unavailable": true}))
                    .collect();
                state.send_on_shard(
                    shard,
                    "READY",
                    json!({"v": 10, "user": bot_user(), "guilds": guilds,
                           "session_id": format!("fake-session-{shard}"), "resume_gateway_url": ws,
                           "shard": [shard, total],
                           "application": {"id": APP.to_string(), "flags": 0}}),
                );
                state.changed.notify_waiters();
            }
            Some(6) => {
                let shard = payload["d"]["session_id"]
                    .as_str()
                    .and_then(|session| session.strip_prefix("fake-session-"))
                    .and_then(|shard| shard.parse().ok())
                    .unwrap_or(0);
                state
                    .gateways
                    .lock()
                    .unwrap()
                    .entry(shard)
                    .and_modify(|(gateway, _)| *gateway = sender.clone())
                    .or_insert((sender.clone(), 0));
                state.resumes.fetch_add(1, Ordering::SeqCst);
                state.send_on_shard(shard, "RESUMED", json!({}));
                state.changed.notify_waiters();
            }
            _ => {}
        }
    }
    // The connection is gone (the bot closed it, or its process died): its
    // shard has no gateway until the bot identifies or resumes again.
    state
        .gateways
        .lock()
        .unwrap()
        .retain(|_, (gateway, _)| !gateway.same_channel(&sender));
    writer.abort();
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_sharded(1).await
    }

    /// A fake Discord that recommends `shards` gateway shards and sends
    /// each server's events down its own, as Discord does.
    pub async fn start_sharded(shards: u64) -> FakeDiscord {
        let state = Arc::new(State::default());
        state.shard_count.store(shards, Ordering::SeqCst);
        let rest = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let gateway = TcpListener::bind("127.0.0.1:0").await.unwrap();
        *state.ws_url.lock().unwrap() = format!("ws://{}", gateway.local_addr().unwrap());
        let api_base = format!("http://{}", rest.local_addr().unwrap());
        let rest_state = Arc::clone(&state);
        let rest_task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = rest.accept().await else {
                    break;
                };
                let state = Arc::clone(&rest_state);
                tokio::spawn(async move {
                    let service =
                        service_fn(move |request| serve_rest(Arc::clone(&state), request));
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), service)
                        .await;
                });
            }
        });
        let gateway_state = Arc::clone(&state);
        let gateway_task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = gateway.accept().await else {
                    break;
                };
                tokio::spawn(serve_gateway(Arc::clone(&gateway_state), stream));
            }
        });
        FakeDiscord {
            state,
            api_base,
            tasks: vec![rest_task, gateway_task],
        }
    }

    /// Makes `GET /gateway` answer `url` from now on (e.g. a closed port,
    /// where the shard can never connect).
    pub fn set_gateway_url(&self, url: &str) {
        *self.state.ws_url.lock().unwrap() = url.to_owned();
    }

    /// Every request so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.state.requests.lock().unwrap().clone()
    }

    /// The first request after `from` that `matches` accepts, if one came
    /// (without copying the whole record, which a long run makes large).
    pub fn find_request(
        &self,
        from: usize,
        matches: impl Fn(&Recorded) -> bool,
    ) -> Option<Recorded> {
        let requests = self.state.requests.lock().unwrap();
        requests.get(from..)?.iter().find(|r| matches(r)).cloned()
    }

    /// Drops attached files from the record from now on (the record of a
    /// load run would otherwise hold every picture).
    pub fn forget_files(&self) {
        self.state.forget_files.store(true, Ordering::SeqCst);
    }

    /// Answers the next `method` request whose path holds `part` with
    /// `status` instead of serving it (Discord failing, or an interaction's
    /// token expired).
    pub fn fail_next(&self, method: &str, part: &str, status: u16) {
        self.state.faults.lock().unwrap().push((
            method.to_owned(),
            part.to_owned(),
            StatusCode::from_u16(status).unwrap(),
        ));
    }

    /// Answers every `method` request whose path holds `part` with a bare
    /// `status` from now on: no Discord JSON, so no Discord error code.
    pub fn break_always(&self, method: &str, part: &str, status: u16) {
        self.state.broken.lock().unwrap().push((
            method.to_owned(),
            part.to_owned(),
            StatusCode::from_u16(status).unwrap(),
        ));
    }

    /// Serves every request again (undoes [`FakeDiscord::break_always`]).
    pub fn mend(&self) {
        self.state.broken.lock().unwrap().clear();
    }

    /// Answers the next request whose method is `method` and whose path
    /// contains `part` only after `delay` (Discord being slow).
    pub fn slow_next(&self, method: &str, part: &str, delay: Duration) {
        self.state
            .slow
            .lock()
            .unwrap()
            .push((method.to_owned(), part.to_owned(), delay));
    }

    /// From now on, events for a shard that is not connected are lost, as
    /// Discord's are while the bot is down (a test that kills the bot).
    pub fn lose_events_while_down(&self) {
        self.state
            .lose_events_while_down
            .store(true, Ordering::SeqCst);
    }

    /// Serves the next request whose method is `method` and whose path
    /// contains `part`, then answers it `status` as if the answer were lost
    /// on the way back (the message exists; the bot does not know it).
    pub fn lose_answer_next(&self, method: &str, part: &str, status: u16) {
        self.state.lost_answers.lock().unwrap().push((
            method.to_owned(),
            part.to_owned(),
            StatusCode::from_u16(status).unwrap(),
        ));
    }

    /// How many requests so far (a mark to wait from).
    pub fn mark(&self) -> usize {
        self.state.requests.lock().unwrap().len()
    }

    /// The `d` of the last IDENTIFY the bot sent.
    pub fn identify(&self) -> Value {
        self.state.identify.lock().unwrap().clone()
    }

    pub fn identifies(&self) -> u64 {
        self.state.identifies.load(Ordering::SeqCst)
    }

    pub fn resumes(&self) -> u64 {
        self.state.resumes.load(Ordering::SeqCst)
    }

    /// Sends the bot a gateway frame with opcode `op` (7: RECONNECT; 9:
    /// INVALID SESSION, `d` saying whether it may resume).
    pub fn gateway_op(&self, op: u64, d: Value) {
        self.gateway_frame(json!({"op": op, "s": null, "t": null, "d": d}).to_string());
    }

    /// Closes the gateway connection, as Discord going away would.
    pub fn drop_gateway(&self) {
        self.gateway_frame(CLOSE.to_owned());
    }

    fn gateway_frame(&self, frame: String) {
        let gateways = self.state.gateways.lock().unwrap();
        let _ = gateways
            .get(&0)
            .map(|(gateway, _)| gateway)
            .expect("the bot is connected to the gateway")
            .send(frame);
    }

    /// Waits until `done` holds (checked whenever a request or a gateway
    /// frame comes in, and every 200 ms).
    pub async fn until(&self, what: &str, done: impl Fn(&FakeDiscord) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let notified = self.state.changed.notified();
            if done(self) {
                return;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "timed out waiting for {what}");
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }

    /// The first request at or after `from` that matches, waiting for it.
    pub async fn wait_for(
        &self,
        from: usize,
        what: &str,
        matches: impl Fn(&Recorded) -> bool,
    ) -> Recorded {
        self.wait_within(from, what, PATIENCE, matches).await
    }

    /// [`FakeDiscord::wait_for`], for up to `patience`.
    pub async fn wait_within(
        &self,
        from: usize,
        what: &str,
        patience: Duration,
        matches: impl Fn(&Recorded) -> bool,
    ) -> Recorded {
        let deadline = Instant::now() + patience;
        loop {
            let notified = self.state.changed.notified();
            if let Some(found) = self.state.requests.lock().unwrap()[from..]
                .iter()
                .find(|r| matches(r))
            {
                return found.clone();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "timed out waiting for {what}; saw {:#?}",
                self.paths()
            );
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }

    fn paths(&self) -> Vec<String> {
        self.requests()
            .iter()
            .map(|r| format!("{} {}", r.method, r.path))
            .collect()
    }

    /// Sends an interaction over the gateway (checked against serenity's
    /// model first) and returns its token.
    pub fn interact(&self, payload: Value) -> String {
        if let Err(error) = serde_json::from_value::<serenity::all::Interaction>(payload.clone()) {
            panic!("malformed interaction fixture: {error}\n{payload:#}");
        }
        let token = payload["token"].as_str().unwrap().to_owned();
        let channel = payload["channel_id"].as_str().unwrap().parse().unwrap();
        self.state
            .channels
            .lock()
            .unwrap()
            .insert(token.clone(), channel);
        self.state.send_gateway("INTERACTION_CREATE", payload);
        token
    }

    /// Puts `channel` on the server `guild` (channels are on [`GUILD`]
    /// unless a test says otherwise).
    pub fn in_guild(&self, channel: u64, guild: u64) {
        self.state.guilds.lock().unwrap().insert(channel, guild);
    }

    /// The shard the events of `guild` go down.
    pub fn shard_of(&self, guild: u64) -> u64 {
        self.state.shard_of(guild)
    }

    /// The shards with an open gateway connection, in order.
    pub fn connected_shards(&self) -> Vec<u64> {
        let mut shards: Vec<u64> = self
            .state
            .gateways
            .lock()
            .unwrap()
            .keys()
            .copied()
            .collect();
        shards.sort_unstable();
        shards
    }

    fn envelope(&self, kind: u8, who: Who, channel: u64, data: Value) -> Value {
        let id = self.state.id();
        let guild = self
            .state
            .guilds
            .lock()
            .unwrap()
            .get(&channel)
            .copied()
            .unwrap_or(GUILD);
        // Manage Messages is 1 << 13, Manage Server 1 << 5; every member
        // may send messages (1 << 11).
        let permissions = if who.moderator {
            ((1u64 << 13) | (1 << 5) | (1 << 11)).to_string()
        } else {
            (1u64 << 11).to_string()
        };
        let app_permissions = self
            .state
            .app_permissions
            .lock()
            .unwrap()
            .clone()
            .unwrap_or_else(|| "2248473465835073".to_owned());
        let user_locale = self
            .state
            .user_locales
            .lock()
            .unwrap()
            .get(&who.id)
            .cloned()
            .unwrap_or_else(|| "en-US".to_owned());
        let guild_locale = self
            .state
            .guild_locale
            .lock()
            .unwrap()
            .clone()
            .unwrap_or_else(|| "en-US".to_owned());
        let where_ = self.channel_json(channel);
        json!({
            "id": id.to_string(), "application_id": APP.to_string(), "type": kind,
            "token": format!("token-{id}"), "version": 1,
            "guild_id": guild.to_string(), "channel_id": channel.to_string(),
            "channel": where_,
            "member": {"user": {"id": who.id.to_string(), "username": who.name}, "roles": [],
                       "deaf": false, "mute": false, "flags": 0,
                       "joined_at": "2024-01-01T00:00:00.000000+00:00", "permissions": permissions},
            "app_permissions": app_permissions, "locale": user_locale,
            "guild_locale": guild_locale,
            "entitlements": [], "authorizing_integration_owners": {"0": guild.to_string()},
            "context": 0, "attachment_size_limit": 26_214_400, "data": data,
        })
    }

    /// A slash command `name` by `who` in a direct message with the bot.
    pub fn slash_in_dm(&self, who: Who, channel: u64, name: &str) -> String {
        let data = json!({"id": "500000000000000000", "name": name, "type": 1});
        let mut payload = self.envelope(2, who, channel, data);
        let object = payload.as_object_mut().unwrap();
        for key in ["member", "guild_id", "guild_locale"] {
            object.remove(key);
        }
        object.insert(
            "user".into(),
            json!({"id": who.id.to_string(), "username": who.name}),
        );
        object.insert("context".into(), json!(1));
        object.insert(
            "channel".into(),
            json!({"id": channel.to_string(), "type": 1}),
        );
        object.insert(
            "authorizing_integration_owners".into(),
            json!({"1": who.id.to_string()}),
        );
        self.interact(payload)
    }

    fn resolved() -> Value {
        let mut users: serde_json::Map<String, Value> = EVERYONE
            .iter()
            .map(|who| {
                (
                    who.id.to_string(),
                    json!({"id": who.id.to_string(), "username": who.name}),
                )
            })
            .collect();
        // The bot itself may be named too: a game against the computer.
        users.insert(APP.to_string(), bot_user());
        json!({"users": users})
    }

    /// A slash command `name` with `options` (Discord's JSON) by `who`.
    /// A channel option (type 7) is resolved as Discord resolves it: the
    /// channel's id, type and name under `resolved.channels`.
    pub fn slash(&self, who: Who, channel: u64, name: &str, options: Value) -> String {
        let mut resolved = Self::resolved();
        resolved["channels"] = self.channels_named(&options);
        let data = json!({"id": "500000000000000000", "name": name, "type": 1,
                          "options": options, "resolved": resolved});
        self.interact(self.envelope(2, who, channel, data))
    }

    /// The channels the channel options among `options` (and their
    /// subcommands' options) name, as `resolved.channels` lists them.
    fn channels_named(&self, options: &Value) -> Value {
        let mut channels = serde_json::Map::new();
        for option in options.as_array().into_iter().flatten() {
            if option["type"] == 7 {
                let id = option["value"].as_str().expect("a channel id as a string");
                let mut channel = self.channel_json(id.parse().expect("a channel id"));
                // The member's permissions in it: Send Messages.
                channel["permissions"] = json!((1u64 << 11).to_string());
                channels.insert(id.to_owned(), channel);
            }
            if let Value::Object(nested) = self.channels_named(&option["options"]) {
                channels.extend(nested);
            }
        }
        Value::Object(channels)
    }

    /// A channel as an interaction shows it: a thread the bot opened, or
    /// a text channel.
    fn channel_json(&self, channel: u64) -> Value {
        match self.state.threads.lock().unwrap().get(&channel) {
            Some(thread) => json!({"id": channel.to_string(), "type": 11,
                "name": thread["name"].clone(), "parent_id": thread["parent_id"].clone()}),
            None => json!({"id": channel.to_string(), "type": 0, "name": "games"}),
        }
    }

    /// `/move notation`.
    pub fn play(&self, who: Who, channel: u64, notation: &str) -> String {
        self.slash(
            who,
            channel,
            "move",
            json!([{"name": "notation", "type": 3, "value": notation}]),
        )
    }

    /// `/punct challenge` or `/boop challenge` with sub-options.
    pub fn challenge(&self, who: Who, channel: u64, game: &str, options: Value) -> String {
        self.slash(
            who,
            channel,
            game,
            json!([{"name": "challenge", "type": 1, "options": options}]),
        )
    }

    /// Autocomplete of `/move` with `typed`.
    pub fn autocomplete(&self, who: Who, channel: u64, typed: &str) -> String {
        self.autocomplete_of(who, channel, "move", "notation", typed)
    }

    /// Autocomplete of the option `option` of `/command` with `typed`.
    pub fn autocomplete_of(
        &self,
        who: Who,
        channel: u64,
        command: &str,
        option: &str,
        typed: &str,
    ) -> String {
        let data = json!({"id": "500000000000000000", "name": command, "type": 1,
                          "options": [{"name": option, "type": 3, "value": typed, "focused": true}]});
        self.interact(self.envelope(4, who, channel, data))
    }

    fn message_json(&self, message: u64) -> Value {
        self.state
            .messages
            .lock()
            .unwrap()
            .get(&message)
            .cloned()
            .unwrap_or_else(|| panic!("no message {message}"))
    }

    /// A click on the button `custom_id` of `message`.
    pub fn click(&self, who: Who, channel: u64, message: u64, custom_id: &str) -> String {
        let mut payload = self.envelope(
            3,
            who,
            channel,
            json!({"custom_id": custom_id, "component_type": 2}),
        );
        payload["message"] = self.message_json(message);
        self.interact(payload)
    }

    /// A choice in the select menu `custom_id` of `message`.
    pub fn select(
        &self,
        who: Who,
        channel: u64,
        message: u64,
        custom_id: &str,
        value: &str,
    ) -> String {
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
        let mut payload = self.envelope(3, who, channel, data);
        payload["message"] = self.message_json(message);
        self.interact(payload)
    }

    /// The form the bot opened in answer to `token`: (custom id, fields' ids).
    pub async fn modal(&self, token: &str) -> (String, Vec<String>) {
        let callback = self
            .wait_for(0, "the modal", |r| {
                r.method == "POST" && r.path.contains(&format!("/{token}/callback"))
            })
            .await;
        assert_eq!(callback.json["type"], 9, "a modal: {}", callback.json);
        let data = &callback.json["data"];
        let fields = data["components"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .map(|field| field["custom_id"].as_str().unwrap().to_owned())
            .collect();
        (data["custom_id"].as_str().unwrap().to_owned(), fields)
    }

    /// The submission of the form `custom_id` with `field` = `value`.
    pub fn submit(
        &self,
        who: Who,
        channel: u64,
        custom_id: &str,
        field: &str,
        value: &str,
    ) -> String {
        let data = json!({"custom_id": custom_id, "components": [
            {"type": 1, "components": [{"type": 4, "custom_id": field, "value": value}]}]});
        self.interact(self.envelope(5, who, channel, data))
    }

    /// The final answer to the interaction of `token`.
    pub async fn answer(&self, token: &str) -> Answer {
        self.answer_within(token, PATIENCE).await
    }

    /// [`FakeDiscord::answer`] to work that may take up to `patience`
    /// (an analysis in a debug build).
    pub async fn answer_within(&self, token: &str, patience: Duration) -> Answer {
        let callback = self
            .wait_for(0, "the callback", |r| {
                r.method == "POST" && r.path.contains(&format!("/{token}/callback"))
            })
            .await;
        let kind = callback.json["type"].as_u64().unwrap();
        let (data, files, deferred) = if kind == 5 {
            let done = self
                .wait_within(0, "the answer after a deferral", patience, |r| {
                    (r.method == "PATCH"
                        && r.path.contains(&format!("/{token}/messages/@original")))
                        || (r.method == "POST"
                            && r.path.ends_with(&format!("/webhooks/{APP}/{token}")))
                })
                .await;
            (done.json, done.files, true)
        } else {
            assert_eq!(kind, 4, "a message answer: {:?}", callback.json);
            (callback.json["data"].clone(), callback.files, false)
        };
        let ephemeral = data["flags"].as_u64().is_some_and(|flags| flags & 64 != 0);
        let message = if deferred && ephemeral {
            self.state.followups.lock().unwrap().get(token).copied()
        } else {
            self.state.originals.lock().unwrap().get(token).copied()
        };
        Answer {
            content: data["content"].as_str().unwrap_or_default().to_owned(),
            ephemeral,
            components: data["components"].clone(),
            allowed_mentions: data["allowed_mentions"].clone(),
            embeds: data["embeds"].clone(),
            files,
            message,
            deferred,
        }
    }

    /// The autocomplete choices answered to `token`: (name, value).
    pub async fn choices(&self, token: &str) -> Vec<(String, String)> {
        let callback = self
            .wait_for(0, "the autocomplete", |r| {
                r.method == "POST" && r.path.contains(&format!("/{token}/callback"))
            })
            .await;
        assert_eq!(callback.json["type"], 8);
        callback.json["data"]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                (
                    c["name"].as_str().unwrap().to_owned(),
                    c["value"].as_str().unwrap().to_owned(),
                )
            })
            .collect()
    }

    /// Every message the bot has in `channel` (answers and messages of its
    /// own), oldest first: (id, message JSON).
    pub fn messages_in(&self, channel: u64) -> Vec<(u64, Value)> {
        self.state.messages_of(channel)
    }

    /// Waits for the bot to post a message of its own in `channel` after
    /// `from` (a mark), and returns its content and files.
    pub async fn wait_for_post(
        &self,
        from: usize,
        channel: u64,
        what: &str,
    ) -> (String, Vec<(String, Vec<u8>)>) {
        let path = format!("/channels/{channel}/messages");
        let posted = self
            .wait_for(from, what, |r| {
                r.method == "POST" && r.path.ends_with(&path)
            })
            .await;
        (
            posted.json["content"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
            posted.files,
        )
    }

    /// The threads the bot opened: (id, JSON).
    pub fn threads(&self) -> Vec<(u64, Value)> {
        let mut threads: Vec<(u64, Value)> = self
            .state
            .threads
            .lock()
            .unwrap()
            .iter()
            .map(|(id, thread)| (*id, thread.clone()))
            .collect();
        threads.sort_by_key(|(id, _)| *id);
        threads
    }

    /// Whether the thread `id` is archived.
    pub fn archived(&self, id: u64) -> bool {
        self.state.threads.lock().unwrap()[&id]["thread_metadata"]["archived"] == true
    }

    /// `who` accepts no direct messages from the bot from now on.
    pub fn block_dms(&self, who: Who) {
        self.state.dms_blocked.lock().unwrap().insert(who.id);
    }

    /// The direct messages the bot delivered to `who`, oldest first.
    pub fn dms_to(&self, who: Who) -> Vec<String> {
        let channels: HashSet<u64> = self
            .state
            .dm_channels
            .lock()
            .unwrap()
            .iter()
            .filter(|(_, user)| **user == who.id)
            .map(|(channel, _)| *channel)
            .collect();
        let messages = self.state.messages.lock().unwrap();
        let mut found: Vec<(u64, String)> = messages
            .iter()
            .filter(|(_, m)| {
                m["channel_id"]
                    .as_str()
                    .and_then(|id| id.parse().ok())
                    .is_some_and(|id: u64| channels.contains(&id))
            })
            .map(|(id, m)| (*id, m["content"].as_str().unwrap_or_default().to_owned()))
            .collect();
        found.sort();
        found.into_iter().map(|(_, text)| text).collect()
    }

    /// The permissions the bot has in the channels of later interactions
    /// (Discord's bit set as a decimal string).
    pub fn set_app_permissions(&self, permissions: &str) {
        *self.state.app_permissions.lock().unwrap() = Some(permissions.to_owned());
    }

    /// The commands the bot registered: the body of its bulk overwrite of
    /// the application's commands.
    pub fn registered_commands(&self) -> Vec<Value> {
        let put = self
            .requests()
            .into_iter()
            .find(|r| r.method == "PUT")
            .expect("a bulk overwrite");
        assert_eq!(put.path, format!("/api/v10/applications/{APP}/commands"));
        put.json.as_array().expect("a list of commands").clone()
    }

    /// The locale of `who`'s Discord client from now on.
    pub fn set_user_locale(&self, who: Who, locale: &str) {
        self.state
            .user_locales
            .lock()
            .unwrap()
            .insert(who.id, locale.to_owned());
    }

    /// Tells the bot that `who` left the test server (`GUILD_MEMBER_REMOVE`,
    /// sent only to a bot that asked for the Server Members intent).
    pub fn member_leaves(&self, who: Who) {
        // Discord sends it only to a session that asked for the
        // privileged Server Members intent (1 << 1).
        if self.identify()["intents"].as_u64().unwrap_or(0) & 2 == 0 {
            return;
        }
        self.state.send_gateway(
            "GUILD_MEMBER_REMOVE",
            json!({"guild_id": GUILD.to_string(),
                   "user": {"id": who.id.to_string(), "username": who.name,
                            "discriminator": "0", "avatar": null}}),
        );
    }

    /// The servers' preferred locale from now on.
    pub fn set_guild_locale(&self, locale: &str) {
        *self.state.guild_locale.lock().unwrap() = Some(locale.to_owned());
    }

    /// The components a message has now (after the bot's edits).
    pub fn components_of(&self, message: u64) -> Value {
        self.message_json(message)["components"].clone()
    }
}

/// The users the answer may ping.
pub fn pinged(answer: &Answer) -> Vec<String> {
    pinged_by(&answer.allowed_mentions)
}

/// The users a message's `allowed_mentions` let it ping.
pub fn pinged_by(allowed_mentions: &Value) -> Vec<String> {
    allowed_mentions["users"]
        .as_array()
        .map(|users| {
            users
                .iter()
                .map(|u| u.as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Challenge (`game` with `options`) by alice, accepted by bob with the
/// button; returns the first board.
/// Challenge options: bob is the opponent, the challenger (alice) moves
/// first.
/// A server whose events go down `shard` of the fake's shards.
pub fn server_on_shard(fake: &FakeDiscord, shard: u64) -> u64 {
    (0..)
        .map(|k: u64| GUILD + (k << 22))
        .find(|&guild| fake.shard_of(guild) == shard)
        .expect("some server is on every shard")
}

pub fn bob_with_alice_first() -> Value {
    json!([opponent(BOB), {"name": "first", "type": 3, "value": "challenger"}])
}

/// The options of a casual PÜNCT (basic) challenge to bob, alice first.
pub fn basic_casual_with_alice_first() -> Value {
    json!([opponent(BOB), {"name": "variant", "type": 3, "value": "basic"},
           {"name": "first", "type": 3, "value": "challenger"},
           {"name": "rated", "type": 5, "value": false}])
}

pub async fn start_game(fake: &FakeDiscord, channel: u64, game: &str, options: Value) -> Answer {
    let challenge = fake
        .answer(&fake.challenge(ALICE, channel, game, options))
        .await;
    assert!(!challenge.ephemeral);
    assert!(
        challenge.content.starts_with("alice challenges bob"),
        "{}",
        challenge.content
    );
    assert_eq!(pinged(&challenge), vec![BOB.id.to_string()]);
    let accept = challenge.button("Accept");
    let mark = fake.mark();
    let board = fake
        .answer(&fake.click(BOB, channel, challenge.message.unwrap(), &accept))
        .await;
    assert!(
        board.content.contains("bob accepts the challenge"),
        "{}",
        board.content
    );
    // The answered challenge loses its buttons.
    let challenge_id = challenge.message.unwrap();
    fake.wait_for(mark, "the challenge to lose its buttons", |r| {
        r.method == "PATCH" && r.path.ends_with(&format!("/messages/{challenge_id}"))
    })
    .await;
    assert_eq!(fake.components_of(challenge_id), json!([]));
    board
}

pub fn opponent(who: Who) -> Value {
    json!({"name": "opponent", "type": 6, "value": who.id.to_string()})
}

/// The real bot, running `punctbot::discord::run` against the fake.
pub struct Bot {
    shutdown: Option<oneshot::Sender<()>>,
    task: JoinHandle<Result<(), punctbot::discord::BotError>>,
}

impl Bot {
    /// Starts the bot on the database `url`; returns once it has registered
    /// its commands. `defer_after_ms`: how long before it defers.
    pub async fn start(fake: &FakeDiscord, url: &str, defer_after_ms: u64) -> Bot {
        Bot::start_with_clock(
            fake,
            url,
            defer_after_ms,
            Arc::new(punctbot::manager::SystemClock),
        )
        .await
    }

    /// Starts the bot reading the time from `clock`; its scheduler looks at
    /// the database every 20 ms (a test moves the clock, not the hours).
    pub async fn start_with_clock(
        fake: &FakeDiscord,
        url: &str,
        defer_after_ms: u64,
        clock: Arc<dyn punctbot::manager::Clock>,
    ) -> Bot {
        Bot::run(fake, Bot::config(fake, url, defer_after_ms), clock).await
    }

    /// Starts the bot serving its metrics and health check on `metrics`.
    pub async fn start_with_metrics(
        fake: &FakeDiscord,
        url: &str,
        metrics: std::net::SocketAddr,
    ) -> Bot {
        let config = punctbot::config::Config {
            metrics_addr: Some(metrics),
            ..Bot::config(fake, url, 1500)
        };
        Bot::run(fake, config, Arc::new(punctbot::manager::SystemClock)).await
    }

    /// Starts the bot serving its web pages on `web` and linking them
    /// from Discord at `base`.
    pub async fn start_with_web(
        fake: &FakeDiscord,
        url: &str,
        web: std::net::SocketAddr,
        base: &str,
    ) -> Bot {
        let config = punctbot::config::Config {
            web_addr: Some(web),
            web_base_url: Some(base.to_owned()),
            ..Bot::config(fake, url, 1500)
        };
        Bot::run(fake, config, Arc::new(punctbot::manager::SystemClock)).await
    }

    /// Starts the bot asking for member events (`DISCORD_MEMBER_EVENTS`).
    pub async fn start_with_member_events(fake: &FakeDiscord, url: &str) -> Bot {
        let config = punctbot::config::Config {
            member_events: true,
            ..Bot::config(fake, url, 1500)
        };
        Bot::run(fake, config, Arc::new(punctbot::manager::SystemClock)).await
    }

    /// Starts the bot running `shards` only, reading the time from
    /// `clock`; returns once its shards are connected (and, with shard 0,
    /// its commands registered).
    pub async fn start_shards(
        fake: &FakeDiscord,
        url: &str,
        shards: punctbot::discord::shards::Shards,
        clock: Arc<dyn punctbot::manager::Clock>,
    ) -> Bot {
        let config = punctbot::config::Config {
            shards,
            ..Bot::config(fake, url, 1500)
        };
        Bot::run(fake, config, clock).await
    }

    /// The configuration of a bot on the database `url` talking to `fake`.
    fn config(fake: &FakeDiscord, url: &str, defer_after_ms: u64) -> punctbot::config::Config {
        punctbot::config::Config {
            token: "fake-token".to_owned(),
            database_url: url.to_owned(),
            dev_guild: None,
            log_level: "info".to_owned(),
            api_base: Some(fake.api_base.clone()),
            defer_after: Duration::from_millis(defer_after_ms),
            // A test moves the clock, not the hours: look often.
            scheduler_max_sleep: Duration::from_millis(20),
            metrics_addr: None,
            log_format: punctbot::config::LogFormat::Text,
            // One shard, as the fake's /gateway/bot recommends.
            shards: punctbot::discord::shards::Shards::Auto,
            bot_searches: 2,
            // The computer's moves are the same on any machine.
            bot_nodes: Some(BOT_NODES),
            web_addr: None,
            web_base_url: None,
            member_events: false,
        }
    }

    /// Runs the bot with `config`; returns once it has registered its
    /// commands.
    async fn run(
        fake: &FakeDiscord,
        config: punctbot::config::Config,
        clock: Arc<dyn punctbot::manager::Clock>,
    ) -> Bot {
        let mark = fake.mark();
        let shards = config.shards;
        let (shutdown, stop) = oneshot::channel::<()>();
        let task = tokio::spawn(punctbot::discord::run_with_clock(
            config,
            clock,
            async move {
                let _ = stop.await;
            },
        ));
        match shards {
            // The process with shard 0 registers the commands.
            punctbot::discord::shards::Shards::Auto
            | punctbot::discord::shards::Shards::Range { first: 0, .. } => {
                fake.wait_for(mark, "command registration", |r| {
                    r.method == "PUT" && r.path.ends_with("/commands")
                })
                .await;
            }
            punctbot::discord::shards::Shards::Range { first, last, .. } => {
                fake.until("the bot's shards to connect", |fake| {
                    let connected = fake.connected_shards();
                    (u64::from(first)..=u64::from(last)).all(|shard| connected.contains(&shard))
                })
                .await;
            }
        }
        Bot {
            shutdown: Some(shutdown),
            task,
        }
    }

    /// Ends the bot at once, as SIGKILL would end its process: its task is
    /// dropped mid-flight, and with it its gateway and database
    /// connections.
    pub async fn kill(self) {
        self.task.abort();
        let _ = self.task.await;
    }

    /// Stops the bot as SIGTERM would, and waits until it has closed.
    pub async fn stop(mut self) {
        let _ = self.shutdown.take().unwrap().send(());
        let result = tokio::time::timeout(PATIENCE, &mut self.task)
            .await
            .expect("the bot stops in time")
            .expect("the bot task does not panic");
        result.expect("the bot stops cleanly");
    }
}

/// The bot binary, to run in `db`'s folder on its database against
/// `fake`, logging at `log_level`, and killed if the test drops it. The
/// caller says where its output goes.
pub fn bot_command(fake: &FakeDiscord, db: &Db, log_level: &str) -> tokio::process::Command {
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_punctbot"));
    command
        .current_dir(db.dir.path())
        .env("DISCORD_TOKEN", "fake-token")
        .env("DATABASE_URL", &db.url)
        .env("DISCORD_API_BASE", &fake.api_base)
        .env("RUST_LOG", log_level)
        .env_remove("DISCORD_DEV_GUILD")
        .env_remove("METRICS_ADDR")
        .kill_on_drop(true);
    command
}

/// A number from the environment, or `default`.
pub fn setting<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|value| value.parse().ok())
        .unwrap_or(default)
}

/// The median and other percentiles of `times`.
pub fn print_percentiles(what: &str, times: impl Iterator<Item = std::time::Duration>) {
    let mut times: Vec<_> = times.collect();
    times.sort();
    let p = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "{} {what}: p50 {:?}, p90 {:?}, p99 {:?}, max {:?}",
        times.len(),
        p(0.5),
        p(0.9),
        p(0.99),
        times[times.len() - 1]
    );
}

/// A process of the bot binary running `shards` (e.g. `0-1/4`), logging
/// Sends SIGTERM to the process `pid` (a bot binary the test started), as
/// a service manager stops it.
pub fn sigterm(pid: u32) {
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "kill -TERM {pid}");
}

/// at `log_level` into the file `log` of `db`'s folder.
pub fn bot_process(
    fake: &FakeDiscord,
    db: &Db,
    shards: &str,
    log_level: &str,
    log: &str,
) -> tokio::process::Child {
    bot_process_with(fake, db, &[("DISCORD_SHARDS", shards)], log_level, log)
}

/// A process of the bot binary with the settings `env` besides the
/// fake's, logging at `log_level` into the file `log` of `db`'s folder.
pub fn bot_process_with(
    fake: &FakeDiscord,
    db: &Db,
    env: &[(&str, &str)],
    log_level: &str,
    log: &str,
) -> tokio::process::Child {
    let log = std::fs::File::create(db.dir.path().join(log)).unwrap();
    bot_command(fake, db, log_level)
        .envs(env.iter().copied())
        .stdout(log.try_clone().unwrap())
        .stderr(log)
        .spawn()
        .expect("the bot starts")
}

/// A database for one test, and a fresh temporary folder to run the bot in.
pub struct Db {
    pub dir: tempfile::TempDir,
    pub url: String,
}

impl Db {
    /// A database of the backend the suite runs against: a fresh one on
    /// the PostgreSQL server `scripts/with-postgres` started, or else a
    /// SQLite file.
    pub async fn new() -> Db {
        if crate::postgres::postgres_server().is_some() {
            return Db {
                dir: tempfile::tempdir().unwrap(),
                url: crate::postgres::create_postgres_database().await,
            };
        }
        Db::sqlite()
    }

    /// A SQLite file in a fresh temporary folder, whatever the suite runs
    /// against.
    pub fn sqlite() -> Db {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("bot.db").display());
        Db { dir, url }
    }

    /// A fresh database on the PostgreSQL server the suite runs against;
    /// `None` (the test says so) when it runs on SQLite only.
    pub async fn postgres(test: &str) -> Option<Db> {
        if crate::postgres::postgres_server().is_none() {
            eprintln!("{test}: runs on PostgreSQL only (scripts/with-postgres)");
            return None;
        }
        Some(Db::new().await)
    }

    /// Waits until the bot has recorded the message that shows the open
    /// challenge in `channel` (it does right after answering, so a test
    /// that moves the clock on at once could outrun it).
    pub async fn challenge_message_recorded(&self, channel: u64) {
        let store = punctbot::store::Store::open(&self.url).await.unwrap();
        let deadline = Instant::now() + PATIENCE;
        loop {
            let open = store.open_challenge_in(channel).await.unwrap();
            if open.and_then(|challenge| challenge.message_id).is_some() {
                break;
            }
            assert!(Instant::now() < deadline, "the challenge message recorded");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        store.close().await;
    }
}

/// The value of the first series of `name` whose labels hold all of
/// `labels` (0 if there is none).
pub fn metric_value(metrics: &str, name: &str, labels: &[&str]) -> f64 {
    metrics
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.rsplit_once(' '))
        .find(|(series, _)| {
            (series == &name || series.starts_with(&format!("{name}{{")))
                && labels.iter().all(|label| series.contains(label))
        })
        .map_or(0.0, |(_, value)| value.parse().unwrap())
}

/// Decodes a PNG and returns its size; panics if it is not one.
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Png).expect("a PNG");
    (image.width(), image.height())
}
