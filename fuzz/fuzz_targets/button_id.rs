//! Button `custom_id`s (`pb:g12:3:resign`, `pb:c4:accept`, …) as Discord
//! hands them back, possibly forged: parsed or refused, never a panic, and
//! what parses prints back to an id that parses to the same button.

#![no_main]

use libfuzzer_sys::fuzz_target;
use punctbot::manager::ButtonId;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(id) = text.parse::<ButtonId>() {
        let printed = id.to_string();
        assert_eq!(printed.parse::<ButtonId>().ok(), Some(id), "{text:?}");
    }
});
