//! `/lang`: the caller's language (`/lang pl`) and the chat's (`/lang chat pl`).

use kontor_storage::ChatSettings;

use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::{Lang, lang_name, tr};
use crate::service::{Refusal, Reply, Service, storage_trouble};

impl Service {
    /// `/lang`, `/lang en|pl`, `/lang chat en|pl`.
    pub(crate) fn lang(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let words: Vec<&str> = args.split_whitespace().collect();
        match words.as_slice() {
            [] => Ok(vec![Delivery::private(&cmd.user, self.lang_summary(cmd, l)?)]),
            ["chat"] => Err(unknown(l, "")),
            [code] => {
                let lang = Lang::from_code(code).ok_or_else(|| unknown(l, code))?;
                let mut profile = self.store().profile(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
                profile.lang = Some(lang);
                self.store().set_profile(&cmd.user, &profile).map_err(|e| storage_trouble(l, &e))?;
                let text = lang.pick(
                    "From now on Kontor answers you in English: replies, private messages and reminders. \
                     `/lang chat en|pl` sets the language of this chat's public posts.",
                    "Od teraz Kontor odpowiada ci po polsku: odpowiedzi, wiadomości prywatne i przypomnienia. \
                     Teksty pochodzące z gier (opisy ruchów, zdarzenia, powody odrzucenia ruchu) są na razie \
                     po angielsku. `/lang chat pl|en` ustawia język publicznych postów na tym czacie.",
                );
                Ok(vec![Delivery::private(&cmd.user, text)])
            }
            ["chat", code] => {
                let lang = Lang::from_code(code).ok_or_else(|| unknown(l, code))?;
                let settings = ChatSettings { lang, chosen: true };
                self.store().set_chat_settings(&cmd.chat, &settings).map_err(|e| storage_trouble(l, &e))?;
                let who = &cmd.user_name;
                let text = tr!(
                    lang,
                    "{who} set the language of this chat's posts to English. Everyone can choose their own \
                     language for answers and private messages with `/lang en|pl`.",
                    "{who} ustawia język postów na tym czacie: polski. Każdy może wybrać własny język \
                     odpowiedzi i wiadomości prywatnych: `/lang pl|en`. Teksty pochodzące z gier (opisy \
                     ruchów, zdarzenia) są na razie po angielsku."
                );
                Ok(vec![Delivery::channel(&cmd.chat, text)])
            }
            _ => Err(unknown(l, args)),
        }
    }

    /// The caller's and the chat's language, with the choices.
    fn lang_summary(&self, cmd: &Command, l: Lang) -> Result<String, Refusal> {
        let own = self.store().profile(&cmd.user).map_err(|e| storage_trouble(l, &e))?.lang;
        let chat = self.chat_lang(&cmd.chat);
        let mine = lang_name(l, l);
        let chat_name = lang_name(l, chat);
        let (en, pl) = (lang_name(l, Lang::En), lang_name(l, Lang::Pl));
        let how = match own {
            Some(_) => l.pick("your choice", "twój wybór"),
            None => l.pick(
                "this chat's language; you have not chosen your own",
                "język czatu; nie wybrano własnego",
            ),
        };
        Ok(tr!(
            l,
            "Your language: {mine} ({how}). This chat's posts: {chat_name}.\n\
             `/lang en` {en}, `/lang pl` {pl}: the language of answers to you, your private messages and \
             reminders.\n`/lang chat en|pl`: the language of this chat's public posts (default English).",
            "Twój język: {mine} ({how}). Posty na tym czacie: {chat_name}.\n\
             `/lang pl` {pl}, `/lang en` {en}: język odpowiedzi dla ciebie, twoich wiadomości prywatnych \
             i przypomnień.\n`/lang chat pl|en`: język publicznych postów na tym czacie (domyślnie angielski)."
        ))
    }
}

/// The bilingual answer to a language Kontor does not speak: the caller's language first.
fn unknown(l: Lang, word: &str) -> Refusal {
    let word = word.trim();
    let en = if word.is_empty() {
        "Which language? `/lang en` (English) or `/lang pl` (Polish); for this chat's posts \
         `/lang chat en` or `/lang chat pl`."
            .to_string()
    } else {
        format!(
            "`{word}` is not a language Kontor speaks. Choose `/lang en` (English) or `/lang pl` (Polish); \
             for this chat's posts `/lang chat en` or `/lang chat pl`."
        )
    };
    let pl = if word.is_empty() {
        "Który język? `/lang pl` (polski) lub `/lang en` (angielski); dla postów na tym czacie \
         `/lang chat pl` lub `/lang chat en`."
            .to_string()
    } else {
        format!(
            "Kontor nie zna języka `{word}`. Wybierz `/lang pl` (polski) lub `/lang en` (angielski); \
             dla postów na tym czacie `/lang chat pl` lub `/lang chat en`."
        )
    };
    let (first, second) = match l {
        Lang::En => (en, pl),
        Lang::Pl => (pl, en),
    };
    format!("{first}\n{second}").into()
}
