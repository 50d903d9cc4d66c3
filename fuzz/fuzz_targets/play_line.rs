//! The lines of `punctbot play`: taken apart, then read as the bot's
//! commands or the terminal's own (`/moves`, `/click`, `/wait`). Never a
//! panic; a `/wait` accepted is positive and at most the longest wait.

#![no_main]

use libfuzzer_sys::fuzz_target;
use punctbot::{
    manager::{Caller, Locale},
    terminal::{asked, parse_line, parse_wait, MAX_WAIT_DAYS},
};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(millis) = parse_wait(text) {
        assert!(
            millis > 0 && millis <= MAX_WAIT_DAYS * 86_400_000,
            "{text:?}"
        );
    }
    let Ok(Some(line)) = parse_line(text) else {
        return;
    };
    let caller = Caller {
        guild: Some(1),
        channel: 2,
        user: 3,
        name: line.user.clone(),
        moderator: false,
        manages_server: false,
        locale: Locale::en(),
        channel_locale: Locale::en(),
    };
    let _ = asked(&line, caller);
});
