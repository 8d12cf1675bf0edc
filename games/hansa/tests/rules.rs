//! One test per rule, named after its rulebook section (Polish base rulebook and Big Box), and the
//! rulebook's own examples.

mod support;

use kontor_engine::{Game, Seat};
use kontor_hansa::{
    Ability, Action, EndReason, Hansa, Phase, Reward, Token, TokenSet, TokenUse, board, is_merchant, owner,
    piece, token_points,
};
use support::*;

// ----- Przygotowanie gry (setup) -----

#[test]
fn przygotowanie_gry_supplies_by_seat_and_tokens() {
    for seats in 2..=5 {
        let g = game(seats, if seats >= 4 { "45" } else { "3" });
        for (i, p) in g.players.iter().enumerate() {
            assert_eq!(p.personal, [5 + i as u8, 1], "{seats} players, seat {i}");
            assert_eq!(p.general, [6 - i as u8, 0]);
            assert_eq!(p.score, 0);
            assert_eq!(p.abilities, [0; 5]);
            assert_eq!(g.piece_count(i as u8), [27, 4]);
        }
        let b = board(g.side);
        let taverns: Vec<usize> = (0..b.routes.len()).filter(|&r| b.routes[r].tavern).collect();
        assert_eq!(taverns.len(), 3);
        let mut gold: Vec<Token> =
            taverns.iter().map(|&r| g.route_tokens[r].expect("tavern token")).collect();
        gold.sort();
        assert_eq!(gold, vec![Token::ExtraOffice, Token::SwapOffices, Token::Remove3]);
        assert_eq!(g.pool.len(), 12);
        assert_eq!(g.route_tokens.iter().flatten().count(), 3);
        assert_eq!(g.actions_allowed(), 2);
    }
}

#[test]
fn przygotowanie_gry_board_side_and_token_set_options() {
    assert_eq!(game(4, "45").side, 0);
    assert_eq!(game(3, "3").side, 1);
    let mut o = kontor_engine::Options::new();
    assert_eq!(Hansa::setup(&o, 5, 1).unwrap().side, 0);
    assert_eq!(Hansa::setup(&o, 3, 1).unwrap().side, 1);
    o.insert("tokens".into(), "bigbox".into());
    let g = Hansa::setup(&o, 3, 1).unwrap();
    assert_eq!(g.token_set, TokenSet::BigBox);
    let all: Vec<Token> = g.pool.iter().copied().chain(g.route_tokens.iter().flatten().copied()).collect();
    assert_eq!(all.iter().filter(|&&t| t == Token::Move3).count(), 2);
    assert!(!all.contains(&Token::Remove3));
    o.insert("tokens".into(), "nope".into());
    assert!(Hansa::setup(&o, 3, 1).is_err());
    assert!(Hansa::setup(&kontor_engine::Options::new(), 6, 1).is_err());
    assert!(Hansa::setup(&kontor_engine::Options::new(), 1, 1).is_err());
}

// ----- Umiejętności (abilities) -----

#[test]
fn umiejetnosci_levels_and_upgrades_free_a_piece() {
    assert_eq!(Ability::Keys.values(), &[1, 2, 2, 3, 4]);
    assert_eq!(Ability::Actiones.values(), &[2, 3, 3, 4, 4, 5]);
    assert_eq!(Ability::LiberSophiae.values(), &[2, 3, 4, 5]);
    assert_eq!(Ability::Bank.values(), &[3, 5, 7, 99]);
    let mut g = empty(3, "3");
    let r = route(&g, "Quedlinburg", "Göttingen");
    fill(&mut g, r, 0, "ttt");
    balance(&mut g);
    let before = g.players[0].personal;
    act(&mut g, 0, "claim r28 upgrade actiones");
    assert_eq!(g.players[0].level(Ability::Actiones), 1);
    assert_eq!(g.players[0].personal[0], before[0] + 1, "the freed trader joins the personal supply");
    // A new Actiones level counts at once: 3 actions this turn, one used.
    assert_eq!(g.actions_allowed(), 3);
    assert_eq!(g.actions_left(), 2);
    assert_eq!(g.piece_count(0), [27, 4]);
}

#[test]
fn umiejetnosci_liber_sophiae_frees_a_merchant() {
    let mut g = empty(3, "3");
    let r = route(&g, "Groningen", "Emden");
    fill(&mut g, r, 0, "ttt");
    balance(&mut g);
    let cmd = format!("claim r{} upgrade liber", r + 1);
    act(&mut g, 0, &cmd);
    assert_eq!(g.players[0].personal[1], 2);
    assert_eq!(g.players[0].value(Ability::LiberSophiae), 3);
}

// ----- Akcje: Dochód (income) -----

#[test]
fn dochod_income_takes_bank_value_from_the_general_supply() {
    let mut g = empty(3, "3");
    g.players[0].general = [2, 2];
    g.players[0].personal = [1, 0];
    balance(&mut g);
    let (traders, merchants) = (g.players[0].general[0], g.players[0].general[1]);
    assert!(traders + merchants > 3);
    assert!(refused(&g, 0, "income 3m"));
    act(&mut g, 0, "income 1m");
    assert_eq!(g.players[0].general, [traders - 2, merchants - 1]);
    // Fewer pieces than Bank: take them all.
    g.players[0].general = [1, 0];
    balance(&mut g);
    let n = g.players[0].general[0] + g.players[0].general[1];
    let mut h = g.clone();
    if n > 3 {
        return;
    }
    act(&mut h, 0, "income");
    assert_eq!(h.players[0].general, [0, 0]);
}

