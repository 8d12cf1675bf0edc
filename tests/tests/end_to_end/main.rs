//! End-to-end tests over Kontor's crates: scripted games through the terminal, the channel a
//! group follows, disk use per game, and the layering of the rules.
//! One test binary for the crate: a module per subject (linking one binary instead of one per
//! file, and running them all in parallel). The games through the terminal need the binary crate
//! (feature `bot`, on by default); the benchmarks build without it.

#[cfg(feature = "bot")]
mod channel_posts;
mod disk_usage;
#[cfg(feature = "bot")]
mod el_dorado;
mod generate;
#[cfg(feature = "bot")]
mod hansa;
mod layering;
#[cfg(feature = "bot")]
mod terminal;
#[cfg(feature = "bot")]
mod thurn_taxis;
