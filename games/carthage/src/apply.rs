//! The one entry point that applies an action: the phase ("Przebieg tury": choosing a token, a
//! turn's buying, taking or reserving, paying; "Dzień wypłaty": protecting goods) takes it to the
//! function of that step (`turn.rs`, `payday.rs`).
//!
//! `Rules` is implemented here: setup, who acts, the legal list, `apply_in_place` and the
//! outcome.

use kontor_engine::{BySeat, Event, EventLog, GameRng, Options, Outcome, Rules, Seat, SetupError, text};

use crate::action::{Action, RuleError};
use crate::card::{Card, Colour, total};
use crate::legal::phase_hint;
use crate::state::{Carthage, FARM_SIZE, MARKET_SIZE, Phase, Player, STARTING_HAND_VALUE};

impl Rules for Carthage {
    type Action = Action;
    type Error = RuleError;

    const NAME: &'static str = "carthage";

    /// Deals a new game: shuffled deck, 5 Market and 3 Farm cards, hands drawn to at least 8, start
    /// player by lowest hand, then fewer cards, then at random.
    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        if let Some(key) = options.keys().next() {
            return Err(SetupError::UnknownOption {
                game: "carthage", key: key.clone(), known: "—".into()
            });
        }
        SetupError::check_seats::<Self>(seats)?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck = Card::full_deck();
        rng.shuffle(&mut deck);
        let mut game = Carthage {
            players: BySeat::from_fn(seats, |_| Player { marker_free: true, ..Player::default() }),
            start_player: Seat(0),
            phase: Phase::Over,
            ships: [0; 4],
            market: Vec::new(),
            farm: Vec::new(),
            deck,
            discard: Vec::new(),
            passes: 0,
            draws: 0,
            rng,
        };
        game.market = game.draw_slots(MARKET_SIZE);
        game.farm = game.draw_slots(FARM_SIZE);
        for seat in Seat::all(seats) {
            while total(&game.players[seat].hand) < STARTING_HAND_VALUE {
                let card = game.draw().expect("108 cards cover every starting hand");
                game.players[seat].hand.push(card);
            }
        }
        game.start_player = game.choose_start_player();
        game.phase = Phase::ChoosingToken { seat: game.start_player };
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    /// The seat that must decide now (none once the game is over).
    fn active_seat(&self) -> Option<Seat> {
        match &self.phase {
            Phase::ChoosingToken { seat } | Phase::Turn { seat } | Phase::Paying { seat, .. } => Some(*seat),
            Phase::Protecting { queue, .. } => queue.first().copied(),
            Phase::Over => None,
        }
    }

    /// Every action `seat` may take now.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.active_seat() != Some(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::ChoosingToken { .. } if self.players[seat].token_total() == 0 => {
                Colour::ALL.into_iter().map(Action::ChooseToken).collect()
            }
            Phase::ChoosingToken { .. } => Vec::new(),
            Phase::Turn { .. } => self.turn_actions(seat),
            Phase::Paying { .. } => {
                let mut cards = self.players[seat].hand.clone();
                cards.sort();
                cards.dedup();
                cards.into_iter().map(Action::Pay).collect()
            }
            Phase::Protecting { raided, .. } => {
                self.protection_choices(seat, raided).into_iter().map(Action::Protect).collect()
            }
            Phase::Over => Vec::new(),
        }
    }

    /// Applies an action in place. Every rule step checks before it changes anything, so a refused
    /// action leaves the state as it was (the playout tests probe this with unlisted actions).
    fn apply_in_place(&mut self, seat: Seat, action: &Action, log: &mut EventLog) -> Result<(), RuleError> {
        let passes = self.passes;
        let result = self.dispatch(seat, action, log);
        if result.is_err() {
            self.passes = passes;
        }
        result
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    fn reveal_count(&self) -> u64 {
        self.draws
    }

    /// The public opening lines of a new game.
    fn opening_events(&self) -> Vec<Event> {
        vec![Event::public(text!("carthage-start", who = self.start_player))]
    }
}

impl Carthage {
    /// The active seat's step, by phase. Any step but a pass ends a row of passes
    /// (`apply_in_place` restores the count when the step is refused).
    fn dispatch(&mut self, seat: Seat, action: &Action, log: &mut EventLog) -> Result<(), RuleError> {
        let Some(active) = self.active_seat() else { return Err(RuleError::GameOver) };
        if active != seat {
            return Err(RuleError::NotYourTurn { active: vec![active] });
        }
        let passes = std::mem::take(&mut self.passes);
        match (&self.phase, action) {
            (Phase::ChoosingToken { .. }, Action::ChooseToken(colour)) => {
                self.choose_token(seat, *colour, log)
            }
            (Phase::Turn { .. }, Action::Buy) => self.buy(seat, log),
            (Phase::Turn { .. }, Action::Take { slot }) => self.take(seat, *slot, log),
            (Phase::Turn { .. }, Action::Reserve { row, slot }) => self.reserve(seat, *row, *slot, log),
            (Phase::Turn { .. }, Action::Pass) => self.pass(seat, passes, log),
            (Phase::Paying { .. }, Action::Pay(card)) => self.pay(seat, *card, log),
            (Phase::Protecting { .. }, Action::Protect(cards)) if cards.is_sorted() => {
                self.protect(seat, cards, log)
            }
            (phase, _) => Err(RuleError::WrongPhase { expected: phase_hint(phase) }),
        }
    }
}
