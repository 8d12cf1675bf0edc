//! Logging to standard error, filtered by `KONTOR_LOG` (default `warn`).

use tracing_subscriber::EnvFilter;

/// Installs the global subscriber once.
pub fn init() {
    let filter = EnvFilter::try_from_env("KONTOR_LOG").unwrap_or_else(|_| EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_target(false)
        .try_init();
}
