//! The legal list: candidate steps filtered by the same `check` that `apply` uses.

use kontor_engine::{Seat, Text};

use crate::action::Action;
use crate::data::{self, Colour, TokenEffect, card};
use crate::state::{ElDorado, GATE, Phase, Source};

/// What the player is asked to do in `phase`.
#[must_use]
pub fn phase_hint_of(phase: Phase) -> Text {
    crate::texts::phase_hint(phase)
}

/// Half coins as text (`2½`).
#[must_use]
pub fn half(h: u8) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".into(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

impl ElDorado {
    /// Distinct card kinds in the seat's hand.
    fn hand_kinds(&self, seat: Seat) -> Vec<u8> {
        let mut v = self.players[seat].hand.clone();
        v.dedup();
        v
    }

    fn sources(&self, seat: Seat) -> Vec<Source> {
        let mut v: Vec<Source> = self.hand_kinds(seat).into_iter().map(Source::Card).collect();
        let mut t = self.players[seat].tokens.clone();
        t.dedup();
        v.extend(t.into_iter().map(Source::Token));
        v
    }

    /// Every legal action of `seat`.
    #[must_use]
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        if self.phase == Phase::Over || seat != self.turn {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut push = |a: Action| {
            if self.check(seat, &a).is_ok() {
                out.push(a);
            }
        };
        match self.phase {
            Phase::Play => {
                let sources = self.sources(seat);
                let movers: Vec<Source> = sources
                    .iter()
                    .copied()
                    .filter(|&s| match s {
                        Source::Card(k) => {
                            let c = data::kind(k);
                            c.power > 0 || k == crate::check::native_kind()
                        }
                        Source::Token(t) => {
                            matches!(data::token(t).effect, TokenEffect::Move(..) | TokenEffect::Native)
                        }
                    })
                    .collect();
                for (pawn, &pos) in self.players[seat].pawns.iter().enumerate() {
                    if pos == GATE {
                        continue;
                    }
                    let pawn = pawn as u8;
                    for to in self.course.neighbours(pos) {
                        push(Action::Move { source: None, pawn, to });
                        for &s in &movers {
                            push(Action::Move { source: Some(s), pawn, to });
                        }
                    }
                    for &(border, number) in &self.blockades {
                        if self.course.borders[usize::from(border)].near.contains(&pos) {
                            push(Action::Blockade { source: None, pawn, number });
                            for &s in &movers {
                                push(Action::Blockade { source: Some(s), pawn, number });
                            }
                        }
                    }
                    if self.caves_variant {
                        for &cave in &self.course.caves {
                            push(Action::Explore { pawn, cave });
                        }
                    }
                }
                for &s in &sources {
                    let action_like = match s {
                        Source::Card(k) => data::kind(k).colour == Colour::Purple,
                        Source::Token(_) => true,
                    };
                    if action_like {
                        push(Action::Use(s));
                    }
                }
                // `check` for `buy`, with the purse counted once.
                let purse = self.purse(seat);
                for k in card::FIRST_MARKET..card::KINDS {
                    if self.check_buy(k, purse).is_ok() {
                        out.push(Action::Buy(k));
                    }
                }
                out.push(Action::End);
            }
            Phase::Paying { .. } => {
                for s in self.sources(seat) {
                    push(Action::Pay(s));
                }
            }
            Phase::Discarding { .. } | Phase::Replacing { .. } | Phase::Cleanup => {
                for k in self.hand_kinds(seat) {
                    push(Action::Discard(k));
                }
                push(Action::Done);
            }
            Phase::Removing { .. } | Phase::Trimming { .. } => {
                for k in self.hand_kinds(seat) {
                    push(Action::Remove(k));
                }
                push(Action::Done);
            }
            Phase::Transmitting => {
                for k in card::FIRST_MARKET..card::KINDS {
                    push(Action::Take(k));
                }
            }
            Phase::Over => {}
        }
        out
    }
}
