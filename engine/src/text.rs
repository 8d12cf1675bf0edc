//! Texts for people, as message ids with named arguments.
//!
//! The rules never hold a sentence: they say *what* to tell (`text!("carthage-buys", who = seat,
//! cards = codes)`) and the service renders it in the reader's language from the Project Fluent
//! resources each crate ships (`locales/en.ftl`, `locales/pl.ftl`, see [`Locales`]). Arguments are
//! numbers (for plural rules), seats (rendered as the player's name), nested texts (a colour's
//! name, rendered in the same language first) and verbatim strings (notation, card codes, proper
//! names), which a translation may also select on (`{ $colour -> [red] czerwony … }`).

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::Seat;

/// A language Kontor speaks. Stored as `"en"` / `"pl"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Polish.
    Pl,
}

impl Lang {
    /// Every language, in the order `/lang` lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Pl];

    /// The English or the Polish version of a value.
    #[must_use]
    pub fn pick<T>(self, en: T, pl: T) -> T {
        match self {
            Lang::En => en,
            Lang::Pl => pl,
        }
    }

    /// The code users type and platforms send: `en`, `pl`.
    #[must_use]
    pub fn code(self) -> &'static str {
        self.pick("en", "pl")
    }

    /// The language by its code (case-insensitive; `polski`/`english` too).
    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        match code.trim().to_lowercase().as_str() {
            "en" | "eng" | "english" | "angielski" => Some(Lang::En),
            "pl" | "pol" | "polish" | "polski" => Some(Lang::Pl),
            _ => None,
        }
    }

    /// The language of a platform locale (`pl`, `pl-PL`, `en-US`, `en_GB`), if Kontor speaks it.
    #[must_use]
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale.split(['-', '_']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "pl" => Some(Lang::Pl),
            "en" => Some(Lang::En),
            _ => None,
        }
    }
}

/// `text` in lower case with Polish (and German) letters written without their marks, for
/// matching what players type: `Weź` and `wez`, `Przesunięcie` and `przesuniecie`, `Lübeck` and
/// `lubeck`.
#[must_use]
pub fn without_diacritics(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .map(|c| match c {
            'ą' | 'ä' => 'a',
            'ć' => 'c',
            'ę' => 'e',
            'ł' => 'l',
            'ń' => 'n',
            'ó' | 'ö' => 'o',
            'ś' => 's',
            'ü' => 'u',
            'ź' | 'ż' => 'z',
            c => c,
        })
        .collect()
}

/// One crate's Fluent resources, one `.ftl` source per language.
#[derive(Clone, Copy, Debug)]
pub struct Locales {
    pub en: &'static str,
    pub pl: &'static str,
}

impl Locales {
    /// The source for `lang`.
    #[must_use]
    pub fn get(&self, lang: Lang) -> &'static str {
        lang.pick(self.en, self.pl)
    }
}

/// The engine's own messages (setup and notation errors).
pub const ENGINE_LOCALES: Locales =
    Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };

/// A text to show a person, rendered in their language by the service.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Text {
    /// A message of the Fluent resources with its arguments.
    Msg { id: Cow<'static, str>, args: Vec<(Cow<'static, str>, Arg)> },
    /// Words that are the same in every language: notation, card codes, names.
    Plain(String),
    /// Texts joined with a separator that is the same in every language (", ", "\n", "; ").
    Join { parts: Vec<Text>, sep: Cow<'static, str> },
}

/// A named argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    /// A number: Fluent chooses plural forms by it.
    Num(i64),
    /// Verbatim words (a code, a name, a selector key such as `red`).
    Str(String),
    /// A seat, rendered as its player's name.
    Seat(Seat),
    /// A text rendered first in the same language.
    Text(Box<Text>),
}

impl Text {
    /// The message `id` without arguments; add them with [`Text::arg`] or use [`text!`].
    #[must_use]
    pub fn msg(id: impl Into<Cow<'static, str>>) -> Text {
        Text::Msg { id: id.into(), args: Vec::new() }
    }

