//! Chat notation: `official postmaster`, `draw 3`, `draw deck`, `route left nue`, `route right ing`,
//! `new nue`, `close each`, `close baiern`, `house ing`, `keep nue reg aug`, `end`. Cities are the
//! 3-letter codes printed on the board; full names (accents optional) work too. Parsing is
//! two-stage: syntax without the state, then resolution against the state.

use kontor_engine::{NotationError, Seat, path_by_first_word};

use crate::action::{Action, End, Official, Placement, Source};
use crate::board::{City, Province};
use crate::legal::end_word;
use crate::state::{DISPLAY_SIZE, Phase, Step, ThurnTaxis};

/// A move as typed, before it is checked against the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    Official(Official),
    Draw(Source),
    /// `route <city>` without an end: resolved against the route.
    Route(Option<End>, City),
    New(City),
    Close(Placement),
    House(City),
    Keep(Vec<City>),
    End,
}

const HINT: &str = "moves are `official <postmaster|carrier|administrator|cartwright>`, `draw <1-6|deck>`, \
                    `route left|right <city>`, `new <city>`, `close each|<province>`, `house <city>`, \
                    `keep <city> <city> <city>` and `end`; cities are codes like nue, reg, aug";

fn unknown(text: &str, hint: &str) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint: kontor_engine::Text::Plain(hint.to_string()) }
}

fn city(text: &str, word: &str) -> Result<City, NotationError> {
    City::from_word(word).ok_or_else(|| {
        unknown(
            text,
            &format!("`{word}` is not a city; use the 3-letter codes on the board (nue, reg, aug …)"),
        )
    })
}

impl Syntax {
    /// Stage one: the words alone.
    pub fn parse(text: &str) -> Result<Syntax, NotationError> {
        let lower = text.trim().to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let Some((&verb, args)) = words.split_first() else { return Err(unknown(text, HINT)) };
        let one_city = || match args {
            [word] => city(text, word),
            _ => Err(unknown(text, &format!("`{verb}` takes one city"))),
        };
        match verb {
            "official" | "use" => match args {
                ["none" | "no" | "nobody" | "-"] => {
                    Err(unknown(text, "to go without an official, just take a card: `draw 3` or `draw deck`"))
                }
                [word] => Official::from_word(word).map(Syntax::Official).ok_or_else(|| {
                    unknown(text, "officials are postmaster, carrier, administrator and cartwright")
                }),
                _ => Err(unknown(text, "say `official <name>`")),
            },
            w if args.is_empty() && Official::from_word(w).is_some() => {
                Ok(Syntax::Official(Official::from_word(w).expect("checked")))
            }
            "draw" | "take" => match args {
                ["deck" | "d" | "pile"] => Ok(Syntax::Draw(Source::Deck)),
                [n] => match n.parse::<usize>() {
                    Ok(k) if (1..=DISPLAY_SIZE).contains(&k) => {
                        Ok(Syntax::Draw(Source::Display(k as u8 - 1)))
                    }
                    _ => Err(unknown(
                        text,
                        "draw from a face-up slot 1–6 or from the deck: `draw 3`, `draw deck`",
                    )),
                },
                _ => Err(unknown(text, "`draw 3` or `draw deck`")),
            },
            "route" | "add" | "play" => match args {
                [end, word] if parse_end(end).is_some() => {
                    Ok(Syntax::Route(parse_end(end), city(text, word)?))
                }
                [word] => Ok(Syntax::Route(None, city(text, word)?)),
                _ => Err(unknown(text, "`route left <city>` or `route right <city>`")),
            },
            "left" | "l" | "right" | "r" => Ok(Syntax::Route(parse_end(verb), one_city()?)),
            "new" | "start" => Ok(Syntax::New(one_city()?)),
            "close" => match args {
                ["each" | "all" | "one" | "provinces"] => Ok(Syntax::Close(Placement::Each)),
                [word] => Province::from_word(word)
                    .map(|p| Syntax::Close(Placement::Province(p)))
                    .ok_or_else(|| {
                        unknown(
                            text,
                            "`close each` (a house per province) or `close <province>` (baiern, baden …)",
                        )
                    }),
                _ => Err(unknown(text, "`close each` or `close <province>`")),
            },
            "house" => Ok(Syntax::House(one_city()?)),
            "keep" => {
                let mut cities = args.iter().map(|w| city(text, w)).collect::<Result<Vec<_>, _>>()?;
                cities.sort();
                Ok(Syntax::Keep(cities))
            }
            "end" | "pass" | "done" if args.is_empty() => Ok(Syntax::End),
            _ => Err(unknown(text, HINT)),
        }
    }
}

fn parse_end(word: &str) -> Option<End> {
    match word {
        "left" | "l" => Some(End::Left),
        "right" | "r" => Some(End::Right),
        _ => None,
    }
}

impl ThurnTaxis {
    /// The menu path of an action: draw → slot, play → end and card, official → which one; the
    /// closing steps by their first word.
    #[must_use]
    pub fn menu_path(&self, action: &Action) -> Vec<String> {
        let notation = self.format(action);
        match action {
            Action::Extend { .. } => {
                let card = notation.strip_prefix("route ").unwrap_or(&notation);
                vec!["play".into(), card.to_string()]
            }
            Action::New(_) => vec!["play".into(), notation],
            _ => path_by_first_word(&notation),
        }
    }

