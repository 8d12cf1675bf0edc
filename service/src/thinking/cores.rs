//! Turns at the cores for bot decisions, handed out in the [`FairQueue`]'s order: a decision
//! asks with its owner and waits; a turn given back goes to the next waiting decision.

use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use tokio::sync::oneshot;

use super::fair::FairQueue;

/// A fixed number of cores shared by the owners of the decisions that wait for them.
pub(crate) struct Cores<O: Hash + Eq + Clone> {
    shared: Arc<Mutex<State<O>>>,
}

struct State<O: Hash + Eq + Clone> {
    /// Cores nobody thinks on.
    free: usize,
    /// Decisions waiting for a core, each with the channel its turn is handed through.
    queue: FairQueue<O, oneshot::Sender<Turn<O>>>,
}

/// A decision's turn at a core; dropping it gives the core to the next waiting decision.
pub(crate) struct Turn<O: Hash + Eq + Clone> {
    shared: Option<Arc<Mutex<State<O>>>>,
}

impl<O: Hash + Eq + Clone> Cores<O> {
    /// `cores` cores (at least one).
    pub(crate) fn new(cores: usize) -> Cores<O> {
        let state = State { free: cores.max(1), queue: FairQueue::new() };
        Cores { shared: Arc::new(Mutex::new(state)) }
    }

    /// Waits for a turn at a core for a decision of `owner`.
    pub(crate) async fn turn(&self, owner: O) -> Turn<O> {
        let waiting = {
            let mut state = lock(&self.shared);
            if state.free > 0 && state.queue.is_empty() {
                state.free -= 1;
                state.queue.serve(owner);
                return Turn { shared: Some(self.shared.clone()) };
            }
            let (give, take) = oneshot::channel();
            state.queue.push(owner, give);
            take
        };
        match waiting.await {
            Ok(turn) => turn,
            // The cores were dropped with the service; nobody hands out turns any more.
            Err(_) => Turn { shared: None },
        }
    }
}

impl<O: Hash + Eq + Clone> Drop for Turn<O> {
    fn drop(&mut self) {
        let Some(shared) = self.shared.take() else { return };
        loop {
            let next = {
                let mut state = lock(&shared);
                match state.queue.pop() {
                    Some(next) => next,
                    None => {
                        state.free += 1;
                        return;
                    }
                }
            };
            // A decision that stopped waiting (its task ended) passes the turn on.
            match next.send(Turn { shared: Some(shared.clone()) }) {
                Ok(()) => return,
                Err(mut unused) => unused.shared = None,
            }
        }
    }
}

fn lock<O: Hash + Eq + Clone>(shared: &Mutex<State<O>>) -> MutexGuard<'_, State<O>> {
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Polls `turn` once: whether it was granted by then.
    fn granted<O: Hash + Eq + Clone>(
        turn: &mut std::pin::Pin<Box<impl Future<Output = Turn<O>>>>,
    ) -> Option<Turn<O>> {
        let waker = std::task::Waker::noop();
        match turn.as_mut().poll(&mut std::task::Context::from_waker(waker)) {
            std::task::Poll::Ready(turn) => Some(turn),
            std::task::Poll::Pending => None,
        }
    }

    #[test]
    fn a_freed_core_goes_to_the_owner_served_least_recently() {
        let cores = Cores::new(1);
        let mut first = Box::pin(cores.turn("ann"));
        let running = granted(&mut first).expect("a free core at once");
        let mut ann = Box::pin(cores.turn("ann"));
        let mut ben = Box::pin(cores.turn("ben"));
        assert!(granted(&mut ann).is_none() && granted(&mut ben).is_none());
        drop(running);
        let ben_turn = granted(&mut ben).expect("ben was never served");
        assert!(granted(&mut ann).is_none());
        drop(ben_turn);
        assert!(granted(&mut ann).is_some());
    }

    #[test]
    fn a_decision_that_stops_waiting_passes_its_turn_on() {
        let cores = Cores::new(1);
        let mut first = Box::pin(cores.turn("ann"));
        let running = granted(&mut first).unwrap();
        let mut gone = Box::pin(cores.turn("ben"));
        let mut cid = Box::pin(cores.turn("cid"));
        assert!(granted(&mut gone).is_none());
        drop(gone);
        drop(running);
        let turn = granted(&mut cid).expect("ben's turn went to cid");
        drop(turn);
        assert_eq!(lock(&cores.shared).free, 1, "the core is free again");
    }
}
