//! Reminders and time control with paused tokio time: days pass in milliseconds.

use std::time::Duration;

use kontor_service::{Delivery, Outbound, Service};
use kontor_storage::Store;
use tokio::sync::broadcast::Receiver;

use crate::support::paused::{HOUR, MONDAY_10H, alice_vs_bot, reminders, say, service_on, start, wait_ms};

/// Lets `hours` pass and returns the texts pushed meanwhile.
async fn wait(rx: &mut Receiver<Outbound>, hours: f64) -> Vec<String> {
    wait_ms(rx, (hours * HOUR as f64) as u64).await
}

#[tokio::test(start_paused = true)]
async fn first_reminder_at_the_delay_then_every_interval() {
    let svc = service_on(Store::temporary().unwrap(), MONDAY_10H);
    alice_vs_bot(&svc).await;
    let mut rx = start(&svc);
    assert_eq!(reminders(&wait(&mut rx, 11.9).await), 0);
    let first = wait(&mut rx, 0.2).await;
    assert_eq!(reminders(&first), 1, "{first:?}");
    assert!(first[0].contains("alice, it is your move") && first[0].contains("You are the last one"));
    assert_eq!(reminders(&wait(&mut rx, 23.8).await), 0);
    let second = wait(&mut rx, 0.3).await;
    assert_eq!(reminders(&second), 1);
    assert!(second[0].contains("still waiting"));
    let third = wait(&mut rx, 24.0).await;
    assert!(third[0].contains("Reminder 3"), "{third:?}");
}

#[tokio::test(start_paused = true)]
async fn a_move_cancels_the_pending_reminder() {
    let svc = service_on(Store::temporary().unwrap(), MONDAY_10H);
    alice_vs_bot(&svc).await;
    let mut rx = start(&svc);
    wait(&mut rx, 11.0).await;
    say(&svc, "alice", "/play token red").await;
    // The clock restarted at the move: nothing at the old 12 h mark, a reminder 12 h after the move.
    assert_eq!(reminders(&wait(&mut rx, 11.5).await), 0);
    assert_eq!(reminders(&wait(&mut rx, 1.0).await), 1);
}

#[tokio::test(start_paused = true)]
async fn no_reminder_during_quiet_hours() {
    // The game starts at 10:00; the first reminder falls due at 22:00, inside 21–7 quiet hours.
    let svc = service_on(Store::temporary().unwrap(), MONDAY_10H);
    alice_vs_bot(&svc).await;
    say(&svc, "alice", "/quiet 21-7 utc+0").await;
    let mut rx = start(&svc);
    assert_eq!(reminders(&wait(&mut rx, 20.9).await), 0, "nothing until 06:55 next day");
    let morning = wait(&mut rx, 0.2).await;
    assert_eq!(reminders(&morning), 1, "sent when the quiet hours end at 07:00");
}

#[tokio::test(start_paused = true)]
async fn no_reminder_and_no_time_out_while_away() {
    let svc = service_on(Store::temporary().unwrap(), MONDAY_10H);
    alice_vs_bot(&svc).await;
    say(&svc, "alice", "/remind timeout resign 1d").await;
    let out = say(&svc, "alice", "/away 3").await;
    assert!(
        out.iter().any(|d| matches!(d, Delivery::Channel { text, .. } if text.contains("alice is away")))
    );
    let mut rx = start(&svc);
    let texts = wait(&mut rx, 71.0).await;
    assert_eq!(reminders(&texts), 0, "{texts:?}");
    assert!(!texts.iter().any(|t| t.contains("resigns")), "{texts:?}");
    assert!(wait(&mut rx, 2.0).await.iter().any(|t| t.starts_with('⏰')), "reminded once back");
}

#[tokio::test(start_paused = true)]
async fn the_time_out_policy_applies_exactly_once() {
    let svc = service_on(Store::temporary().unwrap(), MONDAY_10H);
    alice_vs_bot(&svc).await;
    say(&svc, "alice", "/remind timeout bot 2d").await;
    let actions = svc.store().record(1).unwrap().unwrap().actions;
    let mut rx = start(&svc);
    let texts = wait(&mut rx, 47.5).await;
    assert_eq!(reminders(&texts), 2);
    assert!(texts[1].contains("After 2 d without a move, a bot plays the turn"), "{texts:?}");
    let texts = wait(&mut rx, 1.0).await;
    let timed_out =
        texts.iter().filter(|t| t.contains("has not moved for 2 d: a bot played the turn")).count();
    assert_eq!(timed_out, 1, "{texts:?}");
    let after = svc.store().record(1).unwrap().unwrap().actions;
    assert!(after > actions, "the bot moved for alice");
    // The next time-out is a full two days after the bot's move, not at once.
    let texts = wait(&mut rx, 24.0).await;
    assert!(!texts.iter().any(|t| t.contains("has not moved")), "{texts:?}");
}

