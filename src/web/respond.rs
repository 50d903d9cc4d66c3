//! How the pages answer: a page of HTML, a file with its entity tag (and
//! `304 Not Modified` when the reader has it already), the 404 every
//! missing or private thing gets.

use axum::{
    body::Bytes,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use maud::Markup;

use super::{
    cache::Drawn,
    language::{Reader, COOKIE},
    layout,
    refusal::Refused,
};
use crate::words::{web_text, WebText};

/// The answer to a page that could not be shown, in the reader's language.
#[must_use]
pub fn refused(reader: &Reader, refused: &Refused) -> Response {
    let status = match refused {
        Refused::NotFound => StatusCode::NOT_FOUND,
        Refused::Failed => StatusCode::INTERNAL_SERVER_ERROR,
    };
    let title = web_text(&reader.locale, WebText::NotFoundTitle);
    let text = web_text(&reader.locale, WebText::NotFoundText);
    let body = maud::html! { h1 { (title) } p { (text) } };
    page(reader, status, layout::page(reader, &title, None, body))
}

/// A page of HTML. Pages are not kept by browsers or proxies (they change
/// with every move and language); what they show is kept here.
#[must_use]
pub fn page(reader: &Reader, status: StatusCode, markup: Markup) -> Response {
    html_bytes(reader, status, Bytes::from(markup.into_string()))
}

/// Page bytes already drawn.
#[must_use]
pub fn html_bytes(reader: &Reader, status: StatusCode, body: Bytes) -> Response {
    let mut response = (status, body).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(
        header::VARY,
        HeaderValue::from_static("Accept-Language, Cookie"),
    );
    if reader.chose {
        let cookie = format!(
            "{COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax",
            reader.tag
        );
        if let Ok(value) = HeaderValue::from_str(&cookie) {
            headers.insert(header::SET_COOKIE, value);
        }
    }
    response
}

/// Whether the request names `key`'s entity tag (`If-None-Match`): the
/// reader holds that drawing already.
#[must_use]
pub fn holds(request: &HeaderMap, key: &Drawn) -> bool {
    let etag = key.etag();
    request
        .get(header::IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|tags| {
            tags.split(',')
                .any(|tag| tag.trim() == etag || tag.trim() == "*")
        })
}

/// A file drawn for `key`: with its entity tag, and `304 Not Modified`
/// when the request names that tag. A finished game's files never
/// change, and are kept by browsers for an hour (so that a server turning
/// its pages off is not long ignored); a running game's are asked
/// again each time.
#[must_use]
pub fn file(
    request: &HeaderMap,
    key: &Drawn,
    finished: bool,
    content_type: &'static str,
    bytes: Bytes,
) -> Response {
    let etag = key.etag();
    let mut response = if holds(request, key) {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        (StatusCode::OK, bytes).into_response()
    };
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(if finished { "max-age=3600" } else { "no-cache" }),
    );
    if let Ok(value) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, value);
    }
    response
}
