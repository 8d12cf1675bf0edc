//! Actions written back for chat: the short notation (`place r17.1 trader`, which parses back to
//! the same action), the menu path of an action, and the one-line description of what it does.
//!
//! `Notation` is implemented here, with parsing (stage two is `resolve`).

use kontor_engine::{Localized, Notation, NotationError, Rules, Seat, Text, text};

use super::{Syntax, illegal};
use crate::action::{Action, Reward, TokenUse};
use crate::board::Board;
use crate::ids::{CityId, SpaceId};
use crate::state::Hansa;
use crate::turn::{kind_word, pay_text, pay_words};

/// `Hamburg` for chat: the ASCII slug with a capital letter.
fn city_word(b: &Board, city: CityId) -> String {
    let slug = &b.city(city).slug;
    let mut chars = slug.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

impl Hansa {
    /// Income: the pieces, and the Bank's most when fewer are taken.
    fn describe_income(&self, merchants: u8, count: Option<u8>) -> Text {
        let most = self.income_range(self.current).map_or(0, |(n, _)| n);
        let n = count.unwrap_or(most);
        // `most` only when fewer pieces are taken than the Bank allows (0: say nothing).
        text!("hansa-do-income", n = n, merchants = merchants, most = if n < most { most } else { 0 })
    }

    /// A displacement: the piece displaced, the piece placed and the pieces paid.
    fn describe_displace(&self, space: SpaceId, merchant: bool, pay_merchants: Option<u8>, at: Text) -> Text {
        let target = self.spaces[space.index()];
        let cost = Hansa::displace_cost(target);
        let paid = pay_merchants.unwrap_or_else(|| *self.pay_range(self.current, space, merchant).start());
        text!(
            "hansa-do-displace",
            target = kind_word(target.is_merchant()),
            at = at,
            kind = kind_word(merchant),
            cost = cost,
            paid = pay_text(cost.saturating_sub(paid), paid)
        )
    }
}

/// What using a bonus token does.
fn describe_token(b: &Board, u: TokenUse) -> Text {
    match u {
        TokenUse::Actions3 => text!("hansa-do-token-actions", n = 3),
        TokenUse::Actions4 => text!("hansa-do-token-actions", n = 4),
        TokenUse::Upgrade(a) => text!("hansa-do-token-upgrade", ability = a.text()),
        TokenUse::Swap { city, slot } => {
            text!("hansa-do-token-swap", first = slot + 1, second = slot + 2, city = b.city(city).text())
        }
        TokenUse::Remove => text!("hansa-do-token-remove"),
        TokenUse::Move => text!("hansa-do-token-move"),
    }
}

impl Notation for Hansa {
    /// Short notation of an action.
    fn format_action(&self, action: &Action) -> String {
        let b = self.board();
        let sp = |s: SpaceId| b.space_label(s);
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
                let cost = Hansa::displace_cost(self.spaces[space.index()]);
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
            Action::Target { route } => format!("to {route}"),
            Action::Swap { a, b } => format!("swap {} {}", sp(*a), sp(*b)),
            Action::RelocateFrom { from, to } => format!("move {} {}", sp(*from), sp(*to)),
            Action::Claim { route: r, reward } => match reward {
                Reward::Nothing => format!("claim {r}"),
                Reward::Office { city } => format!("claim {r} office {}", city_word(b, *city)),
                Reward::ExtraOffice { city } => format!("claim {r} extra {}", city_word(b, *city)),
                Reward::Upgrade(a) => format!("claim {r} upgrade {}", a.word()),
                Reward::Special { field } => {
                    let sc = b.special.map_or(CityId(0), |(c, _)| c);
                    let pts = b.city(sc).special.get(usize::from(*field)).map_or(0, |f| f.points);
                    format!("claim {r} {} {pts}", city_word(b, sc))
                }
            },
            Action::Remove { space } => format!("remove {}", sp(*space)),
            Action::Token(u) => match u {
                TokenUse::Actions3 => "token actions3".into(),
                TokenUse::Actions4 => "token actions4".into(),
                TokenUse::Upgrade(a) => format!("token upgrade {}", a.word()),
                TokenUse::Swap { city, slot } => format!("token swap {} {}", city_word(b, *city), slot + 1),
                TokenUse::Remove => "token remove".into(),
                TokenUse::Move => "token move".into(),
            },
            Action::Bonus { route } => format!("bonus {route}"),
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
    fn describe_action(&self, action: &Action) -> Text {
        let b = self.board();
        let city = |c: CityId| b.city(c).text();
        let at = |s: SpaceId| {
            let r = b.space_route[s.index()];
            text!("hansa-at", space = b.space_label(s), route = r.to_string(), name = b.route_text(r))
        };
        match action {
            Action::Income { merchants, count } => self.describe_income(*merchants, *count),
            Action::Place { space, merchant } => {
                text!("hansa-do-place", kind = kind_word(*merchant), at = at(*space))
            }
            Action::Displace { space, merchant, pay_merchants } => {
                self.describe_displace(*space, *merchant, *pay_merchants, at(*space))
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
                text!("hansa-do-target", route = route.to_string(), name = b.route_text(*route))
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
                route = route.to_string(),
                name = b.route_text(*route),
                reward = self.reward_text(*route, *reward)
            ),
            Action::Remove { space } => text!("hansa-do-remove", at = at(*space)),
            Action::Token(u) => describe_token(b, *u),
            Action::Bonus { route } => {
                let token = self.to_place.first().map_or_else(|| text!("hansa-token-any"), |t| t.text());
                text!("hansa-do-bonus", token = token, route = route.to_string(), name = b.route_text(*route))
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

    /// Stage two: resolves typed notation for `seat` against the state and checks it is legal.
    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        let action = self.resolve(seat, text, Syntax::parse(text)?)?;
        let legal = self.legal_actions(seat);
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

    /// The menu path of an action: its kind (`place`, `displace`, `claim`, `token` …) → the route
    /// it is on (`r32`, as the board labels it) → the space and piece (`r32.1 merchant`) or the
    /// reward (`office Hamburg`). No label repeats the word of the label above it: the first is
    /// the move's word, the others say only what the player chooses next.
    fn choice_path(&self, action: &Action) -> Vec<String> {
        let b = self.board();
        let route = |s: SpaceId| b.space_route[s.index()].to_string();
        let notation = self.format_action(action);
        let words: Vec<&str> = notation.split(' ').collect();
        let verb = words[0].to_string();
        let tail = |from: usize| words[from..].join(" ");
        match action {
            Action::Income { .. } if words.len() == 1 => vec![verb, "all".into()],
            Action::Income { count: None, .. } => vec![verb, format!("all {}", tail(1))],
            Action::Place { space, .. }
            | Action::Relocate { space, .. }
            | Action::Displace { space, .. }
            | Action::Pick { space }
            | Action::Drop { space }
            | Action::Remove { space } => vec![verb, route(*space), tail(1)],
            // A piece, then where it goes (`move` → `r3.1` → `r6.2`): a bare space, so that the
            // service's ranges of many destinations read `r3.1 r1.1–r17.1`, not `to r1.1–to …`.
            Action::RelocateFrom { from, to } | Action::Swap { a: from, b: to } => {
                vec![verb, b.space_label(*from), b.space_label(*to)]
            }
            Action::Claim { route, reward: Reward::Nothing } => {
                vec![verb, route.to_string(), "nothing".into()]
            }
            Action::Claim { route, .. } => vec![verb, route.to_string(), tail(2)],
            Action::Favour { .. } => vec![verb, words[1].to_string(), tail(2)],
            _ if words.len() == 1 => vec![verb],
            _ => vec![verb, tail(1)],
        }
    }

    fn is_step_back(&self, action: &Action) -> bool {
        matches!(action, Action::Back)
    }
}
