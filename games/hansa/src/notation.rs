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

use kontor_engine::{NotationError, Seat, path_by_first_word};

use crate::action::{Action, Reward, TokenUse};
use crate::board::{Ability, Board, fold};
use crate::state::{Hansa, Phase, Token, is_merchant};
use crate::turn::{kind_word, pay_words};

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

const HINT: &str = "moves are `income` (`income 2`, `income 1m`), `place r17.2 trader`, \
                    `displace r4.1 trader` (`… pay 1m`), `move` then `to r5` and `move r3.1`, \
                    `claim r17 office <city>` / `claim r17 upgrade <ability>` / `claim r17 coellen 8`, \
                    `token <actions3|actions4|upgrade …|swap <city> <n>|remove|move>`, `remove r4.1`, \
                    `bonus r12`, `neutral <city>`, `done` and `end`";

fn unknown(text: &str, hint: &str) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint: kontor_engine::Text::Plain(hint.to_string()) }
}

fn illegal(reason: impl Into<String>) -> NotationError {
    NotationError::Illegal { reason: kontor_engine::Text::Plain(reason.into()) }
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
        let Some((verb, args)) = words.split_first() else { return Err(unknown(text, HINT)) };
        let space = |w: &str| {
            parse_space(w).ok_or_else(|| unknown(text, &format!("`{w}` is not a route space like r17.2")))
        };
        let route =
            |w: &str| parse_route(w).ok_or_else(|| unknown(text, &format!("`{w}` is not a route like r17")));
        let kind = |w: Option<&&str>| match w {
            None => Ok(None),
            Some(w) => parse_kind(w)
                .map(Some)
                .ok_or_else(|| unknown(text, &format!("`{w}` is not a piece kind (trader or merchant)"))),
        };
        match (verb.to_ascii_lowercase().as_str(), args) {
            ("income" | "hire", args) => Pieces::parse(args).map(Syntax::Income).ok_or_else(|| {
                unknown(
                    text,
                    "`income` (as many as your Bank allows), `income 2` (fewer), `income 1m` or \
                     `income 2 1m` (how many of them are merchants)",
                )
            }),
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
                    _ => {
                        return Err(unknown(
                            text,
                            "`displace r4.1 merchant` or `displace r4.1 merchant pay 1t1m`",
                        ));
                    }
                };
                let pay = Pieces::parse(pay)
                    .filter(|p| p.total.is_none() && !pay.is_empty())
                    .ok_or_else(|| unknown(text, "the pieces you pay: `pay 2t`, `pay 1t1m` or `pay 2m`"))?;
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
                    [w, a] if fold(w) == "upgrade" => {
                        ClaimSyntax::Upgrade(Some(Ability::from_word(a).ok_or_else(|| {
                            unknown(text, "abilities are keys, actiones, privilegium, liber, bank")
                        })?))
                    }
                    [w] if fold(w) == "table" => ClaimSyntax::Table(None),
                    [w, n] if fold(w) == "table" => {
                        ClaimSyntax::Table(Some(n.parse().map_err(|_| unknown(text, "`table <points>`"))?))
                    }
                    [city] => ClaimSyntax::City(city.clone(), None),
                    [city, n] if n.parse::<u8>().is_ok() => ClaimSyntax::City(city.clone(), n.parse().ok()),
                    _ => {
                        return Err(unknown(
                            text,
                            "`claim r17`, `claim r17 office <city>`, `claim r17 extra <city>`, \
                             `claim r17 upgrade <ability>` or `claim r17 coellen <points>`",
                        ));
                    }
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
            _ => Err(unknown(text, HINT)),
        }
    }
}

fn check_route(b: &Board, route: u8) -> Result<(), NotationError> {
    if usize::from(route) >= b.routes.len() {
        return Err(illegal(format!(
            "there is no route r{}; routes are r1 to r{}",
            route + 1,
            b.routes.len()
        )));
    }
    Ok(())
}