#[tokio::test(start_paused = true)]
async fn a_restart_neither_loses_nor_duplicates_a_reminder() {
    let dir = tempfile::tempdir().unwrap();
    {
        let svc = service_on(Store::open(dir.path()).unwrap(), MONDAY_10H);
        alice_vs_bot(&svc).await;
        let mut rx = svc.subscribe();
        let task = tokio::spawn(Service::clone(&svc).run_reminders());
        assert_eq!(reminders(&wait(&mut rx, 6.0).await), 0);
        // The process dies here: the reminder due at 22:00 was never sent.
        task.abort();
        let _ = task.await;
    }
    // It comes back at 04:00 the next day (18 h after the start, 12 h of downtime).
    let svc = service_on(Store::open(dir.path()).unwrap(), MONDAY_10H + 18 * HOUR);
    let mut rx = start(&svc);
    let back = wait(&mut rx, 0.1).await;
    assert_eq!(reminders(&back), 1, "the missed reminder is sent once: {back:?}");
    assert_eq!(reminders(&wait(&mut rx, 23.0).await), 0, "not repeated for each missed interval");
    assert_eq!(reminders(&wait(&mut rx, 1.5).await), 1);
}

#[tokio::test(start_paused = true)]
async fn time_outs_are_extended_by_the_downtime() {
    let dir = tempfile::tempdir().unwrap();
    {
        let svc = service_on(Store::open(dir.path()).unwrap(), MONDAY_10H);
        alice_vs_bot(&svc).await;
        say(&svc, "alice", "/remind timeout resign 1d").await;
        let mut rx = svc.subscribe();
        let task = tokio::spawn(Service::clone(&svc).run_reminders());
        wait(&mut rx, 6.0).await;
        task.abort();
        let _ = task.await;
    }
    // Back after 24 h of downtime (30 h after the start): the 1-day time-out now ends at 48 h.
    let svc = service_on(Store::open(dir.path()).unwrap(), MONDAY_10H + 30 * HOUR);
    let mut rx = start(&svc);
    let texts = wait(&mut rx, 17.5).await;
    assert!(!texts.iter().any(|t| t.contains("resigns")), "{texts:?}");
    let texts = wait(&mut rx, 1.0).await;
    assert_eq!(texts.iter().filter(|t| t.contains("alice resigns")).count(), 1, "{texts:?}");
}

/// The posts pushed until one tells the bot-played time-out; that one's text.
async fn time_out_told(rx: &mut Receiver<Outbound>) -> String {
    loop {
        let post = rx.recv().await.expect("the service pushes the bot's move");
        let text = post.delivery.text().to_string();
        if text.contains("a bot played the turn") {
            return text;
        }
    }
}

/// alice against one bot, with a 2-day `bot` time-out.
async fn alice_times_out(svc: &Service) {
    alice_vs_bot(svc).await;
    say(svc, "alice", "/remind timeout bot 2d").await;
}

#[tokio::test(start_paused = true)]
async fn a_bot_played_time_out_is_searched_off_the_reminder_task() {
    let svc = service_on(Store::temporary().unwrap(), MONDAY_10H);
    alice_times_out(&svc).await;
    let actions = svc.store().record(1).unwrap().unwrap().actions;
    let mut rx = svc.subscribe();
    tokio::time::advance(Duration::from_millis(48 * HOUR + 60_000)).await;
    let checked = svc.process_due().await;
    assert!(checked.is_empty(), "the reminder check posts nothing itself: {:?}", checked.len());
    assert_eq!(svc.store().record(1).unwrap().unwrap().actions, actions, "nor moves for alice");
    let told = time_out_told(&mut rx).await;
    assert!(told.starts_with("⌛ alice has not moved for 2 d: a bot played the turn"), "{told}");
    assert!(told.contains("alice"), "the post names who moves next: {told}");
    let record = svc.store().record(1).unwrap().unwrap();
    assert!(record.actions > actions, "a bot played alice's turn");
    assert!(record.untold.is_empty(), "the announcement was told with the move");
}

/// The process stops after the reminder task handed the timed-out seat to a bot and before the
/// bot moved: after the restart, the turn is played and told once.
#[test]
fn a_time_out_handed_to_a_bot_is_played_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let paused =
        || tokio::runtime::Builder::new_current_thread().enable_all().start_paused(true).build().unwrap();
    let timed_out = MONDAY_10H + 48 * HOUR + 60_000;
    let actions = paused().block_on(async {
        let svc = service_on(Store::open(dir.path()).unwrap(), MONDAY_10H);
        alice_times_out(&svc).await;
        tokio::time::advance(Duration::from_millis(timed_out - MONDAY_10H)).await;
        assert!(svc.process_due().await.is_empty());
        // The runtime ends here: the bot's task never ran.
        svc.store().record(1).unwrap().unwrap().actions
    });
    paused().block_on(async {
        let svc = service_on(Store::open(dir.path()).unwrap(), timed_out);
        assert_eq!(svc.store().record(1).unwrap().unwrap().actions, actions, "nothing was played");
        let mut rx = start(&svc);
        let told = time_out_told(&mut rx).await;
        assert!(told.starts_with("⌛ alice has not moved for 2 d"), "{told}");
        assert!(svc.store().record(1).unwrap().unwrap().actions > actions, "played after the restart");
        let later = wait(&mut rx, 1.0).await;
        assert!(!later.iter().any(|t| t.contains("has not moved")), "told once: {later:?}");
    });
}
