//! The one entry point that applies an action, dispatching by phase to the step of the rules it
//! takes, and the bookkeeping after every action ("Koniec gry" triggers, end of turn, pending
//! decisions). What may be done is listed in `legal`.
//!
//! `Rules` is implemented here: setup, who acts, the legal list, `apply_in_place` and the
//! outcome.

use kontor_engine::{BySeat, Event, Options, Outcome, Rules, Seat, SetupError, Text, text};

use crate::action::{Action, Reward, TokenUse};
use crate::board::{Ability, Perk};
use crate::ids::{CityId, RouteId, SpaceId};
use crate::piece::{Piece, is_neutral};
use crate::refusal::RuleError;
use crate::setup;
use crate::state::{Hansa, Log, Phase, Token, TokenSet};
use crate::turn::{ExtraSource, who};

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

    /// The inherent `Hansa::active_seat` of `state.rs`, which takes precedence over this method.
    fn active_seat(&self) -> Option<Seat> {
        Hansa::active_seat(self)
    }

    /// A displaced player answers inside the turn of the player who displaced them (base
    /// rules, „Usunięcie Kupca”).
    fn turn_owner(&self) -> Option<Seat> {
        self.active_seat().map(|_| Seat(self.current))
    }

    /// Every action `seat` may take now, by phase.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.active_seat() != Some(seat) {
            return Vec::new();
        }
        let me = seat.0;
        let mut out = Vec::new();
        match self.phase {
            Phase::Actions => self.action_phase_choices(me, &mut out),
            Phase::Placing { .. } | Phase::Displacing { .. } => {
                // Only a game saved between the old two steps of a placement is here: the kind
                // chosen was a menu step, so every move of the action phase is open.
                let mut actions = self.clone();
                actions.phase = Phase::Actions;
                return actions.legal_actions(seat);
            }
            Phase::Moving { left, .. } => {
                // Each piece to each route it may go to, in one move: the route is a menu step.
                self.move_one_lines(me, &mut out);
                out.extend(self.swaps(me, left).into_iter().map(|(a, b)| Action::Swap { a, b }));
                out.push(Action::Done);
            }
            Phase::Shifting { lifted: None, .. } => {
                // Each opposing piece to each space it may go to, in one move (`move r4.1 r6.1`).
                for from in self.opposing_spaces(me) {
                    out.extend(self.drop_targets(from).map(|to| Action::RelocateFrom { from, to }));
                }
                out.push(Action::Done);
            }
            Phase::Shifting { lifted: Some(from), .. } => {
                out.extend(self.drop_targets(from).map(|space| Action::Drop { space }));
            }
            Phase::Removing { .. } => {
                out.extend(self.opposing_spaces(me).map(|space| Action::Remove { space }));
                out.push(Action::Done);
            }
            Phase::Displaced { victim, origin, pending, extras } => {
                self.displaced_choices(victim, origin, pending, extras, &mut out);
            }
            Phase::Perk { perk, left, pieces, .. } => {
                self.perk_choices(me, perk, left, pieces, &mut out);
                out.push(Action::Done);
            }
            Phase::PerkMove { lifted: None, .. } => {
                for from in SpaceId::all(self.spaces.len()).filter(|&s| !self.spaces[s.index()].is_empty()) {
                    out.extend(self.drop_targets(from).map(|to| Action::RelocateFrom { from, to }));
                }
                out.push(Action::Done);
            }
            Phase::PerkMove { lifted: Some(from), .. } => {
                out.extend(self.drop_targets(from).map(|space| Action::Drop { space }));
            }
            Phase::NeutralOffice { route } => {
                for &city in &self.board().route(route).cities {
                    if self.neutral_office_ok(route, city) {
                        out.push(Action::NeutralOffice { city });
                    }
                }
            }
            Phase::PlaceTokens => out.extend(self.token_routes().map(|route| Action::Bonus { route })),
            Phase::Over => {}
        }
        out
    }

    /// Applies an action in place. Every refusal comes before the first change, so on error the
    /// state is unchanged (`apply` and `advance` both rely on it: neither copies the state).
    fn apply_in_place(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        let Some(active) = self.active_seat() else { return Err(RuleError::GameOver) };
        if active != seat {
            return Err(RuleError::NotYourTurn { active });
        }
        if !self.in_range(action) {
            return Err(RuleError::OutOfRange);
        }
        if matches!(self.phase, Phase::Placing { .. } | Phase::Displacing { .. }) && *action != Action::Back {
            // A game saved between the old two steps of a placement: the move goes on from the
            // action phase (a copy, so that a refusal leaves this state as it was).
            let mut next = self.clone();
            next.phase = Phase::Actions;
            next.apply_in_place(seat, action, log)?;
            *self = next;
            return Ok(());
        }
        self.apply_step(seat.0, action, log)?;
        self.after_step(seat, action, log);
        Ok(())
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

    /// Opening lines.
    fn opening_events(&self) -> Vec<Event> {
        let b = self.board();
        let mut events = vec![Event::public(text!(
            "hansa-ev-start",
            board = text!("hansa-board", board = b.id.as_str()),
            tokens = match self.token_set {
                TokenSet::Base => "base",
                TokenSet::BigBox => "bigbox",
            },
            who = Seat(0)
        ))];
        let tokens: Vec<Text> = self
            .route_tokens
            .iter()
            .zip(b.route_ids())
            .filter_map(|(t, r)| {
                t.map(|t| {
                    text!(
                        "hansa-token-beside",
                        token = t.text(),
                        route = r.to_string(),
                        name = b.route_text(r)
                    )
                })
            })
            .collect();
        events.push(Event::public(text!("hansa-ev-start-tokens", tokens = Text::join(tokens, "; "))));
        if self.neutral {
            events.push(Event::public(text!("hansa-ev-start-neutral")));
        }
        events
    }
}

