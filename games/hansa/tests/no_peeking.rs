//! Bots decide from their own seat's view: along seeded playouts on every board, with missions and
//! bonus tokens, a state that differs only in what the seat cannot see (the face-down token stack,
//! tokens drawn by another player, other players' missions, the random generator) gets the same
//! decision.

use kontor_engine::{Options, check_no_peeking_in_playouts, check_search_no_peeking_in_playouts};
use kontor_hansa::Hansa;

#[test]
fn bots_decide_the_same_whatever_they_cannot_see() {
    let (mut checked, mut differed) = (0, 0);
    // Options of each table, and its player counts.
    type Table = (&'static [(&'static str, &'static str)], std::ops::RangeInclusive<usize>);
    let tables: [Table; 4] = [
        (&[], 2..=5),
        (&[("missions", "on"), ("favour", "on"), ("tokens", "bigbox")], 3..=5),
        (&[("map", "east")], 3..=5),
        (&[("map", "britannia")], 3..=5),
    ];
    for (pairs, seats) in tables {
        let options: Options = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        for seats in seats {
            let (c, d) = check_no_peeking_in_playouts::<Hansa>(&options, seats, 0..1, 11).unwrap();
            (checked, differed) = (checked + c, differed + d);
        }
    }
    assert!(checked >= 200, "{checked} positions");
    // Other players' missions were really drawn again (the stack's order shows to nobody).
    assert!(differed * 5 >= checked, "{differed} of {checked} drawn states differ");
}

/// The same for the tree-search bot (`normal`, `hard`), with a small iteration budget: every
/// iteration draws its own state, so a search that peeked would decide differently.
#[test]
fn search_bots_decide_the_same_whatever_they_cannot_see() {
    let (mut checked, mut differed) = (0, 0);
    let mut options = Options::new();
    options.insert("missions".into(), "on".into());
    for seats in [3, 5] {
        let (c, d) = check_search_no_peeking_in_playouts::<Hansa>(&options, seats, 0..1, 17, 12).unwrap();
        (checked, differed) = (checked + c, differed + d);
    }
    assert!(checked >= 20, "{checked} positions");
    assert!(differed * 10 >= checked, "{differed} of {checked} drawn states differ");
}
