//! One-time codes (`/link`, `/bridge`): tree `codes`, code → expiry (8 bytes, big-endian) ‖ value.

use super::keys;
use super::store::SledStore;
use crate::error::StorageError;

impl SledStore {
    /// Stores `code` until `expires_ms`; drops the codes expired by `now_ms` first. `false` when
    /// a live code holds the name.
    pub fn put_code(
        &self,
        code: &str,
        value: &str,
        expires_ms: u64,
        now_ms: u64,
    ) -> Result<bool, StorageError> {
        let mut expired = sled::Batch::default();
        for entry in self.codes.iter() {
            let (key, bytes) = entry?;
            if keys::read_u64(&bytes, 0).is_none_or(|until| until <= now_ms) {
                expired.remove(key);
            }
        }
        self.codes.apply_batch(expired)?;
        let mut entry = expires_ms.to_be_bytes().to_vec();
        entry.extend_from_slice(value.as_bytes());
        let stored = self.codes.compare_and_swap(code.as_bytes(), None::<&[u8]>, Some(entry))?.is_ok();
        self.db.flush()?;
        Ok(stored)
    }

    /// What `code` stands for and when it expires.
    pub fn code(&self, code: &str) -> Result<Option<(String, u64)>, StorageError> {
        let Some(bytes) = self.codes.get(code.as_bytes())? else { return Ok(None) };
        let expires =
            keys::read_u64(&bytes, 0).ok_or_else(|| StorageError::Corrupt(format!("code {code}")))?;
        let value =
            String::from_utf8(bytes[8..].to_vec()).map_err(|e| StorageError::Corrupt(e.to_string()))?;
        Ok(Some((value, expires)))
    }

    /// Removes `code`: `true` for the caller whose removal found it.
    pub fn take_code(&self, code: &str) -> Result<bool, StorageError> {
        let taken = self.codes.remove(code.as_bytes())?.is_some();
        self.db.flush()?;
        Ok(taken)
    }
}
