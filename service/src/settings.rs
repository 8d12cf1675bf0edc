//! Reminder settings: `/remind` (per game, and `/remind me` per player), `/quiet`, `/away`.

use kontor_storage::{Change, GameRecord, GameStatus, HOUR_MS, RemindBy, TimeoutPolicy, UserProfile};

use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::{Lang, duration, tr};
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

fn bad_duration(l: Lang, word: &str) -> Refusal {
    tr!(
        l,
        "`{word}` is not a duration; write e.g. 30m, 12h, 2d or 1d12h.",
        "`{word}` nie jest czasem trwania; napisz np. 30m, 12h, 2d albo 1d12h."
    )
    .into()
}

/// What happens at a time-out, after `after` without a move.
fn timeout_text(l: Lang, policy: TimeoutPolicy, after: u64) -> String {
    let d = duration(l, after);
    match policy {
        TimeoutPolicy::Bot => tr!(
            l,
            "after {d} without a move a bot plays the turn",
            "jeśli gracz nie wykona ruchu przez {d}, turę rozegra bot"
        ),
        TimeoutPolicy::Resign => tr!(
            l,
            "after {d} without a move the seat resigns",
            "jeśli gracz nie wykona ruchu przez {d}, zrezygnuje, a jego miejsce przejmie bot"
        ),
    }
}

impl Service {
    /// `/remind …`: shows or changes the game's reminder settings, or (`/remind me …`) the caller's.
    pub(crate) fn remind(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let words: Vec<&str> = args.split_whitespace().collect();
        if let ["me", how] = words.as_slice() {
            let remind_by = match *how {
                "channel" => RemindBy::Channel,
                "private" | "dm" => RemindBy::Private,
                _ => {
                    return Err(l
                        .pick(
                            "`/remind me channel` or `/remind me private`.",
                            "`/remind me channel` (na kanale gry) albo `/remind me private` (prywatnie).",
                        )
                        .into());
                }
            };
            let mut profile = self.profile(cmd, l)?;
            profile.remind_by = remind_by;
            self.save_profile(cmd, l, &profile)?;
            let by = by_text(l, remind_by);
            return Ok(vec![Delivery::private(
                &cmd.user,
                tr!(l, "Your reminders now come {by}.", "Przypomnienia będą teraz przychodzić {by}."),
            )]);
        }
        let table = self.table(&cmd.chat, l)?;
        let mut record = table.record;
        let c = self.chat_lang(&cmd.chat);
        if words.is_empty() {
            return Ok(vec![Delivery::channel(&cmd.chat, self.remind_summary(cmd, c, &record)?)]);
        }
        if record.seat_of(&cmd.user).is_none() {
            return Err(l
                .pick(
                    "Only a seated player can change this game's reminders.",
                    "Przypomnienia tej gry może zmienić tylko gracz siedzący przy stole.",
                )
                .into());
        }
        let settings = &mut record.reminders;
        let said = match words.as_slice() {
            ["first", d] => {
                settings.first_ms = parse_duration(d).ok_or_else(|| bad_duration(l, d))?;
                let d = duration(c, settings.first_ms);
                tr!(c, "first reminder after {d}", "pierwsze przypomnienie, gdy tura czeka już {d}")
            }
            ["repeat", d] => {
                settings.repeat_ms = parse_duration(d).ok_or_else(|| bad_duration(l, d))?;
                let d = duration(c, settings.repeat_ms);
                tr!(c, "reminders repeat every {d}", "kolejne przypomnienia co {d}")
            }
            ["timeout", "off"] => {
                settings.timeout = None;
                c.pick("no time-out", "bez limitu czasu").to_string()
            }
            ["timeout", policy @ ("bot" | "resign"), d] => {
                let after = parse_duration(d).ok_or_else(|| bad_duration(l, d))?;
                let policy = if *policy == "bot" { TimeoutPolicy::Bot } else { TimeoutPolicy::Resign };
                settings.timeout = Some((policy, after));
                timeout_text(c, policy, after)
            }
            _ => {
                return Err(l
                    .pick(
                        "Use `/remind`, `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off`, \
                         `/remind timeout bot 3d`, `/remind timeout resign 3d` or `/remind me channel|private`.",
                        "Użyj `/remind`, `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off`, \
                         `/remind timeout bot 3d`, `/remind timeout resign 3d` albo `/remind me channel|private`.",
                    )
                    .into());
            }
        };
        let game = table.game;
        self.commit(Some(cmd), &mut record, game.as_ref(), Change::Record)?;
        let (who, id) = (&cmd.user_name, record.id);
        Ok(vec![Delivery::channel(
            &cmd.chat,
            tr!(c, "{who} set game #{id}: {said}.", "{who} zmienia ustawienia gry #{id}: {said}."),
        )])
    }

    /// The game's reminder settings and the caller's own, for the channel (in language `c`).
    fn remind_summary(&self, cmd: &Command, c: Lang, record: &GameRecord) -> Result<String, Refusal> {
        let profile = self.profile(cmd, c)?;
        let settings = record.reminders;
        let timeout = match settings.timeout {
            None => c.pick("off", "wyłączony").to_string(),
            Some((policy, after)) => timeout_text(c, policy, after),
        };
        let (id, first, repeat) =
            (record.id, duration(c, settings.first_ms), duration(c, settings.repeat_ms));
        let (who, by) = (&cmd.user_name, by_text(c, profile.remind_by));
        let quiet =
            profile.quiet_hours.map_or(c.pick("none", "brak").to_string(), |(a, b)| format!("{a}:00–{b}:00"));
        let away = match (c, profile.is_away(self.now_ms())) {
            (Lang::En, true) => "away",
            (Lang::En, false) => "not away",
            (Lang::Pl, true) => "nieobecność: tak",
            (Lang::Pl, false) => "nieobecność: nie",
        };
        Ok(tr!(
            c,
            "Reminders in game #{id}: first after {first}, then every {repeat}; time-out: {timeout}.\n\
             {who}: reminded {by}; quiet hours {quiet}; {away}.",
            "Przypomnienia w grze #{id}: pierwsze, gdy tura czeka już {first}, potem co {repeat}; \
             limit czasu: {timeout}.\n{who}: przypomnienia {by}; godziny ciszy: {quiet}; {away}."
        ))
    }

