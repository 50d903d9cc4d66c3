//! The bot binary stops on SIGTERM within a bound, whatever the gateway is
//! doing.

use std::time::{Duration, Instant};

use crate::discord_support::{bot_command, Db, FakeDiscord};

/// With a gateway that cannot be reached the shard retries every few
/// seconds; SIGTERM once logged "shutting down" while the process lived on
/// for minutes. Its logs, written to a pipe, also carried colour codes.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_the_gateway_cannot_connect() {
    let fake = FakeDiscord::start().await;
    // A loopback port nobody listens on (the listener closes at once).
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    fake.set_gateway_url(&format!("ws://{closed}"));
    let db = Db::new().await;
    let child = bot_command(&fake, &db, "info")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    fake.wait_for(0, "the gateway address", |r| r.path == "/api/v10/gateway")
        .await;
    // Long enough for the first connection to fail and a retry to wait.
    tokio::time::sleep(Duration::from_secs(2)).await;
    crate::discord_support::sigterm(child.id().unwrap());
    let sent = Instant::now();
    let output = tokio::time::timeout(Duration::from_secs(15), child.wait_with_output())
        .await
        .expect("the bot exits within 15 s of SIGTERM")
        .unwrap();
    let took = sent.elapsed();
    let logs = String::from_utf8_lossy(&output.stdout).to_string()
        + &String::from_utf8_lossy(&output.stderr);
    assert!(took < Duration::from_secs(8), "took {took:?}: {logs}");
    assert!(output.status.success(), "{logs}");
    assert!(logs.contains("SIGTERM received"), "{logs}");
    assert!(logs.contains("database closed"), "{logs}");
    assert!(
        !logs.contains('\u{1b}'),
        "no colour codes in a pipe: {logs}"
    );
}

/// The bot's own database errors name the file (they once said only
/// "database: …"), and a URL of another database says what is wrong
/// without showing its password. Both fail before Discord is contacted.
#[test]
fn database_errors_name_the_file_and_hide_the_password() {
    let dir = tempfile::tempdir().unwrap();
    let run = |url: &str| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_punctbot"))
            .current_dir(dir.path())
            .env("DISCORD_TOKEN", "fake-token")
            .env("DATABASE_URL", url)
            // Never reached: the database fails first.
            .env("DISCORD_API_BASE", "http://127.0.0.1:9")
            .output()
            .unwrap();
        assert!(!output.status.success());
        String::from_utf8_lossy(&output.stdout).to_string()
            + &String::from_utf8_lossy(&output.stderr)
    };
    let missing = dir.path().join("no such folder").join("games.db");
    let logs = run(&format!("sqlite://{}?mode=rwc", missing.display()));
    assert!(
        logs.contains(&format!("database {}", missing.display())),
        "{logs}"
    );
    // A PostgreSQL server that is not there: named, without its password.
    let logs = run("postgres://bot:s3cret@127.0.0.1:9/punct");
    assert!(
        logs.contains("database postgres://bot:***@127.0.0.1:9/punct"),
        "{logs}"
    );
    assert!(!logs.contains("s3cret"), "{logs}");
    let logs = run("mysql://bot:s3cret@127.0.0.1:9/punct");
    assert!(
        logs.contains("mysql:// databases are not supported"),
        "{logs}"
    );
    assert!(!logs.contains("s3cret"), "{logs}");
}
