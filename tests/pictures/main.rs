//! Board pictures: decoded PNGs checked pixel by pixel, and `punctbot render`.

mod endings;
mod render_command;
mod render_pictures;
mod replay;