impl Hansa {
    /// One step, by the phase it is taken in.
    fn apply_step(&mut self, me: u8, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        match self.phase {
            Phase::Actions => self.apply_action(me, action, log),
            // `back` from the old second step of a placement, replayed from old logs only (see
            // `Action::PlaceKind`); every other action goes on from the action phase
            // (`apply_in_place`).
            Phase::Placing { .. } | Phase::Displacing { .. } => {
                self.phase = Phase::Actions;
                Ok(())
            }
            Phase::Moving { .. } => self.apply_moving(me, action, log),
            Phase::Shifting { .. } | Phase::Removing { .. } => self.apply_token_step(me, action, log),
            Phase::Displaced { .. } => self.apply_displaced(action, log),
            Phase::NeutralOffice { route } => match action {
                Action::NeutralOffice { city } => {
                    if !self.neutral_office_ok(route, *city) {
                        return Err(RuleError::NeutralCity);
                    }
                    self.phase = Phase::Actions;
                    self.neutral_office(route, Some(*city), log);
                    Ok(())
                }
                _ => Err(self.wrong_phase()),
            },
            Phase::PlaceTokens => match action {
                Action::Bonus { route } => self.place_token(*route, log),
                _ => Err(self.wrong_phase()),
            },
            Phase::Perk { .. } | Phase::PerkMove { .. } => self.apply_perk(me, action, log),
            Phase::Over => Err(self.wrong_phase()),
        }
    }

    /// The refusal of an action that belongs to another phase, saying what this one expects.
    fn wrong_phase(&self) -> RuleError {
        RuleError::WrongPhase { phase: self.phase.clone() }
    }

    /// "Przebieg gry": the actions A–E, a bonus token, a favour tile, or the end of the turn.
    fn apply_action(&mut self, me: u8, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        match action {
            Action::End => log.public(|| text!("hansa-ev-end-turn", who = who(me))),
            Action::Favour { tile, tokens } => self.take_favour(me, *tile, *tokens, log)?,
            Action::Token(u) => self.use_token(me, *u, log)?,
            Action::Pick { .. } => return Err(RuleError::MoveSteps),
            _ if self.actions_left() == 0 => return Err(RuleError::NoActionLeft),
            Action::Place { space, merchant } => self.place(me, *space, *merchant, log)?,
            Action::Displace { space, merchant, pay_merchants } => {
                self.displace(me, *space, *merchant, *pay_merchants, log)?;
            }
            Action::Income { merchants, count } => self.income(me, *merchants, *count, log)?,
            Action::PlaceKind { merchant } | Action::DisplaceWith { merchant } => {
                self.choose_kind(me, *merchant, matches!(action, Action::DisplaceWith { .. }))?;
            }
            Action::Move => self.start_move(me, log)?,
            Action::Claim { route, reward } => self.claim(me, *route, *reward, log)?,
            _ => return Err(self.wrong_phase()),
        }
        Ok(())
    }

