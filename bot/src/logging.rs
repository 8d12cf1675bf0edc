//! Logging to standard error, filtered by `KONTOR_LOG` (default `warn`).
//!
//! Logs never hold what players say to Kontor privately or what it tells them privately (hands,
//! menus, prompts): Kontor's own lines name ids, kinds and counts. serenity records every HTTP
//! request it makes, body included, in a span; its HTTP layer is kept at `warn` whatever
//! `KONTOR_LOG` asks, so no request body reaches the log.

use tracing_subscriber::EnvFilter;

/// Targets whose spans or events carry message bodies, and the most they may log.
const QUIET: [&str; 1] = ["serenity::http=warn"];

/// The filter for `spec` (`KONTOR_LOG`'s syntax), with the [`QUIET`] targets kept quiet.
#[must_use]
pub fn filter(spec: &str) -> EnvFilter {
    let mut filter = EnvFilter::try_new(spec).unwrap_or_else(|_| EnvFilter::new("warn"));
    for directive in QUIET {
        filter = filter.add_directive(directive.parse().expect("a valid directive"));
    }
    filter
}

/// Installs the global subscriber once.
pub fn init() {
    let spec = std::env::var("KONTOR_LOG").unwrap_or_else(|_| "warn".to_string());
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter(&spec))
        .with_writer(std::io::stderr)
        .with_target(false)
        .try_init();
}
