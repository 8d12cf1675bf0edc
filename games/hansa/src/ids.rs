//! Typed ids for the map's numbered things, so a route is never mistaken for a city, a space or a
//! count. Each is the thing's index in its [`Board`](crate::Board) table and is saved as the bare
//! number, so saved games and records read the same as before the ids were typed.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A route of the map: its index in [`Board::routes`](crate::Board::routes), the number printed
/// on the picture minus one (`r1` is route 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RouteId(pub u8);

impl RouteId {
    /// The route's index into per-route tables (`Board::routes`, `Hansa::route_tokens`).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The route at `index` of the per-route tables.
    ///
    /// # Panics
    /// If `index` does not fit a route id (no map has 256 routes).
    #[must_use]
    pub fn from_index(index: usize) -> RouteId {
        RouteId(u8::try_from(index).expect("a route index fits a u8"))
    }

    /// Every route of a map with `count` routes, in order.
    pub fn all(count: usize) -> impl Iterator<Item = RouteId> {
        (0..count).map(RouteId::from_index)
    }
}

/// The route as players type it and the picture prints it: `r17` for route 16.
impl fmt::Display for RouteId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}", u16::from(self.0) + 1)
    }
}

/// A city of the map: its index in [`Board::cities`](crate::Board::cities), the order of the
/// map's data. Players name cities by name (`Board::city_by_name`), never by this number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CityId(pub u8);

impl CityId {
    /// The city's index into per-city tables (`Board::cities`, `View::controllers`).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The city at `index` of the per-city tables.
    ///
    /// # Panics
    /// If `index` does not fit a city id (no map has 256 cities).
    #[must_use]
    pub fn from_index(index: usize) -> CityId {
        CityId(u8::try_from(index).expect("a city index fits a u8"))
    }

    /// Every city of a map with `count` cities, in order.
    pub fn all(count: usize) -> impl Iterator<Item = CityId> {
        (0..count).map(CityId::from_index)
    }

    /// The city's bit in a set of cities kept as bits (`City::neighbours`, `Hansa::permits_used`).
    #[must_use]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }
}

/// A route space of the map: its index in the per-space tables (`Hansa::spaces`,
/// `Board::space_route`), numbered route after route. Players name it by route and place,
/// [`Board::space_name`](crate::Board::space_name) (`r17.2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SpaceId(pub u8);

impl SpaceId {
    /// The space's index into per-space tables (`Hansa::spaces`, `Board::space_route`).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The space at `index` of the per-space tables.
    ///
    /// # Panics
    /// If `index` does not fit a space id (no map has 256 spaces).
    #[must_use]
    pub fn from_index(index: usize) -> SpaceId {
        SpaceId(u8::try_from(index).expect("a space index fits a u8"))
    }

    /// Every space of a map with `count` spaces, in order.
    pub fn all(count: usize) -> impl Iterator<Item = SpaceId> {
        (0..count).map(SpaceId::from_index)
    }
}

/// A space as players type it, `r17.2`: its route and its place on the route (both 0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpaceName {
    /// The route.
    pub route: RouteId,
    /// The place on the route (0-based: `.1` is 0).
    pub index: u8,
}

impl fmt::Display for SpaceName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.route, self.index + 1)
    }
}
