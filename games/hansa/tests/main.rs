//! Every integration test of the crate, in one binary: one build and one link for all of
//! them, and their tests side by side.

mod support;

mod bigbox;
mod boards;
mod conformance;
mod golden;
mod heuristic;
mod i18n;
mod notation;
mod rules;
mod stall;
