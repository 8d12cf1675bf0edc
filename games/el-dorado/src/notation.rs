//! Chat notation: `move explorer C14`, `move C15`, `blockade trailblazer 5`, `use cartographer`,
//! `explore B9`, `buy compass`, `pay traveler`, `discard sailor`, `remove explorer`, `take pioneer`,
//! `done`, `end`. A trailing `pawn1`/`pawn2` picks the pawn in two-player games when both could go.
//! Parsing is two-stage: [`Syntax::parse`] reads the words, then the state resolves them.
//!
//! `Notation` is implemented here: formatting, describing and parsing actions.

use kontor_engine::{Localized, Notation, NotationError, Rules, Seat, Text, path_by_first_word, text};

use crate::action::Action;
use crate::data;
use crate::state::{ElDorado, GATE, Phase, Source};
use crate::texts::source_code;
use crate::texts::{Case, card_in, coins, source_in};

/// A line of notation read without the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    Move {
        source: Option<Source>,
        hex: String,
        pawn: Option<u8>,
    },
    Blockade {
        source: Option<Source>,
        number: u8,
        pawn: Option<u8>,
    },
    Explore {
        hex: String,
        pawn: Option<u8>,
    },
    /// An action the words name in full, needing nothing from the state.
    Ready(Action),
}

fn hint() -> Text {
    text!("el-dorado-hint-moves")
}

fn unknown(text: &str, hint: Text) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint }
}

/// A typed word in lower case, without marks and punctuation.
fn fold(s: &str) -> String {
    kontor_engine::without_diacritics(s).chars().filter(char::is_ascii_alphanumeric).collect()
}

/// Reads a card or token name: its code, English or Polish name, or a unique prefix of one.
#[must_use]
pub fn parse_source(word: &str) -> Option<Source> {
    let w = fold(word);
    if w.is_empty() {
        return None;
    }
    let mut names: Vec<(String, Source)> = Vec::new();
    for (i, c) in data::cards().iter().enumerate() {
        let s = Source::Card(i as u8);
        names.push((fold(&c.code), s));
        names.push((fold(&c.name_en), s));
        names.push((fold(&c.name_pl), s));
    }
    for (i, t) in data::tokens().iter().enumerate() {
        names.push((t.code.to_string(), Source::Token(i as u8)));
    }
    if let Some((_, s)) = names.iter().find(|(n, _)| *n == w) {
        return Some(*s);
    }
    let mut hits: Vec<Source> = names.iter().filter(|(n, _)| n.starts_with(&w)).map(|(_, s)| *s).collect();
    hits.dedup();
    hits.sort_by_key(|s| format!("{s:?}"));
    hits.dedup();
    (hits.len() == 1).then(|| hits[0])
}

fn parse_pawn(word: &str) -> Option<u8> {
    match fold(word).as_str() {
        "pawn1" | "pionek1" => Some(0),
        "pawn2" | "pionek2" => Some(1),
        _ => None,
    }
}

/// The canonical verb of a typed one: the notation's own word or a Polish alias (with or without
/// diacritics, see `el-dorado-rules-notation`).
fn canonical_verb(word: &str) -> String {
    let folded = fold(word);
    let canonical = match folded.as_str() {
        "przesun" | "idz" => "move",
        "blokada" | "zdobadz" => "blockade",
        "uzyj" | "zagraj" => "use",
        "eksploruj" => "explore",
        "kup" => "buy",
        "zaplac" | "plac" => "pay",
        "odrzuc" => "discard",
        "usun" => "remove",
        "wez" => "take",
        "gotowe" => "done",
        "koniec" | "pas" => "end",
        _ => return word.to_lowercase(),
    };
    canonical.to_string()
}

