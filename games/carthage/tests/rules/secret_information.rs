//! Secret information (the FAQ): hand sizes are public, the hand and victory points only to their
//! owner until the game is over.

use kontor_carthage::Phase;
use kontor_engine::prelude::*;
use kontor_engine::{Seat, Viewer};

use crate::support::{build, cards};

// ---------------------------------------------------------------------------------------------
// Secret information (FAQ: hand sizes are public, victory points are not)
// ---------------------------------------------------------------------------------------------

#[test]
fn tajne_karty_views_show_own_hand_and_points_only() {
    let mut g = build(3, "market: r2; h0: r5; h1: b2 b3; v1: g5; v2: y2");
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
        let view = g.view(viewer);
        for p in &view.players {
            let own = viewer.is_seat(p.seat);
            assert_eq!(p.hand.is_some(), own);
            assert_eq!(p.victory_points.is_some(), own);
            assert_eq!(p.hand_size, g.players[p.seat].hand.len());
        }
    }
    assert_eq!(g.view(Viewer::Seat(Seat(1))).players[1].hand, Some(cards("b2 b3")));
    g.phase = Phase::Over;
    assert!(g.view(Viewer::Spectator).players.iter().all(|p| p.victory_points.is_some()));
}
