//! `kontor backup` while a server runs. sled lets one process open a database folder, so the
//! backup command cannot read a database a server holds; it leaves a request in the folder's
//! `backup-requests/` instead, and the process holding the database (`kontor run` or
//! `kontor local`) writes the backup and leaves the answer next to the request.
//!
//! A request is `<name>.request` holding the name of a file for the backup (written as
//! `<name>.partial` and renamed, so it is never read half-written). The serving process writes
//! only inside its backup folder (`[storage] backup_dir`): a name that is a path (absolute, with
//! `..` or a folder) or that is a symbolic link there is refused, so a file dropped into
//! `backup-requests/` cannot make the server write anywhere else. The answer is `<name>.answer`:
//! `ok` and the path written, or `error`, each on its own line, then the text for the operator;
//! `kontor backup` then copies the backup to the file it was asked for.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use anyhow::Context;
use kontor_storage::Store;

/// The folder inside the database folder where requests wait.
const REQUESTS: &str = "backup-requests";
/// How often the serving process looks for requests.
const POLL: Duration = Duration::from_millis(250);

/// Answers the backup requests left in `data`'s request folder until the process ends, writing
/// the backups into `backups`.
pub async fn serve(store: Store, data: PathBuf, backups: PathBuf) {
    let dir = data.join(REQUESTS);
    let mut tick = tokio::time::interval(POLL);
    loop {
        tick.tick().await;
        for request in pending(&dir) {
            let (store, backups) = (store.clone(), backups.clone());
            match tokio::task::spawn_blocking(move || answer(&store, &backups, &request)).await {
                Ok(Ok(text)) => tracing::info!("{text}"),
                Ok(Err(e)) => tracing::error!("answering a backup request: {e:#}"),
                Err(e) => tracing::error!("backup request task: {e}"),
            }
        }
    }
}

/// The request files waiting in `dir`, oldest name first.
fn pending(dir: &Path) -> Vec<PathBuf> {
    crate::backups::sorted_files(dir, |path| path.extension().is_some_and(|e| e == "request"))
}

/// Writes the backup a request asks for (inside `backups` only) and leaves the answer; returns
/// what was done.
fn answer(store: &Store, backups: &Path, request: &Path) -> anyhow::Result<String> {
    let asked = std::fs::read_to_string(request).with_context(|| format!("reading {}", request.display()))?;
    let written = inside(backups, asked.trim()).and_then(|target| {
        let summary = store.backup_to_file(&target).map_err(|e| {
            format!("the running server could not write the backup {}: {e}", target.display())
        })?;
        Ok((target, summary))
    });
    let (answer, text) = match written {
        Ok((target, summary)) => {
            let text = format!(
                "the running server backed up {} games and {} settings to {}",
                summary.games,
                summary.settings,
                target.display()
            );
            (format!("ok\n{}\n{text}", target.display()), text)
        }
        Err(text) => (format!("error\n{text}"), text),
    };
    write_atomically(&request.with_extension("answer"), &answer)?;
    std::fs::remove_file(request).with_context(|| format!("removing {}", request.display()))?;
    Ok(text)
}

/// The file `name` in the backup folder `backups` (created 0700 if missing), or why a request may
/// not write it: `name` must be a plain file name, and neither it nor the partial file written
/// beside it may be a symbolic link (which could lead out of the folder).
fn inside(backups: &Path, name: &str) -> Result<PathBuf, String> {
    let refused = |why: &str| format!("refused the backup request for {name:?}: {why}");
    let mut parts = Path::new(name).components();
    match (parts.next(), parts.next()) {
        (Some(std::path::Component::Normal(_)), None) => {}
        _ => return Err(refused("a request names a file in the backup folder, not a path")),
    }
    create_private_dir(backups).map_err(|e| refused(&format!("{e:#}")))?;
    let target = backups.join(name);
    let partial = backups.join(format!("{name}.partial"));
    for path in [&target, &partial] {
        if std::fs::symlink_metadata(path).is_ok_and(|meta| !meta.is_file()) {
            return Err(refused(&format!("{} is not a plain file", path.display())));
        }
    }
    Ok(target)
}

/// Creates `dir` (and missing parents) readable by its owner only.
fn create_private_dir(dir: &Path) -> anyhow::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir).with_context(|| format!("creating {}", dir.display()))
}

