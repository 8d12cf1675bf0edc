//! Thurn und Taxis (Karen & Andreas Seyfarth), as printed in the Polish rulebook, for Kontor.
//!
//! Rule decisions where the rulebook is silent are written down in `docs/rules-notes.md`.

mod action;
mod apply;
mod board;
mod closing;
mod hidden;
mod legal;
mod notation;
mod playout;
mod rules;
mod scoring;
mod setup;
mod state;
mod summary;
mod turn;
mod view;

use kontor_engine::{
    BySeat, Event, Game, GameRng, Locales, NotationError, Options, Outcome, Seat, SetupError, Text, Viewer,
};

pub use action::{Action, End, NoHouse, Official, Placement, RuleError, Source};
pub use board::{
    Board, CARD_COUNT, CITY_COUNT, COPIES, City, CityInfo, PROVINCE_COUNT, Province, ProvinceInfo,
    STACK_COUNT, Stack, StackInfo, StackKind, board, cities_of, fold,
};
pub use legal::{end_word, step_hint};
pub use notation::Syntax;
pub use setup::parse_variant;
pub use state::{
    AllProvinces, Cards, CarriageScoring, DISPLAY_SIZE, HAND_LIMIT, HOUSES, MIN_CLOSE, Phase, Player, Step,
    ThurnTaxis, Variant,
};
pub use turn::{route_codes, slot_label};
pub use view::{PlayerView, StackView, View};

impl Game for ThurnTaxis {
    type Action = Action;
    type View = View;
    type Error = RuleError;

    const NAME: &'static str = "thurn-taxis";
    const TITLE: &'static str = "Thurn und Taxis";
    const ALIASES: &'static [&'static str] =
        &["thurn", "thurnandtaxis", "thurn-and-taxis", "tnt", "thurn-und-taxis", "thurnundtaxis", "taxis"];
    const LOCALES: Locales =
        Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };
    const RULES: &'static [&'static str] = rules::RULES;
    // Bot search plays rollouts to the end, nine steps in ten as `easy` would.
    const ROLLOUT: kontor_engine::Rollout = kontor_engine::Rollout::PLAIN;
    const MIN_SEATS: usize = setup::MIN_SEATS;
    const MAX_SEATS: usize = setup::MAX_SEATS;

    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        ThurnTaxis::new(options, seats, seed)
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
        let mut log = kontor_engine::EventLog::recording();
        self.apply_in_place(seat, action, &mut log)?;
        Ok(log.into_events())
    }

    fn advance(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        self.apply_in_place(seat, action, &mut kontor_engine::EventLog::silent())
    }

    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        self.playout_choice(seat, rng)
    }

    fn view(&self, viewer: Viewer) -> View {
        self.view_for(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    /// The points everyone can count on the open table: best carriage, bonus tiles, houses not
    /// yet placed (see `docs/rules-notes.md`).
    fn public_scores(&self) -> Option<BySeat<i64>> {
        Some(BySeat::from_fn(self.seats(), |seat| self.score(seat)))
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinized(seat, rng)
    }

    fn reveal_count(&self) -> u64 {
        self.draws
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
        self.prompt_text()
    }

    fn opening_events(&self) -> Vec<Event> {
        self.start_events()
    }

    fn public_summary(&self) -> Text {
        summary::public(&self.view_for(Viewer::Spectator))
    }

    fn private_summary(&self, seat: Seat) -> Text {
        summary::private(&self.view_for(Viewer::Seat(seat))).unwrap_or_else(|| Text::plain(""))
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        self.heuristic(seat)
    }
}
