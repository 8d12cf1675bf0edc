//! One lane per chat: a chat's jobs run one after another, in the order they came; the jobs of
//! different chats run at the same time. A lane's task starts with its first job and ends after a
//! while without one.

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::mpsc;
use tokio::task::JoinHandle;

/// How long an idle lane's task stays.
const IDLE: Duration = Duration::from_secs(30);

type Work<J> = Arc<dyn Fn(J) -> Pin<Box<dyn Future<Output = ()> + Send>> + Send + Sync>;

/// A lane's queue and task.
type Lane<J> = (mpsc::UnboundedSender<J>, JoinHandle<()>);

/// The lanes, keyed by chat id.
pub struct Lanes<J> {
    work: Work<J>,
    open: Mutex<HashMap<i64, Lane<J>>>,
    closing: AtomicBool,
}

impl<J: Send + 'static> Lanes<J> {
    /// Lanes that run each job with `work`.
    pub fn new<F, Fut>(work: F) -> Arc<Lanes<J>>
    where
        F: Fn(J) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        Arc::new(Lanes {
            work: Arc::new(move |job| Box::pin(work(job))),
            open: Mutex::new(HashMap::new()),
            closing: AtomicBool::new(false),
        })
    }

    /// Queues `job` on the lane of `chat`, after the jobs already there.
    pub fn push(self: &Arc<Self>, chat: i64, job: J) {
        let mut open = self.lock();
        let job = match open.get(&chat) {
            Some((queue, _)) => match queue.send(job) {
                Ok(()) => return,
                // The lane's task ended: start another.
                Err(mpsc::error::SendError(job)) => job,
            },
            None => job,
        };
        let (queue, jobs) = mpsc::unbounded_channel();
        let _ = queue.send(job);
        let task = tokio::spawn(self.clone().drive(chat, jobs));
        open.insert(chat, (queue, task));
    }

    /// How many lanes have a task.
    #[must_use]
    pub fn busy(&self) -> usize {
        self.lock().len()
    }

    /// Stops taking jobs: each lane finishes the job it runs and leaves the rest (the caller
    /// keeps them elsewhere, e.g. in the inbox). Waits up to `grace` for the running jobs.
    pub async fn close(&self, grace: Duration) {
        self.closing.store(true, Ordering::SeqCst);
        let tasks: Vec<JoinHandle<()>> = self.lock().drain().map(|(_, (_, task))| task).collect();
        let all = async {
            for task in tasks {
                let _ = task.await;
            }
        };
        if tokio::time::timeout(grace, all).await.is_err() {
            tracing::warn!(
                "telegram: some chats were still busy at shutdown; their updates wait for the next start"
            );
        }
    }

    async fn drive(self: Arc<Self>, chat: i64, mut jobs: mpsc::UnboundedReceiver<J>) {
        loop {
            let job = match tokio::time::timeout(IDLE, jobs.recv()).await {
                Ok(Some(job)) => job,
                Ok(None) => return,
                Err(_) => {
                    // Idle: leave, unless a job came in meanwhile (checked under the lock that
                    // `push` takes, so none is left behind).
                    let mut open = self.lock();
                    match jobs.try_recv() {
                        Ok(job) => job,
                        Err(_) => {
                            open.remove(&chat);
                            return;
                        }
                    }
                }
            };
            if self.closing.load(Ordering::SeqCst) {
                return;
            }
            (self.work)(job).await;
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<i64, Lane<J>>> {
        self.open.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_chat_keeps_its_order_while_a_slow_chat_holds_up_no_other() {
        let (tx, mut rx) = mpsc::unbounded_channel();
        let lanes = Lanes::new(move |(chat, n, slow): (i64, u32, bool)| {
            let tx = tx.clone();
            async move {
                if slow {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
                let _ = tx.send((chat, n));
            }
        });
        lanes.push(1, (1, 0, true));
        lanes.push(1, (1, 1, false));
        for n in 0..5 {
            lanes.push(2, (2, n, false));
        }
        let mut seen = Vec::new();
        while seen.len() < 7 {
            seen.push(rx.recv().await.unwrap());
        }
        // Chat 2 finished while chat 1 waited on its slow job; each chat in its own order.
        assert_eq!(&seen[..5], &[(2, 0), (2, 1), (2, 2), (2, 3), (2, 4)]);
        assert_eq!(&seen[5..], &[(1, 0), (1, 1)]);
        assert_eq!(lanes.busy(), 2);
        lanes.close(Duration::from_secs(1)).await;
        assert_eq!(lanes.busy(), 0);
    }
}
