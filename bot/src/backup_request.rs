//! `kontor backup` while a server runs. sled lets one process open a database folder, so the
//! backup command cannot read a database a server holds; it leaves a request in the folder's
//! `backup-requests/` instead, and the process holding the database (`kontor run` or
//! `kontor local`) writes the backup and leaves the answer next to the request.
//!
//! A request is `<name>.request` holding the backup file's absolute path (written as
//! `<name>.partial` and renamed, so it is never read half-written); the answer is
//! `<name>.answer`: `ok` or `error` on the first line, then the text for the operator.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use anyhow::Context;
use kontor_storage::Store;

/// The folder inside the database folder where requests wait.
const REQUESTS: &str = "backup-requests";
/// How often the serving process looks for requests.
const POLL: Duration = Duration::from_millis(250);

/// Answers the backup requests left in `data`'s request folder until the process ends.
pub async fn serve(store: Store, data: PathBuf) {
    let dir = data.join(REQUESTS);
    let mut tick = tokio::time::interval(POLL);
    loop {
        tick.tick().await;
        for request in pending(&dir) {
            let store = store.clone();
            match tokio::task::spawn_blocking(move || answer(&store, &request)).await {
                Ok(Ok(text)) => tracing::info!("{text}"),
                Ok(Err(e)) => tracing::error!("answering a backup request: {e:#}"),
                Err(e) => tracing::error!("backup request task: {e}"),
            }
        }
    }
}

/// The request files waiting in `dir`, oldest name first.
fn pending(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "request"))
        .collect();
    found.sort();
    found
}

/// Writes the backup a request asks for and leaves the answer; returns what was done.
fn answer(store: &Store, request: &Path) -> anyhow::Result<String> {
    let target = PathBuf::from(
        std::fs::read_to_string(request).with_context(|| format!("reading {}", request.display()))?.trim(),
    );
    let (status, text) = match store.backup_to_file(&target) {
        Ok(summary) => (
            "ok",
            format!(
                "the running server backed up {} games and {} settings to {}",
                summary.games,
                summary.settings,
                target.display()
            ),
        ),
        Err(e) => {
            ("error", format!("the running server could not write the backup {}: {e}", target.display()))
        }
    };
    write_atomically(&request.with_extension("answer"), &format!("{status}\n{text}"))?;
    std::fs::remove_file(request).with_context(|| format!("removing {}", request.display()))?;
    Ok(text)
}

/// Asks the process holding `data` for a backup into `file` and waits up to `wait` for its answer.
/// `Ok(None)`: no answer in time (the request is withdrawn).
pub fn ask(data: &Path, file: &Path, wait: Duration) -> anyhow::Result<Option<String>> {
    let target = std::path::absolute(file).with_context(|| format!("resolving {}", file.display()))?;
    let dir = data.join(REQUESTS);
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let stamp = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let request = dir.join(format!("{stamp}-{}.request", std::process::id()));
    write_atomically(&request, &target.to_string_lossy())?;
    let answer = request.with_extension("answer");
    let started = Instant::now();
    while started.elapsed() < wait {
        if let Ok(text) = std::fs::read_to_string(&answer) {
            // The answer is renamed into place whole, so a read sees all of it.
            let _ = std::fs::remove_file(&answer);
            return match text.split_once('\n') {
                Some(("ok", report)) => Ok(Some(report.to_string())),
                Some((_, report)) => anyhow::bail!("{report}"),
                None => anyhow::bail!("the running server gave an unreadable answer: {text}"),
            };
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    // Withdraw the request; if the server took it meanwhile, its answer is left and ignored.
    let _ = std::fs::remove_file(&request);
    Ok(None)
}

/// Writes `text` to `<path>.partial`, then renames it to `path`.
fn write_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    let partial = path.with_extension("partial");
    std::fs::write(&partial, text).with_context(|| format!("writing {}", partial.display()))?;
    std::fs::rename(&partial, path).with_context(|| format!("renaming {}", partial.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_request_is_answered_by_the_process_holding_the_database() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let store = Store::open(&data).unwrap();
        let server = tokio::spawn(serve(store, data.clone()));
        let file = dir.path().join("copy.jsonl");
        let (data2, file2) = (data.clone(), file.clone());
        let report = tokio::task::spawn_blocking(move || ask(&data2, &file2, Duration::from_secs(30)))
            .await
            .unwrap()
            .unwrap()
            .expect("an answer");
        assert!(report.contains("backed up 0 games"), "{report}");
        assert!(file.exists());
        assert!(pending(&data.join(REQUESTS)).is_empty());
        server.abort();
    }

    #[test]
    fn an_unanswered_request_is_withdrawn() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("copy.jsonl");
        assert!(ask(dir.path(), &file, Duration::from_millis(200)).unwrap().is_none());
        assert!(pending(&dir.path().join(REQUESTS)).is_empty());
    }
}
