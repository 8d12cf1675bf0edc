//! Chat notation. Route spaces are `r17.2` (route 17 as printed on the picture, 2nd space from its
//! first-named city), routes `r17`, cities by name without accents (`Lubeck`, `Koln`).
//!
//! `income`, `income 1m`, `income 2`, `income 2 1m`, `place r17.2 trader`, `displace r4.1
//! merchant`, `displace r4.1 merchant pay 1t1m`, `move` then `to r5` and `move r3.1`, `claim r17`,
//! `claim r17 office Hamburg`, `claim r17 extra Hamburg`, `claim r17 upgrade keys`,
//! `claim r17 coellen 8`, `token actions3`, `token upgrade bank`, `token swap Hamburg 1`,
//! `token remove`, `token move`, `remove r4.1`, `bonus r12`, `neutral Hamburg`, `done`, `end`.
//! Parsing is two-stage: [`Syntax::parse`] reads the words alone, then the syntax is resolved
//! against the state.

use kontor_engine::{Localized, NotationError, Seat, Text, path_by_first_word, text};

use crate::action::{Action, Reward, TokenUse};
use crate::board::{Ability, Board, fold};
use crate::state::{Hansa, Phase, Token, is_merchant};
use crate::turn::{kind_word, pay_text, pay_words, route_code};

/// A route space as typed: route and index, both 0-based (`r17` alone has no index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpaceRef {
    pub route: u8,
    pub index: Option<u8>,
}

/// What follows `claim r17`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimSyntax {
    Nothing,
    Office(String),
    Extra(String),
    Upgrade(Option<Ability>),
    /// A bare city name (office there, or the special table if it is the table city), with an
    /// optional number (the table field's points).
    City(String, Option<u8>),
    Table(Option<u8>),
}

/// Pieces as typed: `3` (how many in all), `2t`, `1m`, `1t1m`, `1 trader 1 merchant`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pieces {
    pub total: Option<u8>,
    pub traders: Option<u8>,
    pub merchants: Option<u8>,
}

impl Pieces {
    /// Reads words like `3`, `2t`, `1m`, `1t1m`, `t`, `1 merchant`, `2 traders`; `None` if a word is
    /// not a count or a number is given twice.
    #[must_use]
    pub fn parse(words: &[&str]) -> Option<Pieces> {
        let mut out = Pieces::default();
        let set = |slot: &mut Option<u8>, n: u8| -> Option<()> {
            if slot.is_some() {
                return None;
            }
            *slot = Some(n);
            Some(())
        };
        let mut i = 0;
        while i < words.len() {
            let word = words[i].to_ascii_lowercase();
            let mut rest = word.as_str();
            while !rest.is_empty() {
                let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                let n: Option<u8> = if digits > 0 { Some(rest[..digits].parse().ok()?) } else { None };
                rest = &rest[digits..];
                let letters = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_alphabetic()).len();
                let kind_word = &rest[..letters];
                rest = &rest[letters..];
                let kind = if !kind_word.is_empty() {
                    Some(parse_kind(kind_word)?)
                } else if rest.is_empty() && i + 1 < words.len() && parse_kind(words[i + 1]).is_some() {
                    // `1 merchant`: the kind is the next word.
                    i += 1;
                    parse_kind(words[i])
                } else {
                    None
                };
                match (n, kind) {
                    (Some(n), None) => set(&mut out.total, n)?,
                    (n, Some(false)) => set(&mut out.traders, n.unwrap_or(1))?,
                    (n, Some(true)) => set(&mut out.merchants, n.unwrap_or(1))?,
                    (None, None) => return None,
                }
            }
            i += 1;
        }
        Some(out)
    }
}

/// A move as typed, before it is checked against the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// `income`, `income 1m`, `income 2`, `income 2 1m`.
    Income(Pieces),
    PlaceKind(Option<bool>),
    DisplaceWith(Option<bool>),
    MoveStart,
    Back,
    Place(SpaceRef, Option<bool>),
    /// `displace r4.1 merchant`, optionally `pay 1t1m` (the pieces it costs).
    Displace(SpaceRef, Option<bool>, Option<Pieces>),
    Move(SpaceRef, Option<SpaceRef>),
    To(SpaceRef),
    Swap(SpaceRef, SpaceRef),
    Claim(u8, ClaimSyntax),
    Remove(SpaceRef),
    Token(String, Vec<String>),
    Bonus(u8),
    Neutral(String),
    /// `perk upgrade`, `perk office <city> <kind>`: a sea route's printed bonus.
    Perk(Vec<String>),
    /// `favour <tile> <token> <token>`: an Emperor's favour tile for two unused tokens.
    Favour(Vec<String>),
    Done,
    End,
}

