//! Chat notation. Route spaces are `r17.2` (route 17 as printed on the picture, 2nd space from its
//! first-named city), routes `r17`, cities by name without accents (`Lubeck`, `Koln`).
//!
//! `income`, `income 1m`, `place r17.2 trader`, `displace r4.1 merchant`, `move r3.1` then
//! `to r5.2`, `claim r17`, `claim r17 office Hamburg`, `claim r17 extra Hamburg`,
//! `claim r17 upgrade keys`, `claim r17 coellen 8`, `token actions3`, `token upgrade bank`,
//! `token swap Hamburg 1`, `token remove`, `token move`, `remove r4.1`, `bonus r12`,
//! `neutral Hamburg`, `done`, `end`. Parsing is two-stage: [`Syntax::parse`] reads the words alone,
//! then the syntax is resolved against the state.

use kontor_engine::{NotationError, Seat};

use crate::action::{Action, Reward, TokenUse};
use crate::board::{Ability, Board, fold};
use crate::state::{Hansa, Phase, Token, is_merchant};
use crate::turn::kind_word;

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

/// A move as typed, before it is checked against the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    Income(u8),
    PlaceKind(Option<bool>),
    DisplaceWith(Option<bool>),
    MoveStart,
    Back,
    Place(SpaceRef, Option<bool>),
    Displace(SpaceRef, Option<bool>),
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

const HINT: &str = "moves are `income`, `place r17.2 trader`, `displace r4.1 trader`, `move r3.1` then \
                    `to r5.2`, `claim r17 office <city>` / `claim r17 upgrade <ability>` / `claim r17 coellen 8`, \
                    `token <actions3|actions4|upgrade …|swap <city> <n>|remove|move>`, `remove r4.1`, \
                    `bonus r12`, `neutral <city>`, `done` and `end`";

fn unknown(text: &str, hint: &str) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint: hint.to_string() }
}

fn illegal(reason: impl Into<String>) -> NotationError {
    NotationError::Illegal { reason: reason.into() }
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
            ("income" | "hire", []) => Ok(Syntax::Income(0)),
            ("income" | "hire", [n, rest @ ..]) => {
                let digits = n.trim_end_matches(['m', 'M']).trim_start_matches(['m', 'M']);
                let ok = rest.is_empty() || rest.iter().all(|w| parse_kind(w) == Some(true));
                match digits.parse::<u8>() {
                    Ok(m) if ok => Ok(Syntax::Income(m)),
                    _ => Err(unknown(text, "`income` or `income 1m` (how many of the pieces are merchants)")),
                }
            }
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
                Ok(Syntax::Displace(space(s)?, kind(rest.first())?))
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
            Syntax::Income(m) => Action::Income { merchants: m },
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
            Syntax::Displace(s, kind) => {
                let space = space_id(b, s)?;
                pick_kind(&|merchant| Action::Displace { space, merchant }, kind)?
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
                            "moves go in steps: `move` starts the action, `to r{}` chooses the route, then \
                             `move {}` brings the piece there",
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
            Action::Income { merchants: 0 } => "income".into(),
            Action::Income { merchants } => format!("income {merchants}m"),
            Action::Place { space, merchant } | Action::Relocate { space, merchant } => {
                format!("place {} {}", sp(*space), kind_word(*merchant))
            }
            Action::Displace { space, merchant } => {
                format!("displace {} {}", sp(*space), kind_word(*merchant))
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
            Action::Income { merchants } => {
                let n = self.income_range(self.current).map_or(0, |(n, _)| n);
                format!("income: take {n} piece(s) from the general supply ({merchants} merchant(s))")
            }
            Action::Place { space, merchant } => {
                format!("place a {} {}", kind_word(*merchant), route_of(*space))
            }
            Action::Displace { space, merchant } => {
                let target = self.spaces[usize::from(*space)];
                let cost = if is_merchant(target) { 2 } else { 1 };
                format!(
                    "displace the {} {} with your {} (costs {cost} more)",
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