/// Asks the process holding `data` for a backup into `file` and waits up to `wait` for its answer.
/// `Ok(None)`: no answer in time (the request is withdrawn).
pub fn ask(data: &Path, file: &Path, wait: Duration) -> anyhow::Result<Option<String>> {
    let dir = data.join(REQUESTS);
    create_private_dir(&dir)?;
    let stamp = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let name = format!("{stamp}-{}", std::process::id());
    let request = dir.join(format!("{name}.request"));
    write_atomically(&request, &format!("requested-{name}.jsonl"))?;
    let answer = request.with_extension("answer");
    let started = Instant::now();
    while started.elapsed() < wait {
        if let Ok(text) = std::fs::read_to_string(&answer) {
            // The answer is renamed into place whole, so a read sees all of it.
            let _ = std::fs::remove_file(&answer);
            let mut lines = text.splitn(3, '\n');
            return match (lines.next(), lines.next(), lines.next()) {
                (Some("ok"), Some(written), Some(report)) => {
                    fetch(Path::new(written), file, report).map(Some)
                }
                (Some("error"), Some(report), _) => anyhow::bail!("{report}"),
                _ => anyhow::bail!("the running server gave an unreadable answer: {text}"),
            };
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    // Withdraw the request; if the server took it meanwhile, its answer is left and ignored.
    let _ = std::fs::remove_file(&request);
    Ok(None)
}

/// Copies the backup the server wrote into its folder to `file`, and removes the server's copy.
fn fetch(written: &Path, file: &Path, report: &str) -> anyhow::Result<String> {
    if written == file {
        return Ok(report.to_string());
    }
    std::fs::copy(written, file)
        .with_context(|| format!("{report}, but copying it to {} failed", file.display()))?;
    let _ = std::fs::remove_file(written);
    Ok(format!("{}; copied to {}", report, file.display()))
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
        let server = tokio::spawn(serve(store, data.clone(), dir.path().join("backups")));
        let file = dir.path().join("copy.jsonl");
        let (data2, file2) = (data.clone(), file.clone());
        let report = tokio::task::spawn_blocking(move || ask(&data2, &file2, Duration::from_secs(30)))
            .await
            .unwrap()
            .unwrap()
            .expect("an answer");
        assert!(report.contains("backed up 0 games") && report.contains("copied to"), "{report}");
        assert!(file.exists());
        assert_eq!(
            std::fs::read_dir(dir.path().join("backups")).unwrap().count(),
            0,
            "the server's copy stays"
        );
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

    /// Leaves a request asking for `name` and answers it; returns the answer file's text.
    fn answered(store: &Store, data: &Path, backups: &Path, name: &str) -> String {
        let dir = data.join(REQUESTS);
        std::fs::create_dir_all(&dir).unwrap();
        let request = dir.join("1-1.request");
        std::fs::write(&request, name).unwrap();
        answer(store, backups, &request).unwrap();
        std::fs::read_to_string(request.with_extension("answer")).unwrap()
    }

    #[test]
    fn a_request_writes_only_inside_the_backup_folder() {
        let dir = tempfile::tempdir().unwrap();
        let (data, backups) = (dir.path().join("data"), dir.path().join("backups"));
        let store = Store::open(&data).unwrap();
        let outside = dir.path().join("outside.jsonl");
        for name in ["../outside.jsonl", "../../x", "/tmp/x", outside.to_str().unwrap(), "sub/x", ".", ""] {
            let text = answered(&store, &data, &backups, name);
            assert!(text.starts_with("error\nrefused the backup request"), "{name}: {text}");
        }
        assert!(!outside.exists() && !Path::new("/tmp/x").exists());
        let text = answered(&store, &data, &backups, "fine.jsonl");
        assert!(text.starts_with(&format!("ok\n{}\n", backups.join("fine.jsonl").display())), "{text}");
        assert!(backups.join("fine.jsonl").exists());
        // A symbolic link in the folder that leads out of it is not followed.
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(&outside, backups.join("link.jsonl")).unwrap();
            let text = answered(&store, &data, &backups, "link.jsonl");
            assert!(text.starts_with("error\n") && text.contains("not a plain file"), "{text}");
            std::os::unix::fs::symlink(&outside, backups.join("other.jsonl.partial")).unwrap();
            let text = answered(&store, &data, &backups, "other.jsonl");
            assert!(text.starts_with("error\n") && text.contains("not a plain file"), "{text}");
            assert!(!outside.exists());
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&backups).unwrap().permissions().mode() & 0o777, 0o700);
        }
    }
}
