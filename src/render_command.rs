//! `punctbot render`: draws the position after a list of moves into a PNG,
//! or the whole game as an animated GIF.

use std::path::PathBuf;

use punctbot::{
    games::{or_list, registry::GAMES, AnyGame, ByColor, GameKind, Rules},
    manager::Locale,
    render,
};

/// The options of `punctbot render`.
#[derive(clap::Args)]
pub struct RenderArgs {
    /// The game: punct or boop (required)
    #[arg(long, value_name = "GAME")]
    game: Option<String>,
    /// The rules of a PÜNCT game: standard or basic
    #[arg(long, value_name = "VARIANT")]
    variant: Option<String>,
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

/// The kind `--game` and `--variant` name, read as the engine protocol's
/// `new` reads them.
fn kind_of(game: &str, variant: Option<&str>) -> Result<GameKind, String> {
    let game = game.trim().to_ascii_lowercase();
    let Some(&named) = GAMES.iter().find(|known| known.name() == game) else {
        let names: Vec<&str> = GAMES.iter().map(|known| known.name()).collect();
        return Err(format!("unknown game {game}: expected {}", or_list(&names)));
    };
    let variant = variant.map(|variant| variant.trim().to_ascii_lowercase());
    let mut words = vec![game.as_str()];
    words.extend(variant.as_deref());
    // A registry lookup by the names the protocol gives the kinds: no game
    // is told apart here.
    GameKind::from_protocol_words(&words).ok_or_else(|| {
        let variants: Vec<&str> = named.variants().iter().filter_map(|v| v.word).collect();
        if variants.is_empty() {
            format!("{game} has no --variant")
        } else {
            format!(
                "unknown variant {}: expected {}",
                variant.unwrap_or_default(),
                or_list(&variants)
            )
        }
    })
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
    let Some(game) = &args.game else {
        return Err("--game is required".to_owned());
    };
    let kind = kind_of(game, args.variant.as_deref())?;
    let name = kind.game().name();
    let lifts = kind.game().picture().lifts();
    if args.peek.is_some() && !lifts {
        return Err(format!("--peek is not for {name}: its pieces do not stack"));
    }
    if args.peek.is_some() && args.gif {
        return Err("--peek draws one picture, not a --gif".to_owned());
    }
    if args.choose.is_some() && kind.game().two_steps().is_none() {
        return Err(format!(
            "--choose is not for {name}: its turns take one step"
        ));
    }
    if args.choose.is_some() && args.gif {
        return Err("--choose draws one picture, not a --gif".to_owned());
    }
    let views = [&args.peek, &args.destinations, &args.choose];
    if views.iter().filter(|view| view.is_some()).count() > 1 {
        return Err("--peek, --destinations and --choose draw one picture each".to_owned());
    }
    if args.destinations.is_some() && !lifts {
        return Err(format!(
            "--destinations is not for {name}: its pieces do not move"
        ));
    }
    if args.destinations.is_some() && args.gif {
        return Err("--destinations draws one picture, not a --gif".to_owned());
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
        render::pieces_png(request.kind, &request.locale)
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

/// The picture of a first step (a boop. placement) waiting for its choice.
fn choice_png(game: &AnyGame, first: &str, request: &Request) -> Result<Vec<u8>, String> {
    let first = game
        .parse_move(first)
        .map_err(|reason| format!("--choose {first}: {reason}"))?;
    // No picture: the placement is illegal, or legal without a choice.
    render::choice_png(game, first, &request.players, &request.locale).ok_or_else(|| {
        match game.clone().play(first) {
            Err(reason) => format!("--choose {first}: {reason}"),
            Ok(()) => format!("{first} needs no choice here"),
        }
    })
}
