//! Issue #62: every reminder and time-out duration is bounded (refused outside the bounds, in the
//! caller's language), no time wraps, and a chat gets at most a few reminders an hour whatever
//! its stored settings say. Days pass in milliseconds on paused tokio time.

use kontor_service::{MIN_REMINDER_MS, REMINDERS_PER_CHAT_HOUR, Service};
use kontor_storage::{Change, ReminderSettings, Store, TimeoutPolicy};

use crate::support::paused::{HOUR, MONDAY_10H, alice_vs_bot, reminders, say, service_on, start, wait_ms};
use crate::support::{Served, all_text};

const REMINDER_BOUNDS: &str = "Reminders can come from 1 h to 60 d";
const TIMEOUT_BOUNDS: &str = "A time-out can be from 12 h to 60 d";
/// u64::MAX minutes, and more than a u64 holds.
const ENORMOUS: [&str; 2] = ["18446744073709551615m", "99999999999999999999999999d"];

fn service() -> Served {
    service_on(Store::temporary().unwrap(), MONDAY_10H)
}

/// What `who` was told privately, and what the channel got.
async fn answer(svc: &Service, who: &str, text: &str) -> String {
    all_text(&say(svc, who, text).await)
}

#[tokio::test(start_paused = true)]
async fn reminder_delays_and_repeats_outside_an_hour_to_60_days_are_refused() {
    let svc = service();
    alice_vs_bot(&svc).await;
    let before = svc.store().record(1).unwrap().unwrap().reminders;
    for setting in ["first", "repeat"] {
        for d in ["59m", "0h", "0m", "60d1m", "61d"].into_iter().chain(ENORMOUS) {
            let said = answer(&svc, "alice", &format!("/remind {setting} {d}")).await;
            assert!(said.contains(REMINDER_BOUNDS), "{setting} {d}: {said}");
        }
    }
    assert_eq!(svc.store().record(1).unwrap().unwrap().reminders, before, "nothing changed");
    let said = answer(&svc, "alice", "/remind first 1h").await;
    assert!(said.contains("first reminder after 1 h"), "{said}");
    let said = answer(&svc, "alice", "/remind repeat 60d").await;
    assert!(said.contains("reminders repeat every 60 d"), "{said}");
    let settings = svc.store().record(1).unwrap().unwrap().reminders;
    assert_eq!((settings.first_ms, settings.repeat_ms), (MIN_REMINDER_MS, 60 * 24 * HOUR));
}

#[tokio::test(start_paused = true)]
async fn time_outs_outside_12_hours_to_60_days_are_refused() {
    let svc = service();
    alice_vs_bot(&svc).await;
    for policy in ["bot", "resign"] {
        for d in ["11h59m", "1h", "60d1m"].into_iter().chain(ENORMOUS) {
            let said = answer(&svc, "alice", &format!("/remind timeout {policy} {d}")).await;
            assert!(said.contains(TIMEOUT_BOUNDS), "{policy} {d}: {said}");
        }
    }
    assert_eq!(svc.store().record(1).unwrap().unwrap().reminders.timeout, None);
    assert!(answer(&svc, "alice", "/remind timeout bot 12h").await.contains("after 12 h"));
    assert!(answer(&svc, "alice", "/remind timeout resign 60d").await.contains("after 60 d"));
    assert_eq!(
        svc.store().record(1).unwrap().unwrap().reminders.timeout,
        Some((TimeoutPolicy::Resign, 60 * 24 * HOUR))
    );
}

#[tokio::test(start_paused = true)]
async fn the_bounds_are_told_in_polish_to_a_polish_player() {
    let svc = service();
    alice_vs_bot(&svc).await;
    say(&svc, "alice", "/lang pl").await;
    let said = answer(&svc, "alice", &format!("/remind repeat {}", ENORMOUS[0])).await;
    let bounds = "Czas do pierwszego przypomnienia i odstęp między przypomnieniami muszą wynosić co najmniej \
                  1 godzinę i co najwyżej 60 dni.";
    assert_eq!(said, bounds);
    assert!(!said.contains("Reminders"), "{said}");
    let said = answer(&svc, "alice", "/remind timeout bot 1h").await;
    assert_eq!(said, "Limit czasu musi wynosić co najmniej 12 godzin i co najwyżej 60 dni.");
    let said = answer(&svc, "alice", "/remind first soon").await;
    assert!(said.contains("nie jest czasem trwania"), "{said}");
}

