use punctbot::games::{ByColor, GameKind, Rules};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let kind: GameKind = args[1].parse().unwrap();
    let plies: usize = args[2].parse().unwrap();
    let mut seed: u64 = args[3].parse().unwrap();
    let mut game = kind.start();
    for _ in 0..plies {
        let moves = game.legal_move_texts();
        if moves.is_empty() {
            break;
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // prefer moves (not adds) half the time to build stacks
        let movers: Vec<&String> = moves.iter().filter(|m| !m.starts_with('+')).collect();
        let pick = if !movers.is_empty() && (seed >> 40) % 3 != 0 {
            movers[(seed >> 33) as usize % movers.len()].clone()
        } else {
            moves[(seed >> 33) as usize % moves.len()].clone()
        };
        game.play_text(&pick).unwrap();
    }
    eprintln!("{}", game.history().join(" "));
    let players = ByColor {
        first: "Alice".to_owned(),
        second: "Bob".to_owned(),
    };
    std::fs::write(&args[4], punctbot::render::board_png(&game, &players)).unwrap();
}
