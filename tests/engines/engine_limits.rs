//! The engine protocol's bounds (as the README describes it): a perft too
//! deep, a line too long and an error about a huge input are each refused
//! with one short answer, and the session goes on.

use punctbot::protocol::{run, Reply, Session, MAX_LINE_BYTES};

use crate::common::engine::Engine;

/// A deep perft once overflowed the stack (`perft 100000` in boop, exit
/// 134) or ran for ever (`perft 4294967295`).
#[test]
fn a_perft_too_deep_is_refused_and_the_engine_goes_on() {
    let mut engine = Engine::start();
    assert_eq!(engine.ask("new boop"), "ok");
    assert_eq!(
        engine.ask("perft 100000"),
        "error perft depth `100000` is too deep: at most 6 in boop"
    );
    assert!(engine.ask("perft 7").starts_with("error perft depth"));
    assert!(engine
        .ask("perft 4294967295")
        .starts_with("error perft depth"));
    assert!(engine
        .ask("perft 99999999999999999999999")
        .starts_with("error perft depth"));
    assert_eq!(engine.ask("perft 2"), "1260");
    assert_eq!(engine.ask("status"), "turn orange");
    assert_eq!(engine.ask("new punct basic"), "ok");
    assert_eq!(
        engine.ask("perft 4"),
        "error perft depth `4` is too deep: at most 3 in punct-basic"
    );
    assert!(engine
        .ask("perft -1")
        .starts_with("error `perft` needs a depth"));
    assert_eq!(engine.ask("perft 1"), "4986");
    engine.quit();
}

/// A line longer than 64 KiB is answered `error line too long` (not
/// buffered whole and echoed back), with or without a newline at its end.
#[test]
fn a_line_too_long_is_answered_once_and_skipped() {
    let mut input = b"new boop\n".to_vec();
    input.extend(std::iter::repeat_n(b'x', MAX_LINE_BYTES + 1));
    input.extend_from_slice(b"\nstatus\n");
    input.extend(std::iter::repeat_n(b'y', MAX_LINE_BYTES));
    input.extend_from_slice(b"\n");
    input.extend(std::iter::repeat_n(b'z', 3 * MAX_LINE_BYTES));
    let mut output = Vec::new();
    run(&input[..], &mut output).unwrap();
    let output = String::from_utf8(output).unwrap();
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), 5, "one answer a line");
    assert_eq!(lines[0], "ok");
    assert_eq!(lines[1], "error line too long");
    assert_eq!(lines[2], "turn orange");
    // Exactly 64 KiB still fits: an unknown command, quoted briefly.
    assert!(
        lines[3].starts_with("error unknown command `yyy"),
        "{}",
        lines[3]
    );
    assert!(lines[3].len() < 200, "{} bytes", lines[3].len());
    assert_eq!(lines[4], "error line too long");
}

/// Error answers quote a little of what they refuse, never all of it.
#[test]
fn error_answers_quote_a_huge_input_briefly() {
    let mut session = Session::new();
    let huge = "é".repeat(10_000);
    let answer = |session: &mut Session, line: String| match session.handle(&line) {
        Reply::Line(answer) => answer,
        other => panic!("{other:?} after {line}"),
    };
    let text = answer(&mut session, format!("new {huge}"));
    assert!(text.starts_with("error unknown game `éé"), "{text}");
    assert!(text.len() < 300, "{} bytes: {text}", text.len());
    assert_eq!(answer(&mut session, "new punct".to_owned()), "ok");
    let text = answer(&mut session, format!("x{huge}"));
    assert!(text.starts_with("error unknown command `xé"), "{text}");
    assert!(text.len() < 300, "{} bytes: {text}", text.len());
    assert!(text.contains("é…`"), "{text}");
    let text = answer(&mut session, format!("perft x{huge}"));
    assert!(text.len() < 300, "{} bytes", text.len());
    let text = answer(&mut session, format!("play {huge}"));
    assert!(text.len() < 300, "{} bytes", text.len());
}