/// After refused enormous settings, and at the longest allowed ones, nothing falls due early:
/// no flood of reminders, no time-out at once.
#[tokio::test(start_paused = true)]
async fn nothing_wraps_into_the_past() {
    let svc = service();
    alice_vs_bot(&svc).await;
    for d in ENORMOUS {
        say(&svc, "alice", &format!("/remind repeat {d}")).await;
        say(&svc, "alice", &format!("/remind timeout bot {d}")).await;
    }
    say(&svc, "alice", "/remind first 60d").await;
    say(&svc, "alice", "/remind repeat 60d").await;
    say(&svc, "alice", "/remind timeout bot 60d").await;
    let actions = svc.store().record(1).unwrap().unwrap().actions;
    let mut rx = start(&svc);
    let texts = wait_ms(&mut rx, 3 * 24 * HOUR).await;
    assert!(texts.is_empty(), "nothing for 3 days: {:?}", &texts[..texts.len().min(3)]);
    assert_eq!(svc.store().record(1).unwrap().unwrap().actions, actions, "no bot played alice's turn");
    let due = svc.store().scheduled_for(1).unwrap();
    assert_eq!(due, [MONDAY_10H + 60 * 24 * HOUR], "the next check is 60 days after the turn began");
}

/// Settings that no `/remind` accepts (stored by an older Kontor, or written straight into the
/// database) are bounded when used: at most one reminder an hour for the seat, never more than the
/// chat's cap, and the time-out no sooner than 12 hours.
#[tokio::test(start_paused = true)]
async fn a_chat_gets_few_reminders_an_hour_whatever_its_stored_settings() {
    let svc = service();
    alice_vs_bot(&svc).await;
    let mut record = svc.store().record(1).unwrap().unwrap();
    record.reminders =
        ReminderSettings { first_ms: 1, repeat_ms: 1, timeout: Some((TimeoutPolicy::Resign, 1)) };
    record.reminded_ms = vec![1, 1];
    svc.store().commit(&record, None, Change::Record, None).unwrap();
    svc.store().schedule(1, MONDAY_10H).unwrap();
    let mut rx = start(&svc);
    assert_eq!(reminders(&wait_ms(&mut rx, HOUR / 2).await), 1, "the overdue reminder, once");
    for hour in 1..=10 {
        let texts = wait_ms(&mut rx, HOUR).await;
        let n = reminders(&texts);
        assert!(n == 1 && n <= REMINDERS_PER_CHAT_HOUR, "hour {hour}: {n} reminders: {texts:?}");
        assert!(!texts.iter().any(|t| t.contains("alice resigns")), "hour {hour}: {texts:?}");
    }
    let texts = wait_ms(&mut rx, 2 * HOUR).await;
    assert!(texts.iter().any(|t| t.contains("alice resigns")), "the time-out after 12 h: {texts:?}");
}

/// The reminder task sleeps on the next entry for up to a minute; an entry due earlier (here a
/// first reminder made due by a shorter delay) wakes it at once.
#[tokio::test(start_paused = true)]
async fn an_earlier_entry_wakes_the_reminder_task() {
    let svc = service();
    alice_vs_bot(&svc).await;
    let mut rx = start(&svc);
    assert_eq!(reminders(&wait_ms(&mut rx, 2 * HOUR + 5_000).await), 0);
    say(&svc, "alice", "/remind first 1h").await;
    let texts = wait_ms(&mut rx, 1_000).await;
    assert_eq!(reminders(&texts), 1, "due an hour ago, reminded within a second: {texts:?}");
}

/// Stored times at the end of the clock (a record written straight into the database) saturate:
/// the game's next check is at the end of time, not wrapped into the past, and nothing is sent.
#[tokio::test(start_paused = true)]
async fn stored_times_at_the_end_of_the_clock_do_not_wrap() {
    let svc = service();
    alice_vs_bot(&svc).await;
    let mut record = svc.store().record(1).unwrap().unwrap();
    record.reminded_ms = vec![u64::MAX - 5, u64::MAX - 5];
    record.paused_ms = vec![u64::MAX, u64::MAX];
    record.reminders.timeout = Some((TimeoutPolicy::Bot, u64::MAX));
    svc.store().commit(&record, None, Change::Record, None).unwrap();
    svc.store().schedule(1, MONDAY_10H).unwrap();
    let mut rx = start(&svc);
    let texts = wait_ms(&mut rx, 3 * 24 * HOUR).await;
    assert!(texts.is_empty(), "{:?}", &texts[..texts.len().min(3)]);
    assert_eq!(svc.store().record(1).unwrap().unwrap().actions, record.actions, "no time-out");
    assert_eq!(svc.store().scheduled_for(1).unwrap(), [u64::MAX], "checked again at the end of time");
}
