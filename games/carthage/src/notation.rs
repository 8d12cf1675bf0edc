//! Chat notation: `token red`, `buy`, `pay r5`, `take r5`, `take m2`, `reserve farm2`,
//! `protect b2 b3`, `done`, `pass`. Parsing is two-stage: syntax without the state, then
//! resolution against the state. Polish move words are aliases of the English ones (`kup` = `buy`,
//! `weź`/`wez` = `take` …, see [`verb`]); the canonical notation stays English.
//!
//! `Notation` is implemented here: formatting, describing and parsing actions.

use kontor_engine::{Localized, Notation, NotationError, Rules, Seat, Text, text};

use crate::action::Action;
use crate::card::{Card, Colour, codes, total};
use crate::state::{Carthage, Phase, Row, Slot};
use crate::turn::slot_label;

/// Where a typed move points: a card by its code or a position by its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Card(Card),
    Slot(Row, usize),
}

/// A move as typed, before it is checked against the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    Token(Colour),
    Buy,
    Pay(Card),
    Take(Target),
    Reserve(Target),
    Protect(Vec<Card>),
    Pass,
}

/// The move words, canonical (English) or Polish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verb {
    Token,
    Buy,
    Pay,
    Take,
    Reserve,
    Protect,
    Done,
    Pass,
}

/// The move word `word` (any case): the canonical English word, a second English word (`nothing`
/// for `done`) or a Polish alias, with or without diacritics.
fn verb(word: &str) -> Option<Verb> {
    Some(match word.to_lowercase().as_str() {
        "token" | "znacznik" => Verb::Token,
        "buy" | "kup" | "kupuję" | "kupuje" => Verb::Buy,
        "pay" | "zapłać" | "zaplac" | "płać" | "plac" => Verb::Pay,
        "take" | "weź" | "wez" | "biorę" | "biore" => Verb::Take,
        "reserve" | "rezerwuj" | "zarezerwuj" => Verb::Reserve,
        "protect" | "chroń" | "chron" => Verb::Protect,
        "done" | "nothing" | "gotowe" | "nic" => Verb::Done,
        "pass" | "pas" | "pasuję" | "pasuje" => Verb::Pass,
        _ => return None,
    })
}

/// What a move word takes as its argument, for the hint when it gets another number of words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Argument {
    Colour,
    Card,
    Target,
}

impl Argument {
    fn key(self) -> &'static str {
        match self {
            Argument::Colour => "colour",
            Argument::Card => "card",
            Argument::Target => "target",
        }
    }
}

fn hint() -> Text {
    text!("carthage-hint-moves")
}

fn unknown(text: &str, hint: Text) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint }
}

/// Parses `m3`, `farm2`, `f2` or a card code.
fn parse_target(word: &str) -> Option<Target> {
    let lower = word.to_ascii_lowercase();
    let slot = |digits: &str| digits.parse::<usize>().ok().filter(|n| *n >= 1).map(|n| n - 1);
    let farm = lower
        .strip_prefix("farma")
        .or_else(|| lower.strip_prefix("farm"))
        .or_else(|| lower.strip_prefix('f'));
    if let Some(n) = farm.and_then(slot) {
        return Some(Target::Slot(Row::Farm, n));
    }
    if let Some(n) = lower.strip_prefix('m').and_then(slot) {
        return Some(Target::Slot(Row::Market, n));
    }
    Card::from_code(&lower).map(Target::Card)
}

