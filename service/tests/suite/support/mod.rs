//! A service with the database behind it kept at hand: tests read the database directly to
//! check what a command stored, which the service's public face does not offer.

use std::ops::Deref;
use std::sync::Arc;

use kontor_service::{Clock, Service, ServiceConfig};
use kontor_storage::Store;

/// A [`Service`] (reached through `Deref`) and its database.
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
