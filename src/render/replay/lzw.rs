//! The LZW compression of GIF image data, quick on long runs of one index.
//!
//! A replay frame is mostly the "unchanged" index (the rectangle that holds
//! a ply's changes holds much that did not change), and a general encoder
//! spends as long on each of those pixels as on any other: it was the
//! largest cost of a replay. Here a run of the run symbol moves along the
//! dictionary's chain of ever longer runs (`runs`) in one step per code
//! written, so a run of n pixels costs about √(2n) steps. The output is
//! plain GIF LZW (variable code width up to 12 bits, a clear code when the
//! dictionary is full), what any encoder could have written.

/// The largest code width GIF allows.
const MAX_WIDTH: u8 = 12;
/// The number of codes a dictionary holds before it must be cleared.
const MAX_CODES: u16 = 1 << MAX_WIDTH;
/// Slots of the dictionary's hash table: a power of two, about twice the
/// entries it holds, and small enough to stay in the processor's cache (a
/// table indexed by code and symbol takes 2 MB, and its misses cost more
/// than all the rest of the encoding).
const SLOTS: usize = 1 << 13;
/// A free slot: no entry packs to it (it would extend code 4095, the last).
const FREE: u32 = u32::MAX;

/// An LZW encoder for 8-bit indices, its tables reused between frames.
pub struct Lzw {
    /// The symbol whose runs are followed in one step.
    run_symbol: u8,
    /// The dictionary: each entry is a string's code extended by a symbol
    /// and the code of the longer string, packed as `code << 20 | symbol <<
    /// 12 | longer`, in the slot its hash names or the next free one.
    slots: Vec<u32>,
    /// `runs[j]` is the code of the run of `j + 1` run symbols.
    runs: Vec<u16>,
    next: u16,
    width: u8,
    /// Bits not yet written, the oldest lowest.
    bits: u64,
    count: u8,
}

impl Lzw {
    /// The codes for clearing the dictionary and ending the data, with 8-bit
    /// indices.
    const CLEAR: u16 = 256;
    const END: u16 = 257;
    const MIN_CODE_SIZE: u8 = 8;

    /// An encoder that is quick on runs of `run_symbol`.
    pub fn new(run_symbol: u8) -> Lzw {
        Lzw {
            run_symbol,
            slots: vec![FREE; SLOTS],
            runs: Vec::new(),
            next: 0,
            width: 0,
            bits: 0,
            count: 0,
        }
    }

    fn clear(&mut self) {
        self.slots.fill(FREE);
        self.runs.clear();
        self.runs.push(u16::from(self.run_symbol));
        self.next = Lzw::END + 1;
        self.width = Lzw::MIN_CODE_SIZE + 1;
    }

    fn put(&mut self, code: u16, out: &mut Vec<u8>) {
        self.bits |= u64::from(code) << self.count;
        self.count += self.width;
        while self.count >= 8 {
            out.push(self.bits as u8);
            self.bits >>= 8;
            self.count -= 8;
        }
    }

    /// Writes `code`, then adds `code` extended by `symbol` to the
    /// dictionary (clearing it when full). Returns the new entry's code.
    fn put_and_extend(&mut self, code: u16, symbol: u8, out: &mut Vec<u8>) -> Option<u16> {
        self.put(code, out);
        if self.next == MAX_CODES {
            self.put(Lzw::CLEAR, out);
            self.clear();
            return None;
        }
        // A decoder widens its codes when its next entry needs the next
        // bit; it adds each entry one code later than the encoder, so the
        // encoder widens as it is about to add that entry.
        if self.next == 1 << self.width {
            self.width += 1;
        }
        let key = key(code, symbol);
        let mut slot = first_slot(key);
        while self.slots[slot] != FREE {
            slot = (slot + 1) % SLOTS;
        }
        self.slots[slot] = key << 12 | u32::from(self.next);
        self.next += 1;
        Some(self.next - 1)
    }

    /// The code of the string `code` extended by `symbol`, if known.
    #[inline]
    fn find(&self, code: u16, symbol: u8) -> Option<u16> {
        let key = key(code, symbol);
        let mut slot = first_slot(key);
        loop {
            match self.slots[slot] {
                FREE => return None,
                entry if entry >> 12 == key => return Some((entry & 0xfff) as u16),
                _ => slot = (slot + 1) % SLOTS,
            }
        }
    }

    /// Appends the GIF image data of `indices` to `out`: the minimum code
    /// size, then the codes packed into bytes (not yet cut into sub-blocks).
    pub fn encode(&mut self, indices: &[u8], out: &mut Vec<u8>) {
        out.push(Lzw::MIN_CODE_SIZE);
        self.bits = 0;
        self.count = 0;
        self.clear();
        self.width = Lzw::MIN_CODE_SIZE + 1;
        self.put(Lzw::CLEAR, out);
        let Some((&first, rest)) = indices.split_first() else {
            self.put(Lzw::END, out);
            self.flush(out);
            return;
        };
        let mut current = u16::from(first);
        // The length of the run `current` is, if it is a run of the run
        // symbol; 0 otherwise.
        let mut run = usize::from(first == self.run_symbol);
        let mut at = 0;
        while at < rest.len() {
            let symbol = rest[at];
            if run > 0 && symbol == self.run_symbol {
                let length = run_length(&rest[at..], symbol);
                (current, run) = self.extend_run(run, length, out);
                at += length;
                continue;
            }
            if let Some(longer) = self.find(current, symbol) {
                current = longer;
                run = 0;
            } else {
                self.put_and_extend(current, symbol, out);
                current = u16::from(symbol);
                run = usize::from(symbol == self.run_symbol);
            }
            at += 1;
        }
        self.put(current, out);
        // The decoder adds an entry for this last code too, and may widen.
        if self.next < MAX_CODES && self.next == 1 << self.width {
            self.width += 1;
        }
        self.put(Lzw::END, out);
        self.flush(out);
    }

