//! A load figure for the game page, from the cache (issue 31: at least
//! 1,000 requests a second on 2 cores, p99 under 50 ms). Ignored: it
//! measures, and figures do not belong in a pass or a fail. Run it alone:
//!
//! `cargo test --test manager web_load -- --ignored --nocapture`
//!
//! The server and the clients share the process's two worker threads (as
//! they share the machine): [`CONNECTIONS`] keep-alive connections on
//! 127.0.0.1 each ask for the same game page, [`REQUESTS`] in all.

use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Empty};
use hyper::body::Bytes;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

use crate::web_site::*;

const CONNECTIONS: usize = 16;
const REQUESTS: usize = 20_000;

/// `count` requests for `path` on one connection to `address`; the time
/// each took.
async fn client(address: String, path: String, count: usize) -> Vec<Duration> {
    let stream = TcpStream::connect(&address).await.expect("connected");
    let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .expect("a handshake");
    tokio::spawn(connection);
    let mut took = Vec::with_capacity(count);
    for _ in 0..count {
        let request = hyper::Request::get(&path)
            .header("host", &address)
            .header("accept-language", "en-US")
            .body(Empty::<Bytes>::new())
            .unwrap();
        let started = Instant::now();
        let response = sender.send_request(request).await.expect("an answer");
        assert_eq!(response.status(), 200);
        let body = response.into_body().collect().await.expect("a body");
        assert!(!body.to_bytes().is_empty());
        took.push(started.elapsed());
    }
    took
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run with --ignored --nocapture"]
async fn web_load_game_pages_from_the_cache() {
    let pages = Pages::with_a_game("alice").await;
    let (site, stop, task) = pages.serve().await;
    let address = site.trim_start_matches("http://").to_owned();
    let path = pages.at("/game/1?ply=3");
    // Drawn once: what follows comes from the cache.
    client(address.clone(), path.clone(), 1).await;
    let started = Instant::now();
    let clients: Vec<_> = (0..CONNECTIONS)
        .map(|_| {
            tokio::spawn(client(
                address.clone(),
                path.clone(),
                REQUESTS / CONNECTIONS,
            ))
        })
        .collect();
    let mut took = Vec::with_capacity(REQUESTS);
    for one in clients {
        took.extend(one.await.expect("a client"));
    }
    let elapsed = started.elapsed();
    took.sort();
    let at = |share: f64| took[((took.len() as f64 * share) as usize).min(took.len() - 1)];
    println!(
        "{} game-page requests on {CONNECTIONS} connections in {:.2} s: {:.0} requests/s, \
         p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        took.len(),
        elapsed.as_secs_f64(),
        took.len() as f64 / elapsed.as_secs_f64(),
        at(0.50).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        took.last().unwrap().as_secs_f64() * 1e3,
    );
    let _ = stop.send(true);
    let _ = task.await;
}
