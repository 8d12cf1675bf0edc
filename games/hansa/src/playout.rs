//! How bots play Hansa ([`BotHints`]): how they rate a position, when a table has stalled, what
//! they cannot see and the playout policy.
//!
//! What a seat cannot see, drawn afresh for a bot's decision: the order of the face-down bonus
//! token stack (its contents follow from the tokens shown), the tokens another player drew and has
//! not placed yet, the other players' mission cards, and the random generator. The board, the
//! player boards and the favour tiles are open.
//!
//! The playout policy for bot search (`BotHints::playout_action`): random, but shaped like a real
//! game. In the action phase the kind of step is drawn first (establishing a route is likely
//! whenever possible, income when the personal supply runs low, ending the turn only without
//! actions), then its details; sub-steps rarely stop early. Every choice is one of
//! `legal_actions`, which the playout tests check.

use kontor_engine::{BotHints, GameRng, Rollout, Rules, Seat};

use crate::action::{Action, Reward};
use crate::favour::Favour;
use crate::holdings::Holdings;
use crate::ids::{RouteId, SpaceId};
use crate::missions::CARDS;
use crate::state::{Hansa, Phase};

/// One kind of step and its weight.
#[derive(Clone, Copy, Default)]
enum Kind {
    Claim,
    Place,
    Income,
    Displace,
    Move,
    Token,
    #[default]
    End,
    Favour,
}

/// The kinds of step open now and their weights, without allocating (one per kind at most).
#[derive(Default)]
struct Kinds {
    weights: [(Kind, u32); 8],
    len: usize,
}

impl Kinds {
    fn push(&mut self, kind: (Kind, u32)) {
        self.weights[self.len] = kind;
        self.len += 1;
    }
}

impl Hansa {
    /// The action phase: the kind of step first, then its details.
    fn random_turn_step(&self, me: u8, rng: &mut GameRng) -> Action {
        let tokens = self.token_uses(me);
        let favours = if self.favour_display != 0 { self.favour_pairs(me) } else { Vec::new() };
        let mut kinds = Kinds::default();
        self.step_kinds(me, !tokens.is_empty(), !favours.is_empty(), &mut kinds);
        let kinds = &kinds.weights[..kinds.len];
        let total: u32 = kinds.iter().map(|k| k.1).sum::<u32>().max(1);
        let mut roll = rng.below(total as usize) as u32;
        let mut kind = Kind::End;
        for &(k, w) in kinds {
            if roll < w {
                kind = k;
                break;
            }
            roll -= w;
        }
        match kind {
            Kind::Claim => self.random_claim(me, rng),
            Kind::Place => {
                let merchant = self.random_piece_kind(me, false, rng);
                self.random_place(me, merchant, rng).unwrap_or(Action::End)
            }
            Kind::Income => {
                let (_, range) = self.income_range(me).expect("income is possible");
                let (lo, hi) = (*range.start(), *range.end());
                // Always the full income: taking fewer pieces is rare in real games.
                Action::Income { merchants: lo + rng.below(usize::from(hi - lo) + 1) as u8, count: None }
            }
            Kind::Displace => {
                let merchant = self.random_piece_kind(me, true, rng);
                let mut choices = Vec::new();
                self.displace_choices(me, merchant, &mut choices);
                choices.swap_remove(rng.below(choices.len()))
            }
            Kind::Move => Action::Move,
            Kind::Token => Action::Token(tokens[rng.below(tokens.len())]),
            Kind::End => Action::End,
            Kind::Favour => {
                let tiles = Favour::of(self.favour_display);
                Action::Favour {
                    tile: tiles[rng.below(tiles.len())],
                    tokens: favours[rng.below(favours.len())],
                }
            }
        }
    }

    /// The kinds of step open in the action phase, with their weights (`End` only without
    /// actions).
    fn step_kinds(&self, me: u8, tokens: bool, favours: bool, kinds: &mut Kinds) {
        let p = &self.players[usize::from(me)];
        if tokens {
            kinds.push((Kind::Token, 2));
        }
        if favours {
            kinds.push((Kind::Favour, 1));
        }
        if self.actions_left() == 0 {
            kinds.push((Kind::End, 2));
            return;
        }
        if self.board().route_ids().any(|r| self.owns_route(me, r)) {
            kinds.push((Kind::Claim, 16));
        }
        if (0..2).any(|m| p.personal[m] > 0 && self.place_spots(me, m == 1).next().is_some()) {
            kinds.push((Kind::Place, 6));
        }
        if self.income_range(me).is_some() {
            kinds.push((Kind::Income, if p.supply_total() <= 2 { 8 } else { 1 }));
        }
        if (0..2).any(|m| p.personal[m] > 0 && self.displace_targets(me, m == 1).next().is_some()) {
            kinds.push((Kind::Displace, 1));
        }
        if self.can_start_move(me) {
            kinds.push((Kind::Move, 1));
        }
    }

