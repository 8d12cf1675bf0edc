//! The one entry point that applies an action: the step of the turn ("Przebieg rozgrywki") takes
//! it to the function of that step (`turn.rs`: an official, taking cards, playing cards;
//! `closing.rs`: closing a route, houses, keeping cards).
//!
//! `Rules` is implemented here: setup, who acts, the legal list, `apply_in_place` and the
//! outcome.

use kontor_engine::EventLog as Log;
use kontor_engine::{BySeat, Event, GameRng, Options, Outcome, Rules, Seat, SetupError, text};

use crate::action::{Action, Official, RuleError};
use crate::board::{COPIES, City, STACK_COUNT, Stack, board};
use crate::setup::parse_variant;
use crate::state::{DISPLAY_SIZE, Phase, Player, Step, ThurnTaxis};

impl Rules for ThurnTaxis {
    type Action = Action;
    type Error = RuleError;

    const NAME: &'static str = "thurn-taxis";

    /// Deals a new game: 66 shuffled city cards, six face up, a random start player whose first
    /// turn begins (with the compulsory Postmaster).
    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        let variant = parse_variant(options)?;
        SetupError::check_seats::<Self>(seats)?;
        let mut rng = GameRng::from_seed(seed);
        let mut deck: Vec<City> =
            City::all().flat_map(|c| std::iter::repeat_n(c, usize::from(COPIES))).collect();
        rng.shuffle(&mut deck);
        let start = Seat(rng.below(seats) as u8);
        let mut stacks = [0u8; STACK_COUNT];
        for s in Stack::all() {
            stacks[s.index()] = s.size();
        }
        let mut game = ThurnTaxis {
            variant,
            players: BySeat::from_fn(seats, |_| Player::default()),
            start_player: start,
            phase: Phase::Turn { seat: start, step: Step::Start },
            official: None,
            turns: 0,
            display: [None; DISPLAY_SIZE],
            deck,
            discard: Default::default(),
            stacks,
            carriages: [board().carriage_copies; 5],
            game_end: None,
            draws: 0,
            rng,
        };
        game.refill_display();
        game.begin_turn(start, &mut Log::silent());
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    /// The seat whose turn it is.
    fn active_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn { seat, .. } => Some(seat),
            Phase::Over => None,
        }
    }

    /// Every action `seat` may take now.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Phase::Turn { seat: active, step } = self.phase else { return Vec::new() };
        if active != seat {
            return Vec::new();
        }
        match step {
            Step::Start if self.postmaster_compulsory(seat) => vec![Action::Official(Official::Postmaster)],
            Step::Start | Step::Draw { .. } => self.draw_actions(step == Step::Start),
            Step::Play { second } => self.play_actions(seat, second),
            Step::Close => self.close_actions(seat),
            Step::Housing { served } => {
                self.housing_choices(seat, served).into_iter().map(Action::House).collect()
            }
            Step::Discard => self.keep_choices(seat).into_iter().map(Action::Keep).collect(),
        }
    }

    /// Applies an action in place, its texts going to `log`. Every check comes before the first
    /// change, so on error the state is unchanged (`apply` and `advance` rely on it; the playout
    /// tests try every refused action).
    fn apply_in_place(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        let Phase::Turn { seat: active, step } = self.phase else { return Err(RuleError::GameOver) };
        if active != seat {
            return Err(RuleError::NotYourTurn { active });
        }
        match (step, action) {
            (Step::Start, Action::Official(o)) => self.choose_official(seat, *o, log)?,
            (Step::Start, Action::Draw(source)) => {
                if self.postmaster_compulsory(seat) {
                    return Err(RuleError::PostmasterCompulsory);
                }
                self.draw(seat, 1, *source, log)?;
            }
            (Step::Draw { left }, Action::Draw(source)) => self.draw(seat, left, *source, log)?,
            (Step::Play { second }, Action::Extend { end, city }) => {
                self.extend(seat, second, *end, *city, log)?;
            }
            (Step::Play { second }, Action::New(city)) => self.start_new(seat, second, *city, log)?,
            (Step::Play { second: true } | Step::Close, Action::Close(placement)) => {
                self.close(seat, *placement, log)?;
            }
            (Step::Play { second: true } | Step::Close, Action::End) => {
                log.public(|| text!("thurn-taxis-ends-turn", who = seat));
                self.end_turn(seat, log);
            }
            (Step::Housing { served }, Action::House(city)) => self.house(seat, served, *city, log)?,
            (Step::Discard, Action::Keep(cards)) => self.keep(seat, cards, log)?,
            _ => return Err(RuleError::WrongStep { step }),
        }
        self.settle(log);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    /// The points everyone can count on the open table: best carriage, bonus tiles, houses not
    /// yet placed (see `docs/rules-notes.md`).
    fn public_scores(&self) -> Option<BySeat<i64>> {
        Some(BySeat::from_fn(self.seats(), |seat| self.score(seat)))
    }

    fn reveal_count(&self) -> u64 {
        self.draws
    }

    /// The public opening lines of a new game.
    fn opening_events(&self) -> Vec<Event> {
        vec![Event::public(text!("thurn-taxis-opening", who = self.start_player))]
    }
}
