//! How bots play El Dorado ([`BotHints`]): how they rate a race, what they cannot see and the
//! playout policy.
//!
//! What a seat cannot see, drawn afresh for a bot's decision: the order of its own draw pile; for
//! the others, which of their cards are in hand and which in the draw pile (the sizes are public),
//! and the pile's order; the face-down cave tokens (each pile's size is public); the random
//! generator. Everything bought, played and discarded was shown, and the board is open.
//!
//! The playout policy for bot search (`BotHints::playout_action`): random steps weighed like a plain
//! player would, so that random games take about as many turns as real ones. Every proposed step
//! passes the same `check` as the legal list, so it is always one of `legal_actions`.
//!
//! In phase 1 the policy first carries on with the card in play, then uses action cards and
//! explores caves now and then, then moves a pawn closer to El Dorado (or takes a blockade) with a
//! random card; when no such move is left it usually buys a random affordable card, else ends the
//! turn. A pawn that cannot get closer (other pawns in the way) sometimes steps aside instead.

use kontor_engine::{BotHints, GameRng, Rollout, Rules, Seat};

use crate::action::Action;
use crate::check::native_kind;
use crate::data::{self, Colour, Terrain, TokenEffect, card};
use crate::scoring::card_value;
use crate::state::{ElDorado, GATE, Phase, Source};

/// Odds, in percent.
const CARRY_ON: usize = 90;
const USE_ACTION: usize = 50;
const EXPLORE: usize = 80;
const MOVE_ON: usize = 95;
const BUY: usize = 60;
const STEP_ASIDE: usize = 30;
const WANDER: usize = 50;
const BACK_OFF: usize = 20;
/// Cards drawn per player after which the game counts as stalled, and per player while one
/// player pushes on in a stalled game.
const LATE_DRAWS: u64 = 200;
const LATE_EPOCH: u64 = 40;
const YIELD: usize = 70;
const BUY_USEFUL: usize = 70;
const BIG_DECK: usize = 18;
const HUGE_DECK: usize = 26;
/// Cards left in the market stacks below which only useful cards are bought.
const MARKET_RESERVE: usize = 12;
/// Fewest cards a deck keeps when the policy may choose to trim it, and up to which it keeps its
/// single-use cards.
const THIN_DECK: usize = 8;
/// Fewest cards a deck keeps when it pays for a basecamp: a hand of four pays 2 coins, enough for
/// the cheap cards that let a thin deck grow again.
const MIN_DECK: usize = 4;
const CLEANUP_DISCARD: usize = 60;

/// Which neighbours a pawn may step to, by their distance to El Dorado.
#[derive(Clone, Copy)]
enum Reach {
    /// No more spaces from El Dorado than here (possibly dearer).
    Level,
    /// No closer than here.
    Away,
    Any,
}

impl ElDorado {
    /// Whether the seat's deck is so thin that single-use cards are kept (paid or discarded, which
    /// keeps them) rather than played and removed: random games in which every deck wasted away
    /// and the market ran dry could never end.
    fn keeps_single_use(&self, seat: Seat) -> bool {
        self.players[seat].card_count() <= THIN_DECK
    }

    /// Whether `seat` makes way for another player: once the game has gone on far longer than
    /// usual (about 50 turns each), one player at a time pushes on (by turns of about ten rounds)
    /// while the others mostly step back. Random play can jam: a pawn in a narrow pass that its
    /// owner's cards cannot leave forwards, the market bought up, the pawns behind pushing in.
    /// Making way clears the pass, and the jammed game ends.
    fn is_yielding(&self, seat: Seat) -> bool {
        let seats = self.seats() as u64;
        let pusher = (self.reveals / (LATE_EPOCH * seats)) % seats;
        self.is_late() && u64::from(seat.0) != pusher
    }

    /// Whether the game has gone on far longer than usual (about 50 turns each).
    fn is_late(&self) -> bool {
        self.reveals > LATE_DRAWS * self.seats() as u64
    }

    /// How far a space is from El Dorado for the policy: fewest spaces first, then the cheapest
    /// strength. Every step that lowers it is progress, and no sequence of such steps loops.
    fn ahead(&self, h: u16) -> u32 {
        let i = usize::from(h);
        u32::from(self.course.steps[i]) << 16 | u32::from(self.course.dist[i])
    }

    fn passes(&self, seat: Seat, action: &Action) -> bool {
        self.check(seat, action).is_ok()
    }

