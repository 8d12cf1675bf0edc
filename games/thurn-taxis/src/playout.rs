//! How bots play Thurn und Taxis ([`BotHints`]): how they rate a position, what they cannot see and
//! the playout policy.
//!
//! What a seat cannot see, drawn afresh for a bot's decision: the deck's order and contents, the
//! other players' hands (their sizes are public) and the random generator. The display, the
//! routes, the houses and the discard pile (every card in it was shown when it was discarded) are
//! known.
//!
//! The playout policy: the random moves bot search plays to the end of a game. Uniformly random
//! moves give games of thousands of steps (routes given up at once, cards hoarded); these choices
//! stay random but play like a casual player: take cards that fit, extend the route, close it when
//! it earns the next carriage (sooner when the hand is stuck), give a route up only when forced
//! or now and then, and call an official most turns.

use kontor_engine::{BotHints, GameRng, Rollout, Rules, Seat};

use crate::action::{Action, End, Official, Placement, Source};
use crate::board::{CARD_COUNT, City, Province, Stack, StackKind, cities_of};
use crate::closing::provinces_of;
use crate::state::{Cards, DISPLAY_SIZE, HAND_LIMIT, MIN_CLOSE, Phase, Step, ThurnTaxis};

impl ThurnTaxis {
    /// Start of a turn: an official most of the time, the Cartwright when it would earn a carriage.
    fn playout_start(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if self.postmaster_compulsory(seat) {
            return Some(Action::Official(Official::Postmaster));
        }
        let p = &self.players[seat];
        let (left, right) = self.extension_masks(seat);
        let fits = left | right != 0;
        let after = p.route.len() + 1;
        let cartwright = p
            .next_carriage()
            .is_some_and(|n| after >= MIN_CLOSE && after < usize::from(n) && after + 2 >= usize::from(n));
        let weights = [
            4,                                             // Postmaster
            if fits && p.hand.len() >= 2 { 4 } else { 1 }, // Postal Carrier
            1,                                             // Administrator
            if cartwright { 6 } else { 1 },                // Cartwright
            2,                                             // no official: draw at once
        ];
        match weighted(&weights, rng) {
            4 => self.playout_draw(seat, rng),
            i => Some(Action::Official(Official::ALL[i])),
        }
    }

    /// Taking a card: mostly a face-up card that fits the route, else a face-up card or the deck.
    fn playout_draw(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        let wanted = self.wanted_cards(seat);
        let (mut filled, mut fitting) = (Slots::default(), Slots::default());
        for (slot, card) in self.display.iter().enumerate() {
            if let Some(city) = card {
                filled.push(slot);
                if wanted & city.bit() != 0 {
                    fitting.push(slot);
                }
            }
        }
        let slot = if fitting.len > 0 && roll(rng, 4) != 0 {
            fitting.pick(rng)?
        } else if self.deck_available() && (filled.len == 0 || roll(rng, 2) == 0) {
            return Some(Action::Draw(Source::Deck));
        } else {
            filled.pick(rng)?
        };
        Some(Action::Draw(Source::Display(slot as u8)))
    }

    /// Cities worth taking: those that extend the route, or with no route those bordering a card
    /// in hand (bit mask).
    fn wanted_cards(&self, seat: Seat) -> u32 {
        let p = &self.players[seat];
        match (p.route.first(), p.route.last()) {
            (Some(left), Some(right)) => (left.neighbours() | right.neighbours()) & !p.route_mask(),
            _ => cities_of(p.hand.bits() as u32).fold(0, |m, c| m | c.neighbours()),
        }
    }