    /// Replayed from old logs only (see `Action::PlaceKind`): the kind of piece to place or to
    /// displace with, a step of its own.
    fn choose_kind(&mut self, me: u8, merchant: bool, displace: bool) -> Result<(), RuleError> {
        if self.players[usize::from(me)].personal[usize::from(merchant)] == 0 {
            return Err(RuleError::NoneInSupply { merchant });
        }
        if displace {
            if self.displace_targets(me, merchant).next().is_none() {
                return Err(RuleError::CannotDisplace);
            }
            self.phase = Phase::Displacing { merchant };
        } else {
            if self.place_spots(me, merchant).next().is_none() {
                return Err(RuleError::NoFreeSpace);
            }
            self.phase = Phase::Placing { merchant };
        }
        Ok(())
    }

    /// "Przemieszczenie Kupców" (action D) begins: as many moves as Liber Sophiae allows.
    fn start_move(&mut self, me: u8, log: &mut Log) -> Result<(), RuleError> {
        if !self.can_start_move(me) {
            return Err(RuleError::NothingMoves);
        }
        self.actions_used += 1;
        let left = self.players[usize::from(me)].value(Ability::LiberSophiae);
        self.phase = Phase::Moving { left, target: None };
        log.public(|| text!("hansa-ev-move", who = who(me), left = left));
        Ok(())
    }

    /// The steps of a move action (action D).
    fn apply_moving(&mut self, me: u8, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        match (&self.phase, action) {
            (_, Action::Pick { space }) => self.pick(me, *space, log),
            // `Target`, and `Pick` and `Back` while moving, are replayed from old logs only.
            (_, Action::Target { route }) => self.target(me, *route, log),
            (_, Action::RelocateFrom { from, to }) => self.move_to(me, *from, *to, log),
            (Phase::Moving { left, target: Some(_) }, Action::Back) => {
                self.phase = Phase::Moving { left: *left, target: None };
                Ok(())
            }
            (_, Action::Swap { a, b }) => self.swap_pieces(me, *a, *b, log),
            (_, Action::Done) => {
                self.phase = Phase::Actions;
                Ok(())
            }
            _ => Err(self.wrong_phase()),
        }
    }

    /// The steps of the Move-3 token (`Shifting`) and of the Remove-3 token (`Removing`).
    fn apply_token_step(&mut self, me: u8, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        match (&self.phase, action) {
            (Phase::Shifting { .. }, Action::Pick { space }) => self.pick(me, *space, log),
            (Phase::Shifting { .. }, Action::Drop { space }) => self.drop_piece(me, *space, log),
            (Phase::Shifting { lifted: None, .. }, Action::RelocateFrom { from, to }) => {
                self.shift(me, *from, *to, log)
            }
            (Phase::Shifting { lifted: None, .. } | Phase::Removing { .. }, Action::Done) => {
                self.phase = Phase::Actions;
                Ok(())
            }
            (Phase::Removing { .. }, Action::Remove { space }) => self.remove(me, *space, log),
            _ => Err(self.wrong_phase()),
        }
    }

    /// After "Usunięcie Kupca": the displaced player's piece and extra pieces.
    fn apply_displaced(&mut self, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        match (&self.phase, action) {
            (_, Action::Relocate { space, merchant }) => self.relocate(*space, *merchant, log),
            (_, Action::RelocateFrom { from, to }) => self.relocate_from(*from, *to, log),
            (Phase::Displaced { victim, pending: Piece::EMPTY, .. }, Action::Done) => {
                let victim = *victim;
                self.phase = Phase::Actions;
                log.public(|| text!("hansa-ev-no-more", who = who(victim)));
                Ok(())
            }
            _ => Err(self.wrong_phase()),
        }
    }

