//! Rough speed check: `cargo run --release -p kontor-el-dorado --example el_dorado_speed`.
//! Policy playouts (`BotHints::playout_action` + `Rules::advance`, as bot search plays them), uniformly
//! random playouts (how many finish, steps, playouts/s) and bot games.
//!
//! Flags: `--policy` (policy playouts only), `--uniform` (µs per uniformly random step).
//! Environment: `STRESS=<games>` runs policy playouts on every course (or those listed in
//! `COURSES=a,b`) with and without caves;
//! `GAME=<seats>,<course>,<caves on|off>,<seed>[,<rng seed hex>]` plays one policy game and shows
//! where it stands (with `TRACE=1`, every step).

use std::time::Instant;

use kontor_el_dorado::{Action, ElDorado};
use kontor_engine::conformance::random_playout;
use kontor_engine::prelude::*;
use kontor_engine::{ENGINE_LOCALES, GameRng, Lang, Options, Seat, Text, choose_bot_action};
use kontor_i18n::Catalog;

/// A text in English.
fn english(text: &Text) -> String {
    let catalog = Catalog::new(&[ENGINE_LOCALES, ElDorado::LOCALES]).expect("resources");
    catalog.render(Lang::En, text, &[])
}

/// Where a stalled playout stands: each seat's cards and the spaces around its pawns.
fn dump(g: &ElDorado) -> String {
    let mut out = english(&g.public_summary());
    for seat in Seat::all(g.seats()) {
        let p = &g.players[seat];
        let mut cards: Vec<u8> = p.hand.iter().chain(&p.draw).chain(&p.discard).copied().collect();
        cards.sort_unstable();
        let names: Vec<&str> = cards.iter().map(|&k| kontor_el_dorado::kind(k).code.as_str()).collect();
        out += &format!("\n{seat}: {names:?} tokens {:?}", p.tokens);
        for &pos in p.pawns.iter().filter(|&&p| p != kontor_el_dorado::GATE) {
            out += &format!("\n  {} d{}:", g.course.hex(pos).label, g.course.dist[usize::from(pos)]);
            for n in g.course.neighbours(pos) {
                let h = g.course.hex(n);
                let d = g.course.dist[usize::from(n)];
                out += &format!(" {}={:?}{} d{d} occ{}", h.label, h.terrain, h.strength, g.occupied(n));
            }
        }
    }
    out
}

fn policy(seats: usize, options: &Options, label: &str, n: u64) {
    let t = Instant::now();
    let (mut steps, mut turns) = (0, 0);
    let mut lengths = Vec::new();
    let trace = std::env::var("TRACE").is_ok() && n == 1;
    for seed in 0..n {
        let mut g = ElDorado::setup(options, seats, seed).unwrap();
        let mut rng = GameRng::from_seed(seed ^ 0xA5A5);
        let mut here = 0;
        while !g.is_over() {
            let seat = g.turn;
            let action = g.playout_action(seat, &mut rng).expect("a playout step");
            if trace {
                print_step(&g, seat, &action);
            }
            g.advance(seat, &action).expect("playout steps apply");
            here += 1;
            turns += usize::from(g.turn != seat || g.is_over());
            assert!(here < 100_000, "seed {seed}: no end\n{}", dump(&g));
        }
        steps += here;
        lengths.push((here, seed));
    }
    let secs = t.elapsed().as_secs_f64();
    lengths.sort_unstable();
    println!(
        "{seats}p policy {label}: {:.0} playouts/s, {:.2} µs/step, {:.0} steps/game (median {}, longest {:?}), \
         {:.1} turns/player",
        n as f64 / secs,
        secs * 1e6 / steps as f64,
        steps as f64 / n as f64,
        lengths[lengths.len() / 2].0,
        lengths.last().unwrap(),
        turns as f64 / n as f64 / seats as f64
    );
}

/// One step of a traced playout: where the seat's pawns stand, its hand and the step; at `end`,
/// the spaces around its pawns with their steps and costs to El Dorado.
fn print_step(g: &ElDorado, seat: Seat, action: &Action) {
    let p = &g.players[seat];
    let hand: Vec<&str> = p.hand.iter().map(|&k| kontor_el_dorado::kind(k).code.as_str()).collect();
    let at: Vec<String> = p
        .pawns
        .iter()
        .map(|&h| {
            if h == kontor_el_dorado::GATE {
                "ED".into()
            } else {
                format!("{}/d{}", g.course.hex(h).label, g.course.dist[usize::from(h)])
            }
        })
        .collect();
    println!("{seat} {at:?} {hand:?}: {}", g.format_action(action));
    if *action != Action::End {
        return;
    }
    for &pos in p.pawns.iter().filter(|&&p| p != kontor_el_dorado::GATE) {
        let mut line = format!("    {} s{}:", g.course.hex(pos).label, g.course.steps[usize::from(pos)]);
        for n in g.course.neighbours(pos) {
            let h = g.course.hex(n);
            line += &format!(
                " {}={:?}{} s{} d{}{}",
                h.label,
                h.terrain,
                h.strength,
                g.course.steps[usize::from(n)],
                g.course.dist[usize::from(n)],
                if g.occupied(n) { " occ" } else { "" }
            );
        }
        println!("{line}");
    }
}

