//! Board pictures: decoded PNGs checked pixel by pixel, and `punctbot render`.

mod render_command;
mod render_pictures;
