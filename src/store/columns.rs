//! How the values several tables share are stored in their columns: seats,
//! results, days per move. Plain conversions, below every table's module.

use super::StoreError;
use crate::games::{Outcome, Seat};

/// Seats are stored as 0 (first) and 1 (second).
pub(super) fn seat_to_db(seat: Seat) -> i64 {
    seat.fold(0, 1)
}

pub(super) fn seat_from_db(value: i64) -> Result<Seat, StoreError> {
    match value {
        0 => Ok(Seat::First),
        1 => Ok(Seat::Second),
        _ => Err(StoreError::Corrupt(format!("seat {value}"))),
    }
}

pub(super) fn result_to_db(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win(Seat::First) => "first",
        Outcome::Win(Seat::Second) => "second",
        Outcome::Draw => "draw",
    }
}

pub(super) fn result_from_db(text: &str) -> Result<Outcome, StoreError> {
    match text {
        "first" => Ok(Outcome::Win(Seat::First)),
        "second" => Ok(Outcome::Win(Seat::Second)),
        "draw" => Ok(Outcome::Draw),
        _ => Err(StoreError::Corrupt(format!("result {text:?}"))),
    }
}

/// Days per move as stored (the manager knows which are allowed).
pub(super) fn days_from_db(days: i64) -> Result<u8, StoreError> {
    u8::try_from(days).map_err(|_| StoreError::Corrupt(format!("{days} days per move")))
}