/// Big Box "A) Pozyskanie handlarzy": "możesz zatrudnić odpowiednio do 3, 5, 7 lub wszystkich" (up
/// to 3, 5, 7 or all): the player may take fewer pieces than the Bank allows (`income 2`), and
/// chooses the merchants among them; `income` alone takes the most.
#[test]
fn pozyskanie_handlarzy_up_to_the_bank_value() {
    let mut g = empty(3, "3");
    g.players[0].general = [5, 1];
    g.players[0].personal = [1, 0];
    balance(&mut g);
    let general = g.players[0].general;
    assert!(general[0] >= 5 && general[1] == 1);
    let incomes: Vec<(Option<u8>, u8)> = g
        .legal_actions(Seat(0))
        .into_iter()
        .filter_map(|a| match a {
            Action::Income { merchants, count } => Some((count, merchants)),
            _ => None,
        })
        .collect();
    assert_eq!(
        incomes,
        vec![(None, 0), (None, 1), (Some(1), 0), (Some(1), 1), (Some(2), 0), (Some(2), 1)],
        "Bank 3: every count from 1 to 3, each with 0 or 1 merchant; the full income first"
    );
    for (text, count, merchants) in [
        ("income", None, 0),
        ("income 3", None, 0),
        ("income 1m", None, 1),
        ("income 2t 1m", None, 1),
        ("income 2", Some(2), 0),
        ("income 2 1m", Some(2), 1),
        ("income 1t 1m", Some(2), 1),
        ("income 1 merchant", None, 1),
        ("income 1", Some(1), 0),
    ] {
        assert_eq!(g.parse_action(Seat(0), text), Ok(Action::Income { merchants, count }), "{text}");
    }
    for text in ["income 4", "income 0", "income 2m", "income 2 3m", "income 1t 1m 3"] {
        assert!(refused(&g, 0, text), "{text}");
    }
    for a in g.legal_actions(Seat(0)) {
        let text = g.format_action(&a);
        assert_eq!(g.parse_action(Seat(0), &text), Ok(a), "{text}");
    }
    let mut h = g.clone();
    act(&mut h, 0, "income 2");
    assert_eq!(h.players[0].general, [general[0] - 2, 1]);
    assert_eq!(h.players[0].personal, [3, 0]);
    assert_eq!(h.actions_used, 1, "a smaller income is still one action");
    act(&mut h, 0, "income 2 1m");
    assert_eq!(h.players[0].general, [general[0] - 3, 0]);
    assert_eq!(h.piece_count(0), [27, 4]);
}

/// Bank "C" (cuncti, all): every count up to the whole general supply is listed, each once per
/// merchant choice; the list stays a few dozen entries long.
#[test]
fn pozyskanie_handlarzy_bank_c_takes_all_or_fewer() {
    let mut g = empty(3, "3");
    g.players[0].abilities[Ability::Bank.index()] = Ability::Bank.max_level();
    g.players[0].abilities[Ability::LiberSophiae.index()] = 1;
    g.players[0].general = [12, 2];
    g.players[0].personal = [0, 0];
    balance(&mut g);
    let general = g.players[0].general;
    let n = general[0] + general[1];
    let incomes = g.legal_actions(Seat(0)).into_iter().filter(|a| matches!(a, Action::Income { .. })).count();
    assert!(incomes <= 3 * usize::from(n), "{incomes} income choices for {n} pieces");
    let mut h = g.clone();
    act(&mut h, 0, "income");
    assert_eq!(h.players[0].general, [0, 0], "`income` takes all");
    act(&mut g, 0, "income 5");
    assert_eq!(g.players[0].general, [general[0] - 5, general[1]]);
}

// ----- Akcje: Dołożenie Kupca (place) -----

#[test]
fn dolozenie_kupca_place_on_the_first_free_space_of_a_route() {
    let mut g = empty(3, "3");
    act(&mut g, 0, "place trader");
    assert_eq!(g.phase, Phase::Placing { merchant: false });
    // `r17.2` on an empty route means its first free space.
    let events = act(&mut g, 0, "place r17.2 trader");
    assert!(en(&events[0].text).contains("r17.1"));
    assert_eq!(g.spaces[space(&g, 16, 0)], piece(0, false));
    assert_eq!(g.players[0].personal[0], 4);
    act(&mut g, 0, "place merchant");
    act(&mut g, 0, "place r17 merchant");
    assert_eq!(g.spaces[space(&g, 16, 1)], piece(0, true));
    // Two actions used: the turn passes.
    assert_eq!(g.current, 1);
    // A placement can be taken back before the space is chosen.
    act(&mut g, 1, "place trader");
    act(&mut g, 1, "back");
    assert_eq!(g.actions_used, 0);
    assert!(refused(&g, 1, "place r17.1 trader"), "occupied spaces take no placement");
}

// ----- Akcje: Usunięcie Kupca (displace) -----

/// The rulebook example: Red displaces Blue's trader between Dortmund and Paderborn, pays one more
/// trader to the general supply; Blue puts the displaced trader and one from the general supply on
/// two different adjacent routes.
#[test]
fn usuniecie_kupca_red_displaces_blue_between_dortmund_and_paderborn() {
    let mut g = empty(4, "45");
    let r = route(&g, "Dortmund", "Paderborn");
    let s = space(&g, r, 1);
    g.spaces[s] = piece(1, false);
    balance(&mut g);
    let red_general = g.players[0].general;
    let blue_general = g.players[1].general;
    act(&mut g, 0, "displace trader");
    let cmd = format!("displace {} trader", label(&g, s));
    act(&mut g, 0, &cmd);
    assert_eq!(g.spaces[s], piece(0, false));
    assert_eq!(g.players[0].general[0], red_general[0] + 1, "Red pays one more piece");
    assert_eq!(g.active_seats(), vec![Seat(1)], "Blue decides now, before Red goes on");
    assert!(matches!(g.phase, Phase::Displaced { victim: 1, extras: 1, .. }));
    // Blue's choices are the adjacent routes only (they all have free spaces).
    let b = board(g.side);
    let ends = b.routes[usize::from(r)].cities;
    for a in g.legal_actions(Seat(1)) {
        let Action::Relocate { space, .. } = a else { panic!("{a:?}") };
        let rr = b.space_route[usize::from(space)];
        assert_ne!(rr, r);
        assert!(b.routes[usize::from(rr)].cities.iter().any(|c| ends.contains(c)), "adjacent route");
    }
    let dd = route(&g, "Duisburg", "Dortmund");
    let pw = route(&g, "Paderborn", "Warburg");
    let cmd = format!("place r{} trader", dd + 1);
    act(&mut g, 1, &cmd);
    let cmd = format!("place r{} trader", pw + 1);
    act(&mut g, 1, &cmd);
    assert_eq!(g.spaces[space(&g, dd, 0)], piece(1, false));
    assert_eq!(g.spaces[space(&g, pw, 0)], piece(1, false));
    assert_eq!(g.players[1].general[0], blue_general[0] - 1, "the extra piece comes from the general supply");
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.current, 0);
    assert_eq!(g.piece_count(0), [27, 4]);
    assert_eq!(g.piece_count(1), [27, 4]);
}

