//! Shared by the web page tests: a server whose pages are public, with
//! one finished rated game, and its site answering requests in process
//! (through the router, as `punctbot web` serves it) or on a loopback
//! port.

use std::sync::Arc;

use axum::{
    body::Body,
    http::{HeaderMap, Request, StatusCode},
    Router,
};
use punctbot::{
    games::{boop, Rules},
    manager::{Action, Caller, Manager},
    web::Site,
};
use tokio::{net::TcpListener, sync::watch, task::JoinHandle};
use tower::ServiceExt;

use crate::{manager_support::*, web_pages::web};

/// How many moves the game has before bob resigns.
pub const PLIES: u32 = 6;

/// A server (42) whose pages are public, with game 1 finished.
pub struct Pages {
    /// Kept for its folder: the database lives there.
    _db: Db,
    pub manager: Arc<Manager>,
    /// The server's page key.
    pub key: String,
    pub app: Router,
}

/// An answer, read whole.
pub struct Got {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl Got {
    pub fn text(&self) -> String {
        String::from_utf8(self.body.clone()).expect("UTF-8")
    }

    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|value| value.to_str().ok())
            .unwrap_or("")
    }
}

impl Pages {
    /// Public pages with one rated boop game: alice (called `alice_name`)
    /// against bob, [`PLIES`] moves, then bob resigns.
    pub async fn with_a_game(alice_name: &str) -> Pages {
        let db = Db::new();
        let manager = Arc::new(db.manager().await);
        let m = &*manager;
        ok(m, caller("mod"), web(true)).await;
        let alice = Caller {
            name: alice_name.to_owned(),
            ..caller("alice")
        };
        ok(m, alice.clone(), challenge(boop::STANDARD, Some("bob"))).await;
        ok(m, caller("bob"), Action::Accept).await;
        let mut mirror = boop::STANDARD.start();
        // Moves picked at random (the same each run), for a game to look at.
        let mut rng = Rng::new(3);
        for _ in 0..PLIES {
            let turn = rng.pick(&mirror.legal_move_texts()).clone();
            let mover = match seat_name(mirror.turn()) {
                "alice" => alice.clone(),
                other => caller(other),
            };
            ok(m, mover, mv(&turn)).await;
            mirror.play_text(&turn).expect("a legal move");
        }
        ok(m, caller("bob"), Action::Resign { confirmed: true }).await;
        let key = m.store().web_pages(42).await.unwrap().unwrap().key;
        let app = punctbot::web::router(Site::new(Arc::clone(&manager)));
        Pages::over(db, manager, key, app)
    }

    /// The pages `app` serves of server 42 (page key `key`), over `db`.
    pub fn over(db: Db, manager: Arc<Manager>, key: String, app: Router) -> Pages {
        Pages {
            _db: db,
            manager,
            key,
            app,
        }
    }

    /// Stores an analysis of game 1 as `/analysis` keeps one, its second
    /// move marked a blunder (another legal move the better one, which is
    /// returned) and the others unmarked.
    pub async fn mark_the_second_move_a_blunder(&self) -> String {
        use punctbot::{
            bot::analysis::{Judged, Mark},
            store::AnalysisClaim,
        };
        let store = self.manager.store();
        let row = store.game_numbered(Some(42), 0, 1).await.unwrap().unwrap();
        let mut game = row.kind.start();
        let mut judged = Vec::new();
        let mut better = String::new();
        for (ply, notation) in notations(&self.manager, row.id).await.iter().enumerate() {
            let played = row.kind.parse_move(notation).unwrap();
            let mark = (ply == 1).then_some(Mark::Blunder);
            let best = match mark {
                Some(_) => {
                    let other = game
                        .legal_moves()
                        .into_iter()
                        .find(|mv| *mv != played)
                        .expect("another move");
                    better = other.to_string();
                    other
                }
                None => played,
            };
            judged.push(Judged {
                ply,
                played,
                best,
                chance_before: 0.5,
                chance_after: if mark.is_some() { 0.1 } else { 0.5 },
                mark,
            });
            game.play(played).unwrap();
        }
        let now = self.manager.now();
        let claim = store
            .claim_analysis(42, row.id, row.kind, now, now + 1000)
            .await
            .unwrap();
        assert_eq!(claim, AnalysisClaim::Claimed);
        store.finish_analysis(row.id, &judged, now).await.unwrap();
        better
    }

    /// `path` under the server's key (`/s/{key}` + `path`).
    pub fn at(&self, path: &str) -> String {
        format!("/s/{}{path}", self.key)
    }

    /// The answer to `GET path` with `headers`.
    pub async fn get_with(&self, path: &str, headers: &[(&str, &str)]) -> Got {
        let mut request = Request::get(path);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        self.send(request.body(Body::empty()).unwrap()).await
    }

    pub async fn get(&self, path: &str) -> Got {
        self.get_with(path, &[]).await
    }

    /// The answer to any request.
    pub async fn send(&self, request: Request<Body>) -> Got {
        let response = self.app.clone().oneshot(request).await.expect("infallible");
        let status = response.status();
        let headers = response.headers().clone();
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .expect("the body")
            .to_vec();
        Got {
            status,
            headers,
            body,
        }
    }

    /// The site served on a loopback port until the returned sender says
    /// stop; its address, e.g. `http://127.0.0.1:PORT`.
    pub async fn serve(&self) -> (String, watch::Sender<bool>, JoinHandle<()>) {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("a port");
        let (stop, stopped) = watch::channel(false);
        let (bound, task) =
            punctbot::web::serve(listener, Site::new(Arc::clone(&self.manager)), stopped)
                .expect("serving");
        (format!("http://{bound}"), stop, task)
    }
}
