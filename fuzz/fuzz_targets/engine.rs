//! The engine protocol session (`punctbot engine`) over arbitrary bytes:
//! never a panic, at most one answer a line, and no error answer that
//! echoes a long input back.

#![no_main]

use libfuzzer_sys::fuzz_target;

/// A perft of depth 2 or more: allowed by the protocol, but PÜNCT's take
/// seconds to hours, which would only report timeouts. Depths 0 and 1 run.
fn slow(line: &[u8]) -> bool {
    let text = String::from_utf8_lossy(line);
    let mut words = text.split_whitespace();
    words
        .next()
        .is_some_and(|command| command.eq_ignore_ascii_case("perft"))
        && words
            .next()
            .is_some_and(|depth| depth.parse::<u64>().map_or(true, |depth| depth >= 2))
}

fuzz_target!(|data: &[u8]| {
    let mut kept = Vec::with_capacity(data.len() + 1);
    let mut lines = 0;
    for line in data.split(|&b| b == b'\n') {
        if !slow(line) {
            kept.extend_from_slice(line);
            kept.push(b'\n');
            lines += 1;
        }
    }
    let mut output = Vec::new();
    punctbot::protocol::run(&kept[..], &mut output).expect("writing to memory");
    let output = String::from_utf8(output).expect("answers are UTF-8");
    let answers: Vec<&str> = output.split_terminator('\n').collect();
    assert!(
        answers.len() <= lines,
        "{} answers to {lines} lines",
        answers.len()
    );
    for answer in answers {
        if answer.starts_with("error") || answer.starts_with("illegal") {
            assert!(answer.len() < 400, "a long answer: {answer:?}");
        }
    }
});
