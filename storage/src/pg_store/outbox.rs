//! The outbox's posts handed to a process: those it holds or nobody does ([`Backend::unsent`]),
//! or those nobody does ([`Backend::claim_free`]), each then held for it for the lease.
//!
//! [`Backend::unsent`]: crate::Backend::unsent
//! [`Backend::claim_free`]: crate::Backend::claim_free

use super::{PgStore, pg};
use crate::backend::Result;
use crate::write::{Receipt, Unsent};

impl PgStore {
    /// The posts of `platform` that nobody holds at `now_ms` (and with `own`, those this process
    /// holds too), oldest first; each is this process's for the lease from `now_ms`.
    pub(super) async fn take_posts(&self, platform: &str, now_ms: u64, own: bool) -> Result<Vec<Unsent>> {
        let client = self.client().await?;
        let statement = client
            .prepare_cached(&self.sql(
                "UPDATE {s}.outbox SET holder = $1, held_until = $2
                 WHERE seq IN (SELECT seq FROM {s}.outbox
                               WHERE platform = $3 AND (($5 AND holder = $1) OR held_until < $4)
                               ORDER BY seq FOR UPDATE SKIP LOCKED)
                 RETURNING seq, payload",
            ))
            .await
            .map_err(pg)?;
        let until = (now_ms + self.lease_ms) as i64;
        let rows = client
            .query(&statement, &[&self.holder, &until, &platform, &(now_ms as i64), &own])
            .await
            .map_err(pg)?;
        let mut posts: Vec<Unsent> = rows
            .iter()
            .map(|row| Unsent {
                receipt: Receipt { platform: platform.to_string(), seq: row.get::<_, i64>(0) as u64 },
                payload: row.get(1),
            })
            .collect();
        posts.sort_by_key(|post| post.receipt.seq);
        Ok(posts)
    }
}
