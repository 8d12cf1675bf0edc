//! Helpers shared by Kontor's end-to-end tests and benchmarks.

pub mod bench;

use std::path::Path;
use std::sync::Arc;

use kontor_service::{ManualClock, Service, ServiceConfig};
use kontor_storage::Store;

/// The scripted 3-player game (alice against two bots) played by `kontor local` in the tests
/// and the README.
pub const CARTHAGE_SCRIPT: &str = include_str!("../scripts/carthage-3p-vs-bots.txt");

/// A service on a temporary database and a manual clock.
pub fn temporary_service(images: bool) -> Service {
    let config = ServiceConfig { images, ..ServiceConfig::default() };
    Service::new(Store::temporary().expect("temporary sled"), config, Arc::new(ManualClock::starting_at(0)))
}

/// A service on a database folder, with durable writes.
pub fn service_in(dir: &Path, images: bool) -> Service {
    let config = ServiceConfig { images, ..ServiceConfig::default() };
    Service::new(Store::open(dir).expect("sled folder"), config, Arc::new(ManualClock::starting_at(0)))
}

/// Runs script text through the terminal adapter and returns what it printed.
#[cfg(feature = "bot")]
pub async fn run_script(service: &Service, script: &str, out_dir: &Path) -> String {
    let mut output = Vec::new();
    kontor_bot::terminal::run(service, script.as_bytes(), &mut output, out_dir)
        .await
        .expect("terminal adapter");
    String::from_utf8(output).expect("utf-8 output")
}
