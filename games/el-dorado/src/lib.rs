//! The Quest for El Dorado (Reiner Knizia): a deck-building race across hex tiles.
//!
//! The turn is split into small steps: `move <card> <hex>` one space at a time (the card's unused
//! strength stays in play), `move <hex>` to carry on or to enter rubble/basecamp, `blockade`, `use`,
//! `explore`, `buy` then `pay`, `discard`/`remove` while paying special spaces, and `end`.
//!
//! Every text for players is a Fluent message of `locales/en.ftl` and `locales/pl.ftl` (ids
//! `el-dorado-…`); `texts.rs` names cards, tokens, terrain, symbols, coins and courses inside them.
//! Polish move words (`kup`, `weź`, `przesuń` …) are aliases of the notation's own.

mod action;
mod apply;
mod caves;
mod check;
mod course;
mod data;
mod generator;
mod hidden;
mod legal;
mod notation;
mod playout;
mod rules;
mod scoring;
mod setup;
mod state;
mod summary;
mod texts;
mod view;

use kontor_engine::{
    Event, Game, GameRng, Locales, NotationError, Options, Outcome, Seat, SetupError, Text, Viewer, text,
};

pub use action::{Action, RuleError};
pub use course::{Border, Course, CourseData, CourseSpec, DIRS, Hex, NO_HEX, is_small, rotate};
pub use data::{
    BLOCKADES, CardKind, Colour, Symbol, Terrain, Tile, TileKind, TokenEffect, TokenKind, card, cards, kind,
    kind_id, layouts, tile, tiles, token, tokens,
};
pub use generator::random as random_course;
pub use notation::{Syntax, parse_source};
use state::Log;
pub use state::{Active, ElDorado, GATE, HAND, Phase, Player, SLOTS, Source, TurnFlags};
pub use texts::{
    Case, card_in, card_name, coins, course_tag, half, phase_hint_of, source_code, source_in, source_name,
    source_text, token_name,
};
pub use view::{PlayerView, StackView, View};

/// Bot search at a two-player table: the 40 steps as `easy` would play them, then the playout
/// policy to the race's end, scored by who won. A rollout cut after 40 steps is scored by who of
/// the two is ahead by `evaluate` then, 1 or 0 however far; a long search maximises that, and
/// since a card bought now is drawn only turns later, beyond those steps, it stopped buying and
/// kept cards in hand instead (seed 114 at 2,000 iterations: 15 cards bought in 48 turns against
/// `easy`'s 33, and the race lost; docs/benchmarks.md). Three- and four-player tables, whose cut
/// rollouts are scored by each seat's place between the lowest and the highest, keep the cut.
const TWO_PLAYER_ROLLOUT: kontor_engine::Rollout =
    kontor_engine::Rollout { steps: 40, finish: 10_000, ..kontor_engine::Rollout::PLAIN };

impl Game for ElDorado {
    type Action = Action;
    type View = View;
    type Error = RuleError;

    const BOT_EXPLORATION: f64 = 0.15;
    const NAME: &'static str = "el-dorado";
    const TITLE: &'static str = "The Quest for El Dorado";
    const ALIASES: &'static [&'static str] =
        &["eldorado", "el_dorado", "wyprawa", "quest-for-el-dorado", "wyprawa-do-el-dorado"];
    const LOCALES: Locales =
        Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };
    const RULES: &'static [&'static str] = rules::RULES;
    // Bot search looks 40 steps ahead, nine in ten as `easy` would, then rates the race by
    // `evaluate` (distance to El Dorado and deck): whole races are long and their ends noisy.
    // Two-player tables play on to the end instead (`rollout`).
    const ROLLOUT: kontor_engine::Rollout =
        kontor_engine::Rollout { steps: 40, ..kontor_engine::Rollout::PLAIN };
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

    fn rollout(&self) -> kontor_engine::Rollout {
        if self.seat_count() == 2 { TWO_PLAYER_ROLLOUT } else { Self::ROLLOUT }
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

    fn describe_action(&self, action: &Action) -> Text {
        self.describe(action)
    }

    fn choice_path(&self, action: &Action) -> Vec<String> {
        self.menu_path(action)
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        self.parse(seat, text)
    }

    fn prompt(&self) -> Text {
        phase_hint_of(self.phase)
    }

    fn opening_events(&self) -> Vec<Event> {
        let id = if self.caves_variant { "el-dorado-opening-caves" } else { "el-dorado-opening" };
        vec![Event::public(text!(id, course = self.course.text(), who = Seat(0)))]
    }

    fn public_summary(&self) -> Text {
        summary::public(&self.view_for(Viewer::Spectator))
    }

    fn private_summary(&self, seat: Seat) -> Text {
        summary::private(&self.view_for(Viewer::Seat(seat))).unwrap_or_else(|| Text::lines([]))
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        self.heuristic(seat)
    }
}
