//! Reminder settings: `/remind` (per game, and `/remind me` per player), `/quiet`, `/away`.

use kontor_storage::{Change, GameStatus, HOUR_MS, RemindBy, TimeoutPolicy, UserProfile};

use crate::command::Command;
use crate::delivery::Delivery;
use crate::info::duration_text;
use crate::service::{Refusal, Reply, Service, storage_trouble};

const DAY_MS: u64 = 24 * HOUR_MS;

/// Parses `30m`, `12h`, `2d`, `1d12h` into milliseconds.
pub fn parse_duration(text: &str) -> Option<u64> {
    let mut total = 0u64;
    let mut number = String::new();
    for c in text.trim().to_ascii_lowercase().chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let n: u64 = number.parse().ok()?;
        number.clear();
        total += n * match c {
            'm' => 60_000,
            'h' => HOUR_MS,
            'd' => DAY_MS,
            _ => return None,
        };
    }
    (number.is_empty() && total > 0).then_some(total)
}

fn bad_duration(word: &str) -> Refusal {
    format!("`{word}` is not a duration; write e.g. 30m, 12h, 2d or 1d12h.").into()
}

impl Service {
    /// `/remind …`: shows or changes the game's reminder settings, or (`/remind me …`) the caller's.
    pub(crate) fn remind(&self, cmd: &Command, args: &str) -> Reply {
        let words: Vec<&str> = args.split_whitespace().collect();
        if let ["me", how] = words.as_slice() {
            let remind_by = match *how {
                "channel" => RemindBy::Channel,
                "private" | "dm" => RemindBy::Private,
                _ => return Err("`/remind me channel` or `/remind me private`.".into()),
            };
            let mut profile = self.profile(cmd)?;
            profile.remind_by = remind_by;
            self.save_profile(cmd, &profile)?;
            return Ok(vec![Delivery::private(
                &cmd.user,
                format!("Your reminders now come {}.", by_text(remind_by)),
            )]);
        }
        let table = self.table(&cmd.chat)?;
        let mut record = table.record;
        if words.is_empty() {
            let profile = self.profile(cmd)?;
            let settings = record.reminders;
            let timeout = match settings.timeout {
                None => "off".to_string(),
                Some((TimeoutPolicy::Bot, after)) => {
                    format!("after {} a bot plays the turn", duration_text(after))
                }
                Some((TimeoutPolicy::Resign, after)) => {
                    format!("after {} the seat resigns", duration_text(after))
                }
            };
            return Ok(vec![Delivery::channel(
                &cmd.chat,
                format!(
                    "Reminders in game #{}: first after {}, then every {}; time-out: {timeout}.\n{}: reminded {}; quiet hours {}; {}.",
                    record.id,
                    duration_text(settings.first_ms),
                    duration_text(settings.repeat_ms),
                    cmd.user_name,
                    by_text(profile.remind_by),
                    profile.quiet_hours.map_or("none".to_string(), |(a, b)| format!("{a}:00–{b}:00")),
                    if profile.is_away(self.now_ms()) { "away" } else { "not away" }
                ),
            )]);
        }
        if record.seat_of(&cmd.user).is_none() {
            return Err("Only a seated player can change this game's reminders.".into());
        }
        let settings = &mut record.reminders;
        let said = match words.as_slice() {
            ["first", d] => {
                settings.first_ms = parse_duration(d).ok_or_else(|| bad_duration(d))?;
                format!("first reminder after {}", duration_text(settings.first_ms))
            }
            ["repeat", d] => {
                settings.repeat_ms = parse_duration(d).ok_or_else(|| bad_duration(d))?;
                format!("reminders repeat every {}", duration_text(settings.repeat_ms))
            }
            ["timeout", "off"] => {
                settings.timeout = None;
                "no time-out".to_string()
            }
            ["timeout", policy @ ("bot" | "resign"), d] => {
                let after = parse_duration(d).ok_or_else(|| bad_duration(d))?;
                let policy = if *policy == "bot" { TimeoutPolicy::Bot } else { TimeoutPolicy::Resign };
                settings.timeout = Some((policy, after));
                match policy {
                    TimeoutPolicy::Bot => {
                        format!("after {} without a move a bot plays the turn", duration_text(after))
                    }
                    TimeoutPolicy::Resign => {
                        format!("after {} without a move the seat resigns", duration_text(after))
                    }
                }
            }
            _ => {
                return Err("Use `/remind`, `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off`, \
                            `/remind timeout bot 3d`, `/remind timeout resign 3d` or `/remind me channel|private`."
                    .into());
            }
        };
        let game = table.game;
        self.commit(Some(cmd), &mut record, game.as_ref(), Change::Record)?;
        Ok(vec![Delivery::channel(&cmd.chat, format!("{} set game #{}: {said}.", cmd.user_name, record.id))])
    }

