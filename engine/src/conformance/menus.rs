//! A check every game's menu paths keep (issue #61, "menus in words"): each legal move has a
//! path of non-empty labels, no label starts with the word of the label above it, no two moves
//! share a path, and no move's path is also the group of another.

use std::collections::HashSet;

use crate::{Game, GameRng, Options, Seat};

/// Checks the menu paths of `seat`'s legal moves in `game`; the error names the first fault.
pub fn check_menu_paths<G: Game>(game: &G, seat: Seat) -> Result<(), String> {
    let (mut paths, mut groups) = (HashSet::new(), HashSet::new());
    for action in game.legal_actions(seat) {
        let path = game.choice_path(&action);
        if path.is_empty() || path.iter().any(|l| l.trim().is_empty()) {
            return Err(format!("{action:?}: an empty label in {path:?}"));
        }
        for pair in path.windows(2) {
            let parent = pair[0].split(' ').next().unwrap_or_default();
            if pair[1].split(' ').next() == Some(parent) {
                return Err(format!("{action:?}: {path:?} repeats `{parent}`"));
            }
        }
        for n in 1..path.len() {
            groups.insert(path[..n].to_vec());
        }
        if !paths.insert(path.clone()) {
            return Err(format!("{path:?} is the path of two moves"));
        }
    }
    match paths.iter().find(|p| groups.contains(*p)) {
        Some(path) => Err(format!("{path:?} is a move and a group")),
        None => Ok(()),
    }
}

/// Checks the menu paths at every step of playouts of `G` with `options`: each seat count, seeds
/// `0..seeds`, at most `steps` steps each.
pub fn check_menus_along_playouts<G: Game>(
    options: &Options,
    seeds: u64,
    steps: usize,
) -> Result<(), String> {
    for seats in G::MIN_SEATS..=G::MAX_SEATS {
        for seed in 0..seeds {
            let mut game = G::setup(options, seats, seed).map_err(|e| e.to_string())?;
            let mut rng = GameRng::from_seed(seed);
            for _ in 0..steps {
                let Some(&seat) = game.active_seats().first() else { break };
                check_menu_paths(&game, seat).map_err(|e| format!("{seats} seats, seed {seed}: {e}"))?;
                let Some(action) = game.playout_action(seat, &mut rng) else { break };
                game.apply(seat, &action).map_err(|e| e.to_string())?;
            }
        }
    }
    Ok(())
}
