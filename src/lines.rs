//! Reading input a line at a time with a bound on how much of one line is
//! kept: a line without a newline may be endless (a pipe, a 300 MB file),
//! so buffering it whole, as `BufRead::lines` does, lets input decide how
//! much memory the process takes. Used by `punctbot engine` and `punctbot
//! play`.

use std::{
    borrow::Cow,
    io::{self, BufRead},
};

/// `text` as an error quotes it back: whole if it has at most `chars`
/// characters, else its first `chars` and an ellipsis, so that an answer
/// stays short whatever was typed.
#[must_use]
pub fn abridged(text: &str, chars: usize) -> Cow<'_, str> {
    match text.char_indices().nth(chars) {
        None => text.into(),
        Some((end, _)) => format!("{}…", &text[..end]).into(),
    }
}

/// One input line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// The line's bytes, its newline removed (a `\r` before it is kept;
    /// the caller decides what bytes mean, UTF-8 or not).
    Fits(Vec<u8>),
    /// A line longer than the limit: its bytes were read and dropped.
    TooLong,
}

/// Reads the next line of `input`, keeping at most `max` bytes of it;
/// `None` at the end of input. A last line without a newline counts.
///
/// # Errors
/// Reading failed.
pub fn next_line(input: &mut impl BufRead, max: usize) -> io::Result<Option<Line>> {
    let mut line = Vec::new();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            break;
        }
        read_any = true;
        let (chunk, ends_line) = match buffer.iter().position(|&b| b == b'\n') {
            Some(end) => (&buffer[..end], true),
            None => (buffer, false),
        };
        if !too_long && line.len() + chunk.len() <= max {
            line.extend_from_slice(chunk);
        } else {
            too_long = true;
            line = Vec::new();
        }
        let used = chunk.len() + usize::from(ends_line);
        input.consume(used);
        if ends_line {
            break;
        }
    }
    Ok(match (read_any, too_long) {
        (false, _) => None,
        (true, true) => Some(Line::TooLong),
        (true, false) => Some(Line::Fits(line)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8], max: usize) -> Vec<Line> {
        // A tiny buffer, so lines straddle many reads.
        let mut input = io::BufReader::with_capacity(3, input);
        std::iter::from_fn(|| next_line(&mut input, max).unwrap()).collect()
    }

    #[test]
    fn lines_up_to_the_limit_fit_and_longer_ones_are_dropped() {
        let fits = |text: &str| Line::Fits(text.as_bytes().to_vec());
        assert_eq!(all(b"", 4), vec![]);
        assert_eq!(all(b"\n", 4), vec![fits("")]);
        assert_eq!(
            all(b"abcd\nabcde\n\xff\r\nxyz", 4),
            vec![
                fits("abcd"),
                Line::TooLong,
                Line::Fits(b"\xff\r".to_vec()),
                fits("xyz")
            ]
        );
        assert_eq!(all(b"abcdefghij", 4), vec![Line::TooLong]);
    }

    #[test]
    fn abridged_keeps_whole_characters() {
        assert_eq!(abridged("abc", 3), "abc");
        assert_eq!(abridged("äöüß", 2), "äö…");
        assert_eq!(abridged("", 0), "");
    }
}
