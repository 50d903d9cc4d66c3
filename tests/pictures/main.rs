//! Board pictures: decoded PNGs checked pixel by pixel, the final pictures of
//! every ending, replay GIFs decoded frame by frame, and `punctbot render`.

mod analysis_chart;
mod choice;
mod destinations;
mod endings;
mod languages;
mod lessons;
mod pieces_card;
mod render_command;
mod render_pictures;
mod replay;
mod review;
mod standings;