    /// A phase-1 step.
    fn random_play(&self, seat: Seat, rng: &mut GameRng) -> Action {
        let mut moves = Vec::with_capacity(16);
        if let Some(active) = self.active {
            self.forward_moves(seat, active.pawn, &[None], &mut moves);
            if !moves.is_empty() && rng.below(100) < CARRY_ON {
                return moves[rng.below(moves.len())];
            }
            moves.clear();
        }
        let sources = self.sources_of(seat);
        if rng.below(100) < USE_ACTION
            && let Some(a) = self.random_use(seat, &sources, rng)
        {
            return a;
        }
        if self.caves_variant
            && rng.below(100) < EXPLORE
            && let Some(a) = self.random_explore(seat, rng)
        {
            return a;
        }
        if let Some(a) = self.random_move(seat, &sources, &mut moves, rng) {
            return a;
        }
        if rng.below(100) < BUY
            && let Some(k) = self.random_buy(seat, rng)
        {
            return Action::Buy(k);
        }
        Action::End
    }

    /// A move: away from the pawn in the way now and then, else forward (stopping early, to keep
    /// cards for buying, only after a first move this turn), else now and then a step aside.
    fn random_move(
        &self,
        seat: Seat,
        sources: &[Source],
        moves: &mut Vec<Action>,
        rng: &mut GameRng,
    ) -> Option<Action> {
        let movers = self.movers_of(seat, sources);
        let pawns = self.players[seat].pawns.len() as u8;
        if self.is_yielding(seat) && rng.below(100) < YIELD {
            for pawn in 0..pawns {
                self.moves_within(seat, pawn, &movers, Reach::Away, moves);
            }
            if let Some(&a) = rng.pick(moves.as_slice()) {
                return Some(a);
            }
        }
        for pawn in 0..pawns {
            self.forward_moves(seat, pawn, &movers, moves);
        }
        if !moves.is_empty() && (self.flags.moved == 0 || rng.below(100) < MOVE_ON) {
            return Some(moves[rng.below(moves.len())]);
        }
        if moves.is_empty() && rng.below(100) < STEP_ASIDE {
            for pawn in 0..pawns {
                self.side_moves(seat, pawn, &movers, rng, moves);
            }
            return rng.pick(moves.as_slice()).copied();
        }
        None
    }

    /// What may pay for a move: the card in play, rubble and basecamp costs (`None`), and the
    /// movement cards and tokens held (single-use ones only while the deck is not thin).
    fn movers_of(&self, seat: Seat, sources: &[Source]) -> Vec<Option<Source>> {
        let keep = self.keeps_single_use(seat);
        let held = sources.iter().filter(|&&s| is_mover(s) && !(keep && is_single_use(s)));
        std::iter::once(None).chain(held.map(|&s| Some(s))).collect()
    }

    /// Distinct card kinds and token kinds the seat holds.
    fn sources_of(&self, seat: Seat) -> Vec<Source> {
        let p = &self.players[seat];
        let mut v: Vec<Source> = Vec::with_capacity(p.hand.len() + p.tokens.len());
        for (i, &k) in p.hand.iter().enumerate() {
            if i == 0 || p.hand[i - 1] != k {
                v.push(Source::Card(k));
            }
        }
        for (i, &t) in p.tokens.iter().enumerate() {
            if i == 0 || p.tokens[i - 1] != t {
                v.push(Source::Token(t));
            }
        }
        v
    }

    /// Moves of `pawn` that bring it closer to El Dorado, and the blockades in front of it.
    fn forward_moves(&self, seat: Seat, pawn: u8, movers: &[Option<Source>], out: &mut Vec<Action>) {
        let pos = self.players[seat].pawns[usize::from(pawn)];
        if pos == GATE {
            return;
        }
        let here = self.ahead(pos);
        for to in self.course.neighbours(pos) {
            if self.ahead(to) >= here || self.occupied(to) && !self.flags.pass_occupied {
                continue;
            }
            self.moves_to(seat, pawn, to, movers, out);
        }
        for &(border, number) in &self.blockades {
            if self.course.borders[usize::from(border)].near.contains(&pos) {
                for &source in movers {
                    let a = Action::Blockade { source, pawn, number };
                    if self.passes(seat, &a) {
                        out.push(a);
                    }
                }
            }
        }
    }

