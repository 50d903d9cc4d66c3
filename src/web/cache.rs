//! What the pages drew, kept by what it shows: a board after a ply, a
//! replay, a game page in a language. A game's version (bumped by every
//! move, takeback and ending) is part of every key, so nothing kept can
//! show a game as it no longer is; a finished game's entries stay valid
//! for ever. The oldest entries go first once the cache holds
//! [`CACHE_BYTES`].

use std::{
    collections::{HashMap, VecDeque},
    sync::Mutex,
};

use axum::body::Bytes;

use crate::manager::GameId;

/// The most the cache holds: about 300 board pictures.
pub const CACHE_BYTES: usize = 48 << 20;

/// What was drawn, and of which game as of which version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Drawn {
    pub game: GameId,
    pub version: i64,
    pub what: What,
    /// The language's tag.
    pub language: &'static str,
}

/// The kinds of things drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum What {
    /// The board picture after a ply.
    Board(u32),
    /// The game page showing a ply, with the marks of its analysis if
    /// it had one.
    Page {
        ply: u32,
        analysed: bool,
    },
    /// The replay, with the marks of its analysis if it had one.
    Replay {
        analysed: bool,
    },
    Record,
}

impl Drawn {
    /// Its entity tag: the same for the same drawing, whichever process
    /// drew it.
    #[must_use]
    pub fn etag(&self) -> String {
        let what = match self.what {
            What::Board(ply) => format!("b{ply}"),
            What::Page {
                ply,
                analysed: false,
            } => format!("p{ply}"),
            What::Page {
                ply,
                analysed: true,
            } => format!("p{ply}a"),
            What::Replay { analysed: false } => "r".to_owned(),
            What::Replay { analysed: true } => "ra".to_owned(),
            What::Record => "t".to_owned(),
        };
        format!(
            "\"{}-{}-{what}-{}\"",
            self.game.0, self.version, self.language
        )
    }
}

/// The cache; cheap to share (one lock, held for a lookup only).
#[derive(Default)]
pub struct Cache {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    entries: HashMap<Drawn, Bytes>,
    /// Oldest first.
    order: VecDeque<Drawn>,
    bytes: usize,
}

impl Cache {
    /// What was kept for `key`.
    pub fn get(&self, key: &Drawn) -> Option<Bytes> {
        let inner = self
            .inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        inner.entries.get(key).cloned()
    }

    /// Keeps `bytes` for `key`, making room by forgetting the oldest.
    pub fn put(&self, key: Drawn, bytes: Bytes) {
        if bytes.len() > CACHE_BYTES {
            return;
        }
        let mut inner = self
            .inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(old) = inner.entries.insert(key, bytes.clone()) {
            inner.bytes -= old.len();
        } else {
            inner.order.push_back(key);
        }
        inner.bytes += bytes.len();
        while inner.bytes > CACHE_BYTES {
            let Some(oldest) = inner.order.pop_front() else {
                break;
            };
            if let Some(gone) = inner.entries.remove(&oldest) {
                inner.bytes -= gone.len();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(ply: u32) -> Drawn {
        Drawn {
            game: GameId(1),
            version: 3,
            what: What::Board(ply),
            language: "en-US",
        }
    }

    #[test]
    fn the_oldest_go_first_when_full() {
        let cache = Cache::default();
        let big = Bytes::from(vec![0u8; CACHE_BYTES / 2]);
        cache.put(key(1), big.clone());
        cache.put(key(2), big.clone());
        assert!(cache.get(&key(1)).is_some());
        cache.put(key(3), big);
        assert!(cache.get(&key(1)).is_none(), "the oldest is forgotten");
        assert!(cache.get(&key(2)).is_some() && cache.get(&key(3)).is_some());
        assert_eq!(key(2).etag(), "\"1-3-b2-en-US\"");
    }
}
