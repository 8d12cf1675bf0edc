//! One-time codes (`/link`, `/bridge`) in table `codes`: code → what it stands for, expiry.

use super::{PgStore, pg};
use crate::backend::Result;

impl PgStore {
    /// Stores `code` until `expires_ms` after dropping the codes expired by `now_ms`; `false`
    /// when a live code holds the name (the primary key decides between processes).
    pub(super) async fn put_code_now(
        &self,
        code: &str,
        value: &str,
        expires_ms: u64,
        now_ms: u64,
    ) -> Result<bool> {
        self.execute("DELETE FROM {s}.codes WHERE expires <= $1", &[&(now_ms as i64)]).await?;
        let added = self
            .execute(
                "INSERT INTO {s}.codes (code, value, expires) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                &[&code, &value, &(expires_ms as i64)],
            )
            .await?;
        Ok(added == 1)
    }

    /// What `code` stands for and when it expires.
    pub(super) async fn code_now(&self, code: &str) -> Result<Option<(String, u64)>> {
        let client = self.client().await?;
        let statement = client
            .prepare_cached(&self.sql("SELECT value, expires FROM {s}.codes WHERE code = $1"))
            .await
            .map_err(pg)?;
        let row = client.query_opt(&statement, &[&code]).await.map_err(pg)?;
        Ok(row.map(|row| (row.get(0), row.get::<_, i64>(1) as u64)))
    }

    /// Removes `code`: `true` for the one caller whose delete found it.
    pub(super) async fn take_code_now(&self, code: &str) -> Result<bool> {
        Ok(self.execute("DELETE FROM {s}.codes WHERE code = $1", &[&code]).await? == 1)
    }
}
