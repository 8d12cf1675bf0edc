//! Steps of a rules test: an action that must be listed and succeed, one that must be refused
//! without a trace, and a notation line that must parse and succeed; and what every view must
//! show right: the viewer's own hand alone, and the active seat.

use crate::{Event, Game, Seat};

/// Applies `seat`'s action that must be listed and succeed; panics naming it otherwise.
pub fn act<G: Game>(g: &mut G, seat: u8, action: G::Action) -> Vec<Event> {
    let legal = g.legal_actions(Seat(seat));
    assert!(legal.contains(&action), "{action:?} by seat {seat} is not listed: {legal:?}");
    g.apply(Seat(seat), &action).unwrap_or_else(|e| panic!("{action:?} by seat {seat} refused: {e}"))
}

/// Applies `seat`'s action that must be refused, leave the state unchanged and not be listed;
/// returns the refusal.
pub fn refused<G: Game + PartialEq>(g: &G, seat: u8, action: G::Action) -> G::Error {
    let mut probe = g.clone();
    let err = probe.apply(Seat(seat), &action).expect_err(&format!("{action:?} by seat {seat} applied"));
    assert_eq!(&probe, g, "a refused action changed the state");
    assert!(!g.legal_actions(Seat(seat)).contains(&action), "{action:?} is refused but listed");
    err
}

/// Applies `seat`'s notation line that must parse and succeed.
pub fn play<G: Game>(g: &mut G, seat: u8, text: &str) -> Vec<Event> {
    let action = g.parse_action(Seat(seat), text).unwrap_or_else(|e| panic!("`{text}`: {e}"));
    act(g, seat, action)
}

/// Checks the hand a view shows of `seat`: there exactly when the viewer holds that seat (`own`),
/// and then equal to the `real` hand.
pub fn check_shown_hand<H: PartialEq>(
    seat: Seat,
    own: bool,
    shown: Option<&H>,
    real: &H,
) -> Result<(), String> {
    if shown.is_some() != own {
        return Err(format!("sees the hand of {seat}"));
    }
    if own && shown != Some(real) {
        return Err("a wrong own hand".into());
    }
    Ok(())
}

/// Checks that a view names as active the seat `game` says must act.
pub fn check_shown_active<G: Game>(game: &G, shown: Option<Seat>) -> Result<(), String> {
    match shown == game.active_seats().first().copied() {
        true => Ok(()),
        false => Err("the wrong active seat".into()),
    }
}