impl Syntax {
    pub fn parse(text: &str) -> Result<Syntax, NotationError> {
        let mut words: Vec<&str> = text.split_whitespace().collect();
        if words.first().is_some_and(|w| w.starts_with('/')) {
            words.remove(0);
        }
        let Some((verb, args)) = words.split_first() else { return Err(unknown(text, hint())) };
        let mut args: Vec<&str> = args.to_vec();
        let pawn = args.last().and_then(|w| parse_pawn(w));
        if pawn.is_some() {
            args.pop();
        }
        let source = |w: &str| {
            parse_source(w).ok_or_else(|| unknown(text, text!("el-dorado-hint-not-source", word = w)))
        };
        let card = |w: &str| match parse_source(w) {
            Some(Source::Card(k)) => Ok(k),
            _ => Err(unknown(text, text!("el-dorado-hint-not-card", word = w))),
        };
        let verb = canonical_verb(verb);
        match (verb.as_str(), args.as_slice()) {
            ("move" | "m", [hex]) => Ok(Syntax::Move { source: None, hex: (*hex).to_string(), pawn }),
            ("move" | "m", [src, hex]) => {
                Ok(Syntax::Move { source: Some(source(src)?), hex: (*hex).to_string(), pawn })
            }
            ("blockade" | "b", [n]) | ("blockade" | "b", [_, n]) => {
                let number = n
                    .parse::<u8>()
                    .ok()
                    .filter(|n| (1..=6).contains(n))
                    .ok_or_else(|| unknown(text, text!("el-dorado-hint-blockade-number")))?;
                let source = if args.len() == 2 { Some(source(args[0])?) } else { None };
                Ok(Syntax::Blockade { source, number, pawn })
            }
            ("explore", [hex]) => Ok(Syntax::Explore { hex: (*hex).to_string(), pawn }),
            ("use", [src]) => Ok(Syntax::Ready(Action::Use(source(src)?))),
            ("buy", [c]) => Ok(Syntax::Ready(Action::Buy(card(c)?))),
            ("pay", [s]) => Ok(Syntax::Ready(Action::Pay(source(s)?))),
            ("discard", [c]) => Ok(Syntax::Ready(Action::Discard(card(c)?))),
            ("remove", [c]) => Ok(Syntax::Ready(Action::Remove(card(c)?))),
            ("take", [c]) => Ok(Syntax::Ready(Action::Take(card(c)?))),
            ("done" | "skip", []) => Ok(Syntax::Ready(Action::Done)),
            ("end" | "pass", []) => Ok(Syntax::Ready(Action::End)),
            _ => Err(unknown(text, hint())),
        }
    }
}

impl ElDorado {
    fn hex_of(&self, text: &str, label: &str) -> Result<u16, NotationError> {
        self.course.find(label).ok_or_else(|| unknown(text, text!("el-dorado-hint-not-hex", hex = label)))
    }

    /// A pawn's step for the pawn named, else for the one pawn that may take it (the first pawn
    /// still racing when neither may, so that `check` says why); ambiguous when both may.
    fn with_pawn(
        &self,
        seat: Seat,
        text: &str,
        make: &dyn Fn(u8) -> Action,
        pawn: Option<u8>,
    ) -> Result<Action, NotationError> {
        if let Some(p) = pawn {
            return Ok(make(p));
        }
        let legal = self.legal_actions(seat);
        let pawns = self.players[seat].pawns.len() as u8;
        let fits: Vec<Action> = (0..pawns).map(make).filter(|a| legal.contains(a)).collect();
        match fits.as_slice() {
            [one] => Ok(*one),
            [] => {
                let first = self.players[seat].pawns.iter().position(|&p| p != GATE).unwrap_or(0) as u8;
                Ok(make(first))
            }
            many => Err(NotationError::Ambiguous {
                text: text.to_string(),
                candidates: many.iter().map(|a| self.format_with_pawn(a, true)).collect(),
            }),
        }
    }