#[test]
fn usuniecie_kupca_merchant_costs_two_and_gives_two_extras() {
    let mut g = empty(4, "45");
    let r = route(&g, "Hamburg", "Lübeck");
    let s = space(&g, r, 0);
    g.spaces[s] = piece(2, true);
    balance(&mut g);
    g.players[0].personal = [2, 0];
    balance(&mut g);
    assert!(refused(&g, 0, "displace trader"), "1 + 2 pieces needed");
    g.players[0].personal = [3, 0];
    balance(&mut g);
    act(&mut g, 0, "displace trader");
    let cmd = format!("displace {} trader", label(&g, s));
    act(&mut g, 0, &cmd);
    assert!(matches!(g.phase, Phase::Displaced { victim: 2, extras: 2, .. }));
    assert_eq!(g.players[0].personal, [0, 0]);
}

#[test]
fn usuniecie_kupca_spreads_further_when_adjacent_routes_are_full_and_extras_may_be_declined() {
    let mut g = empty(4, "45");
    let r = route(&g, "Duisburg", "Dortmund");
    let b = board(g.side);
    // Fill every route adjacent to Duisburg–Dortmund with seat 3's pieces.
    for &n in &b.routes[usize::from(r)].neighbours {
        let kinds = "t".repeat(usize::from(b.routes[usize::from(n)].spaces));
        fill(&mut g, n, 3, &kinds);
    }
    let s = space(&g, r, 0);
    g.spaces[s] = piece(1, false);
    g.players[3].personal = [0, 0];
    g.players[3].general = [0, 0];
    balance(&mut g);
    act(&mut g, 0, "displace trader");
    let cmd = format!("displace {} trader", label(&g, s));
    act(&mut g, 0, &cmd);
    let legal = g.legal_actions(Seat(1));
    assert!(!legal.is_empty());
    for a in &legal {
        let Action::Relocate { space, .. } = a else { panic!("{a:?}") };
        let rr = b.space_route[usize::from(*space)];
        assert_eq!(b.route_distance[usize::from(r)][usize::from(rr)], 2, "the next ring out");
    }
    let first = legal[0].clone();
    apply(&mut g, 1, first);
    act(&mut g, 1, "done");
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.piece_count(1), [27, 4]);
}

#[test]
fn usuniecie_kupca_extras_come_from_personal_supply_then_the_board() {
    let mut g = empty(4, "45");
    let r = route(&g, "Hamburg", "Lübeck");
    let s = space(&g, r, 0);
    g.spaces[s] = piece(1, false);
    let far = route(&g, "Coellen", "Warburg");
    let sp = space(&g, far, 0);
    g.spaces[sp] = piece(1, false);
    g.players[1].general = [0, 0];
    g.players[1].personal = [0, 0];
    balance(&mut g);
    // Balance put the rest back in the general supply; empty both supplies again by moving the
    // pieces onto the desk is impossible, so take them out of the count instead: use the board.
    let spare = g.players[1].general;
    g.players[1].general = [0, 0];
    act(&mut g, 0, "displace trader");
    let cmd = format!("displace {} trader", label(&g, s));
    act(&mut g, 0, &cmd);
    let legal = g.legal_actions(Seat(1));
    assert!(legal.iter().all(|a| matches!(a, Action::Relocate { merchant: false, .. })));
    let first = legal[0].clone();
    apply(&mut g, 1, first);
    let legal = g.legal_actions(Seat(1));
    assert!(legal.iter().any(|a| matches!(a, Action::RelocateFrom { .. })), "{legal:?}");
    assert!(legal.contains(&Action::Done));
    let from_board = legal.iter().find(|a| matches!(a, Action::RelocateFrom { .. })).unwrap().clone();
    apply(&mut g, 1, from_board);
    assert_eq!(g.phase, Phase::Actions);
    g.players[1].general = spare;
    assert_eq!(g.piece_count(1), [27, 4]);
}

/// "Usunięcie Kupca" (base: "Tych dodatkowych kupców gracz przemieszcza ze swoich zasobów do
/// ogólnych") and Big Box "C)" ("oddać do wspólnej puli 1 dodatkowego handlarza ze swojej osobistej
/// puli", handlarz = trader or merchant): the displacing player chooses which pieces pay. The
/// rulebook example (Red displaces Blue's trader between Dortmund and Paderborn and pays 1 piece),
/// paid with a merchant.
#[test]
fn usuniecie_kupca_displacing_player_chooses_the_pieces_that_pay() {
    let mut g = empty(4, "45");
    let r = route(&g, "Dortmund", "Paderborn");
    let s = space(&g, r, 1);
    g.spaces[s] = piece(1, false);
    // Two merchants in the personal supply: Liber Sophiae upgraded twice.
    g.players[0].abilities[Ability::LiberSophiae.index()] = 2;
    g.players[0].personal = [3, 2];
    balance(&mut g);
    assert_eq!(g.players[0].personal, [3, 2]);
    let red_general = g.players[0].general;
    let legal = g.legal_actions(Seat(0));
    for pay_merchants in [None, Some(1)] {
        assert!(legal.contains(&Action::Displace { space: s as u8, merchant: false, pay_merchants }));
    }
    assert!(!legal.contains(&Action::Displace { space: s as u8, merchant: false, pay_merchants: Some(0) }));
    let text = format!("displace {} trader pay 1m", label(&g, s));
    assert_eq!(
        g.parse_action(Seat(0), &text),
        Ok(Action::Displace { space: s as u8, merchant: false, pay_merchants: Some(1) })
    );
    // `pay 1t` is the default, written without `pay`.
    let text_t = format!("displace {} trader pay 1t", label(&g, s));
    let plain = format!("displace {} trader", label(&g, s));
    assert_eq!(g.parse_action(Seat(0), &text_t), g.parse_action(Seat(0), &plain));
    assert!(refused(&g, 0, &format!("displace {} trader pay 2m", label(&g, s))), "a trader costs 1");
    // The default still pays traders first.
    let mut h = g.clone();
    act(&mut h, 0, &plain);
    assert_eq!(h.players[0].personal, [1, 2]);
    // Paying with a merchant.
    act(&mut g, 0, "displace trader");
    act(&mut g, 0, &text);
    assert_eq!(g.players[0].personal, [2, 1]);
    assert_eq!(g.players[0].general, [red_general[0], red_general[1] + 1], "the merchant pays");
    assert!(matches!(g.phase, Phase::Displaced { victim: 1, extras: 1, .. }));
    assert_eq!(g.piece_count(0), [27, 4]);
}

