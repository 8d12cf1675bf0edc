//! Chat notation (issue #5): the one-line forms `place r17.2 trader`, `displace r4.1 merchant`,
//! `claim r17 office Hamburg`, `token swap …`, `end`; accent-free and Polish city names; and
//! `parse(format(a)) == a` for every legal action along playouts.

use crate::support::*;
use kontor_engine::prelude::*;
use kontor_engine::{GameRng, NotationError, Options, Seat};
use kontor_hansa::{Action, Phase, Piece, Reward, RouteId, SpaceId, Token, TokenUse};

#[test]
fn one_line_place_takes_one_action() {
    let mut g = empty(3, "3");
    let events = act(&mut g, 0, "place r17.2 trader");
    assert!(en(&events[0].text).contains("r17.1"), "a piece takes the first free space");
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.actions_used, 1);
    assert_eq!(g.spaces[space(&g, RouteId(16), 0)], Piece::new(0, false));
    let action = g.parse_action(Seat(0), "place r17 merchant").unwrap();
    assert_eq!(
        action,
        Action::Place { space: SpaceId::from_index(space(&g, RouteId(16), 1)), merchant: true }
    );
    assert!(g.legal_actions(Seat(0)).contains(&action));
    apply(&mut g, 0, action);
    assert_eq!(g.current, 1, "two actions used: the turn passes");
    // An occupied space is refused with a hint to displace.
    match g.parse_action(Seat(1), "place r17.1 trader") {
        Err(NotationError::Illegal { reason }) => assert!(en(&reason).contains("displace"), "{reason}"),
        other => panic!("{other:?}"),
    }
    // Both kinds possible and none named: ambiguous.
    assert!(matches!(g.parse_action(Seat(1), "place r5.1"), Err(NotationError::Ambiguous { .. })));
    // Issue #61: the kind alone is no move; the space goes with it.
    assert!(matches!(g.parse_action(Seat(1), "place trader"), Err(NotationError::Illegal { .. })));
    act(&mut g, 1, "place r5.1 trader");
    assert_eq!(g.actions_used, 1);
}

#[test]
fn one_line_displace_starts_the_displacement() {
    let mut g = empty(3, "3");
    let s = space(&g, RouteId(3), 0);
    g.spaces[s] = Piece::new(1, false);
    balance(&mut g);
    act(&mut g, 0, "displace r4.1 merchant");
    assert_eq!(g.spaces[s], Piece::new(0, true));
    assert!(matches!(g.phase, Phase::Displaced { victim: 1, .. }));
    assert_eq!(g.actions_used, 1);
    // Not your own piece, and not an empty space.
    let mut h = empty(3, "3");
    h.spaces[s] = Piece::new(0, false);
    balance(&mut h);
    assert!(refused(&h, 0, "displace r4.1 trader"));
    assert!(refused(&h, 0, "displace r5.1 trader"));
}

#[test]
fn one_line_claim_with_city_aliases() {
    for (name, alias) in
        [("Lübeck", "Lubeck"), ("Lübeck", "Lubeka"), ("Coellen", "Koln"), ("Coellen", "Köln")]
    {
        let g = game(4, "45");
        assert_eq!(city(&g, name), city(&g, alias), "{alias}");
    }
    let mut g = empty(4, "45");
    let r = route(&g, "Hamburg", "Lübeck");
    let n = board_spaces(&g, r);
    fill(&mut g, r, 0, &"t".repeat(n));
    balance(&mut g);
    let text = format!("claim r{} office Lubeck", r.index() + 1);
    let action = g.parse_action(Seat(0), &text).unwrap();
    assert_eq!(action, Action::Claim { route: r, reward: Reward::Office { city: city(&g, "Lübeck") } });
    apply(&mut g, 0, action);
    assert_eq!(g.offices_in(city(&g, "Lübeck"), 0), 1);
}

#[test]
fn one_line_token_swap_and_end() {
    let mut g = empty(3, "3");
    offices(&mut g, "Hamburg", &[Piece::new(1, false), Piece::new(0, false)]);
    g.players[0].tokens.add(Token::SwapOffices);
    balance(&mut g);
    let action = g.parse_action(Seat(0), "token swap Hamburg 1").unwrap();
    assert_eq!(action, Action::Token(TokenUse::Swap { city: city(&g, "Hamburg"), slot: 0 }));
    apply(&mut g, 0, action);
    assert_eq!(g.controller(city(&g, "Hamburg")), Some(1), "the right-most office wins the tie");
    act(&mut g, 0, "end");
    assert_eq!(g.current, 1);
}

fn board_spaces(g: &kontor_hansa::Hansa, r: RouteId) -> usize {
    usize::from(kontor_hansa::board(g.side).route(r).spaces)
}

/// Every legal action's notation parses back to it, at every step of policy playouts.
#[test]
fn notation_round_trips_for_every_legal_action() {
    let maps: [(&str, &str, std::ops::RangeInclusive<usize>); 4] =
        [("league", "", 2..=5), ("east", "", 3..=5), ("britannia", "45", 4..=5), ("britannia", "3", 3..=3)];
    for (map, side, counts) in maps {
        for seats in counts {
            for seed in 0..3u64 {
                let mut options = Options::new();
                options.insert("map".into(), map.into());
                if !side.is_empty() {
                    options.insert("side".into(), side.into());
                }
                if seed == 1 {
                    options.insert("tokens".into(), "bigbox".into());
                }
                if map == "league" && seed != 0 {
                    options.insert("missions".into(), "on".into());
                    options.insert("favour".into(), "on".into());
                }
                let mut g = kontor_hansa::Hansa::setup(&options, seats, seed).unwrap();
                let mut rng = GameRng::from_seed(seed);
                let mut step = 0;
                while !g.is_over() {
                    let seat = g.active_seats()[0];
                    if step % 5 == 0 {
                        for a in g.legal_actions(seat) {
                            let text = g.format_action(&a);
                            assert_eq!(
                                g.parse_action(seat, &text),
                                Ok(a.clone()),
                                "{seats}p seed {seed}: `{text}`"
                            );
                        }
                    }
                    let a = g.playout_action(seat, &mut rng).unwrap();
                    g.advance(seat, &a).unwrap();
                    step += 1;
                }
            }
        }
    }
}

