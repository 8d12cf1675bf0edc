//! Bots decide from their own seat's view: along seeded playouts at every player count, a state
//! that differs only in what the seat cannot see (the deck, the other hands and victory-point
//! cards, the random generator) gets the same decision.

use kontor_carthage::Carthage;
use kontor_engine::{Options, check_no_peeking_in_playouts, check_search_no_peeking_in_playouts};

#[test]
fn bots_decide_the_same_whatever_they_cannot_see() {
    let (mut checked, mut differed) = (0, 0);
    for seats in 2..=4 {
        let (c, d) = check_no_peeking_in_playouts::<Carthage>(&Options::new(), seats, 0..6, 5).unwrap();
        (checked, differed) = (checked + c, differed + d);
    }
    assert!(checked >= 200, "{checked} positions");
    // The hidden parts were really drawn again (the check would be empty otherwise).
    assert!(differed * 10 >= checked * 9, "{differed} of {checked} drawn states differ");
}

/// The same for the tree-search bot (`normal`, `hard`), with a small iteration budget: every
/// iteration draws its own state, so a search that peeked would decide differently.
#[test]
fn search_bots_decide_the_same_whatever_they_cannot_see() {
    let (mut checked, mut differed) = (0, 0);
    for seats in [2, 4] {
        let (c, d) =
            check_search_no_peeking_in_playouts::<Carthage>(&Options::new(), seats, 0..1, 9, 12).unwrap();
        (checked, differed) = (checked + c, differed + d);
    }
    assert!(checked >= 20, "{checked} positions");
    assert!(differed * 10 >= checked, "{differed} of {checked} drawn states differ");
}
