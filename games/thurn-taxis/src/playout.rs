//! The playout policy: the random moves bot search plays to the end of a game. Uniformly random
//! moves give games of thousands of steps (routes given up at once, cards hoarded); these choices
//! stay random but play like a casual player: take cards that fit, extend the route, close it when
//! it earns the next carriage (sooner when the hand is stuck), give a route up only when forced
//! or now and then, and call an official most turns.

use kontor_engine::{GameRng, Seat};

use crate::action::{Action, End, Official, Placement, Source};
use crate::board::{CARD_COUNT, City, Province, cities_of};
use crate::closing::provinces_of;
use crate::state::{DISPLAY_SIZE, HAND_LIMIT, MIN_CLOSE, Phase, Step, ThurnTaxis};

impl ThurnTaxis {
    /// One action for `seat` in a random playout; always one of `legal(seat)`.
    #[must_use]
    pub fn playout_choice(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
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
        action.or_else(|| rng.pick(&self.legal(seat)).cloned())
    }

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
            _ => cities_of(p.hand.mask()).fold(0, |m, c| m | c.neighbours()),
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
        pick_bit(self.players[seat].hand.mask(), rng).map(Action::New)
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
        for city in cities_of(hand.mask()) {
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
