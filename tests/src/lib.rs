//! Helpers shared by Kontor's end-to-end tests and benchmarks.

pub mod bench;
mod served;

pub use served::Served;

use std::path::Path;
use std::sync::Arc;

use kontor_service::{ChatKey, Choice, Command, Delivery, ManualClock, Service, ServiceConfig, UserKey};
use kontor_storage::Store;

/// The scripted 3-player game (alice against two bots) played by `kontor local` in the tests
/// and the README.
pub const CARTHAGE_SCRIPT: &str = include_str!("../scripts/carthage-3p-vs-bots.txt");

/// A Big Box game through `kontor local`: Hansa Teutonica on Britannia, alice against three bots.
pub const BRITANNIA_SCRIPT: &str = include_str!("../scripts/hansa-britannia-4p-vs-bots.txt");

/// A service on a temporary database and a manual clock.
pub fn temporary_service(images: bool) -> Served {
    let config = ServiceConfig { images, ..ServiceConfig::default() };
    Served::new(Store::temporary().expect("temporary sled"), config, Arc::new(ManualClock::starting_at(0)))
}

/// A service on a database folder, with durable writes.
pub fn service_in(dir: &Path, images: bool) -> Served {
    let config = ServiceConfig { images, ..ServiceConfig::default() };
    Served::new(Store::open(dir).expect("sled folder"), config, Arc::new(ManualClock::starting_at(0)))
}

/// Runs script text through the terminal adapter and returns what it printed.
#[cfg(feature = "bot")]
pub async fn run_script(service: &Service, script: &str, out_dir: &Path) -> String {
    let mut output = Vec::new();
    kontor_bot::terminal::run(service, script.as_bytes(), &mut output, out_dir)
        .await
        .expect("terminal adapter");
    String::from_utf8(output).expect("utf-8 output")
}

/// One game through `Service::handle` in the chat `local`: alice sends the `opening` commands, then,
/// while the service offers her buttons privately, presses the one `pick` chooses (an entry of the
/// move menu that opens a level answers with that level, pressed the same way). Returns the game
/// as a terminal script (`alice <command>` lines, opening included), the number of alice's moves and
/// the text of the last answer. Panics if alice has not finished after `max_moves` moves.
pub async fn play_as_alice(
    opening: &[&str],
    max_moves: usize,
    mut pick: impl FnMut(&[Choice]) -> usize,
) -> (String, usize, String) {
    let svc = temporary_service(false);
    let say = |text: &str| {
        svc.handle(Command::text(
            ChatKey::new("local", "local"),
            UserKey::new("local", "alice"),
            "alice",
            text,
        ))
    };
    let mut script: String = opening.iter().map(|line| format!("alice {line}\n")).collect();
    let mut out = Vec::new();
    for line in opening {
        out = say(line).await;
    }
    let mut moves = 0;
    while let Some(text) = offered_to_alice(&out, &mut pick) {
        assert!(moves < max_moves, "the game does not end within {max_moves} of alice's moves");
        out = say(&text).await;
        script.push_str(&format!("alice {text}\n"));
        // A choice either opens a level of the move menu (`/moves …`) or plays a move.
        moves += usize::from(text.starts_with("/play"));
    }
    let last = out.iter().map(Delivery::text).collect::<Vec<_>>().join("\n");
    (script, moves, last)
}

/// A `pick` for [`play_as_alice`]: the button a fixed pseudo-random sequence from `seed` chooses,
/// so that alice never loops between a step and its `back`.
pub fn pseudo_random_pick(seed: u64) -> impl FnMut(&[Choice]) -> usize {
    let mut state = seed;
    move |_| {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    }
}

/// The button `pick` chooses among those offered privately to alice, if any.
fn offered_to_alice(out: &[Delivery], pick: &mut impl FnMut(&[Choice]) -> usize) -> Option<String> {
    out.iter().find_map(|d| match d {
        Delivery::Private { user, choices, .. } if user.id == "alice" && !choices.is_empty() => {
            // Going back up the move menu only walks in circles.
            let ahead: Vec<Choice> = choices.iter().filter(|c| !c.is_back()).cloned().collect();
            Some(ahead[pick(&ahead) % ahead.len()].text.clone())
        }
        _ => None,
    })
}
