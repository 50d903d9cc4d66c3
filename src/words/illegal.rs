//! Why the engine refused a move, in the player's language. The engines'
//! own `Display` stays English: it is what the `engine` text protocol says,
//! and other tools read it.

use super::fluent::Words;
use crate::games::AnyIllegalMove;

/// The reason `reason`, as one clause to follow "That move is illegal:":
/// the words the game named for it.
pub(super) fn reason(words: &Words, reason: &AnyIllegalMove) -> String {
    words.phrase(reason.phrase())
}
