//! A player's ratings over their rated games as an inline SVG: a line
//! through the rating after each game, the highest and lowest marked.
//! Numbers only: nothing a player typed is drawn.

use maud::{html, Markup};

const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 160.0;
/// Room on the left for the axis's numbers.
const LEFT: f64 = 44.0;
const MARGIN: f64 = 10.0;

/// The chart of `ratings` (oldest first), described by `title`; nothing
/// for fewer than two.
#[must_use]
pub fn ratings_chart(title: &str, ratings: &[f64]) -> Markup {
    if ratings.len() < 2 {
        return html! {};
    }
    let low = ratings.iter().copied().fold(f64::INFINITY, f64::min);
    let high = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    // A flat line sits in the middle.
    let span = (high - low).max(1.0);
    let steps = (ratings.len() - 1) as f64;
    let x = |index: usize| LEFT + (WIDTH - LEFT - MARGIN) * index as f64 / steps;
    let y = |rating: f64| MARGIN + (HEIGHT - 2.0 * MARGIN) * (high - rating) / span;
    let points: Vec<String> = ratings
        .iter()
        .enumerate()
        .map(|(index, &rating)| format!("{:.1},{:.1}", x(index), y(rating)))
        .collect();
    html! {
        svg.chart viewBox=(format!("0 0 {WIDTH} {HEIGHT}")) role="img" xmlns="http://www.w3.org/2000/svg" {
            title { (title) }
            line x1=(LEFT) y1=(y(high)) x2=(WIDTH - MARGIN) y2=(y(high)) {}
            line x1=(LEFT) y1=(y(low)) x2=(WIDTH - MARGIN) y2=(y(low)) {}
            text x="2" y=(y(high) + 4.0) { (format!("{high:.0}")) }
            text x="2" y=(y(low) + 4.0) { (format!("{low:.0}")) }
            polyline points=(points.join(" ")) {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_through_every_rating() {
        assert_eq!(ratings_chart("t", &[1500.0]).into_string(), "");
        let svg = ratings_chart("<t>", &[1500.0, 1520.0, 1490.0]).into_string();
        assert!(svg.contains("<title>&lt;t&gt;</title>"), "{svg}");
        assert!(svg.contains("1520") && svg.contains("1490"));
        let points = svg
            .split("points=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        assert_eq!(points.split(' ').count(), 3);
        assert!(points.starts_with("44.0,"), "{points}");
    }
}