    /// Playing a card: extend the route when a card fits (a route is given up now and then),
    /// else start a new one with a random hand card. The Postal Carrier's optional second card
    /// is played most of the time; otherwise the turn goes on as at the close step.
    fn playout_play(&self, seat: Seat, second: bool, rng: &mut GameRng) -> Option<Action> {
        let (left, right) = self.extension_masks(seat);
        let count = (left.count_ones() + right.count_ones()) as usize;
        let extend = if second { roll(rng, 10) != 0 } else { roll(rng, 50) != 0 };
        if count > 0 && extend {
            let k = roll(rng, count);
            let n_left = left.count_ones() as usize;
            let (end, mask, k) =
                if k < n_left { (End::Left, left, k) } else { (End::Right, right, k - n_left) };
            return cities_of(mask).nth(k).map(|city| Action::Extend { end, city });
        }
        if second {
            return Some(self.playout_close(seat, rng));
        }
        pick_bit(self.players[seat].hand.bits() as u32, rng).map(Action::New)
    }

    /// Closing or ending the turn: close when the route earns the next carriage (or is 7 long),
    /// sometimes when no hand card fits, rarely otherwise.
    fn playout_close(&self, seat: Seat, rng: &mut GameRng) -> Action {
        let p = &self.players[seat];
        let len = p.route.len();
        if len < MIN_CLOSE {
            return Action::End;
        }
        let slack = if self.official == Some(Official::Cartwright) { 2 } else { 0 };
        let earns = p.next_carriage().is_none_or(|n| len + slack >= usize::from(n));
        let stuck = self.extension_masks(seat) == (0, 0);
        let percent = match (earns, stuck) {
            _ if len >= 7 => 100,
            (true, true) => 95,
            (true, false) => 80,
            (false, true) => 30,
            (false, false) => 5,
        };
        if roll(rng, 100) < percent { Action::Close(self.playout_placement(seat, rng)) } else { Action::End }
    }

    /// Where the houses go: mostly the choice placing the most, sometimes any choice.
    fn playout_placement(&self, seat: Seat, rng: &mut GameRng) -> Placement {
        let closable = self.closable_mask(seat);
        if closable == 0 {
            return Placement::Each;
        }
        let provinces = || Province::all().filter(move |p| closable & (1 << p.0) != 0);
        if roll(rng, 4) == 0 {
            let k = roll(rng, closable.count_ones() as usize + 1);
            return provinces().nth(k).map_or(Placement::Each, Placement::Province);
        }
        let candidates = self.house_candidates(seat);
        let left = u32::from(self.players[seat].houses_left);
        let each = provinces_of(candidates).count_ones().min(left);
        let best = provinces().max_by_key(|p| (candidates & p.cities()).count_ones());
        match best {
            Some(p) if (candidates & p.cities()).count_ones().min(left) > each => Placement::Province(p),
            _ => Placement::Each,
        }
    }

    /// After closing: keep three random hand cards.
    fn playout_keep(&self, seat: Seat, rng: &mut GameRng) -> Action {
        let hand = self.players[seat].hand;
        let mut cards = [City(0); CARD_COUNT];
        let mut n = 0;
        for city in cities_of(hand.bits() as u32) {
            for _ in 0..hand.count(city) {
                cards[n] = city;
                n += 1;
            }
        }
        for i in 0..HAND_LIMIT {
            let j = i + roll(rng, n - i);
            cards.swap(i, j);
        }
        let mut keep = cards[..HAND_LIMIT].to_vec();
        keep.sort();
        Action::Keep(keep)
    }
}

/// Face-up slots, without allocating.
#[derive(Default)]
struct Slots {
    slots: [usize; DISPLAY_SIZE],
    len: usize,
}

impl Slots {
    fn push(&mut self, slot: usize) {
        self.slots[self.len] = slot;
        self.len += 1;
    }

    fn pick(&self, rng: &mut GameRng) -> Option<usize> {
        (self.len > 0).then(|| self.slots[roll(rng, self.len)])
    }
}

/// A random integer in `0..n` (n > 0), by multiply-shift: no division, no rejection (the bias,
/// below 2^-57, does not matter in a playout).
fn roll(rng: &mut GameRng, n: usize) -> usize {
    ((u128::from(rng.next_u64()) * n as u128) >> 64) as usize
}

/// A uniformly chosen city of a bit mask.
fn pick_bit(mask: u32, rng: &mut GameRng) -> Option<City> {
    let count = mask.count_ones() as usize;
    (count > 0).then(|| roll(rng, count)).and_then(|k| cities_of(mask).nth(k))
}

