//! Map data checks for every board side (base and Big Box "Alternatywne plansze"): unique ids,
//! every route's cities exist, a connected graph, sea-space order and the printed specials.

use std::collections::BTreeSet;

use kontor_hansa::{
    BRITANNIA_3, BRITANNIA_45, EAST, ENGLAND, LEAGUE_3, LEAGUE_45, Perk, SCOTLAND, SIDES, WALES, board,
};

#[test]
fn every_board_is_valid() {
    for side in 0..SIDES {
        let b = board(side);
        let slugs: BTreeSet<&str> = b.cities.iter().map(|c| c.slug.as_str()).collect();
        assert_eq!(slugs.len(), b.cities.len(), "{}: city ids are unique", b.id);
        for c in &b.cities {
            for other in &b.cities {
                if !std::ptr::eq(c, other) {
                    assert!(
                        c.keys.iter().all(|k| !other.keys.contains(k)),
                        "{}: name {} is shared",
                        b.id,
                        c.name
                    );
                }
            }
        }
        let mut pairs = BTreeSet::new();
        for (i, r) in b.routes.iter().enumerate() {
            assert!(r.cities.iter().all(|&c| c.index() < b.cities.len()));
            assert_ne!(r.cities[0], r.cities[1]);
            assert!((2..=4).contains(&r.spaces), "{}: r{} has {} spaces", b.id, i + 1, r.spaces);
            assert_eq!(r.space_xy.len(), usize::from(r.spaces));
            assert_eq!(r.merchant_only.len(), usize::from(r.spaces));
            pairs.insert((r.cities[0].min(r.cities[1]), r.cities[0].max(r.cities[1])));
            if r.sea {
                let ships = r.merchant_only.iter().filter(|&&m| m).count();
                assert!((1..=2).contains(&ships), "{}: sea route r{} needs 1 or 2 merchants", b.id, i + 1);
                assert!(r.perk.is_none() || !r.token_allowed, "no bonus token beside a printed bonus");
            } else {
                assert!(r.merchant_only.iter().all(|&m| !m) && r.perk.is_none());
            }
        }
        assert_eq!(pairs.len(), b.routes.len(), "{}: one route per pair of cities", b.id);
        // Connected.
        let mut seen = vec![false; b.cities.len()];
        let mut stack = vec![0usize];
        seen[0] = true;
        while let Some(c) = stack.pop() {
            for &r in &b.cities[c].routes {
                for &o in &b.route(r).cities {
                    if !seen[o.index()] {
                        seen[o.index()] = true;
                        stack.push(o.index());
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s), "{}: the map is connected", b.id);
        assert_eq!(b.cities.iter().filter(|c| c.east_west).count(), 2, "{}: two East–West cities", b.id);
        assert_eq!(b.routes.iter().filter(|r| r.tavern).count(), 3, "{}: three taverns", b.id);
        assert!(b.special.is_some());
        assert_eq!(b.space_merchant_only.len(), b.space_count());
    }
}

/// "Wschodnia Liga Hanzeatycka": Lübeck–Danzig, Königsberg's table, 4 sea routes with their
/// permanent bonuses in the printed order of spaces, Belgard/Waren/Dresden green without slots.
#[test]
fn wschodnia_liga_east_board_data() {
    let b = board(EAST);
    assert_eq!(b.players, (3, 5));
    let name = |c| b.city(c).name.as_str();
    let ew: Vec<&str> = b.cities.iter().filter(|c| c.east_west).map(|c| c.name.as_str()).collect();
    assert_eq!(ew, ["Lübeck", "Danzig"].iter().copied().filter(|n| ew.contains(n)).collect::<Vec<_>>());
    assert_eq!(ew.len(), 2);
    assert_eq!(name(b.special.unwrap().0), "Königsberg");
    let green: BTreeSet<&str> = b.cities.iter().filter(|c| c.green).map(|c| c.name.as_str()).collect();
    assert_eq!(green, BTreeSet::from(["Belgard", "Waren", "Dresden"]));
    assert!(b.cities.iter().filter(|c| c.green).all(|c| c.offices.is_empty()));
    let sea: Vec<_> = b.routes.iter().filter(|r| r.sea).collect();
    assert_eq!(sea.len(), 4);
    let perks: BTreeSet<Perk> = sea.iter().filter_map(|r| r.perk).collect();
    assert_eq!(
        perks,
        BTreeSet::from([Perk::MoveAny2, Perk::UpgradePrivilegium, Perk::GreenOffice, Perk::PlaceFromRoute2])
    );
    let wismar = b.city_by_name("Wismar").unwrap();
    let r = sea.iter().find(|r| r.cities[0] == wismar).unwrap();
    assert_eq!(
        r.merchant_only,
        [false, true, true],
        "Wismar–Stralsund: the ship spaces are at Stralsund's end"
    );
    let waren = b.city_by_name("Waren").unwrap();
    assert_eq!(b.city(waren).abilities.len(), 2);
}

/// "Brytania": countries, permissions (Cardiff, Carlisle, London), Isle of Man in two countries,
/// 8 full cities, Wales and Scotland majorities 7/4/2.
#[test]
fn brytania_board_data() {
    let b = board(BRITANNIA_45);
    assert_eq!(b.players, (4, 5));
    assert_eq!(b.full_cities_to_end, 8);
    let city = |n: &str| b.city(b.city_by_name(n).unwrap());
    assert_eq!(city("Isle of Man").countries, WALES | SCOTLAND);
    assert_eq!(city("Cardiff").permits, WALES);
    assert_eq!(city("Carlisle").permits, SCOTLAND);
    assert_eq!(city("London").permits, WALES | SCOTLAND);
    assert_eq!(city("London").countries, ENGLAND);
    let mut majorities = b.majorities.clone();
    majorities.sort();
    assert_eq!(majorities, vec![(WALES, vec![7, 4, 2]), (SCOTLAND, vec![7, 4, 2])]);
    assert_eq!(b.majorities.len(), 2);
    assert!(b.routes.iter().all(|r| r.country != 0));
    assert!(b.routes.iter().filter(|r| r.country != ENGLAND).all(|r| !r.token_allowed));
    let b3 = board(BRITANNIA_3);
    assert_eq!(b3.players, (2, 3));
    assert!(b3.cities.iter().all(|c| c.countries & SCOTLAND == 0), "the 3-player side has no Scotland");
    assert_eq!(b3.majorities.len(), 1);
    assert_eq!(board(LEAGUE_45).players, (4, 5));
    assert_eq!(board(LEAGUE_3).players, (2, 3));
}

/// Sea-space order: the loaded ship spaces follow each file's `space_types` (from `cities[0]`), one
/// type per space, and match `merchants_required`.
#[test]
fn sea_space_order_matches_the_data() {
    let files = [
        (EAST, include_str!("../data/east.json")),
        (BRITANNIA_45, include_str!("../data/britannia-45.json")),
        (BRITANNIA_3, include_str!("../data/britannia-3.json")),
    ];
    for (side, json) in files {
        let raw: serde_json::Value = serde_json::from_str(json).unwrap();
        let b = board(side);
        let routes = raw["routes"].as_array().unwrap();
        assert_eq!(routes.len(), b.routes.len());
        for (route, r) in routes.iter().zip(&b.routes) {
            assert_eq!(route["spaces"].as_u64().unwrap(), u64::from(r.spaces));
            let Some(types) = route["space_types"].as_array() else {
                assert!(!r.sea && route["kind"] != "sea");
                continue;
            };
            assert_eq!(types.len(), usize::from(r.spaces), "{}: one type per space", b.id);
            let ship: Vec<bool> = types.iter().map(|t| t == "merchant_only").collect();
            assert_eq!(ship, r.merchant_only, "{}: {:?}", b.id, route["cities"]);
            let required = route["merchants_required"].as_u64().unwrap();
            assert_eq!(required as usize, ship.iter().filter(|&&m| m).count());
            let ends: Vec<&str> =
                route["cities"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
            assert_eq!(b.city(r.cities[0]).name, ends[0], "spaces run from cities[0]");
        }
    }
}
