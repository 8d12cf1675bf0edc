//! Issue #61, "a table you can follow on a phone": the menu path of every legal move
//! (`choice_path`) has labels that say only what they add — none starts with the word of the
//! label above it — and no two moves share a path, nor is a move's path the group of another.

use std::collections::HashSet;

use kontor_carthage::Carthage;
use kontor_engine::{Game, GameRng, Options, Seat};

fn check_menu(g: &Carthage, seat: Seat) {
    let mut paths = HashSet::new();
    let mut groups = HashSet::new();
    for action in g.legal_actions(seat) {
        let path = g.choice_path(&action);
        assert!(!path.is_empty() && path.iter().all(|l| !l.trim().is_empty()), "{action:?}: {path:?}");
        for pair in path.windows(2) {
            let parent = pair[0].split(' ').next().unwrap_or_default();
            assert_ne!(pair[1].split(' ').next(), Some(parent), "{action:?}: {path:?} repeats `{parent}`");
        }
        for n in 1..path.len() {
            groups.insert(path[..n].to_vec());
        }
        assert!(paths.insert(path.clone()), "{path:?} is the path of two moves");
    }
    for path in &paths {
        assert!(!groups.contains(path), "{path:?} is a move and a group");
    }
}

#[test]
fn menu_labels_never_repeat_the_word_above_them() {
    for seats in Carthage::MIN_SEATS..=Carthage::MAX_SEATS {
        for seed in 0..3u64 {
            let mut g = Carthage::setup(&Options::new(), seats, seed).expect("setup");
            let mut rng = GameRng::from_seed(seed);
            for _ in 0..3_000 {
                let Some(&seat) = g.active_seats().first() else { break };
                check_menu(&g, seat);
                let action = g.playout_action(seat, &mut rng).expect("a move");
                g.apply(seat, &action).expect("a legal move");
            }
        }
    }
}
