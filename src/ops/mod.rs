//! Running the bot: what it counts ([`metrics`]) and where an operator
//! reads it ([`endpoint`]: Prometheus metrics and a health check on a
//! loopback port).
//!
//! Counting costs nothing until a recorder is installed (only the bot
//! installs one, when `METRICS_ADDR` is set): `punctbot play`, the tests
//! and the benchmarks count into the void.

pub mod endpoint;
pub mod metrics;
