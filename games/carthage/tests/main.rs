//! Every integration test of the crate, in one binary: one build and one link for all of
//! them, and their tests side by side.

mod support;

mod conformance;
mod golden;
mod rules;
mod texts;
mod unknown_ids;
