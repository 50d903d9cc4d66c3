//! `punctbot render` through the real binary: pictures and replays.

use std::process::Command;

fn render(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_punctbot"))
        .arg("render")
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn draws_the_position_after_the_moves_and_a_peek() {
    let dir = std::env::temp_dir().join(format!("punctbot-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let board = dir.join("board.png");
    let moves = "+F5:G5,H5 +J5:K5,L5 +H2:H3,H4 +N14:N15,N16 H2>H5:I5,J5";
    let output = render(&[
        "--game",
        "punct",
        "--moves",
        moves,
        "--out",
        board.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let picture = image::open(&board).unwrap();
    assert_eq!((picture.width(), picture.height()), (792, 1284));

    let peek = dir.join("peek.png");
    let output = render(&[
        "--game",
        "punct",
        "--moves",
        moves,
        "--peek",
        "H5",
        "--out",
        peek.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_ne!(
        std::fs::read(&board).unwrap(),
        std::fs::read(&peek).unwrap()
    );

    let boop = dir.join("boop.png");
    let output = render(&[
        "--game",
        "boop",
        "--moves",
        "Kc3 Kd4",
        "--out",
        boop.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(image::open(&boop).unwrap().width(), 768);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn writes_an_animated_replay_with_gif() {
    let out = std::env::temp_dir().join(format!("punctbot-replay-{}.gif", std::process::id()));
    let moves = "Kc3 Kd4 Ka1 Kb2";
    let output = render(&[
        "--game",
        "boop",
        "--moves",
        moves,
        "--gif",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let file = std::fs::File::open(&out).unwrap();
    let decoder = image::codecs::gif::GifDecoder::new(std::io::BufReader::new(file)).unwrap();
    let frames = image::AnimationDecoder::into_frames(decoder)
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), moves.split(' ').count() + 1);
    // Half the board pictures' 768 × 1092, as `/replay` sends it.
    assert_eq!(frames[0].buffer().dimensions(), (384, 546));
    std::fs::remove_file(&out).unwrap();
}

#[test]
fn explains_bad_requests_without_writing() {
    let out = std::env::temp_dir().join(format!("punctbot-render-bad-{}.png", std::process::id()));
    let out = out.to_str().unwrap();
    for (args, expected) in [
        (vec!["--moves", "Kc3", "--out", out], "--game is required"),
        (vec!["--game", "chess", "--out", out], "unknown game chess"),
        (
            vec![
                "--game",
                "punct",
                "--moves",
                "+F5:G5,H5 +Q18:Q19,Q20",
                "--out",
                out,
            ],
            "move 2 (+Q18:Q19,Q20) is illegal",
        ),
        (
            vec!["--game", "punct", "--peek", "A5", "--out", out],
            "there is no piece on A5 to lift",
        ),
        (
            vec!["--game", "boop", "--peek", "a1", "--out", out],
            "--peek is not for boop",
        ),
        (
            vec!["--game", "punct", "--peek", "A5", "--gif", "--out", out],
            "--peek draws one picture, not a --gif",
        ),
    ] {
        let output = render(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    assert!(!std::path::Path::new(out).exists());
}
