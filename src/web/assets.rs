//! The pages' style sheet and their one script, compiled in and served
//! with a long cache life (their addresses carry the crate's version).

use axum::{
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
};

/// Where the style sheet is served.
pub const STYLE_PATH: &str = concat!("/assets/", env!("CARGO_PKG_VERSION"), "/style.css");
/// Where the script is served.
pub const SCRIPT_PATH: &str = concat!("/assets/", env!("CARGO_PKG_VERSION"), "/step.js");

const STYLE: &str = include_str!("assets/style.css");
/// Steps through a game's moves with the arrow keys; the page works
/// without it.
const SCRIPT: &str = include_str!("assets/step.js");

pub async fn style() -> Response {
    asset("text/css; charset=utf-8", STYLE)
}

pub async fn script() -> Response {
    asset("text/javascript; charset=utf-8", SCRIPT)
}

fn asset(content_type: &'static str, text: &'static str) -> Response {
    let mut response = text.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=86400"),
    );
    response
}
