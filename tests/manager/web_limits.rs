//! At most `CONCURRENT_REQUESTS` requests are served at once, however
//! many arrive, and the rest wait their turn rather than fail. A route of
//! the test's own that holds every request until told stands behind the
//! site's own limits (`punctbot::web::limited`, the layers `router`
//! puts round the pages), so the count inside is exact.

use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Arc,
};
use std::time::Duration;

use axum::{body::Body, http::Request, routing::get, Router};
use punctbot::web::{limited, CONCURRENT_REQUESTS};
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// Requests inside the route now, and the most there ever were.
#[derive(Default)]
struct Inside {
    now: AtomicUsize,
    most: AtomicUsize,
}

const ARRIVING: usize = CONCURRENT_REQUESTS + 36;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_beyond_the_limit_wait_their_turn() {
    let inside = Arc::new(Inside::default());
    let release = Arc::new(Semaphore::new(0));
    let route = {
        let (inside, release) = (Arc::clone(&inside), Arc::clone(&release));
        get(move || async move {
            let now = inside.now.fetch_add(1, Ordering::SeqCst) + 1;
            inside.most.fetch_max(now, Ordering::SeqCst);
            release.acquire().await.expect("open").forget();
            inside.now.fetch_sub(1, Ordering::SeqCst);
            "done"
        })
    };
    let app = limited(Router::new().route("/held", route));
    // Each request on a clone of the app, as the server serves each
    // connection: the limit must hold across clones.
    let requests: Vec<_> = (0..ARRIVING)
        .map(|_| {
            let app = app.clone();
            tokio::spawn(async move {
                let request = Request::get("/held").body(Body::empty()).unwrap();
                app.oneshot(request).await.expect("infallible").status()
            })
        })
        .collect();
    // Wait until the route is full, then give the others every chance to
    // get in too.
    while inside.now.load(Ordering::SeqCst) < CONCURRENT_REQUESTS
        && inside.most.load(Ordering::SeqCst) < ARRIVING
    {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(inside.most.load(Ordering::SeqCst), CONCURRENT_REQUESTS);
    // Let them all through: the waiting ones are served, none refused.
    release.add_permits(ARRIVING);
    for request in requests {
        assert_eq!(request.await.unwrap(), 200);
    }
    assert_eq!(inside.most.load(Ordering::SeqCst), CONCURRENT_REQUESTS);
    assert_eq!(inside.now.load(Ordering::SeqCst), 0);
}
