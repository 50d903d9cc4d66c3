//! `punctbot render`: draws the position after a list of moves into a PNG.

use std::path::PathBuf;

use punctbot::{
    games::{ByColor, GameKind, Rules},
    render,
};

pub const USAGE: &str = "\
usage: punctbot render --game punct|boop [--variant standard|basic] [--moves \"MOVE MOVE …\"]
                       [--peek CELL] [--players \"NAME,NAME\"] --out FILE.png";

struct Request {
    kind: GameKind,
    moves: String,
    peek: Option<String>,
    players: ByColor<String>,
    out: PathBuf,
}

fn parse(args: &[String]) -> Result<Request, String> {
    let mut game = None;
    let mut variant = None;
    let mut moves = String::new();
    let mut peek = None;
    let mut players = ByColor {
        first: "First".to_owned(),
        second: "Second".to_owned(),
    };
    let mut out = None;
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let mut value = || {
            rest.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        match flag.as_str() {
            "--game" => game = Some(value()?),
            "--variant" => variant = Some(value()?),
            "--moves" => moves = value()?,
            "--peek" => peek = Some(value()?),
            "--out" => out = Some(PathBuf::from(value()?)),
            "--players" => {
                let value = value()?;
                let (first, second) = value
                    .split_once(',')
                    .ok_or("--players takes two names separated by a comma")?;
                players = ByColor {
                    first: first.trim().to_owned(),
                    second: second.trim().to_owned(),
                };
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    let kind = match (game.as_deref(), variant.as_deref()) {
        (Some("punct"), None | Some("standard")) => GameKind::PunctStandard,
        (Some("punct"), Some("basic")) => GameKind::PunctBasic,
        (Some("boop"), None) => GameKind::Boop,
        (Some("boop"), Some(_)) => return Err("boop has no --variant".to_owned()),
        (Some("punct"), Some(other)) => {
            return Err(format!(
                "unknown variant {other}: expected standard or basic"
            ))
        }
        (Some(other), _) => return Err(format!("unknown game {other}: expected punct or boop")),
        (None, _) => return Err("--game is required".to_owned()),
    };
    if peek.is_some() && kind == GameKind::Boop {
        return Err("--peek is for PÜNCT only".to_owned());
    }
    let out = out.ok_or("--out is required")?;
    Ok(Request {
        kind,
        moves,
        peek,
        players,
        out,
    })
}

/// Runs the command; the error is a message for the user.
pub fn run(args: &[String]) -> Result<(), String> {
    let request = parse(args)?;
    let mut game = request.kind.start();
    for (number, text) in request.moves.split_whitespace().enumerate() {
        game.play_text(text)
            .map_err(|reason| format!("move {} ({text}) is illegal: {reason}", number + 1))?;
    }
    let png = match &request.peek {
        Some(cell) => {
            render::peek_png(&game, &request.players, cell).map_err(|error| error.to_string())?
        }
        None => render::board_png(&game, &request.players),
    };
    std::fs::write(&request.out, png)
        .map_err(|error| format!("cannot write {}: {error}", request.out.display()))
}
