//! The outbox: the posts a command produced, stored in the transaction of its change and removed
//! only once the platform accepted them, so a crash between the two loses no post.

use crate::error::StorageError;
use crate::write::{Receipt, Unsent};

use super::keys;
use super::store::SledStore;

impl SledStore {
    /// The posts of `platform` not yet sent, oldest first (one process uses the database, so
    /// nothing is held for another).
    pub fn unsent(&self, platform: &str) -> Result<Vec<Unsent>, StorageError> {
        let prefix = keys::outbox_prefix(platform);
        self.outbox
            .scan_prefix(&prefix)
            .map(|entry| {
                let (key, value) = entry?;
                let seq = keys::read_u64(&key, prefix.len())
                    .ok_or_else(|| StorageError::Corrupt("an outbox key without its number".into()))?;
                Ok(Unsent {
                    receipt: Receipt { platform: platform.to_string(), seq },
                    payload: value.to_vec(),
                })
            })
            .collect()
    }

    /// Removes a post the platform accepted (or refused for good). Not flushed by itself: if the
    /// process dies before sled's next flush, the post is sent again (at least once).
    pub fn mark_sent(&self, receipt: &Receipt) -> Result<(), StorageError> {
        self.outbox.remove(keys::outbox(receipt))?;
        Ok(())
    }

    /// Whether a post is still waiting to be sent.
    pub fn is_unsent(&self, receipt: &Receipt) -> Result<bool, StorageError> {
        Ok(self.outbox.contains_key(keys::outbox(receipt))?)
    }

    /// How many posts wait in the outbox, over every platform.
    #[must_use]
    pub fn unsent_count(&self) -> usize {
        self.outbox.len()
    }
}
