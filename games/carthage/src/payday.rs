//! Ships and payday ("Przesuwanie statków", "Dzień wypłaty"): selling, achievement tokens, pirates,
//! protection, ships returning.

use kontor_engine::{BySeat, EventLog, Rules, Seat, Text, text};

use crate::action::{RuleError, Useless};
use crate::card::{Card, Colour, codes};
use crate::state::{
    ALEXANDRIA, CARTHAGE, CYRENAICA, Carthage, PIRATE_SPACES, Phase, TOKENS_TO_END, space_key,
};
use crate::words::{and_list, counted_goods};

/// Spaces a ship sails for the goods of its colour bought in one purchase: one card 1, more 2.
#[must_use]
pub fn ship_steps(bought_of_colour: usize) -> u8 {
    match bought_of_colour {
        0 => 0,
        1 => 1,
        _ => 2,
    }
}

/// Rounds a price up to the next multiple of 5 (a multiple stays).
#[must_use]
pub fn round_up_to_five(price: u32) -> u32 {
    price.div_ceil(5) * 5
}

/// Payday step 1 price: (highest card + own tokens of the colour) × cards, rounded up to 5.
#[must_use]
pub fn sale_price(stack: &[Card], tokens: u8) -> u32 {
    let highest = stack.iter().map(|c| u32::from(c.value)).max().unwrap_or(0);
    round_up_to_five((highest + u32::from(tokens)) * stack.len() as u32)
}

/// Victory-point cards a sale brings: one per full 5 of the rounded price.
#[must_use]
pub fn sale_victory_points(stack: &[Card], tokens: u8) -> u32 {
    sale_price(stack, tokens) / 5
}

impl Carthage {
    /// Moves the ships of the bought colours, then holds payday if any reached Carthage.
    pub(crate) fn sail(&mut self, buyer: Seat, goods: &[Card], log: &mut EventLog) {
        for colour in Colour::ALL {
            let steps = ship_steps(goods.iter().filter(|c| c.colour == colour).count());
            if steps == 0 {
                continue;
            }
            let ship = &mut self.ships[colour.index()];
            *ship = (*ship + steps).min(CARTHAGE);
            let at = space_key(*ship);
            log.public(|| text!("carthage-ship-sails", colour = colour.key(), steps = steps, space = at));
        }
        let arrived: Vec<Colour> =
            Colour::ALL.into_iter().filter(|c| self.ships[c.index()] == CARTHAGE).collect();
        if arrived.is_empty() {
            self.refill(log);
            self.end_turn(buyer, log);
            return;
        }
        self.hold_payday(buyer, &arrived, log);
    }

    /// Seats in clockwise order starting with `first`.
    fn seats_from(&self, first: Seat) -> Vec<Seat> {
        let n = self.seats();
        (0..n).map(|i| Seat(((first.index() + i) % n) as u8)).collect()
    }

    /// Payday steps 1–2, then step 3 (asking for protection if anyone can protect) and step 4.
    fn hold_payday(&mut self, buyer: Seat, arrived: &[Colour], log: &mut EventLog) {
        log.public(|| {
            let colours = arrived.iter().map(|c| text!("carthage-payday-colour", colour = c.key())).collect();
            text!("carthage-payday", colours = and_list(colours))
        });
        for seat in self.seats_from(buyer) {
            for &colour in arrived {
                self.sell(seat, colour, log);
            }
        }
        if self.players.values().any(|p| p.token_total() >= TOKENS_TO_END) {
            self.phase = Phase::Over;
            log.public(|| text!("carthage-end-eighth-token"));
            return;
        }
        self.threaten(buyer, log);
    }

    /// Step 3 ("Napad piratów"): ships on pirate spaces are raided; players who can protect goods
    /// are asked in turn from the buyer, or the raid follows at once.
    fn threaten(&mut self, buyer: Seat, log: &mut EventLog) {
        let raided: Vec<Colour> =
            Colour::ALL.into_iter().filter(|c| PIRATE_SPACES.contains(&self.ships[c.index()])).collect();
        let queue: Vec<Seat> =
            self.seats_from(buyer).into_iter().filter(|&s| self.can_protect(s, &raided)).collect();
        let icons = BySeat::from_fn(self.seats(), |_| [0; 4]);
        if queue.is_empty() {
            self.finish_payday(buyer, &raided, &icons, log);
        } else {
            log.public(|| {
                let ships =
                    raided.iter().map(|c| text!("carthage-threatened-ship", colour = c.key())).collect();
                text!("carthage-pirates-threaten", ships = and_list(ships), count = raided.len())
            });
            self.phase = Phase::Protecting { buyer, raided, queue, icons };
        }
    }

