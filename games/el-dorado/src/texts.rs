//! Names and phrases shared by the game's texts: cards, cave tokens, terrain, symbols, coins,
//! courses and what each phase asks for, as Fluent messages of `locales/*.ftl`.

use kontor_engine::{Text, text};

use crate::course::{CourseData, CourseSpec};
use crate::data::{self, Symbol, Terrain};
use crate::state::{Phase, Source};

/// The grammatical case a card or token phrase takes in a sentence (Polish declines "karta" and
/// "żeton"; English ignores it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// Subject: "karta Kompas nie przesuwa pionków".
    Nominative,
    /// Object: "zagrywa kartę Kompas".
    Accusative,
    /// After a negation: "nie masz karty Kompas".
    Genitive,
    /// "with": "zapłać kartą Kompas".
    Instrumental,
}

impl Case {
    /// The selector key the `.ftl` files use.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Case::Nominative => "nom",
            Case::Accusative => "acc",
            Case::Genitive => "gen",
            Case::Instrumental => "ins",
        }
    }
}

/// The printed name of card kind `k` (`Explorer` / `Globtroter`).
#[must_use]
pub fn card_name(k: u8) -> Text {
    Text::msg(format!("el-dorado-card-{}", data::kind(k).code))
}

/// The name of cave-token kind `t` (`Machete 1` / `z maczetą (1)`).
#[must_use]
pub fn token_name(t: u8) -> Text {
    Text::msg(format!("el-dorado-token-{}", data::token(t).code))
}

/// A card or token as it stands in a sentence, in `case` ("kartę Kompas", "the Draw a card token").
#[must_use]
pub fn source_in(s: Source, case: Case) -> Text {
    match s {
        Source::Card(k) => text!("el-dorado-card", case = case.key(), name = card_name(k)),
        Source::Token(t) => text!("el-dorado-token", case = case.key(), name = token_name(t)),
    }
}

/// A card or token as the subject of a sentence (the localized [`crate::source_name`]).
#[must_use]
pub fn source_text(s: Source) -> Text {
    source_in(s, Case::Nominative)
}

/// A card kind as it stands in a sentence.
#[must_use]
pub fn card_in(k: u8, case: Case) -> Text {
    source_in(Source::Card(k), case)
}

impl Terrain {
    /// The terrain's name (`jungle` / `dżungla`).
    #[must_use]
    pub fn text(self) -> Text {
        Text::msg(format!("el-dorado-terrain-{}", self.name()))
    }
}

impl Symbol {
    /// The symbol's name (`machete` / `maczeta`).
    #[must_use]
    pub fn text(self) -> Text {
        Text::msg(format!("el-dorado-symbol-{}", self.name()))
    }
}

/// An amount of coins given in half coins (`2½ coins`, `1 moneta`).
#[must_use]
pub fn coins(halves: u8) -> Text {
    let whole = halves / 2;
    if halves.is_multiple_of(2) {
        text!("el-dorado-coins", n = whole)
    } else {
        text!("el-dorado-coins-half", whole = whole)
    }
}

impl CourseData {
    /// The course's name: a printed course by its title, a random one with its seed's tag.
    #[must_use]
    pub fn text(&self) -> Text {
        match self.spec {
            CourseSpec::Printed(i) => match data::layouts().get(usize::from(i)) {
                Some(l) => Text::msg(format!("el-dorado-course-{}", l.code)),
                None => text!("el-dorado-course-random", seed = format!("{i}")),
            },
            CourseSpec::Random(seed) | CourseSpec::Generated(seed) => {
                text!("el-dorado-course-random", seed = course_tag(seed))
            }
        }
    }
}

/// A random course's short tag for titles: the first four hex digits of its seed, enough to tell
/// a table's courses apart without a 16-digit number in every header.
#[must_use]
pub fn course_tag(seed: u64) -> String {
    format!("{:04x}", seed >> 48)
}

/// What the player is asked to do in `phase`.
#[must_use]
pub fn phase_hint_of(phase: Phase) -> Text {
    match phase {
        Phase::Play => text!("el-dorado-prompt-play"),
        Phase::Discarding { left } => text!("el-dorado-prompt-discarding", left = left),
        Phase::Removing { left } => text!("el-dorado-prompt-removing", left = left),
        Phase::Trimming { left } => text!("el-dorado-prompt-trimming", left = left),
        Phase::Transmitting => text!("el-dorado-prompt-transmitting"),
        Phase::Replacing { count } => text!("el-dorado-prompt-replacing", count = count),
        Phase::Paying { paid, cost, .. } => {
            text!("el-dorado-prompt-paying", paid = coins(paid), cost = coins(cost))
        }
        Phase::Cleanup => text!("el-dorado-prompt-cleanup"),
        Phase::Over => text!("el-dorado-prompt-over"),
    }
}

/// Notation code of a source.
#[must_use]
pub fn source_code(s: Source) -> String {
    match s {
        Source::Card(k) => data::kind(k).code.clone(),
        Source::Token(t) => data::token(t).code.to_string(),
    }
}

/// Readable English name of a source, for the renderer; players read [`crate::source_text`].
#[must_use]
pub fn source_name(s: Source) -> String {
    match s {
        Source::Card(k) => data::kind(k).name_en.clone(),
        Source::Token(t) => format!("the {} token", data::token(t).name),
    }
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
