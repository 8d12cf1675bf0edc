//! `/lang`: the caller's language (`/lang pl`) and the chat's (`/lang chat pl`).

use crate::command::Command;
use crate::ctx::Ctx;
use crate::delivery::Delivery;
use crate::i18n::{Lang, t};
use crate::refusal::{Refusal, Reply, storage_trouble};
use crate::rights;
use crate::tx::Tx;

/// `/lang`, `/lang en|pl`, `/lang chat en|pl`.
pub(crate) fn lang(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let words: Vec<&str> = args.split_whitespace().collect();
    match words.as_slice() {
        [] => Ok(vec![Delivery::private(&cmd.user, lang_summary(ctx, cmd, l)?)]),
        ["chat"] => Err(unknown(l, "")),
        [code] => {
            let lang = Lang::from_code(code).ok_or_else(|| unknown(l, code))?;
            let mut profile = ctx.store.profile(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
            profile.lang = Some(lang);
            ctx.store.set_profile(&cmd.user, &profile).map_err(|e| storage_trouble(l, &e))?;
            Ok(vec![Delivery::private(&cmd.user, t!(lang, "tables-lang-set"))])
        }
        ["chat", code] => {
            let lang = Lang::from_code(code).ok_or_else(|| unknown(l, code))?;
            may_set_chat_lang(tx, cmd)?;
            ctx.set_chat_lang(&cmd.chat, lang, true).map_err(|e| storage_trouble(l, &e))?;
            let text = t!(lang, "tables-lang-chat-set", who = &cmd.user_name);
            Ok(vec![Delivery::channel(&cmd.chat, text)])
        }
        _ => Err(unknown(l, args)),
    }
}

/// `/lang chat` is the word of the host of the chat's open game or of a moderator; a chat with no
/// open game (or none whose player still plays) has nobody else to ask, so anyone there may.
fn may_set_chat_lang(tx: &mut Tx, cmd: &Command) -> Result<(), Refusal> {
    let (ctx, l) = (tx.ctx, tx.lang);
    if cmd.moderator || ctx.store.game_in_chat(&cmd.chat).map_err(|e| storage_trouble(l, &e))?.is_none() {
        return Ok(());
    }
    let record = tx.table()?.record;
    match rights::host(&record) {
        Some(host) if Some(host) != rights::acting_seat(&record, &cmd.user) => {
            Err(t!(l, "tables-lang-chat-not-host", creator = rights::host_name(&record)).into())
        }
        _ => Ok(()),
    }
}

/// The caller's and the chat's language, where each comes from, and the choices.
fn lang_summary(ctx: &Ctx, cmd: &Command, l: Lang) -> Result<String, Refusal> {
    let profile = ctx.store.profile(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
    let source = match (profile.lang, profile.platform_lang) {
        (Some(_), _) => "chosen",
        (None, Some(_)) => "app",
        (None, None) => "chat",
    };
    let settings = ctx.store.chat_settings(&cmd.chat).unwrap_or_default();
    let chat_source = if settings.chosen { "chosen" } else { "open" };
    let name = |of: Lang| kontor_engine::text!("tables-lang-name", lang = of.code());
    Ok(t!(
        l,
        "tables-lang-summary",
        mine = name(l),
        how = kontor_engine::text!("tables-lang-source", source = source),
        chat = name(ctx.chat_lang(&cmd.chat)),
        chathow = kontor_engine::text!("tables-lang-chat-source", source = chat_source),
        en = name(Lang::En),
        pl = name(Lang::Pl),
    ))
}

/// The bilingual answer to a language Kontor does not speak: the caller's language first.
fn unknown(l: Lang, word: &str) -> Refusal {
    let word = word.trim();
    let say = |lang: Lang| {
        if word.is_empty() {
            t!(lang, "tables-lang-which")
        } else {
            t!(lang, "tables-lang-unknown", word = word)
        }
    };
    let other = match l {
        Lang::En => Lang::Pl,
        Lang::Pl => Lang::En,
    };
    format!("{}\n{}", say(l), say(other)).into()
}
