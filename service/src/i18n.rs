//! Languages: every text a person reads, rendered in their language from the Fluent resources.
//!
//! The game crates, the renderer and the service each ship `locales/en.ftl` and `locales/pl.ftl`;
//! [`catalog`] holds them all. Game texts arrive as [`Text`]s and are rendered with [`say`].

use std::sync::OnceLock;

use kontor_engine::{Locales, Text};
use kontor_i18n::Catalog;
use kontor_storage::{ChatKey, UserKey};

pub use kontor_storage::Lang;

/// The service's own texts: tables (opening, seating, settings, reminders) and play (moves,
/// menus, announcements, information).
pub const SERVICE_LOCALES: [Locales; 2] = [
    Locales { en: include_str!("../locales/en/tables.ftl"), pl: include_str!("../locales/pl/tables.ftl") },
    Locales { en: include_str!("../locales/en/play.ftl"), pl: include_str!("../locales/pl/play.ftl") },
];

/// The resources of every crate whose texts the service shows.
#[must_use]
pub fn all_resources() -> Vec<Locales> {
    let mut all = kontor_games::all_locales();
    all.push(kontor_render::RENDER_LOCALES);
    all.extend(SERVICE_LOCALES);
    all
}

/// Every message Kontor's service shows, in every language (built once; the resources are part
/// of the program and a test loads them, so a failure here is a bug in this build).
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog::new(&all_resources()).expect("Kontor's Fluent resources load"))
}

/// A text in language `l`, seats named from `names`.
#[must_use]
pub fn say(l: Lang, text: &Text, names: &[String]) -> String {
    catalog().render(l, text, names)
}

use crate::service::Service;

/// `format!` in the reader's language: `tr!(l, "en {x}", "pl {x}")`.
macro_rules! tr {
    ($lang:expr, $en:literal, $pl:literal $(,)?) => {
        match $lang {
            $crate::i18n::Lang::En => format!($en),
            $crate::i18n::Lang::Pl => format!($pl),
        }
    };
    ($lang:expr, $en:literal, $pl:literal, $($arg:tt)+) => {
        match $lang {
            $crate::i18n::Lang::En => format!($en, $($arg)+),
            $crate::i18n::Lang::Pl => format!($pl, $($arg)+),
        }
    };
}
pub(crate) use tr;

/// A message of the service's resources in language `l`: `t!(l, "play-refused", reason = r)`.
/// Arguments are named as in the `.ftl` files; numbers pick the plural form.
macro_rules! t {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::say($lang, &kontor_engine::text!($id $(, $name = $value)*), &[])
    };
}
pub(crate) use t;

/// The Polish plural form for `n`: `one` for 1, `few` for 2–4, 22–24, 32–34 … (but not 12–14),
/// `many` otherwise (0, 5–21, 25–31 …): 1 gra, 2 gry, 5 gier, 12 gier, 22 gry, 25 gier.
#[must_use]
pub fn plural_pl<'a>(n: u64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) {
        few
    } else {
        many
    }
}

/// `n` with its noun: `count(l, n, ("move", "moves"), ("ruch", "ruchy", "ruchów"))`.
#[must_use]
pub fn count(l: Lang, n: u64, en: (&str, &str), pl: (&str, &str, &str)) -> String {
    match l {
        Lang::En => format!("{n} {}", if n == 1 { en.0 } else { en.1 }),
        Lang::Pl => format!("{n} {}", plural_pl(n, pl.0, pl.1, pl.2)),
    }
}

/// A duration for reading: "3 h 5 min", "2 d 4 h", "40 s"; in Polish with the words in the
/// accusative ("czeka już 1 godzinę", "co 2 dni"): "3 godziny 5 minut", "1 dzień 4 godziny".
#[must_use]
pub fn duration(l: Lang, ms: u64) -> String {
    let s = ms / 1000;
    match l {
        Lang::En => match s {
            0..60 => format!("{s} s"),
            60..3600 => format!("{} min", s / 60),
            3600..86_400 => format!("{} h {} min", s / 3600, s % 3600 / 60),
            _ => format!("{} d {} h", s / 86_400, s % 86_400 / 3600),
        },
        Lang::Pl => {
            let unit = |n: u64, forms: (&str, &str, &str)| count(l, n, ("", ""), forms);
            let sec = ("sekundę", "sekundy", "sekund");
            let min = ("minutę", "minuty", "minut");
            let hour = ("godzinę", "godziny", "godzin");
            let day = ("dzień", "dni", "dni");
            let pair = |a: String, b: u64, forms| if b == 0 { a } else { format!("{a} {}", unit(b, forms)) };
            match s {
                0..60 => unit(s, sec),
                60..3600 => unit(s / 60, min),
                3600..86_400 => pair(unit(s / 3600, hour), s % 3600 / 60, min),
                _ => pair(unit(s / 86_400, day), s % 86_400 / 3600, hour),
            }
        }
    }
}

/// "Anna and Bob" / "Anna i Bob".
#[must_use]
pub fn and_list(l: Lang, names: &[&str]) -> String {
    names.join(l.pick(" and ", " i "))
}

