//! Languages: every text a person reads, rendered in their language from the Fluent resources.
//!
//! The game crates, the renderer and the service each ship `locales/en.ftl` and `locales/pl.ftl`;
//! [`catalog`] holds them all. Game texts arrive as [`Text`]s and are rendered with [`say`].

use std::sync::OnceLock;

use kontor_engine::{Locales, Text};
use kontor_i18n::Catalog;
pub use kontor_storage::Lang;

/// The service's own texts: tables (opening, seating, settings, reminders), play (moves,
/// menus, announcements, information), votes, replays, homes (`/link`, `/bridge`), the board on
/// the web (`/watch`, the page) and adapters (what the chat adapters say themselves: buttons,
/// platform refusals, command descriptions).
pub const SERVICE_LOCALES: [Locales; 8] = [
    Locales { en: include_str!("../locales/en/tables.ftl"), pl: include_str!("../locales/pl/tables.ftl") },
    Locales { en: include_str!("../locales/en/play.ftl"), pl: include_str!("../locales/pl/play.ftl") },
    Locales {
        en: include_str!("../locales/en/adapters.ftl"),
        pl: include_str!("../locales/pl/adapters.ftl"),
    },
    Locales { en: include_str!("../locales/en/votes.ftl"), pl: include_str!("../locales/pl/votes.ftl") },
    Locales { en: include_str!("../locales/en/after.ftl"), pl: include_str!("../locales/pl/after.ftl") },
    Locales { en: include_str!("../locales/en/replay.ftl"), pl: include_str!("../locales/pl/replay.ftl") },
    Locales { en: include_str!("../locales/en/homes.ftl"), pl: include_str!("../locales/pl/homes.ftl") },
    Locales { en: include_str!("../locales/en/web.ftl"), pl: include_str!("../locales/pl/web.ftl") },
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

/// A message of Kontor's catalogue in language `l`: `t!(l, "play-refused", reason = r)`.
/// Arguments are named as in the `.ftl` files; numbers pick the plural form. The adapters use it
/// too (`kontor_service::t!`): there is one catalogue.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::say($lang, &$crate::__engine::text!($id $(, $name = $value)*), &[])
    };
}
pub(crate) use t;

/// A duration for reading: "3 h 5 min", "2 d 4 h", "40 s"; in Polish with the words in the
/// accusative ("czeka już 1 godzinę", "co 2 dni"): "3 godziny 5 minut", "1 dzień 4 godziny".
#[must_use]
pub fn duration(l: Lang, ms: u64) -> String {
    let s = ms / 1000;
    match s {
        0..60 => t!(l, "play-duration-seconds", s = s),
        60..3600 => t!(l, "play-duration-minutes", min = s / 60),
        3600..86_400 => t!(l, "play-duration-hours", h = s / 3600, min = s % 3600 / 60),
        _ => t!(l, "play-duration-days", d = s / 86_400, h = s % 86_400 / 3600),
    }
}

/// "Anna and Bob" / "Anna i Bob" ("Anna and Bob and Cy").
#[must_use]
pub fn and_list(l: Lang, names: &[&str]) -> String {
    let mut names = names.iter();
    let first = names.next().map(ToString::to_string).unwrap_or_default();
    names.fold(first, |acc, next| t!(l, "play-and", first = acc, last = *next))
}

