//! Seeded random playouts for 2–5 players with both token sets, checking that `legal_actions` and
//! `apply` agree (every listed action applies, unlisted candidates are refused without a trace),
//! that 31 pieces per colour are conserved at every step, that the state survives serde and
//! notation round trips, and that the action log replays to the same final state.

mod support;

use kontor_engine::{Game, GameRng, Options, Seat, Viewer, replay};
use kontor_hansa::{
    Ability, Action, Hansa, MERCHANTS_PER_COLOUR, Phase, Reward, TRADERS_PER_COLOUR, TokenUse, board,
};

const SEEDS_PER_TABLE: u64 = 32;
const MAX_STEPS: usize = 60_000;

/// Candidate actions, legal or not, to probe `apply` with.
fn universe(g: &Hansa) -> Vec<Action> {
    let b = board(g.side);
    let mut all = vec![
        Action::Done,
        Action::End,
        Action::Back,
        Action::Move,
        Action::PerkUpgrade,
        Action::Favour {
            tile: kontor_hansa::Favour::Cities,
            tokens: (kontor_hansa::Token::ExtraOffice, kontor_hansa::Token::Upgrade),
        },
        Action::Favour {
            tile: kontor_hansa::Favour::ExtraAction,
            tokens: (kontor_hansa::Token::Actions3, kontor_hansa::Token::Actions4),
        },
        Action::PlaceKind { merchant: false },
        Action::PlaceKind { merchant: true },
        Action::DisplaceWith { merchant: false },
        Action::DisplaceWith { merchant: true },
    ];
    for m in 0..4 {
        all.push(Action::Income { merchants: m, count: None });
        for n in 0..9 {
            all.push(Action::Income { merchants: m, count: Some(n) });
        }
    }
    for s in 0..b.space_count() as u8 + 2 {
        for merchant in [false, true] {
            all.push(Action::Place { space: s, merchant });
            for pay_merchants in [None, Some(0), Some(1), Some(2)] {
                all.push(Action::Displace { space: s, merchant, pay_merchants });
            }
            all.push(Action::Relocate { space: s, merchant });
        }
        all.push(Action::Pick { space: s });
        all.push(Action::Drop { space: s });
        all.push(Action::Remove { space: s });
        let n = b.space_count();
        all.push(Action::RelocateFrom { from: s, to: ((usize::from(s) * 7 + 3) % n) as u8 });
        all.push(Action::Swap { a: s, b: ((usize::from(s) * 5 + 1) % n) as u8 });
    }
    for r in 0..b.routes.len() as u8 + 1 {
        all.push(Action::Target { route: r });
        all.push(Action::Bonus { route: r });
        let mut rewards = vec![Reward::Nothing];
        if let Some(route) = b.routes.get(usize::from(r)) {
            for c in route.cities {
                rewards.push(Reward::Office { city: c });
                rewards.push(Reward::ExtraOffice { city: c });
            }
        }
        rewards.push(Reward::Office { city: r % b.cities.len() as u8 });
        rewards.extend(Ability::ALL.map(Reward::Upgrade));
        rewards.extend((0..5).map(|field| Reward::Special { field }));
        all.extend(rewards.into_iter().map(|reward| Action::Claim { route: r, reward }));
    }
    for c in 0..b.cities.len() as u8 {
        all.push(Action::NeutralOffice { city: c });
        all.push(Action::PerkOffice { city: c, merchant: false });
        all.push(Action::PerkOffice { city: c, merchant: true });
        all.push(Action::Token(TokenUse::Swap { city: c, slot: 0 }));
        all.push(Action::Token(TokenUse::Swap { city: c, slot: 1 }));
    }
    all.extend(
        [TokenUse::Actions3, TokenUse::Actions4, TokenUse::Remove, TokenUse::Move]
            .into_iter()
            .chain(Ability::ALL.map(TokenUse::Upgrade))
            .map(Action::Token),
    );
    all
}

fn check_pieces(g: &Hansa) -> Result<(), String> {
    for seat in 0..g.seats {
        let [t, m] = g.piece_count(seat);
        if t != TRADERS_PER_COLOUR || m != MERCHANTS_PER_COLOUR {
            return Err(format!("seat {seat} has {t} traders and {m} merchants"));
        }
    }
    let tokens: usize = g.players.iter().map(|p| p.token_count()).sum::<usize>()
        + g.route_tokens.iter().flatten().count()
        + g.pool.len()
        + g.to_place.len();
    if tokens > 15 {
        return Err(format!("{tokens} bonus tokens"));
    }
    Ok(())
}

