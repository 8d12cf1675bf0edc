//! One-time codes (`/link`, `/bridge`): eight letters and digits (40 bits), good for ten minutes
//! and one use, kept in the database so that a code one process gave another process takes.
//! Each user may try `CODE_TRIES` codes per window: guessing is hopeless.

use kontor_storage::{ChatKey, UserKey};
use serde::{Deserialize, Serialize};

use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::t;
use crate::limits::{CODE_MS, CODE_TRIES, Pace};
use crate::refusal::{Refusal, Reply, storage_trouble};
use crate::tx::Tx;

/// The letters of a code: no 0/O or 1/I, which read alike.
const ALPHABET: &[u8; 32] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// Letters in a code.
const CODE_LEN: usize = 8;

/// What a code joins, and to what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Purpose {
    /// `/link`: the account that asked for it.
    Link(UserKey),
    /// `/bridge`: the chat it was asked for in.
    Bridge(ChatKey),
}

/// The answer to `/link` or `/bridge` without a code: a new code for `purpose`, privately to
/// `cmd`'s author, in the message `id` (its arguments: `code`, `minutes`).
pub(crate) fn offer(tx: &Tx, cmd: &Command, purpose: &Purpose, id: &str) -> Reply {
    let code = issue(tx, purpose)?;
    let minutes = CODE_MS / 60_000;
    Ok(vec![Delivery::private(&cmd.user, t!(tx.lang, id.to_string(), code = code, minutes = minutes))])
}

/// A new code standing for `purpose`, stored for [`CODE_MS`]; shown as `K7Q2-M9XD`.
fn issue(tx: &Tx, purpose: &Purpose) -> Result<String, Refusal> {
    let (ctx, l) = (tx.ctx, tx.lang);
    let value = serde_json::to_string(purpose).expect("a code's purpose serialises");
    for _ in 0..4 {
        let mut bits = ctx.fresh_seed();
        let code: String = (0..CODE_LEN)
            .map(|_| {
                let letter = ALPHABET[(bits % 32) as usize] as char;
                bits /= 32;
                letter
            })
            .collect();
        let expires = tx.now_ms.saturating_add(CODE_MS);
        if ctx.store.put_code(&code, &value, expires, tx.now_ms).map_err(|e| storage_trouble(l, &e))? {
            return Ok(format!("{}-{}", &code[..4], &code[4..]));
        }
    }
    Err(t!(l, "homes-code-trouble").into())
}

/// The live code `typed` by `cmd`'s author and what it stands for; it is not used up yet
/// ([`use_up`]). A wrong, expired or used code, or one try too many, is refused.
pub(crate) fn look_up(tx: &Tx, cmd: &Command, typed: &str) -> Result<(String, Purpose), Refusal> {
    let (ctx, l) = (tx.ctx, tx.lang);
    if ctx.limits(&cmd.user) && ctx.code_tries.take(&cmd.user, tx.now_ms, CODE_TRIES) != Pace::Go {
        return Err(t!(l, "homes-code-tries", n = CODE_TRIES.commands).into());
    }
    let code = normalized(typed).ok_or_else(|| t!(l, "homes-code-malformed", code = typed))?;
    let Some((value, expires)) = ctx.store.code(&code).map_err(|e| storage_trouble(l, &e))? else {
        return Err(t!(l, "homes-code-unknown").into());
    };
    if expires <= tx.now_ms {
        let _ = ctx.store.take_code(&code);
        return Err(t!(l, "homes-code-expired").into());
    }
    let purpose = serde_json::from_str(&value).map_err(|_| t!(l, "homes-code-unknown"))?;
    Ok((code, purpose))
}

/// Uses `code` up: refused when another command used it first.
pub(crate) fn use_up(tx: &Tx, code: &str) -> Result<(), Refusal> {
    let l = tx.lang;
    match tx.ctx.store.take_code(code).map_err(|e| storage_trouble(l, &e))? {
        true => Ok(()),
        false => Err(t!(l, "homes-code-unknown").into()),
    }
}

/// A typed code as stored: upper case, without spaces and dashes; `None` unless it is eight
/// letters of the alphabet.
fn normalized(typed: &str) -> Option<String> {
    let code: String =
        typed.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
    (code.len() == CODE_LEN && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_code_is_read_whatever_its_case_and_dashes() {
        assert_eq!(normalized("k7q2-m9xd").as_deref(), Some("K7Q2M9XD"));
        assert_eq!(normalized(" K7Q2 M9XD ").as_deref(), Some("K7Q2M9XD"));
        assert_eq!(normalized("K7Q2-M9X"), None, "too short");
        assert_eq!(normalized("K7Q2-M9X0"), None, "0 is not a letter of codes");
        assert_eq!(normalized("K7Q2-M9XDD"), None, "too long");
        assert_eq!(normalized("ĄĄĄĄĄĄĄĄ"), None);
    }

    #[test]
    fn purposes_are_stored_as_json() {
        let purpose = Purpose::Bridge(ChatKey::new("telegram", "-100"));
        let json = serde_json::to_string(&purpose).unwrap();
        assert_eq!(json, r#"{"bridge":{"platform":"telegram","id":"-100"}}"#);
        assert_eq!(serde_json::from_str::<Purpose>(&json).unwrap(), purpose);
    }
}
