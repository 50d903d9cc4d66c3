//! `punctbot render`: draws the position after a list of moves into a PNG,
//! or the whole game as an animated GIF.

use std::path::PathBuf;

use punctbot::{
    games::{boop::Placement, AnyGame, ByColor, GameKind, Rules},
    manager::Locale,
    render,
};

/// The options of `punctbot render`.
#[derive(clap::Args)]
pub struct RenderArgs {
    /// The game: punct or boop (required)
    #[arg(long, value_name = "GAME", value_parser = game)]
    game: Option<Game>,
    /// The rules of a PÜNCT game: standard or basic
    #[arg(long, value_name = "VARIANT", value_parser = variant)]
    variant: Option<Variant>,
    /// The moves from the start, separated by spaces
    #[arg(long, value_name = "\"MOVE MOVE …\"", default_value = "")]
    moves: String,
    /// Lift the top piece of this PÜNCT cell to show what lies beneath
    #[arg(long, value_name = "CELL")]
    peek: Option<String>,
    /// PÜNCT: mark where the piece whose PÜNCT is on this cell may go
    #[arg(long, value_name = "CELL")]
    destinations: Option<String>,
    /// boop: draw this placement (e.g. Kc3), which must need a choice, as
    /// its mover sees it: the bed after it and its boop, the options numbered
    #[arg(long, value_name = "PLACEMENT")]
    choose: Option<String>,
    /// Draw the game's pieces card instead, as /rules attaches it: every
    /// kind of piece in both colours, named (no moves)
    #[arg(long)]
    pieces: bool,
    /// Write an animated GIF of the whole game instead, as /replay sends it:
    /// one frame per move, the final position held longer, half the size of
    /// the pictures
    #[arg(long)]
    gif: bool,
    /// The two players' names, first mover first
    #[arg(long, value_name = "NAME,NAME", value_parser = players, default_value = "First,Second")]
    players: ByColor<String>,
    /// The language of the words in the picture: en-US, es-ES, ru or zh-CN
    #[arg(long, value_name = "LOCALE", default_value = "en-US")]
    locale: String,
    /// Where to write the picture (required)
    #[arg(long, value_name = "FILE.png|FILE.gif")]
    out: Option<PathBuf>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Game {
    Punct,
    Boop,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Variant {
    Standard,
    Basic,
}

fn game(text: &str) -> Result<Game, String> {
    match text {
        "punct" => Ok(Game::Punct),
        "boop" => Ok(Game::Boop),
        other => Err(format!("unknown game {other}: expected punct or boop")),
    }
}

fn variant(text: &str) -> Result<Variant, String> {
    match text {
        "standard" => Ok(Variant::Standard),
        "basic" => Ok(Variant::Basic),
        other => Err(format!(
            "unknown variant {other}: expected standard or basic"
        )),
    }
}

fn players(text: &str) -> Result<ByColor<String>, String> {
    let (first, second) = text
        .split_once(',')
        .ok_or("--players takes two names separated by a comma")?;
    Ok(ByColor {
        first: first.trim().to_owned(),
        second: second.trim().to_owned(),
    })
}

/// What to draw, checked.
struct Request {
    kind: GameKind,
    moves: String,
    peek: Option<String>,
    destinations: Option<String>,
    choose: Option<String>,
    gif: bool,
    pieces: bool,
    players: ByColor<String>,
    locale: Locale,
    out: PathBuf,
}

/// The checks clap cannot make on its own: which options go together.
/// (`--game` and `--out` are checked here too, so that their messages say
/// plainly what is missing.)
fn check(args: RenderArgs) -> Result<Request, String> {
    let kind = match (args.game, args.variant) {
        (Some(Game::Punct), None | Some(Variant::Standard)) => GameKind::PunctStandard,
        (Some(Game::Punct), Some(Variant::Basic)) => GameKind::PunctBasic,
        (Some(Game::Boop), None) => GameKind::Boop,
        (Some(Game::Boop), Some(_)) => return Err("boop has no --variant".to_owned()),
        (None, _) => return Err("--game is required".to_owned()),
    };
    if args.peek.is_some() && kind == GameKind::Boop {
        return Err("--peek is for PÜNCT only".to_owned());
    }
    if args.peek.is_some() && args.gif {
        return Err("--peek draws one picture, not a --gif".to_owned());
    }
    if args.choose.is_some() && (kind != GameKind::Boop || args.gif) {
        return Err("--choose draws one boop picture".to_owned());
    }
    let views = [&args.peek, &args.destinations, &args.choose];
    if views.iter().filter(|view| view.is_some()).count() > 1 {
        return Err("--peek, --destinations and --choose draw one picture each".to_owned());
    }
    if args.destinations.is_some() && (kind == GameKind::Boop || args.gif) {
        return Err("--destinations draws one PÜNCT picture".to_owned());
    }
    if args.pieces && (views.iter().any(|view| view.is_some()) || args.gif) {
        return Err("--pieces draws the pieces card alone".to_owned());
    }
    if args.pieces && !args.moves.is_empty() {
        return Err("--pieces takes no --moves".to_owned());
    }
    let out = args.out.ok_or("--out is required")?;
    Ok(Request {
        kind,
        moves: args.moves,
        peek: args.peek,
        destinations: args.destinations,
        choose: args.choose,
        gif: args.gif,
        pieces: args.pieces,
        players: args.players,
        locale: Locale(args.locale),
        out,
    })
}

/// Runs the command; the error is a message for the user.
pub fn run(args: RenderArgs) -> Result<(), String> {
    let request = check(args)?;
    let mut game = request.kind.start();
    for (number, text) in request.moves.split_whitespace().enumerate() {
        game.play_text(text)
            .map_err(|reason| format!("move {} ({text}) is illegal: {reason}", number + 1))?;
    }
    let bytes = if request.pieces {
        render::pieces_png(request.kind.into(), &request.locale)
    } else if request.gif {
        let options = render::ReplayOptions::default();
        render::replay_gif(
            request.kind,
            &game.history(),
            &request.players,
            &request.locale,
            None,
            &options,
        )
        .map_err(|error| error.to_string())?
        .gif
    } else {
        match (&request.peek, &request.destinations, &request.choose) {
            (Some(cell), _, _) => render::peek_png(&game, &request.players, &request.locale, cell)
                .map_err(|error| error.to_string())?,
            (None, Some(cell), _) => {
                render::destinations_png(&game, &request.players, &request.locale, cell)
                    .map_err(|error| error.to_string())?
                    .0
            }
            (None, None, Some(placement)) => choice_png(&game, placement, &request)?,
            (None, None, None) => render::board_png(&game, &request.players, &request.locale),
        }
    };
    std::fs::write(&request.out, bytes)
        .map_err(|error| format!("cannot write {}: {error}", request.out.display()))
}

/// The picture of a boop placement waiting for its choice.
fn choice_png(game: &AnyGame, placement: &str, request: &Request) -> Result<Vec<u8>, String> {
    let AnyGame::Boop(position) = game else {
        return Err("--choose is for boop only".to_owned());
    };
    let placement: Placement = placement
        .parse()
        .map_err(|reason| format!("--choose {placement}: {reason}"))?;
    let choosing = position
        .choosing(placement)
        .map_err(|reason| format!("--choose {placement}: {reason}"))?
        .ok_or_else(|| format!("{placement} needs no choice here"))?;
    Ok(render::choice_png(
        &choosing,
        &request.players,
        &request.locale,
    ))
}
