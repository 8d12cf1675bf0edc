//! A check every game's menu paths keep (issue #61, "menus in words"): each legal move has a
//! path of non-empty labels, no label starts with the word of the label above it, no two moves
//! share a path, and no move's path is also the group of another.

use std::collections::HashSet;

use crate::{Game, Seat};

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