/// Displacing a merchant costs 2 pieces: 2 traders, a trader and a merchant, or 2 merchants, as
/// far as the personal supply (after the displacing piece) holds them.
#[test]
fn usuniecie_kupca_two_pieces_for_a_merchant_in_any_mix() {
    let mut g = empty(4, "45");
    let r = route(&g, "Hamburg", "Lübeck");
    let s = space(&g, r, 0);
    g.spaces[s] = piece(2, true);
    g.players[0].abilities[Ability::LiberSophiae.index()] = 2;
    g.players[0].personal = [3, 2];
    balance(&mut g);
    assert_eq!(g.players[0].personal, [3, 2]);
    let sp = label(&g, s);
    let pays: Vec<Option<u8>> = g
        .legal_actions(Seat(0))
        .into_iter()
        .filter_map(|a| match a {
            Action::Displace { space, merchant: false, pay_merchants } if usize::from(space) == s => {
                Some(pay_merchants)
            }
            _ => None,
        })
        .collect();
    assert_eq!(pays, vec![None, Some(1), Some(2)]);
    for (pay, personal) in [("", [0, 2]), (" pay 1t1m", [1, 1]), (" pay 1t 1m", [1, 1]), (" pay 2m", [2, 0])]
    {
        let mut h = g.clone();
        act(&mut h, 0, &format!("displace {sp} trader{pay}"));
        assert_eq!(h.players[0].personal, personal, "`pay{pay}`");
        assert_eq!(h.piece_count(0), [27, 4]);
    }
    for a in g.legal_actions(Seat(0)) {
        let text = g.format_action(&a);
        assert_eq!(g.parse_action(Seat(0), &text), Ok(a), "{text}");
    }
    assert_eq!(
        g.format_action(&Action::Displace { space: s as u8, merchant: false, pay_merchants: Some(1) }),
        format!("displace {sp} trader pay 1t1m")
    );
    // With only 1 trader left after the displacing piece, the second piece must be a merchant.
    g.players[0].personal = [2, 2];
    balance(&mut g);
    let mut h = g.clone();
    act(&mut h, 0, &format!("displace {sp} trader"));
    assert_eq!(h.players[0].personal, [0, 1], "traders first, then a merchant");
    assert!(refused(&g, 0, &format!("displace {sp} trader pay 2t")));
    act(&mut g, 0, &format!("displace {sp} trader pay 2m"));
    assert_eq!(g.players[0].personal, [1, 0]);
}

// ----- Akcje: Przemieszczenie Kupców (move) -----

#[test]
fn przemieszczenie_kupcow_moves_up_to_liber_sophiae_pieces() {
    let mut g = empty(3, "3");
    let a = route(&g, "Hamburg", "Lübeck");
    let t = route(&g, "Emden", "Groningen");
    let (s1, s2, s3) = (space(&g, a, 0), space(&g, a, 1), space(&g, a, 2));
    g.spaces[s1] = piece(0, false);
    g.spaces[s2] = piece(0, false);
    g.spaces[s3] = piece(0, true);
    balance(&mut g);
    act(&mut g, 0, "move");
    assert!(matches!(g.phase, Phase::Moving { left: 2, target: None }));
    let cmd = format!("to r{}", t + 1);
    act(&mut g, 0, &cmd);
    let cmd = format!("move {}", label(&g, s1));
    act(&mut g, 0, &cmd);
    let cmd = format!("move {}", label(&g, s3));
    act(&mut g, 0, &cmd);
    assert_eq!(g.phase, Phase::Actions, "two moves used up the action");
    assert_eq!(g.spaces[space(&g, t, 0)], piece(0, false));
    assert_eq!(g.spaces[space(&g, t, 1)], piece(0, true));
    assert_eq!(g.actions_used, 1);
    // Opposing pieces cannot be moved with this action.
    g.spaces[s1] = piece(1, false);
    balance(&mut g);
    act(&mut g, 0, "move");
    let cmd = format!("to r{}", route(&g, "Hamburg", "Stade") + 1);
    act(&mut g, 0, &cmd);
    assert!(refused(&g, 0, &format!("move {}", label(&g, s1))));
}

#[test]
fn przemieszczenie_kupcow_swap_trader_and_merchant_for_two_moves() {
    let mut g = empty(3, "3");
    let a = route(&g, "Hamburg", "Lübeck");
    let (s1, s2) = (space(&g, a, 0), space(&g, a, 1));
    g.spaces[s1] = piece(0, false);
    g.spaces[s2] = piece(0, true);
    balance(&mut g);
    act(&mut g, 0, "move");
    let cmd = format!("swap {} {}", label(&g, s1), label(&g, s2));
    act(&mut g, 0, &cmd);
    assert_eq!(g.spaces[s1], piece(0, true));
    assert_eq!(g.spaces[s2], piece(0, false));
    assert_eq!(g.phase, Phase::Actions);
}

