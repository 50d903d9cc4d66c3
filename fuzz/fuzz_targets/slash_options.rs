//! The slash option parsers: a command typed as text (`punctbot play`'s
//! reading of the command table), a command interaction's options as
//! Discord sends them (any option of any command, with any value of any
//! type), and the option texts parsed further (reminder settings, game
//! names). Never a panic; an error quotes little of what it refuses.

#![no_main]

use libfuzzer_sys::fuzz_target;
use punctbot::{
    discord::translate,
    games::GameKind,
    manager::{clock_plan::ReminderSchedule, Player},
    surface::{self, text},
};
use serde_json::{json, Value};
use serenity::all::CommandData;

fn player(name: &str) -> Player {
    Player {
        id: 5,
        name: name.to_owned(),
    }
}

fn channel(name: &str) -> u64 {
    7 + name.len() as u64
}

/// An interaction's data for a leaf of the table picked by `data`, with
/// options named and valued from the rest of it.
fn interaction(data: &[u8]) -> Option<Value> {
    let (&pick, rest) = data.split_first()?;
    let leaves: Vec<_> = surface::leaves().collect();
    let (command, leaf) = leaves[usize::from(pick) % leaves.len()];
    let text = String::from_utf8_lossy(rest);
    let mut options = Vec::new();
    // Each `\u{1}`-separated piece is one option: a byte picks which (or
    // an unknown name) and its type, the rest is its value.
    for piece in text.split('\u{1}') {
        let mut chars = piece.chars();
        let which = chars.next().map_or(0, |c| c as usize);
        let kind = chars.next().map_or(0, |c| c as usize);
        let value: String = chars.collect();
        let name = leaf
            .options
            .get(which % (leaf.options.len() + 1))
            .map_or("nonsense", |option| option.name);
        let (kind, value) = match kind % 5 {
            0 => (3, json!(value)),
            1 => (4, json!(value.parse::<i64>().unwrap_or(value.len() as i64))),
            2 => (5, json!(value.len() % 2 == 0)),
            3 => (6, json!("5")),
            // A channel the payload may not resolve.
            _ => (7, json!(value.parse::<u64>().unwrap_or(7).to_string())),
        };
        let focused = which % 3 == 0;
        options.push(json!({"name": name, "type": kind, "value": value, "focused": focused}));
    }
    let options = if leaf.name == command.name {
        options
    } else {
        vec![json!({"name": leaf.name, "type": 1, "options": options})]
    };
    Some(json!({
        "id": "6", "name": command.name, "type": 1, "options": options,
        "resolved": {"users": {"5": {"id": "5", "username": "bob"}}},
    }))
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    match which % 4 {
        0 => {
            let typed = String::from_utf8_lossy(rest);
            let words: Vec<&str> = typed.split_whitespace().collect();
            if let Err(error) = text::parse(&words, &player, &channel) {
                assert!(error.to_string().len() < 400, "{error}");
            }
        }
        1 => {
            let Some(payload) = interaction(rest) else {
                return;
            };
            let Ok(data) = serde_json::from_value::<CommandData>(payload) else {
                return;
            };
            if let Err(error) = translate::command(&data) {
                assert!(error.to_string().len() < 400, "{error}");
            }
            let _ = translate::suggestion(&data);
        }
        2 => {
            let Ok(typed) = std::str::from_utf8(rest) else {
                return;
            };
            if let Ok(schedule) = typed.parse::<ReminderSchedule>() {
                let stored = schedule.to_string();
                assert_eq!(stored.parse::<ReminderSchedule>().ok(), Some(schedule));
            }
        }
        _ => {
            let _ = String::from_utf8_lossy(rest).parse::<GameKind>();
        }
    }
});
