//! Load and soak: many games played at once through the fake Discord
//! against the bot binary (its own process, so that its memory and open
//! files can be read), for minutes. Not a timed test: it prints what it
//! measured. Run:
//!
//! ```text
//! LOAD_GAMES=200 LOAD_MINUTES=10 LOAD_PACE_MS=5000 \
//!   cargo test --release --test discord -- --ignored --nocapture load_and_soak
//! ```
//!
//! Each game's players think for a random time between moves, `LOAD_PACE_MS`
//! on average, as people do: 200 games at 5 s offer 40 moves a second. With
//! no pause at all, every game waits on the others and the latency measures
//! only the queue.
//!
//! Several processes on PostgreSQL: `LOAD_PROCESSES=2 LOAD_SHARDS=4
//! LOAD_DATABASE=postgres` runs two bot processes, two shards each, on a
//! database of the server `scripts/with-postgres` starts (run the command
//! under it), the games spread over servers of every shard.

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use punctbot::games::{AnyGame, Rules};
use rand::{rngs::StdRng, RngExt, SeedableRng};

use crate::discord_support::*;

/// The bot process's resident memory (KiB) and open file descriptors.
fn footprint(pid: u32) -> (u64, usize) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss = status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0);
    let fds = std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, Iterator::count);
    (rss, fds)
}

