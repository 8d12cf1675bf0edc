//! Chat notation: `token red`, `buy`, `pay r5`, `take r5`, `take m2`, `reserve farm2`,
//! `protect b2 b3`, `done`, `pass`. Parsing is two-stage: syntax without the state, then
//! resolution against the state.

use kontor_engine::{NotationError, Seat};

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

const HINT: &str = "moves are `token <colour>`, `buy`, `pay <card>`, `take <card|m#>`, \
                    `reserve <card|m#|farm#>`, `protect <cards>`, `done` and `pass` (cards look like r5, b2, y3, g5)";

fn unknown(text: &str, hint: &str) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint: kontor_engine::Text::Plain(hint.to_string()) }
}

/// Parses `m3`, `farm2`, `f2` or a card code.
fn parse_target(word: &str) -> Option<Target> {
    let lower = word.to_ascii_lowercase();
    let slot = |digits: &str| digits.parse::<usize>().ok().filter(|n| *n >= 1).map(|n| n - 1);
    if let Some(n) = lower.strip_prefix("farm").or_else(|| lower.strip_prefix('f')).and_then(slot) {
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
        let Some((verb, args)) = words.split_first() else { return Err(unknown(text, HINT)) };
        let one = |what: &str| match args {
            [word] => Ok(*word),
            _ => Err(unknown(text, &format!("`{verb}` takes one {what}"))),
        };
        let card = |word: &str| {
            Card::from_code(word)
                .ok_or_else(|| unknown(text, &format!("`{word}` is not a card (r5, b2, y3, g5 …)")))
        };
        match verb.to_ascii_lowercase().as_str() {
            "token" => {
                let word = one("colour")?;
                Colour::from_word(word)
                    .map(Syntax::Token)
                    .ok_or_else(|| unknown(text, "colours are red, blue, yellow and green"))
            }
            "buy" if args.is_empty() => Ok(Syntax::Buy),
            "pay" => card(one("card")?).map(Syntax::Pay),
            "take" | "reserve" => {
                let word = one("card or position")?;
                let target = parse_target(word).ok_or_else(|| {
                    unknown(text, &format!("`{word}` is neither a card (r5) nor a position (m2, farm1)"))
                })?;
                Ok(if verb.eq_ignore_ascii_case("take") {
                    Syntax::Take(target)
                } else {
                    Syntax::Reserve(target)
                })
            }
            "protect" if !args.is_empty() => {
                let mut cards = args.iter().map(|w| card(w)).collect::<Result<Vec<_>, _>>()?;
                cards.sort();
                Ok(Syntax::Protect(cards))
            }
            "done" | "nothing" if args.is_empty() => Ok(Syntax::Protect(Vec::new())),
            "pass" if args.is_empty() => Ok(Syntax::Pass),
            _ => Err(unknown(text, HINT)),
        }
    }
}

impl Carthage {
    /// Stage two: resolves typed notation for `seat` against the state and checks it is legal.
    pub fn parse(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        let action = match Syntax::parse(text)? {
            Syntax::Token(colour) => Action::ChooseToken(colour),
            Syntax::Buy => Action::Buy,
            Syntax::Pay(card) => Action::Pay(card),
            Syntax::Protect(cards) => Action::Protect(cards),
            Syntax::Pass => Action::Pass,
            Syntax::Take(target) => self.resolve_target(seat, text, target, true)?,
            Syntax::Reserve(target) => self.resolve_target(seat, text, target, false)?,
        };
        if self.legal(seat).contains(&action) {
            return Ok(action);
        }
        let mut probe = self.clone();
        let reason = match probe.apply_in_place(seat, &action, &mut kontor_engine::EventLog::silent()) {
            Err(e) => e.to_string(),
            Ok(_) => "that move is not possible now".to_string(),
        };
        Err(NotationError::Illegal { reason: kontor_engine::Text::Plain(reason) })
    }

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
            Target::Slot(Row::Farm, _) if take => Err(NotationError::Illegal {
                reason: "only Market cards can be taken as coins; Farm cards can only be reserved".into(),
            }),
            Target::Slot(row, slot) => {
                let cards = self.row(row);
                let first = cards.get(slot).map(|s| cards.iter().position(|c| c == s).unwrap_or(slot));
                Ok(make(row, first.unwrap_or(slot)))
            }
            Target::Card(card) => {
                let rows: &[Row] = if take { &[Row::Market] } else { &[Row::Market, Row::Farm] };
                let fits = |s: &Slot| {
                    s.card == card
                        && if take {
                            s.reserved_by.is_none_or(|r| r == seat)
                        } else {
                            s.reserved_by.is_none()
                        }
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
                match found.as_slice() {
                    [(row, slot)] => Ok(make(*row, *slot)),
                    [] => Err(NotationError::Illegal { reason: kontor_engine::Text::Plain(self.missing_card_reason(card, take)) }),
                    many => Err(NotationError::Ambiguous {
                        text: text.to_string(),
                        candidates: many
                            .iter()
                            .map(|(row, slot)| {
                                format!(
                                    "{} {}",
                                    if take { "take" } else { "reserve" },
                                    slot_label(*row, *slot)
                                )
                            })
                            .collect(),
                    }),
                }
            }
        }
    }

    fn missing_card_reason(&self, card: Card, take: bool) -> String {
        let held = self.market.iter().chain(&self.farm).find(|s| s.card == card && s.reserved_by.is_some());
        match held {
            Some(Slot { reserved_by: Some(by), .. }) => format!("{card} is reserved by {}", by.tag()),
            _ if take => format!("there is no {card} in the Market"),
            _ => format!("there is no unreserved {card} in the Market or the Farm"),
        }
    }

    /// Short notation of an action; uses the card code when it names one position, else the label.
    #[must_use]
    pub fn format(&self, action: &Action) -> String {
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

    /// One line saying what an action does.
    #[must_use]
    pub fn describe(&self, action: &Action) -> String {
        match action {
            Action::ChooseToken(colour) => format!("take a {} starting achievement token", colour.name()),
            Action::Buy => {
                let seat = self.active_seat().unwrap_or(Seat(0));
                let goods: Vec<String> = self.available_to(seat).map(|(_, s)| s.card.code()).collect();
                format!("buy {} for {} coins", goods.join(" "), self.purchase_cost(seat))
            }
            Action::Pay(card) => match &self.phase {
                Phase::Paying { cost, paid, .. } => {
                    format!(
                        "pay with {card} ({} of {cost} coins paid after it)",
                        total(paid) + u32::from(card.value)
                    )
                }
                _ => format!("pay with {card}"),
            },
            Action::Take { slot } => match self.market.get(*slot) {
                Some(s) => format!("take {} from the Market into your hand ({} coins)", s.card, s.card.value),
                None => "take a Market card".into(),
            },
            Action::Reserve { row, slot } => match self.row(*row).get(*slot) {
                Some(s) => format!(
                    "reserve {} in the {}",
                    s.card,
                    if *row == Row::Market { "Market" } else { "Farm" }
                ),
                None => "reserve a card".into(),
            },
            Action::Protect(cards) if cards.is_empty() => "protect nothing".into(),
            Action::Protect(cards) => {
                let icons: u32 = cards.iter().map(|c| u32::from(c.storage_icons())).sum();
                format!(
                    "discard {} to protect up to {icons} good{}",
                    codes(cards),
                    if icons == 1 { "" } else { "s" }
                )
            }
            Action::Pass => "pass: nothing else is possible".into(),
        }
    }
}
