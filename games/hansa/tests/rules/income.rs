//! "Akcje: Dochód" (income): the Bank's number of pieces from the general supply, or fewer, with the
//! merchants among them chosen (Big Box "Pozyskanie handlarzy").

use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::{Ability, Action};

use crate::support::*;

// ----- Akcje: Dochód (income) -----

#[test]
fn dochod_income_takes_bank_value_from_the_general_supply() {
    let mut g = empty(3, "3");
    supplies(&mut g, 0, [2, 2], [1, 0]);
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
    supplies(&mut g, 0, [5, 1], [1, 0]);
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