    /// `/quiet 22-7 [utc+1]` or `/quiet off`: no reminders during those local hours.
    pub(crate) fn quiet(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let mut profile = self.profile(cmd, l)?;
        let words: Vec<&str> = args.split_whitespace().collect();
        let usage = l.pick(
            "Use `/quiet 22-7` (local hours, optionally `utc+2` or `utc-5:30`) or `/quiet off`.",
            "Użyj `/quiet 22-7` (godziny twojego czasu, opcjonalnie `utc+2` lub `utc-5:30`) albo `/quiet off`.",
        );
        match words.as_slice() {
            ["off"] => profile.quiet_hours = None,
            [hours, rest @ ..] if rest.len() <= 1 => {
                let (from, to) = hours.split_once('-').ok_or(usage)?;
                let hour = |h: &str| h.parse::<u8>().ok().filter(|h| *h < 24);
                let (Some(from), Some(to)) = (hour(from), hour(to)) else { return Err(usage.into()) };
                if from == to {
                    return Err(l
                        .pick(
                            "Quiet hours need a start and an end that differ.",
                            "Godziny ciszy muszą mieć różny początek i koniec.",
                        )
                        .into());
                }
                if let Some(zone) = rest.first() {
                    profile.utc_offset_min = parse_offset(zone).ok_or(usage)?;
                }
                profile.quiet_hours = Some((from, to));
            }
            _ => return Err(usage.into()),
        }
        self.save_profile(cmd, l, &profile)?;
        let text = match profile.quiet_hours {
            None => l.pick("Quiet hours are off.", "Godziny ciszy są wyłączone.").to_string(),
            Some((a, b)) => {
                let zone = f64::from(profile.utc_offset_min) / 60.0;
                tr!(
                    l,
                    "No reminders between {a}:00 and {b}:00 your time (UTC{zone:+}h).",
                    "Bez przypomnień między {a}:00 a {b}:00 twojego czasu (UTC{zone:+}h)."
                )
            }
        };
        Ok(vec![Delivery::private(&cmd.user, text)])
    }

    /// `/away <days>` or `/away off`: pauses the caller's reminders and time-outs and tells the
    /// tables of the caller's open games (each in its chat's language).
    pub(crate) fn away(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let mut profile = self.profile(cmd, l)?;
        let now = self.now_ms();
        let who = &cmd.user_name;
        let away_for = match args.trim() {
            "off" | "back" => {
                profile.away_until_ms = Some(now.min(profile.away_until_ms.unwrap_or(now)));
                None
            }
            days => {
                let days: f64 = days.parse().ok().filter(|d: &f64| *d > 0.0 && *d <= 60.0).ok_or(l.pick(
                    "Use `/away <days>` (up to 60, e.g. `/away 3` or `/away 0.5`) or `/away off`.",
                    "Użyj `/away <dni>` (do 60, np. `/away 3` albo `/away 0.5`) albo `/away off`.",
                ))?;
                let until = now + (days * DAY_MS as f64) as u64;
                profile.away_from_ms = Some(now);
                profile.away_until_ms = Some(until);
                Some(until - now)
            }
        };
        let text = |l: Lang| match away_for {
            None => tr!(l, "{who} is back.", "{who} wraca."),
            Some(ms) => {
                let d = duration(l, ms);
                tr!(
                    l,
                    "{who} is away for {d}: no reminders, and their time-outs wait until they are back.",
                    "{who} zgłasza nieobecność na {d}: bez przypomnień, a limity czasu czekają na powrót."
                )
            }
        };
        self.save_profile(cmd, l, &profile)?;
        let mut out = vec![Delivery::private(&cmd.user, text(l))];
        let ids = self.store().games_of(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
        for id in ids {
            let Some(record) = self.store().record(id).map_err(|e| storage_trouble(l, &e))? else { continue };
            if record.status == GameStatus::Active {
                let game = self.store().load_snapshot(id).map_err(|e| storage_trouble(l, &e))?;
                self.schedule_next(&record, game.as_ref());
                let c = self.chat_lang(&record.chat);
                let line = text(c);
                out.push(Delivery::channel(
                    &record.chat,
                    tr!(c, "{line} (game #{id})", "{line} (gra #{id})"),
                ));
            }
        }
        Ok(out)
    }

    fn profile(&self, cmd: &Command, l: Lang) -> Result<UserProfile, Refusal> {
        self.store().profile(&cmd.user).map_err(|e| storage_trouble(l, &e).into())
    }

    fn save_profile(&self, cmd: &Command, l: Lang, profile: &UserProfile) -> Result<(), Refusal> {
        self.store().set_profile(&cmd.user, profile).map_err(|e| storage_trouble(l, &e).into())
    }
}

fn by_text(l: Lang, by: RemindBy) -> &'static str {
    match by {
        RemindBy::Channel => l.pick("by a mention in the game's channel", "jako wzmianka na kanale gry"),
        RemindBy::Private => l.pick("by private message", "jako wiadomość prywatna"),
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
