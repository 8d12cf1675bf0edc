//! Processes sharing one database (`[storage] url`): another process may move a game between any
//! two of a command's reads, or between its last read and its write. [`Interleaved`] stands for
//! such a database: it writes another process's move just before the command's n-th read of a
//! game's state or write.

use std::any::type_name;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use kontor_games::AnyGame;
use kontor_service::{ChatKey, Command, Delivery, Input, UserKey};
use kontor_storage::{Backend, GameWrite, Layer, LoggedAction, Receipt, SledStore, StorageError, Store};

use crate::support::{all_text, command, service_on};

type Result<T> = std::result::Result<T, StorageError>;
type Move = Box<dyn FnOnce() + Send>;

/// A sled database that calls itself shared and runs `other` just before the `at`-th read of a
/// game's state or write (counting from 1).
struct Interleaved {
    inner: Arc<SledStore>,
    loads: AtomicUsize,
    at: usize,
    other: Mutex<Option<Move>>,
}

impl Layer for Interleaved {
    fn inner(&self) -> &dyn Backend {
        &*self.inner
    }

    fn name(&self) -> &'static str {
        "postgres"
    }

    fn around<T>(&self, call: impl FnOnce() -> Result<T>) -> Result<T> {
        let counted = [type_name::<Option<AnyGame>>(), type_name::<Vec<Receipt>>()];
        if counted.contains(&type_name::<T>())
            && self.loads.fetch_add(1, Ordering::SeqCst) + 1 == self.at
            && let Some(other) = self.other.lock().unwrap().take()
        {
            other();
        }
        call()
    }
}

/// Another process pressing the button `text` of game 1 first: the move applied and written.
fn pressed_elsewhere(store: Store, text: String) -> Move {
    Box::new(move || {
        let base = store.record(1).unwrap().unwrap();
        let game = store.load_snapshot(1).unwrap().unwrap();
        let seat = game.active_seats()[0];
        let notation = text.strip_prefix("/play ").unwrap_or(&text);
        let action = game.parse_action(seat, notation).unwrap();
        let mut next = game.clone();
        next.apply(seat, &action).unwrap();
        let mut record = base.clone();
        (record.actions, record.version, record.updated_ms) =
            (record.actions + 1, record.version + 1, record.updated_ms + 1);
        let logged = LoggedAction { seat, action, time_ms: record.updated_ms };
        let write =
            GameWrite { record, snapshot: Some(next), appended: vec![logged], cut: None, base: Some(base) };
        store.write(&[write], None, &[]).unwrap();
    })
}

/// The first button offered privately to `who`: its text, game and version.
fn first_button(out: &[Delivery], who: &str) -> (String, u64, u64) {
    out.iter()
        .find_map(|d| match d {
            Delivery::Private { user, choices, .. } if user.id == who => {
                choices.first().map(|c| (c.text.clone(), c.game, c.version))
            }
            _ => None,
        })
        .expect("a button for the player to move")
}

/// A button pressed in one process while another process applies the same press: whether the
/// other write comes before the press reads the state or before it writes, the press is refused as
/// stale and the move is applied once — never decided on the new position under the old button's
/// version. (The button's check and the move once read the state twice, and the second read hid a
/// change between them; they share one read now.)
#[tokio::test]
async fn a_button_pressed_while_another_process_moves_is_refused_as_stale_at_every_interleaving() {
    // A press reads the state once (the button's check and the move share it) and writes once.
    for at in 1..=2 {
        let dir = tempfile::tempdir().unwrap();
        let inner = Arc::new(SledStore::open(dir.path()).unwrap());
        let svc = service_on(Store::with_backend(inner.clone()));
        svc.handle(command("t", "alice", "/new carthage players=2 seed=3")).await;
        svc.handle(command("t", "bob", "/join")).await;
        let started = svc.handle(command("t", "alice", "/start")).await;
        let who = ["alice", "bob"].into_iter().find(|w| started.iter().any(|d| is_button_for(d, w))).unwrap();
        let (text, game, version) = first_button(&started, who);
        let actions = svc.store().record(1).unwrap().unwrap().actions;

        // From here the n-th read of the state meets the other process's write first.
        let interleaved = Arc::new(Interleaved {
            inner: inner.clone(),
            loads: AtomicUsize::new(0),
            at,
            other: Mutex::new(Some(pressed_elsewhere(Store::with_backend(inner.clone()), text.clone()))),
        });
        drop(svc);
        let svc = service_on(Store::with_backend(interleaved.clone()));
        let press = Command {
            input: Input::Choice { game, version, text: text.clone() },
            ..Command::text(ChatKey::new("test", "t"), UserKey::new("test", who), who, "")
        };
        let answer = all_text(&svc.handle(press).await);
        assert!(interleaved.other.lock().unwrap().is_none(), "the other process moved before call {at}");
        assert!(answer.contains("older board"), "call {at}: {answer}");
        let record = svc.store().record(1).unwrap().unwrap();
        assert_eq!(record.actions, actions + 1, "call {at}: the move applied once");
        assert_eq!(svc.store().verify().unwrap(), 1);
    }
}

fn is_button_for(d: &Delivery, who: &str) -> bool {
    matches!(d, Delivery::Private { user, choices, .. } if user.id == who && !choices.is_empty())
}
