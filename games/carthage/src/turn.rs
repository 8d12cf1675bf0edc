//! A player's turn ("Przebieg tury"): take coins, reserve, buy and pay; refilling Market and Farm.

use kontor_engine::{EventLog, Rules, Seat, text};

use crate::action::{Action, RuleError};
use crate::card::{Card, Colour, codes, total};
use crate::state::{Carthage, FARM_SIZE, MARKET_REFILL, Phase, Row, Slot};

impl Carthage {
    /// Setup: the chooser takes a starting token, then the next player clockwise; after the last
    /// one the start player begins.
    pub(crate) fn choose_token(
        &mut self,
        seat: Seat,
        colour: Colour,
        log: &mut EventLog,
    ) -> Result<(), RuleError> {
        if let Some(held) = Colour::ALL.into_iter().find(|c| self.players[seat].tokens[c.index()] > 0) {
            return Err(RuleError::TokenTaken(held));
        }
        self.players[seat].tokens[colour.index()] += 1;
        log.public(|| text!("carthage-token-chosen", who = seat, colour = colour.key()));
        let next = seat.next(self.seats());
        if next == self.start_player {
            self.begin_turn(next, log);
        } else {
            self.phase = Phase::ChoosingToken { seat: next };
        }
        Ok(())
    }

    /// B. Take one Market card into hand ("Wzięcie monet").
    pub(crate) fn take(&mut self, seat: Seat, slot: usize, log: &mut EventLog) -> Result<(), RuleError> {
        let card = self.check_slot(Row::Market, slot)?;
        if let Some(by) = card.reserved_by.filter(|&by| by != seat) {
            return Err(RuleError::ReservedByOther { card: card.card, by });
        }
        let taken = self.market.remove(slot);
        if taken.reserved_by == Some(seat) {
            self.players[seat].marker_free = true;
        }
        self.players[seat].hand.push(taken.card);
        log.public(|| text!("carthage-takes", who = seat, card = taken.card.code()));
        self.end_turn(seat, log);
        Ok(())
    }

    /// C. Put the reservation marker on an unreserved Market or Farm card ("Rezerwacja karty").
    pub(crate) fn reserve(
        &mut self,
        seat: Seat,
        row: Row,
        slot: usize,
        log: &mut EventLog,
    ) -> Result<(), RuleError> {
        let target = self.check_slot(row, slot)?;
        if let Some(by) = target.reserved_by {
            return Err(RuleError::AlreadyReserved { card: target.card, by });
        }
        if !self.players[seat].marker_free {
            let on = self.market.iter().chain(&self.farm).find(|s| s.reserved_by == Some(seat));
            return Err(RuleError::MarkerInUse(on.expect("a placed marker lies on a card").card));
        }
        self.players[seat].marker_free = false;
        match row {
            Row::Market => self.market[slot].reserved_by = Some(seat),
            Row::Farm => self.farm[slot].reserved_by = Some(seat),
        }
        log.public(|| text!("carthage-reserves", who = seat, card = target.card.code(), row = row.key()));
        self.end_turn(seat, log);
        Ok(())
    }

    /// A. Declare a purchase of every available Market card; payment follows card by card.
    pub(crate) fn buy(&mut self, seat: Seat, log: &mut EventLog) -> Result<(), RuleError> {
        let cost = self.check_buy(seat)?;
        self.phase = Phase::Paying { seat, cost, paid: Vec::new() };
        log.public(|| text!("carthage-buy-declared", who = seat, cost = cost));
        Ok(())
    }

    /// Whether `seat` may buy the Market cards available to it: there are some, and the hand's
    /// coins cover their cost (the legal list and `buy` both ask this). The cost, if so.
    pub(crate) fn check_buy(&self, seat: Seat) -> Result<u32, RuleError> {
        let cost = self.purchase_cost(seat);
        if cost == 0 {
            return Err(RuleError::NothingToBuy);
        }
        let have = total(&self.players[seat].hand);
        if have < cost {
            return Err(RuleError::CannotAfford { cost, have });
        }
        Ok(cost)
    }

