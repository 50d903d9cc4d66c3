//! The frame of the pictures built round a chart (a player's stats card and
//! a game's analysis): one page width, margins and heading size, so that
//! the two read as one family side by side in a channel.

/// The picture's width in pixels.
pub const WIDTH: u32 = 1000;
/// The left margin.
pub const LEFT: f32 = 40.0;
/// Where the right margin begins.
pub const RIGHT: f32 = WIDTH as f32 - 40.0;
/// The size of the heading's text.
pub const SIZE: f32 = 32.0;
