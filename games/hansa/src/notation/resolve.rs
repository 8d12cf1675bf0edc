//! Stage two of parsing: typed syntax resolved against the state (the first free space of a route,
//! the pieces an income or a displacement takes, the reward a claim names) and checked against the
//! legal list.

use kontor_engine::{Localized, Notation, NotationError, Rules, Seat, text};

use super::syntax::{ClaimSyntax, Pieces, SpaceRef, Syntax, parse_kind};
use super::{illegal, unknown};
use crate::action::{Action, Reward, TokenUse};
use crate::board::{Ability, Board};
use crate::ids::{CityId, RouteId, SpaceId};
use crate::refusal::RuleError;
use crate::state::{Hansa, Phase, Token};

fn check_route(b: &Board, route: RouteId) -> Result<(), NotationError> {
    if route.index() >= b.routes.len() {
        return Err(illegal(text!(
            "hansa-err-no-such-route",
            route = route.to_string(),
            count = b.routes.len()
        )));
    }
    Ok(())
}

/// A route, or a space of it, that exists on this map: an id that does not is refused, never
/// taken for another (issue #61).
fn check_ref(b: &Board, s: SpaceRef) -> Result<(), NotationError> {
    check_route(b, s.route)?;
    let spaces = b.route(s.route).spaces;
    match s.index {
        Some(index) if index >= spaces => {
            Err(illegal(text!("hansa-err-route-spaces", route = s.route.to_string(), spaces = spaces)))
        }
        _ => Ok(()),
    }
}

/// An exact space (`r17.2`).
fn space_id(b: &Board, s: SpaceRef) -> Result<SpaceId, NotationError> {
    check_ref(b, s)?;
    let Some(index) = s.index else {
        return Err(illegal(text!("hansa-err-name-space", route = s.route.to_string())));
    };
    Ok(b.space(s.route, index))
}

fn city_id(b: &Board, word: &str) -> Result<CityId, NotationError> {
    b.city_by_name(word).ok_or_else(|| illegal(text!("hansa-err-no-city", city = word)))
}

