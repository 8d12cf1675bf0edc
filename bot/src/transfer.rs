//! `kontor export <id>` and `kontor import <file>`: one game as one JSON file.

use std::path::Path;

use anyhow::Context;
use kontor_storage::{GameExport, GameId, Store};

/// Writes game `id` as pretty JSON to `output`.
pub fn export(store: &Store, id: GameId, output: &mut impl std::io::Write) -> anyhow::Result<()> {
    let export = store.export(id)?;
    serde_json::to_writer_pretty(&mut *output, &export)?;
    writeln!(output)?;
    Ok(())
}

/// Reads a game from a JSON file and stores it under a new id.
pub fn import(store: &Store, file: &Path) -> anyhow::Result<GameId> {
    let text = std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let export: GameExport =
        serde_json::from_str(&text).with_context(|| format!("{} is not a Kontor game", file.display()))?;
    Ok(store.import(export)?)
}
