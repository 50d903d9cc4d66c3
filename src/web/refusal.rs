//! Why a page is not shown, and the checks of what an address holds.

use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
};

use crate::store::StoreError;

/// A whole number written as a path writes it: digits only (no sign, no
/// space, no leading zero), within its type (`u32` for a game or a ply,
/// `u64` for a player), so that each page has one address.
///
/// # Errors
/// Anything else: no such page.
pub fn path_number<T: std::str::FromStr>(text: &str) -> Result<T, Refused> {
    let leading_zero = text.len() > 1 && text.starts_with('0');
    if text.is_empty() || leading_zero || !text.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(Refused::NotFound);
    }
    text.parse().map_err(|_| Refused::NotFound)
}

/// Why a page is not shown. As a response it is only a mark: the
/// routes' last layer ([`super::routes`]) turns it into the page saying
/// so, in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// No such server (or its pages are private), game, ply, player or
    /// page: the same answer for each.
    NotFound,
    /// The database failed (logged).
    Failed,
}

impl From<StoreError> for Refused {
    fn from(error: StoreError) -> Self {
        tracing::warn!(%error, "a web page could not read the database");
        crate::ops::metrics::error(crate::ops::metrics::Place::Database);
        Refused::Failed
    }
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let mut response = StatusCode::NOT_FOUND.into_response();
        response.extensions_mut().insert(self);
        response
    }
}

/// What a page handler gives back.
pub type Answer = Result<Response, Refused>;
