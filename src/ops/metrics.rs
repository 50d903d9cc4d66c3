//! The numbers the bot keeps, named once. Every name starts `punctbot_`;
//! labels take a few fixed values only, so the number of series stays
//! small whatever players do.

use std::{sync::OnceLock, time::Duration};

use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{BuildError, PrometheusBuilder, PrometheusHandle};

/// Interactions answered, by kind (`command`, `autocomplete`, `button`,
/// `modal`).
pub const INTERACTIONS: &str = "punctbot_interactions_total";
/// Seconds from an interaction's arrival until its answer was posted and
/// its effects carried out, by kind.
pub const INTERACTION_SECONDS: &str = "punctbot_interaction_seconds";
/// Manager requests, by action (`move`, `board`, …) and outcome (`ok`,
/// `refused`, `failed`).
pub const REQUESTS: &str = "punctbot_requests_total";
/// Moves written to the database (takebacks and endings are not moves).
pub const MOVES: &str = "punctbot_moves_total";
/// Errors, by where they happened (`database`, `discord`, `scheduler`).
pub const ERRORS: &str = "punctbot_errors_total";
/// Events the scheduler handed out, by kind (`reminder`, `time_loss`,
/// `challenge_expired`, `archive_thread`).
pub const SCHEDULED: &str = "punctbot_scheduled_total";
/// Gauge: what the outbox still owes Discord (rows not yet delivered).
pub const OUTBOX_DEPTH: &str = "punctbot_outbox_depth";
/// Searches of a channel for an owed board posted but not recorded that
/// Discord failed (the board was posted all the same).
pub const OUTBOX_SEARCH_FAILURES: &str = "punctbot_outbox_search_failures_total";

/// Requests to the web pages, by page (`ladder`, `game`, `board`, …,
/// `unmatched`) and HTTP status.
pub const WEB_REQUESTS: &str = "punctbot_web_requests_total";

/// The latency buckets, in seconds: an answer within Discord's 3 s is what
/// matters, and most take a few milliseconds.
const BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
];

/// How a request ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Ok,
    /// Refused with a reason for the player (not your turn, illegal move…).
    Refused,
    /// The database or the engine failed.
    Failed,
}

impl Outcome {
    fn label(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Refused => "refused",
            Outcome::Failed => "failed",
        }
    }
}

/// Where an error happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Database,
    Discord,
    Scheduler,
}

impl Place {
    fn label(self) -> &'static str {
        match self {
            Place::Database => "database",
            Place::Discord => "discord",
            Place::Scheduler => "scheduler",
        }
    }
}

/// Installs the process's recorder once and returns its handle (which
/// renders the Prometheus text); later calls return the same handle.
///
/// # Errors
/// Another recorder was installed first.
pub fn install() -> Result<PrometheusHandle, BuildError> {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    if let Some(handle) = HANDLE.get() {
        return Ok(handle.clone());
    }
    let handle = PrometheusBuilder::new()
        .set_buckets(&BUCKETS)?
        .install_recorder()?;
    Ok(HANDLE.get_or_init(|| handle).clone())
}

/// One interaction answered, after `elapsed`.
pub fn interaction(kind: &'static str, elapsed: Duration) {
    counter!(INTERACTIONS, "kind" => kind).increment(1);
    histogram!(INTERACTION_SECONDS, "kind" => kind).record(elapsed.as_secs_f64());
}

/// One manager request served.
pub fn request(action: &'static str, outcome: Outcome) {
    counter!(REQUESTS, "action" => action, "outcome" => outcome.label()).increment(1);
}

/// One move stored.
pub fn move_stored() {
    counter!(MOVES).increment(1);
}

/// One error.
pub fn error(place: Place) {
    counter!(ERRORS, "place" => place.label()).increment(1);
}

/// One scheduler event handed out.
pub fn scheduled(kind: &'static str) {
    counter!(SCHEDULED, "kind" => kind).increment(1);
}

/// What the outbox still owes, as last counted.
#[allow(clippy::cast_precision_loss)] // a count far below 2^52
pub fn outbox_depth(depth: i64) {
    gauge!(OUTBOX_DEPTH).set(depth as f64);
}

/// One search for an owed board that Discord failed.
pub fn outbox_search_failed() {
    counter!(OUTBOX_SEARCH_FAILURES).increment(1);
}

/// One request to the web pages answered.
pub fn web_request(page: &'static str, status: u16) {
    counter!(WEB_REQUESTS, "page" => page, "status" => status.to_string()).increment(1);
}
