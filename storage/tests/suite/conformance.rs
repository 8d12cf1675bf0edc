//! The rules every storage backend keeps (see `storage/src/backend.rs`), checked on each of them:
//! every test here runs on sled (`sled::…`) and on PostgreSQL (`postgres::…`). The PostgreSQL
//! runs need a server: `KONTOR_TEST_POSTGRES=postgres://user@host:port/database`; each test gets
//! a schema of its own, dropped at its end. Without the variable they pass with a note.

use crate::common;

use common::{
    assert_pruned_by_age, created, delivered_lobby, finished_in, one_move, play, polish_settings, record,
    seat, started, started_in,
};
use kontor_engine::GameRng;
use kontor_games::AnyGame;
use kontor_storage::{
    Change, ChatKey, ChatSettings, DEFAULT_LEASE_MS, GameRecord, GameStatus, GameWrite, Lang, LoggedAction,
    Outgoing, RemindBy, StorageError, Store, UserKey, UserProfile,
};

conformance! {
    one: [
        moves_load_as_the_snapshot_and_the_entries_after_it,
        one_write_carries_the_first_state_and_several_moves,
        an_undo_cuts_the_log_and_keeps_the_state_after_the_cut,
        a_chat_holds_one_open_game_until_it_closes,
        a_refused_game_writes_nothing,
        the_user_index_follows_the_seats,
        delivery_ids_are_remembered_refused_and_pruned,
        a_write_on_the_base_it_read_succeeds,
        a_write_on_a_stale_base_is_refused_and_writes_nothing,
        the_outbox_keeps_order_and_receipts,
        reminders_are_kept_in_due_order_and_claimed_once,
        profiles_and_chat_settings_have_defaults_and_are_kept,
        a_chat_that_changes_its_id_takes_its_game_and_settings,
        game_numbers_are_distinct_and_increasing,
        the_schema_version_is_set_and_the_store_leads,
        the_heartbeat_is_kept,
    ],
    two: [
        an_export_imports_once_and_is_checked,
        a_backup_loads_into_an_empty_store_with_its_numbers_and_settings,
    ],
}

fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64
}

/// The log as the replay takes it.
fn moves(log: &[LoggedAction]) -> Vec<(kontor_engine::Seat, kontor_games::AnyAction)> {
    log.iter().map(|a| (a.seat, a.action.clone())).collect()
}

fn replayed(r: &GameRecord, log: &[LoggedAction]) -> AnyGame {
    AnyGame::replay(r.kind, &r.options, r.seats.len(), r.seed, &moves(log)).unwrap()
}

fn post(platform: &str, text: &str) -> Outgoing {
    Outgoing { platform: platform.into(), payload: text.as_bytes().to_vec(), held: true }
}

fn payloads(store: &Store, platform: &str) -> Vec<String> {
    store
        .unsent(platform, now_ms())
        .unwrap()
        .into_iter()
        .map(|p| String::from_utf8(p.payload).unwrap())
        .collect()
}

// Games.

/// A snapshot is written every 16 moves; loading replays the moves after it, at every length.
fn moves_load_as_the_snapshot_and_the_entries_after_it(store: &Store) {
    let lobby = created(store, "lobby", GameStatus::Lobby);
    let loaded = store.load(lobby.id).unwrap().unwrap();
    assert_eq!((loaded.record, loaded.actions.len(), loaded.snapshot), (lobby, 0, None));

    let (mut r, mut game) = started(store);
    assert_eq!(store.load_snapshot(r.id).unwrap().as_ref(), Some(&game));
    for played in 1..=40 {
        if game.is_over() {
            assert!(played > 33, "two snapshots and moves after them");
            break;
        }
        assert_eq!(play(store, &mut r, &mut game, 1), 1);
        let stored = store.load(r.id).unwrap().unwrap();
        assert_eq!(stored.record, r);
        assert_eq!(stored.actions.len(), played);
        assert_eq!(stored.snapshot.as_ref(), Some(&game), "after {played} moves");
        assert_eq!(replayed(&r, &stored.actions), game, "the log replays to the state");
    }
    assert_eq!(store.records().unwrap().len(), 2);
    assert_eq!(store.game_count(), 2);
    store.verify().unwrap();

    // A whole game, to its end (the game closes: its log and state stay loadable).
    let done = finished_in(store, "other");
    let stored = store.load(done.id).unwrap().unwrap();
    assert_eq!(stored.actions.len() as u32, done.actions);
    assert!(done.actions > 16);
    assert_eq!(Some(replayed(&done, &stored.actions)), stored.snapshot);
    assert!(stored.snapshot.unwrap().is_over());
}

