//! Keys of positions for the computer's tables (Zobrist hashing): every
//! part of a position (a piece where it lies, the side to move) has a
//! pseudo-random 64-bit key, and a position's key is the exclusive or of
//! its parts' keys. Putting a piece down or lifting it changes the key by
//! one xor, and the same pieces give the same key whatever order they came
//! in, so that a position reached by two move orders is found once.

/// The key of the part numbered `part`: a fixed pseudo-random function of
/// the number (the SplitMix64 finaliser), worked out rather than looked up
/// in a table, since PÜNCT has hundreds of thousands of (piece, place,
/// level) parts. Distinct parts must have distinct numbers.
#[must_use]
#[inline]
pub const fn part_key(part: u64) -> u64 {
    let mut z = part.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key of what every position has besides its pieces: whose turn it
/// is, and whether the game is over (a finished position has no moves).
#[must_use]
#[inline]
pub fn state_key(turn: super::Seat, over: bool) -> u64 {
    // Numbered above any piece's part (those stay below 2^56).
    const STATE: u64 = 1 << 60;
    part_key(STATE | (turn.index() as u64) << 1 | u64::from(over))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distinct_parts_have_distinct_keys() {
        let keys: std::collections::HashSet<u64> = (0..100_000).map(part_key).collect();
        assert_eq!(keys.len(), 100_000);
        assert_ne!(part_key(0), 0);
    }
}