/// Issue #61, nothing guessed: a route, space or city that does not exist on the map is refused
/// with a message, never taken for another one (`place r5.9 trader` once placed on r5.2).
#[test]
fn ids_that_do_not_exist_are_refused_never_guessed() {
    let mut g = empty(3, "3");
    let b = kontor_hansa::board(g.side);
    let routes = b.routes.len();
    let mut moving = g.clone();
    let own = space(&moving, RouteId(0), 0);
    moving.spaces[own] = Piece::new(0, false);
    balance(&mut moving);
    act(&mut moving, 0, "move");
    let mut refused_count = 0;
    for (state, verbs) in [
        (&g, &["place {s} trader", "displace {s} trader", "claim {r}", "bonus {r}", "remove {s}"][..]),
        (&moving, &["move r1.1 {s}", "move {s} r2", "swap {s} r1.1"][..]),
    ] {
        for route in 1..=routes + 40 {
            let spaces = b.routes.get(route - 1).map_or(0, |r| usize::from(r.spaces));
            for index in 1..=spaces + 12 {
                if route <= routes && index <= spaces {
                    continue;
                }
                for verb in verbs {
                    let typed = verb
                        .replace("{s}", &format!("r{route}.{index}"))
                        .replace("{r}", &format!("r{route}"));
                    if typed.contains(&format!("r{route}.{index}")) || route > routes {
                        let got = state.parse_action(Seat(0), &typed);
                        assert!(got.is_err(), "`{typed}` resolved to {got:?}");
                        refused_count += 1;
                    }
                }
            }
        }
    }
    for typed in [
        "place r0.1 trader",
        "place r5.0 trader",
        "place r.1 trader",
        "place r5. trader",
        "place 5.1 trader",
        "place r5.1.1 trader",
        "place r-1 trader",
        "place r999999 trader",
        "claim r0",
        "claim r17 office Atlantis",
        "claim r17 extra Atlantis",
        "claim r17 upgrade wings",
        "claim r17 table 99",
        "neutral Atlantis",
        "token swap Atlantis 1",
        "token swap Hamburg 0",
        "token swap Hamburg 99",
        "bonus r0",
        "remove r5.x",
        "perk office Atlantis trader",
        "favour nothing swap upgrade",
        "income 99",
        "income 1x",
    ] {
        let got = g.parse_action(Seat(0), typed);
        assert!(got.is_err(), "`{typed}` resolved to {got:?}");
    }
    assert!(refused_count > 1000, "{refused_count} ids tried");
    // The refusal names what exists.
    match g.parse_action(Seat(0), "place r5.9 trader") {
        Err(NotationError::Illegal { reason }) => assert!(en(&reason).contains("r5 has"), "{}", en(&reason)),
        other => panic!("{other:?}"),
    }
    act(&mut g, 0, "place r5.1 trader");
}

/// Issue #61: a move's menu path is its word, then what the player picks next, each label saying
/// only what it adds: `place` → `r5` → `r5.1 trader`, `claim` → `r17` → `office Hamburg`,
/// `move` → `r3.1` → `r6.1`, `income` → `all`.
#[test]
fn menu_paths_say_only_what_each_step_adds() {
    let mut g = empty(3, "3");
    let place = g.parse_action(Seat(0), "place r5.1 trader").unwrap();
    assert_eq!(g.choice_path(&place), ["place", "r5", "r5.1 trader"]);
    assert_eq!(g.choice_path(&Action::Income { merchants: 0, count: None }), ["income", "all"]);
    assert_eq!(g.choice_path(&Action::Income { merchants: 1, count: None }), ["income", "all 1m"]);
    assert_eq!(g.choice_path(&Action::Income { merchants: 0, count: Some(2) }), ["income", "2"]);
    assert_eq!(g.choice_path(&Action::End), ["end"]);
    let r = route(&g, "Hamburg", "Lübeck");
    let n = spaces_of(&g, r).len();
    fill(&mut g, r, 0, &"t".repeat(n));
    balance(&mut g);
    let claims: Vec<Action> =
        g.legal_actions(Seat(0)).into_iter().filter(|a| matches!(a, Action::Claim { .. })).collect();
    assert!(claims.len() > 1);
    for claim in &claims {
        let path = g.choice_path(claim);
        let notation = g.format_action(claim);
        let rest = notation.strip_prefix(&format!("claim r{} ", r.index() + 1)).unwrap_or("nothing");
        assert_eq!(path, ["claim".to_string(), format!("r{}", r.index() + 1), rest.to_string()]);
    }
    act(&mut g, 0, "move");
    let from = label(&g, space(&g, r, 0));
    let to = format!("r{}.1", route(&g, "Emden", "Groningen").index() + 1);
    let one = g.parse_action(Seat(0), &format!("move {from} {to}")).unwrap();
    assert_eq!(g.choice_path(&one), ["move".to_string(), from, to]);
}