/// What `/start` with bots writes: the game's first state and the bots' moves, in one write (no
/// snapshot stored before). Loading gives the state after the moves; later writes of a few moves
/// each (with an undo between) replay to the same state as the game in memory.
fn one_write_carries_the_first_state_and_several_moves(store: &Store) {
    let mut r = record("table", GameStatus::Lobby);
    r.id = store.reserve_id().unwrap();
    store
        .write(
            &[GameWrite { record: r.clone(), snapshot: None, appended: vec![], cut: None, base: None }],
            None,
            &[],
        )
        .unwrap();
    let mut game = AnyGame::setup(r.kind, &r.options, 2, r.seed).unwrap();
    r.status = GameStatus::Active;
    let mut rng = GameRng::from_seed(3);
    let mut moves = |game: &mut AnyGame, r: &mut GameRecord, n: usize| {
        let mut appended = Vec::new();
        for _ in 0..n {
            let seat = game.active_seats()[0];
            let action = game.bot_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
            r.actions += 1;
            appended.push(LoggedAction { seat, action, time_ms: u64::from(r.actions) });
        }
        appended
    };
    for (n, cut) in [(3, None), (20, None), (5, Some(2)), (17, None)] {
        let mut appended = moves(&mut game, &mut r, n);
        let mut cut_from = None;
        if let Some(undo) = cut {
            // The last `undo` moves are taken back: the log is cut and replayed.
            let old_len = r.actions;
            r.actions -= undo;
            appended.truncate(appended.len() - undo as usize);
            let log = store.load(r.id).unwrap().unwrap().actions;
            let mut all: Vec<_> = log.iter().map(|a| (a.seat, a.action.clone())).collect();
            all.extend(appended.iter().map(|a| (a.seat, a.action.clone())));
            game = AnyGame::replay(r.kind, &r.options, 2, r.seed, &all).unwrap();
            cut_from = Some(old_len);
        }
        let write = GameWrite {
            record: r.clone(),
            snapshot: Some(game.clone()),
            appended,
            cut: cut_from,
            base: store.record(r.id).unwrap(),
        };
        store.write(&[write], None, &[]).unwrap();
        let stored = store.load(r.id).unwrap().unwrap();
        assert_eq!(stored.actions.len(), r.actions as usize);
        assert_eq!(stored.snapshot.as_ref(), Some(&game), "after {n} moves");
    }
    assert!(store.reserve_id().unwrap() > r.id, "numbers run on");
}

/// An undo cuts the log back (before the latest snapshot, too); moves after it continue the cut
/// log.
fn an_undo_cuts_the_log_and_keeps_the_state_after_the_cut(store: &Store) {
    let (mut r, mut game) = started(store);
    play(store, &mut r, &mut game, 20);
    for keep in [18u32, 10] {
        let log = store.load(r.id).unwrap().unwrap().actions;
        let state = replayed(&r, &log[..keep as usize]);
        let old_len = r.actions;
        r.actions = keep;
        r.version += 1;
        store.commit(&r, Some(&state), Change::Truncate { old_len }, None).unwrap();
        let stored = store.load(r.id).unwrap().unwrap();
        assert_eq!(stored.actions, log[..keep as usize]);
        assert_eq!(stored.snapshot, Some(state.clone()));
        game = state;
    }
    play(store, &mut r, &mut game, 9);
    let stored = store.load(r.id).unwrap().unwrap();
    assert_eq!(stored.actions.len(), 19);
    assert_eq!(stored.snapshot.as_ref(), Some(&game));
    assert_eq!(replayed(&r, &stored.actions), game);
}