/// Base "Przemieszczenie Kupców" ("Kupca można przemieścić tylko na wolne pole innej drogi": each
/// piece to a free space of another route) and Big Box "D) Ruch swoimi handlarzami na planszy"
/// ("z pól połączeń na 1 lub więcej szlakach handlowych i umieścić ich na pustych punktach połączeń
/// na 1 lub więcej szlakach handlowych"): one move action may bring pieces to several routes.
#[test]
fn przemieszczenie_kupcow_to_one_or_more_routes_in_one_action() {
    let mut g = empty(3, "3");
    let a = route(&g, "Hamburg", "Lübeck");
    let (t1, t2) = (route(&g, "Emden", "Groningen"), route(&g, "Hamburg", "Stade"));
    let (s1, s2) = (space(&g, a, 0), space(&g, a, 1));
    g.spaces[s1] = piece(0, false);
    g.spaces[s2] = piece(0, true);
    balance(&mut g);
    let start = g.clone();
    act(&mut g, 0, "move");
    act(&mut g, 0, &format!("to r{}", t1 + 1));
    let cmd = format!("move {}", label(&g, s1));
    act(&mut g, 0, &cmd);
    assert!(matches!(g.phase, Phase::Moving { left: 1, target: Some(r) } if r == t1));
    // Another route before the first is full: `back` to the routes (one choice, not a free switch
    // to every route), then the route and the piece, or both in one line.
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::Back), "`back` returns to the list of routes");
    assert!(!legal.iter().any(|a| matches!(a, Action::Target { .. } | Action::RelocateFrom { .. })));
    let one_line = format!("move {} r{}", label(&g, s2), t2 + 1);
    assert!(refused(&g, 0, &one_line), "`back` first");
    assert!(refused(&g, 0, &format!("to r{}", t2 + 1)), "`back` first");
    act(&mut g, 0, "back");
    assert!(matches!(g.phase, Phase::Moving { left: 1, target: None }));
    assert_eq!(g.actions_used, 1, "`back` keeps the action and its moves");
    let mut h = g.clone();
    let to = space(&g, t2, 0) as u8;
    assert_eq!(g.parse_action(Seat(0), &one_line), Ok(Action::RelocateFrom { from: s2 as u8, to }));
    act(&mut g, 0, &one_line);
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.spaces[space(&g, t1, 0)], piece(0, false));
    assert_eq!(g.spaces[space(&g, t2, 0)], piece(0, true));
    assert_eq!(g.actions_used, 1, "one action");
    // The same with `to`.
    act(&mut h, 0, &format!("to r{}", t2 + 1));
    let cmd = format!("move {}", label(&h, s2));
    act(&mut h, 0, &cmd);
    assert_eq!(h, g);
    // Or each piece in one line (the route it names becomes the route of the next pieces).
    let mut k = start;
    act(&mut k, 0, "move");
    let cmd = format!("move {} r{}", label(&k, s1), t1 + 1);
    act(&mut k, 0, &cmd);
    assert!(matches!(k.phase, Phase::Moving { left: 1, target: Some(r) } if r == t1));
    act(&mut k, 0, "back");
    let cmd = format!("move {} r{}", label(&k, s2), t2 + 1);
    act(&mut k, 0, &cmd);
    assert_eq!(k.spaces, g.spaces);
    assert_eq!(k.actions_used, 1);
}

/// Big Box "Rozwinięcie 1 zdolności", the example: Red upgrades Liber Sophiae with the token and
/// moves 3 pieces instead of 2 — here to two routes; a swap of trader and merchant (2 moves,
/// "Ważne") may also follow a chosen route.
#[test]
fn przemieszczenie_kupcow_three_pieces_after_the_upgrade_token_example() {
    let mut g = empty(3, "3");
    let a = route(&g, "Hamburg", "Lübeck");
    let (t1, t2) = (route(&g, "Emden", "Groningen"), route(&g, "Hamburg", "Stade"));
    let s: Vec<usize> = (0..3).map(|i| space(&g, a, i)).collect();
    g.spaces[s[0]] = piece(0, false);
    g.spaces[s[1]] = piece(0, false);
    g.spaces[s[2]] = piece(0, true);
    g.players[0].tokens.push(Token::Upgrade);
    balance(&mut g);
    act(&mut g, 0, "token upgrade liber");
    assert_eq!(g.players[0].value(Ability::LiberSophiae), 3);
    act(&mut g, 0, "move");
    assert!(matches!(g.phase, Phase::Moving { left: 3, target: None }));
    act(&mut g, 0, &format!("to r{}", t1 + 1));
    let cmd = format!("move {}", label(&g, s[0]));
    act(&mut g, 0, &cmd);
    act(&mut g, 0, "back");
    let cmd = format!("move {} r{}", label(&g, s[1]), t2 + 1);
    act(&mut g, 0, &cmd);
    assert!(matches!(g.phase, Phase::Moving { left: 1, target: Some(r) } if r == t2), "r{} is next", t2 + 1);
    act(&mut g, 0, "back");
    let cmd = format!("move {} r{}", label(&g, s[2]), t1 + 1);
    act(&mut g, 0, &cmd);
    assert_eq!(g.phase, Phase::Actions, "three moves used up the action");
    assert_eq!(g.spaces[space(&g, t1, 0)], piece(0, false));
    assert_eq!(g.spaces[space(&g, t1, 1)], piece(0, true));
    assert_eq!(g.spaces[space(&g, t2, 0)], piece(0, false));
    // A swap needs 2 moves: listed after choosing a route while 2 are left.
    let mut h = empty(3, "3");
    h.spaces[s[0]] = piece(0, false);
    h.spaces[s[2]] = piece(0, true);
    balance(&mut h);
    act(&mut h, 0, "move");
    act(&mut h, 0, &format!("to r{}", t1 + 1));
    let swap = format!("swap {} {}", label(&h, s[0]), label(&h, s[2]));
    act(&mut h, 0, &swap);
    assert_eq!(h.spaces[s[0]], piece(0, true));
    assert_eq!(h.phase, Phase::Actions);
}

// ----- Ustanowienie szlaku handlowego (establishing a route) -----

/// The rulebook example: Red establishes Hannover–Lüneburg; Blue controls Hannover, Red Lüneburg,
/// so both score 1. Red then founds an office on Hannover's free slot: Hannover is full and Red
/// controls it (tie, right-most office).
#[test]
fn ustanowienie_szlaku_control_points_hannover_luneburg() {
    let mut g = empty(4, "45");
    office(&mut g, "Hannover", 0, 1, false);
    office(&mut g, "Lüneburg", 0, 0, true);
    let r = route(&g, "Hannover", "Lüneburg");
    fill(&mut g, r, 0, "ttt");
    g.players[0].abilities[Ability::Privilegium.index()] = 2;
    balance(&mut g);
    let general = g.players[0].general[0];
    let cmd = format!("claim r{} office Hannover", r + 1);
    act(&mut g, 0, &cmd);
    assert_eq!(g.players[0].score, 1);
    assert_eq!(g.players[1].score, 1);
    assert_eq!(g.full_cities, 1);
    assert_eq!(g.controller(city(&g, "Hannover")), Some(0));
    assert_eq!(g.players[0].general[0], general + 2, "the other two traders go to the general supply");
    assert!(g.route_spaces(r).all(|s| g.spaces[s] == 0));
}

