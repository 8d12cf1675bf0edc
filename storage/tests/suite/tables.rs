//! What the store keeps for a table played in two chats (`/bridge`) and a player on two
//! platforms (`/link`), and the one-time codes both use: checked on sled and on PostgreSQL, as
//! `conformance.rs` describes.

use crate::common;

use common::{created, finished_in, record};
use kontor_storage::{Change, ChatKey, GameStatus, Lang, Link, StorageError, Store, UserKey, UserProfile};

conformance! {
    one: [
        a_bridged_game_holds_both_chats_until_it_closes,
        a_bridge_added_to_an_open_game_is_refused_where_another_game_plays,
        a_bridged_game_that_ends_is_in_both_chats_histories,
        a_code_is_stored_once_and_taken_once,
        an_account_that_follows_another_shares_its_profile_and_games,
    ],
    two: [],
}

fn chat(id: &str) -> ChatKey {
    ChatKey::new("local", id)
}

/// A game opened with a bridged home holds both chats: neither takes another open game, the
/// game is found from both; unbridged it frees the other home only, and closed it frees both.
fn a_bridged_game_holds_both_chats_until_it_closes(store: &Store) {
    let mut game = record("discord-room", GameStatus::Lobby);
    game.bridged = Some(chat("telegram-group"));
    game.id = store.create(&game, None).unwrap();
    for home in [chat("discord-room"), chat("telegram-group")] {
        assert_eq!(store.game_in_chat(&home).unwrap(), Some(game.id), "{home}");
        let intruder = record(&home.id, GameStatus::Lobby);
        assert!(matches!(store.create(&intruder, None), Err(StorageError::ChatBusy(c)) if c == home));
    }
    // Opening a game in a chat another bridged game holds is refused as well.
    let mut other = record("elsewhere", GameStatus::Lobby);
    other.bridged = Some(chat("telegram-group"));
    assert!(
        matches!(store.create(&other, None), Err(StorageError::ChatBusy(c)) if c == chat("telegram-group"))
    );
    assert_eq!(store.game_in_chat(&chat("elsewhere")).unwrap(), None, "the refused game holds nothing");

    game.bridged = None;
    game.version += 1;
    store.commit(&game, None, Change::Record, None).unwrap();
    assert_eq!(store.game_in_chat(&chat("telegram-group")).unwrap(), None);
    assert_eq!(store.game_in_chat(&chat("discord-room")).unwrap(), Some(game.id));

    game.bridged = Some(chat("telegram-group"));
    game.version += 1;
    store.commit(&game, None, Change::Record, None).unwrap();
    assert_eq!(store.game_in_chat(&chat("telegram-group")).unwrap(), Some(game.id));
    game.status = GameStatus::Abandoned;
    store.commit(&game, None, Change::Record, None).unwrap();
    for home in [chat("discord-room"), chat("telegram-group")] {
        assert_eq!(store.game_in_chat(&home).unwrap(), None, "{home}");
    }
}

/// Bridging an open game to a chat where another game is open changes nothing.
fn a_bridge_added_to_an_open_game_is_refused_where_another_game_plays(store: &Store) {
    let mut game = created(store, "discord-room", GameStatus::Lobby);
    let busy = created(store, "telegram-group", GameStatus::Lobby);
    let before = store.record(game.id).unwrap();
    game.bridged = Some(busy.chat.clone());
    game.version += 1;
    let refused = store.commit(&game, None, Change::Record, None);
    assert!(matches!(&refused, Err(StorageError::ChatBusy(c)) if *c == busy.chat), "{refused:?}");
    assert_eq!(store.record(game.id).unwrap(), before);
    assert_eq!(store.game_in_chat(&busy.chat).unwrap(), Some(busy.id));
}

