//! Chat notation: `official postmaster`, `draw 3`, `draw deck`, `route left nue`, `route right ing`,
//! `new nue`, `close each`, `close baiern`, `house ing`, `keep nue reg aug`, `end`. Cities are the
//! 3-letter codes printed on the board; full names (accents optional) work too. Polish words are
//! accepted as aliases (`weź 3`, `dobierz talia`, `trasa lewo nue`, `nowa nue`, `zamknij każda`,
//! `domek ing`, `zostaw nue reg aug`, `koniec`); the canonical notation stays English. Parsing is
//! two-stage: syntax without the state, then resolution against the state.
//!
//! `Notation` is implemented here: formatting, describing and parsing actions.

use kontor_engine::{Localized, Notation, NotationError, Rules, Seat, Text, path_by_first_word, text};

use crate::action::{Action, End, Official, Placement, Source};
use crate::board::{City, Province};
use crate::legal::end_word;
use crate::state::{DISPLAY_SIZE, Step, ThurnTaxis};

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

fn hint() -> Text {
    text!("thurn-taxis-hint-moves")
}

fn unknown(text: &str, hint: Text) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint }
}

fn city(text: &str, word: &str) -> Result<City, NotationError> {
    City::from_word(word).ok_or_else(|| unknown(text, text!("thurn-taxis-hint-not-a-city", word = word)))
}

impl Syntax {
    /// Stage one: the words alone.
    pub fn parse(text: &str) -> Result<Syntax, NotationError> {
        let lower = text.trim().to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let Some((&verb, args)) = words.split_first() else { return Err(unknown(text, hint())) };
        let one_city = || match args {
            [word] => city(text, word),
            _ => Err(unknown(text, text!("thurn-taxis-hint-one-city", verb = verb))),
        };
        match verb {
            "official" | "use" | "urzędnik" | "urzednik" => official(text, args),
            w if args.is_empty() && Official::from_word(w).is_some() => {
                Ok(Syntax::Official(Official::from_word(w).expect("checked")))
            }
            "draw" | "take" | "weź" | "wez" | "dobierz" => draw(text, args),
            "route" | "add" | "play" | "trasa" | "dodaj" | "zagraj" => route(text, args),
            w if parse_end(w).is_some() => Ok(Syntax::Route(parse_end(w), one_city()?)),
            "new" | "start" | "nowa" | "nowy" | "otwórz" | "otworz" => Ok(Syntax::New(one_city()?)),
            "close" | "zamknij" => close(text, args),
            "house" | "domek" => Ok(Syntax::House(one_city()?)),
            "keep" | "zostaw" | "zatrzymaj" => {
                let mut cities = args.iter().map(|w| city(text, w)).collect::<Result<Vec<_>, _>>()?;
                cities.sort();
                Ok(Syntax::Keep(cities))
            }
            "end" | "pass" | "done" | "koniec" | "zakończ" | "zakoncz" | "pas" if args.is_empty() => {
                Ok(Syntax::End)
            }
            _ => Err(unknown(text, hint())),
        }
    }
}

/// `official <name>`: the official of the turn (taking none is not a move).
fn official(text: &str, args: &[&str]) -> Result<Syntax, NotationError> {
    match args {
        ["none" | "no" | "nobody" | "-" | "brak" | "nikt"] => {
            Err(unknown(text, text!("thurn-taxis-hint-no-official")))
        }
        [word] => Official::from_word(word)
            .map(Syntax::Official)
            .ok_or_else(|| unknown(text, text!("thurn-taxis-hint-officials"))),
        _ => Err(unknown(text, text!("thurn-taxis-hint-official-name"))),
    }
}

/// `draw <slot>` or `draw deck`.
fn draw(text: &str, args: &[&str]) -> Result<Syntax, NotationError> {
    match args {
        ["deck" | "d" | "pile" | "talia" | "talii" | "t"] => Ok(Syntax::Draw(Source::Deck)),
        [n] => match n.parse::<usize>() {
            Ok(k) if (1..=DISPLAY_SIZE).contains(&k) => Ok(Syntax::Draw(Source::Display(k as u8 - 1))),
            _ => Err(unknown(text, text!("thurn-taxis-hint-draw-slot", slots = DISPLAY_SIZE))),
        },
        _ => Err(unknown(text, text!("thurn-taxis-hint-draw"))),
    }
}