    /// The dearer of two random affordable cards, usually among those that could enter a space
    /// in front of a pawn; only such cards once the deck is big or (unless the deck is thin) the
    /// market runs low, none once the deck is huge (a player who buys up the market can leave the
    /// others without the cards they need).
    fn random_buy(&self, seat: Seat, rng: &mut GameRng) -> Option<u8> {
        let deck = self.players[seat].card_count();
        if deck >= HUGE_DECK {
            return None;
        }
        // The same test as `check` makes for `buy`, with the purse counted once.
        let purse = self.purse(seat);
        let buys: Vec<u8> =
            (card::FIRST_MARKET..card::KINDS).filter(|&k| self.check_buy(k, purse).is_ok()).collect();
        let ahead = self.spaces_ahead(seat);
        let useful: Vec<u8> = buys
            .iter()
            .copied()
            .filter(|&k| {
                let c = data::kind(k);
                ahead.iter().any(|&(symbol, strength)| c.has_symbol(symbol) && c.power >= strength)
            })
            .collect();
        // Other cards only from a well-stocked market, and never the last of a kind: a bought-up
        // market can leave a player without any card for the space ahead, for good.
        let left: usize = self.supply.iter().map(|&n| usize::from(n)).sum();
        let spare: Vec<u8> = buys.iter().copied().filter(|&k| self.supply[usize::from(k)] > 1).collect();
        let only_useful = deck >= BIG_DECK || left < MARKET_RESERVE && deck > THIN_DECK;
        let from = if only_useful || !useful.is_empty() && rng.below(100) < BUY_USEFUL {
            &useful
        } else if deck <= THIN_DECK {
            &buys
        } else {
            &spare
        };
        let (a, b) = (*rng.pick(from)?, *rng.pick(from)?);
        Some(if data::kind(a).cost >= data::kind(b).cost { a } else { b })
    }

    /// Symbol and strength of the spaces that would bring the seat's pawns closer.
    fn spaces_ahead(&self, seat: Seat) -> Vec<(data::Symbol, u8)> {
        let mut out = Vec::new();
        for &pos in &self.players[seat].pawns {
            if pos == GATE {
                continue;
            }
            let here = self.ahead(pos);
            for to in self.course.neighbours(pos) {
                let h = self.course.hex(to);
                if self.ahead(to) < here
                    && let Some(symbol) = h.terrain.symbol()
                {
                    out.push((symbol, h.strength));
                }
            }
        }
        out
    }

    /// Now and then, moves of `pawn` that keep its distance (rarely any move); any move when another
    /// pawn stands in front of it: stepping aside or back lets pawns get round each other.
    fn side_moves(
        &self,
        seat: Seat,
        pawn: u8,
        movers: &[Option<Source>],
        rng: &mut GameRng,
        out: &mut Vec<Action>,
    ) {
        let pos = self.players[seat].pawns[usize::from(pawn)];
        if pos == GATE {
            return;
        }
        let here = self.ahead(pos);
        let blocked = self.course.neighbours(pos).any(|n| self.ahead(n) < here && self.occupied(n));
        if !blocked && rng.below(100) >= WANDER {
            return;
        }
        // Backing off now and then frees a narrow pass held by a pawn that cannot go on.
        let reach = if blocked || rng.below(100) < BACK_OFF { Reach::Any } else { Reach::Level };
        self.moves_within(seat, pawn, movers, reach, out);
    }

    /// Moves of `pawn` that keep to `reach`.
    fn moves_within(
        &self,
        seat: Seat,
        pawn: u8,
        movers: &[Option<Source>],
        reach: Reach,
        out: &mut Vec<Action>,
    ) {
        let pos = self.players[seat].pawns[usize::from(pawn)];
        if pos == GATE {
            return;
        }
        let here = self.ahead(pos);
        let fits = |d: u32| match reach {
            Reach::Level => d >> 16 <= here >> 16,
            Reach::Away => d >= here,
            Reach::Any => true,
        };
        // Basecamps cost cards for good: only worth it on the way forward or round a pass.
        let camp = |n: u16| self.course.hex(n).terrain == Terrain::Basecamp && !matches!(reach, Reach::Level);
        for to in self.course.neighbours(pos).filter(|&n| fits(self.ahead(n)) && !camp(n)) {
            self.moves_to(seat, pawn, to, movers, out);
        }
    }

    /// The moves of `pawn` onto `to`, one per mover that may pay for it. A basecamp is not paid
    /// with cards if that would leave fewer than `MIN_DECK` (a thin deck can neither pay the way
    /// nor buy better cards, and random games of thin decks and a bought-up market never end);
    /// only the Native enters then.
    fn moves_to(&self, seat: Seat, pawn: u8, to: u16, movers: &[Option<Source>], out: &mut Vec<Action>) {
        let h = self.course.hex(to);
        // In a stalled game the pass may lead only through the basecamp: then any card pays.
        let floor = if self.is_late() { 1 } else { MIN_DECK };
        // A player making way does not pay for basecamps (it would step off and pay again).
        let thin = h.terrain == Terrain::Basecamp
            && (self.players[seat].card_count() < floor + usize::from(h.strength) || self.is_yielding(seat));
        for &source in movers {
            if thin && !source.is_some_and(is_native) {
                continue;
            }
            let a = Action::Move { source, pawn, to };
            if self.passes(seat, &a) {
                out.push(a);
            }
        }
    }

