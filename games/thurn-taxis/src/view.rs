//! What one viewer may see. A seat sees its own hand; everyone sees hand sizes, routes, houses,
//! carriages, tiles, the face-up cards and the stacks. Deck order and the RNG have no field here.
//!
//! `Presentation` is implemented here: titles and texts, views, the prompt and the summaries.

use kontor_engine::{Locales, Outcome, Presentation, Rules, Seat, Text, Viewer, text};
use serde::{Deserialize, Serialize};

use crate::action::Official;
use crate::board::{City, STACK_COUNT, Stack};
use crate::state::{Phase, Step, ThurnTaxis, Variant};
use crate::summary;

/// One player's pieces as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub hand_size: usize,
    /// Only for the viewer's own seat, sorted.
    pub hand: Option<Vec<City>>,
    /// The current route, left to right.
    pub route: Vec<City>,
    /// Cities with this player's house.
    pub houses: Vec<City>,
    pub houses_left: u8,
    /// Highest carriage (0 = none).
    pub carriage: u8,
    /// Tiles per stack and their points.
    pub tiles: [u8; STACK_COUNT],
    pub tile_points: [u8; STACK_COUNT],
    /// Score if the game ended now.
    pub score: i64,
}

/// One bonus stack as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackView {
    pub stack: Stack,
    pub label: String,
    pub left: u8,
    pub top: Option<u8>,
}

/// The table as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    /// Whose turn it is (none once over) and the step of the turn.
    pub turn: Option<Seat>,
    pub step: Option<Step>,
    pub official: Option<Official>,
    pub first_round: bool,
    pub start_player: Seat,
    pub display: Vec<Option<City>>,
    pub deck_size: usize,
    pub discard_size: usize,
    pub stacks: Vec<StackView>,
    /// Carriage cards left per value 3..=7.
    pub carriages: [u8; 5],
    pub game_end: Option<Seat>,
    pub variant: Variant,
    pub players: Vec<PlayerView>,
    pub outcome: Option<Outcome>,
}

impl View {
    /// The seat that must act, if any.
    #[must_use]
    pub fn active_seat(&self) -> Option<Seat> {
        self.turn
    }
}

impl Presentation for ThurnTaxis {
    type View = View;

    const TITLE: &'static str = "Thurn und Taxis";
    const ALIASES: &'static [&'static str] =
        &["thurn", "thurnandtaxis", "thurn-and-taxis", "tnt", "thurn-und-taxis", "thurnundtaxis", "taxis"];
    const LOCALES: Locales =
        Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };
    const RULES: &'static [&'static str] = crate::rules::RULES;

    /// The view of `viewer`.
    fn view(&self, viewer: Viewer) -> View {
        let over = self.phase == Phase::Over;
        let players = self
            .players
            .iter()
            .map(|(seat, p)| PlayerView {
                seat,
                hand_size: p.hand.len(),
                hand: viewer.is_seat(seat).then(|| p.hand.to_vec()),
                route: p.route.clone(),
                houses: crate::board::cities_of(p.houses).collect(),
                houses_left: p.houses_left,
                carriage: p.carriage,
                tiles: p.tiles,
                tile_points: p.tile_points,
                score: self.score(seat),
            })
            .collect();
        View {
            viewer,
            turn: self.active_seat(),
            step: self.step(),
            official: self.official,
            first_round: self.is_first_round(),
            start_player: self.start_player,
            display: self.display.to_vec(),
            deck_size: self.deck.len(),
            discard_size: self.discard.len(),
            stacks: Stack::all()
                .map(|s| StackView {
                    stack: s,
                    label: s.info().label.clone(),
                    left: self.stacks[s.index()],
                    top: self.stack_top(s),
                })
                .collect(),
            carriages: self.carriages,
            game_end: self.game_end,
            variant: self.variant,
            players,
            outcome: if over { Some(self.final_outcome()) } else { None },
        }
    }

    /// The prompt for the seat that must act.
    fn prompt(&self) -> Text {
        match self.phase {
            Phase::Turn { step, .. } => crate::legal::step_hint(step),
            Phase::Over => text!("thurn-taxis-error-game-over"),
        }
    }

    fn public_summary(&self) -> Text {
        summary::public(&self.view(Viewer::Spectator))
    }

    fn private_summary(&self, seat: Seat) -> Text {
        summary::private(&self.view(Viewer::Seat(seat))).unwrap_or_else(|| Text::plain(""))
    }
}
