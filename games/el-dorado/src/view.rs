//! What one viewer may see: own hand; for others only counts. Everyone sees pawns, blockades,
//! the market, cave pile sizes, tokens (they lie face up) and the top of each discard pile.
//! No draw-pile order, no cave-token order and no RNG.
//!
//! `Presentation` is implemented here: titles and texts, views, the prompt and the summaries.

use kontor_engine::{Locales, Outcome, Presentation, Seat, Text, Viewer};
use serde::{Deserialize, Serialize};

use crate::course::Course;
use crate::data;
use crate::state::{Active, ElDorado, Phase};
use crate::summary;
use crate::texts::phase_hint_of;

/// One player as a viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    /// Hex index per pawn, `u16::MAX` = in El Dorado.
    pub pawns: Vec<u16>,
    pub hand_size: usize,
    /// Only for the viewer's own seat.
    pub hand: Option<Vec<u8>>,
    pub draw_size: usize,
    pub discard_size: usize,
    pub discard_top: Option<u8>,
    pub played: Vec<u8>,
    pub tokens: Vec<u8>,
    pub blockades: Vec<u8>,
    pub finished: bool,
}

/// One market stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackView {
    pub kind: u8,
    pub left: u8,
    /// Market slot (0..6) or `None` when the stack lies next to the market.
    pub slot: Option<u8>,
}

/// The table as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub course: Course,
    pub caves_variant: bool,
    pub turn: Seat,
    pub phase: Phase,
    pub active: Option<Active>,
    pub players: Vec<PlayerView>,
    pub stacks: Vec<StackView>,
    /// Free market slots.
    pub free_slots: usize,
    /// Blockades on the board: (border index, number).
    pub blockades: Vec<(u8, u8)>,
    /// Token piles per cave (same order as `course.caves`): sizes only.
    pub cave_piles: Vec<usize>,
    pub outcome: Option<Outcome>,
}

impl View {
    /// The seat that must act, if any.
    #[must_use]
    pub fn active_seat(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }
}

impl Presentation for ElDorado {
    type View = View;

    const TITLE: &'static str = "The Quest for El Dorado";
    const ALIASES: &'static [&'static str] =
        &["eldorado", "el_dorado", "wyprawa", "quest-for-el-dorado", "wyprawa-do-el-dorado"];
    const LOCALES: Locales =
        Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };
    const RULES: &'static [&'static str] = crate::rules::RULES;

    fn view(&self, viewer: Viewer) -> View {
        let players = self
            .players
            .iter()
            .map(|(seat, p)| PlayerView {
                seat,
                pawns: p.pawns.clone(),
                hand_size: p.hand.len(),
                hand: viewer.is_seat(seat).then(|| p.hand.clone()),
                draw_size: p.draw.len(),
                discard_size: p.discard.len(),
                discard_top: p.discard.last().copied(),
                played: p.played.clone(),
                tokens: p.tokens.clone(),
                blockades: p.blockades.clone(),
                finished: p.finished(),
            })
            .collect();
        let stacks = (data::card::FIRST_MARKET..data::card::KINDS)
            .map(|k| StackView {
                kind: k,
                left: self.supply[usize::from(k)],
                slot: self.market.iter().position(|&s| s == Some(k)).map(|s| s as u8),
            })
            .collect();
        View {
            viewer,
            course: self.course.clone(),
            caves_variant: self.caves_variant,
            turn: self.turn,
            phase: self.phase,
            active: self.active,
            players,
            stacks,
            free_slots: self.market.iter().filter(|s| s.is_none()).count(),
            blockades: self.blockades.clone(),
            cave_piles: self.caves.iter().map(Vec::len).collect(),
            outcome: (self.phase == Phase::Over).then(|| self.final_outcome()),
        }
    }

    fn prompt(&self) -> Text {
        phase_hint_of(self.phase)
    }

    fn public_summary(&self) -> Text {
        summary::public(&self.view(Viewer::Spectator))
    }

    fn private_summary(&self, seat: Seat) -> Text {
        summary::private(&self.view(Viewer::Seat(seat))).unwrap_or_else(|| Text::lines([]))
    }
}