    /// Pays one hand card; when the payment covers the cost the purchase completes (no change given).
    pub(crate) fn pay(&mut self, seat: Seat, card: Card, log: &mut EventLog) -> Result<(), RuleError> {
        let hand = &mut self.players[seat].hand;
        let at = hand.iter().position(|c| *c == card).ok_or(RuleError::CardNotInHand(card))?;
        hand.remove(at);
        let Phase::Paying { cost, paid, .. } = &mut self.phase else { unreachable!("checked by dispatch") };
        paid.push(card);
        if total(paid) < *cost {
            return Ok(());
        }
        let paid = std::mem::take(paid);
        self.complete_purchase(seat, paid, log);
        Ok(())
    }

    /// Moves the bought goods to the storehouse and the payment to the discard pile, then sails.
    fn complete_purchase(&mut self, seat: Seat, paid: Vec<Card>, log: &mut EventLog) {
        let (bought, kept): (Vec<Slot>, Vec<Slot>) =
            self.market.drain(..).partition(|s| s.reserved_by.is_none_or(|r| r == seat));
        self.market = kept;
        let player = &mut self.players[seat];
        if bought.iter().any(|s| s.reserved_by == Some(seat)) {
            player.marker_free = true;
        }
        let goods: Vec<Card> = bought.iter().map(|s| s.card).collect();
        player.storehouse.extend(&goods);
        player.storehouse.sort();
        log.public(|| {
            text!(
                "carthage-bought",
                who = seat,
                goods = codes(&goods),
                paid = codes(&paid),
                coins = total(&paid)
            )
        });
        self.discard.extend(paid);
        self.sail(seat, &goods, log);
    }

    /// Passing, only when the turn offers nothing else; when every player in a row has passed,
    /// the game ends. `passes` counts the passes before this one.
    pub(crate) fn pass(&mut self, seat: Seat, passes: usize, log: &mut EventLog) -> Result<(), RuleError> {
        if self.turn_actions(seat) != vec![Action::Pass] {
            return Err(RuleError::PassNotAllowed);
        }
        log.public(|| text!("carthage-passes", who = seat));
        self.passes = passes + 1;
        if self.passes >= self.seats() {
            self.phase = Phase::Over;
            log.public(|| text!("carthage-end-no-cards"));
            return Ok(());
        }
        self.end_turn(seat, log);
        Ok(())
    }

    /// Refills after a purchase or for a player who finds nothing to buy or take: the Farm moves
    /// to the Market with its markers, 2 cards join the Market, 3 new cards form the Farm.
    pub(crate) fn refill(&mut self, log: &mut EventLog) {
        let farm = std::mem::take(&mut self.farm);
        self.market.extend(farm);
        let added = self.draw_slots(MARKET_REFILL);
        self.market.extend(&added);
        self.farm = self.draw_slots(FARM_SIZE);
        let slot_codes = |slots: &[Slot]| slots.iter().map(|s| s.card.code()).collect::<Vec<_>>().join(" ");
        log.public(|| {
            text!(
                "carthage-refill",
                added = slot_codes(&added),
                count = added.len(),
                farm = slot_codes(&self.farm),
                farm_count = self.farm.len()
            )
        });
    }

    /// Passes the turn clockwise.
    pub(crate) fn end_turn(&mut self, seat: Seat, log: &mut EventLog) {
        self.begin_turn(seat.next(self.seats()), log);
    }

    /// Starts `seat`'s turn, refilling first when the Market holds nothing it may buy or take.
    pub(crate) fn begin_turn(&mut self, seat: Seat, log: &mut EventLog) {
        self.phase = Phase::Turn { seat };
        if self.available_to(seat).next().is_none() {
            self.refill(log);
        }
    }

    /// The slot at `row`/`slot`, refusing a missing one and a duplicate that is not the first of
    /// identical cards (so each distinct move has one spelling).
    pub(crate) fn check_slot(&self, row: Row, slot: usize) -> Result<Slot, RuleError> {
        let cards = self.row(row);
        let label = slot_label(row, slot);
        let target =
            *cards.get(slot).ok_or(RuleError::NoSuchSlot { label: label.clone(), row, len: cards.len() })?;
        let first = cards.iter().position(|s| *s == target).expect("target is in the row");
        if first != slot {
            return Err(RuleError::SameCard { label, same: slot_label(row, first) });
        }
        Ok(target)
    }
}

/// The notation label of a position: `m1…` for the Market, `farm1…` for the Farm.
#[must_use]
pub fn slot_label(row: Row, slot: usize) -> String {
    match row {
        Row::Market => format!("m{}", slot + 1),
        Row::Farm => format!("farm{}", slot + 1),
    }
}