/// An open game holds its chat; another is refused (`ChatBusy`) until it closes.
fn a_chat_holds_one_open_game_until_it_closes(store: &Store) {
    let mut first = created(store, "table", GameStatus::Lobby);
    assert_eq!(store.game_in_chat(&first.chat).unwrap(), Some(first.id));
    let second = record("table", GameStatus::Lobby);
    assert!(matches!(store.create(&second, None), Err(StorageError::ChatBusy(c)) if c == first.chat));
    assert_eq!(store.game_count(), 1);
    // Through a command's write as well, on a freshly numbered game.
    let mut third = record("table", GameStatus::Active);
    third.id = store.reserve_id().unwrap();
    let refused = store.write(&[GameWrite::of(third.clone())], None, &[]);
    assert!(matches!(refused, Err(StorageError::ChatBusy(_))), "{refused:?}");
    assert_eq!(store.record(third.id).unwrap(), None);

    first.status = GameStatus::Abandoned;
    store.commit(&first, None, Change::Record, None).unwrap();
    assert_eq!(store.game_in_chat(&first.chat).unwrap(), None);
    let id = store.create(&second, None).unwrap();
    assert!(id > first.id);
    assert_eq!(store.game_in_chat(&second.chat).unwrap(), Some(id));

    // A game played to its end frees its chat too; other chats are not touched.
    let done = finished_in(store, "elsewhere");
    assert_eq!(store.game_in_chat(&done.chat).unwrap(), None);
    assert_eq!(store.game_in_chat(&second.chat).unwrap(), Some(id));
    assert_eq!(created(store, "elsewhere", GameStatus::Lobby).chat, done.chat);
}

/// A write refused for a busy chat stores none of its parts: its other games, its delivery id,
/// its posts.
fn a_refused_game_writes_nothing(store: &Store) {
    let (mut r, _) = started_in(store, "table");
    let before = store.record(r.id).unwrap().unwrap();
    r.version += 5;
    let mut intruder = record("table", GameStatus::Lobby);
    intruder.id = store.reserve_id().unwrap();
    let writes = [GameWrite::of(r.clone()), GameWrite::of(intruder.clone())];
    let refused = store.write(&writes, Some(("local:busy", 5)), &[post("local", "hello")]);
    assert!(matches!(refused, Err(StorageError::ChatBusy(_))), "{refused:?}");
    assert_eq!(store.record(r.id).unwrap(), Some(before));
    assert_eq!(store.record(intruder.id).unwrap(), None);
    assert!(!store.is_delivered("local:busy").unwrap());
    assert_eq!(store.unsent_count(), 0);
}

/// `games_of` lists the games a human sits in, oldest first, and follows the seats.
fn the_user_index_follows_the_seats(store: &Store) {
    let (alice, bob, carol) =
        (UserKey::new("local", "alice"), UserKey::new("local", "bob"), UserKey::new("local", "carol"));
    let mut r = created(store, "table", GameStatus::Lobby);
    let other = created(store, "other", GameStatus::Lobby);
    assert_eq!(store.games_of(&bob).unwrap(), vec![r.id, other.id]);
    r.seats.pop();
    store.commit(&r, None, Change::Record, None).unwrap();
    assert_eq!(store.games_of(&bob).unwrap(), vec![other.id]);
    assert_eq!(store.games_of(&alice).unwrap(), vec![r.id, other.id]);
    r.seats.push(seat("carol"));
    // A bot's seat is no user's game.
    let mut bot = seat("robot");
    bot.bot = true;
    bot.user = UserKey::new("bot", "robot");
    r.seats.push(bot);
    store.commit(&r, None, Change::Record, None).unwrap();
    assert_eq!(store.games_of(&carol).unwrap(), vec![r.id]);
    assert!(store.games_of(&UserKey::new("bot", "robot")).unwrap().is_empty());
    assert!(store.games_of(&UserKey::new("local", "nobody")).unwrap().is_empty());
}

// Delivery ids and bases.