    /// A route to establish and its reward: points-only claims are rare in real games, upgrades
    /// common.
    fn random_claim(&self, me: u8, rng: &mut GameRng) -> Action {
        let mut claims = Vec::new();
        for route in self.board().route_ids() {
            if self.owns_route(me, route) {
                claims.extend(self.claim_rewards(me, route).into_iter().map(|reward| (route, reward)));
            }
        }
        let weight = |r: &Reward| match r {
            Reward::Nothing => 1,
            Reward::Upgrade(_) => 8,
            _ => 4,
        };
        let total: usize = claims.iter().map(|(_, r)| weight(r)).sum();
        let mut roll = rng.below(total);
        let mut chosen = claims[0];
        for &c in &claims {
            if roll < weight(&c.1) {
                chosen = c;
                break;
            }
            roll -= weight(&c.1);
        }
        Action::Claim { route: chosen.0, reward: chosen.1 }
    }

    /// The kind of piece to place (or to displace with): one of those that can.
    fn random_piece_kind(&self, me: u8, displace: bool, rng: &mut GameRng) -> bool {
        let p = &self.players[usize::from(me)];
        let kinds: Vec<bool> = [false, true]
            .into_iter()
            .filter(|&m| {
                p.personal[usize::from(m)] > 0
                    && if displace {
                        self.displace_targets(me, m).next().is_some()
                    } else {
                        self.place_spots(me, m).next().is_some()
                    }
            })
            .collect();
        kinds[rng.below(kinds.len())]
    }

    /// A placement: three times in four on a route that already holds own pieces, if any has room.
    fn random_place(&self, me: u8, merchant: bool, rng: &mut GameRng) -> Option<Action> {
        let b = self.board();
        let mut free = Vec::new();
        let mut near = Vec::new();
        for space in self.place_spots(me, merchant) {
            free.push(space);
            let route = b.space_route[space.index()];
            if self.spaces[self.route_spaces(route)].iter().any(|&q| q.owned_by(me)) {
                near.push(space);
            }
        }
        let pool = if !near.is_empty() && rng.below(4) != 0 { &near } else { &free };
        let space = *rng.pick(pool)?;
        Some(Action::Place { space, merchant })
    }

    /// A step of a move action: one time in ten `done`; else a piece to a route it could come to
    /// own (no other colour on it), the one holding most of the mover's pieces, so that moves
    /// complete routes as players do. Pieces come from routes they cannot own or that hold fewer
    /// of the mover's pieces, so moves gather pieces instead of shuttling them; when none may, one
    /// time in two any piece goes to any route, else a swap or `done`.
    fn random_move(&self, me: u8, left: u8, target: Option<RouteId>, rng: &mut GameRng) -> Option<Action> {
        if rng.below(10) == 0 {
            return Some(Action::Done);
        }
        let b = self.board();
        let own = |route: RouteId| {
            self.spaces[self.route_spaces(route)].iter().filter(|&&q| q.owned_by(me)).count()
        };
        let ownable = |route: RouteId| self.spaces[self.route_spaces(route)].iter().all(|&q| !q.opposes(me));
        let targets: Vec<RouteId> = self.move_targets(me).collect();
        let route = target.filter(|r| targets.contains(r) && ownable(*r)).or_else(|| {
            targets.iter().copied().filter(|&r| ownable(r)).max_by_key(|&r| (own(r), std::cmp::Reverse(r)))
        });
        let piece_to = |s: usize, route: RouteId| {
            self.move_spot(s, route)
                .map(|to| Action::RelocateFrom { from: SpaceId::from_index(s), to: SpaceId::from_index(to) })
        };
        let mine: Vec<usize> = (0..self.spaces.len()).filter(|&s| self.spaces[s].owned_by(me)).collect();
        if let Some(route) = route {
            let gathering: Vec<Action> = mine
                .iter()
                .filter(|&&s| {
                    let home = b.space_route[s];
                    !ownable(home) || own(home) < own(route)
                })
                .filter_map(|&s| piece_to(s, route))
                .collect();
            if let Some(m) = rng.pick(&gathering) {
                return Some(m.clone());
            }
        }
        let swaps = self.swaps(me, left);
        if rng.below(2) == 0 && !targets.is_empty() {
            let to = targets[rng.below(targets.len())];
            let moves: Vec<Action> = mine.iter().filter_map(|&s| piece_to(s, to)).collect();
            if let Some(m) = rng.pick(&moves) {
                return Some(m.clone());
            }
        }
        match rng.pick(&swaps) {
            Some(&(a, b)) if rng.below(4) == 0 => Some(Action::Swap { a, b }),
            _ => Some(Action::Done),
        }
    }
}