fn unknown(text: &str, hint: Text) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint }
}

fn illegal(reason: Text) -> NotationError {
    NotationError::Illegal { reason }
}

/// `r17` → 16.
fn parse_route(word: &str) -> Option<u8> {
    let n: u8 = word.strip_prefix(['r', 'R'])?.parse().ok()?;
    n.checked_sub(1)
}

/// `r17.2` → route 16, index 1; `r17` → route 16 without an index.
fn parse_space(word: &str) -> Option<SpaceRef> {
    let Some((r, i)) = word.split_once('.') else {
        return parse_route(word).map(|route| SpaceRef { route, index: None });
    };
    let route = parse_route(r)?;
    let index: u8 = i.parse().ok()?;
    Some(SpaceRef { route, index: Some(index.checked_sub(1)?) })
}

fn parse_kind(word: &str) -> Option<bool> {
    match word.to_ascii_lowercase().as_str() {
        "trader" | "t" | "cube" | "traders" | "sprzedawca" => Some(false),
        "merchant" | "m" | "disc" | "disk" | "merchants" | "kupiec" => Some(true),
        _ => None,
    }
}

impl Syntax {
    /// Stage one: the words alone.
    pub fn parse(text: &str) -> Result<Syntax, NotationError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some((verb, args)) = words.split_first() else {
            return Err(unknown(text, text!("hansa-hint-notation")));
        };
        let space =
            |w: &str| parse_space(w).ok_or_else(|| unknown(text, text!("hansa-hint-space", word = w)));
        let route =
            |w: &str| parse_route(w).ok_or_else(|| unknown(text, text!("hansa-hint-route", word = w)));
        let kind = |w: Option<&&str>| match w {
            None => Ok(None),
            Some(w) => {
                parse_kind(w).map(Some).ok_or_else(|| unknown(text, text!("hansa-hint-kind", word = *w)))
            }
        };
        let folded = fold(verb);
        let verb = canonical_verb(&folded);
        match (verb, args) {
            ("income" | "hire", args) => Pieces::parse(args)
                .map(Syntax::Income)
                .ok_or_else(|| unknown(text, text!("hansa-hint-income"))),
            ("place" | "p", []) => Ok(Syntax::PlaceKind(None)),
            ("place" | "p", [k]) if parse_kind(k).is_some() => Ok(Syntax::PlaceKind(parse_kind(k))),
            ("displace" | "d", []) => Ok(Syntax::DisplaceWith(None)),
            ("displace" | "d", [k]) if parse_kind(k).is_some() => Ok(Syntax::DisplaceWith(parse_kind(k))),
            ("move" | "mv", []) => Ok(Syntax::MoveStart),
            ("back" | "cancel", []) => Ok(Syntax::Back),
            ("place" | "p", [s, rest @ ..]) if rest.len() <= 1 => {
                Ok(Syntax::Place(space(s)?, kind(rest.first())?))
            }
            ("displace" | "d", [s, rest @ ..]) if rest.len() <= 1 => {
                Ok(Syntax::Displace(space(s)?, kind(rest.first())?, None))
            }
            ("displace" | "d", [s, rest @ ..]) => {
                let (kind_word, pay) = match rest {
                    [k, p, pay @ ..] if fold(p) == "pay" => (Some(k), pay),
                    [p, pay @ ..] if fold(p) == "pay" => (None, pay),
                    _ => return Err(unknown(text, text!("hansa-hint-displace"))),
                };
                let pay = Pieces::parse(pay)
                    .filter(|p| p.total.is_none() && !pay.is_empty())
                    .ok_or_else(|| unknown(text, text!("hansa-hint-pay")))?;
                Ok(Syntax::Displace(space(s)?, kind(kind_word)?, Some(pay)))
            }
            ("move" | "mv" | "pick" | "shift", [a]) => Ok(Syntax::Move(space(a)?, None)),
            ("move" | "mv", [a, b]) => Ok(Syntax::Move(space(a)?, Some(space(b)?))),
            ("swap", [a, b]) => Ok(Syntax::Swap(space(a)?, space(b)?)),
            ("to" | "drop", [a]) => Ok(Syntax::To(space(a)?)),
            ("claim" | "establish" | "c", [r, rest @ ..]) => {
                let route = route(r)?;
                let words: Vec<String> = rest.iter().map(|w| (*w).to_string()).collect();
                let claim = match words.as_slice() {
                    [] => ClaimSyntax::Nothing,
                    [w] if matches!(fold(w).as_str(), "nothing" | "points" | "none") => ClaimSyntax::Nothing,
                    [w, city] if fold(w) == "office" => ClaimSyntax::Office(city.clone()),
                    [w, city] if fold(w) == "extra" => ClaimSyntax::Extra(city.clone()),
                    [w] if fold(w) == "upgrade" => ClaimSyntax::Upgrade(None),
                    [w, a] if fold(w) == "upgrade" => ClaimSyntax::Upgrade(Some(
                        Ability::from_word(a).ok_or_else(|| unknown(text, text!("hansa-hint-ability")))?,
                    )),
                    [w] if fold(w) == "table" => ClaimSyntax::Table(None),
                    [w, n] if fold(w) == "table" => ClaimSyntax::Table(Some(
                        n.parse().map_err(|_| unknown(text, text!("hansa-hint-table")))?,
                    )),
                    [city] => ClaimSyntax::City(city.clone(), None),
                    [city, n] if n.parse::<u8>().is_ok() => ClaimSyntax::City(city.clone(), n.parse().ok()),
                    _ => return Err(unknown(text, text!("hansa-hint-claim"))),
                };
                Ok(Syntax::Claim(route, claim))
            }
            ("remove", [s]) => Ok(Syntax::Remove(space(s)?)),
            ("token" | "use", [w, rest @ ..]) => {
                Ok(Syntax::Token(fold(w), rest.iter().map(|s| (*s).to_string()).collect()))
            }
            ("bonus" | "tavern", [r]) => Ok(Syntax::Bonus(route(r)?)),
            ("neutral", [c]) => Ok(Syntax::Neutral((*c).to_string())),
            ("favour" | "favor", [a, b, c]) => Ok(Syntax::Favour(vec![fold(a), fold(b), fold(c)])),
            ("perk", [w, rest @ ..]) => {
                Ok(Syntax::Perk(std::iter::once(w).chain(rest).map(|s| fold(s)).collect()))
            }
            ("done" | "stop" | "decline" | "finish", []) => Ok(Syntax::Done),
            ("end" | "pass", []) => Ok(Syntax::End),
            _ => Err(unknown(text, text!("hansa-hint-notation"))),
        }
    }
}