    /// A purple card or cave action token to use, if any.
    fn random_use(&self, seat: Seat, sources: &[Source], rng: &mut GameRng) -> Option<Action> {
        let keep = self.keeps_single_use(seat);
        let uses: Vec<Action> = sources
            .iter()
            .filter(|&&s| !(keep && is_single_use(s)))
            .filter(|&&s| match s {
                Source::Card(k) => data::kind(k).colour == Colour::Purple,
                Source::Token(t) => {
                    !matches!(data::token(t).effect, TokenEffect::Move(..) | TokenEffect::Native)
                }
            })
            .map(|&s| Action::Use(s))
            .filter(|a| self.passes(seat, a))
            .collect();
        rng.pick(&uses).copied()
    }

    /// A cave to explore, if any.
    fn random_explore(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if self.flags.moved == 0 {
            return None;
        }
        let mut found = Vec::new();
        for (pawn, &pos) in self.players[seat].pawns.iter().enumerate() {
            if pos == GATE || self.flags.moved & (1 << pawn) == 0 {
                continue;
            }
            for cave in self.course.neighbours(pos) {
                let a = Action::Explore { pawn: pawn as u8, cave };
                if self.course.hex(cave).terrain == data::Terrain::Cave && self.passes(seat, &a) {
                    found.push(a);
                }
            }
        }
        rng.pick(&found).copied()
    }

    /// A card or coin token towards the purchase: coin cards first.
    fn random_payment(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        let sources = self.sources_of(seat);
        let pays: Vec<Action> =
            sources.iter().map(|&s| Action::Pay(s)).filter(|a| self.passes(seat, a)).collect();
        let coins: Vec<Action> = pays
            .iter()
            .copied()
            .filter(|a| match a {
                Action::Pay(Source::Card(k)) => data::kind(*k).value_halves() > 1,
                _ => true,
            })
            .collect();
        rng.pick(if coins.is_empty() { &pays } else { &coins }).copied()
    }
}

/// Whether a source moves pawns (movement cards, the Native, movement tokens).
fn is_mover(source: Source) -> bool {
    match source {
        Source::Card(k) => {
            let c = data::kind(k);
            c.power > 0 || k == native_kind()
        }
        Source::Token(t) => matches!(data::token(t).effect, TokenEffect::Move(..) | TokenEffect::Native),
    }
}

fn is_native(source: Source) -> bool {
    match source {
        Source::Card(k) => k == native_kind(),
        Source::Token(t) => data::token(t).effect == TokenEffect::Native,
    }
}

fn is_single_use(source: Source) -> bool {
    matches!(source, Source::Card(k) if data::kind(k).single_use)
}

/// A random starting card (Explorer, Traveler, Sailor) from the hand.
fn starting_card(hand: &[u8], rng: &mut GameRng) -> Option<u8> {
    let n = hand.partition_point(|&k| k < card::FIRST_MARKET);
    (n > 0).then(|| hand[rng.below(n)])
}

/// A starting card if the hand has one, else the weakest card (least strength, then cost).
fn cheapest_card(hand: &[u8], rng: &mut GameRng) -> Option<u8> {
    starting_card(hand, rng).or_else(|| {
        hand.iter().copied().min_by_key(|&k| {
            let c = data::kind(k);
            (c.power, c.cost)
        })
    })
}

/// Bot search at a two-player table: the 40 steps as `easy` would play them, then the playout
/// policy to the race's end, scored by who won. A rollout cut after 40 steps is scored by who of
/// the two is ahead by `evaluate` then, 1 or 0 however far; a long search maximises that, and
/// since a card bought now is drawn only turns later, beyond those steps, it stopped buying and
/// kept cards in hand instead (seed 114 at 2,000 iterations: 15 cards bought in 48 turns against
/// `easy`'s 33, and the race lost; docs/benchmarks.md). Three- and four-player tables, whose cut
/// rollouts are scored by each seat's place between the lowest and the highest, keep the cut.
const TWO_PLAYER_ROLLOUT: Rollout = Rollout { steps: 40, finish: 10_000, ..Rollout::PLAIN };