/// An index drawn with the given weights (not all zero).
fn weighted(weights: &[usize], rng: &mut GameRng) -> usize {
    let mut k = roll(rng, weights.iter().sum());
    for (i, &w) in weights.iter().enumerate() {
        if k < w {
            return i;
        }
        k -= w;
    }
    weights.len() - 1
}

impl BotHints for ThurnTaxis {
    // Bot search plays rollouts to the end, nine steps in ten as `easy` would.
    const ROLLOUT: Rollout = Rollout::PLAIN;

    /// A bot's rating of the position for `seat`: its score now, plus progress towards more: the
    /// route under way, houses and rewards of a closing under way, province tiles partly earned,
    /// and useful hand cards. Without the progress terms a one-ply bot never builds a route.
    fn evaluate(&self, seat: Seat) -> f64 {
        let p = &self.players[seat];
        let mut value = self.score(seat) as f64;
        let closing = matches!(self.phase, Phase::Turn { seat: s, step: Step::Housing { .. } } if s == seat);
        if closing {
            let Phase::Turn { step: Step::Housing { served }, .. } = self.phase else { unreachable!() };
            let pending = self.unserved(seat, served).len().min(usize::from(p.houses_left));
            value += pending as f64;
            value += self.closing_rewards(seat);
        } else if !p.route.is_empty() {
            let len = p.route.len().min(8) as f64;
            value += 0.75 * len;
            let ends = [p.route[0], p.route[p.route.len() - 1]];
            let fitting =
                p.hand.kinds().filter(|c| !p.route.contains(c) && ends.iter().any(|e| e.borders(*c))).count();
            value += 0.3 * fitting.min(3) as f64;
        }
        value += 0.1 * p.hand.len().min(4) as f64;
        for stack in Stack::all() {
            let Some(top) = self.stack_top(stack) else { continue };
            if p.tiles[stack.index()] > 0 {
                continue;
            }
            let progress = match stack.info().kind {
                StackKind::Cities(mask) => {
                    f64::from((p.houses & mask).count_ones()) / f64::from(mask.count_ones())
                }
                StackKind::AllProvinces => {
                    crate::board::Province::all().filter(|pr| p.houses & pr.cities() != 0).count() as f64
                        / 9.0
                }
                _ => 0.0,
            };
            value += 0.4 * f64::from(top) * progress * progress;
        }
        value
    }

    /// One action for `seat` in a random playout; always one of `legal_actions(seat)`.
    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        let Phase::Turn { seat: active, step } = self.phase else { return None };
        if active != seat {
            return None;
        }
        let action = match step {
            Step::Start => self.playout_start(seat, rng),
            Step::Draw { .. } => self.playout_draw(seat, rng),
            Step::Play { second } => self.playout_play(seat, second, rng),
            Step::Close => Some(self.playout_close(seat, rng)),
            Step::Housing { served } => pick_bit(self.housing_mask(seat, served), rng).map(Action::House),
            Step::Discard => Some(self.playout_keep(seat, rng)),
        };
        // Not reached while `settle` skips the steps without a choice; a safe fallback all the same.
        action.or_else(|| rng.pick(&self.legal_actions(seat)).cloned())
    }

    /// A state `seat` cannot tell from this one (see `BotHints::determinize`).
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut out = self.clone();
        let others: Vec<Seat> = out.players.iter().map(|(s, _)| s).filter(|&s| s != seat).collect();
        let mut unseen = out.deck.clone();
        for &other in &others {
            unseen.extend(out.players[other].hand.to_vec());
        }
        // Sorted first, so that the draw depends on what is unseen, not on where it lay.
        unseen.sort();
        rng.shuffle(&mut unseen);
        for &other in &others {
            let size = out.players[other].hand.len();
            let mut hand = Cards::default();
            for city in unseen.split_off(unseen.len() - size) {
                hand.add(city);
            }
            out.players[other].hand = hand;
        }
        out.deck = unseen;
        out.rng = GameRng::from_seed(rng.next_u64());
        out
    }
}