/// The canonical move word for a typed one (folded: lower case, no diacritics): the Polish words
/// of the rulebook's action names map to the English notation.
fn canonical_verb(folded: &str) -> &str {
    match folded {
        "pozyskaj" | "zatrudnij" => "income",
        "umiesc" | "postaw" => "place",
        "przemiesc" => "displace",
        "rusz" | "ruch" | "przesun" => "move",
        "zamien" => "swap",
        "na" => "to",
        "ustanow" => "claim",
        "usun" => "remove",
        "zeton" => "token",
        "premia" => "bonus",
        "neutralna" | "neutralny" => "neutral",
        "przychylnosc" => "favour",
        "gotowe" => "done",
        "koniec" | "zakoncz" => "end",
        "wroc" => "back",
        other => other,
    }
}

fn check_route(b: &Board, route: u8) -> Result<(), NotationError> {
    if usize::from(route) >= b.routes.len() {
        return Err(illegal(text!(
            "hansa-err-no-such-route",
            route = route_code(route),
            count = b.routes.len()
        )));
    }
    Ok(())
}

/// An exact space (`r17.2`).
fn space_id(b: &Board, s: SpaceRef) -> Result<u8, NotationError> {
    check_route(b, s.route)?;
    let route = &b.routes[usize::from(s.route)];
    let Some(index) = s.index else {
        return Err(illegal(text!("hansa-err-name-space", route = route_code(s.route))));
    };
    if index >= route.spaces {
        return Err(illegal(text!(
            "hansa-err-route-spaces",
            route = route_code(s.route),
            spaces = route.spaces
        )));
    }
    Ok(b.space(s.route, index) as u8)
}

fn city_id(b: &Board, word: &str) -> Result<u8, NotationError> {
    b.city_by_name(word).ok_or_else(|| illegal(text!("hansa-err-no-city", city = word)))
}

