//! boop.'s words: what it tells players, named as [`Phrase`]s of
//! `locales/` and of its own `.ftl` files here (its pictures' and endings'
//! words), for the words layer to say in the reader's language.
//!
//! [`Phrase`]: crate::games::Phrase

mod illegal;
mod label;
mod options;
pub mod picture;

pub use label::label;

pub use options::{option_phrase, row_ends};