    /// The string is the run of `run` run symbols and `more` follow: moves
    /// along the chain of runs, writing a code (and adding the next longer
    /// run) each time the chain ends. Returns the new string and its length.
    fn extend_run(&mut self, mut run: usize, mut more: usize, out: &mut Vec<u8>) -> (u16, usize) {
        loop {
            let known = self.runs.len();
            if run + more <= known {
                run += more;
                return (self.runs[run - 1], run);
            }
            // Take the longest known run, write it, and start again from
            // the one symbol after it.
            more -= known - run;
            let longest = self.runs[known - 1];
            if let Some(code) = self.put_and_extend(longest, self.run_symbol, out) {
                self.runs.push(code);
            }
            run = 1;
            more -= 1;
        }
    }

    fn flush(&mut self, out: &mut Vec<u8>) {
        if self.count > 0 {
            out.push(self.bits as u8);
        }
        self.bits = 0;
        self.count = 0;
    }
}

/// A string's code and the symbol extending it, as one number.
#[inline]
fn key(code: u16, symbol: u8) -> u32 {
    u32::from(code) << 8 | u32::from(symbol)
}

/// Where the search for `key` starts (Fibonacci hashing).
#[inline]
fn first_slot(key: u32) -> usize {
    (key.wrapping_mul(0x9e37_79b9) >> (32 - SLOTS.trailing_zeros())) as usize
}

/// How many of `data` from its start are `symbol`.
fn run_length(data: &[u8], symbol: u8) -> usize {
    // Thirty-two at a time while they all match (compared as one block).
    let block = [symbol; 32];
    let blocks = data
        .chunks_exact(32)
        .take_while(|chunk| **chunk == block)
        .count();
    let length = blocks * 32;
    length
        + data[length..]
            .iter()
            .take_while(|&&byte| byte == symbol)
            .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes `indices` as a one-frame GIF through the `gif` crate's
    /// decoder.
    fn round_trip(indices: &[u8], width: u16) -> Vec<u8> {
        let height = (indices.len() / usize::from(width)) as u16;
        let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, i, i]).collect();
        let mut data = Vec::new();
        Lzw::new(255).encode(indices, &mut data);
        let mut encoder = gif::Encoder::new(Vec::new(), width, height, &palette).unwrap();
        let frame = gif::Frame {
            width,
            height,
            buffer: std::borrow::Cow::Owned(data),
            ..gif::Frame::default()
        };
        encoder.write_lzw_pre_encoded_frame(&frame).unwrap();
        let bytes = encoder.into_inner().unwrap();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes.as_slice()).unwrap();
        let frame = decoder.read_next_frame().unwrap().expect("a frame");
        frame.buffer.to_vec()
    }

    /// A deterministic mix: long runs of the run symbol, noise, and runs of
    /// other symbols, so that the dictionary fills and is cleared many times.
    fn mixed(length: usize, seed: u64) -> Vec<u8> {
        let mut state = seed;
        let mut next = move || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) as usize
        };
        let mut data = Vec::with_capacity(length);
        while data.len() < length {
            let stretch = next() % 3000;
            match next() % 4 {
                0 => data.extend(std::iter::repeat_n(255, stretch)),
                1 => data.extend((0..stretch % 300).map(|_| (next() % 256) as u8)),
                2 => data.extend(std::iter::repeat_n((next() % 255) as u8, stretch % 500)),
                _ => data.extend((0..stretch % 200).map(|i| [255, 7, 255, 255][i % 4])),
            }
        }
        data.truncate(length);
        data
    }

    #[test]
    fn what_is_encoded_decodes_to_the_same_indices() {
        for (length, seed) in [(1, 0), (2, 1), (640, 2), (100_000, 3), (1_000_000, 4)] {
            let mut data = mixed(length, seed);
            let width = 64.min(length) as u16;
            data.truncate(data.len() / usize::from(width) * usize::from(width));
            assert_eq!(round_trip(&data, width), data, "length {length}");
        }
        // Only the run symbol, and never it.
        let runs = vec![255u8; 1 << 20];
        assert_eq!(round_trip(&runs, 1024), runs);
        let none: Vec<u8> = (0..1 << 16).map(|i| (i % 255) as u8).collect();
        assert_eq!(round_trip(&none, 256), none);
    }

    #[test]
    fn a_long_run_takes_few_codes() {
        let mut data = Vec::new();
        Lzw::new(255).encode(&vec![255u8; 1 << 20], &mut data);
        // About √(2 · 2²⁰) ≈ 1,450 codes of at most 12 bits.
        assert!(data.len() < 2_500, "{} bytes", data.len());
    }

    #[test]
    fn runs_are_counted_across_chunks() {
        let mut data = vec![255u8; 21];
        data.push(3);
        assert_eq!(run_length(&data, 255), 21);
        assert_eq!(run_length(&data[21..], 255), 0);
        assert_eq!(run_length(&[], 255), 0);
    }
}