    /// Adds a named argument to a message (a plain or joined text is left as it is).
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        if let Text::Msg { args, .. } = &mut self {
            args.push((Cow::Borrowed(name), value.into()));
        }
        self
    }

    /// Verbatim words, the same in every language.
    #[must_use]
    pub fn plain(words: impl Into<String>) -> Text {
        Text::Plain(words.into())
    }

    /// Texts joined by `sep`.
    #[must_use]
    pub fn join(parts: impl IntoIterator<Item = Text>, sep: &'static str) -> Text {
        Text::Join { parts: parts.into_iter().collect(), sep: Cow::Borrowed(sep) }
    }

    /// Texts as lines.
    #[must_use]
    pub fn lines(parts: impl IntoIterator<Item = Text>) -> Text {
        Text::join(parts, "\n")
    }

    /// The message id, for a message.
    #[must_use]
    pub fn id(&self) -> Option<&str> {
        match self {
            Text::Msg { id, .. } => Some(id),
            _ => None,
        }
    }

    /// Whether nothing would be shown.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        match self {
            Text::Msg { .. } => false,
            Text::Plain(s) => s.is_empty(),
            Text::Join { parts, .. } => parts.iter().all(Text::is_empty),
        }
    }

    /// Every message id used, nested ones included (for tests of the resources).
    pub fn ids(&self, out: &mut Vec<String>) {
        match self {
            Text::Msg { id, args } => {
                out.push(id.to_string());
                for (_, arg) in args {
                    if let Arg::Text(t) = arg {
                        t.ids(out);
                    }
                }
            }
            Text::Plain(_) => {}
            Text::Join { parts, .. } => parts.iter().for_each(|p| p.ids(out)),
        }
    }
}

/// The text's structure, language-neutral, for logs and test failures: `id(name=value, …)`.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Text::Msg { id, args } => {
                write!(f, "{id}")?;
                if !args.is_empty() {
                    f.write_str("(")?;
                    for (i, (name, arg)) in args.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write!(f, "{name}={arg}")?;
                    }
                    f.write_str(")")?;
                }
                Ok(())
            }
            Text::Plain(s) => f.write_str(s),
            Text::Join { parts, sep } => {
                for (i, p) in parts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(sep)?;
                    }
                    write!(f, "{p}")?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Num(n) => write!(f, "{n}"),
            Arg::Str(s) => write!(f, "{s:?}"),
            Arg::Seat(s) => f.write_str(&s.tag()),
            Arg::Text(t) => write!(f, "{t}"),
        }
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

impl From<Seat> for Arg {
    fn from(s: Seat) -> Arg {
        Arg::Seat(s)
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(Box::new(t))
    }
}

/// Something that can tell people what it is: a game's refusal, a setup error.
pub trait Localized {
    /// The text to show.
    fn text(&self) -> Text;
}

/// A message with named arguments: `text!("carthage-buys", who = seat, cost = 8)`.
#[macro_export]
macro_rules! text {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::Text::msg($id)$(.arg(stringify!($name), $value))*
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_keeps_its_arguments_in_order() {
        let t = text!("carthage-buys", who = Seat(1), cost = 8u8, cards = "g3 y2");
        assert_eq!(t.to_string(), "carthage-buys(who={s1}, cost=8, cards=\"g3 y2\")");
        assert_eq!(t.id(), Some("carthage-buys"));
    }

    #[test]
    fn typed_words_match_without_their_marks() {
        assert_eq!(without_diacritics("Weź Żółty ŁÓDŹ Lübeck"), "wez zolty lodz lubeck");
    }

    #[test]
    fn locales_are_read_from_platform_codes() {
        assert_eq!(Lang::from_locale("pl"), Some(Lang::Pl));
        assert_eq!(Lang::from_locale("en-US"), Some(Lang::En));
        assert_eq!(Lang::from_locale("pl_PL"), Some(Lang::Pl));
        assert_eq!(Lang::from_locale("de"), None);
    }
}