/// `route [left|right] <city>`.
fn route(text: &str, args: &[&str]) -> Result<Syntax, NotationError> {
    match args {
        [end, word] if parse_end(end).is_some() => Ok(Syntax::Route(parse_end(end), city(text, word)?)),
        [word] => Ok(Syntax::Route(None, city(text, word)?)),
        _ => Err(unknown(text, text!("thurn-taxis-hint-route"))),
    }
}

/// `close each` or `close <province>`.
fn close(text: &str, args: &[&str]) -> Result<Syntax, NotationError> {
    match args {
        ["each" | "all" | "one" | "provinces" | "każda" | "kazda" | "każdą" | "kazdą" | "prowincje"] => {
            Ok(Syntax::Close(Placement::Each))
        }
        [word] => Province::from_word(word)
            .map(|p| Syntax::Close(Placement::Province(p)))
            .ok_or_else(|| unknown(text, text!("thurn-taxis-hint-close-province"))),
        _ => Err(unknown(text, text!("thurn-taxis-hint-close"))),
    }
}

fn parse_end(word: &str) -> Option<End> {
    match word {
        "left" | "l" | "lewo" | "lewy" => Some(End::Left),
        "right" | "r" | "prawo" | "prawy" | "p" => Some(End::Right),
        _ => None,
    }
}

impl ThurnTaxis {
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
}

impl Notation for ThurnTaxis {
    /// Short notation of an action.
    fn format_action(&self, action: &Action) -> String {
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
    fn describe_action(&self, action: &Action) -> Text {
        let seat = self.active_seat().unwrap_or(Seat(0));
        match action {
            Action::Official(o) => Text::msg(format!("thurn-taxis-describe-{}", o.word())),
            Action::Draw(Source::Display(i)) => match self.display.get(usize::from(*i)).copied().flatten() {
                Some(c) => {
                    text!("thurn-taxis-describe-draw-slot", slot = i + 1, code = c.code(), city = c.text())
                }
                None => text!("thurn-taxis-describe-draw-empty-slot", slot = i + 1),
            },
            Action::Draw(Source::Deck) => text!("thurn-taxis-describe-draw-deck"),
            Action::Extend { end, city } => {
                text!(
                    "thurn-taxis-describe-extend",
                    code = city.code(),
                    city = city.text(),
                    end = end_word(*end)
                )
            }
            Action::New(city) if self.players[seat].route.is_empty() => {
                text!("thurn-taxis-describe-start", code = city.code(), city = city.text())
            }
            Action::New(city) => {
                text!("thurn-taxis-describe-restart", code = city.code(), city = city.text())
            }
            Action::Close(Placement::Each) => text!("thurn-taxis-describe-close-each"),
            Action::Close(Placement::Province(p)) => {
                text!("thurn-taxis-describe-close-province", province = p.text())
            }
            Action::House(city) => text!(
                "thurn-taxis-describe-house",
                province = city.province().text(),
                code = city.code(),
                city = city.text(),
            ),
            Action::Keep(cities) => {
                text!("thurn-taxis-describe-keep", cities = Text::join(cities.iter().map(|c| c.text()), ", "),)
            }
            Action::End => match self.step() {
                Some(Step::Play { second: true }) => text!("thurn-taxis-describe-end-second"),
                _ => text!("thurn-taxis-describe-end"),
            },
        }
    }

    /// Stage two: resolves typed notation for `seat` against the state and checks it is legal.
    fn parse_action(&self, seat: Seat, text: &str) -> Result<crate::action::Action, NotationError> {
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
        let legal = self.legal_actions(seat);
        if legal.contains(&action) {
            return Ok(action);
        }
        let mut probe = self.clone();
        let reason = match probe.apply_in_place(seat, &action, &mut kontor_engine::EventLog::silent()) {
            Err(e) => e.text(),
            Ok(()) => text!("thurn-taxis-error-not-now"),
        };
        Err(NotationError::Illegal { reason })
    }

    /// The menu path of an action: draw → slot, play → end and card, official → which one; the
    /// closing steps by their first word.
    fn choice_path(&self, action: &Action) -> Vec<String> {
        let notation = self.format_action(action);
        match action {
            Action::Extend { .. } => {
                let card = notation.strip_prefix("route ").unwrap_or(&notation);
                vec!["play".into(), card.to_string()]
            }
            Action::New(_) => vec!["play".into(), notation],
            _ => path_by_first_word(&notation),
        }
    }
}
