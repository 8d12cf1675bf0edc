//! A table with two homes (`/bridge`): a channel on one platform and a group on another (or two
//! chats of one platform) play one game. The game's record names both (`GameRecord::bridged`),
//! so the database finds it from either chat and refuses a second open game in either; the
//! chats' settings name each other (`ChatSettings::bridge`), so a new game is opened at both.
//!
//! What a command changes at the table is told at every home, each home's copy mentioning the
//! players of its own platform; what a command only shows is answered where it was asked.

use kontor_storage::{ChatKey, GameId, GameRecord, StorageError};

use crate::ctx::Ctx;
use crate::delivery::Delivery;

/// The chat `chat` is bridged with, if any.
pub(crate) fn bridge_of(ctx: &Ctx, chat: &ChatKey) -> Option<ChatKey> {
    ctx.store.chat_settings(chat).ok()?.bridge
}

/// The open game of `chat`'s table: its own, or one opened at its other home (`bridge`) that
/// does not hold this chat (opened there while the bridge was being made).
pub(crate) fn open_game(
    ctx: &Ctx,
    chat: &ChatKey,
    bridge: Option<&ChatKey>,
) -> Result<Option<GameId>, StorageError> {
    match ctx.store.game_in_chat(chat)? {
        Some(id) => Ok(Some(id)),
        None => bridge.map_or(Ok(None), |other| ctx.store.game_in_chat(other)),
    }
}

/// The key whose lock a command in `chat` takes: one for both homes of a table, so that one
/// process runs one command of the table at a time.
pub(crate) fn lock_key(ctx: &Ctx, chat: &ChatKey) -> ChatKey {
    match bridge_of(ctx, chat) {
        Some(other) if other < *chat => other,
        _ => chat.clone(),
    }
}

/// Sends the channel posts of a table to its homes: a post to one home of a game in `tables`
/// goes to every home of it when the command `changed` the table (a move, a reminder, a new
/// game), else only to `origin`, where the command was typed. Posts to other chats and private
/// posts are kept as they are.
pub(crate) fn spread(
    posts: Vec<Delivery>,
    tables: &[&GameRecord],
    changed: bool,
    origin: Option<&ChatKey>,
) -> Vec<Delivery> {
    let mut out = Vec::with_capacity(posts.len());
    for post in posts {
        let Delivery::Channel { chat, .. } = &post else {
            out.push(post);
            continue;
        };
        let Some(table) = tables.iter().find(|t| t.is_home(chat) && t.bridged.is_some()) else {
            out.push(post);
            continue;
        };
        let homes: Vec<&ChatKey> = if changed {
            table.homes().collect()
        } else {
            vec![origin.filter(|o| table.is_home(o)).unwrap_or(chat)]
        };
        out.extend(homes.into_iter().map(|home| at_home(&post, home)));
    }
    out
}

/// A copy of a channel post for `home`: mentions of players who play on another platform are
/// left out (their names are in the text; their own home's copy mentions them).
fn at_home(post: &Delivery, home: &ChatKey) -> Delivery {
    let mut copy = post.clone();
    if let Delivery::Channel { chat, mentions, .. } = &mut copy {
        *chat = home.clone();
        mentions.retain(|user| user.platform == home.platform);
    }
    copy
}

#[cfg(test)]
mod tests {
    use kontor_games::GameKind;
    use kontor_storage::UserKey;

    use super::*;

    fn post(chat: &ChatKey, mentions: &[&UserKey]) -> Delivery {
        Delivery::Channel {
            chat: chat.clone(),
            text: "Anna moved".into(),
            image: None,
            choices: vec![],
            mentions: mentions.iter().map(|u| (*u).clone()).collect(),
            page: None,
        }
    }

    fn chats(posts: &[Delivery]) -> Vec<(String, Vec<UserKey>)> {
        posts
            .iter()
            .map(|p| match p {
                Delivery::Channel { chat, mentions, .. } => (chat.to_string(), mentions.clone()),
                Delivery::Private { user, .. } => (format!("to {user}"), vec![]),
            })
            .collect()
    }

    #[test]
    fn a_change_is_told_at_both_homes_each_mentioning_its_own_players() {
        let (discord, telegram) = (ChatKey::new("discord", "9"), ChatKey::new("telegram", "-5"));
        let (anna, bob) = (UserKey::new("discord", "1"), UserKey::new("telegram", "2"));
        let record = GameRecord {
            bridged: Some(telegram.clone()),
            ..GameRecord::new(7, GameKind::Carthage, discord.clone(), 0)
        };
        let posts = vec![post(&telegram, &[&anna, &bob]), Delivery::private(&anna, "your hand")];
        let spread_posts = spread(posts.clone(), &[&record], true, Some(&telegram));
        assert_eq!(
            chats(&spread_posts),
            [
                ("discord:9".to_string(), vec![anna.clone()]),
                ("telegram:-5".to_string(), vec![bob.clone()]),
                ("to discord:1".to_string(), vec![]),
            ]
        );
        // A look that changed nothing is answered where it was asked.
        let shown = spread(vec![post(&discord, &[])], &[&record], false, Some(&telegram));
        assert_eq!(chats(&shown), [("telegram:-5".to_string(), vec![])]);
        // A game at one home is left alone.
        let alone = GameRecord::new(8, GameKind::Carthage, discord.clone(), 0);
        let kept = spread(vec![post(&discord, &[&bob])], &[&alone], true, None);
        assert_eq!(chats(&kept), [("discord:9".to_string(), vec![bob])]);
    }
}
