//! Stage one of parsing: the words of a move alone, before the state is looked at. Route and
//! space references (`r17`, `r17.2`), piece counts (`1t1m`), piece kinds and the Polish move words.

use kontor_engine::{NotationError, text};

use super::unknown;
use crate::board::{Ability, fold};
use crate::ids::RouteId;

/// A route space as typed: route and index, the index 0-based (`r17` alone has no index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpaceRef {
    pub route: RouteId,
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
    Claim(RouteId, ClaimSyntax),
    Remove(SpaceRef),
    Token(String, Vec<String>),
    Bonus(RouteId),
    Neutral(String),
    /// `perk upgrade`, `perk office <city> <kind>`: a sea route's printed bonus.
    Perk(Vec<String>),
    /// `favour <tile> <token> <token>`: an Emperor's favour tile for two unused tokens.
    Favour(Vec<String>),
    Done,
    End,
}

/// `r17` → route 16.
fn parse_route(word: &str) -> Option<RouteId> {
    let n: u8 = word.strip_prefix(['r', 'R'])?.parse().ok()?;
    n.checked_sub(1).map(RouteId)
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

pub(super) fn parse_kind(word: &str) -> Option<bool> {
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
        // Polish argument words (`ustanów r5 placówka Danzig`) read as their English ones.
        let args: Vec<&str> = args.iter().map(|w| canonical_arg(w)).collect();
        let args = args.as_slice();
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
                let (kind_word, pay) = parse_pay(text, rest)?;
                Ok(Syntax::Displace(space(s)?, kind(kind_word)?, Some(pay)))
            }
            ("move" | "mv" | "pick" | "shift", [a]) => Ok(Syntax::Move(space(a)?, None)),
            ("move" | "mv", [a, b]) => Ok(Syntax::Move(space(a)?, Some(space(b)?))),
            ("swap", [a, b]) => Ok(Syntax::Swap(space(a)?, space(b)?)),
            ("to" | "drop", [a]) => Ok(Syntax::To(space(a)?)),
            ("claim" | "establish" | "c", [r, rest @ ..]) => {
                Ok(Syntax::Claim(route(r)?, parse_claim(text, rest)?))
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

/// `displace r4.1 [kind] pay 1t1m`: the kind's word, if any, and the pieces paid.
fn parse_pay<'a>(text: &str, rest: &'a [&'a str]) -> Result<(Option<&'a &'a str>, Pieces), NotationError> {
    let (kind_word, pay) = match rest {
        [k, p, pay @ ..] if fold(p) == "pay" => (Some(k), pay),
        [p, pay @ ..] if fold(p) == "pay" => (None, pay),
        _ => return Err(unknown(text, text!("hansa-hint-displace"))),
    };
    let pay = Pieces::parse(pay)
        .filter(|p| p.total.is_none() && !pay.is_empty())
        .ok_or_else(|| unknown(text, text!("hansa-hint-pay")))?;
    Ok((kind_word, pay))
}

/// What follows `claim r17`: the reward as typed.
fn parse_claim(text: &str, rest: &[&str]) -> Result<ClaimSyntax, NotationError> {
    let words: Vec<String> = rest.iter().map(|w| (*w).to_string()).collect();
    Ok(match words.as_slice() {
        [] => ClaimSyntax::Nothing,
        [w] if matches!(fold(w).as_str(), "nothing" | "points" | "none") => ClaimSyntax::Nothing,
        [w, city] if fold(w) == "office" => ClaimSyntax::Office(city.clone()),
        [w, city] if fold(w) == "extra" => ClaimSyntax::Extra(city.clone()),
        [w] if fold(w) == "upgrade" => ClaimSyntax::Upgrade(None),
        [w, a] if fold(w) == "upgrade" => ClaimSyntax::Upgrade(Some(
            Ability::from_word(a).ok_or_else(|| unknown(text, text!("hansa-hint-ability")))?,
        )),
        [w] if fold(w) == "table" => ClaimSyntax::Table(None),
        [w, n] if fold(w) == "table" => {
            ClaimSyntax::Table(Some(n.parse().map_err(|_| unknown(text, text!("hansa-hint-table")))?))
        }
        [city] => ClaimSyntax::City(city.clone(), None),
        [city, n] if n.parse::<u8>().is_ok() => ClaimSyntax::City(city.clone(), n.parse().ok()),
        _ => return Err(unknown(text, text!("hansa-hint-claim"))),
    })
}

/// The English notation word for a Polish argument word (folded: lower case, no diacritics);
/// any other word (a space, a city, a count) stays as typed.
fn canonical_arg(word: &str) -> &str {
    match fold(word).as_str() {
        "placowka" | "placowke" | "placowki" => "office",
        "dodatkowa" | "dodatkowe" | "dodatkowo" => "extra",
        "rozwin" | "rozwiniecie" | "rozwoj" => "upgrade",
        "nic" | "punkty" | "tylkopunkty" => "nothing",
        "tabela" | "tabeli" => "table",
        "zaplac" | "placac" | "plac" => "pay",
        "akcje3" => "actions3",
        "akcje4" => "actions4",
        "zamiana" | "zamien" => "swap",
        "usun" | "usuniecie" => "remove",
        "ruch" => "move",
        "przywileje" => "privilegium",
        "ksiega" | "ksiegamadrosci" => "liber",
        "sakiewka" => "bank",
        _ => word,
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