/// Thorough checks of one position: every listed action applies and round-trips through notation.
fn check_legal(g: &Hansa, seat: Seat, legal: &[Action]) -> Result<(), String> {
    if legal.is_empty() {
        return Err(format!("dead end: {seat} has no legal action in {:?}", g.phase));
    }
    for other in Seat::all(g.seats()).filter(|&s| s != seat) {
        if !g.legal_actions(other).is_empty() {
            return Err(format!("{other} has legal actions out of turn"));
        }
        let mut probe = g.clone();
        if probe.apply(other, &legal[0]).is_ok() || probe != *g {
            return Err(format!("{other} out of turn: {:?} not refused cleanly", legal[0]));
        }
    }
    for action in legal {
        let mut probe = g.clone();
        if let Err(e) = probe.apply(seat, action) {
            return Err(format!("listed {action:?} refused: {e}"));
        }
        check_pieces(&probe).map_err(|e| format!("after {action:?}: {e}"))?;
        let text = g.format_action(action);
        match g.parse_action(seat, &text) {
            Ok(parsed) if parsed == *action => {}
            other => return Err(format!("notation `{text}` of {action:?} parses to {other:?}")),
        }
        let _ = g.describe_action(action);
        if action.replay_only(&g.phase) {
            return Err(format!("{action:?} is offered, but it is a menu step kept for old logs"));
        }
    }
    menu_labels_fit(g, legal)
}

/// Issue #61: every label of a menu path after the first says only what it adds (it never starts
/// with the word of the label above it), no two moves share a path, and no move's path is the
/// group of another.
fn menu_labels_fit(g: &Hansa, legal: &[Action]) -> Result<(), String> {
    let mut seen = std::collections::HashSet::new();
    let mut groups = std::collections::HashSet::new();
    for action in legal {
        let path = g.choice_path(action);
        for pair in path.windows(2) {
            let parent = pair[0].split(' ').next().unwrap_or_default();
            if pair[1].split(' ').next() == Some(parent) {
                return Err(format!("menu path {path:?} of {action:?} repeats `{parent}`"));
            }
        }
        if path.is_empty() || path.iter().any(String::is_empty) || !seen.insert(path.clone()) {
            return Err(format!("menu path {path:?} of {action:?} is empty or shared"));
        }
        groups.extend((1..path.len()).map(|n| path[..n].to_vec()));
    }
    match seen.iter().find(|p| groups.contains(*p)) {
        Some(path) => Err(format!("menu path {path:?} is a move and a group")),
        None => Ok(()),
    }
}

fn check_universe(g: &Hansa, seat: Seat, legal: &[Action]) -> Result<(), String> {
    let mut probe = g.clone();
    // Steps kept for old logs apply in their old phases, but are never offered.
    for action in universe(g).iter().filter(|a| !legal.contains(a) && !a.replay_only(&g.phase)) {
        if probe.apply(seat, action).is_ok() {
            return Err(format!("unlisted {action:?} applied in {:?}", g.phase));
        }
        if probe != *g {
            return Err(format!("refused {action:?} changed the state"));
        }
    }
    Ok(())
}

#[derive(Default)]
struct Tally {
    steps: usize,
    claims: usize,
    displaced: usize,
    tokens: usize,
    neutral: usize,
    special: usize,
    perks: usize,
    favours: usize,
}

fn playout(seats: usize, set: &str, seed: u64, tally: &mut Tally) -> Result<(), String> {
    let mut options = Options::new();
    options.insert("tokens".into(), set.into());
    playout_with(seats, &options, seed, tally)
}

/// No view shows a mission card to another seat (or a spectator) before the end.
fn check_missions_hidden(g: &Hansa) -> Result<(), String> {
    let over = g.is_over();
    for viewer in Seat::all(g.seats()).map(Viewer::Seat).chain([Viewer::Spectator]) {
        let v = g.view(viewer);
        for (s, m) in v.missions.iter().enumerate() {
            let own = viewer == Viewer::Seat(Seat(s as u8));
            if m.is_some() != (own || over) {
                return Err(format!("{viewer:?} sees mission {s}: {m:?}"));
            }
        }
        if !over && !own_private_only(g, viewer) {
            return Err(format!("{viewer:?}: a private summary shows another seat's mission"));
        }
    }
    Ok(())
}

fn own_private_only(g: &Hansa, viewer: Viewer) -> bool {
    let Viewer::Seat(me) = viewer else { return true };
    let text = g.private_summary(me);
    support::en(&text).matches("mission").count() <= 1
}

