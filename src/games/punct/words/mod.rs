//! PÜNCT's words: what it tells players, named as [`Phrase`]s of
//! `locales/` and of its own `.ftl` files here (its pictures' and endings'
//! words), for the words layer to say in the reader's language.

mod illegal;
mod label;
pub mod picture;

pub use label::label;

use super::Kind;

/// The kinds of piece as messages select on them (rulebook §2.2).
#[must_use]
pub fn kind_word(kind: Kind) -> &'static str {
    match kind {
        Kind::T => "t",
        Kind::E => "e",
        Kind::C => "c",
        Kind::M => "m",
        Kind::APlus => "a-plus",
        Kind::AMinus => "a-minus",
    }
}
