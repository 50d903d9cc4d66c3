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
