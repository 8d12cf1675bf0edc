//! One player on two platforms (`/link`, `/unlink`): a code asked for on one platform and typed
//! on the other joins the two accounts. The account that asked holds the player's settings
//! (language, quiet hours, absences: `Store::profile` follows the link), `/games` lists the
//! games of both, and in a game the player acts as the account they joined it with, so their
//! hand and prompts go where they chose to play.

use kontor_storage::{ChatKey, Link, UserKey, UserProfile};

use crate::codes::{self, Purpose};
use crate::command::Command;
use crate::ctx::Ctx;
use crate::delivery::Delivery;
use crate::i18n::t;
use crate::refusal::{Reply, storage_trouble};
use crate::tx::Tx;

/// `/link`: a code for this account, privately; `/link <code>`: joins this account to the one
/// that asked for the code, on another platform.
pub(crate) fn link(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mine = ctx.store.account_profile(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
    if let Some(link) = &mine.link {
        let platform = platform_name(link.other());
        return Err(t!(l, "homes-link-already", platform = platform).into());
    }
    if args.is_empty() {
        return codes::offer(tx, cmd, &Purpose::Link(cmd.user.clone()), "homes-link-code");
    }
    let (code, purpose) = codes::look_up(tx, cmd, args)?;
    let Purpose::Link(holder) = purpose else { return Err(t!(l, "homes-link-bridge-code").into()) };
    if holder.platform == cmd.user.platform {
        let platform = platform_name(&holder);
        return Err(t!(l, "homes-link-same-platform", platform = platform).into());
    }
    let theirs = ctx.store.account_profile(&holder).map_err(|e| storage_trouble(l, &e))?;
    if theirs.link.is_some() {
        return Err(t!(l, "homes-link-holder-linked").into());
    }
    codes::use_up(tx, &code)?;
    let follower = UserProfile { link: Some(Link::Follows(holder.clone())), ..mine };
    let holds = UserProfile { link: Some(Link::Holds(cmd.user.clone())), ..theirs };
    // The follower first: a write lost between the two leaves one account pointing at the
    // other, which `/unlink` from either side clears.
    ctx.store.set_account_profile(&cmd.user, &follower).map_err(|e| storage_trouble(l, &e))?;
    ctx.store.set_account_profile(&holder, &holds).map_err(|e| storage_trouble(l, &e))?;
    let theirs_lang = ctx.own_lang(&holder).unwrap_or(l);
    let (here, there) = (platform_name(&cmd.user), platform_name(&holder));
    Ok(vec![
        Delivery::private(&cmd.user, t!(l, "homes-link-done", platform = there)),
        Delivery::private(&holder, t!(theirs_lang, "homes-link-done-holder", platform = here)),
    ])
}

/// `/unlink`: the two accounts are two players again; each keeps its own settings (the one that
/// followed gets back those it had).
pub(crate) fn unlink(tx: &mut Tx, cmd: &Command) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mine = ctx.store.account_profile(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
    let Some(link) = mine.link.clone() else { return Err(t!(l, "homes-unlink-none").into()) };
    let other = link.other().clone();
    ctx.store
        .set_account_profile(&cmd.user, &UserProfile { link: None, ..mine })
        .map_err(|e| storage_trouble(l, &e))?;
    let theirs = ctx.store.account_profile(&other).map_err(|e| storage_trouble(l, &e))?;
    if theirs.link.as_ref().is_some_and(|back| back.other() == &cmd.user) {
        ctx.store
            .set_account_profile(&other, &UserProfile { link: None, ..theirs })
            .map_err(|e| storage_trouble(l, &e))?;
    }
    let theirs_lang = ctx.own_lang(&other).unwrap_or(l);
    let (here, there) = (platform_name(&cmd.user), platform_name(&other));
    Ok(vec![
        Delivery::private(&cmd.user, t!(l, "homes-unlink-done", platform = there)),
        Delivery::private(&other, t!(theirs_lang, "homes-unlink-done", platform = here)),
    ])
}

/// `cmd` as the account its author plays the chat's open game with (see [`seated_account`]);
/// `None` when that is the account it came from.
pub(crate) fn as_seated(ctx: &Ctx, cmd: &Command) -> Option<Command> {
    let user = seated_account(ctx, &cmd.chat, &cmd.user)?;
    Some(Command { user, ..cmd.clone() })
}

/// The account `user` plays `chat`'s open game with, when it is not `user` itself: a player on two
/// platforms who joined the game from the other one acts there with that account. `None` when
/// nothing changes (no link, no game, or this account has the seat).
pub(crate) fn seated_account(ctx: &Ctx, chat: &ChatKey, user: &UserKey) -> Option<UserKey> {
    let link = ctx.store.account_profile(user).ok()?.link?;
    let id = ctx.store.game_in_chat(chat).ok()??;
    let record = ctx.store.record(id).ok()??;
    let other = link.other();
    let acts_elsewhere = record.seat_of(user).is_none() && record.seat_of(other).is_some();
    acts_elsewhere.then(|| other.clone())
}

/// How a platform is named in texts (`discord` → Discord), for the `platform` argument of the
/// `homes-` messages.
pub(crate) fn platform_name(user: &UserKey) -> String {
    platform_word(&user.platform)
}

/// A platform's name in texts.
pub(crate) fn platform_word(platform: &str) -> String {
    match platform {
        "discord" => "Discord".into(),
        "telegram" => "Telegram".into(),
        other => other.into(),
    }
}
