use punctbot::games::{ByColor, GameKind, Rules};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let kind: GameKind = args[1].parse().unwrap();
    let mut game = kind.start();
    for m in args[2].split_whitespace() {
        game.play_text(m).unwrap();
    }
    let players = ByColor {
        first: "Alice".to_owned(),
        second: "Борис 小明".to_owned(),
    };
    let png = if args.len() > 4 {
        punctbot::render::peek_png(&game, &players, &args[4]).unwrap()
    } else {
        punctbot::render::board_png(&game, &players)
    };
    std::fs::write(&args[3], png).unwrap();
}