/// A delivery id is recorded with its change; a second write with it is refused (`Delivered`)
/// and writes nothing; ids are forgotten by age.
fn delivery_ids_are_remembered_refused_and_pruned(store: &Store) {
    let r = delivered_lobby(store);
    assert!(store.is_delivered("local:1").unwrap());
    assert!(store.is_delivered("local:3").unwrap());
    assert!(!store.is_delivered("local:2").unwrap());

    // Handled before: the whole write is refused.
    let stored = store.record(r.id).unwrap().unwrap();
    let mut changed = r.clone();
    changed.version += 1;
    let again = store.write(&[GameWrite::of(changed)], Some(("local:3", 20)), &[post("local", "twice")]);
    assert!(matches!(&again, Err(StorageError::Delivered(d)) if d == "local:3"), "{again:?}");
    assert_eq!(store.record(r.id).unwrap(), Some(stored));
    assert_eq!(store.unsent_count(), 0);
    let again = store.write(&[], Some(("local:1", 20)), &[]);
    assert!(matches!(again, Err(StorageError::Delivered(_))), "{again:?}");
    // A new game's delivery too: nothing is stored.
    let count = store.game_count();
    let again = store.create(&record("free", GameStatus::Lobby), Some("local:1"));
    assert!(matches!(again, Err(StorageError::Delivered(_))), "{again:?}");
    assert_eq!(store.game_count(), count);
    assert_eq!(store.game_in_chat(&ChatKey::new("local", "free")).unwrap(), None);

    // A delivery that changed nothing, recorded alone.
    store.mark_delivered("local:2", 100).unwrap();
    assert!(store.is_delivered("local:2").unwrap());
    assert!(matches!(store.write(&[], Some(("local:2", 120)), &[]), Err(StorageError::Delivered(_))));
    // Only the ids handled before the cut-off go.
    assert_pruned_by_age(store);
    // A forgotten id may be used again.
    store.write(&[], Some(("local:2", 200)), &[]).unwrap();
    assert!(store.is_delivered("local:2").unwrap());
}

/// A write whose base is the stored record goes through, with its delivery id and posts.
fn a_write_on_the_base_it_read_succeeds(store: &Store) {
    let (r, _) = started(store);
    for n in 1..=3u32 {
        let (write, state) = one_move(store, r.id);
        let delivery = format!("local:move{n}");
        let receipts = store
            .write(std::slice::from_ref(&write), Some((delivery.as_str(), 7)), &[post("local", "moved")])
            .unwrap();
        assert_eq!(receipts.len(), 1);
        let stored = store.load(r.id).unwrap().unwrap();
        assert_eq!(stored.record, write.record);
        assert_eq!(stored.actions.len() as u32, n);
        assert_eq!(stored.snapshot, Some(state));
        assert!(store.is_delivered(&delivery).unwrap());
    }
    assert_eq!(store.unsent_count(), 3);
}

/// A write whose base is not the stored record (another process changed the game) is refused
/// with `Conflict` and leaves everything as it was: no game, no delivery id, no post.
fn a_write_on_a_stale_base_is_refused_and_writes_nothing(store: &Store) {
    let (r, _) = started(store);
    let (other, _) = started_in(store, "other");
    let (first, _) = one_move(store, r.id);
    let (late, _) = one_move(store, r.id);
    store.write(&[first], Some(("local:first", 1)), &[post("local", "first")]).unwrap();
    let stored = store.load(r.id).unwrap().unwrap();

    // The same move decided again on the old record.
    let (other_move, _) = one_move(store, other.id);
    let other_before = store.load(other.id).unwrap().unwrap();
    let refused = store.write(
        &[other_move, late.clone()],
        Some(("local:late", 2)),
        &[post("local", "late"), post("discord", "late")],
    );
    assert!(matches!(refused, Err(StorageError::Conflict(id)) if id == r.id), "{refused:?}");
    assert_eq!(store.load(r.id).unwrap().unwrap(), stored);
    assert_eq!(store.load(other.id).unwrap().unwrap(), other_before, "the other game of the write");
    assert!(!store.is_delivered("local:late").unwrap());
    assert_eq!(store.unsent_count(), 1);
    assert_eq!(payloads(store, "local"), ["first"]);
    assert!(payloads(store, "discord").is_empty());

    // A base for a game that is not stored is stale as well.
    let mut ghost = late.clone();
    ghost.record.id = r.id + 1_000;
    ghost.base.as_mut().unwrap().id = r.id + 1_000;
    assert!(matches!(store.write(&[ghost], None, &[]), Err(StorageError::Conflict(_))));
    assert_eq!(store.record(r.id + 1_000).unwrap(), None);

    // Read again, decided again: it goes through.
    let (retry, _) = one_move(store, r.id);
    store.write(&[retry], Some(("local:late", 3)), &[]).unwrap();
    assert_eq!(store.load(r.id).unwrap().unwrap().actions.len(), 2);
}