impl Hansa {
    /// A space to put a piece on: a piece goes to the first free space of its type (land or ship)
    /// on the route, so a free `r17.2` or `r17` mean that space while the route has one.
    fn free_spot(&self, s: SpaceRef) -> Result<SpaceId, NotationError> {
        let b = self.board();
        check_ref(b, s)?;
        let range = self.route_spaces(s.route);
        let mut ship = false;
        if let Some(index) = s.index {
            let named = b.space(s.route, index);
            if !self.spaces[named.index()].is_empty() {
                return Err(illegal(text!("hansa-err-occupied", space = b.space_label(named))));
            }
            ship = b.space_merchant_only[named.index()];
        }
        let first = |ship: bool| {
            range.clone().find(|&i| self.spaces[i].is_empty() && b.space_merchant_only[i] == ship)
        };
        let found = if s.index.is_some() { first(ship) } else { first(false).or_else(|| first(true)) };
        match found {
            Some(free) => Ok(SpaceId::from_index(free)),
            None => Err(illegal(text!("hansa-err-route-full", route = s.route.to_string()))),
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

    /// Stage two proper, one function a kind of move.
    pub(super) fn resolve(&self, seat: Seat, text: &str, syntax: Syntax) -> Result<Action, NotationError> {
        let b = self.board();
        Ok(match syntax {
            Syntax::Income(pieces) => self.resolve_income(seat.0, pieces)?,
            // The kind of piece alone is a step of the menu, not a move: the space goes with it.
            Syntax::PlaceKind(_) => return Err(illegal(text!("hansa-err-place-where"))),
            Syntax::DisplaceWith(_) => return Err(illegal(text!("hansa-err-displace-where"))),
            Syntax::MoveStart => Action::Move,
            Syntax::Back => return Err(illegal(text!("hansa-err-no-back"))),
            Syntax::Place(s, kind) => self.resolve_place(seat, text, s, kind)?,
            Syntax::Displace(s, kind, pay) => self.resolve_displace(seat, text, s, kind, pay)?,
            Syntax::Move(a, None) => self.resolve_next_piece(space_id(b, a)?)?,
            Syntax::Move(a, Some(to)) => self.resolve_move(space_id(b, a)?, to)?,
            Syntax::To(s) => match self.phase {
                Phase::Shifting { .. } | Phase::PerkMove { .. } => Action::Drop { space: self.free_spot(s)? },
                Phase::Moving { .. } => return Err(illegal(text!("hansa-err-route-first"))),
                _ => return Err(illegal(RuleError::WrongPhase { phase: self.phase.clone() }.text())),
            },
            Syntax::Swap(x, y) => Action::Swap { a: space_id(b, x)?, b: space_id(b, y)? },
            Syntax::Remove(s) => Action::Remove { space: space_id(b, s)? },
            Syntax::Bonus(route) => {
                check_route(b, route)?;
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
            Syntax::Perk(words) => self.resolve_perk(seat, text, &words)?,
            Syntax::Done => Action::Done,
            Syntax::End => Action::End,
            Syntax::Claim(route, claim) => self.resolve_claim(seat, text, route, claim)?,
            Syntax::Token(word, args) => Action::Token(self.resolve_token(seat, text, &word, &args)?),
        })
    }

    /// The action `make` builds for the kind of piece named, or, when none is, for the one kind
    /// the legal list offers (a trader when it offers neither; ambiguous when both).
    fn pick_kind(
        &self,
        seat: Seat,
        text: &str,
        make: &dyn Fn(bool) -> Action,
        kind: Option<bool>,
    ) -> Result<Action, NotationError> {
        if let Some(k) = kind {
            return Ok(make(k));
        }
        let l = self.legal_actions(seat);
        let options: Vec<Action> = [false, true].into_iter().map(make).filter(|a| l.contains(a)).collect();
        match options.as_slice() {
            [one] => Ok(one.clone()),
            [] => Ok(make(false)),
            many => Err(NotationError::Ambiguous {
                text: text.to_string(),
                candidates: many.iter().map(|a| self.format_action(a)).collect(),
            }),
        }
    }

    /// `place r17 trader`: a placement, or where the displaced player or a sea route's bonus
    /// puts a piece.
    fn resolve_place(
        &self,
        seat: Seat,
        text: &str,
        s: SpaceRef,
        kind: Option<bool>,
    ) -> Result<Action, NotationError> {
        let space = self.free_spot(s)?;
        match self.phase {
            Phase::Displaced { pending, .. } => {
                let kind = if !pending.is_empty() { kind.or(Some(pending.is_merchant())) } else { kind };
                self.pick_kind(seat, text, &|merchant| Action::Relocate { space, merchant }, kind)
            }
            Phase::Perk { .. } => {
                self.pick_kind(seat, text, &|merchant| Action::Relocate { space, merchant }, kind)
            }
            _ => self.pick_kind(seat, text, &|merchant| Action::Place { space, merchant }, kind),
        }
    }

    /// `displace r4.1 merchant pay 1t1m`: the pieces paid, traders first unless said.
    fn resolve_displace(
        &self,
        seat: Seat,
        text: &str,
        s: SpaceRef,
        kind: Option<bool>,
        pay: Option<Pieces>,
    ) -> Result<Action, NotationError> {
        let b = self.board();
        let space = space_id(b, s)?;
        let cost = Hansa::displace_cost(self.spaces[space.index()]);
        let paid = match pay {
            None => None,
            Some(Pieces { traders, merchants, .. }) => Some(match (traders, merchants) {
                (Some(t), Some(m)) if t + m == cost => m,
                (None, Some(m)) if m <= cost => m,
                (Some(t), None) if t <= cost => cost - t,
                _ => {
                    let space = b.space_label(space);
                    return Err(illegal(text!("hansa-err-displace-pay", space = space, cost = cost)));
                }
            }),
        };
        // Traders first is the default and is written without `pay`.
        let make = |merchant: bool| {
            let pay_merchants = paid.filter(|&m| m != *self.pay_range(seat.0, space, merchant).start());
            Action::Displace { space, merchant, pay_merchants }
        };
        self.pick_kind(seat, text, &make, kind)
    }

    /// `move r3.2` alone: the next piece of a move action to the route the last one went to, or
    /// picking a piece up in a game saved between the old two steps.
    fn resolve_next_piece(&self, from: SpaceId) -> Result<Action, NotationError> {
        Ok(match self.phase {
            // `move r3.2` after `move r3.1 r5`: the next piece to the same route.
            Phase::Moving { target: Some(r), .. } => match self.move_spot(from.index(), r) {
                Some(to) => Action::RelocateFrom { from, to: SpaceId::from_index(to) },
                None => return Err(illegal(text!("hansa-err-cannot-go", route = r.to_string()))),
            },
            Phase::Moving { target: None, .. }
            | Phase::Shifting { lifted: None, .. }
            | Phase::PerkMove { lifted: None, .. } => {
                return Err(illegal(text!("hansa-err-route-first")));
            }
            _ => Action::Pick { space: from },
        })
    }

    /// `move r3.1 r5`: a piece to another route or space, as the phase moves pieces.
    fn resolve_move(&self, from: SpaceId, to: SpaceRef) -> Result<Action, NotationError> {
        let b = self.board();
        Ok(match self.phase {
            Phase::Displaced { .. } | Phase::Perk { .. } => {
                Action::RelocateFrom { from, to: self.free_spot(to)? }
            }
            Phase::PerkMove { lifted: Some(l), .. } if l == from => {
                Action::Drop { space: self.free_spot(to)? }
            }
            Phase::PerkMove { lifted: None, .. } | Phase::Shifting { lifted: None, .. } => {
                Action::RelocateFrom { from, to: self.free_spot(to)? }
            }
            Phase::Moving { .. } => {
                check_ref(b, to)?;
                // Spaces of one type are alike: the piece takes the first free one it may.
                match self.move_spot(from.index(), to.route) {
                    Some(s) => Action::RelocateFrom { from, to: SpaceId::from_index(s) },
                    None => Action::RelocateFrom { from, to: self.free_spot(to)? },
                }
            }
            Phase::Shifting { lifted: Some(l), .. } if l == from => {
                Action::Drop { space: self.free_spot(to)? }
            }
            _ => {
                return Err(illegal(text!(
                    "hansa-err-move-first",
                    space = b.space_label(from),
                    route = to.route.to_string()
                )));
            }
        })
    }

    /// `perk upgrade`, `perk office Dresden trader`: a sea route's bonus.
    fn resolve_perk(&self, seat: Seat, text: &str, words: &[String]) -> Result<Action, NotationError> {
        match words.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
            ["upgrade", ..] => Ok(Action::PerkUpgrade),
            ["office", city, rest @ ..] => {
                let city = city_id(self.board(), city)?;
                let syntax = || unknown(text, text!("hansa-hint-perk-office-syntax"));
                let kind = match rest {
                    [] => None,
                    [k] => Some(parse_kind(k).ok_or_else(syntax)?),
                    _ => return Err(syntax()),
                };
                self.pick_kind(seat, text, &|merchant| Action::PerkOffice { city, merchant }, kind)
            }
            _ => Err(unknown(text, text!("hansa-hint-perk"))),
        }
    }

    /// `claim r17 …`: the reward named, looked up on this map.
    fn resolve_claim(
        &self,
        seat: Seat,
        text: &str,
        route: RouteId,
        claim: ClaimSyntax,
    ) -> Result<Action, NotationError> {
        let b = self.board();
        check_route(b, route)?;
        let special_city = b.special.map(|(c, _)| c);
        let reward = match claim {
            ClaimSyntax::Nothing => Reward::Nothing,
            ClaimSyntax::Office(c) => Reward::Office { city: city_id(b, &c)? },
            ClaimSyntax::Extra(c) => Reward::ExtraOffice { city: city_id(b, &c)? },
            ClaimSyntax::Upgrade(Some(a)) => Reward::Upgrade(a),
            ClaimSyntax::Upgrade(None) => self.claim_upgrade(text, route)?,
            ClaimSyntax::Table(points) => self.claim_table(seat, route, points)?,
            ClaimSyntax::City(c, points) => {
                let city = city_id(b, &c)?;
                if Some(city) == special_city && (points.is_some() || b.leads_to_table(route)) {
                    self.claim_table(seat, route, points)?
                } else {
                    Reward::Office { city }
                }
            }
        };
        Ok(Action::Claim { route, reward })
    }

    /// `claim r17 upgrade`: the one ability the route's cities upgrade.
    fn claim_upgrade(&self, text: &str, route: RouteId) -> Result<Reward, NotationError> {
        let b = self.board();
        let abilities: Vec<Ability> =
            b.route(route).cities.iter().flat_map(|&c| b.city(c).abilities.iter().copied()).collect();
        match abilities.as_slice() {
            [a] => Ok(Reward::Upgrade(*a)),
            [] => Err(illegal(text!("hansa-err-no-ability-city", route = route.to_string()))),
            many => Err(NotationError::Ambiguous {
                text: text.to_string(),
                candidates: many.iter().map(|a| format!("claim {route} upgrade {}", a.word())).collect(),
            }),
        }
    }

    /// `claim r17 table 7`: the field of the special-points table worth these points, or the
    /// most valuable one `seat` may take.
    fn claim_table(&self, seat: Seat, route: RouteId, points: Option<u8>) -> Result<Reward, NotationError> {
        let b = self.board();
        let Some((sc, _)) = b.special else { return Err(illegal(text!("hansa-err-no-table"))) };
        let fields = &b.city(sc).special;
        match points {
            Some(pts) => fields
                .iter()
                .position(|f| f.points == pts)
                .map(|i| Reward::Special { field: i as u8 })
                .ok_or_else(|| illegal(text!("hansa-err-no-field", points = pts))),
            None => {
                // The most valuable field you may take.
                let l = self.legal_actions(seat);
                (0..fields.len())
                    .rev()
                    .map(|i| Reward::Special { field: i as u8 })
                    .find(|rw| l.contains(&Action::Claim { route, reward: *rw }))
                    .ok_or_else(|| illegal(text!("hansa-err-table-route")))
            }
        }
    }

    /// `token …`: the bonus token named and what it does.
    fn resolve_token(
        &self,
        seat: Seat,
        text: &str,
        word: &str,
        args: &[String],
    ) -> Result<TokenUse, NotationError> {
        let b = self.board();
        Ok(match (word, args) {
            ("actions3" | "3" | "plus3", []) => TokenUse::Actions3,
            ("actions4" | "4" | "plus4", []) => TokenUse::Actions4,
            ("actions", []) => {
                let p = &self.players[usize::from(seat.0)];
                match (p.tokens.contains(Token::Actions3), p.tokens.contains(Token::Actions4)) {
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
                TokenUse::Upgrade(Ability::from_word(a).ok_or_else(|| illegal(text!("hansa-hint-ability")))?)
            }
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
            _ => return Err(unknown(text, text!("hansa-hint-token"))),
        })
    }
}
