//! Hansa Teutonica (Andreas Steding), as printed in the Polish base and Big Box rulebooks, for
//! Kontor: the Hansa League board (both sides, optional mission cards and Emperor's favour tiles),
//! the East board and both Britannia sides.
//!
//! The map is data (`data/*.json`, loaded once into [`Board`] tables); rule code finds special
//! cities through data flags only. Rule decisions where the rulebooks are silent are written down
//! in `docs/rules-notes.md`.

mod action;
mod apply;
mod bigbox;
mod board;
mod establish;
mod favour;
mod hidden;
mod holdings;
mod legal;
mod missions;
mod notation;
mod playout;
mod refusal;
mod rules;
mod scoring;
mod setup;
mod state;
mod summary;
mod turn;
mod view;

use kontor_engine::{
    BotHints, BySeat, Event, GameRng, Locales, Notation, NotationError, Options, Outcome, Presentation,
    Rules, Seat, SetupError, Text, Viewer, text,
};

use crate::state::Log;

pub use action::{Action, Reward, TokenUse};
pub use board::{
    Ability, BRITANNIA_3, BRITANNIA_45, Board, COUNTRY_NAMES, City, EAST, ENGLAND, LEAGUE_3, LEAGUE_45,
    Office, PRIVILEGES, Perk, Route, SCOTLAND, SIDES, SpaceName, SpecialField, WALES, ability_value_text,
    board, fold, privilege_text,
};
pub use favour::Favour;
pub use legal::phase_hint;
pub use notation::{ClaimSyntax, Pieces, SpaceRef, Syntax};
pub use refusal::{RewardRefusal, RuleError};
pub use scoring::{Breakdown, token_points};
pub use state::{
    EMPTY, EndReason, Hansa, MERCHANTS_PER_COLOUR, NEUTRAL, PIECES_PER_COLOUR, Phase, Piece, Player,
    TRADERS_PER_COLOUR, Token, TokenBag, TokenSet, is_merchant, is_neutral, opposes, owned_by, owner, piece,
};
pub use view::{PlayerView, View};

/// How many steps in a row that change nothing, per seat, make a stalled table
/// ([`BotHints::stalled`]).
const STALL_STEPS_PER_SEAT: usize = 6;

impl Rules for Hansa {
    type Action = Action;
    type Error = RuleError;
    const NAME: &'static str = "hansa";
    const MIN_SEATS: usize = setup::MIN_SEATS;
    const MAX_SEATS: usize = setup::MAX_SEATS;

    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        Hansa::new(options, seats, seed)
    }

    fn seats(&self) -> usize {
        self.seat_count()
    }

    fn active_seats(&self) -> Vec<Seat> {
        self.active_seat().into_iter().collect()
    }

    /// A displaced player answers inside the turn of the player who displaced them (base
    /// rules, „Usunięcie Kupca”).
    fn turn_owner(&self) -> Option<Seat> {
        self.active_seat().map(|_| Seat(self.current))
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn apply_in_place(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        // Every step checks before it changes anything, so a refusal leaves the state as it was
        // (the playout tests probe that with illegal candidates).
        Hansa::apply_in_place(self, seat, action, log)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    /// The prestige points on the score track, which lies open on the board.
    fn public_scores(&self) -> Option<BySeat<i64>> {
        Some(BySeat::from(self.players.iter().map(|p| i64::from(p.score)).collect::<Vec<_>>()))
    }

    fn reveal_count(&self) -> u64 {
        self.draws
    }

    fn opening_events(&self) -> Vec<Event> {
        self.start_events()
    }
}

impl Notation for Hansa {
    fn format_action(&self, action: &Action) -> String {
        self.format(action)
    }

    fn describe_action(&self, action: &Action) -> Text {
        self.describe(action)
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        self.parse(seat, text)
    }

    fn choice_path(&self, action: &Action) -> Vec<String> {
        self.menu_path(action)
    }

    fn is_step_back(&self, action: &Action) -> bool {
        matches!(action, Action::Back)
    }
}

impl Presentation for Hansa {
    type View = View;
    const TITLE: &'static str = "Hansa Teutonica";
    const ALIASES: &'static [&'static str] = &["hansa-teutonica", "hansateutonica", "hansa_teutonica", "ht"];
    const LOCALES: Locales =
        Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };
    const RULES: &'static [&'static str] = rules::RULES;

    fn view(&self, viewer: Viewer) -> View {
        self.view_for(viewer)
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
        summary::public(&self.view_for(Viewer::Spectator))
    }

    fn private_summary(&self, seat: Seat) -> Text {
        let view = self.view_for(Viewer::Seat(seat));
        let mut lines: Vec<Text> =
            view.players.get(seat.index()).map(summary::desk_line).into_iter().collect();
        if let Some(Some(cities)) = view.missions.get(seat.index()) {
            let names: Vec<Text> =
                cities.iter().map(|&c| self.board().cities[usize::from(c)].text()).collect();
            lines.push(text!("hansa-summary-mission", cities = Text::join(names, ", ")));
        }
        Text::lines(lines)
    }
}

impl BotHints for Hansa {
    /// Late in a 3-player game every route can hold a rival's piece; the one-ply heuristic then
    /// rates nothing above moving a piece and ending the turn, and bot-only tables ran for tens of
    /// thousands of moves. One move in ten from the playout policy (which claims and displaces)
    /// keeps them going.
    const BOT_POLICY: f64 = 0.1;
    // Bot search looks 60 steps ahead, then rates the position by `evaluate`; its greedy steps
    // weigh 6 moves drawn from the playout policy, since a turn offers hundreds of placements.
    const ROLLOUT: kontor_engine::Rollout =
        kontor_engine::Rollout { sampled: 6, steps: 60, ..kontor_engine::Rollout::PLAIN };

    /// Late in a game every route can hold a rival's piece, and four `hard` bots then came to
    /// start moves they stopped unmoved and to end their turns for ever (2 of 47 games,
    /// docs/benchmarks.md). Six such steps a seat in a row is about two rounds of it.
    fn stalled(&self) -> bool {
        usize::from(self.idle_steps) >= STALL_STEPS_PER_SEAT * self.seat_count()
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        self.heuristic(seat)
    }

    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        self.random_action(seat, rng)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.determinized(seat, rng)
    }
}