// The outbox.

/// Posts come back per platform in the order written, with the receipts the write returned; a
/// sent post is gone.
fn the_outbox_keeps_order_and_receipts(store: &Store) {
    assert_eq!(store.unsent_count(), 0);
    assert!(store.unsent("local", now_ms()).unwrap().is_empty());
    let first =
        store.write(&[], None, &[post("local", "a"), post("discord", "x"), post("local", "b")]).unwrap();
    let (r, _) = started(store);
    let (write, _) = one_move(store, r.id);
    let second = store.write(&[write], None, &[post("local", "c"), post("discord", "y")]).unwrap();
    assert_eq!(first.iter().map(|p| p.platform.as_str()).collect::<Vec<_>>(), ["local", "discord", "local"]);
    assert_eq!(second.iter().map(|p| p.platform.as_str()).collect::<Vec<_>>(), ["local", "discord"]);
    assert_eq!(store.unsent_count(), 5);

    let local = store.unsent("local", now_ms()).unwrap();
    assert_eq!(
        local.iter().map(|p| p.receipt.clone()).collect::<Vec<_>>(),
        [first[0].clone(), first[2].clone(), second[0].clone()]
    );
    assert!(local.windows(2).all(|w| w[0].receipt.seq < w[1].receipt.seq), "in the order written");
    assert_eq!(payloads(store, "local"), ["a", "b", "c"]);
    assert_eq!(payloads(store, "discord"), ["x", "y"]);
    // Asking again (this process holds them) gives the same posts.
    assert_eq!(payloads(store, "local"), ["a", "b", "c"]);

    assert!(store.is_unsent(&first[2]).unwrap());
    store.mark_sent(&first[2]).unwrap();
    assert!(!store.is_unsent(&first[2]).unwrap());
    assert!(store.is_unsent(&first[0]).unwrap());
    assert_eq!(payloads(store, "local"), ["a", "c"]);
    assert_eq!(store.unsent_count(), 4);
    // Marking again is harmless.
    store.mark_sent(&first[2]).unwrap();
    for receipt in first.iter().chain(&second) {
        store.mark_sent(receipt).unwrap();
    }
    assert_eq!(store.unsent_count(), 0);
    assert!(payloads(store, "local").is_empty() && payloads(store, "discord").is_empty());
    // Later posts still come after the earlier ones.
    let third = store.write(&[], None, &[post("local", "d")]).unwrap();
    assert!(third[0].seq > second[0].seq);
}

// Reminders.

