//! The PostgreSQL server a test suite may run against: `scripts/with-postgres`
//! starts a throwaway one and names it in `PUNCTBOT_TEST_POSTGRES`; each test
//! gets a fresh database on it. Shared by the manager and Discord suites.

use sqlx::{Connection, Executor};

/// The server's URL (`postgres://user@host:port/postgres`), if the suite
/// runs against one.
pub fn postgres_server() -> Option<String> {
    std::env::var("PUNCTBOT_TEST_POSTGRES")
        .ok()
        .filter(|url| !url.is_empty())
}

/// Creates an empty database for one test on the server and returns its
/// URL.
///
/// # Panics
/// No server is named, or it refuses.
pub async fn create_postgres_database() -> String {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let server = postgres_server().expect("PUNCTBOT_TEST_POSTGRES names the server");
    let name = format!(
        "test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    );
    let mut admin = sqlx::PgConnection::connect(&server)
        .await
        .expect("the PostgreSQL server answers");
    admin
        .execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .expect("a database for the test");
    admin.close().await.ok();
    let (base, _) = server.rsplit_once('/').expect("a URL with a database");
    format!("{base}/{name}")
}