fn playout_with(seats: usize, options: &Options, seed: u64, tally: &mut Tally) -> Result<(), String> {
    let options = options.clone();
    let mut g = Hansa::setup(&options, seats, seed).map_err(|e| e.to_string())?;
    let mut rng = GameRng::from_seed(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seats as u64);
    let mut log: Vec<(Seat, Action)> = Vec::new();
    let thorough = seed == 0;
    for step in 0..MAX_STEPS {
        if g.is_over() {
            if !g.active_seats().is_empty() {
                return Err("active seats after the end".into());
            }
            let outcome = g.outcome().ok_or("over without an outcome")?;
            check_missions_hidden(&g)?;
            if outcome.breakdown.len() != 6 + usize::from(!g.missions.is_empty()) {
                return Err("the breakdown has six categories".into());
            }
            let again: Hansa = replay(&options, seats, seed, &log).map_err(|e| format!("replay: {e}"))?;
            if again != g {
                return Err("replaying the log gives another state".into());
            }
            tally.steps += step;
            return Ok(());
        }
        check_pieces(&g).map_err(|e| format!("step {step}: {e}"))?;
        let active = g.active_seats();
        let [seat] = active[..] else { return Err(format!("step {step}: active seats {active:?}")) };
        let legal = g.legal_actions(seat);
        if legal.is_empty() {
            return Err(format!("step {step}: dead end in {:?}", g.phase));
        }
        if thorough && step % 3 == 0 || step % 41 == 0 {
            check_legal(&g, seat, &legal).map_err(|e| format!("step {step}: {e}"))?;
        }
        if !g.missions.is_empty() && step % 97 == 0 {
            check_missions_hidden(&g).map_err(|e| format!("step {step}: {e}"))?;
        }
        if thorough && step % 17 == 0 || step % 401 == 0 {
            check_universe(&g, seat, &legal).map_err(|e| format!("step {step}: {e}"))?;
            let json = serde_json::to_string(&g).map_err(|e| e.to_string())?;
            let back: Hansa = serde_json::from_str(&json).map_err(|e| e.to_string())?;
            if back != g {
                return Err(format!("step {step}: serde round trip differs"));
            }
            let view = serde_json::to_string(&g.view(Viewer::Spectator)).map_err(|e| e.to_string())?;
            if view.contains("rng") || view.contains("pool") {
                return Err("the view shows the RNG or the token stack".into());
            }
            let _ = g.public_summary();
        }
        match g.phase {
            Phase::Displaced { .. } => tally.displaced += 1,
            Phase::PlaceTokens => tally.tokens += 1,
            Phase::NeutralOffice { .. } => tally.neutral += 1,
            Phase::Perk { .. } | Phase::PerkMove { .. } => tally.perks += 1,
            _ => {}
        }
        let action = rng.pick(&legal).expect("non-empty").clone();
        match action {
            Action::Claim { reward: Reward::Special { .. }, .. } => tally.special += 1,
            Action::Claim { .. } => tally.claims += 1,
            Action::Favour { .. } => tally.favours += 1,
            _ => {}
        }
        g.apply(seat, &action).map_err(|e| format!("step {step}: {e}"))?;
        log.push((seat, action));
    }
    Err(format!("no end after {MAX_STEPS} steps"))
}

fn run_table(seats: usize) {
    for set in ["base", "bigbox"] {
        let mut tally = Tally::default();
        for seed in 0..SEEDS_PER_TABLE {
            if let Err(e) = playout(seats, set, seed, &mut tally) {
                panic!("{seats} players, {set} tokens, seed {seed}: {e}");
            }
        }
        eprintln!(
            "{seats} players, {set}: {} steps, {} claims, {} coellen, {} displaced steps, {} token placements, {} neutral",
            tally.steps, tally.claims, tally.special, tally.displaced, tally.tokens, tally.neutral
        );
        assert!(tally.claims > 0 && tally.displaced > 0 && tally.tokens > 0);
        if seats == 2 {
            assert!(tally.neutral > 0, "neutral routes are established");
        }
    }
}

#[test]
fn random_playouts_two_players() {
    run_table(2);
}

#[test]
fn random_playouts_three_players() {
    run_table(3);
}

#[test]
fn random_playouts_four_players() {
    run_table(4);
}

#[test]
fn random_playouts_five_players() {
    run_table(5);
}

/// Bots (`choose_bot_action`) finish games by the rules.
#[test]
fn bot_games_end() {
    for seats in [2, 4] {
        let mut g = Hansa::setup(&Options::new(), seats, 11).unwrap();
        let mut rng = GameRng::from_seed(11);
        let mut steps = 0;
        while !g.is_over() {
            steps += 1;
            assert!(steps < 5_000, "{seats} players: the bots' game does not end");
            let seat = g.active_seats()[0];
            let action = kontor_engine::choose_bot_action(&g, seat, &mut rng).expect("a move");
            g.apply(seat, &action).expect("bots play legal moves");
        }
        assert!(g.ending.is_some());
    }
}