    /// Steps 1 ("Punktowanie") and 2 ("Otrzymywanie Znaczników Realizacji") for one seat and
    /// colour: sell the whole stack, take VP cards lowest first (the rest from the deck), discard
    /// the remainder, receive one achievement token.
    fn sell(&mut self, seat: Seat, colour: Colour, log: &mut EventLog) {
        let mut stack = self.unload(seat, colour);
        if stack.is_empty() {
            return;
        }
        let tokens = self.players[seat].tokens[colour.index()];
        let price = sale_price(&stack, tokens);
        let vp = (price / 5) as usize;
        let sold = stack.len();
        stack.sort();
        let from_stack = vp.min(stack.len());
        self.players[seat].vp_cards.extend(stack.drain(..from_stack));
        let (from_deck, substitutes) = self.draw_vp_cards(seat, vp - from_stack);
        self.discard.extend(stack);
        self.players[seat].tokens[colour.index()] += 1;
        log.public(|| {
            text!("carthage-sells", who = seat, goods = counted_goods(sold, colour), colour = colour.key())
        });
        log.private(seat, || {
            let sale = text!(
                "carthage-sale",
                colour = colour.key(),
                price = price,
                points = vp,
                stack = from_stack,
                deck = from_deck
            );
            if substitutes > 0 {
                Text::join([sale, text!("carthage-sale-substitutes", count = substitutes)], " ")
            } else {
                sale
            }
        });
    }

    /// Takes the goods of `colour` out of `seat`'s storehouse.
    fn unload(&mut self, seat: Seat, colour: Colour) -> Vec<Card> {
        let player = &mut self.players[seat];
        let (goods, rest): (Vec<Card>, Vec<Card>) =
            player.storehouse.drain(..).partition(|c| c.colour == colour);
        player.storehouse = rest;
        goods
    }

    /// The victory-point cards a sale owes beyond its own stack, from the deck; when the deck is
    /// out, substitutes. How many of each.
    fn draw_vp_cards(&mut self, seat: Seat, owed: usize) -> (usize, usize) {
        let (mut from_deck, mut substitutes) = (0, 0);
        for _ in 0..owed {
            if let Some(card) = self.draw() {
                self.players[seat].vp_cards.push(card);
                from_deck += 1;
            } else {
                self.players[seat].vp_substitutes += 1;
                substitutes += 1;
            }
        }
        (from_deck, substitutes)
    }

    /// Whether `seat` has goods of a raided colour and a storage card of that colour in hand.
    pub(crate) fn can_protect(&self, seat: Seat, raided: &[Colour]) -> bool {
        let p = &self.players[seat];
        raided
            .iter()
            .any(|&c| p.goods_of(c) > 0 && p.hand.iter().any(|h| h.colour == c && h.storage_icons() > 0))
    }

    /// Step 3 decision: discard `cards` from hand; each storage icon protects one good of its colour.
    pub(crate) fn protect(
        &mut self,
        seat: Seat,
        cards: &[Card],
        log: &mut EventLog,
    ) -> Result<(), RuleError> {
        let Phase::Protecting { raided, .. } = &self.phase else { unreachable!("checked by dispatch") };
        check_protection(&self.players[seat].hand, &self.players[seat].storehouse, raided, cards)?;
        let mut added = [0u8; 4];
        for card in cards {
            let hand = &mut self.players[seat].hand;
            let at = hand.iter().position(|c| c == card).expect("checked above");
            self.discard.push(hand.remove(at));
            added[card.colour.index()] += card.storage_icons();
        }
        let Phase::Protecting { buyer, raided, queue, icons } = &mut self.phase else { unreachable!() };
        for (have, more) in icons[seat].iter_mut().zip(added) {
            *have += more;
        }
        queue.remove(0);
        log.public(|| {
            if cards.is_empty() {
                text!("carthage-protects-nothing", who = seat)
            } else {
                text!("carthage-protects", who = seat, cards = codes(cards))
            }
        });
        if queue.is_empty() {
            let (buyer, raided, icons) = (*buyer, raided.clone(), icons.clone());
            self.finish_payday(buyer, &raided, &icons, log);
        }
        Ok(())
    }