/// Entries are listed in due order; `claim_due` takes the due ones once, moving each a lease
/// later.
fn reminders_are_kept_in_due_order_and_claimed_once(store: &Store) {
    assert_eq!(store.next_due().unwrap(), None);
    store.schedule(7, 300).unwrap();
    store.schedule(8, 100).unwrap();
    store.schedule(7, 500).unwrap();
    store.schedule(9, 900).unwrap();
    store.schedule(7, 500).unwrap();
    assert_eq!(store.scheduled().unwrap(), [(100, 8), (300, 7), (500, 7), (900, 9)]);
    assert_eq!(store.scheduled_for(7).unwrap(), [300, 500]);
    assert_eq!(store.scheduled_for(10).unwrap(), Vec::<u64>::new());
    assert_eq!(store.next_due().unwrap(), Some(100));
    store.unschedule_at(7, 500).unwrap();
    assert_eq!(store.scheduled_for(7).unwrap(), [300]);
    store.unschedule(9).unwrap();
    assert_eq!(store.scheduled().unwrap(), [(100, 8), (300, 7)]);

    // Nothing due yet.
    assert!(store.claim_due(99).unwrap().is_empty());
    assert_eq!(store.claim_due(350).unwrap(), [8, 7]);
    let later = 350 + DEFAULT_LEASE_MS;
    assert_eq!(store.scheduled().unwrap(), [(later, 7), (later, 8)]);
    assert!(store.claim_due(400).unwrap().is_empty(), "taken once");
    assert_eq!(store.next_due().unwrap(), Some(later));

    // Two due entries of one game: the game once, one entry a lease later.
    store.schedule(5, 10).unwrap();
    store.schedule(5, 20).unwrap();
    // Due at the very moment asked about: due.
    store.schedule(6, 30).unwrap();
    assert_eq!(store.claim_due(30).unwrap(), [5, 6]);
    assert_eq!(store.scheduled_for(5).unwrap(), [30 + DEFAULT_LEASE_MS]);
    assert_eq!(store.scheduled_for(6).unwrap(), [30 + DEFAULT_LEASE_MS]);
    store.unschedule(6).unwrap();
    // Should this process stop, the entry comes due again after the lease.
    assert_eq!(store.claim_due(later).unwrap(), [5, 7, 8]);
    store.unschedule(7).unwrap();
    store.unschedule(8).unwrap();
    store.unschedule(5).unwrap();
    assert!(store.scheduled().unwrap().is_empty());
    assert_eq!(store.next_due().unwrap(), None);
}

// Settings.

fn profiles_and_chat_settings_have_defaults_and_are_kept(store: &Store) {
    let (alice, bob) = (UserKey::new("local", "alice"), UserKey::new("telegram", "42"));
    let room = ChatKey::new("local", "room");
    assert_eq!(store.profile(&alice).unwrap(), UserProfile::default());
    assert_eq!(store.chat_settings(&room).unwrap(), ChatSettings::default());
    let p = UserProfile {
        quiet_hours: Some((22, 7)),
        utc_offset_min: -90,
        away_from_ms: Some(5),
        away_until_ms: Some(9),
        remind_by: RemindBy::Private,
        lang: Some(Lang::Pl),
        platform_lang: Some(Lang::En),
        link: None,
    };
    store.set_profile(&alice, &p).unwrap();
    store.set_profile(&bob, &UserProfile { lang: Some(Lang::En), ..UserProfile::default() }).unwrap();
    store
        .set_chat_settings(
            &room,
            &ChatSettings { lang: Lang::Pl, chosen: true, last_game: None, ..Default::default() },
        )
        .unwrap();
    assert_eq!(store.profile(&alice).unwrap(), p);
    assert_eq!(store.profile(&bob).unwrap().lang, Some(Lang::En));
    assert_eq!(store.chat_settings(&room).unwrap().lang, Lang::Pl);
    // Set again: replaced.
    store.set_profile(&alice, &UserProfile { remind_by: RemindBy::Channel, ..p }).unwrap();
    assert_eq!(store.profile(&alice).unwrap().remind_by, RemindBy::Channel);
    store
        .set_chat_settings(
            &room,
            &ChatSettings { lang: Lang::En, chosen: true, last_game: None, ..Default::default() },
        )
        .unwrap();
    assert_eq!(store.chat_settings(&room).unwrap().lang, Lang::En);

    // A backup lists every one of them.
    let mut out = Vec::new();
    let summary = store.backup(&mut out).unwrap();
    assert_eq!((summary.games, summary.settings), (0, 3));
    let text = String::from_utf8(out).unwrap();
    assert_eq!(text.lines().count(), 3);
    assert!(text.contains("\"telegram\"") && text.contains("\"room\""));
}

