use std::{io::Cursor, time::Instant};
use image::{codecs::png::{CompressionType, FilterType, PngEncoder}, ImageEncoder};
fn main() {
    let img = image::open("/tmp/c1.png").unwrap().into_rgb8();
    for (c, cn) in [(CompressionType::Fast, "fast"), (CompressionType::Level(1), "l1"), (CompressionType::Level(2), "l2")] {
        for (f, fname) in [(FilterType::NoFilter, "none"), (FilterType::Sub, "sub"), (FilterType::Up, "up"), (FilterType::Paeth, "paeth"), (FilterType::Adaptive, "adaptive")] {
            let t = Instant::now();
            let mut out = Vec::new();
            for _ in 0..5 { out.clear(); PngEncoder::new_with_quality(Cursor::new(&mut out), c, f).write_image(img.as_raw(), img.width(), img.height(), image::ExtendedColorType::Rgb8).unwrap(); }
            println!("{cn:8} {fname:9} {:>8} bytes {:?}", out.len(), t.elapsed() / 5);
        }
    }
    let t = Instant::now();
    let rgba = image::DynamicImage::ImageRgb8(img.clone()).into_rgba8();
    for _ in 0..5 { let _ = image::DynamicImage::ImageRgba8(rgba.clone()).into_rgb8(); }
    println!("convert {:?}", t.elapsed() / 5);
}