    /// Step 3 raid (unprotected goods of raided colours are discarded; the best goods are the ones
    /// kept) and step 4 (ships return), then the refill and the next turn.
    fn finish_payday(&mut self, buyer: Seat, raided: &[Colour], icons: &BySeat<[u8; 4]>, log: &mut EventLog) {
        for seat in self.seats_from(buyer) {
            for &colour in raided {
                self.raid(seat, colour, usize::from(icons[seat][colour.index()]), log);
            }
        }
        // Step 4 ("Powrót statków").
        for ship in &mut self.ships {
            if *ship == CARTHAGE {
                *ship = ALEXANDRIA;
            } else if PIRATE_SPACES.contains(ship) {
                *ship = CYRENAICA;
            }
        }
        log.public(|| text!("carthage-ships-return"));
        self.refill(log);
        self.end_turn(buyer, log);
    }

    /// The pirates take `seat`'s goods of `colour` but the best `icons` of them.
    fn raid(&mut self, seat: Seat, colour: Colour, icons: usize, log: &mut EventLog) {
        let mut goods = self.unload(seat, colour);
        let kept = icons.min(goods.len());
        goods.sort_by(|a, b| b.cmp(a));
        let lost: Vec<Card> = goods.split_off(kept);
        let player = &mut self.players[seat];
        player.storehouse.extend(goods);
        player.storehouse.sort();
        if !lost.is_empty() {
            let count = lost.len();
            log.public(|| {
                let lost = counted_goods(count, colour);
                if kept > 0 {
                    text!("carthage-raid-keeps", colour = colour.key(), who = seat, lost = lost, kept = kept)
                } else {
                    text!("carthage-raid", colour = colour.key(), who = seat, lost = lost)
                }
            });
        }
        self.discard.extend(lost);
    }

    /// Every useful protection `seat` may choose now (the empty choice included), each sorted.
    #[must_use]
    pub fn protection_choices(&self, seat: Seat, raided: &[Colour]) -> Vec<Vec<Card>> {
        let p = &self.players[seat];
        let mut choices = vec![Vec::new()];
        for &colour in raided {
            let goods = p.goods_of(colour);
            let count = |v: u8| p.hand.iter().filter(|c| **c == Card::new(colour, v)).count();
            let mut options = Vec::new();
            for twos in 0..=count(2) {
                for threes in 0..=count(3) {
                    let mut cards = vec![Card::new(colour, 2); twos];
                    cards.extend(vec![Card::new(colour, 3); threes]);
                    if !cards.is_empty() && !is_wasteful(&cards, goods) {
                        options.push(cards);
                    }
                }
            }
            let mut next = choices.clone();
            for base in &choices {
                for option in &options {
                    let mut both = base.clone();
                    both.extend(option);
                    both.sort();
                    next.push(both);
                }
            }
            choices = next;
        }
        choices
    }
}

/// Whether a card could be left out of `cards` (all one colour) and still protect all it does.
fn is_wasteful(cards: &[Card], goods: usize) -> bool {
    let icons: usize = cards.iter().map(|c| usize::from(c.storage_icons())).sum();
    let smallest = cards.iter().map(|c| usize::from(c.storage_icons())).min().unwrap_or(0);
    icons - smallest >= goods
}

/// Checks a protection choice against the hand, the raided colours and the goods held.
fn check_protection(
    hand: &[Card],
    storehouse: &[Card],
    raided: &[Colour],
    cards: &[Card],
) -> Result<(), RuleError> {
    let mut left = hand.to_vec();
    for card in cards {
        let at = left.iter().position(|c| c == card).ok_or(RuleError::CardNotInHand(*card))?;
        left.remove(at);
        let goods = storehouse.iter().filter(|c| c.colour == card.colour).count();
        let reason = if !raided.contains(&card.colour) {
            Some(Useless::NotRaided(card.colour))
        } else if card.storage_icons() == 0 {
            Some(Useless::NoIcons)
        } else if goods == 0 {
            Some(Useless::NoGoods(card.colour))
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(RuleError::UselessProtection { card: *card, reason });
        }
    }
    for colour in raided {
        let mine: Vec<Card> = cards.iter().copied().filter(|c| c.colour == *colour).collect();
        let goods = storehouse.iter().filter(|c| c.colour == *colour).count();
        if !mine.is_empty() && is_wasteful(&mine, goods) {
            let card = *mine.iter().min_by_key(|c| c.storage_icons()).expect("not empty");
            return Err(RuleError::UselessProtection {
                card,
                reason: Useless::Covered { colour: *colour, goods },
            });
        }
    }
    Ok(())
}
