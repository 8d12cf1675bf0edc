//! Chat notation: `move explorer C14`, `move C15`, `blockade trailblazer 5`, `use cartographer`,
//! `explore B9`, `buy compass`, `pay traveler`, `discard sailor`, `remove explorer`, `take pioneer`,
//! `done`, `end`. A trailing `pawn1`/`pawn2` picks the pawn in two-player games when both could go.
//! Parsing is two-stage: [`Syntax::parse`] reads the words, then the state resolves them.

use kontor_engine::{NotationError, Seat, path_by_first_word};

use crate::action::Action;
use crate::data;
use crate::legal::half;
use crate::state::{ElDorado, GATE, Phase, Source};
use crate::turn::{source_code, source_name};

/// A line of notation read without the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    Move { source: Option<Source>, hex: String, pawn: Option<u8> },
    Blockade { source: Option<Source>, number: u8, pawn: Option<u8> },
    Use(Source),
    Explore { hex: String, pawn: Option<u8> },
    Buy(u8),
    Pay(Source),
    Discard(u8),
    Remove(u8),
    Take(u8),
    Done,
    End,
}

const HINT: &str = "moves are `move <card> <hex>`, `move <hex>`, `blockade [<card>] <number>`, `use <card>`, \
                    `explore <cave hex>`, `buy <card>`, `pay <card>`, `discard <card>`, `remove <card>`, \
                    `take <card>`, `done` and `end` (cards: explorer, traveler, sailor, scout, …)";

fn unknown(text: &str, hint: &str) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint: kontor_engine::Text::Plain(hint.to_string()) }
}

fn fold(s: &str) -> String {
    s.to_lowercase()
        .chars()
        .map(|c| match c {
            'ą' => 'a',
            'ć' => 'c',
            'ę' => 'e',
            'ł' => 'l',
            'ń' => 'n',
            'ó' => 'o',
            'ś' => 's',
            'ź' | 'ż' => 'z',
            'ä' => 'a',
            'ö' => 'o',
            'ü' => 'u',
            c => c,
        })
        .filter(|c| c.is_ascii_alphanumeric())
        .collect()
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
    match word.to_ascii_lowercase().as_str() {
        "pawn1" => Some(0),
        "pawn2" => Some(1),
        _ => None,
    }
}

impl Syntax {
    pub fn parse(text: &str) -> Result<Syntax, NotationError> {
        let mut words: Vec<&str> = text.split_whitespace().collect();
        if words.first().is_some_and(|w| w.starts_with('/')) {
            words.remove(0);
        }
        let Some((verb, args)) = words.split_first() else { return Err(unknown(text, HINT)) };
        let mut args: Vec<&str> = args.to_vec();
        let pawn = args.last().and_then(|w| parse_pawn(w));
        if pawn.is_some() {
            args.pop();
        }
        let source = |w: &str| {
            parse_source(w).ok_or_else(|| unknown(text, &format!("`{w}` is not a card or token name")))
        };
        let card = |w: &str| match parse_source(w) {
            Some(Source::Card(k)) => Ok(k),
            _ => Err(unknown(text, &format!("`{w}` is not a card name"))),
        };
        let verb = verb.to_ascii_lowercase();
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
                    .ok_or_else(|| unknown(text, "blockades are numbered 1 to 6"))?;
                let source = if args.len() == 2 { Some(source(args[0])?) } else { None };
                Ok(Syntax::Blockade { source, number, pawn })
            }
            ("use", [src]) => Ok(Syntax::Use(source(src)?)),
            ("explore", [hex]) => Ok(Syntax::Explore { hex: (*hex).to_string(), pawn }),
            ("buy", [c]) => Ok(Syntax::Buy(card(c)?)),
            ("pay", [s]) => Ok(Syntax::Pay(source(s)?)),
            ("discard", [c]) => Ok(Syntax::Discard(card(c)?)),
            ("remove", [c]) => Ok(Syntax::Remove(card(c)?)),
            ("take", [c]) => Ok(Syntax::Take(card(c)?)),
            ("done" | "skip", []) => Ok(Syntax::Done),
            ("end" | "pass", []) => Ok(Syntax::End),
            _ => Err(unknown(text, HINT)),
        }
    }
}

