//! Chat notation. Route spaces are `r17.2` (route 17 as printed on the picture, 2nd space from its
//! first-named city), routes `r17`, cities by name without accents (`Lubeck`, `Koln`).
//!
//! `income`, `income 1m`, `income 2`, `income 2 1m`, `place r17.2 trader`, `displace r4.1
//! merchant`, `displace r4.1 merchant pay 1t1m`, `move` then `to r5` and `move r3.1`, `claim r17`,
//! `claim r17 office Hamburg`, `claim r17 extra Hamburg`, `claim r17 upgrade keys`,
//! `claim r17 coellen 8`, `token actions3`, `token upgrade bank`, `token swap Hamburg 1`,
//! `token remove`, `token move`, `remove r4.1`, `bonus r12`, `neutral Hamburg`, `done`, `end`.
//! Parsing is two-stage: [`Syntax::parse`] reads the words alone, then the syntax is resolved
//! against the state.
//!
//! The two stages are the modules `syntax` and `resolve` (which also checks the result against the
//! legal list); `format` writes actions back as notation, menu paths and descriptions.

mod format;
mod resolve;
mod syntax;

use kontor_engine::{NotationError, Text};

pub use syntax::{ClaimSyntax, Pieces, SpaceRef, Syntax};

fn unknown(text: &str, hint: Text) -> NotationError {
    NotationError::Unknown { text: text.to_string(), hint }
}

fn illegal(reason: Text) -> NotationError {
    NotationError::Illegal { reason }
}
