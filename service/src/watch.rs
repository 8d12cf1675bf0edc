//! `/watch`: the address of a game's page on the web (served by the `kontor-web` crate when the
//! operator set `[web]`). The address names the game and a 128-bit secret kept in its record;
//! `/watch new`, by a moderator or the game's creator, replaces the secret, so an address that
//! leaked stops working (open pages see it within a poll and say so).

use kontor_storage::{Change, GameId, GameRecord};

use crate::command::Command;
use crate::ctx::Ctx;
use crate::delivery::Delivery;
use crate::i18n::t;
use crate::refusal::{Refusal, Reply};
use crate::rights::host_name;
use crate::tx::Tx;

/// Hex digits in a page's secret (128 bits).
const SECRET_HEX: usize = 32;

/// A new secret for a game's page: 128 bits from the operating system, as 32 hex digits; `None`
/// if the system has none to give (the game then has no page until `/watch` asks again).
pub(crate) fn new_secret() -> Option<String> {
    let mut bytes = [0u8; SECRET_HEX / 2];
    getrandom::fill(&mut bytes).map_err(|e| tracing::warn!("no randomness for a page secret: {e}")).ok()?;
    Some(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// The path of a game's page under the web address: `/g/<game>-<secret>`.
fn token(record: &GameRecord) -> Option<String> {
    record.watch.as_ref().map(|secret| format!("{}-{secret}", record.id))
}

/// The address of `record`'s page, if the service serves pages and the game has a secret.
pub(crate) fn address(ctx: &Ctx, record: &GameRecord) -> Option<String> {
    let base = ctx.config.web_url.as_deref()?;
    Some(format!("{base}/g/{}", token(record)?))
}

/// A page token as typed in an address: the game, and the secret to compare. `None` for anything
/// not of the form `<digits>-<32 lowercase hex digits>`.
pub(crate) fn parse_token(token: &str) -> Option<(GameId, &str)> {
    let (id, secret) = token.split_once('-')?;
    let id_ok = !id.is_empty() && id.len() <= 19 && id.bytes().all(|b| b.is_ascii_digit());
    let secret_ok =
        secret.len() == SECRET_HEX && secret.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    if !(id_ok && secret_ok) {
        return None;
    }
    Some((id.parse().ok()?, secret))
}

/// Whether `record`'s page secret is `secret`, compared in constant time.
pub(crate) fn secret_matches(record: &GameRecord, secret: &str) -> bool {
    let Some(kept) = &record.watch else { return false };
    kept.len() == secret.len() && kept.bytes().zip(secret.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
}

/// `/watch`: the address of the chat's game's page (its open game, else its last one);
/// `/watch new` replaces it.
pub(crate) fn watch(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let renew = match args.trim() {
        "" => false,
        "new" | "nowy" => true,
        _ => return Err(t!(l, "watch-usage").into()),
    };
    if ctx.config.web_url.is_none() {
        return Err(t!(l, "watch-off").into());
    }
    let mut table = tx.last_table()?;
    let record = &mut table.record;
    if renew && !(cmd.moderator || record.creator.as_ref() == Some(&cmd.user)) {
        return Err(t!(l, "watch-new-not-allowed", creator = host_name(record)).into());
    }
    if renew || record.watch.is_none() {
        record.watch = Some(new_secret().ok_or_else(|| Refusal::from(t!(l, "play-internal-trouble")))?);
        tx.stage(record, table.game.as_ref(), Change::Record);
    }
    let url = address(ctx, record).expect("a web address and a secret");
    let c = ctx.chat_lang(&cmd.chat);
    let (title, id) = (record.kind.title_text(), record.id);
    let text = if renew {
        t!(c, "watch-replaced", who = &cmd.user_name, title = title, id = id, url = url)
    } else {
        t!(c, "watch-address", title = title, id = id, url = url)
    };
    Ok(vec![Delivery::channel(&cmd.chat, text)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_a_game_number_and_32_lowercase_hex_digits() {
        let secret = "0123456789abcdef0123456789abcdef";
        assert_eq!(parse_token(&format!("12-{secret}")), Some((12, secret)));
        for bad in [
            format!("-{secret}"),
            format!("12{secret}"),
            format!("12-{}", &secret[1..]),
            format!("12-{secret}0"),
            format!("12-{}", secret.to_uppercase()),
            format!("+12-{secret}"),
            format!("99999999999999999999-{secret}"),
            format!("1a-{secret}"),
        ] {
            assert_eq!(parse_token(&bad), None, "{bad}");
        }
    }

    #[test]
    fn secrets_are_new_each_time_and_match_only_themselves() {
        let (a, b) = (new_secret().unwrap(), new_secret().unwrap());
        assert_ne!(a, b);
        assert_eq!(parse_token(&format!("1-{a}")), Some((1, a.as_str())));
        let record = GameRecord {
            watch: Some(a.clone()),
            ..GameRecord::new(1, kontor_games::GameKind::Carthage, kontor_storage::ChatKey::new("t", "c"), 0)
        };
        assert!(secret_matches(&record, &a));
        assert!(!secret_matches(&record, &b));
        assert!(!secret_matches(&GameRecord { watch: None, ..record }, &a));
    }
}