impl Syntax {
    /// Stage one: the words alone.
    pub fn parse(text: &str) -> Result<Syntax, NotationError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some((first, args)) = words.split_first() else { return Err(unknown(text, hint())) };
        let Some(verb) = verb(first) else { return Err(unknown(text, hint())) };
        let one = |what: Argument| match args {
            [word] => Ok(*word),
            _ => Err(unknown(text, text!("carthage-hint-one-argument", verb = *first, what = what.key()))),
        };
        let card = |word: &str| {
            Card::from_code(word).ok_or_else(|| unknown(text, text!("carthage-hint-not-a-card", word = word)))
        };
        match verb {
            Verb::Token => {
                let word = one(Argument::Colour)?;
                Colour::from_word(word)
                    .map(Syntax::Token)
                    .ok_or_else(|| unknown(text, text!("carthage-hint-colours")))
            }
            Verb::Buy if args.is_empty() => Ok(Syntax::Buy),
            Verb::Pay => card(one(Argument::Card)?).map(Syntax::Pay),
            Verb::Take | Verb::Reserve => {
                let word = one(Argument::Target)?;
                let target = parse_target(word)
                    .ok_or_else(|| unknown(text, text!("carthage-hint-not-a-target", word = word)))?;
                Ok(if verb == Verb::Take { Syntax::Take(target) } else { Syntax::Reserve(target) })
            }
            Verb::Protect if !args.is_empty() => {
                let mut cards = args.iter().map(|w| card(w)).collect::<Result<Vec<_>, _>>()?;
                cards.sort();
                Ok(Syntax::Protect(cards))
            }
            Verb::Done if args.is_empty() => Ok(Syntax::Protect(Vec::new())),
            Verb::Pass if args.is_empty() => Ok(Syntax::Pass),
            _ => Err(unknown(text, hint())),
        }
    }
}

impl Carthage {
    /// Finds the position a take or reserve points at, canonical among identical cards.
    fn resolve_target(
        &self,
        seat: Seat,
        text: &str,
        target: Target,
        take: bool,
    ) -> Result<Action, NotationError> {
        let make =
            |row: Row, slot: usize| if take { Action::Take { slot } } else { Action::Reserve { row, slot } };
        match target {
            Target::Slot(Row::Farm, _) if take => {
                Err(NotationError::Illegal { reason: text!("carthage-illegal-take-from-farm") })
            }
            Target::Slot(row, slot) => {
                let cards = self.row(row);
                let first = cards.get(slot).map(|s| cards.iter().position(|c| c == s).unwrap_or(slot));
                Ok(make(row, first.unwrap_or(slot)))
            }
            Target::Card(card) => match self.positions_of(seat, card, take).as_slice() {
                [(row, slot)] => Ok(make(*row, *slot)),
                [] => Err(NotationError::Illegal { reason: self.missing_card_reason(card, take) }),
                many => Err(NotationError::Ambiguous {
                    text: text.to_string(),
                    candidates: many
                        .iter()
                        .map(|(row, slot)| {
                            format!("{} {}", if take { "take" } else { "reserve" }, slot_label(*row, *slot))
                        })
                        .collect(),
                }),
            },
        }
    }

    /// Where `seat` may take (Market) or reserve (Market and Farm) `card`: the first of each set
    /// of identical cards.
    fn positions_of(&self, seat: Seat, card: Card, take: bool) -> Vec<(Row, usize)> {
        let rows: &[Row] = if take { &[Row::Market] } else { &[Row::Market, Row::Farm] };
        let fits = |s: &Slot| {
            s.card == card
                && if take { s.reserved_by.is_none_or(|r| r == seat) } else { s.reserved_by.is_none() }
        };
        let mut found: Vec<(Row, usize)> = Vec::new();
        for &row in rows {
            let cards = self.row(row);
            for (i, s) in cards.iter().enumerate() {
                if fits(s) && cards.iter().position(|c| c == s) == Some(i) {
                    found.push((row, i));
                }
            }
        }
        found
    }

    fn missing_card_reason(&self, card: Card, take: bool) -> Text {
        let held = self.market.iter().chain(&self.farm).find(|s| s.card == card && s.reserved_by.is_some());
        match held {
            Some(Slot { reserved_by: Some(by), .. }) => {
                text!("carthage-illegal-reserved", card = card.code(), who = *by)
            }
            _ if take => text!("carthage-illegal-not-in-market", card = card.code()),
            _ => text!("carthage-illegal-no-free-card", card = card.code()),
        }
    }

