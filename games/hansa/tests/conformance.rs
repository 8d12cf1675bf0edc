//! The shared conformance checks (`kontor_engine::conformance`) for Hansa Teutonica at 2–5
//! players with both token sets, on every board ("Alternatywne plansze": East, Britannia 4–5 and
//! 3) and with mission cards and the Emperor's favour, with what Hansa adds: 31 pieces a colour
//! and at most 15 bonus tokens at all times, the six (or seven, with missions) scoring categories
//! at the end, mission cards that only their owner sees before the end, menu steps kept for old
//! logs never offered, and `apply` probed with every kind of move.

use kontor_engine::conformance::{self, Coverage, Suite, Table};
use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Seat, Viewer};
use kontor_hansa::{
    Ability, Action, CityId, Hansa, MERCHANTS_PER_COLOUR, Phase, Reward, RouteId, SpaceId,
    TRADERS_PER_COLOUR, TokenUse, View, board,
};

use crate::support;

struct Checks;

impl conformance::Checks<Hansa> for Checks {
    const SECRET_KEYS: &'static [&'static str] = &["rng", "pool"];
    const MUST_SEE: &'static [&'static str] =
        &["displaced", "bonus tokens", "neutral office", "perk", "prestige scored"];

    fn invariants(g: &Hansa) -> Result<(), String> {
        check_pieces(g)?;
        if let Some(outcome) = g.outcome()
            && outcome.breakdown.len() != 6 + usize::from(!g.missions.is_empty())
        {
            return Err("the breakdown has six categories (seven with missions)".into());
        }
        let offered = g.active_seats().into_iter().flat_map(|s| g.legal_actions(s));
        match offered.into_iter().find(|a| a.replay_only(&g.phase)) {
            Some(a) => Err(format!("{a:?} is offered, but it is a menu step kept for old logs")),
            None => Ok(()),
        }
    }

    /// No view shows a mission card to another seat (or a spectator) before the end, nor does a
    /// private summary.
    fn check_view(g: &Hansa, viewer: Viewer, view: &View) -> Result<(), String> {
        let over = g.is_over();
        for (s, m) in view.missions.iter().enumerate() {
            let own = viewer == Viewer::Seat(Seat(s as u8));
            if m.is_some() != (own || over) {
                return Err(format!("sees mission {s}: {m:?}"));
            }
        }
        let Viewer::Seat(me) = viewer else { return Ok(()) };
        match over || support::en(&g.private_summary(me)).matches("mission").count() <= 1 {
            true => Ok(()),
            false => Err("a private summary shows another seat's mission".into()),
        }
    }

    /// Steps kept for old logs apply in their old phases but are never offered: they are no probes.
    fn probes(g: &Hansa, _seat: Seat, _rng: &mut GameRng) -> Vec<Action> {
        universe(g).into_iter().filter(|a| !a.replay_only(&g.phase)).collect()
    }

    fn note(g: &Hansa, seen: &mut Coverage) {
        if g.players.iter().any(|p| p.score > 0) {
            seen.insert("prestige scored");
        }
        match g.phase {
            Phase::Displaced { .. } => seen.insert("displaced"),
            Phase::PlaceTokens => seen.insert("bonus tokens"),
            Phase::NeutralOffice { .. } => seen.insert("neutral office"),
            Phase::Perk { .. } | Phase::PerkMove { .. } => seen.insert("perk"),
            _ => false,
        };
    }
}

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
    for s in SpaceId::all(b.space_count() + 2) {
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
        all.push(Action::RelocateFrom { from: s, to: SpaceId::from_index((s.index() * 7 + 3) % n) });
        all.push(Action::Swap { a: s, b: SpaceId::from_index((s.index() * 5 + 1) % n) });
    }
    for r in (0..=b.routes.len()).map(RouteId::from_index) {
        all.push(Action::Target { route: r });
        all.push(Action::Bonus { route: r });
        let mut rewards = vec![Reward::Nothing];
        if let Some(route) = b.routes.get(r.index()) {
            for c in route.cities {
                rewards.push(Reward::Office { city: c });
                rewards.push(Reward::ExtraOffice { city: c });
            }
        }
        rewards.push(Reward::Office { city: CityId::from_index(r.index() % b.cities.len()) });
        rewards.extend(Ability::ALL.map(Reward::Upgrade));
        rewards.extend((0..5).map(|field| Reward::Special { field }));
        all.extend(rewards.into_iter().map(|reward| Action::Claim { route: r, reward }));
    }
    for c in b.city_ids() {
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

/// Both token sets on the Hansa League board, every Big Box board at its player counts, and the
/// League board with mission cards and the Emperor's favour.
fn suite() -> Suite {
    let tables = vec![
        Table::new(&[("tokens", "base")], 2..=5),
        Table::new(&[("tokens", "bigbox")], 2..=5),
        Table::new(&[("map", "east")], 3..=5),
        Table::new(&[("map", "britannia"), ("side", "45"), ("tokens", "bigbox")], 4..=5),
        Table::new(&[("map", "britannia"), ("side", "3")], 3..=3),
        Table::new(&[("missions", "on"), ("favour", "on"), ("tokens", "bigbox")], 2..=5),
    ];
    Suite {
        seeds: 1,
        long_seeds: 32,
        max_steps: 60_000,
        check_every: 41,
        peek_every: 11,
        peek_seeds: 1,
        // Only the stack of bonus tokens and other players' missions are hidden in Hansa.
        redrawn_percent: 15,
        search_every: 40,
        ..Suite::new(tables)
    }
}

kontor_engine::conformance!(Hansa, Checks, suite(), golden: ["tests/golden/hansa-3p-seed7.json"]);
