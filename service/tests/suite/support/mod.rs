//! What the service's tests share: a service with its database at hand (tests read the database
//! directly to check what a command stored, which the service's public face does not offer),
//! commands typed in a test chat, the texts of answers, and games played on by the playout policy.

use std::sync::Arc;

use kontor_engine::GameRng;
use kontor_games::AnyGame;
use kontor_service::{ChatKey, Command, Delivery, ManualClock, ServiceConfig, UserKey};
use kontor_storage::{GameId, Store, StoredGame};

pub mod paused;
#[path = "../../../../tests/src/served.rs"]
mod served;

pub use served::Served;

/// A service without pictures over `store`, its clock a manual one at 1,000,000 ms.
pub fn service_on(store: Store) -> Served {
    let config = ServiceConfig { images: false, ..ServiceConfig::default() };
    Served::new(store, config, Arc::new(ManualClock::starting_at(1_000_000)))
}

/// [`service_on`] a temporary database.
pub fn service() -> Served {
    service_on(Store::temporary().unwrap())
}

/// [`service`], with its clock at hand to let time pass.
pub fn clocked_service() -> (Served, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::starting_at(1_000_000));
    let config = ServiceConfig { images: false, ..ServiceConfig::default() };
    (Served::new(Store::temporary().unwrap(), config, clock.clone()), clock)
}

/// `text` typed by `who` in the chat `room`, both of the platform `test`.
pub fn command(room: &str, who: &str, text: &str) -> Command {
    Command::text(ChatKey::new("test", room), UserKey::new("test", who), who, text)
}

/// Every text of an answer, one per line.
pub fn all_text(out: &[Delivery]) -> String {
    out.iter().map(Delivery::text).collect::<Vec<_>>().join("\n")
}

/// Says each `(who, text)` in `room` in turn, the answers unread: the steps that set a table up.
pub async fn say_all(svc: &kontor_service::Service, room: &str, lines: &[(&str, &str)]) {
    for &(who, text) in lines {
        svc.handle(command(room, who, text)).await;
    }
}

/// Says each `(who, lang, text)` in `room` in turn, `who`'s language `lang`, and asserts the
/// whole answer (every text, one per line) is `answer`.
pub async fn assert_answers(svc: &kontor_service::Service, room: &str, cases: &[(&str, &str, &str, &str)]) {
    for &(who, lang, text, answer) in cases {
        let out = svc.handle(command(room, who, text).with_locale(Some(lang))).await;
        assert_eq!(all_text(&out), answer, "{who} says {text:?} in {lang}");
    }
}

/// `who` opens a Carthage game in `room`; asserts that its channel is told in English (a chat
/// whose language nobody chose, opened by a player whose language is not known).
pub async fn assert_opens_in_english(svc: &kontor_service::Service, room: &str, who: &str) {
    let opened = public(&svc.handle(command(room, who, "/new carthage")).await);
    assert!(opened.contains(&format!("{who} opened a game of")), "{opened}");
}

/// The texts sent privately to `who`.
pub fn private_to(out: &[Delivery], who: &str) -> String {
    let texts: Vec<&str> = out
        .iter()
        .filter_map(|d| match d {
            Delivery::Private { user, text, .. } if user.id == who => Some(text.as_str()),
            _ => None,
        })
        .collect();
    texts.join("\n")
}

/// The texts posted to channels.
pub fn public(out: &[Delivery]) -> String {
    let texts: Vec<&str> = out
        .iter()
        .filter_map(|d| match d {
            Delivery::Channel { text, .. } => Some(text.as_str()),
            Delivery::Private { .. } => None,
        })
        .collect();
    texts.join("\n")
}

/// The next move of game `id` by the game's playout policy: the user id of the seat to move and
/// the `/play …` line; `None` once no seat is to act.
pub fn playout_move(store: &Store, id: GameId, rng: &mut GameRng) -> Option<(String, String)> {
    let stored = store.load(id).unwrap().unwrap();
    let game = replayed(&stored);
    let &seat = game.active_seats().first()?;
    let who = stored.record.seats[seat.index()].user.id.clone();
    let action = game.playout_action(seat, rng).expect("a legal move");
    Some((who, format!("/play {}", game.format_action(&action))))
}

/// A stored game replayed from its log.
fn replayed(stored: &StoredGame) -> AnyGame {
    let record = &stored.record;
    let actions: Vec<_> = stored.actions.iter().map(|a| (a.seat, a.action.clone())).collect();
    AnyGame::replay(record.kind, &record.options, record.seats.len(), record.seed, &actions).unwrap()
}
