//! Reminder settings: `/remind` (per game, and `/remind me` per player), `/quiet`, `/away`.

use kontor_storage::{
    Change, GameRecord, GameStatus, HOUR_MS, RemindBy, ReminderSettings, TimeoutPolicy, UserProfile,
};

use crate::command::Command;
use crate::ctx::Ctx;
use crate::delivery::Delivery;
use crate::i18n::{Lang, duration, t};
use crate::limits::Wait;
use crate::refusal::{Refusal, Reply, storage_trouble};
use crate::rights::Say;
use crate::schedule::schedule_next;
use crate::tx::Tx;

const DAY_MS: u64 = 24 * HOUR_MS;

/// Parses `30m`, `12h`, `2d`, `1d12h` into milliseconds; `None` for anything else, for zero and
/// for a duration longer than milliseconds in a `u64` hold.
pub fn parse_duration(text: &str) -> Option<u64> {
    sum_duration(text).flatten().filter(|ms| *ms > 0)
}

/// The milliseconds of a typed duration: `None` if it is not one, `Some(None)` if it is longer
/// than a `u64` holds.
fn sum_duration(text: &str) -> Option<Option<u64>> {
    let text = text.trim().to_ascii_lowercase();
    if text.is_empty() {
        return None;
    }
    let mut total = Some(0u64);
    let mut number = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'm' => 60_000,
            'h' => HOUR_MS,
            'd' => DAY_MS,
            _ => return None,
        };
        if number.is_empty() {
            return None;
        }
        // All digits: a number too long for a `u64` is too long a duration.
        let part = number.parse::<u64>().ok().and_then(|n| n.checked_mul(unit));
        total = total.zip(part).and_then(|(total, part)| total.checked_add(part));
        number.clear();
    }
    number.is_empty().then_some(total)
}

/// A duration typed after `/remind …`, within the bounds of `wait`; refused in language `l` with
/// the bounds when it is not (a duration too long for a `u64` is simply too long).
fn bounded_duration(l: Lang, wait: Wait, word: &str) -> Result<u64, Refusal> {
    let ms = sum_duration(word).ok_or_else(|| bad_duration(l, word))?;
    wait.check(l, ms.unwrap_or(u64::MAX))
}

fn bad_duration(l: Lang, word: &str) -> Refusal {
    t!(l, "tables-bad-duration", word = word).into()
}

/// What happens at a time-out, after `after` without a move.
fn timeout_text(l: Lang, policy: TimeoutPolicy, after: u64) -> String {
    let d = duration(l, after);
    match policy {
        TimeoutPolicy::Bot => t!(l, "tables-timeout-bot", d = d),
        TimeoutPolicy::Resign => t!(l, "tables-timeout-resign", d = d),
    }
}

/// `/remind …`: shows or changes the game's reminder settings, or (`/remind me …`) the caller's.
pub(crate) fn remind(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let words: Vec<&str> = args.split_whitespace().collect();
    if let ["me", how] = words.as_slice() {
        let remind_by = match *how {
            "channel" => RemindBy::Channel,
            "private" | "dm" => RemindBy::Private,
            _ => {
                return Err(t!(l, "tables-remind-me-usage").into());
            }
        };
        let mut profile = profile(ctx, cmd, l)?;
        profile.remind_by = remind_by;
        save_profile(ctx, cmd, l, &profile)?;
        let by = by_text(l, remind_by);
        return Ok(vec![Delivery::private(&cmd.user, t!(l, "tables-reminders-now-come", by = by))]);
    }
    let table = tx.table()?;
    let mut record = table.record.clone();
    let c = ctx.chat_lang(&cmd.chat);
    if words.is_empty() {
        return Ok(vec![Delivery::channel(&cmd.chat, remind_summary(ctx, cmd, c, &record)?)]);
    }
    let say = crate::rights::say(&record, cmd).ok_or_else(|| t!(l, "tables-remind-not-seated"))?;
    let said = change(l, c, &mut record.reminders, &words)?;
    if let Say::Proposes(seat) = say {
        let line = format!("/remind {}", words.join(" "));
        return crate::vote::propose(tx, cmd, table, seat, &line);
    }
    let game = table.game;
    tx.commit(&mut record, game.as_ref(), Change::Record);
    let (who, id) = (&cmd.user_name, record.id);
    Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-settings-changed", who = who, id = id, said = said))])
}