    /// The pawn an action moves when the other pawn could do the same (the notation then names it).
    fn names_pawn(&self, action: &Action) -> Option<u8> {
        let needs_pawn = match *action {
            Action::Move { pawn, .. } | Action::Blockade { pawn, .. } | Action::Explore { pawn, .. } => {
                self.players[self.turn].pawns.len() > 1 && {
                    let swap = |p: u8| match *action {
                        Action::Move { source, to, .. } => Action::Move { source, pawn: p, to },
                        Action::Blockade { source, number, .. } => {
                            Action::Blockade { source, pawn: p, number }
                        }
                        Action::Explore { cave, .. } => Action::Explore { pawn: p, cave },
                        a => a,
                    };
                    let o = swap(1 - pawn.min(1));
                    self.check(self.turn, &o).is_ok()
                }
            }
            _ => false,
        };
        match *action {
            Action::Move { pawn, .. } | Action::Blockade { pawn, .. } | Action::Explore { pawn, .. }
                if needs_pawn =>
            {
                Some(pawn)
            }
            _ => None,
        }
    }

    fn format_with_pawn(&self, action: &Action, pawn_tag: bool) -> String {
        let tag = |p: u8| if pawn_tag { format!(" pawn{}", p + 1) } else { String::new() };
        let label = |h: u16| {
            if usize::from(h) < self.course.hexes.len() {
                self.course.hex(h).label.clone()
            } else {
                format!("#{h}")
            }
        };
        let code = |k: u8| data::kind(k).code.clone();
        match *action {
            Action::Move { source: Some(s), pawn, to } => {
                format!("move {} {}{}", source_code(s), label(to), tag(pawn))
            }
            Action::Move { source: None, pawn, to } => format!("move {}{}", label(to), tag(pawn)),
            Action::Blockade { source: Some(s), pawn, number } => {
                format!("blockade {} {number}{}", source_code(s), tag(pawn))
            }
            Action::Blockade { source: None, pawn, number } => format!("blockade {number}{}", tag(pawn)),
            Action::Use(s) => format!("use {}", source_code(s)),
            Action::Explore { pawn, cave } => format!("explore {}{}", label(cave), tag(pawn)),
            Action::Buy(k) => format!("buy {}", code(k)),
            Action::Pay(s) => format!("pay {}", source_code(s)),
            Action::Discard(k) => format!("discard {}", code(k)),
            Action::Remove(k) => format!("remove {}", code(k)),
            Action::Take(k) => format!("take {}", code(k)),
            Action::Done => "done".into(),
            Action::End => "end".into(),
        }
    }

    /// A space as a move list names it: `C14 (jungle 2)`, `ED1 (El Dorado)`.
    fn hex_text(&self, h: u16) -> Text {
        if usize::from(h) >= self.course.hexes.len() {
            return Text::plain(format!("#{h}"));
        }
        let hex = self.course.hex(h);
        if self.course.is_finish(h) {
            text!("el-dorado-hex-finish", hex = hex.label.as_str())
        } else {
            text!(
                "el-dorado-hex",
                hex = hex.label.as_str(),
                terrain = hex.terrain.text(),
                strength = hex.strength
            )
        }
    }

    /// Paying with a card or coin token: its value and how far it takes the purchase.
    fn describe_pay(&self, s: Source) -> Text {
        let v = match s {
            Source::Card(k) => data::kind(k).value_halves(),
            Source::Token(t) => crate::check::token_coin_halves(t),
        };
        let with = source_in(s, Case::Instrumental);
        match self.phase {
            Phase::Paying { paid, cost, .. } => text!(
                "el-dorado-describe-pay-towards",
                source = with,
                value = coins(v),
                paid = coins(paid.saturating_add(v)),
                cost = coins(cost)
            ),
            _ => text!("el-dorado-describe-pay", source = with),
        }
    }

