//! What one viewer may see. Hansa Teutonica has no hidden hands: everyone sees the whole board and
//! every desk, except the Big Box mission cards (each seat sees its own until the end). Only the face-down token stack stays hidden (its size is shown), and a drawn token is
//! shown once it is being placed. The RNG has no field here at all.
//!
//! `Presentation` is implemented here: titles and texts, views, the prompt and the summaries.

use kontor_engine::{Locales, Options, Outcome, Presentation, Seat, Text, Viewer, text};
use serde::{Deserialize, Serialize};

use crate::board::Ability;
use crate::favour::Favour;
use crate::ids::CityId;
use crate::legal::phase_hint;
use crate::piece::Piece;
use crate::state::{Hansa, Phase, Token};
use crate::{setup, summary};

/// One player's desk and supplies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    /// Level per ability (Keys, Actiones, Privilegium, Liber Sophiae, Bank).
    pub abilities: [u8; 5],
    /// Current value per ability (Bank "all" is 99; Privilegium 1–4 = white…black).
    pub values: [u8; 5],
    pub personal: [u8; 2],
    pub general: [u8; 2],
    pub desk: [u8; 2],
    pub score: u16,
    pub tokens: Vec<Token>,
    pub used: Vec<Token>,
    /// Emperor's favour tiles held (Big Box option).
    #[serde(default)]
    pub favours: Vec<Favour>,
}

/// The table as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    /// Board side: 0 = 4–5 players, 1 = 2–3 players (see `kontor_hansa::board`).
    pub side: u8,
    pub neutral: bool,
    pub spaces: Vec<Piece>,
    pub offices: Vec<Piece>,
    pub extras: Vec<(CityId, Piece)>,
    pub special: Vec<Piece>,
    pub route_tokens: Vec<Option<Token>>,
    pub stack_size: usize,
    pub drawn: usize,
    /// The token being placed now (end of turn).
    pub placing: Option<Token>,
    pub players: Vec<PlayerView>,
    pub east_west: Vec<u8>,
    pub full_cities: u8,
    pub current: Seat,
    pub actions_left: u8,
    pub actions_allowed: u8,
    pub phase: Phase,
    pub active: Option<Seat>,
    /// City controller per city (owner index; `NEUTRAL` for the neutral colour).
    pub controllers: Vec<Option<u8>>,
    pub turn: u32,
    pub outcome: Option<Outcome>,
    /// Mission cards (Big Box option) by seat: the viewer's own card only, every card once the
    /// game is over; the cities of a card, as city ids.
    #[serde(default)]
    pub missions: Vec<Option<[CityId; 3]>>,
    /// Britannia: permission cities used this turn (bits by city id).
    #[serde(default)]
    pub permits_used: u32,
    /// Emperor's favour tiles still on display.
    #[serde(default)]
    pub favour_display: Vec<Favour>,
}

impl Presentation for Hansa {
    type View = View;
    const TITLE: &'static str = "Hansa Teutonica";
    const ALIASES: &'static [&'static str] = &["hansa-teutonica", "hansateutonica", "hansa_teutonica", "ht"];
    const LOCALES: Locales =
        Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };
    const RULES: &'static [&'static str] = crate::rules::RULES;

    /// The view of `viewer` (the same for everyone but the `viewer` field).
    fn view(&self, viewer: Viewer) -> View {
        let over = self.phase == Phase::Over;
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PlayerView {
                seat: Seat(i as u8),
                abilities: p.abilities,
                values: Ability::ALL.map(|a| p.value(a)),
                personal: p.personal,
                general: p.general,
                desk: p.desk(),
                score: p.score,
                tokens: p.tokens.to_vec(),
                used: p.used.to_vec(),
                favours: Favour::of(self.favours.get(i).copied().unwrap_or(0)),
            })
            .collect();
        View {
            viewer,
            side: self.side,
            neutral: self.neutral,
            spaces: self.spaces.clone(),
            offices: self.offices.clone(),
            extras: self.extras.clone(),
            special: self.special.clone(),
            route_tokens: self.route_tokens.clone(),
            stack_size: self.pool.len(),
            drawn: self.to_place.len(),
            placing: if self.phase == Phase::PlaceTokens { self.to_place.first().copied() } else { None },
            players,
            east_west: self.east_west.clone(),
            full_cities: self.full_cities,
            current: Seat(self.current),
            actions_left: self.actions_left(),
            actions_allowed: self.actions_allowed(),
            phase: self.phase.clone(),
            active: self.active_seat(),
            controllers: self.board().city_ids().map(|c| self.controller(c)).collect(),
            turn: self.turn,
            outcome: if over { Some(self.final_outcome()) } else { None },
            missions: (0..self.missions.len() as u8)
                .map(|s| (over || viewer == Viewer::Seat(Seat(s))).then(|| self.mission_cities(s)).flatten())
                .collect(),
            permits_used: self.permits_used,
            favour_display: Favour::of(self.favour_display),
        }
    }

    fn prompt(&self) -> Text {
        match self.phase {
            Phase::Actions => text!(
                "hansa-prompt-actions",
                left = self.actions_left(),
                actions = self.actions_allowed(),
                hint = phase_hint(&self.phase)
            ),
            _ => phase_hint(&self.phase),
        }
    }

    fn lobby_note(options: &Options) -> Option<Text> {
        setup::lobby_note(options)
    }

    fn public_summary(&self) -> Text {
        summary::public(&self.view(Viewer::Spectator))
    }

    fn private_summary(&self, seat: Seat) -> Text {
        let view = self.view(Viewer::Seat(seat));
        let mut lines: Vec<Text> =
            view.players.get(seat.index()).map(summary::desk_line).into_iter().collect();
        if let Some(Some(cities)) = view.missions.get(seat.index()) {
            let names: Vec<Text> = cities.iter().map(|&c| self.board().city(c).text()).collect();
            lines.push(text!("hansa-summary-mission", cities = Text::join(names, ", ")));
        }
        Text::lines(lines)
    }
}
