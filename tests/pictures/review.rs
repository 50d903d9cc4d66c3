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