#[test]
fn ustanowienie_szlaku_paderborn_tie_goes_to_the_right_most_office() {
    let mut g = empty(4, "45");
    office(&mut g, "Paderborn", 0, 1, false);
    office(&mut g, "Paderborn", 1, 0, true);
    assert_eq!(g.controller(city(&g, "Paderborn")), Some(0));
    // An extra office (token) stands left of everything and loses ties.
    g.extras.push((city(&g, "Paderborn"), piece(2, false)));
    g.extras.push((city(&g, "Paderborn"), piece(1, false)));
    assert_eq!(g.controller(city(&g, "Paderborn")), Some(1), "Blue has 2 offices now");
}

#[test]
fn ustanowienie_szlaku_office_needs_privilege_shape_and_goes_left_most() {
    let mut g = empty(4, "45");
    let r = route(&g, "Hamburg", "Lübeck");
    fill(&mut g, r, 0, "ttt");
    office(&mut g, "Hamburg", 0, 1, false);
    balance(&mut g);
    // Hamburg's next slot is orange: white privilege is not enough.
    assert!(refused(&g, 0, "claim r1 office Hamburg"));
    g.players[0].abilities[Ability::Privilegium.index()] = 1;
    assert!(!refused(&g, 0, "claim r1 office Hamburg"));
    // Groningen's second slot is an orange circle: only a merchant fits.
    let mut h = empty(4, "45");
    let r = route(&h, "Emden", "Groningen");
    fill(&mut h, r, 0, "ttt");
    office(&mut h, "Groningen", 0, 1, false);
    h.players[0].abilities[Ability::Privilegium.index()] = 1;
    balance(&mut h);
    assert!(refused(&h, 0, &format!("claim r{} office Groningen", r + 1)));
    fill(&mut h, r, 0, "tmt");
    balance(&mut h);
    let cmd = format!("claim r{} office Groningen", r + 1);
    act(&mut h, 0, &cmd);
    let slot = usize::from(board(h.side).cities[usize::from(city(&h, "Groningen"))].first_office) + 1;
    assert!(is_merchant(h.offices[slot]));
}

#[test]
fn ustanowienie_szlaku_printed_points_and_first_office_bonus() {
    let mut g = empty(4, "45");
    let r = route(&g, "Hamburg", "Lübeck");
    fill(&mut g, r, 0, "ttt");
    balance(&mut g);
    act(&mut g, 0, "claim r1 office Lubeck");
    assert_eq!(g.players[0].score, 1, "Lübeck's first slot carries a +1 coin");
}

#[test]
fn ustanowienie_szlaku_coellen_merchant_on_the_orange_eight() {
    let mut g = empty(4, "45");
    let r = route(&g, "Warburg", "Coellen");
    fill(&mut g, r, 0, "mttt");
    g.players[0].abilities[Ability::Privilegium.index()] = 1;
    balance(&mut g);
    let legal = g.legal_actions(Seat(0));
    let fields: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Claim { reward: Reward::Special { field }, .. } => Some(*field),
            _ => None,
        })
        .collect();
    assert_eq!(fields, vec![0, 1], "white 7 and orange 8; pink 9 needs more privilege");
    let general = g.players[0].general;
    let cmd = format!("claim r{} Koln 8", r + 1);
    act(&mut g, 0, &cmd);
    assert_eq!(g.special[1], piece(0, true));
    assert_eq!(
        g.players[0].general,
        [general[0] + 3, general[1]],
        "the other three go to the general supply"
    );
    assert_eq!(g.breakdown(0).special, 8);
    // With traders only, the table is out of reach.
    let mut h = empty(4, "45");
    fill(&mut h, r, 0, "tttt");
    balance(&mut h);
    assert!(refused(&h, 0, &format!("claim r{} coellen 7", r + 1)));
}

#[test]
fn ustanowienie_szlaku_east_west_connection_scores_7_4_2() {
    let mut g = empty(4, "45");
    // Stendal – Brunswiek – Minden – Münster – Arnheim.
    for (seat, order) in [(1u8, 0), (2, 1), (3, 2)] {
        for name in ["Brunswiek", "Minden", "Münster"] {
            let c = city(&g, name);
            g.extras.push((c, piece(seat, false)));
        }
        g.extras.push((city(&g, "Stendal"), piece(seat, false)));
        g.extras.push((city(&g, "Arnheim"), piece(seat, false)));
        let mut events = Vec::new();
        // Scoring happens when an office links the two cities.
        g.check_east_west(seat, &mut events);
        assert_eq!(g.east_west.len(), order + 1);
    }
    assert_eq!(g.players[1].score, 7);
    assert_eq!(g.players[2].score, 4);
    assert_eq!(g.players[3].score, 2);
}

// ----- Żetony bonusowe (bonus tokens) -----

#[test]
fn zetony_bonusowe_taken_on_establishing_and_replaced_at_the_end_of_the_turn() {
    let mut g = empty(4, "45");
    let r = route(&g, "Bremen", "Osnabrück");
    g.route_tokens[usize::from(r)] = Some(Token::Actions3);
    fill(&mut g, r, 0, "ttt");
    balance(&mut g);
    let pool = g.pool.len();
    let cmd = format!("claim r{}", r + 1);
    act(&mut g, 0, &cmd);
    assert!(g.players[0].tokens.contains(&Token::Actions3));
    assert_eq!(g.to_place.len(), 1);
    assert_eq!(g.pool.len(), pool - 1);
    // Used in the same turn, after the action that gained it: 3 more actions.
    act(&mut g, 0, "token actions3");
    assert_eq!(g.actions_left(), 4);
    act(&mut g, 0, "end");
    assert_eq!(g.phase, Phase::PlaceTokens);
    // Only empty routes without a token, leading to a city with a free office.
    for a in g.legal_actions(Seat(0)) {
        let Action::Bonus { route } = a else { panic!("{a:?}") };
        assert!(g.route_spaces(route).all(|s| g.spaces[s] == 0));
        assert!(g.route_tokens[usize::from(route)].is_none());
    }
    act(&mut g, 0, "bonus r1");
    assert!(g.route_tokens[0].is_some());
    assert_eq!(g.current, 1);
    assert_eq!(g.players[0].token_count(), 1);
}

