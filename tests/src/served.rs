//! A service with its database at hand. Kept in a file of its own so that the service crate's
//! tests include it too (`#[path]`): they cannot depend on this crate, which depends on theirs.

use std::ops::Deref;
use std::sync::Arc;

use kontor_service::{Clock, Service, ServiceConfig};
use kontor_storage::Store;

/// A [`Service`] (reached through `Deref`) with its database at hand: tests and benchmarks read
/// the database directly, which the service's public face does not offer.
#[derive(Clone)]
pub struct Served {
    service: Service,
    store: Store,
}

impl Served {
    /// A service over `store`.
    pub fn new(store: Store, config: ServiceConfig, clock: Arc<dyn Clock>) -> Served {
        Served { service: Service::new(store.clone(), config, clock), store }
    }

    /// The database the service writes.
    pub fn store(&self) -> &Store {
        &self.store
    }
}

impl Deref for Served {
    type Target = Service;

    fn deref(&self) -> &Service {
        &self.service
    }
}