    fn describe_step(&self, action: &Action) -> Text {
        let label = |h: u16| self.hex_text(h);
        let acc = |s: Source| source_in(s, Case::Accusative);
        let card = |k: u8| card_in(k, Case::Accusative);
        match *action {
            Action::Move { source: Some(s), to, .. } => {
                text!("el-dorado-describe-move-with", source = acc(s), hex = label(to))
            }
            Action::Move { source: None, to, .. } => match self.active {
                Some(a)
                    if usize::from(to) < self.course.hexes.len()
                        && self.course.hex(to).terrain.symbol().is_some() =>
                {
                    text!("el-dorado-describe-move-on", hex = label(to), left = a.left)
                }
                _ => text!("el-dorado-describe-move-paying", hex = label(to)),
            },
            Action::Blockade { source: Some(s), number, .. } => {
                text!("el-dorado-describe-blockade-with", source = acc(s), number = number)
            }
            Action::Blockade { source: None, number, .. } => {
                text!("el-dorado-describe-blockade", number = number)
            }
            Action::Use(s) => match s {
                Source::Card(k) if data::kind(k).colour == data::Colour::Purple => text!(
                    "el-dorado-describe-use-card",
                    card = card(k),
                    effect = Text::msg(format!("el-dorado-effect-{}", data::kind(k).code))
                ),
                _ => text!("el-dorado-describe-use", source = acc(s)),
            },
            Action::Explore { cave, .. } => text!("el-dorado-describe-explore", hex = label(cave)),
            Action::Buy(k) => text!("el-dorado-describe-buy", card = card(k), cost = data::kind(k).cost),
            Action::Pay(s) => self.describe_pay(s),
            Action::Discard(k) => text!("el-dorado-describe-discard", card = card(k)),
            Action::Remove(k) => text!("el-dorado-describe-remove", card = card(k)),
            Action::Take(k) => text!("el-dorado-describe-take", card = card(k)),
            Action::Done => match self.phase {
                Phase::Replacing { count } => text!("el-dorado-describe-done-replacing", count = count),
                Phase::Cleanup => text!("el-dorado-describe-done-cleanup"),
                _ => text!("el-dorado-describe-done"),
            },
            Action::End => text!("el-dorado-describe-end"),
        }
    }
}

impl Notation for ElDorado {
    /// The notation of an action; names the pawn only when the other pawn could do the same.
    fn format_action(&self, action: &Action) -> String {
        self.format_with_pawn(action, self.names_pawn(action).is_some())
    }

    /// One line saying what an action does; names the pawn when the notation does.
    fn describe_action(&self, action: &Action) -> Text {
        let what = self.describe_step(action);
        match self.names_pawn(action) {
            Some(pawn) => text!("el-dorado-describe-pawn", what = what, pawn = pawn + 1),
            None => what,
        }
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        let action = match Syntax::parse(text)? {
            Syntax::Move { source, hex, pawn } => {
                let to = self.hex_of(text, &hex)?;
                self.with_pawn(seat, text, &|pawn| Action::Move { source, pawn, to }, pawn)?
            }
            Syntax::Blockade { source, number, pawn } => {
                self.with_pawn(seat, text, &|pawn| Action::Blockade { source, pawn, number }, pawn)?
            }
            Syntax::Explore { hex, pawn } => {
                let cave = self.hex_of(text, &hex)?;
                self.with_pawn(seat, text, &|pawn| Action::Explore { pawn, cave }, pawn)?
            }
            Syntax::Ready(action) => action,
        };
        match self.check(seat, &action) {
            Ok(()) => Ok(action),
            Err(e) => Err(NotationError::Illegal { reason: e.text() }),
        }
    }

    /// The menu path of an action: a step by its pawn and card (`move m3 pawn2`) → its target
    /// space (`C14`) or blockade; everything else by its first word (`buy` → `compass`).
    fn choice_path(&self, action: &Action) -> Vec<String> {
        let notation = self.format_action(action);
        let target = match *action {
            Action::Move { source, .. } | Action::Blockade { source, .. } => {
                1 + usize::from(source.is_some())
            }
            Action::Explore { .. } => 1,
            _ => return path_by_first_word(&notation),
        };
        let words: Vec<&str> = notation.split(' ').collect();
        let Some(leaf) = words.get(target) else { return vec![notation] };
        let group: Vec<&str> =
            words.iter().enumerate().filter(|(i, _)| *i != target).map(|(_, w)| *w).collect();
        vec![group.join(" "), (*leaf).to_string()]
    }
}