/// A game that ended at a table of two chats is in the history of each.
fn a_bridged_game_that_ends_is_in_both_chats_histories(store: &Store) {
    let alone = finished_in(store, "discord-room");
    let mut game = created(store, "discord-room", GameStatus::Lobby);
    game.bridged = Some(chat("telegram-group"));
    game.version += 1;
    store.commit(&game, None, Change::Record, None).unwrap();
    game.status = GameStatus::Abandoned;
    store.commit(&game, None, Change::Record, None).unwrap();
    assert_eq!(store.history(&chat("discord-room"), None, 10).unwrap(), [game.id, alone.id]);
    assert_eq!(store.history(&chat("telegram-group"), None, 10).unwrap(), [game.id]);
}

/// A code is refused while a live one holds its name and free once that expired; it is read
/// until taken, and taken once.
fn a_code_is_stored_once_and_taken_once(store: &Store) {
    assert!(store.put_code("K7Q2M9XD", "link discord:1", 1_000, 10).unwrap());
    assert!(!store.put_code("K7Q2M9XD", "link discord:2", 2_000, 20).unwrap(), "a live code is kept");
    assert_eq!(store.code("K7Q2M9XD").unwrap(), Some(("link discord:1".into(), 1_000)));
    assert_eq!(store.code("K7Q2M9XE").unwrap(), None);
    assert!(store.take_code("K7Q2M9XD").unwrap());
    assert!(!store.take_code("K7Q2M9XD").unwrap(), "a code is taken once");
    assert_eq!(store.code("K7Q2M9XD").unwrap(), None);

    // An expired code is dropped by the next code stored, and its name may be used again.
    assert!(store.put_code("OLD", "bridge local:a", 1_000, 10).unwrap());
    assert!(store.put_code("NEW", "bridge local:b", 5_000, 1_000).unwrap());
    assert_eq!(store.code("OLD").unwrap(), None);
    assert!(store.put_code("NEW2", "x", 5_000, 1_001).unwrap());
    assert!(store.put_code("OLD", "bridge local:c", 9_000, 1_002).unwrap());
    assert_eq!(store.code("OLD").unwrap(), Some(("bridge local:c".into(), 9_000)));
}

/// An account that follows another (`/link`) reads and writes the other's profile; its own
/// stays stored; its games are the two accounts' games together.
fn an_account_that_follows_another_shares_its_profile_and_games(store: &Store) {
    let (discord, telegram) = (UserKey::new("discord", "1"), UserKey::new("telegram", "2"));
    let own = UserProfile { lang: Some(Lang::En), quiet_hours: Some((1, 2)), ..UserProfile::default() };
    store.set_profile(&telegram, &own).unwrap();
    let holder =
        UserProfile { lang: Some(Lang::Pl), link: Some(Link::Holds(telegram.clone())), ..own.clone() };
    store.set_account_profile(&discord, &holder).unwrap();
    let follower = UserProfile { link: Some(Link::Follows(discord.clone())), ..own.clone() };
    store.set_account_profile(&telegram, &follower).unwrap();

    assert_eq!(store.holder(&telegram).unwrap(), discord);
    assert_eq!(store.holder(&discord).unwrap(), discord);
    assert_eq!(store.profile(&telegram).unwrap(), holder);
    let away = UserProfile { away_until_ms: Some(99), ..holder.clone() };
    store.set_profile(&telegram, &away).unwrap();
    assert_eq!(store.profile(&discord).unwrap(), away, "a change through either account is the player's");
    assert_eq!(store.account_profile(&telegram).unwrap(), follower, "the follower's own stay as they were");

    let mut on_discord = record("room-a", GameStatus::Lobby);
    on_discord.seats[0].user = discord.clone();
    let mut on_telegram = record("room-b", GameStatus::Lobby);
    on_telegram.seats[1].user = telegram.clone();
    let a = store.create(&on_discord, None).unwrap();
    let b = store.create(&on_telegram, None).unwrap();
    assert_eq!(store.games_of(&discord).unwrap(), [a, b]);
    assert_eq!(store.games_of(&telegram).unwrap(), [a, b]);
}
