//! The operator's port: `GET /metrics` answers the Prometheus text format,
//! `GET /health` answers 200 while the database answers (503 when it does
//! not, within two seconds), anything else 404. Meant for a loopback
//! address (`METRICS_ADDR=127.0.0.1:9464`) that a local Prometheus or a
//! container's health probe reads; it serves nothing about players.

use std::{convert::Infallible, net::SocketAddr, time::Duration};

use http_body_util::Full;
use hyper::{
    body::{Bytes, Incoming},
    header::CONTENT_TYPE,
    server::conn::http1,
    service::service_fn,
    Method, Request, Response, StatusCode,
};
use hyper_util::rt::TokioIo;
use metrics_exporter_prometheus::PrometheusHandle;
use tokio::{net::TcpListener, sync::watch, task::JoinHandle};
use tracing::warn;

use crate::store::Store;

/// How long the health check waits for the database.
const HEALTH_TIMEOUT: Duration = Duration::from_secs(2);

/// What the endpoint reads from.
#[derive(Clone)]
struct Sources {
    metrics: PrometheusHandle,
    store: Store,
}

/// Listens on `address` (port 0: any free port) and serves until `stop`
/// turns true. Returns the address it listens on and its task.
///
/// # Errors
/// The address cannot be bound.
pub async fn serve(
    address: SocketAddr,
    metrics: PrometheusHandle,
    store: Store,
    mut stop: watch::Receiver<bool>,
) -> std::io::Result<(SocketAddr, JoinHandle<()>)> {
    let listener = TcpListener::bind(address).await?;
    let bound = listener.local_addr()?;
    let sources = Sources { metrics, store };
    let task = tokio::spawn(async move {
        loop {
            let accepted = tokio::select! {
                accepted = listener.accept() => accepted,
                _ = stop.changed() => return,
            };
            let stream = match accepted {
                Ok((stream, _)) => stream,
                Err(error) => {
                    warn!(%error, "the metrics port could not accept a connection");
                    continue;
                }
            };
            let sources = sources.clone();
            tokio::spawn(async move {
                let service = service_fn(move |request| answer(sources.clone(), request));
                if let Err(error) = http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), service)
                    .await
                {
                    tracing::debug!(%error, "a metrics connection ended badly");
                }
            });
        }
    });
    Ok((bound, task))
}

async fn answer(
    sources: Sources,
    request: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    if request.method() != Method::GET {
        return Ok(text(
            StatusCode::METHOD_NOT_ALLOWED,
            "GET only\n".to_owned(),
        ));
    }
    Ok(match request.uri().path() {
        "/metrics" => {
            let mut response = text(StatusCode::OK, sources.metrics.render());
            response.headers_mut().insert(
                CONTENT_TYPE,
                hyper::header::HeaderValue::from_static("text/plain; version=0.0.4"),
            );
            response
        }
        "/health" => match tokio::time::timeout(HEALTH_TIMEOUT, sources.store.ping()).await {
            Ok(Ok(())) => text(StatusCode::OK, "ok\n".to_owned()),
            Ok(Err(error)) => text(
                StatusCode::SERVICE_UNAVAILABLE,
                format!("database: {error}\n"),
            ),
            Err(_) => text(
                StatusCode::SERVICE_UNAVAILABLE,
                format!("database: no answer within {HEALTH_TIMEOUT:?}\n"),
            ),
        },
        _ => text(
            StatusCode::NOT_FOUND,
            "try /metrics or /health\n".to_owned(),
        ),
    })
}

fn text(status: StatusCode, body: String) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    response
}
