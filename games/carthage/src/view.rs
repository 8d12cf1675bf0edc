//! What one viewer may see. A seat sees its own hand and victory points; everyone sees hand sizes,
//! storehouses, tokens, ships, Market and Farm. Deck order and the RNG have no field here at all.
//!
//! `Presentation` is implemented here: titles and texts, views, the prompt and the summaries.

use kontor_engine::{Locales, Outcome, Presentation, Seat, Text, Viewer};
use serde::{Deserialize, Serialize};

use crate::card::{Card, Colour};
use crate::legal::phase_hint;
use crate::state::{Carthage, Phase, Slot};
use crate::summary;

/// The phase as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PhaseView {
    ChoosingToken { seat: Seat },
    Turn { seat: Seat },
    Paying { seat: Seat, cost: u32, paid: Vec<Card> },
    Protecting { seat: Seat, raided: Vec<Colour> },
    Over,
}

/// One player's pieces as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub hand_size: usize,
    /// Only for the viewer's own seat.
    pub hand: Option<Vec<Card>>,
    pub storehouse: Vec<Card>,
    pub tokens: [u8; 4],
    pub marker_free: bool,
    /// Only for the viewer's own seat, and for everyone once the game is over.
    pub victory_points: Option<usize>,
}

/// The table as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub phase: PhaseView,
    pub start_player: Seat,
    /// Ship position per colour (index by `Colour::index`), 0 = Alexandria … 5 = Carthage.
    pub ships: [u8; 4],
    pub market: Vec<Slot>,
    pub farm: Vec<Slot>,
    pub deck_size: usize,
    pub discard_size: usize,
    pub discard_top: Option<Card>,
    pub players: Vec<PlayerView>,
    pub outcome: Option<Outcome>,
}

impl View {
    /// The seat that must act, if any.
    #[must_use]
    pub fn active_seat(&self) -> Option<Seat> {
        match &self.phase {
            PhaseView::ChoosingToken { seat }
            | PhaseView::Turn { seat }
            | PhaseView::Paying { seat, .. }
            | PhaseView::Protecting { seat, .. } => Some(*seat),
            PhaseView::Over => None,
        }
    }
}

impl Presentation for Carthage {
    type View = View;

    const TITLE: &'static str = "Traders of Carthage";
    const ALIASES: &'static [&'static str] =
        &["traders", "traders-of-carthage", "tradersofcarthage", "kartagina"];
    const LOCALES: Locales =
        Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };
    const RULES: &'static [&'static str] = crate::rules::RULES;

    /// The view of `viewer`.
    fn view(&self, viewer: Viewer) -> View {
        let over = self.phase == Phase::Over;
        let phase = match &self.phase {
            Phase::ChoosingToken { seat } => PhaseView::ChoosingToken { seat: *seat },
            Phase::Turn { seat } => PhaseView::Turn { seat: *seat },
            Phase::Paying { seat, cost, paid } => {
                PhaseView::Paying { seat: *seat, cost: *cost, paid: paid.clone() }
            }
            Phase::Protecting { raided, queue, .. } => {
                PhaseView::Protecting { seat: queue[0], raided: raided.clone() }
            }
            Phase::Over => PhaseView::Over,
        };
        let players = self
            .players
            .iter()
            .map(|(seat, p)| {
                let own = viewer.is_seat(seat);
                let mut hand = p.hand.clone();
                hand.sort();
                PlayerView {
                    seat,
                    hand_size: p.hand.len(),
                    hand: own.then_some(hand),
                    storehouse: p.storehouse.clone(),
                    tokens: p.tokens,
                    marker_free: p.marker_free,
                    victory_points: (own || over).then_some(p.victory_points()),
                }
            })
            .collect();
        View {
            viewer,
            phase,
            start_player: self.start_player,
            ships: self.ships,
            market: self.market.clone(),
            farm: self.farm.clone(),
            deck_size: self.deck.len(),
            discard_size: self.discard.len(),
            discard_top: self.discard.last().copied(),
            players,
            outcome: if over { Some(self.final_outcome()) } else { None },
        }
    }

    fn prompt(&self) -> Text {
        phase_hint(&self.phase)
    }

    fn public_summary(&self) -> Text {
        summary::public(&self.view(Viewer::Spectator))
    }

    fn private_summary(&self, seat: Seat) -> Text {
        summary::private(&self.view(Viewer::Seat(seat))).unwrap_or_else(|| Text::plain(String::new()))
    }
}