/// `Hamburg` for chat: the ASCII slug with a capital letter.
fn city_word(b: &Board, city: u8) -> String {
    let slug = &b.cities[usize::from(city)].slug;
    let mut chars = slug.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

impl Hansa {
    /// The menu path of an action: its kind (`place`, `displace`, `claim`, `token` …) → the route
    /// it is on (`r32`, as the board labels it) → the space and piece (`r32.1 merchant`). Moves
    /// that name no route go by their first word (`token` → `upgrade book`).
    #[must_use]
    pub fn menu_path(&self, action: &Action) -> Vec<String> {
        let notation = self.format(action);
        match action {
            // Income in one group of whole notations (`income`, `income 2`); starting a placement
            // or displacement by its piece (`place trader`) is a move of its own.
            Action::Income { .. } => return vec!["income".into(), notation],
            Action::PlaceKind { .. } | Action::DisplaceWith { .. } => return vec![notation],
            _ => {}
        }
        let Some((kind, rest)) = notation.split_once(' ') else { return vec![notation] };
        let first = rest.split(' ').next().unwrap_or(rest);
        match route_of_label(first) {
            Some(route) => vec![kind.to_string(), route.to_string(), rest.to_string()],
            None => path_by_first_word(&notation),
        }
    }

    /// A space to put a piece on: a piece goes to the first free space of its type (land or ship)
    /// on the route, so a free `r17.2` or `r17` mean that space while the route has one.
    fn free_spot(&self, s: SpaceRef) -> Result<u8, NotationError> {
        let b = self.board();
        check_route(b, s.route)?;
        let range = self.route_spaces(s.route);
        let mut ship = false;
        if let Some(index) = s.index
            && index < b.routes[usize::from(s.route)].spaces
        {
            let named = b.space(s.route, index);
            if self.spaces[usize::from(named)] != 0 {
                return Err(illegal(text!("hansa-err-occupied", space = b.space_label(named as u8))));
            }
            ship = b.space_merchant_only[usize::from(named)];
        }
        let first =
            |ship: bool| range.clone().find(|&i| self.spaces[i] == 0 && b.space_merchant_only[i] == ship);
        let found = if s.index.is_some() { first(ship) } else { first(false).or_else(|| first(true)) };
        match found {
            Some(free) => Ok(free as u8),
            None => Err(illegal(text!("hansa-err-route-full", route = route_code(s.route)))),
        }
    }

    /// `income …` as typed: how many pieces (`None` when as many as the Bank allows) and how many
    /// of them merchants (traders first when not said).
    fn resolve_income(&self, seat: u8, typed: Pieces) -> Result<Action, NotationError> {
        let Some((most, _)) = self.income_range(seat) else {
            return Err(illegal(text!("hansa-err-general-empty")));
        };
        let n = match (typed.total, typed.traders, typed.merchants) {
            (Some(n), _, _) => n,
            (None, Some(t), Some(m)) => t + m,
            _ => most,
        };
        let merchants = match (typed.traders, typed.merchants) {
            (Some(t), Some(m)) if t + m == n => m,
            (Some(_), Some(_)) => {
                return Err(illegal(text!("hansa-err-income-sum", n = n)));
            }
            (None, Some(m)) => m,
            (Some(t), None) => n
                .checked_sub(t)
                .ok_or_else(|| illegal(text!("hansa-err-income-traders", traders = t, n = n)))?,
            (None, None) => *self.income_merchants(seat, n).start(),
        };
        if n == 0 || n > most {
            return Err(illegal(text!("hansa-err-income-range", most = most)));
        }
        Ok(Action::Income { merchants, count: (n < most).then_some(n) })
    }

    /// Stage two: resolves typed notation for `seat` against the state and checks it is legal.
    pub fn parse(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        let action = self.resolve(seat, text, Syntax::parse(text)?)?;
        let legal = self.legal(seat);
        if legal.contains(&action) {
            return Ok(action);
        }
        let mut probe = self.clone();
        let reason = match probe.apply_in_place(seat, &action, &mut crate::state::Log::silent()) {
            Err(e) => e.text(),
            Ok(_) => text!("hansa-err-not-now"),
        };
        Err(illegal(reason))
    }

    fn resolve(&self, seat: Seat, text: &str, syntax: Syntax) -> Result<Action, NotationError> {
        let b = self.board();
        let legal = || self.legal(seat);
        let pick_kind =
            |make: &dyn Fn(bool) -> Action, kind: Option<bool>| -> Result<Action, NotationError> {
                if let Some(k) = kind {
                    return Ok(make(k));
                }
                let l = legal();
                let options: Vec<Action> =
                    [false, true].into_iter().map(make).filter(|a| l.contains(a)).collect();
                match options.as_slice() {
                    [one] => Ok(one.clone()),
                    [] => Ok(make(false)),
                    many => Err(NotationError::Ambiguous {
                        text: text.to_string(),
                        candidates: many.iter().map(|a| self.format(a)).collect(),
                    }),
                }
            };
        Ok(match syntax {
            Syntax::Income(pieces) => self.resolve_income(seat.0, pieces)?,
            Syntax::PlaceKind(kind) => pick_kind(&|merchant| Action::PlaceKind { merchant }, kind)?,
            Syntax::DisplaceWith(kind) => pick_kind(&|merchant| Action::DisplaceWith { merchant }, kind)?,
            Syntax::MoveStart => Action::Move,
            Syntax::Back => Action::Back,
            Syntax::Place(s, kind) => {
                let space = self.free_spot(s)?;
                if let Phase::Displaced { pending, .. } = self.phase {
                    let kind = if pending != 0 { kind.or(Some(is_merchant(pending))) } else { kind };
                    pick_kind(&|merchant| Action::Relocate { space, merchant }, kind)?
                } else if let Phase::Perk { .. } = self.phase {
                    pick_kind(&|merchant| Action::Relocate { space, merchant }, kind)?
                } else {
                    pick_kind(&|merchant| Action::Place { space, merchant }, kind)?
                }
            }
            Syntax::Displace(s, kind, pay) => {
                let space = space_id(b, s)?;
                let cost = Hansa::displace_cost(self.spaces[usize::from(space)]);
                let paid = match pay {
                    None => None,
                    Some(Pieces { traders, merchants, .. }) => {
                        let m = match (traders, merchants) {
                            (Some(t), Some(m)) if t + m == cost => m,
                            (None, Some(m)) if m <= cost => m,
                            (Some(t), None) if t <= cost => cost - t,
                            _ => {
                                return Err(illegal(text!(
                                    "hansa-err-displace-pay",
                                    space = b.space_label(space),
                                    cost = cost
                                )));
                            }
                        };
                        Some(m)
                    }
                };
                // Traders first is the default and is written without `pay`.
                let make = |merchant: bool| {
                    let pay_merchants =
                        paid.filter(|&m| m != *self.pay_range(seat.0, space, merchant).start());
                    Action::Displace { space, merchant, pay_merchants }
                };
                pick_kind(&make, kind)?
            }
            Syntax::Move(a, None) => Action::Pick { space: space_id(b, a)? },
            Syntax::Move(a, Some(to)) => {
                let from = space_id(b, a)?;
                match self.phase {
                    Phase::Displaced { .. } | Phase::Perk { .. } => {
                        Action::RelocateFrom { from, to: self.free_spot(to)? }
                    }
                    Phase::PerkMove { lifted: Some(l), .. } if l == from => {
                        Action::Drop { space: self.free_spot(to)? }
                    }
                    Phase::Moving { target: Some(r), .. } if r == to.route => Action::Pick { space: from },
                    Phase::Moving { .. } => {
                        check_route(b, to.route)?;
                        // Spaces of one type are alike: the piece takes the first free one it may.
                        match self.move_spot(usize::from(from), to.route) {
                            Some(s) => Action::RelocateFrom { from, to: s as u8 },
                            None => Action::RelocateFrom { from, to: self.free_spot(to)? },
                        }
                    }
                    Phase::Shifting { lifted: Some(l), .. } if l == from => {
                        Action::Drop { space: self.free_spot(to)? }
                    }
                    Phase::Shifting { lifted: None, .. } => {
                        return Err(illegal(text!(
                            "hansa-err-two-steps",
                            space = b.space_label(from),
                            route = route_code(to.route)
                        )));
                    }
                    _ => {
                        return Err(illegal(text!(
                            "hansa-err-move-first",
                            space = b.space_label(from),
                            route = route_code(to.route)
                        )));
                    }
                }
            }
            Syntax::To(s) => match self.phase {
                Phase::Shifting { .. } | Phase::PerkMove { .. } => Action::Drop { space: self.free_spot(s)? },
                _ => {
                    check_route(b, s.route)?;
                    Action::Target { route: s.route }
                }
            },
            Syntax::Swap(x, y) => Action::Swap { a: space_id(b, x)?, b: space_id(b, y)? },
            Syntax::Remove(s) => Action::Remove { space: space_id(b, s)? },
            Syntax::Bonus(route) => {
                if usize::from(route) >= b.routes.len() {
                    return Err(illegal(text!(
                        "hansa-err-no-such-route",
                        route = route_code(route),
                        count = b.routes.len()
                    )));
                }
                Action::Bonus { route }
            }
            Syntax::Neutral(c) => Action::NeutralOffice { city: city_id(b, &c)? },
            Syntax::Favour(words) => {
                let hint = || unknown(text, text!("hansa-hint-favour"));
                let tile = crate::favour::Favour::from_word(&words[0]).ok_or_else(hint)?;
                let t1 = Token::from_word(&words[1]).ok_or_else(hint)?;
                let t2 = Token::from_word(&words[2]).ok_or_else(hint)?;
                Action::Favour { tile, tokens: if t1 <= t2 { (t1, t2) } else { (t2, t1) } }
            }
            Syntax::Perk(words) => match words.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
                ["upgrade", ..] => Action::PerkUpgrade,
                ["office", city, rest @ ..] => {
                    let city = city_id(b, city)?;
                    let kind = match rest {
                        [] => None,
                        [k] => Some(
                            parse_kind(k)
                                .ok_or_else(|| unknown(text, text!("hansa-hint-perk-office-syntax")))?,
                        ),
                        _ => return Err(unknown(text, text!("hansa-hint-perk-office-syntax"))),
                    };
                    pick_kind(&|merchant| Action::PerkOffice { city, merchant }, kind)?
                }
                _ => {
                    return Err(unknown(text, text!("hansa-hint-perk")));
                }
            },
            Syntax::Done => Action::Done,
            Syntax::End => Action::End,
            Syntax::Claim(route, claim) => {
                let Some(r) = b.routes.get(usize::from(route)) else {
                    return Err(illegal(text!(
                        "hansa-err-no-such-route",
                        route = route_code(route),
                        count = b.routes.len()
                    )));
                };
                let special_city = b.special.map(|(c, _)| c);
                let table = |points: Option<u8>| -> Result<Reward, NotationError> {
                    let Some(sc) = special_city else { return Err(illegal(text!("hansa-err-no-table"))) };
                    let fields = &b.cities[usize::from(sc)].special;
                    match points {
                        Some(pts) => fields
                            .iter()
                            .position(|f| f.points == pts)
                            .map(|i| Reward::Special { field: i as u8 })
                            .ok_or_else(|| illegal(text!("hansa-err-no-field", points = pts))),
                        None => {
                            // The most valuable field you may take.
                            let l = legal();
                            (0..fields.len())
                                .rev()
                                .map(|i| Reward::Special { field: i as u8 })
                                .find(|rw| l.contains(&Action::Claim { route, reward: *rw }))
                                .ok_or_else(|| illegal(text!("hansa-err-table-route")))
                        }
                    }
                };
                let reward = match claim {
                    ClaimSyntax::Nothing => Reward::Nothing,
                    ClaimSyntax::Office(c) => Reward::Office { city: city_id(b, &c)? },
                    ClaimSyntax::Extra(c) => Reward::ExtraOffice { city: city_id(b, &c)? },
                    ClaimSyntax::Upgrade(Some(a)) => Reward::Upgrade(a),
                    ClaimSyntax::Upgrade(None) => {
                        let abilities: Vec<Ability> = r
                            .cities
                            .iter()
                            .flat_map(|&c| b.cities[usize::from(c)].abilities.iter().copied())
                            .collect();
                        match abilities.as_slice() {
                            [a] => Reward::Upgrade(*a),
                            [] => {
                                return Err(illegal(text!(
                                    "hansa-err-no-ability-city",
                                    route = route_code(route)
                                )));
                            }
                            many => {
                                return Err(NotationError::Ambiguous {
                                    text: text.to_string(),
                                    candidates: many
                                        .iter()
                                        .map(|a| format!("claim r{} upgrade {}", route + 1, a.word()))
                                        .collect(),
                                });
                            }
                        }
                    }
                    ClaimSyntax::Table(points) => table(points)?,
                    ClaimSyntax::City(c, points) => {
                        let city = city_id(b, &c)?;
                        if Some(city) == special_city && (points.is_some() || b.leads_to_table(route)) {
                            table(points)?
                        } else {
                            Reward::Office { city }
                        }
                    }
                };
                Action::Claim { route, reward }
            }
            Syntax::Token(word, args) => {
                let u = match (word.as_str(), args.as_slice()) {
                    ("actions3" | "3" | "plus3", []) => TokenUse::Actions3,
                    ("actions4" | "4" | "plus4", []) => TokenUse::Actions4,
                    ("actions", []) => {
                        let p = &self.players[usize::from(seat.0)];
                        match (p.tokens.contains(&Token::Actions3), p.tokens.contains(&Token::Actions4)) {
                            (true, true) => {
                                return Err(NotationError::Ambiguous {
                                    text: text.to_string(),
                                    candidates: vec!["token actions3".into(), "token actions4".into()],
                                });
                            }
                            (false, true) => TokenUse::Actions4,
                            _ => TokenUse::Actions3,
                        }
                    }
                    ("upgrade", [a]) => TokenUse::Upgrade(
                        Ability::from_word(a).ok_or_else(|| illegal(text!("hansa-hint-ability")))?,
                    ),
                    ("swap", [c, n]) => {
                        let city = city_id(b, c)?;
                        let slot: u8 = n.parse().map_err(|_| illegal(text!("hansa-hint-swap")))?;
                        TokenUse::Swap {
                            city,
                            slot: slot.checked_sub(1).ok_or_else(|| illegal(text!("hansa-hint-swap")))?,
                        }
                    }
                    ("remove" | "remove3", []) => TokenUse::Remove,
                    ("move" | "move3", []) => TokenUse::Move,
                    _ => {
                        return Err(unknown(text, text!("hansa-hint-token")));
                    }
                };
                Action::Token(u)
            }
        })
    }

    /// Short notation of an action.
    #[must_use]
    pub fn format(&self, action: &Action) -> String {
        let b = self.board();
        let sp = |s: u8| b.space_label(s);
        match action {
            Action::Income { merchants: 0, count: None } => "income".into(),
            Action::Income { merchants, count: None } => format!("income {merchants}m"),
            Action::Income { merchants: 0, count: Some(n) } => format!("income {n}"),
            Action::Income { merchants, count: Some(n) } => format!("income {n} {merchants}m"),
            Action::Place { space, merchant } | Action::Relocate { space, merchant } => {
                format!("place {} {}", sp(*space), kind_word(*merchant))
            }
            Action::Displace { space, merchant, pay_merchants: None } => {
                format!("displace {} {}", sp(*space), kind_word(*merchant))
            }
            Action::Displace { space, merchant, pay_merchants: Some(m) } => {
                let cost = Hansa::displace_cost(self.spaces[usize::from(*space)]);
                format!(
                    "displace {} {} pay {}",
                    sp(*space),
                    kind_word(*merchant),
                    pay_words(cost.saturating_sub(*m), *m)
                )
            }
            Action::PlaceKind { merchant } => format!("place {}", kind_word(*merchant)),
            Action::DisplaceWith { merchant } => format!("displace {}", kind_word(*merchant)),
            Action::Move => "move".into(),
            Action::Back => "back".into(),
            Action::Pick { space } => format!("move {}", sp(*space)),
            Action::Drop { space } => format!("to {}", sp(*space)),
            Action::Target { route } => format!("to r{}", route + 1),
            Action::Swap { a, b } => format!("swap {} {}", sp(*a), sp(*b)),
            Action::RelocateFrom { from, to } => format!("move {} {}", sp(*from), sp(*to)),
            Action::Claim { route, reward } => {
                let r = route + 1;
                match reward {
                    Reward::Nothing => format!("claim r{r}"),
                    Reward::Office { city } => format!("claim r{r} office {}", city_word(b, *city)),
                    Reward::ExtraOffice { city } => format!("claim r{r} extra {}", city_word(b, *city)),
                    Reward::Upgrade(a) => format!("claim r{r} upgrade {}", a.word()),
                    Reward::Special { field } => {
                        let sc = b.special.map_or(0, |(c, _)| c);
                        let pts = b.cities[usize::from(sc)]
                            .special
                            .get(usize::from(*field))
                            .map_or(0, |f| f.points);
                        format!("claim r{r} {} {pts}", city_word(b, sc))
                    }
                }
            }
            Action::Remove { space } => format!("remove {}", sp(*space)),
            Action::Token(u) => match u {
                TokenUse::Actions3 => "token actions3".into(),
                TokenUse::Actions4 => "token actions4".into(),
                TokenUse::Upgrade(a) => format!("token upgrade {}", a.word()),
                TokenUse::Swap { city, slot } => format!("token swap {} {}", city_word(b, *city), slot + 1),
                TokenUse::Remove => "token remove".into(),
                TokenUse::Move => "token move".into(),
            },
            Action::Bonus { route } => format!("bonus r{}", route + 1),
            Action::NeutralOffice { city } => format!("neutral {}", city_word(b, *city)),
            Action::PerkUpgrade => "perk upgrade".into(),
            Action::Favour { tile, tokens } => {
                format!("favour {} {} {}", tile.word(), tokens.0.word(), tokens.1.word())
            }
            Action::PerkOffice { city, merchant } => {
                format!("perk office {} {}", city_word(b, *city), kind_word(*merchant))
            }
            Action::Done => "done".into(),
            Action::End => "end".into(),
        }
    }

    /// One line saying what an action does.
    #[must_use]
    pub fn describe(&self, action: &Action) -> Text {
        let b = self.board();
        let city = |c: u8| b.cities[usize::from(c)].name.clone();
        let at = |s: u8| {
            let r = b.space_route[usize::from(s)];
            text!("hansa-at", space = b.space_label(s), route = route_code(r), name = b.route_name(r))
        };
        match action {
            Action::Income { merchants, count } => {
                let most = self.income_range(self.current).map_or(0, |(n, _)| n);
                let n = count.unwrap_or(most);
                // `most` only when fewer pieces are taken than the Bank allows (0: say nothing).
                text!(
                    "hansa-do-income",
                    n = n,
                    merchants = *merchants,
                    most = if n < most { most } else { 0 }
                )
            }
            Action::Place { space, merchant } => {
                text!("hansa-do-place", kind = kind_word(*merchant), at = at(*space))
            }
            Action::Displace { space, merchant, pay_merchants } => {
                let target = self.spaces[usize::from(*space)];
                let cost = Hansa::displace_cost(target);
                let paid =
                    pay_merchants.unwrap_or_else(|| *self.pay_range(self.current, *space, *merchant).start());
                text!(
                    "hansa-do-displace",
                    target = kind_word(is_merchant(target)),
                    at = at(*space),
                    kind = kind_word(*merchant),
                    cost = cost,
                    paid = pay_text(cost.saturating_sub(paid), paid)
                )
            }
            Action::Pick { space } => text!("hansa-do-pick", at = at(*space)),
            Action::PlaceKind { merchant } => text!("hansa-do-place-kind", kind = kind_word(*merchant)),
            Action::DisplaceWith { merchant } => text!("hansa-do-displace-with", kind = kind_word(*merchant)),
            Action::Move => {
                let n = self.players[usize::from(self.current)].value(crate::board::Ability::LiberSophiae);
                text!("hansa-do-move", n = n)
            }
            Action::Back => text!("hansa-do-back"),
            Action::Drop { space } => text!("hansa-do-drop", at = at(*space)),
            Action::Target { route } => {
                text!("hansa-do-target", route = route_code(*route), name = b.route_name(*route))
            }
            Action::Swap { a, b: other } => {
                text!("hansa-do-swap", a = b.space_label(*a), b = b.space_label(*other))
            }
            Action::Relocate { space, merchant } => {
                text!("hansa-do-relocate", kind = kind_word(*merchant), at = at(*space))
            }
            Action::RelocateFrom { from, to } => {
                text!("hansa-do-relocate-from", from = b.space_label(*from), at = at(*to))
            }
            Action::Claim { route, reward } => text!(
                "hansa-do-claim",
                route = route_code(*route),
                name = b.route_name(*route),
                reward = self.reward_text(*route, *reward)
            ),
            Action::Remove { space } => text!("hansa-do-remove", at = at(*space)),
            Action::Token(u) => match u {
                TokenUse::Actions3 => text!("hansa-do-token-actions", n = 3),
                TokenUse::Actions4 => text!("hansa-do-token-actions", n = 4),
                TokenUse::Upgrade(a) => text!("hansa-do-token-upgrade", ability = a.text()),
                TokenUse::Swap { city: c, slot } => {
                    text!("hansa-do-token-swap", first = slot + 1, second = slot + 2, city = city(*c))
                }
                TokenUse::Remove => text!("hansa-do-token-remove"),
                TokenUse::Move => text!("hansa-do-token-move"),
            },
            Action::Bonus { route } => {
                let token = self.to_place.first().map_or_else(|| text!("hansa-token-any"), |t| t.text());
                text!(
                    "hansa-do-bonus",
                    token = token,
                    route = route_code(*route),
                    name = b.route_name(*route)
                )
            }
            Action::NeutralOffice { city: c } => text!("hansa-do-neutral", city = city(*c)),
            Action::PerkUpgrade => text!("hansa-do-perk-upgrade"),
            Action::Favour { tile, tokens } => text!(
                "hansa-do-favour",
                first = tokens.0.text(),
                second = tokens.1.text(),
                tile = tile.effect()
            ),
            Action::PerkOffice { city: c, merchant } => {
                text!("hansa-do-perk-office", city = city(*c), kind = kind_word(*merchant))
            }
            Action::Done => text!("hansa-do-done"),
            Action::End => text!("hansa-do-end"),
        }
    }
}

/// The route part of a route or space label: `r32.1` → `r32`, `r7` → `r7`.
fn route_of_label(word: &str) -> Option<&str> {
    let route = word.split_once('.').map_or(word, |(route, _)| route);
    let digits = route.strip_prefix('r')?;
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some(route)
}