/// Applies a change of the game's reminder settings (`first 2h`, `repeat 1d`, `timeout off`,
/// `timeout bot|resign 2d`) and says it in the chat's language `c`; refused in the author's `l`.
pub(crate) fn change(
    l: Lang,
    c: Lang,
    settings: &mut ReminderSettings,
    words: &[&str],
) -> Result<String, Refusal> {
    let said = match words {
        ["first", d] => {
            settings.first_ms = bounded_duration(l, Wait::Reminder, d)?;
            let d = duration(c, settings.first_ms);
            t!(c, "tables-set-first", d = d)
        }
        ["repeat", d] => {
            settings.repeat_ms = bounded_duration(l, Wait::Reminder, d)?;
            let d = duration(c, settings.repeat_ms);
            t!(c, "tables-set-repeat", d = d)
        }
        ["timeout", "off"] => {
            settings.timeout = None;
            t!(c, "tables-set-no-timeout")
        }
        ["timeout", policy @ ("bot" | "resign"), d] => {
            let after = bounded_duration(l, Wait::TimeOut, d)?;
            let policy = if *policy == "bot" { TimeoutPolicy::Bot } else { TimeoutPolicy::Resign };
            settings.timeout = Some((policy, after));
            timeout_text(c, policy, after)
        }
        _ => return Err(t!(l, "tables-remind-usage").into()),
    };
    Ok(said)
}

/// The game's reminder settings and the caller's own, for the channel (in language `c`).
fn remind_summary(ctx: &Ctx, cmd: &Command, c: Lang, record: &GameRecord) -> Result<String, Refusal> {
    let profile = profile(ctx, cmd, c)?;
    // As the reminder clock uses them (settings stored before the bounds are bounded).
    let settings = crate::limits::bounded(record.reminders);
    let timeout = match settings.timeout {
        None => t!(c, "tables-timeout-off"),
        Some((policy, after)) => timeout_text(c, policy, after),
    };
    let (id, first, repeat) = (record.id, duration(c, settings.first_ms), duration(c, settings.repeat_ms));
    let (who, by) = (&cmd.user_name, by_text(c, profile.remind_by));
    let quiet =
        profile.quiet_hours.map_or_else(|| t!(c, "tables-quiet-none"), |(a, b)| format!("{a}:00–{b}:00"));
    let away = t!(c, "tables-away-state", away = if profile.is_away(ctx.now_ms()) { "yes" } else { "no" });
    Ok(t!(
        c,
        "tables-remind-summary",
        id = id,
        first = first,
        repeat = repeat,
        timeout = timeout,
        who = who,
        by = by,
        quiet = quiet,
        away = away,
    ))
}

/// `/quiet 22-7 [utc+1]` or `/quiet off`: no reminders during those local hours.
pub(crate) fn quiet(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mut profile = profile(ctx, cmd, l)?;
    let words: Vec<&str> = args.split_whitespace().collect();
    let usage = || -> Refusal { t!(l, "tables-quiet-usage").into() };
    match words.as_slice() {
        ["off"] => profile.quiet_hours = None,
        [hours, rest @ ..] if rest.len() <= 1 => {
            let (from, to) = hours.split_once('-').ok_or_else(usage)?;
            let hour = |h: &str| h.parse::<u8>().ok().filter(|h| *h < 24);
            let (Some(from), Some(to)) = (hour(from), hour(to)) else { return Err(usage()) };
            if from == to {
                return Err(t!(l, "tables-quiet-same-hours").into());
            }
            if let Some(zone) = rest.first() {
                profile.utc_offset_min = parse_offset(zone).ok_or_else(usage)?;
            }
            profile.quiet_hours = Some((from, to));
        }
        _ => return Err(usage()),
    }
    save_profile(ctx, cmd, l, &profile)?;
    let text = match profile.quiet_hours {
        None => t!(l, "tables-quiet-off"),
        Some((a, b)) => {
            let zone = format!("{:+}", f64::from(profile.utc_offset_min) / 60.0);
            t!(l, "tables-quiet-on", from = a, to = b, zone = zone)
        }
    };
    Ok(vec![Delivery::private(&cmd.user, text)])
}