/// How many steps in a row that change nothing, per seat, make a stalled table
/// ([`BotHints::stalled`]).
const STALL_STEPS_PER_SEAT: usize = 6;

impl BotHints for Hansa {
    /// Late in a 3-player game every route can hold a rival's piece; the one-ply heuristic then
    /// rates nothing above moving a piece and ending the turn, and bot-only tables ran for tens of
    /// thousands of moves. One move in ten from the playout policy (which claims and displaces)
    /// keeps them going.
    const BOT_POLICY: f64 = 0.1;
    // Bot search looks 60 steps ahead, then rates the position by `evaluate`; its greedy steps
    // weigh 6 moves drawn from the playout policy, since a turn offers hundreds of placements.
    const ROLLOUT: Rollout = Rollout { sampled: 6, steps: 60, ..Rollout::PLAIN };

    /// Late in a game every route can hold a rival's piece, and four `hard` bots then came to
    /// start moves they stopped unmoved and to end their turns for ever (2 of 47 games,
    /// docs/benchmarks.md). Six such steps a seat in a row is about two rounds of it.
    fn stalled(&self) -> bool {
        usize::from(self.idle_steps) >= STALL_STEPS_PER_SEAT * self.seat_count()
    }

    /// A bot's rating of the position for `seat`: the final score as if the game ended now, plus
    /// progress on routes it alone occupies (more for a route whose best reward is worth more: a
    /// special-points field, an ability's top level, Keys for a large network), ability levels
    /// (and abilities one step from the top), the income of controlled cities and pieces in
    /// supply, minus the best rival's estimate.
    ///
    /// Bonus tokens in hand weigh little beyond their final points: when they weighed more, four
    /// `hard` bots raced for them and emptied the stack in 6 of 8 games, ending them at 20–40
    /// points (`docs/benchmarks.md`, "Four `hard` bots").
    fn evaluate(&self, seat: Seat) -> f64 {
        let me = seat.0;
        if self.phase == Phase::Over {
            let o = self.final_outcome();
            let mine = o.scores[seat] as f64;
            let best =
                o.scores.iter().filter(|(s, _)| *s != seat).map(|(_, &v)| v as f64).fold(0.0, f64::max);
            return 1000.0 + mine - best;
        }
        let holdings = Holdings::of(self);
        let own = self.estimate(me, &holdings);
        let rival =
            (0..self.seats).filter(|&s| s != me).map(|s| self.estimate(s, &holdings)).fold(0.0, f64::max);
        own - 0.5 * rival
    }

    /// A random action for `seat`, weighted as described in the module documentation.
    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if self.active_seat() != Some(seat) {
            return None;
        }
        let me = seat.0;
        match self.phase {
            Phase::Actions | Phase::Placing { .. } | Phase::Displacing { .. } => {
                Some(self.random_turn_step(me, rng))
            }
            Phase::Moving { left, target } => self.random_move(me, left, target, rng),
            _ => {
                let legal = self.legal_actions(seat);
                let (stop, go): (Vec<&Action>, Vec<&Action>) =
                    legal.iter().partition(|a| matches!(a, Action::Done));
                if go.is_empty() || (!stop.is_empty() && rng.below(10) == 0) {
                    return stop.first().map(|a| (*a).clone()).or_else(|| go.first().map(|a| (*a).clone()));
                }
                Some(go[rng.below(go.len())].clone())
            }
        }
    }

    /// A state `seat` cannot tell from this one (see `BotHints::determinize`).
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut out = self.clone();
        // The drawer sees its drawn tokens; while it places them, the one being placed is shown.
        let shown = if out.phase == Phase::PlaceTokens { 1 } else { 0 };
        let hidden_drawn = if seat.0 == out.current { 0 } else { out.to_place.len().saturating_sub(shown) };
        let mut unseen = out.pool.clone();
        unseen.extend_from_slice(&out.to_place[out.to_place.len() - hidden_drawn..]);
        // Sorted first, so that the draw depends on what is unseen, not on where it lay.
        unseen.sort();
        rng.shuffle(&mut unseen);
        let keep = out.to_place.len() - hidden_drawn;
        out.to_place.truncate(keep);
        let drawn = unseen.split_off(unseen.len() - hidden_drawn);
        out.to_place.extend(drawn);
        out.pool = unseen;
        if let Some(&mine) = out.missions.get(usize::from(seat.0)) {
            let mut cards: Vec<u8> = (0..CARDS.len() as u8).filter(|&c| c != mine).collect();
            rng.shuffle(&mut cards);
            for (s, card) in out.missions.iter_mut().enumerate() {
                if s != usize::from(seat.0) {
                    *card = cards.pop().expect("more mission cards than seats");
                }
            }
        }
        out.rng = GameRng::from_seed(rng.next_u64());
        out
    }
}
