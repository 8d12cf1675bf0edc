//! Who moderates a group: its creator and administrators, as `getChatAdministrators` lists them,
//! looked up once per group for a few minutes, never in a private chat, and never in the way of a
//! command when Telegram cannot say.

use kontor_bot::telegram::admins::Admins;
use kontor_service::{ChatKey, Command, UserKey};
use teloxide::Bot;

use super::fake::{Call, FakeTelegram, Fault};
use super::{ANN, BOB, GROUP, start};

const CID: (i64, &str) = (103, "Cid");
const OTHER_GROUP: i64 = -1003;

fn bot(fake: &FakeTelegram) -> Bot {
    Bot::new("123:TEST-TOKEN").set_api_url(url::Url::parse(&fake.url).unwrap())
}

fn command(chat: i64, from: (i64, &str), line: &str) -> Command {
    let user = UserKey::new(kontor_bot::platforms::TELEGRAM, from.0.to_string());
    Command::text(ChatKey::new(kontor_bot::platforms::TELEGRAM, chat.to_string()), user, from.1, line)
}

#[tokio::test]
async fn the_creator_and_administrators_moderate_others_do_not_and_one_lookup_serves_a_while() {
    let fake = FakeTelegram::start().await;
    fake.set_admins(GROUP, &[ANN, CID]);
    let (admins, bot) = (Admins::default(), bot(&fake));
    let moderated = |from, line| admins.moderated(&bot, command(GROUP, from, line), GROUP, from.0);
    assert!(moderated(ANN, "/abandon").await.moderator, "the creator");
    assert!(moderated(CID, "/lang chat pl").await.moderator, "an administrator");
    assert!(!moderated(BOB, "/abandon").await.moderator, "a member");
    assert_eq!(fake.admin_lookups(GROUP), 1, "the first lookup serves the commands after it");
    assert!(!moderated(ANN, "/hand").await.moderator, "a view needs no moderator");
    let private = admins.moderated(&bot, command(ANN.0, ANN, "/abandon"), ANN.0, ANN.0).await;
    assert!(!private.moderator, "nobody moderates a private chat");
    assert_eq!(fake.calls().len(), 1, "no lookup for either: {:?}", fake.calls());
}

#[tokio::test]
async fn a_failed_lookup_names_no_moderator_and_the_next_command_asks_again() {
    let fake = FakeTelegram::start().await;
    fake.set_admins(OTHER_GROUP, &[ANN]);
    let (admins, bot) = (Admins::default(), bot(&fake));
    fake.fail_next("getchatadministrators", Fault::InternalJson);
    assert!(!admins.administers(&bot, OTHER_GROUP, ANN.0).await, "Telegram could not say");
    assert!(admins.administers(&bot, OTHER_GROUP, ANN.0).await, "asked again");
    assert_eq!(fake.admin_lookups(OTHER_GROUP), 2);
}

/// Through the adapter: a group's commands look its administrators up once, a view not at all,
/// and a lookup that fails leaves the command working.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_adapter_looks_a_groups_administrators_up_once_and_goes_on_without_them() {
    let fake = FakeTelegram::start().await;
    fake.set_admins(GROUP, &[ANN]);
    let data = tempfile::tempdir().unwrap();
    let service = kontor_bot::cli::service(data.path(), true).unwrap();
    let adapter = start(&service, data.path(), &fake);
    fake.handled(fake.say(GROUP, ANN, "/new carthage players=2 seed=5")).await;
    fake.handled(fake.say(GROUP, BOB, "/join")).await;
    fake.handled(fake.say(GROUP, BOB, "/status")).await;
    fake.handled(fake.say(ANN.0, ANN, "/lang en")).await;
    assert_eq!(fake.admin_lookups(GROUP), 1, "{:#?}", fake.calls());
    assert_eq!(fake.admin_lookups(ANN.0), 0, "a private chat");

    fake.fail_next("getchatadministrators", Fault::InternalJson);
    let calls =
        fake.calls_handling(|fake| fake.say(OTHER_GROUP, ANN, "/new carthage players=2 seed=6")).await;
    assert!(calls.iter().any(|c| c.method == "getchatadministrators" && c.refused), "{calls:#?}");
    let opened = calls.iter().any(|c| c.is_send() && c.chat() == Some(OTHER_GROUP));
    assert!(opened, "the command went on without: {calls:#?}");
    adapter.stop().await;
}

/// End to end: a group's administrator abandons a game somebody else opened; a member who is
/// not one is told who may.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_administrator_abandons_someone_elses_game() {
    let fake = FakeTelegram::start().await;
    fake.set_admins(GROUP, &[(100, "Owner"), CID]);
    let data = tempfile::tempdir().unwrap();
    let service = kontor_bot::cli::service(data.path(), true).unwrap();
    let adapter = start(&service, data.path(), &fake);
    fake.handled(fake.say(GROUP, ANN, "/new carthage players=2 seed=5")).await;
    let abandoned = |c: &Call| c.is_send() && c.text().contains("abandoned the game");

    let mark = fake.mark();
    fake.handled(fake.say(GROUP, BOB, "/abandon")).await;
    let refused = fake.calls_since(mark);
    assert!(!refused.iter().any(abandoned), "{refused:#?}");

    let calls = fake.calls_handling(|fake| fake.say(GROUP, CID, "/abandon")).await;
    assert!(calls.iter().any(|c| abandoned(c) && c.chat() == Some(GROUP)), "{calls:#?}");
    adapter.stop().await;
}
