//! The binary as a process: the command line, crashes and restarts, self-play of every title
//! and two processes on one database.
//! One test binary for the crate: a module per subject (linking one binary instead of one per
//! file, and running them all in parallel).

mod cli;
mod crash;
mod el_dorado_selfplay;
mod hansa_selfplay;
mod shared_database;
mod thurn_taxis_selfplay;
