//! Both games' notations: any text either parses or is refused, never a
//! panic; what parses prints in canonical notation and parses back to the
//! same move; a start position reads and plays the text without panicking.

#![no_main]

use libfuzzer_sys::fuzz_target;
use punctbot::games::{boop, punct, GameKind, Rules};

/// What parses must print canonically and parse back to itself.
fn round_trip<T>(text: &str)
where
    T: std::str::FromStr + std::fmt::Display + PartialEq + std::fmt::Debug,
{
    if let Ok(parsed) = text.parse::<T>() {
        let canonical = parsed.to_string();
        let again = canonical.parse::<T>();
        assert!(
            again.as_ref().is_ok_and(|again| *again == parsed),
            "{text:?} read as {parsed:?}, printed as {canonical:?}"
        );
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    round_trip::<punct::Move>(text);
    round_trip::<punct::Placement>(text);
    round_trip::<punct::Cell>(text);
    round_trip::<boop::Turn>(text);
    round_trip::<boop::Placement>(text);
    round_trip::<boop::Square>(text);
    let _ = boop::Resolution::parse_choice(text);
    for kind in GameKind::all() {
        let mut game = kind.start();
        let _ = game.parse_move(text);
        let _ = game.play_text(text);
    }
});