/// Plays one move of `mirror` in `channel`: the time from the interaction
/// to Discord's receipt of its answer (the callback; for a deferred answer,
/// the edit that completes it).
async fn play(
    fake: &FakeDiscord,
    channel: u64,
    mirror: &mut AnyGame,
    rng: &mut StdRng,
) -> Duration {
    let legal = mirror.legal_move_texts();
    let pick = legal[rng.random_range(0..legal.len())].clone();
    let mark = fake.mark();
    let sent = Instant::now();
    let who = mirror.turn().fold(ALICE, BOB);
    let token = fake.play(who, channel, &pick);
    let callback = fake
        .wait_for(mark, "the callback", |r| {
            r.method == "POST" && r.path.contains(&format!("/{token}/callback"))
        })
        .await;
    let answered = if callback.json["type"] == 5 {
        fake.wait_for(mark, "the deferred answer", |r| {
            r.method == "PATCH" && r.path.contains(&format!("/{token}/messages/@original"))
        })
        .await
    } else {
        callback
    };
    let data = if answered.method == "PATCH" {
        &answered.json
    } else {
        &answered.json["data"]
    };
    let flags = data["flags"].as_u64().unwrap_or(0);
    assert_eq!(flags & 64, 0, "{pick} was refused: {}", data["content"]);
    mirror.play_text(&pick).unwrap();
    answered.at - sent
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "minutes of load: run by hand (see the module's comment)"]
async fn load_and_soak() {
    let games: u64 = setting("LOAD_GAMES", 200);
    let minutes: f64 = setting("LOAD_MINUTES", 10.0);
    let pace: u64 = setting("LOAD_PACE_MS", 5_000);
    let processes: u64 = setting("LOAD_PROCESSES", 1);
    let shards: u64 = setting("LOAD_SHARDS", processes);
    assert!(
        shards.is_multiple_of(processes),
        "LOAD_SHARDS splits evenly over LOAD_PROCESSES"
    );
    let fake = Arc::new(FakeDiscord::start_sharded(shards).await);
    fake.forget_files();
    let db = match setting("LOAD_DATABASE", "sqlite".to_owned()).as_str() {
        "postgres" => Db::postgres("load_and_soak")
            .await
            .expect("LOAD_DATABASE=postgres runs under scripts/with-postgres"),
        _ => Db::sqlite(),
    };
    let per_process = shards / processes;
    let mut children: Vec<_> = (0..processes)
        .map(|i| {
            let (first, last) = (i * per_process, (i + 1) * per_process - 1);
            let shards = format!("{first}-{last}/{shards}");
            bot_process(&fake, &db, &shards, "warn", &format!("bot{i}.log"))
        })
        .collect();
    let pids: Vec<u32> = children.iter().map(|child| child.id().unwrap()).collect();
    fake.wait_for(0, "command registration", |r| r.method == "PUT")
        .await;
    fake.until("every shard to connect", |fake| {
        fake.connected_shards().len() as u64 == shards
    })
    .await;
    println!(
        "{processes} process(es), {shards} shard(s), on {}",
        punctbot::store::database_shown(&db.url)
    );
    let channels: Vec<u64> = (0..games).map(|i| CHANNEL + 1_000 + i).collect();
    for (i, &channel) in channels.iter().enumerate() {
        fake.in_guild(channel, server_on_shard(&fake, i as u64 % shards));
    }
    for &channel in &channels {
        start_game(&fake, channel, "punct", bob_with_alice_first()).await;
    }
    println!(
        "{games} games started; playing for {minutes} minutes, {pace} ms between a \
         game's moves on average"
    );
    let started = Instant::now();
    let deadline = started + Duration::from_secs_f64(minutes * 60.0);
    let times = Arc::new(Mutex::new(Vec::<Duration>::new()));
    let players: Vec<_> = channels
        .iter()
        .map(|&channel| {
            let (fake, times) = (Arc::clone(&fake), Arc::clone(&times));
            tokio::spawn(async move {
                let mut rng = StdRng::seed_from_u64(channel);
                let mut mirror = punctbot::games::punct::STANDARD.start();
                // Games start at different moments, not all at once.
                let think =
                    |rng: &mut StdRng| Duration::from_millis(rng.random_range(0..=2 * pace));
                tokio::time::sleep(think(&mut rng)).await;
                while Instant::now() < deadline {
                    if mirror.outcome().is_some() {
                        start_game(&fake, channel, "punct", bob_with_alice_first()).await;
                        mirror = punctbot::games::punct::STANDARD.start();
                    }
                    let took = play(&fake, channel, &mut mirror, &mut rng).await;
                    times.lock().unwrap().push(took);
                    tokio::time::sleep(think(&mut rng)).await;
                }
            })
        })
        .collect();
    let sampler = {
        let times = Arc::clone(&times);
        let pids = pids.clone();
        tokio::spawn(async move {
            let mut samples = Vec::new();
            while Instant::now() < deadline {
                tokio::time::sleep(Duration::from_secs(10)).await;
                let (rss, fds) = pids
                    .iter()
                    .map(|&pid| footprint(pid))
                    .fold((0, 0), |(rss, fds), (r, f)| (rss + r, fds + f));
                let moves = times.lock().unwrap().len();
                println!(
                    "{:>5.0} s: {moves} moves, resident {} MiB, {fds} open files",
                    started.elapsed().as_secs_f64(),
                    rss / 1024
                );
                samples.push((rss, fds));
            }
            samples
        })
    };
    for player in players {
        player.await.unwrap();
    }
    let samples = sampler.await.unwrap();
    let elapsed = started.elapsed();
    let mut times = times.lock().unwrap().clone();
    times.sort();
    let p = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
    println!(
        "{} moves in {:.0} s ({:.1} moves/s): p50 {:?}, p90 {:?}, p99 {:?}, max {:?}",
        times.len(),
        elapsed.as_secs_f64(),
        times.len() as f64 / elapsed.as_secs_f64(),
        p(0.5),
        p(0.9),
        p(0.99),
        times[times.len() - 1]
    );
    // After warm-up (the first minute), memory and files should stay flat.
    let warm = samples.len().min(6);
    if let (Some(first), Some(last)) = (samples.get(warm), samples.last()) {
        let most = samples[warm..].iter().map(|s| s.0).max().unwrap_or(0);
        println!(
            "after warm-up: resident {} → {} MiB (most {} MiB), open files {} → {}",
            first.0 / 1024,
            last.0 / 1024,
            most / 1024,
            first.1,
            last.1
        );
    }
    for (child, pid) in children.iter_mut().zip(&pids) {
        crate::discord_support::sigterm(*pid);
        let status = tokio::time::timeout(PATIENCE, child.wait())
            .await
            .expect("the bot stops in time")
            .unwrap();
        assert!(status.success());
    }
    // Every acknowledged move is stored, once.
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&db.url).await.unwrap();
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    assert_eq!(
        stored as usize,
        times.len(),
        "every acknowledged move stored once"
    );
}