/// An exact space (`r17.2`).
fn space_id(b: &Board, s: SpaceRef) -> Result<u8, NotationError> {
    check_route(b, s.route)?;
    let route = &b.routes[usize::from(s.route)];
    let Some(index) = s.index else {
        return Err(illegal(format!("name the space, like r{}.1", s.route + 1)));
    };
    if index >= route.spaces {
        return Err(illegal(format!("route r{} has {} spaces", s.route + 1, route.spaces)));
    }
    Ok(b.space(s.route, index) as u8)
}

fn city_id(b: &Board, word: &str) -> Result<u8, NotationError> {
    b.city_by_name(word).ok_or_else(|| illegal(format!("there is no city `{word}` on this map")))
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
                return Err(illegal(format!(
                    "{} is occupied: `displace {}` replaces an opposing piece",
                    b.space_label(named as u8),
                    b.space_label(named as u8)
                )));
            }
            ship = b.space_merchant_only[usize::from(named)];
        }
        let first =
            |ship: bool| range.clone().find(|&i| self.spaces[i] == 0 && b.space_merchant_only[i] == ship);
        let found = if s.index.is_some() { first(ship) } else { first(false).or_else(|| first(true)) };
        match found {
            Some(free) => Ok(free as u8),
            None => Err(illegal(format!("r{} has no free space", s.route + 1))),
        }
    }

    /// `income …` as typed: how many pieces (`None` when as many as the Bank allows) and how many
    /// of them merchants (traders first when not said).
    fn resolve_income(&self, seat: u8, typed: Pieces) -> Result<Action, NotationError> {
        let Some((most, _)) = self.income_range(seat) else {
            return Err(illegal("your general supply is empty: there is nothing to take"));
        };
        let n = match (typed.total, typed.traders, typed.merchants) {
            (Some(n), _, _) => n,
            (None, Some(t), Some(m)) => t + m,
            _ => most,
        };
        let merchants = match (typed.traders, typed.merchants) {
            (Some(t), Some(m)) if t + m == n => m,
            (Some(_), Some(_)) => {
                return Err(illegal(format!(
                    "{n} piece(s) in all do not add up to the traders and merchants named"
                )));
            }
            (None, Some(m)) => m,
            (Some(t), None) => {
                n.checked_sub(t).ok_or_else(|| illegal(format!("{t} traders are more than {n} pieces")))?
            }
            (None, None) => *self.income_merchants(seat, n).start(),
        };
        if n == 0 || n > most {
            return Err(illegal(format!(
                "income takes 1 to {most} piece(s) now (`income` takes all {most})"
            )));
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
            Err(e) => e.to_string(),
            Ok(_) => "that move is not possible now".to_string(),
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
                                return Err(illegal(format!(
                                    "displacing the piece on {} costs {cost} piece(s)",
                                    b.space_label(space)
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
                        return Err(illegal(format!(
                            "two steps: `move {}` picks the piece up, then `to r{}`",
                            b.space_label(from),
                            to.route + 1
                        )));
                    }
                    _ => {
                        return Err(illegal(format!(
                            "`move` starts the move action; then `move {} r{}` (or `to r{}`, then `move {}`)",
                            b.space_label(from),
                            to.route + 1,
                            to.route + 1,
                            b.space_label(from)
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
                    return Err(illegal(format!("there is no route r{}", route + 1)));
                }
                Action::Bonus { route }
            }
            Syntax::Neutral(c) => Action::NeutralOffice { city: city_id(b, &c)? },
            Syntax::Favour(words) => {
                let hint = "`favour <anywhere|action|income|reinforce|cities|abilities> <token> <token>`";
                let tile = crate::favour::Favour::from_word(&words[0]).ok_or_else(|| unknown(text, hint))?;
                let t1 = Token::from_word(&words[1]).ok_or_else(|| unknown(text, hint))?;
                let t2 = Token::from_word(&words[2]).ok_or_else(|| unknown(text, hint))?;
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
                                .ok_or_else(|| unknown(text, "`perk office <city> trader|merchant`"))?,
                        ),
                        _ => return Err(unknown(text, "`perk office <city> trader|merchant`")),
                    };
                    pick_kind(&|merchant| Action::PerkOffice { city, merchant }, kind)?
                }
                _ => {
                    return Err(unknown(
                        text,
                        "sea-route bonuses: `perk upgrade`, `perk office <city> <kind>`, `done`",
                    ));
                }
            },
            Syntax::Done => Action::Done,
            Syntax::End => Action::End,
            Syntax::Claim(route, claim) => {
                let Some(r) = b.routes.get(usize::from(route)) else {
                    return Err(illegal(format!("there is no route r{}", route + 1)));
                };
                let special_city = b.special.map(|(c, _)| c);
                let table = |points: Option<u8>| -> Result<Reward, NotationError> {
                    let Some(sc) = special_city else { return Err(illegal("this map has no points table")) };
                    let fields = &b.cities[usize::from(sc)].special;
                    match points {
                        Some(pts) => fields
                            .iter()
                            .position(|f| f.points == pts)
                            .map(|i| Reward::Special { field: i as u8 })
                            .ok_or_else(|| illegal(format!("the table has no {pts}-point field"))),
                        None => {
                            // The most valuable field you may take.
                            let l = legal();
                            (0..fields.len())
                                .rev()
                                .map(|i| Reward::Special { field: i as u8 })
                                .find(|rw| l.contains(&Action::Claim { route, reward: *rw }))
                                .ok_or_else(|| {
                                    illegal("you cannot take a field of the table with this route")
                                })
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
                            [] => return Err(illegal(format!("r{} leads to no ability city", route + 1))),
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
                        let table_route = b.special.is_some_and(|(sc, to)| {
                            r.cities.contains(&sc) && (to == u8::MAX || r.cities.contains(&to))
                        });
                        if Some(city) == special_city && (points.is_some() || table_route) {
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
                    ("upgrade", [a]) => {
                        TokenUse::Upgrade(Ability::from_word(a).ok_or_else(|| {
                            illegal("abilities are keys, actiones, privilegium, liber, bank")
                        })?)
                    }
                    ("swap", [c, n]) => {
                        let city = city_id(b, c)?;
                        let slot: u8 = n
                            .parse()
                            .map_err(|_| illegal("`token swap <city> <n>` swaps offices n and n+1"))?;
                        TokenUse::Swap {
                            city,
                            slot: slot.checked_sub(1).ok_or_else(|| illegal("offices count from 1"))?,
                        }
                    }
                    ("remove" | "remove3", []) => TokenUse::Remove,
                    ("move" | "move3", []) => TokenUse::Move,
                    _ => {
                        return Err(unknown(
                            text,
                            "tokens: `token actions3`, `token actions4`, `token upgrade <ability>`, \
                             `token swap <city> <n>`, `token remove`, `token move` (extra office: `claim r17 extra <city>`)",
                        ));
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
    pub fn describe(&self, action: &Action) -> String {
        let b = self.board();
        let route_of = |s: u8| {
            let r = b.space_route[usize::from(s)];
            format!("{} on r{} ({})", b.space_label(s), r + 1, b.route_name(r))
        };
        match action {
            Action::Income { merchants, count } => {
                let most = self.income_range(self.current).map_or(0, |(n, _)| n);
                let n = count.unwrap_or(most);
                let fewer = if n < most { format!(", {most} allowed") } else { String::new() };
                format!("income: take {n} piece(s) from the general supply ({merchants} merchant(s){fewer})")
            }
            Action::Place { space, merchant } => {
                format!("place a {} {}", kind_word(*merchant), route_of(*space))
            }
            Action::Displace { space, merchant, pay_merchants } => {
                let target = self.spaces[usize::from(*space)];
                let cost = Hansa::displace_cost(target);
                let paid =
                    pay_merchants.unwrap_or_else(|| *self.pay_range(self.current, *space, *merchant).start());
                let pay = match (cost.saturating_sub(paid), paid) {
                    (t, 0) => format!("{t} trader(s)"),
                    (0, m) => format!("{m} merchant(s)"),
                    (t, m) => format!("{t} trader(s) and {m} merchant(s)"),
                };
                format!(
                    "displace the {} {} with your {} (costs {cost} more: {pay} to the general supply)",
                    kind_word(is_merchant(target)),
                    route_of(*space),
                    kind_word(*merchant)
                )
            }
            Action::Pick { space } => format!("pick up the piece {}", route_of(*space)),
            Action::PlaceKind { merchant } => {
                format!("place a {} (choose the space next)", kind_word(*merchant))
            }
            Action::DisplaceWith { merchant } => {
                format!("displace an opposing piece with a {} (choose it next)", kind_word(*merchant))
            }
            Action::Move => {
                let n = self.players[usize::from(self.current)].value(crate::board::Ability::LiberSophiae);
                format!("move up to {n} of your pieces on the routes")
            }
            Action::Back => "go back".into(),
            Action::Drop { space } => format!("put it {}", route_of(*space)),
            Action::Target { route } => format!("bring pieces to r{} ({})", route + 1, b.route_name(*route)),
            Action::Swap { a, b: other } => {
                format!(
                    "swap your trader on {} with your merchant on {} (2 moves)",
                    b.space_label(*a),
                    b.space_label(*other)
                )
            }
            Action::Relocate { space, merchant } => {
                format!("put a {} {}", kind_word(*merchant), route_of(*space))
            }
            Action::RelocateFrom { from, to } => {
                format!("move your piece from {} to {}", b.space_label(*from), route_of(*to))
            }
            Action::Claim { route, reward } => {
                format!(
                    "establish r{} ({}): {}",
                    route + 1,
                    b.route_name(*route),
                    self.reward_text(*route, *reward)
                )
            }
            Action::Remove { space } => format!("remove the piece {}", route_of(*space)),
            Action::Token(u) => match u {
                TokenUse::Actions3 => "use +3 actions".into(),
                TokenUse::Actions4 => "use +4 actions".into(),
                TokenUse::Upgrade(a) => format!("use the upgrade token on {}", a.name()),
                TokenUse::Swap { city, slot } => format!(
                    "swap offices {} and {} in {}",
                    slot + 1,
                    slot + 2,
                    b.cities[usize::from(*city)].name
                ),
                TokenUse::Remove => "use Remove 3: remove up to 3 opposing pieces".into(),
                TokenUse::Move => "use Move 3: move up to 3 opposing pieces".into(),
            },
            Action::Bonus { route } => {
                let t = self.to_place.first().map_or("bonus", |t| t.name());
                format!("put the {t} token beside r{} ({})", route + 1, b.route_name(*route))
            }
            Action::NeutralOffice { city } => {
                format!("neutral office in {}", b.cities[usize::from(*city)].name)
            }
            Action::PerkUpgrade => "use the sea route's bonus: upgrade Privilegium".into(),
            Action::Favour { tile, tokens } => format!(
                "give up this turn's actions, turn {} and {} face down, take the Emperor's favour: {}",
                tokens.0.name(),
                tokens.1.name(),
                tile.text()
            ),
            Action::PerkOffice { city, merchant } => format!(
                "use the sea route's bonus: an office in {} with a {} from your personal supply",
                b.cities[usize::from(*city)].name,
                kind_word(*merchant)
            ),
            Action::Done => "finish this step".into(),
            Action::End => "end your turn".into(),
        }
    }
}

/// The route part of a route or space label: `r32.1` → `r32`, `r7` → `r7`.
fn route_of_label(word: &str) -> Option<&str> {
    let route = word.split_once('.').map_or(word, |(route, _)| route);
    let digits = route.strip_prefix('r')?;
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some(route)
}