    fn spell(&self, row: Row, slot: usize, take: bool) -> String {
        let label = slot_label(row, slot);
        let Some(s) = self.row(row).get(slot) else { return label };
        let seat = self.active_seat().unwrap_or(Seat(0));
        let wanted = if take { Action::Take { slot } } else { Action::Reserve { row, slot } };
        match self.resolve_target(seat, "", Target::Card(s.card), take) {
            Ok(found) if found == wanted => s.card.code(),
            _ => label,
        }
    }
}

impl Notation for Carthage {
    /// Short notation of an action; uses the card code when it names one position, else the label.
    fn format_action(&self, action: &Action) -> String {
        match action {
            Action::ChooseToken(colour) => format!("token {}", colour.name()),
            Action::Buy => "buy".into(),
            Action::Pay(card) => format!("pay {card}"),
            Action::Pass => "pass".into(),
            Action::Protect(cards) if cards.is_empty() => "done".into(),
            Action::Protect(cards) => {
                format!("protect {}", codes(cards))
            }
            Action::Take { slot } => format!("take {}", self.spell(Row::Market, *slot, true)),
            Action::Reserve { row, slot } => format!("reserve {}", self.spell(*row, *slot, false)),
        }
    }

    /// One line saying what an action does.
    fn describe_action(&self, action: &Action) -> Text {
        match action {
            Action::ChooseToken(colour) => text!("carthage-describe-token", colour = colour.key()),
            Action::Buy => {
                let seat = self.active_seat().unwrap_or(Seat(0));
                let goods: Vec<String> = self.available_to(seat).map(|(_, s)| s.card.code()).collect();
                text!("carthage-describe-buy", goods = goods.join(" "), cost = self.purchase_cost(seat))
            }
            Action::Pay(card) => match &self.phase {
                Phase::Paying { cost, paid, .. } => text!(
                    "carthage-describe-pay-progress",
                    card = card.code(),
                    paid = total(paid) + u32::from(card.value),
                    cost = *cost
                ),
                _ => text!("carthage-describe-pay", card = card.code()),
            },
            Action::Take { slot } => match self.market.get(*slot) {
                Some(s) => text!("carthage-describe-take", card = s.card.code(), coins = s.card.value),
                None => text!("carthage-describe-take-any"),
            },
            Action::Reserve { row, slot } => match self.row(*row).get(*slot) {
                Some(s) => text!("carthage-describe-reserve", card = s.card.code(), row = row.key()),
                None => text!("carthage-describe-reserve-any"),
            },
            Action::Protect(cards) if cards.is_empty() => text!("carthage-describe-protect-nothing"),
            Action::Protect(cards) => {
                let icons: u32 = cards.iter().map(|c| u32::from(c.storage_icons())).sum();
                text!("carthage-describe-protect", cards = codes(cards), count = icons)
            }
            Action::Pass => text!("carthage-describe-pass"),
        }
    }

    /// Stage two: resolves typed notation for `seat` against the state and checks it is legal.
    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        let action = match Syntax::parse(text)? {
            Syntax::Token(colour) => Action::ChooseToken(colour),
            Syntax::Buy => Action::Buy,
            Syntax::Pay(card) => Action::Pay(card),
            Syntax::Protect(cards) => Action::Protect(cards),
            Syntax::Pass => Action::Pass,
            Syntax::Take(target) => self.resolve_target(seat, text, target, true)?,
            Syntax::Reserve(target) => self.resolve_target(seat, text, target, false)?,
        };
        if self.legal_actions(seat).contains(&action) {
            return Ok(action);
        }
        let mut probe = self.clone();
        let reason = match probe.apply_in_place(seat, &action, &mut kontor_engine::EventLog::silent()) {
            Err(e) => e.text(),
            Ok(_) => text!("carthage-illegal-not-now"),
        };
        Err(NotationError::Illegal { reason })
    }
}