/// The seats' player names as one phrase: "Anna and Bob" / "Anna i Bob".
pub(crate) fn names_of(
    l: Lang,
    record: &kontor_storage::GameRecord,
    seats: &[kontor_engine::Seat],
) -> String {
    let names: Vec<&str> = seats.iter().map(|s| record.seats[s.index()].name.as_str()).collect();
    and_list(l, &names)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn every_resource_loads_and_speaks_both_languages_alike() {
        let all = all_resources();
        for (i, locales) in all.iter().enumerate() {
            let differences = kontor_i18n::check::differences(&format!("resource {i}"), locales);
            assert!(differences.is_empty(), "{differences:#?}");
        }
        assert!(Catalog::new(&all).is_ok());
        assert!(catalog().has(Lang::Pl, "play-help"));
    }

    #[test]
    fn the_main_counted_nouns_take_the_polish_plural_forms() {
        let forms = |render: &dyn Fn(u64) -> String| [1, 2, 5, 12, 22, 25].map(render);
        assert_eq!(
            forms(&|n| t!(Lang::Pl, "play-menu-group", open = "o", label = "l", n = n)),
            [
                "o — **l**: 1 ruch",
                "o — **l**: 2 ruchy",
                "o — **l**: 5 ruchów",
                "o — **l**: 12 ruchów",
                "o — **l**: 22 ruchy",
                "o — **l**: 25 ruchów"
            ]
        );
        assert_eq!(
            forms(&|n| t!(Lang::Pl, "play-games-list", n = n, lines = "")),
            [
                "Masz 1 otwartą grę:\n",
                "Masz 2 otwarte gry:\n",
                "Masz 5 otwartych gier:\n",
                "Masz 12 otwartych gier:\n",
                "Masz 22 otwarte gry:\n",
                "Masz 25 otwartych gier:\n"
            ]
        );
        assert_eq!(
            forms(&|n| duration(Lang::Pl, n * 60_000)),
            ["1 minutę", "2 minuty", "5 minut", "12 minut", "22 minuty", "25 minut"]
        );
        assert_eq!(
            forms(&|n| duration(Lang::Pl, n * 3_600_000)),
            ["1 godzinę", "2 godziny", "5 godzin", "12 godzin", "22 godziny", "1 dzień 1 godzinę"]
        );
        assert_eq!(
            forms(&|n| duration(Lang::Pl, n * 86_400_000)),
            ["1 dzień", "2 dni", "5 dni", "12 dni", "22 dni", "25 dni"]
        );
        assert_eq!(
            forms(&|n| t!(Lang::En, "play-menu-group", open = "o", label = "l", n = n))[..2],
            ["o — **l**: 1 move", "o — **l**: 2 moves"]
        );
    }

    /// Every message of the service's Polish resources that selects a plural form with `[few]`,
    /// rendered at 1, 2, 5, 12, 22 and 25: the variant chosen is CLDR's (1 one; 2, 22 few; 5, 12,
    /// 25 many).
    #[test]
    fn every_polish_plural_of_the_service_follows_cldr() {
        let category = |n: i64| match n {
            1 => "one",
            2 | 22 => "few",
            _ => "many",
        };
        let mut checked = 0;
        for locales in SERVICE_LOCALES {
            let signatures = kontor_i18n::check::signatures(locales.pl).unwrap();
            for block in plural_blocks(locales.pl) {
                for n in [1, 2, 5, 12, 22, 25] {
                    let args = signatures[&block.id]
                        .iter()
                        .map(|var| {
                            let value = if block.selectors.contains(var) {
                                kontor_engine::Arg::Num(n)
                            } else {
                                kontor_engine::Arg::Str("X".into())
                            };
                            (std::borrow::Cow::Owned(var.clone()), value)
                        })
                        .collect();
                    let text = Text::Msg { id: block.id.clone().into(), args };
                    let out = catalog().try_render(Lang::Pl, &text, &[]).unwrap();
                    let words = words_of(&out);
                    for select in &block.selects {
                        let Some((_, expected)) = select.iter().find(|(key, _)| key == category(n)) else {
                            continue;
                        };
                        for word in expected {
                            assert!(words.contains(word), "{} at {n}: `{out}` lacks `{word}`", block.id);
                        }
                        for (_, other) in select {
                            for word in
                                other.iter().filter(|w| !expected.contains(w) && !block.fixed.contains(w))
                            {
                                assert!(!words.contains(word), "{} at {n}: `{out}` has `{word}`", block.id);
                            }
                        }
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked >= 6 * 5, "only {checked} renderings");
    }

    /// A message of an `.ftl` source with a `[few]` variant: its selectors and, per select
    /// expression, the words of each variant; `fixed` are the words outside any variant.
    struct PluralBlock {
        id: String,
        selectors: Vec<String>,
        selects: Vec<Vec<(String, Vec<String>)>>,
        fixed: Vec<String>,
    }

    fn plural_blocks(source: &str) -> Vec<PluralBlock> {
        let mut blocks = Vec::new();
        let mut current: Option<(PluralBlock, Vec<usize>)> = None;
        for line in source.lines() {
            let starts_message = !line.starts_with([' ', '#']) && line.contains(" =");
            if starts_message || line.starts_with('#') {
                blocks.extend(current.take().map(|(b, _)| b));
            }
            let mut body = line;
            if starts_message {
                let (id, rest) = line.split_once(" =").unwrap();
                let block =
                    PluralBlock { id: id.trim().into(), selectors: vec![], selects: vec![], fixed: vec![] };
                current = Some((block, vec![]));
                body = rest;
            }
            let Some((block, open)) = &mut current else { continue };
            let mut rest = body.trim_start();
            if rest.starts_with('}') {
                open.pop();
                rest = &rest[1..];
            }
            let variant = rest.strip_prefix('*').unwrap_or(rest);
            if let (Some(key_end), true) = (variant.find(']'), variant.starts_with('[')) {
                let key = variant[1..key_end].to_string();
                if let Some(&at) = open.last() {
                    block.selects[at].push((key, words_of(&variant[key_end + 1..])));
                }
                continue;
            }
            if let Some((head, _)) = rest.split_once("->") {
                let var = head.rsplit('$').next().unwrap_or_default().trim().to_string();
                block.fixed.extend(words_of(head.rsplit_once('{').map_or("", |(before, _)| before)));
                block.selectors.push(var);
                block.selects.push(Vec::new());
                open.push(block.selects.len() - 1);
                continue;
            }
            block.fixed.extend(words_of(rest));
        }
        blocks.extend(current.map(|(b, _)| b));
        blocks.retain(|b| b.selects.iter().any(|s| s.iter().any(|(key, _)| key == "few")));
        blocks
    }

    /// The words of a text without placeables, digits and punctuation.
    fn words_of(text: &str) -> Vec<String> {
        let mut plain = String::new();
        let mut depth = 0;
        for ch in text.chars() {
            match ch {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => plain.push(ch),
                _ => {}
            }
        }
        plain.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()).map(ToString::to_string).collect()
    }

    #[test]
    fn names_are_joined_in_the_readers_language() {
        assert_eq!(and_list(Lang::Pl, &["Ala", "Ola"]), "Ala i Ola");
        assert_eq!(and_list(Lang::En, &["Ala", "Ola"]), "Ala and Ola");
    }

    /// The ids of the adapters' (`bot-`) messages of one language, in order.
    fn adapter_ids(source: &str) -> Vec<&str> {
        source
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
            .filter(|id| id.starts_with("bot-"))
            .collect()
    }

    #[test]
    fn the_adapters_resources_load_and_every_message_exists_in_both_languages() {
        let catalog = catalog();
        let adapters = SERVICE_LOCALES[2];
        let (en, pl) = (adapter_ids(adapters.en), adapter_ids(adapters.pl));
        assert!(!en.is_empty());
        assert_eq!(en, pl, "the same messages in the same order");
        for id in en {
            assert!(catalog.has(Lang::En, id) && catalog.has(Lang::Pl, id), "{id}");
        }
    }

    #[test]
    fn adapter_messages_render_with_their_arguments() {
        assert_eq!(t!(Lang::Pl, "bot-discord-choose", from = 1, to = 25), "Wybierz (1–25)");
        assert_eq!(
            t!(Lang::En, "bot-discord-refused", why = "too long"),
            "Discord refused a message of Kontor: too long"
        );
        let pl = t!(Lang::Pl, "bot-discord-dms-closed-notice", user = "<@22>");
        assert!(pl.starts_with("<@22> Kontor nie może") && pl.contains("*Moje ruchy*"), "{pl}");
    }
}
