//! Emperor's favour tiles ("Kafelki przychylności cesarza", Big Box, Hansa League board): as many
//! tiles as players lie face up; at the start of a turn a player may give up all actions of that
//! turn and turn 2 unused bonus tokens face down to take one tile (one per turn).

use kontor_engine::{Text, text};
use serde::{Deserialize, Serialize};

use crate::refusal::RuleError;
use crate::state::{Hansa, Log, Phase, Token};
use crate::turn::who;

/// The six favour tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Favour {
    /// Your displaced pieces may go to free spaces on any routes instead of the nearest ones.
    Anywhere,
    /// One more action every turn (beyond 5 too).
    ExtraAction,
    /// Whenever another player takes income, you take 1 piece from the general supply.
    IncomeShare,
    /// When one of your traders is displaced, you place 2 extra pieces instead of 1.
    Reinforce,
    /// End of game: 4 points per controlled city instead of 2.
    Cities,
    /// End of game: 7 points per fully developed ability instead of 4.
    Abilities,
}

impl Favour {
    pub const ALL: [Favour; 6] = [
        Favour::Anywhere,
        Favour::ExtraAction,
        Favour::IncomeShare,
        Favour::Reinforce,
        Favour::Cities,
        Favour::Abilities,
    ];

    #[must_use]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// Chat word.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Favour::Anywhere => "anywhere",
            Favour::ExtraAction => "action",
            Favour::IncomeShare => "income",
            Favour::Reinforce => "reinforce",
            Favour::Cities => "cities",
            Favour::Abilities => "abilities",
        }
    }

    /// What the tile does.
    #[must_use]
    pub const fn text(self) -> &'static str {
        match self {
            Favour::Anywhere => "your displaced pieces may go to any route",
            Favour::ExtraAction => "+1 action every turn",
            Favour::IncomeShare => "+1 piece when another player takes income",
            Favour::Reinforce => "2 extra pieces when your trader is displaced",
            Favour::Cities => "4 points per controlled city at the end",
            Favour::Abilities => "7 points per fully developed ability at the end",
        }
    }

    /// What the tile does, in the reader's language.
    #[must_use]
    pub fn effect(self) -> Text {
        text!("hansa-favour", tile = self.word())
    }

    /// Short label for pictures.
    #[must_use]
    pub const fn short(self) -> &'static str {
        match self {
            Favour::Anywhere => "F:any",
            Favour::ExtraAction => "F:+1",
            Favour::IncomeShare => "F:inc",
            Favour::Reinforce => "F:2x",
            Favour::Cities => "F:4/c",
            Favour::Abilities => "F:7/a",
        }
    }

    #[must_use]
    pub fn from_word(word: &str) -> Option<Favour> {
        Favour::ALL.into_iter().find(|f| f.word() == word || f.polish_word() == word)
    }

    /// The Polish chat word, without diacritics as typed words are folded (`posilki`).
    #[must_use]
    pub const fn polish_word(self) -> &'static str {
        match self {
            Favour::Anywhere => "dowolnie",
            Favour::ExtraAction => "akcja",
            Favour::IncomeShare => "pozyskanie",
            Favour::Reinforce => "posilki",
            Favour::Cities => "miasta",
            Favour::Abilities => "zdolnosci",
        }
    }

    /// The chat word in the reader's language (`posiłki`); both languages' words are accepted.
    #[must_use]
    pub fn word_text(self) -> Text {
        text!("hansa-favour-word", tile = self.word())
    }

    /// The tiles of a bit set.
    #[must_use]
    pub fn of(bits: u8) -> Vec<Favour> {
        Favour::ALL.into_iter().filter(|f| bits & f.bit() != 0).collect()
    }
}

impl Hansa {
    /// Whether `seat` holds this favour tile.
    #[must_use]
    pub fn favoured(&self, seat: u8, f: Favour) -> bool {
        self.favours.get(usize::from(seat)).is_some_and(|&b| b & f.bit() != 0)
    }

    /// The token pairs `me` may turn face down for a favour tile, if a tile may be taken now.
    pub(crate) fn favour_pairs(&self, me: u8) -> Vec<(Token, Token)> {
        if !self.fresh || self.phase != Phase::Actions || self.favour_display == 0 {
            return Vec::new();
        }
        let p = &self.players[usize::from(me)];
        let held = p.tokens.to_vec();
        let mut pairs = Vec::new();
        for (i, &a) in held.iter().enumerate() {
            for &b in &held[i + 1..] {
                if !pairs.contains(&(a, b)) {
                    pairs.push((a, b));
                }
            }
        }
        pairs
    }

    /// Takes a favour tile: two unused tokens face down, the turn's actions given up.
    pub(crate) fn take_favour(
        &mut self,
        me: u8,
        f: Favour,
        pair: (Token, Token),
        log: &mut Log,
    ) -> Result<(), RuleError> {
        if !self.fresh {
            return Err(RuleError::FavourStart);
        }
        if self.favour_display & f.bit() == 0 {
            return Err(RuleError::FavourNotShown { tile: f });
        }
        if !self.favour_pairs(me).contains(&pair) {
            return Err(RuleError::FavourTokens);
        }
        let p = &mut self.players[usize::from(me)];
        for t in [pair.0, pair.1] {
            p.tokens.remove(t);
            p.used.add(t);
        }
        self.favour_display &= !f.bit();
        self.favours[usize::from(me)] |= f.bit();
        log.public(|| {
            text!(
                "hansa-ev-favour",
                who = who(me),
                first = pair.0.text(),
                second = pair.1.text(),
                tile = f.effect()
            )
        });
        Ok(())
    }

    /// Income shares for the holders of the income tile (a trader, else a merchant).
    pub(crate) fn share_income(&mut self, taker: u8, log: &mut Log) {
        for s in 0..self.seats {
            if s == taker || !self.favoured(s, Favour::IncomeShare) {
                continue;
            }
            let p = &mut self.players[usize::from(s)];
            let Some(k) = (0..2).find(|&k| p.general[k] > 0) else { continue };
            p.general[k] -= 1;
            p.personal[k] += 1;
            log.public(|| text!("hansa-ev-favour-income", who = who(s)));
        }
    }
}
