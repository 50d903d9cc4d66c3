use punctbot::games::{ByColor, GameKind, Rules};
use std::time::Instant;
fn main() {
    let mut game = GameKind::PunctStandard.start();
    for m in "+F5:G5,H5 +J5:K5,L5 +H2:H3,H4 +N14:N15,N16 H2>H5:I5,J5".split_whitespace() {
        game.play_text(m).unwrap();
    }
    let players = ByColor {
        first: "Alice".to_owned(),
        second: "Bob".to_owned(),
    };
    let _ = punctbot::render::board_png(&game, &players);
    let t = Instant::now();
    let n = 200;
    let mut size = 0;
    for _ in 0..n {
        size = punctbot::render::board_png(&game, &players).len();
    }
    println!("{:?} per picture, {} bytes", t.elapsed() / n, size);
}