/// `STRESS=<games>`: policy playouts on every course (or those in `COURSES`), with and without
/// caves.
fn stress(n: u64) {
    let only = std::env::var("COURSES").unwrap_or_default();
    let all = kontor_el_dorado::layouts().iter().map(|l| l.code.as_str()).chain(["random"]);
    for course in all.filter(|c| only.is_empty() || only.split(',').any(|o| o == *c)) {
        for caves in ["off", "on"] {
            let mut o = Options::new();
            o.insert("course".into(), course.into());
            o.insert("caves".into(), caves.into());
            for seats in [2, 3, 4] {
                policy(seats, &o, &format!("{course} caves {caves}"), n);
            }
        }
    }
}

/// `GAME=<seats>,<course>,<caves on|off>,<seed>[,<rng seed hex>]`: one policy game, dumped where it
/// ends or stalls.
fn one_game(game: &str) {
    let parts: Vec<&str> = game.split(',').collect();
    let mut o = Options::new();
    o.insert("course".into(), parts[1].into());
    o.insert("caves".into(), parts[2].into());
    let seed: u64 = parts[3].parse().unwrap();
    let mut g = ElDorado::setup(&o, parts[0].parse().unwrap(), seed).unwrap();
    let rng_seed = parts.get(4).map_or(seed, |s| u64::from_str_radix(s, 16).unwrap());
    let mut rng = GameRng::from_seed(rng_seed);
    let mut steps = 0;
    while !g.is_over() && steps < 200_000 {
        let seat = g.turn;
        let action = g.playout_action(seat, &mut rng).expect("a playout step");
        if steps >= 200_000 - 60 || std::env::var("TRACE").is_ok() {
            print_step(&g, seat, &action);
        }
        g.advance(seat, &action).expect("playout steps apply");
        steps += 1;
    }
    println!("{steps} steps\n{}", dump(&g));
}

/// `--uniform`: uniformly random steps, as the `random_playout` benchmark plays them.
fn uniform() {
    let t = Instant::now();
    let mut steps = 0;
    for seed in 0..20 {
        let mut g = ElDorado::setup(&Options::new(), 4, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        steps += random_playout(&mut g, &mut rng, 50_000, |_, _, _| Ok(())).map_or(50_000, |r| r.steps);
    }
    let secs = t.elapsed().as_secs_f64();
    println!("4p uniform: {:.3} µs/step over {steps} steps", secs * 1e6 / steps as f64);
}

/// Uniformly random playouts of the first game: how many finish, and how fast.
fn random_games(seats: usize) {
    let n = 30;
    let t = Instant::now();
    let (mut finished, mut steps) = (0, 0);
    for seed in 0..n {
        let mut g = ElDorado::setup(&Options::new(), seats, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        match random_playout(&mut g, &mut rng, 20_000, |_, _, _| Ok(())) {
            Ok(r) => {
                finished += 1;
                steps += r.steps;
            }
            Err(_) => steps += 20_000,
        }
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{seats}p random: {finished}/{n} finished, {:.0} playouts/s, {:.2} µs/step, {:.0} steps/game",
        f64::from(n as u32) / secs,
        secs * 1e6 / steps as f64,
        steps as f64 / f64::from(n as u32)
    );
}

/// Bot games of the first game, reporting any that stall.
fn bot_games(seats: usize) {
    let t = Instant::now();
    let mut bot_steps = 0;
    let games = 20;
    for seed in 0..games {
        let mut g = ElDorado::setup(&Options::new(), seats, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let mut n = 0;
        while !g.is_over() && n < 5_000 {
            n += 1;
            let s = g.active_seats()[0];
            let a = choose_bot_action(&g, s, &mut rng).unwrap();
            g.apply(s, &a).unwrap();
            bot_steps += 1;
        }
        if !g.is_over() {
            println!("  seed {seed}: stalled; {}", english(&g.public_summary()).replace('\n', " | "));
        }
    }
    println!(
        "{seats}p bots: {:.1} ms/game, {} steps/game",
        t.elapsed().as_secs_f64() * 1e3 / games as f64,
        bot_steps / games
    );
}

fn main() {
    if let Ok(n) = std::env::var("STRESS") {
        stress(n.parse().unwrap());
        return;
    }
    if let Ok(game) = std::env::var("GAME") {
        one_game(&game);
        return;
    }
    let mut caves = Options::new();
    caves.insert("caves".into(), "on".into());
    caves.insert("course".into(), "random".into());
    for seats in [2, 3, 4] {
        policy(seats, &Options::new(), "first game", 400);
        policy(seats, &caves, "random course, caves", 400);
    }
    if std::env::args().any(|a| a == "--uniform") {
        uniform();
        return;
    }
    if std::env::args().any(|a| a == "--policy") {
        return;
    }
    for seats in [2, 3, 4] {
        random_games(seats);
        bot_games(seats);
    }
}
