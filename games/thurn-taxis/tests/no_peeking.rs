//! Bots decide from their own seat's view: along seeded playouts at every player count and both carriage scorings,
//! a state that differs only in what the seat cannot see (the deck, the other hands, the random
//! generator) gets the same decision. (Before, the bot judged a draw by the card it drew.)

use kontor_engine::{Options, check_no_peeking_in_playouts, check_search_no_peeking_in_playouts};
use kontor_thurn_taxis::ThurnTaxis;

#[test]
fn bots_decide_the_same_whatever_they_cannot_see() {
    let (mut checked, mut differed) = (0, 0);
    for carriages in ["table", "face"] {
        let mut options = Options::new();
        options.insert("carriage_points".into(), carriages.into());
        for seats in 2..=4 {
            let (c, d) = check_no_peeking_in_playouts::<ThurnTaxis>(&options, seats, 0..3, 7).unwrap();
            (checked, differed) = (checked + c, differed + d);
        }
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
            check_search_no_peeking_in_playouts::<ThurnTaxis>(&Options::new(), seats, 0..1, 9, 12).unwrap();
        (checked, differed) = (checked + c, differed + d);
    }
    assert!(checked >= 20, "{checked} positions");
    assert!(differed * 10 >= checked, "{differed} of {checked} drawn states differ");
}
