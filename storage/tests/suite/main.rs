//! The storage tests: the store's promises on sled and PostgreSQL (conformance), durability,
//! damage, backups, ratings and shared databases.
//! One test binary for the crate: a module per subject (linking one binary instead of one per
//! file, and running them all in parallel).

#[macro_use]
mod common;

mod after;
mod backup;
mod conformance;
mod damage;
mod durability;
mod fatal;
mod shared_database;
mod store;
mod tables;