impl Service {
    /// The language of a chat's public posts (English unless `/lang chat` chose another).
    pub(crate) fn chat_lang(&self, chat: &ChatKey) -> Lang {
        self.store().chat_settings(chat).map(|s| s.lang).unwrap_or_default()
    }

    /// The answer to a command posted anonymously (a group's anonymous admin, or a channel posting
    /// in a group), in the chat's language: seats belong to people, and such posts name none.
    #[must_use]
    pub fn anonymous_sender(&self, chat: &ChatKey) -> String {
        self.chat_lang(chat)
            .pick(
                "Post as yourself to play: Kontor cannot tell anonymous admins (or a channel posting here) \
                 apart, so it cannot seat them or let them move. Turn off \"Remain anonymous\" in your admin \
                 rights, or send the command from your own account.",
                "Aby grać, pisz we własnym imieniu: Kontor nie rozróżnia anonimowych administratorów (ani kanału \
                 piszącego w grupie), więc nie może dać im miejsca przy stole ani przyjąć ich ruchu. Wyłącz \
                 „Pozostań anonimowy” w swoich uprawnieniach administratora albo wyślij polecenie ze swojego konta.",
            )
            .to_string()
    }

    /// The language of texts for `user` about `chat`: their own choice, else the chat's.
    #[must_use]
    pub fn user_lang(&self, user: &UserKey, chat: &ChatKey) -> Lang {
        self.own_lang(user).unwrap_or_else(|| self.chat_lang(chat))
    }

    /// The user's language, chosen with `/lang` or else reported by their app; `None` when
    /// neither is known.
    pub(crate) fn own_lang(&self, user: &UserKey) -> Option<Lang> {
        self.store().profile(user).ok().and_then(|p| p.lang.or(p.platform_lang))
    }

    /// Keeps the language the user's app reports with a command, for the texts sent to them
    /// later (reminders, prompts after others' moves).
    pub(crate) fn remember_locale(&self, cmd: &crate::command::Command) {
        let Some(locale) = cmd.locale else { return };
        let Ok(mut profile) = self.store().profile(&cmd.user) else { return };
        if profile.platform_lang != Some(locale) {
            profile.platform_lang = Some(locale);
            if let Err(e) = self.store().set_profile(&cmd.user, &profile) {
                tracing::warn!("could not keep the language of {}: {e}", cmd.user);
            }
        }
    }

    /// When a game is opened in a chat whose language nobody chose, the chat speaks the language
    /// of the player who opens it.
    pub(crate) fn adopt_opener_lang(&self, cmd: &crate::command::Command) {
        let Some(lang) = self.own_lang(&cmd.user) else { return };
        let settings = self.store().chat_settings(&cmd.chat).unwrap_or_default();
        if !settings.chosen && settings.lang != lang {
            let settings = kontor_storage::ChatSettings { lang, chosen: false };
            if let Err(e) = self.store().set_chat_settings(&cmd.chat, &settings) {
                tracing::warn!("could not set the language of {}: {e}", cmd.chat);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polish_plurals_follow_the_last_digits() {
        let gra = |n| count(Lang::Pl, n, ("game", "games"), ("gra", "gry", "gier"));
        assert_eq!(gra(1), "1 gra");
        assert_eq!(gra(2), "2 gry");
        assert_eq!(gra(5), "5 gier");
        assert_eq!(gra(12), "12 gier");
        assert_eq!(gra(22), "22 gry");
        assert_eq!(gra(25), "25 gier");
        assert_eq!(gra(0), "0 gier");
        assert_eq!(gra(104), "104 gry");
        assert_eq!(gra(113), "113 gier");
        assert_eq!(count(Lang::En, 1, ("game", "games"), ("gra", "gry", "gier")), "1 game");
        assert_eq!(count(Lang::En, 2, ("game", "games"), ("gra", "gry", "gier")), "2 games");
    }

    #[test]
    fn durations_read_naturally_in_both_languages() {
        const H: u64 = 3_600_000;
        assert_eq!(duration(Lang::En, 3 * H + 300_000), "3 h 5 min");
        assert_eq!(duration(Lang::Pl, 3 * H + 300_000), "3 godziny 5 minut");
        assert_eq!(duration(Lang::Pl, H), "1 godzinę");
        assert_eq!(duration(Lang::Pl, 12 * H), "12 godzin");
        assert_eq!(duration(Lang::Pl, 22 * H + 60_000), "22 godziny 1 minutę");
        assert_eq!(duration(Lang::Pl, 24 * H), "1 dzień");
        assert_eq!(duration(Lang::Pl, 48 * H + 5 * H), "2 dni 5 godzin");
        assert_eq!(duration(Lang::Pl, 25 * 24 * H), "25 dni");
        assert_eq!(duration(Lang::Pl, 40_000), "40 sekund");
        assert_eq!(duration(Lang::Pl, 2_000), "2 sekundy");
    }

    #[test]
    fn tr_formats_in_the_chosen_language() {
        let n = 3;
        assert_eq!(tr!(Lang::En, "{n} moves", "{n} ruchy"), "3 moves");
        assert_eq!(tr!(Lang::Pl, "{} moves", "{} ruchy", n), "3 ruchy");
        assert_eq!(and_list(Lang::Pl, &["Ala", "Ola"]), "Ala i Ola");
    }
}
