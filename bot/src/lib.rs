//! Kontor's binary crate: configuration, command line, logging and the chat adapters.

pub mod arena;
pub mod backup_request;
pub mod backups;
pub mod cli;
pub mod config;
pub mod discord;
pub mod jobs;
pub mod logging;
pub mod platforms;
pub mod selfplay;
pub mod telegram;
pub mod terminal;
pub mod transfer;
pub mod web;
