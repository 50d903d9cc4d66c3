//! boop.'s words: what it tells players, named as [`Phrase`]s of
//! `locales/` for the words layer to say in the reader's language.
//!
//! [`Phrase`]: crate::games::Phrase

mod illegal;
mod label;
mod options;
pub mod picture;

pub use label::label;

pub use options::{option_phrase, row_ends};
