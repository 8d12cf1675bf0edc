//! The adapters' own texts (refusals, notices, buttons, command descriptions) in the player's
//! language, from `bot/locales/{en,pl}.ftl` (ids prefixed `bot-`), rendered with the service's
//! resources in one catalog. Operator logs stay English in the code.

use kontor_engine::Text;
use kontor_i18n::Catalog;
use kontor_service::{ChatKey, UserKey};
use kontor_storage::Store;

pub use kontor_service::Lang;

/// Every message Kontor shows, the adapters' own included (built once; the resources are part of
/// the program and a test loads them, so a failure here is a bug in this build).
pub fn catalog() -> &'static Catalog {
    kontor_service::catalog()
}

/// A text in language `l`.
#[must_use]
pub fn say(l: Lang, text: &Text) -> String {
    catalog().render(l, text, &[])
}

/// A message of the adapters' resources in language `l`: `t!(l, "bot-discord-refused", why = w)`.
/// Arguments are named as in the `.ftl` files; numbers pick the plural form.
macro_rules! t {
    ($lang:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::say($lang, &kontor_engine::text!($id $(, $name = $value)*))
    };
}
pub(crate) use t;

/// The language `user` chose with `/lang`, if they did.
#[must_use]
pub fn chosen_lang(store: &Store, user: &UserKey) -> Option<Lang> {
    store.profile(user).ok().and_then(|p| p.lang)
}

/// The language of the adapters' answers to `user` about `chat`: the one they chose with `/lang`,
/// else the one their app reports with this very update (`locale`; Kontor may not have seen them
/// yet), else the one their app reported before, else the chat's.
#[must_use]
pub fn user_lang(store: &Store, user: &UserKey, chat: &ChatKey, locale: Option<&str>) -> Lang {
    let profile = store.profile(user).ok();
    profile
        .as_ref()
        .and_then(|p| p.lang)
        .or_else(|| locale.and_then(Lang::from_locale))
        .or_else(|| profile.and_then(|p| p.platform_lang))
        .unwrap_or_else(|| chat_lang(store, chat))
}

/// The language of a chat's public posts (English unless chosen or adopted from an opener).
#[must_use]
pub fn chat_lang(store: &Store, chat: &ChatKey) -> Lang {
    store.chat_settings(chat).map(|s| s.lang).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ids of the `bot-` messages of one language, in order.
    fn ids(source: &str) -> Vec<&str> {
        source
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim()))
            .filter(|id| id.starts_with("bot-"))
            .collect()
    }

    #[test]
    fn the_resources_load_and_every_message_exists_in_both_languages() {
        let catalog = catalog();
        let (en, pl) = (ids(BOT_LOCALES.en), ids(BOT_LOCALES.pl));
        assert!(!en.is_empty());
        assert_eq!(en, pl, "the same messages in the same order");
        for id in en {
            assert!(catalog.has(Lang::En, id) && catalog.has(Lang::Pl, id), "{id}");
        }
    }

    #[test]
    fn messages_render_with_their_arguments() {
        assert_eq!(t!(Lang::Pl, "bot-discord-choose", from = 1, to = 25), "Wybierz (1–25)");
        assert_eq!(
            t!(Lang::En, "bot-discord-refused", why = "too long"),
            "Discord refused a message of Kontor: too long"
        );
        let pl = t!(Lang::Pl, "bot-discord-dms-closed-notice", user = "<@22>");
        assert!(pl.starts_with("<@22> Kontor nie może") && pl.contains("*Moje ruchy*"), "{pl}");
    }
}
