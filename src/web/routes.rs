//! The addresses, and the limits every request passes: `GET` (and
//! `HEAD`) only, no request body, at most [`CONCURRENT_REQUESTS`] served
//! at once (the rest wait their turn), [`REQUEST_TIMEOUT`] each. Every
//! answer is counted (`punctbot_web_requests_total`) and carries headers
//! that keep the page's address (its server key) from leaking to other
//! sites and keep the page from loading anything from elsewhere.

use std::{sync::Arc, time::Duration};

use axum::{
    extract::{MatchedPath, Request},
    http::{header, HeaderValue, StatusCode},
    middleware::{self, Next},
    response::Response,
    routing::get,
    Router,
};
use tower::limit::GlobalConcurrencyLimitLayer;
use tower_http::{limit::RequestBodyLimitLayer, timeout::TimeoutLayer};

use super::{
    archive, assets, game, ladder, language::Reader, params::Params, player, refusal::Refused,
    respond::refused, server, tournament, Site,
};
use crate::ops::metrics;

/// Requests served at once; more wait.
pub const CONCURRENT_REQUESTS: usize = 64;
/// The longest a request may take (a long game's replay is drawn in
/// about a second).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(20);
/// The pages take no request body.
const BODY_BYTES: usize = 0;

/// The site's routes over `site`, within the limits.
pub fn router(site: Arc<Site>) -> Router {
    limited(pages(site))
}

fn pages(site: Arc<Site>) -> Router {
    Router::new()
        .route("/", get(server::home))
        .route(assets::STYLE_PATH, get(assets::style))
        .route(assets::SCRIPT_PATH, get(assets::script))
        .route("/s/{key}/", get(server::front))
        .route("/s/{key}/ladder/{kind}", get(ladder::ladder))
        .route("/s/{key}/player/{user}", get(player::player))
        .route("/s/{key}/games", get(archive::archive))
        .route("/s/{key}/game/{number}", get(game::page))
        .route("/s/{key}/game/{number}/board/{file}", get(game::board))
        .route("/s/{key}/game/{number}/replay.gif", get(game::replay))
        .route("/s/{key}/game/{number}/{file}", get(game::record))
        .route("/s/{key}/tournaments", get(tournament::tournaments))
        .route("/s/{key}/tournament/{number}", get(tournament::tournament))
        .fallback(|| async { Refused::NotFound })
        .with_state(site)
}

/// `routes` within the limits every request passes (and counted, with
/// the safety headers). Public so that a test can put a slow route of its
/// own behind the same limits.
pub fn limited(routes: Router) -> Router {
    routes
        .layer(middleware::from_fn(finish))
        .layer(RequestBodyLimitLayer::new(BODY_BYTES))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            REQUEST_TIMEOUT,
        ))
        .layer(GlobalConcurrencyLimitLayer::new(CONCURRENT_REQUESTS))
}

/// Every answer's last step: a refusal becomes its page in the reader's
/// language; the answer gets its safety headers and is counted.
async fn finish(request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or("unmatched", |path| route_label(path.as_str()));
    let reader = Reader::of(request.headers(), &Params::parse(request.uri().query()));
    let mut response = next.run(request).await;
    if let Some(why) = response.extensions().get::<Refused>().copied() {
        response = refused(&reader, &why);
    }
    metrics::web_request(route, response.status().as_u16());
    let headers = response.headers_mut();
    for (name, value) in [
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; \
             form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        ),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}

/// The metrics' name for a route: one of a few fixed words, whatever the
/// address held.
fn route_label(pattern: &str) -> &'static str {
    match pattern {
        "/" => "home",
        "/s/{key}/" => "server",
        "/s/{key}/ladder/{kind}" => "ladder",
        "/s/{key}/player/{user}" => "player",
        "/s/{key}/games" => "archive",
        "/s/{key}/game/{number}" => "game",
        "/s/{key}/game/{number}/board/{file}" => "board",
        "/s/{key}/game/{number}/replay.gif" => "replay",
        "/s/{key}/game/{number}/{file}" => "record",
        "/s/{key}/tournaments" => "tournaments",
        "/s/{key}/tournament/{number}" => "tournament",
        _ => "asset",
    }
}
