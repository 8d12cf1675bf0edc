//! The `kontor` binary: see `kontor --help`.

use clap::Parser;

fn main() -> anyhow::Result<()> {
    let cli = kontor_bot::cli::Cli::parse();
    kontor_bot::logging::init();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(kontor_bot::cli::run(cli))
}