    /// `/quiet 22-7 [utc+1]` or `/quiet off`: no reminders during those local hours.
    pub(crate) fn quiet(&self, cmd: &Command, args: &str) -> Reply {
        let mut profile = self.profile(cmd)?;
        let words: Vec<&str> = args.split_whitespace().collect();
        let usage = "Use `/quiet 22-7` (local hours, optionally `utc+2` or `utc-5:30`) or `/quiet off`.";
        match words.as_slice() {
            ["off"] => profile.quiet_hours = None,
            [hours, rest @ ..] if rest.len() <= 1 => {
                let (from, to) = hours.split_once('-').ok_or(usage)?;
                let hour = |h: &str| h.parse::<u8>().ok().filter(|h| *h < 24);
                let (Some(from), Some(to)) = (hour(from), hour(to)) else { return Err(usage.into()) };
                if from == to {
                    return Err("Quiet hours need a start and an end that differ.".into());
                }
                if let Some(zone) = rest.first() {
                    profile.utc_offset_min = parse_offset(zone).ok_or(usage)?;
                }
                profile.quiet_hours = Some((from, to));
            }
            _ => return Err(usage.into()),
        }
        self.save_profile(cmd, &profile)?;
        let text = match profile.quiet_hours {
            None => "Quiet hours are off.".to_string(),
            Some((a, b)) => format!(
                "No reminders between {a}:00 and {b}:00 your time (UTC{:+}h).",
                f64::from(profile.utc_offset_min) / 60.0
            ),
        };
        Ok(vec![Delivery::private(&cmd.user, text)])
    }

    /// `/away <days>` or `/away off`: pauses the caller's reminders and time-outs and tells the
    /// tables of the caller's open games.
    pub(crate) fn away(&self, cmd: &Command, args: &str) -> Reply {
        let mut profile = self.profile(cmd)?;
        let now = self.now_ms();
        let text = match args.trim() {
            "off" | "back" => {
                profile.away_until_ms = Some(now.min(profile.away_until_ms.unwrap_or(now)));
                format!("{} is back.", cmd.user_name)
            }
            days => {
                let days: f64 =
                    days.parse().ok().filter(|d: &f64| *d > 0.0 && *d <= 60.0).ok_or(
                        "Use `/away <days>` (up to 60, e.g. `/away 3` or `/away 0.5`) or `/away off`.",
                    )?;
                let until = now + (days * DAY_MS as f64) as u64;
                profile.away_from_ms = Some(now);
                profile.away_until_ms = Some(until);
                format!(
                    "{} is away for {}: no reminders, and their time-outs wait until they are back.",
                    cmd.user_name,
                    duration_text(until - now)
                )
            }
        };
        self.save_profile(cmd, &profile)?;
        let mut out = vec![Delivery::private(&cmd.user, text.clone())];
        let ids = self.store().games_of(&cmd.user).map_err(|e| storage_trouble(&e))?;
        for id in ids {
            let Some(record) = self.store().record(id).map_err(|e| storage_trouble(&e))? else { continue };
            if record.status == GameStatus::Active {
                let game = self.store().load_snapshot(id).map_err(|e| storage_trouble(&e))?;
                self.schedule_next(&record, game.as_ref());
                out.push(Delivery::channel(&record.chat, format!("{text} (game #{id})")));
            }
        }
        Ok(out)
    }

    fn profile(&self, cmd: &Command) -> Result<UserProfile, Refusal> {
        self.store().profile(&cmd.user).map_err(|e| storage_trouble(&e).into())
    }

    fn save_profile(&self, cmd: &Command, profile: &UserProfile) -> Result<(), Refusal> {
        self.store().set_profile(&cmd.user, profile).map_err(|e| storage_trouble(&e).into())
    }
}

fn by_text(by: RemindBy) -> &'static str {
    match by {
        RemindBy::Channel => "by a mention in the game's channel",
        RemindBy::Private => "by private message",
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
        assert_eq!(parse_offset("utc+2"), Some(120));
        assert_eq!(parse_offset("UTC-5:30"), Some(-330));
        assert_eq!(parse_offset("utc+15"), None);
    }
}