#[test]
fn zetony_bonusowe_extra_office_only_from_an_earlier_action() {
    let mut g = empty(4, "45");
    let r = route(&g, "Hamburg", "Lübeck");
    g.route_tokens[usize::from(r)] = Some(Token::ExtraOffice);
    fill(&mut g, r, 0, "ttt");
    office(&mut g, "Hamburg", 0, 1, false);
    office(&mut g, "Hamburg", 1, 1, false);
    office(&mut g, "Hamburg", 2, 1, false);
    balance(&mut g);
    assert!(refused(&g, 0, "claim r1 extra Hamburg"), "the token is gained in this very action");
    g.players[0].tokens.push(Token::ExtraOffice);
    act(&mut g, 0, "claim r1 extra Hamburg");
    assert_eq!(g.offices_in(city(&g, "Hamburg"), 0), 1);
    assert_eq!(g.players[0].used.len(), 1);
    assert_eq!(g.players[0].tokens.len(), 1, "the token from the route is still unused");
}

#[test]
fn zetony_bonusowe_swap_upgrade_and_remove() {
    let mut g = empty(4, "45");
    office(&mut g, "Hamburg", 0, 0, false);
    office(&mut g, "Hamburg", 1, 1, false);
    g.players[0].tokens.push(Token::SwapOffices);
    g.players[0].tokens.push(Token::Upgrade);
    g.players[0].tokens.push(Token::Remove3);
    let r = route(&g, "Bremen", "Minden");
    fill(&mut g, r, 1, "ttm");
    balance(&mut g);
    act(&mut g, 0, "token swap Hamburg 1");
    assert_eq!(g.controller(city(&g, "Hamburg")), Some(0));
    act(&mut g, 0, "token upgrade bank");
    assert_eq!(g.players[0].value(Ability::Bank), 5);
    let personal = g.players[1].personal;
    act(&mut g, 0, "token remove");
    let cmd = format!("remove {}", label(&g, space(&g, r, 2)));
    act(&mut g, 0, &cmd);
    act(&mut g, 0, "done");
    assert_eq!(
        g.players[1].personal,
        [personal[0], personal[1] + 1],
        "removed pieces go to their owner's supply"
    );
    assert_eq!(g.actions_used, 0, "tokens are not actions");
    assert_eq!(g.players[0].used.len(), 3);
}

/// Big Box "Zamiana placówek", the example: Red swaps offices with Blue in Perleberg although his
/// Privilegium has not reached black, putting a trader on a slot that normally takes a merchant.
#[test]
fn zamiana_placowek_perleberg_example_shape_and_colour_do_not_matter() {
    let mut g = empty(4, "45");
    let perleberg = city(&g, "Perleberg");
    office(&mut g, "Perleberg", 0, 1, false);
    office(&mut g, "Perleberg", 1, 0, false);
    office(&mut g, "Perleberg", 2, 1, true);
    g.players[0].tokens.push(Token::SwapOffices);
    balance(&mut g);
    assert_eq!(g.players[0].level(Ability::Privilegium), 0, "white only");
    act(&mut g, 0, "token swap Perleberg 2");
    let first = usize::from(board(g.side).cities[usize::from(perleberg)].first_office);
    assert_eq!(g.offices[first + 2], piece(0, false), "Red's trader on the black circle");
    assert_eq!(g.offices[first + 1], piece(1, true));
}

/// Big Box "Dodatkowa placówka": "Kiedy gracz używa żetonu premii Zamiana placówki, nie może
/// zastosować jego efektu do żadnej z takich dodatkowych placówek": an office founded with the Extra
/// office token is never swapped, not even with the city's first slot.
#[test]
fn zamiana_placowek_never_an_office_founded_with_the_extra_office_token() {
    let mut g = empty(4, "45");
    let hamburg = city(&g, "Hamburg");
    office(&mut g, "Hamburg", 0, 1, false);
    office(&mut g, "Hamburg", 1, 1, false);
    office(&mut g, "Hamburg", 2, 1, false);
    g.extras.push((hamburg, piece(0, false)));
    g.players[0].tokens.push(Token::SwapOffices);
    balance(&mut g);
    assert!(
        !g.legal_actions(Seat(0)).iter().any(|a| matches!(a, Action::Token(TokenUse::Swap { .. }))),
        "only the extra office is Red's: nothing to swap"
    );
    assert!(refused(&g, 0, "token swap Hamburg 1"));
}

#[test]
fn zetony_bonusowe_bigbox_move_three_opposing_pieces() {
    let mut g = empty(4, "45");
    g.token_set = TokenSet::BigBox;
    g.players[0].tokens.push(Token::Move3);
    let r = route(&g, "Bremen", "Minden");
    fill(&mut g, r, 1, "ttm");
    balance(&mut g);
    act(&mut g, 0, "token move");
    let cmd = format!("move {}", label(&g, space(&g, r, 0)));
    act(&mut g, 0, &cmd);
    act(&mut g, 0, "to r1");
    assert_eq!(g.spaces[space(&g, 0, 0)], piece(1, false));
    act(&mut g, 0, "done");
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.piece_count(1), [27, 4]);
}

// ----- Koniec gry (end of the game) -----

#[test]
fn koniec_gry_twenty_points_ends_after_the_action() {
    let mut g = empty(4, "45");
    g.players[1].score = 19;
    office(&mut g, "Hamburg", 0, 1, false);
    let r = route(&g, "Hamburg", "Lübeck");
    fill(&mut g, r, 0, "ttt");
    balance(&mut g);
    act(&mut g, 0, "claim r1");
    assert_eq!(g.ending, Some(EndReason::Points));
    assert!(g.is_over());
    assert!(g.active_seats().is_empty());
}

#[test]
fn koniec_gry_no_token_to_draw() {
    let mut g = empty(4, "45");
    g.pool.clear();
    let r = route(&g, "Hamburg", "Lübeck");
    g.route_tokens[usize::from(r)] = Some(Token::Upgrade);
    fill(&mut g, r, 0, "ttt");
    balance(&mut g);
    act(&mut g, 0, "claim r1 office Lubeck");
    assert_eq!(g.ending, Some(EndReason::NoToken));
    assert!(g.is_over());
}

#[test]
fn koniec_gry_tenth_full_city() {
    let mut g = empty(4, "45");
    g.full_cities = 9;
    let r = route(&g, "Duisburg", "Dortmund");
    fill(&mut g, r, 0, "tt");
    balance(&mut g);
    let cmd = format!("claim r{} office Duisburg", r + 1);
    act(&mut g, 0, &cmd);
    assert_eq!(g.full_cities, 10);
    assert_eq!(g.ending, Some(EndReason::FullCities));
    assert!(g.is_over());
}