    /// A sea route's printed bonus (Big Box): upgrade, office, placements (`Perk`) or moves
    /// (`PerkMove`).
    fn apply_perk(&mut self, me: u8, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        match (&self.phase, action) {
            (Phase::PerkMove { lifted: None, .. }, Action::RelocateFrom { from, to }) => {
                self.perk_shift(me, *from, *to, log)
            }
            (Phase::Perk { .. }, Action::PerkUpgrade) => self.perk_upgrade(me, log),
            (Phase::Perk { .. }, Action::PerkOffice { city, merchant }) => {
                self.perk_office(me, *city, *merchant, log)
            }
            (Phase::Perk { .. }, Action::Relocate { space, merchant }) => {
                self.perk_place(me, *space, *merchant, log)
            }
            (Phase::Perk { .. }, Action::RelocateFrom { from, to }) => {
                self.perk_place_from(me, *from, *to, log)
            }
            (Phase::Perk { .. }, Action::Done) => {
                self.finish_perk();
                Ok(())
            }
            (Phase::PerkMove { .. }, Action::Pick { space }) => self.perk_pick(*space),
            (Phase::PerkMove { .. }, Action::Drop { space }) => self.perk_drop(me, *space, log),
            (Phase::PerkMove { lifted: None, .. }, Action::Done) => {
                self.phase = Phase::Actions;
                Ok(())
            }
            _ => Err(self.wrong_phase()),
        }
    }

    /// Uses a bonus token (not an action): the ones `token_uses` lists.
    fn use_token(&mut self, me: u8, u: TokenUse, log: &mut Log) -> Result<(), RuleError> {
        if !self.token_uses(me).contains(&u) {
            let p = &self.players[usize::from(me)];
            if p.tokens.is_empty() {
                return Err(RuleError::NoToken);
            }
            return Err(RuleError::TokenNow);
        }
        let token = match u {
            TokenUse::Swap { .. } => Token::SwapOffices,
            TokenUse::Upgrade(_) => Token::Upgrade,
            TokenUse::Actions3 => Token::Actions3,
            TokenUse::Actions4 => Token::Actions4,
            TokenUse::Remove => Token::Remove3,
            TokenUse::Move => Token::Move3,
        };
        let p = &mut self.players[usize::from(me)];
        p.tokens.remove(token);
        p.used.add(token);
        log.public(|| text!("hansa-ev-use-token", who = who(me), token = token.text()));
        match u {
            TokenUse::Swap { city, slot } => {
                self.swap_offices(city, usize::from(slot));
                log.public(|| {
                    text!(
                        "hansa-ev-swap-offices",
                        first = slot + 1,
                        second = slot + 2,
                        city = self.board().city(city).text()
                    )
                });
            }
            TokenUse::Upgrade(a) => self.upgrade(me, a, log),
            TokenUse::Actions3 => self.bonus_actions += 3,
            TokenUse::Actions4 => self.bonus_actions += 4,
            TokenUse::Remove => self.phase = Phase::Removing { left: 3 },
            TokenUse::Move => self.phase = Phase::Shifting { left: 3, lifted: None },
        }
        Ok(())
    }

    /// After an applied step: the turn is no longer fresh, stalls are counted, the turn ends
    /// after `end` or a favour tile, and `settle` does the rest.
    fn after_step(&mut self, seat: Seat, action: &Action, log: &mut Log) {
        if !matches!(action, Action::Favour { .. }) && seat.0 == self.current {
            self.fresh = false;
        }
        self.idle_steps = if action.changes_nothing() { self.idle_steps.saturating_add(1) } else { 0 };
        if matches!(action, Action::End | Action::Favour { .. }) {
            self.phase = if self.to_place.is_empty() { Phase::Actions } else { Phase::PlaceTokens };
            if self.to_place.is_empty() {
                self.next_turn(log);
            }
        }
        self.settle(log);
    }

    /// Whether every id in the action exists on this map.
    fn in_range(&self, action: &Action) -> bool {
        let b = self.board();
        let s = |x: &SpaceId| x.index() < b.space_count();
        let r = |x: &RouteId| x.index() < b.routes.len();
        let c = |x: &CityId| x.index() < b.cities.len();
        match action {
            Action::Place { space, .. }
            | Action::Displace { space, .. }
            | Action::Pick { space }
            | Action::Drop { space }
            | Action::Relocate { space, .. }
            | Action::Remove { space } => s(space),
            Action::RelocateFrom { from, to } => s(from) && s(to),
            Action::Swap { a, b } => s(a) && s(b),
            Action::Target { route } | Action::Bonus { route } => r(route),
            Action::Claim { route, reward } => {
                r(route)
                    && match reward {
                        Reward::Office { city } | Reward::ExtraOffice { city } => c(city),
                        Reward::Special { field } => usize::from(*field) < self.special.len(),
                        _ => true,
                    }
            }
            Action::NeutralOffice { city } => c(city),
            Action::Token(TokenUse::Swap { city, slot }) => {
                c(city) && usize::from(*slot) + 1 < self.swap_slots(*city)
            }
            _ => true,
        }
    }