/// The playout policy (`playout_action` + `advance`) only chooses listed actions, leaves the
/// same state as `apply`, and ends every game, for 2–5 players and both token sets.
#[test]
fn playout_policy_agrees_with_the_rules() {
    for seats in 2..=5 {
        for set in ["base", "bigbox"] {
            let mut options = Options::new();
            options.insert("tokens".into(), set.into());
            let mut steps = 0;
            for seed in 0..24u64 {
                let mut g = Hansa::setup(&options, seats, seed).unwrap();
                let mut rng = GameRng::from_seed(seed ^ 0x5EED);
                steps += kontor_engine::check_playout_policy(&mut g, &mut rng, 20_000)
                    .unwrap_or_else(|e| panic!("{seats} players, {set}, seed {seed}: {e}"));
                assert!(g.is_over());
                check_pieces(&g).unwrap();
            }
            eprintln!("{seats} players, {set}: {} steps per policy game", steps / 24);
        }
    }
}

/// `fast_playout` (the bots' search loop) ends games of every size.
#[test]
fn fast_playouts_end() {
    for seats in 2..=5 {
        for seed in 0..50u64 {
            let mut g = Hansa::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            kontor_engine::fast_playout(&mut g, &mut rng, 20_000)
                .unwrap_or_else(|e| panic!("{seats} players, seed {seed}: {e}"));
        }
    }
}

/// Seeded random playouts on the Big Box boards ("Alternatywne plansze": East, Britannia 4–5 and
/// 3) for every allowed player count with both token sets, and on the Hansa League board with
/// mission cards ("Karty misji"): the same checks as for the base board, plus no mission card
/// visible to another seat before the end.
fn run_map(map: &str, side: Option<&str>, seat_counts: std::ops::RangeInclusive<usize>, seeds: u64) -> usize {
    let mut favours = 0;
    for seats in seat_counts {
        for set in ["base", "bigbox"] {
            let mut tally = Tally::default();
            for seed in 0..seeds {
                let mut options = Options::new();
                options.insert("map".into(), map.into());
                options.insert("tokens".into(), set.into());
                if let Some(side) = side {
                    options.insert("side".into(), side.into());
                }
                if map == "league" && seed % 2 == 0 {
                    options.insert("missions".into(), "on".into());
                }
                if map == "league" && seed % 3 != 2 {
                    options.insert("favour".into(), "on".into());
                }
                if let Err(e) = playout_with(seats, &options, seed, &mut tally) {
                    panic!("{map} {side:?}, {seats} players, {set} tokens, seed {seed}: {e}");
                }
            }
            eprintln!(
                "{map} {side:?} {seats} players, {set}: {} steps, {} claims, {} table, {} displaced, {} perk steps, {} favour tiles",
                tally.steps, tally.claims, tally.special, tally.displaced, tally.perks, tally.favours
            );
            favours += tally.favours;
            assert!(tally.claims > 0 && tally.displaced > 0);
            if map != "league" {
                assert!(tally.perks > 0, "sea-route bonuses are used");
            }
        }
    }
    favours
}

#[test]
fn random_playouts_east() {
    let _ = run_map("east", None, 3..=5, 12);
}

#[test]
fn random_playouts_britannia_45() {
    let _ = run_map("britannia", Some("45"), 4..=5, 12);
}

#[test]
fn random_playouts_britannia_3() {
    let _ = run_map("britannia", Some("3"), 3..=3, 16);
}

#[test]
fn random_playouts_league_with_missions_and_favour_tiles() {
    let favours = run_map("league", None, 2..=5, 8);
    assert!(favours > 0, "favour tiles are taken");
}

/// The playout policy on every Big Box board, 100 seeds per table: only listed actions, `advance` ==
/// `apply`, every game ends, missions stay hidden.
#[test]
fn playout_policy_on_big_box_boards() {
    let tables: [(&str, Option<&str>, std::ops::RangeInclusive<usize>); 4] = [
        ("east", None, 3..=5),
        ("britannia", Some("45"), 4..=5),
        ("britannia", Some("3"), 3..=3),
        ("league", None, 2..=5),
    ];
    for (map, side, counts) in tables {
        for seats in counts {
            for seed in 0..100u64 {
                let mut options = Options::new();
                options.insert("map".into(), map.into());
                if let Some(side) = side {
                    options.insert("side".into(), side.into());
                }
                if seed % 2 == 1 {
                    options.insert("tokens".into(), "bigbox".into());
                }
                if map == "league" {
                    options.insert("missions".into(), "on".into());
                    if seed % 4 != 3 {
                        options.insert("favour".into(), "on".into());
                    }
                }
                let mut g = Hansa::setup(&options, seats, seed).unwrap();
                let mut rng = GameRng::from_seed(seed ^ 0xB16B0);
                kontor_engine::check_playout_policy(&mut g, &mut rng, 20_000)
                    .unwrap_or_else(|e| panic!("{map} {side:?} {seats}p seed {seed}: {e}"));
                check_pieces(&g).unwrap();
                check_missions_hidden(&g).unwrap();
            }
        }
    }
}
