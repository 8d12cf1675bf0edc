//! The Quest for El Dorado (Reiner Knizia): a deck-building race across hex tiles.
//!
//! The turn is split into small steps: `move <card> <hex>` one space at a time (the card's unused
//! strength stays in play), `move <hex>` to carry on or to enter rubble/basecamp, `blockade`, `use`,
//! `explore`, `buy` then `pay`, `discard`/`remove` while paying special spaces, and `end`.

mod action;
mod caves;
mod course;
mod data;
mod generator;
mod hidden;
mod legal;
mod notation;
mod playout;
mod rules;
mod scoring;
mod state;
mod summary;
mod turn;
mod view;

use kontor_engine::{Event, Game, GameRng, NotationError, Options, Outcome, Seat, SetupError, Viewer};

pub use action::{Action, RuleError};
pub use course::{Border, Course, CourseData, CourseSpec, DIRS, Hex, NO_HEX, is_small, rotate};
pub use data::{
    BLOCKADES, CardKind, Colour, Symbol, Terrain, Tile, TileKind, TokenEffect, TokenKind, card, cards, kind,
    kind_id, layouts, tile, tiles, token, tokens,
};
pub use generator::random as random_course;
pub use legal::{half, phase_hint_of};
pub use notation::{Syntax, parse_source};
use state::Log;
pub use state::{Active, ElDorado, GATE, HAND, Phase, Player, SLOTS, Source, TurnFlags};
pub use turn::{source_code, source_name};
pub use view::{PlayerView, StackView, View};

impl Game for ElDorado {
    type Action = Action;
    type View = View;
    type Error = RuleError;

    const BOT_EXPLORATION: f64 = 0.15;
    const NAME: &'static str = "el-dorado";
    const TITLE: &'static str = "The Quest for El Dorado";
    const ALIASES: &'static [&'static str] =
        &["eldorado", "el_dorado", "wyprawa", "quest-for-el-dorado", "wyprawa-do-el-dorado"];
    const RULES: &'static [&'static str] = rules::RULES;
    const LOCALES: kontor_engine::Locales = kontor_engine::Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };
    const MIN_SEATS: usize = state::MIN_SEATS;
    const MAX_SEATS: usize = state::MAX_SEATS;

    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        ElDorado::new(options, seats, seed)
    }

    fn seats(&self) -> usize {
        self.seat_count()
    }

    fn active_seats(&self) -> Vec<Seat> {
        self.active_seat().into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        // `apply_in_place` checks before it changes anything, so no copy is needed.
        let mut log = Log::recording();
        self.apply_in_place(seat, action, &mut log)?;
        Ok(log.into_events())
    }

    fn advance(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        self.apply_in_place(seat, action, &mut Log::silent())
    }

    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        self.random_action(seat, rng)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.view_for(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinized(seat, rng)
    }

    fn reveal_count(&self) -> u64 {
        self.reveals
    }

    fn format_action(&self, action: &Action) -> String {
        self.format(action)
    }

    fn describe_action(&self, action: &Action) -> kontor_engine::Text {
        kontor_engine::Text::Plain(self.describe(action))
    }

    fn choice_path(&self, action: &Action) -> Vec<String> {
        self.menu_path(action)
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        self.parse(seat, text)
    }

    fn prompt(&self) -> kontor_engine::Text {
        kontor_engine::Text::Plain(phase_hint_of(self.phase))
    }

    fn opening_events(&self) -> Vec<Event> {
        vec![Event::public(format!(
            "The expedition sets out on the {} course{}. {} starts.",
            self.course.name,
            if self.caves_variant { " with caves" } else { "" },
            Seat(0).tag()
        ))]
    }

    fn public_summary(&self) -> kontor_engine::Text {
        kontor_engine::Text::Plain(summary::public(&self.view_for(Viewer::Spectator)))
    }

    fn private_summary(&self, seat: Seat) -> kontor_engine::Text {
        kontor_engine::Text::Plain(summary::private(&self.view_for(Viewer::Seat(seat))).unwrap_or_default())
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        self.heuristic(seat)
    }
}

impl kontor_engine::Localized for RuleError {
    fn text(&self) -> kontor_engine::Text {
        kontor_engine::Text::Plain(self.to_string())
    }
}
