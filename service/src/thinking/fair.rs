//! The order in which waiting bot decisions get a core: round-robin between owners, first come
//! first served within an owner.
//!
//! An owner is whoever a decision is charged to (the game's creator, or its chat). Among the
//! owners with a decision waiting, the one served least recently goes first (an owner never
//! served, or forgotten, before any served one; ties in the order they began to wait). So a
//! decision waits for at most one turn of each other owner, however many decisions those owners
//! queue. Within an owner the decisions wait in arrival order; as each game asks for its next
//! decision only after its last one, that is round-robin between the owner's games.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;

/// Owners served longer ago than this many turns are forgotten: they count as never served.
const MEMORY: u64 = 4_096;

/// Waiting items, each charged to an owner.
pub(crate) struct FairQueue<O, T> {
    /// Per owner with items waiting: when it began to wait (a number of the sequence), its items.
    waiting: HashMap<O, (u64, VecDeque<T>)>,
    /// The number of each owner's last turn (turns are numbered from 1).
    served: HashMap<O, u64>,
    /// Turns handed out so far.
    turns: u64,
    /// Owners that began to wait so far.
    arrivals: u64,
}

impl<O: Hash + Eq + Clone, T> FairQueue<O, T> {
    pub(crate) fn new() -> FairQueue<O, T> {
        FairQueue { waiting: HashMap::new(), served: HashMap::new(), turns: 0, arrivals: 0 }
    }

    /// Queues `item` behind `owner`'s other waiting items.
    pub(crate) fn push(&mut self, owner: O, item: T) {
        let arrivals = &mut self.arrivals;
        let (_, items) = self.waiting.entry(owner).or_insert_with(|| {
            *arrivals += 1;
            (*arrivals, VecDeque::new())
        });
        items.push_back(item);
    }

    /// The next item: the first of the owner served least recently.
    pub(crate) fn pop(&mut self) -> Option<T> {
        let owner = self
            .waiting
            .iter()
            .min_by_key(|(owner, (since, _))| (self.served.get(*owner).copied().unwrap_or(0), *since))
            .map(|(owner, _)| owner.clone())?;
        let (_, items) = self.waiting.get_mut(&owner)?;
        let item = items.pop_front();
        if items.is_empty() {
            self.waiting.remove(&owner);
        }
        self.serve(owner);
        item
    }

    /// Notes a turn of `owner` that did not wait (a free core).
    pub(crate) fn serve(&mut self, owner: O) {
        self.turns += 1;
        self.served.insert(owner, self.turns);
        self.forget_old();
    }

    /// Whether nothing waits.
    pub(crate) fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }

    /// Keeps the memory of served owners small: those served long ago count as never served.
    fn forget_old(&mut self) {
        if self.served.len() as u64 > 2 * MEMORY {
            let since = self.turns.saturating_sub(MEMORY);
            self.served.retain(|_, turn| *turn > since);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drain(queue: &mut FairQueue<&'static str, &'static str>) -> Vec<&'static str> {
        std::iter::from_fn(|| queue.pop()).collect()
    }

    #[test]
    fn one_owner_is_served_in_arrival_order() {
        let mut queue = FairQueue::new();
        for game in ["a1", "a2", "a3"] {
            queue.push("ann", game);
        }
        assert_eq!(drain(&mut queue), ["a1", "a2", "a3"]);
        assert!(queue.is_empty());
    }

    #[test]
    fn owners_take_turns_however_many_items_each_queued() {
        let mut queue = FairQueue::new();
        for game in ["a1", "a2", "a3", "a4"] {
            queue.push("ann", game);
        }
        queue.push("ben", "b1");
        queue.push("ben", "b2");
        queue.push("cid", "c1");
        assert_eq!(drain(&mut queue), ["a1", "b1", "c1", "a2", "b2", "a3", "a4"]);
    }

    #[test]
    fn a_newcomer_goes_before_an_owner_just_served() {
        let mut queue = FairQueue::new();
        for game in ["a1", "a2", "a3"] {
            queue.push("ann", game);
        }
        assert_eq!(queue.pop(), Some("a1"));
        // ann's games ask again as they finish; ben arrives behind them all.
        queue.push("ann", "a1");
        queue.push("ben", "b1");
        assert_eq!(queue.pop(), Some("b1"), "ben waits for no more than the turn already running");
        assert_eq!(drain(&mut queue), ["a2", "a3", "a1"]);
    }

    #[test]
    fn a_busy_owner_returning_waits_behind_those_served_before_it() {
        let mut queue = FairQueue::new();
        queue.push("ann", "a1");
        queue.push("ben", "b1");
        assert_eq!(drain(&mut queue), ["a1", "b1"]);
        // Both wait again, ben first: ann was served longer ago, so she goes first.
        queue.push("ben", "b2");
        queue.push("ann", "a2");
        assert_eq!(drain(&mut queue), ["a2", "b2"]);
    }

    #[test]
    fn a_heavy_owner_delays_another_by_at_most_one_turn() {
        // 20 games of ann keep asking; each time ben asks, at most one of ann's turns comes first.
        let mut queue: FairQueue<&str, u32> = FairQueue::new();
        for game in 0..20 {
            queue.push("ann", game);
        }
        for round in 0..50 {
            let served = queue.pop().unwrap();
            queue.push("ann", served);
            if round % 7 == 0 {
                queue.push("ben", 99);
                assert_eq!(queue.pop(), Some(99), "round {round}");
            }
        }
    }

    #[test]
    fn a_turn_that_did_not_wait_counts() {
        let mut queue = FairQueue::new();
        queue.serve("ann");
        queue.push("ann", "a1");
        queue.push("ben", "b1");
        assert_eq!(drain(&mut queue), ["b1", "a1"]);
    }

    #[test]
    fn owners_served_long_ago_are_forgotten_but_still_served() {
        let mut queue: FairQueue<u64, u64> = FairQueue::new();
        for owner in 0..3 * MEMORY {
            queue.push(owner, owner);
            assert_eq!(queue.pop(), Some(owner));
        }
        assert!(queue.served.len() as u64 <= 2 * MEMORY + 1);
        queue.push(0, 7);
        queue.push(3 * MEMORY - 1, 8);
        assert_eq!(queue.pop(), Some(7), "owner 0, forgotten, counts as never served");
        assert_eq!(queue.pop(), Some(8));
    }
}
