//! The move menu of every game over seeded playouts at every player count and option set: every
//! legal move is one leaf within three levels, no level holds more than 25 entries, and labels and
//! button data fit Discord's and Telegram's limits.

use std::collections::HashSet;

use kontor_engine::{GameRng, Options};
use kontor_games::{AnyGame, GameKind};
use kontor_service::{MAX_DEPTH, MAX_ENTRIES, MoveTree, Node, path_code};

/// Discord button label.
const BUTTON_LABEL: usize = 80;
/// Telegram callback data, in bytes.
const CALLBACK_DATA: usize = 64;

fn options(pairs: &[(&str, &str)]) -> Options {
    pairs.iter().map(|(k, v)| ((*k).to_string(), (*v).to_string())).collect()
}

type OptionSet = Vec<(&'static str, &'static str)>;
type Seats = std::ops::RangeInclusive<usize>;

/// Every table to play: each player count with each option set.
fn tables(kind: GameKind) -> Vec<(usize, Options)> {
    let sets: Vec<(OptionSet, Seats)> = match kind {
        GameKind::Carthage => vec![(vec![], 2..=4)],
        GameKind::ThurnTaxis => vec![
            (vec![], 2..=4),
            (vec![("carriage_points", "face")], 2..=4),
            (vec![("all_provinces", "outside-baiern")], 2..=4),
        ],
        GameKind::Hansa => vec![
            (vec![], 2..=5),
            (vec![("tokens", "bigbox"), ("missions", "on"), ("favour", "on")], 2..=5),
            (vec![("map", "east")], 3..=5),
            (vec![("map", "britannia")], 3..=5),
        ],
        GameKind::ElDorado => vec![
            (vec![], 2..=4),
            (vec![("course", "serpentine"), ("caves", "on")], 2..=4),
            (vec![("course", "random")], 2..=4),
        ],
    };
    sets.into_iter().flat_map(|(o, seats)| seats.map(move |n| (n, options(&o)))).collect()
}

/// Checks one seat's menu; returns how many moves it holds.
fn check(game: &AnyGame, seat: kontor_engine::Seat, what: &str) -> usize {
    let legal = game.legal_actions(seat);
    let tree = MoveTree::of(game, seat);
    let mut seen = HashSet::new();
    check_level(&tree.root, what);
    for (path, leaf) in tree.leaves() {
        let Node::Leaf { notation, index, .. } = leaf else { unreachable!() };
        assert!(path.len() <= MAX_DEPTH, "{what}: `{notation}` is {} levels deep", path.len());
        assert!(seen.insert(*index), "{what}: `{notation}` listed twice");
        assert!(seen.len() <= legal.len());
        assert_eq!(game.parse_action(seat, notation).as_ref(), Ok(&legal[*index]), "{what}: `{notation}`");
        let data = format!("k:m:{}:{}:{}", u32::MAX, u32::MAX, path_code(&path));
        assert!(data.len() <= CALLBACK_DATA, "{what}: callback data `{data}`");
    }
    assert_eq!(seen.len(), legal.len(), "{what}: not every legal move is in the menu");
    legal.len()
}

fn check_level(level: &[Node], what: &str) {
    assert!(level.len() <= MAX_ENTRIES, "{what}: a level of {} entries", level.len());
    let mut labels = HashSet::new();
    for node in level {
        let label = node.label();
        assert!(!label.is_empty() && label.chars().count() <= BUTTON_LABEL, "{what}: label `{label}`");
        assert!(labels.insert(label.to_lowercase()), "{what}: label `{label}` twice in a level");
        if let Node::Group { children, .. } = node {
            assert!(children.len() >= 2, "{what}: group `{label}` of one entry");
            check_level(children, what);
        }
    }
}

/// Plays seeded playouts of every table of `kind`, checking the menu at every third position,
/// until each table gave its share of 240 positions.
fn playouts(kind: GameKind) {
    let tables = tables(kind);
    let share = 240usize.div_ceil(tables.len());
    let (mut positions, mut busiest) = (0, 0);
    for (seats, options) in tables {
        let (mut seen, mut seed) = (0, 1000 + seats as u64);
        while seen < share {
            let mut game = AnyGame::setup(kind, &options, seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            for step in 0..share * 3 {
                let Some(&seat) = game.active_seats().first() else { break };
                if step % 3 == 0 && seen < share {
                    let what = format!("{} {seats}p {options:?} seed {seed} step {step}", kind.name());
                    busiest = busiest.max(check(&game, seat, &what));
                    seen += 1;
                }
                let action = game.playout_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
            }
            seed += 1;
        }
        positions += seen;
    }
    assert!(positions >= 200, "{}: only {positions} positions", kind.name());
    eprintln!("{}: {positions} positions, at most {busiest} moves", kind.name());
}

#[test]
fn every_titles_menu_holds_every_move() {
    for kind in GameKind::ALL {
        playouts(kind);
    }
}
