//! The work an adapter has in hand, for a stop that lets it finish: each job (an interaction
//! being answered) holds a [`Job`] while it runs; at a stop no new job starts and the adapter
//! waits, for a bounded time, until the last one has ended.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;

/// How long a stopping adapter waits for its jobs before it stops anyway: their posts are in the
/// outbox, sent at the next start.
pub const DRAIN: Duration = Duration::from_secs(10);

/// The jobs of one adapter.
#[derive(Clone, Debug)]
pub struct Jobs {
    /// How many jobs run, and whether the adapter is stopping (no job starts then).
    state: Arc<watch::Sender<(usize, bool)>>,
}

impl Default for Jobs {
    fn default() -> Jobs {
        Jobs { state: Arc::new(watch::channel((0, false)).0) }
    }
}

/// One running job; it ends when dropped.
#[derive(Debug)]
pub struct Job {
    state: Arc<watch::Sender<(usize, bool)>>,
}

impl Drop for Job {
    fn drop(&mut self) {
        self.state.send_modify(|(running, _)| *running -= 1);
    }
}

impl Jobs {
    /// A new job, or `None` once the adapter is stopping.
    #[must_use]
    pub fn start(&self) -> Option<Job> {
        let mut started = false;
        self.state.send_if_modified(|(running, stopping)| {
            started = !*stopping;
            if started {
                *running += 1;
            }
            started
        });
        started.then(|| Job { state: self.state.clone() })
    }

    /// Starts no more jobs and waits until the running ones have ended, at most `limit`. False
    /// when some were still running.
    pub async fn finish(&self, limit: Duration) -> bool {
        self.state.send_modify(|(_, stopping)| *stopping = true);
        let mut state = self.state.subscribe();
        tokio::time::timeout(limit, state.wait_for(|(running, _)| *running == 0)).await.is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_stop_waits_for_running_jobs_and_starts_no_new_one() {
        let jobs = Jobs::default();
        let job = jobs.start().unwrap();
        let finishing = tokio::spawn({
            let jobs = jobs.clone();
            async move { jobs.finish(Duration::from_secs(3600)).await }
        });
        tokio::task::yield_now().await;
        assert!(!finishing.is_finished());
        drop(job);
        assert!(finishing.await.unwrap());
        assert!(jobs.start().is_none());
    }

    #[tokio::test(start_paused = true)]
    async fn a_stop_gives_up_on_a_job_that_does_not_end() {
        let jobs = Jobs::default();
        let _job = jobs.start().unwrap();
        assert!(!jobs.finish(DRAIN).await);
    }
}