// ----- Końcowa punktacja (final scoring) -----

#[test]
fn koncowa_punktacja_tokens_abilities_cities() {
    assert_eq!(
        (0..=11).map(token_points).collect::<Vec<_>>(),
        vec![0, 1, 3, 3, 6, 6, 10, 10, 15, 15, 21, 21]
    );
    let mut g = empty(4, "45");
    for a in [Ability::Keys, Ability::Actiones, Ability::Bank] {
        g.players[0].abilities[a.index()] = a.max_level();
    }
    g.players[0].tokens.push(Token::Upgrade);
    g.players[0].used.push(Token::Actions3);
    office(&mut g, "Hamburg", 0, 0, false);
    office(&mut g, "Coellen", 0, 0, false);
    balance(&mut g);
    let b = g.breakdown(0);
    assert_eq!(b.abilities, 8, "Actiones and Bank, not Keys");
    assert_eq!(b.tokens, 3);
    assert_eq!(b.cities, 4);
    assert_eq!(b.network, 4, "two unconnected cities: largest network 1 office × Keys 4");
}

/// The rulebook examples: a network of 8 offices × Keys 3 = 24, and 9 offices in 7 cities × 3 = 27
/// with the isolated Kampen office left out.
#[test]
fn koncowa_punktacja_largest_network_times_keys() {
    let mut g = empty(4, "45");
    g.players[0].abilities[Ability::Keys.index()] = 3;
    for (name, slot) in [
        ("Münster", 0),
        ("Münster", 1),
        ("Minden", 0),
        ("Paderborn", 0),
        ("Dortmund", 0),
        ("Duisburg", 0),
        ("Hildesheim", 0),
        ("Hannover", 0),
        ("Kampen", 0),
    ] {
        office(&mut g, name, slot, 0, false);
    }
    balance(&mut g);
    assert_eq!(g.largest_network(0), 8);
    assert_eq!(g.breakdown(0).network, 24);
    office(&mut g, "Minden", 1, 0, false);
    balance(&mut g);
    assert_eq!(g.largest_network(0), 9, "Kampen is not adjacent to the network");
    assert_eq!(g.breakdown(0).network, 27);
}

#[test]
fn koncowa_punktacja_tie_break_fewer_actiones_then_network() {
    let mut g = empty(3, "3");
    g.players[0].score = 10;
    g.players[1].score = 10;
    g.players[1].abilities[Ability::Actiones.index()] = 1;
    g.ending = Some(EndReason::Points);
    g.phase = Phase::Over;
    let o = g.outcome().unwrap();
    assert_eq!(o.scores[Seat(0)], o.scores[Seat(1)]);
    assert_eq!(o.winners(), vec![Seat(0)], "fewer Actiones upgrades wins the tie");
    assert_eq!(o.breakdown.len(), 6);
}

// ----- Gra 2-osobowa (two players) -----

#[test]
fn gra_dwuosobowa_neutral_pieces_and_displacement() {
    let g = game(2, "3");
    assert!(g.neutral);
    let b = board(g.side);
    for (r, route) in b.routes.iter().enumerate() {
        let to_ability = route.cities.iter().any(|&c| !b.cities[usize::from(c)].abilities.is_empty());
        let has = g.spaces[usize::from(route.first_space)] == piece(5, false);
        assert_eq!(has, to_ability || g.route_tokens[r].is_some(), "route r{}", r + 1);
    }
    let mut g = g;
    let neutral = |g: &Hansa| g.spaces.iter().filter(|&&p| p != 0 && owner(p) == 5).count();
    let before = neutral(&g);
    let r = route(&g, "Hamburg", "Lübeck");
    let s = space(&g, r, 0);
    assert_eq!(g.spaces[s], piece(5, false));
    act(&mut g, 0, "displace trader");
    let cmd = format!("displace {} trader", label(&g, s));
    act(&mut g, 0, &cmd);
    assert_eq!(g.active_seats(), vec![Seat(1)], "the opponent places the neutral pieces");
    assert!(matches!(g.phase, Phase::Displaced { victim: 5, extras: 1, .. }));
    let a = g.legal_actions(Seat(1))[0].clone();
    apply(&mut g, 1, a);
    let a = g.legal_actions(Seat(1))[0].clone();
    apply(&mut g, 1, a);
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(neutral(&g), before + 1, "the displaced neutral piece and one more");
}

#[test]
fn gra_dwuosobowa_full_neutral_route_is_established_with_a_neutral_office() {
    let mut g = empty(2, "3");
    let r = route(&g, "Duisburg", "Dortmund");
    let sp = space(&g, r, 0);
    g.spaces[sp] = piece(5, false);
    let s = space(&g, r, 1);
    g.spaces[s] = piece(1, false);
    balance(&mut g);
    // Seat 0 displaces seat 1's piece with ... a neutral piece cannot be placed by a player, so
    // complete the route directly and let the rules notice it.
    g.spaces[s] = piece(5, false);
    balance(&mut g);
    act(&mut g, 0, "income");
    assert!(matches!(g.phase, Phase::NeutralOffice { .. }), "{:?}", g.phase);
    act(&mut g, 0, "neutral Duisburg");
    assert_eq!(g.offices_in(city(&g, "Duisburg"), 5), 1);
    assert_eq!(g.controller(city(&g, "Duisburg")), Some(5));
    assert!(g.route_spaces(r).all(|x| g.spaces[x] == 0));
}

// ----- Notacja (notation) -----

#[test]
fn notacja_city_aliases_and_round_trips() {
    let g = empty(4, "45");
    let b = board(g.side);
    assert_eq!(b.city_by_name("Koln"), b.city_by_name("Coellen"));
    assert_eq!(b.city_by_name("LUBECK"), b.city_by_name("Lübeck"));
    assert_eq!(b.city_by_name("luneburg"), b.city_by_name("Lüneburg"));
    for a in g.legal_actions(Seat(0)) {
        let text = g.format_action(&a);
        assert_eq!(g.parse_action(Seat(0), &text), Ok(a), "{text}");
    }
    assert!(matches!(g.parse_action(Seat(0), "fly r1"), Err(kontor_engine::NotationError::Unknown { .. })));
    assert!(matches!(
        g.parse_action(Seat(0), "place r99.1 trader"),
        Err(kontor_engine::NotationError::Illegal { .. })
    ));
    let _ = TokenUse::Actions3;
}