/// A chat's new id takes its open game and its settings; a busy destination is refused.
fn a_chat_that_changes_its_id_takes_its_game_and_settings(store: &Store) {
    let (game, _) = started_in(store, "old");
    let (old, new) = (game.chat.clone(), ChatKey::new("local", "new"));
    store
        .set_chat_settings(
            &old,
            &ChatSettings { lang: Lang::Pl, chosen: true, last_game: None, ..Default::default() },
        )
        .unwrap();
    assert_eq!(store.move_chat(&old, &new).unwrap(), Some(game.id));
    assert_eq!(store.game_in_chat(&new).unwrap(), Some(game.id));
    assert_eq!(store.game_in_chat(&old).unwrap(), None);
    assert_eq!(store.record(game.id).unwrap().unwrap().chat, new);
    assert_eq!(store.chat_settings(&new).unwrap().lang, Lang::Pl);
    assert_eq!(store.chat_settings(&old).unwrap(), ChatSettings::default());
    // Again: nothing more to move.
    assert_eq!(store.move_chat(&old, &new).unwrap(), None);
    assert_eq!(store.game_in_chat(&new).unwrap(), Some(game.id));
    // Settings alone move too.
    let (quiet, moved) = (ChatKey::new("local", "quiet"), ChatKey::new("local", "moved"));
    store
        .set_chat_settings(
            &quiet,
            &ChatSettings { lang: Lang::Pl, chosen: true, last_game: None, ..Default::default() },
        )
        .unwrap();
    assert_eq!(store.move_chat(&quiet, &moved).unwrap(), None);
    assert_eq!(store.chat_settings(&moved).unwrap().lang, Lang::Pl);
    // Into a chat with its own open game: refused, nothing moves.
    let (other, _) = started_in(store, "other");
    let refused = store.move_chat(&new, &other.chat);
    assert!(matches!(refused, Err(StorageError::ChatBusy(_))), "{refused:?}");
    assert_eq!(store.game_in_chat(&new).unwrap(), Some(game.id));
    assert_eq!(store.game_in_chat(&other.chat).unwrap(), Some(other.id));
    assert_eq!(store.chat_settings(&new).unwrap().lang, Lang::Pl);
    assert_eq!(store.record(game.id).unwrap().unwrap().chat, new);
    // The moved game plays on in its new chat.
    let (write, _) = one_move(store, game.id);
    store.write(&[write], None, &[]).unwrap();
    assert_eq!(store.game_in_chat(&new).unwrap(), Some(game.id));
    store.verify().unwrap();
}

/// Numbers from `reserve_id` and from new games never repeat and grow; a reserved number is the
/// game's once written.
fn game_numbers_are_distinct_and_increasing(store: &Store) {
    let reserved = store.reserve_id().unwrap();
    let created_id = created(store, "a", GameStatus::Lobby).id;
    let again = store.reserve_id().unwrap();
    assert!(reserved < created_id && created_id < again, "{reserved} {created_id} {again}");
    let mut r = record("b", GameStatus::Lobby);
    r.id = reserved;
    store.write(&[GameWrite::of(r.clone())], None, &[]).unwrap();
    assert_eq!(store.record(reserved).unwrap(), Some(r));
    assert_eq!(store.record(created_id).unwrap().unwrap().chat, ChatKey::new("local", "a"));
    let mut last = again;
    for _ in 0..20 {
        let next = store.reserve_id().unwrap();
        assert!(next > last);
        last = next;
    }
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let store = store.clone();
            std::thread::spawn(move || (0..25).map(|_| store.reserve_id().unwrap()).collect::<Vec<_>>())
        })
        .collect();
    let mut ids: Vec<u64> = threads.into_iter().flat_map(|t| t.join().unwrap()).collect();
    assert!(ids.iter().all(|&id| id > last));
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 100);
    assert!(created(store, "c", GameStatus::Lobby).id > *ids.last().unwrap());
    assert_eq!(store.game_count(), 3);
}

fn the_schema_version_is_set_and_the_store_leads(store: &Store) {
    assert!(store.schema_version().unwrap() > 0);
    assert!(store.lead("telegram-polling").unwrap());
    assert!(store.lead("telegram-polling").unwrap(), "kept");
    assert!(store.lead("another-role").unwrap());
    store.flush().unwrap();
}

fn the_heartbeat_is_kept(store: &Store) {
    assert_eq!(store.last_alive().unwrap(), None);
    store.set_alive(77).unwrap();
    assert_eq!(store.last_alive().unwrap(), Some(77));
    store.set_alive(1_077).unwrap();
    assert_eq!(store.last_alive().unwrap(), Some(1_077));
}

// Copies.