impl ElDorado {
    /// The menu path of an action: a step by its pawn and card (`move m3 pawn2`) → its target
    /// space (`C14`) or blockade; everything else by its first word (`buy` → `compass`).
    #[must_use]
    pub fn menu_path(&self, action: &Action) -> Vec<String> {
        let notation = self.format(action);
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

    fn hex_of(&self, text: &str, label: &str) -> Result<u16, NotationError> {
        self.course.find(label).ok_or_else(|| {
            unknown(text, &format!("`{label}` is not a space id on this course (e.g. C14, ED1)"))
        })
    }

    pub fn parse(&self, seat: Seat, text: &str) -> Result<Action, NotationError> {
        let syntax = Syntax::parse(text)?;
        let pawns = self.players.get_pawns(seat);
        let with_pawn = |make: &dyn Fn(u8) -> Action, pawn: Option<u8>| -> Result<Action, NotationError> {
            if let Some(p) = pawn {
                return Ok(make(p));
            }
            let legal = self.legal(seat);
            let fits: Vec<Action> = (0..pawns as u8).map(make).filter(|a| legal.contains(a)).collect();
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
        };
        let action = match syntax {
            Syntax::Move { source, hex, pawn } => {
                let to = self.hex_of(text, &hex)?;
                with_pawn(&|pawn| Action::Move { source, pawn, to }, pawn)?
            }
            Syntax::Blockade { source, number, pawn } => {
                with_pawn(&|pawn| Action::Blockade { source, pawn, number }, pawn)?
            }
            Syntax::Explore { hex, pawn } => {
                let cave = self.hex_of(text, &hex)?;
                with_pawn(&|pawn| Action::Explore { pawn, cave }, pawn)?
            }
            Syntax::Use(s) => Action::Use(s),
            Syntax::Buy(k) => Action::Buy(k),
            Syntax::Pay(s) => Action::Pay(s),
            Syntax::Discard(k) => Action::Discard(k),
            Syntax::Remove(k) => Action::Remove(k),
            Syntax::Take(k) => Action::Take(k),
            Syntax::Done => Action::Done,
            Syntax::End => Action::End,
        };
        match self.check(seat, &action) {
            Ok(()) => Ok(action),
            Err(e) => Err(NotationError::Illegal { reason: kontor_engine::Text::Plain(e.to_string()) }),
        }
    }

    /// The notation of an action; names the pawn only when the other pawn could do the same.
    #[must_use]
    pub fn format(&self, action: &Action) -> String {
        let needs_pawn = match *action {
            Action::Move { pawn, .. } | Action::Blockade { pawn, .. } | Action::Explore { pawn, .. } => {
                self.players.get_pawns(self.turn) > 1 && {
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
        self.format_with_pawn(action, needs_pawn)
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

    /// One line saying what an action does.
    #[must_use]
    pub fn describe(&self, action: &Action) -> String {
        let label = |h: u16| {
            if usize::from(h) < self.course.hexes.len() {
                let hex = self.course.hex(h);
                if self.course.is_finish(h) {
                    format!("{} (El Dorado)", hex.label)
                } else {
                    format!("{} ({} {})", hex.label, hex.terrain.name(), hex.strength)
                }
            } else {
                format!("#{h}")
            }
        };
        let name = |k: u8| data::kind(k).name_en.clone();
        match *action {
            Action::Move { source: Some(s), to, .. } => {
                format!("play {} and move to {}", source_name(s), label(to))
            }
            Action::Move { source: None, to, .. } => match self.active {
                Some(a) if self.course.hex(to).terrain.symbol().is_some() => {
                    format!("move on to {} with the card in play ({} left)", label(to), a.left)
                }
                _ => format!("move to {} paying with cards", label(to)),
            },
            Action::Blockade { source: Some(s), number, .. } => {
                format!("play {} to take blockade {number}", source_name(s))
            }
            Action::Blockade { source: None, number, .. } => format!("take blockade {number}"),
            Action::Use(s) => match s {
                Source::Card(k) => format!("use {}: {}", name(k), data::kind(k).action),
                Source::Token(_) => format!("use {}", source_name(s)),
            },
            Action::Explore { cave, .. } => format!("explore the cave at {}", label(cave)),
            Action::Buy(k) => format!("buy {} for {} coins", name(k), data::kind(k).cost),
            Action::Pay(s) => {
                let v = match s {
                    Source::Card(k) => data::kind(k).value_halves(),
                    Source::Token(t) => crate::turn::token_coin_halves(t),
                };
                match self.phase {
                    Phase::Paying { paid, cost, .. } => format!(
                        "pay with {} ({} coins; {} of {} paid after it)",
                        source_name(s),
                        half(v),
                        half(paid + v),
                        half(cost)
                    ),
                    _ => format!("pay with {}", source_name(s)),
                }
            }
            Action::Discard(k) => format!("discard {}", name(k)),
            Action::Remove(k) => format!("remove {} from the game", name(k)),
            Action::Take(k) => format!("take {} for free", name(k)),
            Action::Done => match self.phase {
                Phase::Replacing { count } => format!("draw {count} replacement card(s)"),
                Phase::Cleanup => "keep the rest and draw back to 4".into(),
                _ => "done".into(),
            },
            Action::End => "end the turn (discard played cards, draw back to 4)".into(),
        }
    }
}

/// Pawn count helper on the player table.
trait Pawns {
    fn get_pawns(&self, seat: Seat) -> usize;
}

impl Pawns for kontor_engine::BySeat<crate::state::Player> {
    fn get_pawns(&self, seat: Seat) -> usize {
        self[seat].pawns.len()
    }
}
