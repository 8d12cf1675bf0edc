//! `/bridge` and `/unbridge`: one table with two homes (see `homes.rs`). A moderator asks for a
//! code in one chat and types it in the other; the two chats then play one game at a time,
//! opened and joined from either. Chats are bridged between games: a game open in either
//! refuses it. `/unbridge` from either home splits them; a running game stays with the home it
//! was opened in.

use kontor_storage::{Change, ChatSettings};

use crate::codes::{self, Purpose};
use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::t;
use crate::link::platform_word;
use crate::refusal::{Refusal, Reply, storage_trouble};
use crate::tx::Tx;

/// `/bridge`: a code for this chat, privately; `/bridge <code>`: binds this chat to the one the
/// code was asked for in.
pub(crate) fn bridge(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    may_bridge(tx, cmd)?;
    let here = ctx.store.chat_settings(&cmd.chat).map_err(|e| storage_trouble(l, &e))?;
    if let Some(other) = &here.bridge {
        return Err(t!(l, "homes-bridge-already", platform = platform_word(&other.platform)).into());
    }
    if args.is_empty() {
        return codes::offer(tx, cmd, &Purpose::Bridge(cmd.chat.clone()), "homes-bridge-code");
    }
    let (code, purpose) = codes::look_up(tx, cmd, args)?;
    let Purpose::Bridge(there) = purpose else { return Err(t!(l, "homes-bridge-link-code").into()) };
    if there == cmd.chat {
        return Err(t!(l, "homes-bridge-same-chat").into());
    }
    let theirs = ctx.store.chat_settings(&there).map_err(|e| storage_trouble(l, &e))?;
    if theirs.bridge.is_some() {
        return Err(t!(l, "homes-bridge-other-bridged").into());
    }
    for chat in [&cmd.chat, &there] {
        if let Some(id) = ctx.store.game_in_chat(chat).map_err(|e| storage_trouble(l, &e))? {
            return Err(t!(l, "homes-bridge-game-open", id = id).into());
        }
    }
    codes::use_up(tx, &code)?;
    // The table speaks the language of the chat that asked for the code.
    let lang = theirs.lang;
    let mine = ChatSettings { bridge: Some(there.clone()), lang, chosen: theirs.chosen, ..here };
    ctx.store.set_chat_settings(&cmd.chat, &mine).map_err(|e| storage_trouble(l, &e))?;
    let theirs = ChatSettings { bridge: Some(cmd.chat.clone()), ..theirs };
    ctx.store.set_chat_settings(&there, &theirs).map_err(|e| storage_trouble(l, &e))?;
    let who = &cmd.user_name;
    Ok(vec![
        Delivery::channel(
            &cmd.chat,
            t!(lang, "homes-bridged", who = who, platform = platform_word(&there.platform)),
        ),
        Delivery::channel(
            &there,
            t!(lang, "homes-bridged", who = who, platform = platform_word(&cmd.chat.platform)),
        ),
    ])
}

/// `/unbridge`: the two chats are two tables again; a game being played stays with the chat it
/// was opened in, and both are told.
pub(crate) fn unbridge(tx: &mut Tx, cmd: &Command) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    may_bridge(tx, cmd)?;
    let here = ctx.store.chat_settings(&cmd.chat).map_err(|e| storage_trouble(l, &e))?;
    let mut table = tx.open_table()?;
    // A command decided again after the chats' settings were cleared finds the game's bridge.
    let game_home = table.as_ref().and_then(|t| t.record.homes().find(|c| **c != cmd.chat).cloned());
    let Some(there) = here.bridge.clone().or(game_home) else {
        return Err(t!(l, "homes-unbridge-none").into());
    };
    ctx.store
        .set_chat_settings(&cmd.chat, &ChatSettings { bridge: None, ..here })
        .map_err(|e| storage_trouble(l, &e))?;
    let theirs = ctx.store.chat_settings(&there).map_err(|e| storage_trouble(l, &e))?;
    if theirs.bridge.as_ref() == Some(&cmd.chat) {
        let theirs = ChatSettings { bridge: None, ..theirs };
        ctx.store.set_chat_settings(&there, &theirs).map_err(|e| storage_trouble(l, &e))?;
    }
    let c = ctx.chat_lang(&cmd.chat);
    let mut text = t!(c, "homes-unbridged", who = &cmd.user_name);
    if let Some(table) = table.as_mut().filter(|t| t.record.bridged.is_some()) {
        let record = &mut table.record;
        record.bridged = None;
        tx.commit(record, table.game.as_ref(), Change::Record);
        let (id, platform) = (record.id, platform_word(&record.chat.platform));
        text.push('\n');
        text.push_str(&t!(c, "homes-unbridged-game", id = id, platform = platform));
    }
    Ok(vec![Delivery::channel(&cmd.chat, text.clone()), Delivery::channel(&there, text)])
}

/// Bridging binds two chats' games, so it is a moderator's word (as the platform names them);
/// in a private chat with Kontor its only member decides.
fn may_bridge(tx: &Tx, cmd: &Command) -> Result<(), Refusal> {
    let private = cmd.chat.platform == cmd.user.platform && cmd.chat.id == cmd.user.id;
    if cmd.moderator || private {
        return Ok(());
    }
    Err(t!(tx.lang, "homes-bridge-moderators").into())
}