    /// Bookkeeping after every action: finished sub-steps, neutral routes, the end of the game and
    /// the end of the turn, until a player has a decision to make.
    fn settle(&mut self, log: &mut Log) {
        while self.settle_step(log) {}
    }

    /// One step of `settle`, by phase: whether the phase changed and `settle` goes on.
    fn settle_step(&mut self, log: &mut Log) -> bool {
        let me = self.current;
        match self.phase {
            Phase::Moving { left: 0, .. }
            | Phase::Shifting { left: 0, lifted: None }
            | Phase::Removing { left: 0 }
            | Phase::PerkMove { left: 0, lifted: None } => self.phase = Phase::Actions,
            Phase::Perk { perk: Perk::PlaceFromRoute2 | Perk::PlaceWalesScotland2, left: 0, .. } => {
                self.finish_perk();
            }
            Phase::Removing { .. } if !self.spaces.iter().any(|&q| q.opposes(me)) => {
                self.phase = Phase::Actions;
            }
            Phase::Moving { left, target: None }
                if self.move_targets(me).next().is_none() && !self.can_swap(me, left) =>
            {
                self.phase = Phase::Actions;
            }
            Phase::Displaced { victim, origin, pending, extras } => {
                return self.settle_displaced(victim, origin, pending, extras, log);
            }
            Phase::NeutralOffice { route } => {
                let cities = self.board().route(route).cities;
                if !cities.iter().all(|&c| self.city_full(c)) {
                    return false;
                }
                self.phase = Phase::Actions;
                self.neutral_office(route, None, log);
            }
            Phase::Actions => return self.settle_actions(log),
            Phase::PlaceTokens => return self.settle_tokens(log),
            _ => return false,
        }
        true
    }

    /// The displaced player is done when the piece has nowhere to go (it returns to its owner's
    /// personal supply), or when no extra piece is left or can be placed.
    fn settle_displaced(
        &mut self,
        victim: u8,
        origin: RouteId,
        pending: Piece,
        extras: u8,
        log: &mut Log,
    ) -> bool {
        let ring_empty = if !pending.is_empty() {
            self.ring(origin, pending.is_merchant()).is_empty()
        } else {
            self.ring(origin, false).is_empty() && self.ring(origin, true).is_empty()
        };
        if !pending.is_empty() && ring_empty {
            // Nowhere on the map to put it: back to its owner's personal supply.
            if !is_neutral(victim) {
                self.players[usize::from(victim)].personal[pending.kind()] += 1;
            }
            log.public(|| text!("hansa-ev-displaced-returns", who = who(victim)));
            self.phase = Phase::Actions;
            return true;
        }
        let board_empty = self.extra_source(victim) == ExtraSource::Board
            && !self.spaces.iter().any(|&q| q.owned_by(victim));
        if pending.is_empty() && (extras == 0 || ring_empty || board_empty) {
            self.phase = Phase::Actions;
            return true;
        }
        false
    }

    /// The action phase: a neutral route to establish (2 players), the end of the game
    /// ("Koniec gry"), or the end of a turn with no action and no usable token left.
    fn settle_actions(&mut self, log: &mut Log) -> bool {
        if let Some(route) = self.neutral_route() {
            self.phase = Phase::NeutralOffice { route };
            return true;
        }
        self.check_points(log);
        if self.ending.is_some() {
            self.phase = Phase::Over;
            log.public(|| text!("hansa-ev-game-over"));
            return false;
        }
        if self.actions_left() == 0 && self.token_uses(self.current).is_empty() {
            if self.to_place.is_empty() {
                self.next_turn(log);
            } else {
                self.phase = Phase::PlaceTokens;
            }
            return true;
        }
        false
    }

    /// Drawn bonus tokens: the next turn once all are placed; a token no route may take is put
    /// aside.
    fn settle_tokens(&mut self, log: &mut Log) -> bool {
        if self.to_place.is_empty() {
            self.next_turn(log);
        } else if self.token_routes().next().is_none() {
            let t = self.to_place.remove(0);
            log.public(|| text!("hansa-ev-token-aside", token = t.text()));
        } else {
            return false;
        }
        true
    }
}
