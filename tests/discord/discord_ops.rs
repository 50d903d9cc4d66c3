//! What an operator reads from the running bot: Prometheus metrics and a
//! health check on the port `METRICS_ADDR` names.

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::discord_support::*;

/// A free port on loopback (bound, read, released).
fn free_port() -> std::net::SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

/// `GET path` on `address`: the status code and the body.
async fn get(address: std::net::SocketAddr, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(address).await.unwrap();
    stream
        .write_all(
            format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes(),
        )
        .await
        .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let status = response[9..12].parse().unwrap();
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, body)| body.to_owned())
        .unwrap_or_default();
    (status, body)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_interactions_requests_and_moves() {
    let fake = FakeDiscord::start().await;
    let db = Db::new().await;
    let address = free_port();
    let bot = Bot::start_with_metrics(&fake, &db.url, address).await;
    let (status, body) = get(address, "/health").await;
    assert_eq!((status, body.as_str()), (200, "ok\n"));
    // Other tests in this process may count too (the recorder is the
    // process's): compare before and after.
    let (_, before) = get(address, "/metrics").await;
    start_game(&fake, CHANNEL, "punct", bob_with_alice_first()).await;
    fake.answer(&fake.play(ALICE, CHANNEL, "+F5:G5,H5")).await;
    fake.answer(&fake.play(ALICE, CHANNEL, "+F6:G6,H6")).await;
    // An interaction is counted once its answer is posted and its effects
    // carried out, a moment after the fake has the answer.
    let deadline = std::time::Instant::now() + PATIENCE;
    let after = loop {
        let (status, after) = get(address, "/metrics").await;
        assert_eq!(status, 200);
        let grew = |labels: &[&str]| {
            metric_value(&after, "punctbot_interactions_total", labels)
                - metric_value(&before, "punctbot_interactions_total", labels)
        };
        if grew(&["kind=\"command\""]) >= 3.0 && grew(&["kind=\"button\""]) >= 1.0 {
            break after;
        }
        assert!(std::time::Instant::now() < deadline, "{after}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let grew = |name: &str, labels: &[&str]| {
        metric_value(&after, name, labels) - metric_value(&before, name, labels)
    };
    assert!(grew("punctbot_moves_total", &[]) >= 1.0, "{after}");
    assert!(
        grew(
            "punctbot_requests_total",
            &["action=\"move\"", "outcome=\"ok\""]
        ) >= 1.0
    );
    assert!(
        grew(
            "punctbot_requests_total",
            &["action=\"move\"", "outcome=\"refused\""]
        ) >= 1.0,
        "the second move was not alice's turn"
    );
    assert!(
        grew("punctbot_interaction_seconds_count", &["kind=\"command\""]) >= 3.0,
        "a latency histogram"
    );
    assert!(after.contains("punctbot_interaction_seconds_bucket{"));
    // The outbox's worker counts what is owed each time it looks: the
    // boards just posted are paid (a gauge shared by the tests of this
    // process, so only its presence is checked).
    assert!(
        after.contains("punctbot_outbox_depth"),
        "the outbox's depth: {after}"
    );
    let (status, _) = get(address, "/nowhere").await;
    assert_eq!(status, 404);
    bot.stop().await;
    assert!(
        TcpStream::connect(address).await.is_err(),
        "the port closes with the bot"
    );
}
