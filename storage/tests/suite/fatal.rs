//! A lasting I/O error (a full disk, EIO): sled answers every call with it, reads included, until
//! the database is opened again. Storage reports it as `StorageError::Fatal` and wakes whoever
//! waits on `Store::failed` (the run loop, which stops the process); reopening loses nothing that
//! was acknowledged.
//!
//! The fault is injected at the backend's boundary: `Failing` forwards to a real sled database
//! until armed, then answers every call as sled does after a failed write — with the I/O error.

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use common::{one_move, play, started};
use kontor_storage::{Backend, Layer, SledStore, StorageError, Store};

type Result<T> = std::result::Result<T, StorageError>;

/// sled, until `armed`; then "No space left on device" for everything.
struct Failing {
    inner: SledStore,
    armed: AtomicBool,
}

impl Layer for Failing {
    fn inner(&self) -> &dyn Backend {
        &self.inner
    }

    fn around<T>(&self, call: impl FnOnce() -> Result<T>) -> Result<T> {
        if self.armed.load(Ordering::SeqCst) {
            let full = std::io::Error::from(std::io::ErrorKind::StorageFull);
            return Err(StorageError::from(sled::Error::Io(full)));
        }
        call()
    }
}

#[tokio::test]
async fn a_lasting_io_error_is_fatal_wakes_the_run_loop_and_loses_nothing_acknowledged() {
    let dir = tempfile::tempdir().unwrap();
    let failing =
        Arc::new(Failing { inner: SledStore::open(dir.path()).unwrap(), armed: AtomicBool::new(false) });
    let store = Store::with_backend(failing.clone());
    let (mut record, mut game) = started(&store);
    play(&store, &mut record, &mut game, 5);
    assert!(store.failure().is_none());
    let waiter = tokio::spawn({
        let store = store.clone();
        async move { store.failed().await }
    });

    // The disk fills up between reading the game and writing its next move.
    let (write, _) = one_move(&store, record.id);
    failing.armed.store(true, Ordering::SeqCst);
    let refused = store.write(&[write], Some(("delivery-1", 7)), &[]).unwrap_err();
    assert!(refused.is_fatal(), "{refused}");
    // Every later call fails the same way, reads included.
    assert!(store.record(record.id).unwrap_err().is_fatal());
    let woke = tokio::time::timeout(std::time::Duration::from_secs(5), waiter).await.unwrap().unwrap();
    assert!(woke.to_string().contains("I/O error"), "{woke}");
    assert!(store.failure().is_some_and(|e| e.is_fatal()));

    // A restart reopens the folder: every acknowledged move is there, the refused one is not.
    drop((store, failing));
    let reopened = Store::open(dir.path()).unwrap();
    let stored = reopened.record(record.id).unwrap().unwrap();
    assert_eq!((stored.version, stored.actions), (record.version, record.actions));
    assert_eq!(stored.version, 6);
    assert!(!reopened.is_delivered("delivery-1").unwrap());
    assert!(reopened.failure().is_none());
}

#[test]
fn sleds_io_errors_are_fatal_and_its_other_errors_are_not() {
    let io = StorageError::from(sled::Error::Io(std::io::Error::other("EIO")));
    assert!(io.is_fatal() && io.to_string().contains("EIO"), "{io}");
    let unsupported = StorageError::from(sled::Error::Unsupported("x".into()));
    assert!(!unsupported.is_fatal());
    assert!(!StorageError::Conflict(1).is_fatal());
}