/// `/away <days>` or `/away off`: pauses the caller's reminders and time-outs and tells the
/// tables of the caller's open games (each in its chat's language).
pub(crate) fn away(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mut profile = profile(ctx, cmd, l)?;
    let now = tx.now_ms;
    let who = &cmd.user_name;
    let away_for = match args.trim() {
        "off" | "back" => {
            profile.away_until_ms = Some(now.min(profile.away_until_ms.unwrap_or(now)));
            None
        }
        days => {
            let days: f64 = days
                .parse()
                .ok()
                .filter(|d: &f64| *d > 0.0 && *d <= 60.0)
                .ok_or_else(|| t!(l, "tables-away-usage"))?;
            let until = now.saturating_add((days * DAY_MS as f64) as u64);
            profile.away_from_ms = Some(now);
            profile.away_until_ms = Some(until);
            Some(until - now)
        }
    };
    let text = |l: Lang| match away_for {
        None => t!(l, "tables-back", who = who),
        Some(ms) => t!(l, "tables-away", who = who, d = duration(l, ms)),
    };
    save_profile(ctx, cmd, l, &profile)?;
    let mut out = vec![Delivery::private(&cmd.user, text(l))];
    let ids = ctx.store.games_of(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
    for id in ids {
        let Some(record) = ctx.store.record(id).map_err(|e| storage_trouble(l, &e))? else { continue };
        if record.status == GameStatus::Active {
            let game = ctx.store.load_snapshot(id).map_err(|e| storage_trouble(l, &e))?;
            schedule_next(ctx, &record, game.as_ref());
            let c = ctx.chat_lang(&record.chat);
            let line = text(c);
            out.push(Delivery::channel(&record.chat, t!(c, "tables-in-game", line = line, id = id)));
        }
    }
    Ok(out)
}

fn profile(ctx: &Ctx, cmd: &Command, l: Lang) -> Result<UserProfile, Refusal> {
    ctx.store.profile(&cmd.user).map_err(|e| storage_trouble(l, &e).into())
}

fn save_profile(ctx: &Ctx, cmd: &Command, l: Lang, profile: &UserProfile) -> Result<(), Refusal> {
    ctx.store.set_profile(&cmd.user, profile).map_err(|e| storage_trouble(l, &e).into())
}

fn by_text(l: Lang, by: RemindBy) -> String {
    match by {
        RemindBy::Channel => t!(l, "tables-remind-by-channel"),
        RemindBy::Private => t!(l, "tables-remind-by-private"),
    }
}

/// Parses `utc+2`, `UTC-5:30`, `+1` into minutes.
fn parse_offset(text: &str) -> Option<i32> {
    let t = text.to_ascii_lowercase();
    let t = t.strip_prefix("utc").or_else(|| t.strip_prefix("gmt")).unwrap_or(&t);
    let (sign, rest) = match t.chars().next()? {
        '+' => (1, &t[1..]),
        '-' => (-1, &t[1..]),
        _ => (1, t),
    };
    let (h, m) = rest.split_once(':').unwrap_or((rest, "0"));
    let (h, m): (i32, i32) = (h.parse().ok()?, m.parse().ok()?);
    ((0..=14).contains(&h) && (0..60).contains(&m)).then_some(sign * (h * 60 + m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_offsets_parse() {
        assert_eq!(parse_duration("12h"), Some(12 * HOUR_MS));
        assert_eq!(parse_duration("1d12h"), Some(36 * HOUR_MS));
        assert_eq!(parse_duration("30m"), Some(1_800_000));
        assert_eq!(parse_duration("12"), None);
        assert_eq!(parse_duration("0h"), None);
        assert_eq!(parse_duration("h"), None);
        assert_eq!(parse_duration("18446744073709551615m"), None, "longer than a u64 holds");
        assert_eq!(parse_duration("99999999999999999999999d"), None);
        assert_eq!(sum_duration("18446744073709551615m"), Some(None));
        assert_eq!(sum_duration("0h"), Some(Some(0)));
        assert_eq!(sum_duration("1x"), None);
        assert_eq!(parse_offset("utc+2"), Some(120));
        assert_eq!(parse_offset("UTC-5:30"), Some(-330));
        assert_eq!(parse_offset("utc+15"), None);
    }
}
