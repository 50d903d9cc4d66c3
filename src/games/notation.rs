//! [`Notation`]: a move's canonical notation, held on the stack.
//!
//! Printing thousands of moves as `String`s costs far more than generating
//! them: one allocation each, then a sort of heap strings. Every canonical
//! notation of both games is short ASCII (at most 15 bytes: `Q17>Q17:P16,Q16`),
//! so it fits a fixed array whose zero padding sorts before any character:
//! comparing two arrays as big-endian numbers is comparing the texts byte by
//! byte. Each game writes its notation here once; `Display` and the lists at
//! the edges all read it.

use std::fmt;

/// The most bytes a notation holds.
const CAPACITY: usize = 16;

/// A piece of a notation, such as a cell name or `>`: up to four ASCII bytes
/// packed big-endian into a `u32`, zeros after them. Tables of words let a
/// notation be written with one shift per piece instead of one per byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word {
    bits: u32,
    len: u8,
}

impl Word {
    /// The word for `text`; bytes past the fourth are dropped (no word is
    /// that long).
    #[must_use]
    pub const fn new(text: &[u8]) -> Word {
        let mut bits = 0;
        let mut len = 0;
        while len < text.len() && len < 4 {
            bits |= (text[len] as u32) << (24 - 8 * len);
            len += 1;
        }
        Word {
            bits,
            len: len as u8,
        }
    }
}

impl Word {
    /// The bits: words compare as their texts do.
    #[must_use]
    pub const fn bits(self) -> u32 {
        self.bits
    }

    /// This word followed by `byte`, if it has room.
    #[must_use]
    pub const fn followed_by(self, byte: u8) -> Word {
        if self.len >= 4 {
            return self;
        }
        Word {
            bits: self.bits | (byte as u32) << (24 - 8 * self.len as u32),
            len: self.len + 1,
        }
    }
}

/// A canonical notation of at most [`CAPACITY`] ASCII bytes, packed
/// big-endian into a `u128` with zeros after them (a notation holds no zero
/// byte). Orders as the text does (byte order), so a sorted list of them
/// prints sorted.
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Notation(u128);

impl Notation {
    /// The empty text, to build on.
    #[must_use]
    pub const fn new() -> Notation {
        Notation(0)
    }

    /// `self` followed by `word`. Notations fit by construction; a word
    /// that would not fit is dropped rather than panic.
    #[must_use]
    #[inline]
    pub const fn with(self, word: Word) -> Notation {
        let len = self.len();
        if word.len == 0 || len + word.len as usize > CAPACITY {
            return self;
        }
        Notation(self.0 | ((word.bits as u128) << 96) >> (8 * len))
    }

    /// `self` followed by one byte.
    #[must_use]
    #[inline]
    pub const fn with_byte(self, byte: u8) -> Notation {
        self.with(Word::new(&[byte]))
    }

    /// The bits: notations compare as their texts do.
    #[must_use]
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The number of bytes.
    #[must_use]
    #[inline]
    pub const fn len(&self) -> usize {
        CAPACITY - self.0.trailing_zeros() as usize / 8
    }

    /// Whether the text is empty.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The text's bytes, then zeros.
    #[inline]
    fn bytes(&self) -> [u8; CAPACITY] {
        self.0.to_be_bytes()
    }

    /// Whether the text starts with `prefix`.
    #[must_use]
    #[inline]
    pub fn starts_with(&self, prefix: &[u8]) -> bool {
        prefix.len() <= self.len() && self.bytes().starts_with(prefix)
    }

    /// Whether the text contains `part` (which is not empty).
    #[must_use]
    pub fn contains(&self, part: &[u8]) -> bool {
        self.bytes()[..self.len()]
            .windows(part.len().max(1))
            .any(|window| window == part)
    }

    /// The text in lower case.
    #[must_use]
    pub fn to_ascii_lowercase(self) -> Notation {
        let mut bytes = self.bytes();
        bytes.make_ascii_lowercase();
        Notation(u128::from_be_bytes(bytes))
    }

    /// Calls `read` with the text, written on the stack.
    pub fn with_text<R>(&self, read: impl FnOnce(&str) -> R) -> R {
        let bytes = self.bytes();
        // Only ASCII is ever written.
        read(std::str::from_utf8(&bytes[..self.len()]).unwrap_or_default())
    }

    /// The texts separated by single spaces, written into one string.
    #[must_use]
    pub fn join(notations: &[Notation]) -> String {
        let mut line = Vec::with_capacity(notations.len() * CAPACITY);
        for notation in notations {
            if !line.is_empty() {
                line.push(b' ');
            }
            line.extend_from_slice(&notation.bytes()[..notation.len()]);
        }
        // Only ASCII is ever written.
        String::from_utf8(line).unwrap_or_default()
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bytes = self.bytes();
        // Only ASCII is ever written.
        f.write_str(std::str::from_utf8(&bytes[..self.len()]).unwrap_or_default())
    }
}

impl fmt::Debug for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.to_string(), f)
    }
}

/// A move that has a canonical notation.
pub trait Notated {
    /// The canonical notation (the README's "The engine protocol").
    fn notation(&self) -> Notation;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` in words of up to four bytes.
    fn of(text: &str) -> Notation {
        text.as_bytes()
            .chunks(4)
            .fold(Notation::new(), |notation, chunk| {
                notation.with(Word::new(chunk))
            })
    }

    #[test]
    fn orders_as_the_text_does() {
        let mut texts = [
            "H2>H5:I5,J5",
            "+F5:G5,H5",
            "pass",
            "+F10:G10,H10",
            "+F1",
            "+F",
            "",
        ];
        let mut notations = texts.map(of);
        texts.sort_unstable();
        notations.sort_unstable();
        assert_eq!(notations.map(|n| n.to_string()), texts);
    }

    #[test]
    fn a_line_is_spaced_once() {
        assert_eq!(Notation::join(&[of("a"), of("ab"), of("b")]), "a ab b");
        assert_eq!(Notation::join(&[]), "");
    }

    #[test]
    fn compares_parts_of_the_text() {
        let notation = of("Kc1/Ga1-c1");
        assert_eq!(notation.len(), 10);
        assert!(notation.starts_with(b"Kc1/"));
        assert!(!notation.starts_with(b"Kc1/Ga1-c1/"));
        assert!(notation.contains(b"a1-c"));
        assert!(!notation.contains(b"c1-a"));
        assert_eq!(notation.to_ascii_lowercase().to_string(), "kc1/ga1-c1");
    }

    #[test]
    fn never_grows_past_its_capacity() {
        let long = of("0123456789abcdefXYZ");
        assert_eq!(long.to_string(), "0123456789abcdef");
        assert_eq!(long.len(), 16);
        assert_eq!(long.with(Word::new(b"!")), long);
        assert_eq!(Word::new(b"pass!"), Word::new(b"pass"));
    }
}
