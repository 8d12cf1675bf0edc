//! The renderer's tests: every game's board, hands and score pictures, their legibility at
//! phone size, and Polish labels.
//! One test binary for the crate: a module per subject (linking one binary instead of one per
//! file, and running them all in parallel).

mod support;

mod course;
mod el_dorado;
mod final_boards;
mod hansa;
mod legibility;
mod polish;
mod render;
mod svg;
mod thurn_taxis;
