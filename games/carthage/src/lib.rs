//! Traders of Carthage (Susumu Kawasaki), as printed in the Polish rulebook, for Kontor.
//!
//! Rule decisions where the rulebook is silent are written down in `docs/rules-notes.md`.

mod action;
mod apply;
mod card;
mod hidden;
mod legal;
mod notation;
mod payday;
mod rules;
mod scoring;
mod setup;
mod state;
mod summary;
mod turn;
mod view;
mod words;

use kontor_engine::{
    Event, EventLog, Game, GameRng, Locales, NotationError, Options, Outcome, Seat, SetupError, Text, Viewer,
};

pub use action::{Action, RuleError, Useless};
pub use card::{Card, Colour, DECK_SIZE, codes, total};
pub use legal::phase_hint;
pub use notation::{Syntax, Target};
pub use payday::{round_up_to_five, sale_price, sale_victory_points, ship_steps};
pub use state::{
    ALEXANDRIA, CARTHAGE, CYRENAICA, Carthage, FARM_SIZE, MARKET_SIZE, PIRATE_SPACES, Phase, Player, Row,
    SPACE_KEYS, SPACE_NAMES, Slot, space_key, space_text,
};
pub use turn::slot_label;
pub use view::{PhaseView, PlayerView, View};

impl Game for Carthage {
    type Action = Action;
    type View = View;
    type Error = RuleError;

    const NAME: &'static str = "carthage";
    const TITLE: &'static str = "Traders of Carthage";
    const ALIASES: &'static [&'static str] =
        &["traders", "traders-of-carthage", "tradersofcarthage", "kartagina"];
    const LOCALES: Locales =
        Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };
    const RULES: &'static [&'static str] = rules::RULES;
    // Bot search plays rollouts 30 steps on (a few rounds of four players: a purchase takes a
    // step per card paid), nine steps in ten as `easy` would, then rates the table by
    // `evaluate`. Random rollouts made the search no better than `easy`; rollouts to the end let
    // the luck of the last draws decide them: one `hard` seat against three `easy` ones won 58.5%
    // of 100 games then, and 63–72% with rollouts cut after 20 to 45 steps (docs/benchmarks.md).
    const ROLLOUT: kontor_engine::Rollout =
        kontor_engine::Rollout { steps: 30, ..kontor_engine::Rollout::PLAIN };
    const MIN_SEATS: usize = setup::MIN_SEATS;
    const MAX_SEATS: usize = setup::MAX_SEATS;

    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        Carthage::new(options, seats, seed)
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
        let mut log = EventLog::recording();
        self.apply_in_place(seat, action, &mut log)?;
        Ok(log.into_events())
    }

    fn advance(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        self.apply_in_place(seat, action, &mut EventLog::silent())
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
        self.draws
    }

    fn format_action(&self, action: &Action) -> String {
        self.format(action)
    }

    fn describe_action(&self, action: &Action) -> Text {
        self.describe(action)
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        self.parse(seat, text)
    }

    fn prompt(&self) -> Text {
        phase_hint(&self.phase)
    }

    fn opening_events(&self) -> Vec<Event> {
        self.start_events()
    }

    fn public_summary(&self) -> Text {
        summary::public(&self.view_for(Viewer::Spectator))
    }

    fn private_summary(&self, seat: Seat) -> Text {
        summary::private(&self.view_for(Viewer::Seat(seat))).unwrap_or_else(|| Text::plain(String::new()))
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        self.heuristic(seat)
    }
}