    /// Stage two: resolves typed notation for `seat` against the state and checks it is legal.
    pub fn parse(&self, seat: Seat, text: &str) -> Result<crate::action::Action, NotationError> {
        let action = match Syntax::parse(text)? {
            Syntax::Official(o) => Action::Official(o),
            Syntax::Draw(source) => Action::Draw(source),
            Syntax::Route(Some(end), city) => Action::Extend { end, city },
            Syntax::Route(None, city) => self.resolve_route(seat, text, city)?,
            Syntax::New(city) => Action::New(city),
            Syntax::Close(placement) => Action::Close(placement),
            Syntax::House(city) => Action::House(city),
            Syntax::Keep(cities) => Action::Keep(cities),
            Syntax::End => Action::End,
        };
        let legal = self.legal(seat);
        if legal.contains(&action) {
            return Ok(action);
        }
        let mut probe = self.clone();
        let reason = match probe.act(seat, &action, &mut kontor_engine::EventLog::silent()) {
            Err(e) => e.to_string(),
            Ok(_) => "that move is not possible now".to_string(),
        };
        Err(NotationError::Illegal { reason: kontor_engine::Text::Plain(reason) })
    }

    /// `route <city>` without an end: the end it fits, or a new route when there is none.
    fn resolve_route(&self, seat: Seat, text: &str, city: City) -> Result<Action, NotationError> {
        if self.players[seat].route.is_empty() {
            return Ok(Action::New(city));
        }
        let fits: Vec<End> =
            self.extensions(seat).into_iter().filter(|(_, c)| *c == city).map(|(e, _)| e).collect();
        match fits.as_slice() {
            [end] => Ok(Action::Extend { end: *end, city }),
            [] => Ok(Action::Extend { end: End::Right, city }),
            _ => Err(NotationError::Ambiguous {
                text: text.to_string(),
                candidates: vec![format!("route left {city}"), format!("route right {city}")],
            }),
        }
    }

    /// Short notation of an action.
    #[must_use]
    pub fn format(&self, action: &Action) -> String {
        match action {
            Action::Official(o) => format!("official {}", o.word()),
            Action::Draw(Source::Display(i)) => format!("draw {}", i + 1),
            Action::Draw(Source::Deck) => "draw deck".into(),
            Action::Extend { end, city } => format!("route {} {city}", end_word(*end)),
            Action::New(city) => format!("new {city}"),
            Action::Close(Placement::Each) => "close each".into(),
            Action::Close(Placement::Province(p)) => format!("close {}", p.word()),
            Action::House(city) => format!("house {city}"),
            Action::Keep(cities) => {
                format!("keep {}", cities.iter().map(|c| c.code()).collect::<Vec<_>>().join(" "))
            }
            Action::End => "end".into(),
        }
    }

    /// One line saying what an action does.
    #[must_use]
    pub fn describe(&self, action: &Action) -> String {
        let seat = self.active_seat().unwrap_or(Seat(0));
        match action {
            Action::Official(Official::Postmaster) => "Postmaster: take a second card this turn".into(),
            Action::Official(Official::PostalCarrier) => {
                "Postal Carrier: you may play a second card this turn".into()
            }
            Action::Official(Official::Administrator) => {
                "Administrator: replace all six face-up cards, then take a card".into()
            }
            Action::Official(Official::Cartwright) => {
                "Cartwright: take the next carriage even 1 or 2 cards short when closing".into()
            }
            Action::Draw(Source::Display(i)) => match self.display.get(usize::from(*i)).copied().flatten() {
                Some(c) => format!("take face-up card {} ({})", i + 1, c.name()),
                None => format!("take face-up card {}", i + 1),
            },
            Action::Draw(Source::Deck) => "draw the top card of the deck".into(),
            Action::Extend { end, city } => {
                format!("add {} to the {} end of your route", city.name(), end_word(*end))
            }
            Action::New(city) if self.players[seat].route.is_empty() => {
                format!("start a route with {}", city.name())
            }
            Action::New(city) => format!("discard your route and start anew with {}", city.name()),
            Action::Close(Placement::Each) => {
                "close the route: one house in one city of each province crossed".into()
            }
            Action::Close(Placement::Province(p)) => {
                format!("close the route: a house in every route city of {}", p.name())
            }
            Action::House(city) => {
                format!("put the {} house in {}", city.province().name(), city.name())
            }
            Action::Keep(cities) => format!(
                "keep {} and discard the rest",
                cities.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")
            ),
            Action::End => match self.step() {
                Some(Step::Play { second: true }) => "play no second card and end the turn".into(),
                _ => "end the turn without closing the route".into(),
            },
        }
    }

    /// The prompt for the seat that must act.
    #[must_use]
    pub fn prompt_text(&self) -> String {
        match self.phase {
            Phase::Turn { step, .. } => crate::legal::step_hint(step),
            Phase::Over => "the game is over".into(),
        }
    }
}