/// An exported game imports under a new number, checked against its replay; importing it again
/// finds the first copy.
fn an_export_imports_once_and_is_checked(source: &Store, target: &Store) {
    let (mut r, mut game) = started(source);
    play(source, &mut r, &mut game, 21);
    let mut export = source.export(r.id).unwrap();
    assert_eq!(export.actions.len(), 21);
    let json = serde_json::to_string(&export).unwrap();

    created(target, "elsewhere", GameStatus::Lobby);
    let first = target.import(serde_json::from_str(&json).unwrap()).unwrap();
    assert!(!first.earlier);
    let again = target.import(serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!((again.id, again.earlier), (first.id, true));
    assert_eq!(target.game_count(), 2);
    let back = target.load(first.id).unwrap().unwrap();
    assert_eq!((&back.actions, &back.snapshot), (&export.actions, &export.snapshot));
    assert_eq!(back.record.id, first.id);
    assert_eq!(target.game_in_chat(&export.record.chat).unwrap(), Some(first.id));
    assert!(target.games_of(&UserKey::new("local", "alice")).unwrap().contains(&first.id));
    // The copy plays on.
    let (write, _) = one_move(target, first.id);
    target.write(&[write], None, &[]).unwrap();
    assert_eq!(target.load(first.id).unwrap().unwrap().actions.len(), 22);

    // A log that does not replay to its snapshot is refused.
    export.actions.pop();
    assert!(matches!(target.import(export), Err(StorageError::ReplayMismatch(_))));
    assert_eq!(target.game_count(), 2);
}

/// A backup loaded into an empty store keeps the game numbers, the games, their chats, users and
/// settings; new games continue after the highest number.
fn a_backup_loads_into_an_empty_store_with_its_numbers_and_settings(source: &Store, target: &Store) {
    finished_in(source, "one");
    let (mut r, mut game) = started_in(source, "two");
    play(source, &mut r, &mut game, 21);
    created(source, "three", GameStatus::Lobby);
    let (mut abandoned, _) = started_in(source, "four");
    abandoned.status = GameStatus::Abandoned;
    source.commit(&abandoned, None, Change::Record, None).unwrap();
    polish_settings(source, "two");
    let ids: Vec<u64> = source.records().unwrap().iter().map(|r| r.id).collect();
    assert_eq!(ids.len(), 4);
    let exports: Vec<_> = ids.iter().map(|&id| source.export(id).unwrap()).collect();

    let mut backup = Vec::new();
    let summary = source.backup(&mut backup).unwrap();
    assert_eq!((summary.games, summary.settings), (4, 2));
    let loaded = target.load_backup(backup.as_slice(), 5_000).unwrap();
    assert_eq!((loaded.games, loaded.settings, loaded.rated), (summary.games, summary.settings, 1));
    assert_eq!(target.records().unwrap().iter().map(|r| r.id).collect::<Vec<_>>(), ids);
    for export in &exports {
        assert_eq!(&target.export(export.record.id).unwrap(), export);
    }
    assert_eq!(target.game_in_chat(&ChatKey::new("local", "two")).unwrap(), Some(r.id));
    assert_eq!(target.game_in_chat(&ChatKey::new("local", "three")).unwrap(), Some(ids[2]));
    assert_eq!(target.game_in_chat(&ChatKey::new("local", "one")).unwrap(), None);
    assert_eq!(target.game_in_chat(&ChatKey::new("local", "four")).unwrap(), None);
    assert_eq!(target.games_of(&UserKey::new("local", "bob")).unwrap(), ids);
    assert_eq!(target.profile(&UserKey::new("local", "alice")).unwrap().lang, Some(Lang::Pl));
    assert_eq!(target.chat_settings(&ChatKey::new("local", "two")).unwrap().lang, Lang::Pl);
    // The active game gets a reminder check; new games continue after the highest number.
    assert_eq!(target.scheduled().unwrap(), [(5_000, r.id)]);
    let highest = *ids.last().unwrap();
    assert!(created(target, "five", GameStatus::Lobby).id > highest);
    assert!(target.reserve_id().unwrap() > highest);
    assert_eq!(target.verify().unwrap(), 5);
    // The game being played plays on.
    let (write, _) = one_move(target, r.id);
    target.write(&[write], None, &[]).unwrap();
}