impl BotHints for ElDorado {
    const BOT_EXPLORATION: f64 = 0.15;
    // Bot search looks 40 steps ahead, nine in ten as `easy` would, then rates the race by
    // `evaluate` (distance to El Dorado and deck): whole races are long and their ends noisy.
    // Two-player tables play on to the end instead (`rollout`).
    const ROLLOUT: Rollout = Rollout { steps: 40, ..Rollout::PLAIN };

    fn rollout(&self) -> Rollout {
        if self.seats() == 2 { TWO_PLAYER_ROLLOUT } else { Self::ROLLOUT }
    }

    /// How good the position looks for `seat`: distance to El Dorado dominates, then the deck.
    fn evaluate(&self, seat: Seat) -> f64 {
        if let Some(o) = (self.phase == Phase::Over).then(|| self.final_outcome()) {
            let place = o.ranking.iter().find(|p| p.seat == seat).map_or(4, |p| p.place);
            return 10_000.0 - 1_000.0 * f64::from(place);
        }
        let p = &self.players[seat];
        let mut score = -10.0 * f64::from(self.distance(seat));
        score += 200.0 * p.pawns.iter().filter(|&&x| x == GATE).count() as f64;
        let owned = p.hand.iter().chain(&p.draw).chain(&p.discard).chain(&p.played);
        score += owned.map(|&k| card_value(k)).sum::<f64>();
        score += 0.6 * p.hand.len() as f64;
        score += 1.0 * p.tokens.len() as f64;
        score += 2.0 * p.blockades.len() as f64;
        if self.turn == seat {
            match self.phase {
                Phase::Paying { kind, .. } => score += card_value(kind),
                Phase::Transmitting => score += 3.0,
                _ => {}
            }
            if let Some(a) = self.active {
                score += 0.5 * f64::from(a.left);
            }
        }
        score
    }

    /// One step of a random playout for `seat`, or `None` when it need not act.
    fn playout_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        if self.phase == Phase::Over || seat != self.turn {
            return None;
        }
        let hand = &self.players[seat].hand;
        let action = match self.phase {
            Phase::Play => self.random_play(seat, rng),
            Phase::Paying { .. } => self.random_payment(seat, rng)?,
            Phase::Discarding { .. } => Action::Discard(*rng.pick(hand)?),
            Phase::Removing { .. } => Action::Remove(cheapest_card(hand, rng)?),
            Phase::Trimming { .. } => match starting_card(hand, rng) {
                Some(k) if rng.below(4) != 0 && self.players[seat].card_count() > THIN_DECK => {
                    Action::Remove(k)
                }
                _ => Action::Done,
            },
            Phase::Replacing { count } => match rng.pick(hand) {
                Some(&k) if count < 4 && rng.below(2) == 0 => Action::Discard(k),
                _ => Action::Done,
            },
            // Discarding keeps hands turning over: a hand that can neither move nor buy is not kept.
            Phase::Cleanup => match rng.pick(hand) {
                Some(&k) if rng.below(100) < CLEANUP_DISCARD => Action::Discard(k),
                _ => Action::Done,
            },
            Phase::Transmitting => {
                let kinds: Vec<u8> =
                    (card::FIRST_MARKET..card::KINDS).filter(|&k| self.supply[usize::from(k)] > 0).collect();
                Action::Take(*rng.pick(&kinds)?)
            }
            Phase::Over => return None,
        };
        debug_assert!(self.check(seat, &action).is_ok(), "playout step {action:?} fails its check");
        Some(action)
    }

    /// A state `seat` cannot tell from this one (see `BotHints::determinize`).
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut out = self.clone();
        let seats: Vec<Seat> = out.players.iter().map(|(s, _)| s).collect();
        for s in seats {
            let player = &mut out.players[s];
            if s == seat {
                player.draw.sort_unstable();
                rng.shuffle(&mut player.draw);
                continue;
            }
            let mut unseen = player.hand.clone();
            unseen.extend_from_slice(&player.draw);
            unseen.sort_unstable();
            rng.shuffle(&mut unseen);
            let mut hand = unseen.split_off(unseen.len() - player.hand.len());
            hand.sort_unstable();
            player.hand = hand;
            player.draw = unseen;
        }
        let mut tokens: Vec<u8> = out.caves.iter().flatten().copied().collect();
        tokens.sort_unstable();
        rng.shuffle(&mut tokens);
        for pile in &mut out.caves {
            *pile = tokens.split_off(tokens.len() - pile.len());
        }
        out.rng = GameRng::from_seed(rng.next_u64());
        out
    }
}
