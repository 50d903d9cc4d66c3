//! Not a check: a tool for looking at pictures as Discord's chat preview
//! shows them (about 400 px wide on a phone).
//!
//! ```text
//! SHRINK="a.png b.png" cargo test --test pictures -- --ignored shrink
//! ```
//! writes `a-400.png` and `b-400.png` beside them.

#[test]
#[ignore = "a tool: run it by hand with SHRINK set"]
fn shrink_to_a_phone_preview() {
    let paths = std::env::var("SHRINK").unwrap_or_default();
    for path in paths.split_whitespace() {
        let picture = image::open(path).expect("a picture").into_rgba8();
        let (width, height) = picture.dimensions();
        let shrunk = image::imageops::resize(
            &picture,
            400,
            height * 400 / width,
            image::imageops::FilterType::Triangle,
        );
        let out = path.replace(".png", "-400.png");
        shrunk.save(&out).expect("written");
        println!("{out}");
    }
}

/// Not a check: `ZOOM="file.png x y size"` writes `file-zoom.png`, the
/// square of `size` pixels at (x, y) blown up four times.
#[test]
#[ignore = "a tool: run it by hand with ZOOM set"]
fn zoom_into_a_picture() {
    let spec = std::env::var("ZOOM").unwrap_or_default();
    let words: Vec<&str> = spec.split_whitespace().collect();
    let [path, x, y, size] = words[..] else {
        return;
    };
    let number = |text: &str| text.parse::<u32>().expect("a number");
    let picture = image::open(path).expect("a picture").into_rgba8();
    let part =
        image::imageops::crop_imm(&picture, number(x), number(y), number(size), number(size))
            .to_image();
    let zoomed = image::imageops::resize(
        &part,
        number(size) * 4,
        number(size) * 4,
        image::imageops::FilterType::Nearest,
    );
    zoomed
        .save(path.replace(".png", "-zoom.png"))
        .expect("written");
}

/// Not a check: `LOOK=folder` writes a ladder page and a stats picture
/// there, in English and Russian, to look at as `render` writes boards.
#[test]
#[ignore = "a tool: run it by hand with LOOK set"]
fn write_a_ladder_and_a_stats_picture() {
    use punctbot::{
        manager::Locale,
        ratings::{ladder_page, Rating, Score, Standing},
        render::{self, GameLine, KindLine, StatsCard},
    };
    let Ok(folder) = std::env::var("LOOK") else {
        return;
    };
    let standings: Vec<Standing> = (0..40u64)
        .map(|user| Standing {
            user,
            name: ["Alice Zhang", "Борис Петров", "小明", "Lucía Fernández"][user as usize % 4]
                .to_owned(),
            rating: Rating {
                rating: 1200.0 + ((user * 7919) % 600) as f64,
                deviation: 50.0 + (user % 5) as f64 * 40.0,
                volatility: 0.06,
            },
            wins: (user % 17) as u32,
            losses: (user % 11) as u32,
            draws: (user % 3) as u32,
            trend: ((user * 31) % 41) as f64 - 20.0,
        })
        .collect();
    for tag in ["en-US", "ru"] {
        let locale = Locale(tag.to_owned());
        let page = ladder_page(standings.clone(), 2, 10, 7);
        let png = render::ladder_png("PÜNCT", &page, 7, &locale);
        std::fs::write(format!("{folder}/ladder-{tag}.png"), png).expect("written");
        let empty = ladder_page(Vec::new(), 1, 10, 7);
        let png = render::ladder_png("boop.", &empty, 7, &locale);
        std::fs::write(format!("{folder}/ladder-empty-{tag}.png"), png).expect("written");
    }
    let card = StatsCard {
        title: "Борис Петров · stats".to_owned(),
        lines: vec!["Streak: 3 wins · best win: Alice (1712)".to_owned()],
        kinds: vec![
            KindLine {
                game: "PÜNCT".to_owned(),
                rating: "1623".to_owned(),
                detail: "±85 · 12 rated · 8 W 3 L 1 D".to_owned(),
                history: vec![1500.0, 1540.0, 1580.0, 1560.0, 1623.0],
                series: 0,
            },
            KindLine {
                game: "boop.".to_owned(),
                rating: "1480?".to_owned(),
                detail: "±190 · 3 rated · 1 W 2 L 0 D".to_owned(),
                history: vec![1500.0, 1460.0, 1480.0],
                series: 1,
            },
        ],
        chart_title: "Rating".to_owned(),
        games_title: "Last games".to_owned(),
        games: vec![GameLine {
            score: Score::Win,
            mark: "W".to_owned(),
            text: "PÜNCT #12 vs Alice Zhang · connection · 2 Dec".to_owned(),
        }],
    };
    std::fs::write(format!("{folder}/stats.png"), render::stats_png(&card)).expect("written");
}
