//! Whether the database can still be used: the first [`StorageError::Fatal`] any call meets is
//! kept, and whoever waits on [`Health::failed`] (the binary's run loop) learns of it at once,
//! whichever task met it (a command, a reminder, a backup).
//!
//! [`Watched`] wraps every backend a [`crate::Store`] uses and reports each fatal error here, so
//! the service needs no change: its command still fails (and is not acknowledged), and the run
//! loop stops the process with a non-zero code for its supervisor to restart it.

use std::sync::{Arc, OnceLock};

use tokio::sync::Notify;

use crate::backend::{Backend, Result};
use crate::error::StorageError;
use crate::layer::Layer;

/// The first fatal error of a database, if any, and those waiting for it.
#[derive(Debug, Default)]
pub(crate) struct Health {
    failure: OnceLock<String>,
    changed: Notify,
}

impl Health {
    /// Keeps the first fatal error and wakes those waiting.
    pub(crate) fn report(&self, e: &StorageError) {
        if let StorageError::Fatal { detail } = e
            && self.failure.set(detail.clone()).is_ok()
        {
            self.changed.notify_waiters();
        }
    }

    /// The fatal error met so far, if any.
    pub(crate) fn failure(&self) -> Option<StorageError> {
        self.failure.get().map(|detail| StorageError::Fatal { detail: detail.clone() })
    }

    /// Waits until a fatal error is met (at once if one was).
    pub(crate) async fn failed(&self) -> StorageError {
        loop {
            let notified = self.changed.notified();
            if let Some(e) = self.failure() {
                return e;
            }
            notified.await;
        }
    }
}

/// A backend whose fatal errors are reported to a [`Health`].
pub(crate) struct Watched {
    pub(crate) inner: Arc<dyn Backend>,
    pub(crate) health: Arc<Health>,
}

impl Layer for Watched {
    fn inner(&self) -> &dyn Backend {
        &*self.inner
    }

    fn around<T>(&self, call: impl FnOnce() -> Result<T>) -> Result<T> {
        let result = call();
        if let Err(e) = &result {
            self.health.report(e);
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_first_fatal_error_is_kept_and_wakes_the_waiter() {
        let health = Arc::new(Health::default());
        let waiter = tokio::spawn({
            let health = health.clone();
            async move { health.failed().await }
        });
        tokio::task::yield_now().await;
        health.report(&StorageError::Conflict(3));
        assert!(health.failure().is_none(), "a conflict is not fatal");
        health.report(&StorageError::Fatal { detail: "No space left on device".into() });
        health.report(&StorageError::Fatal { detail: "a later one".into() });
        let e = waiter.await.unwrap();
        assert!(e.to_string().contains("No space left on device"), "{e}");
        assert!(health.failed().await.to_string().contains("No space left"));
    }
}
