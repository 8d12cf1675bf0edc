//! Typed ids for the map's numbered things, so a route is never mistaken for a city, a space or a
//! count. Each is the thing's index in its [`Board`](crate::Board) table and is saved as the bare
//! number, so saved games and records read the same as before the ids were typed.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Declares a map id: a `u8` newtype saved as the bare number, with its index into the map's
/// per-thing tables, the id at an index, and every id of a map in order.
macro_rules! map_id {
    ($(#[$doc:meta])* $name:ident, $thing:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub u8);

        impl $name {
            #[doc = concat!("The ", $thing, "'s index into the per-", $thing, " tables.")]
            #[must_use]
            pub const fn index(self) -> usize {
                self.0 as usize
            }

            #[doc = concat!("The ", $thing, " at `index` of the per-", $thing, " tables.")]
            ///
            /// # Panics
            /// If `index` does not fit the id (no map has 256 of anything).
            #[must_use]
            pub fn from_index(index: usize) -> $name {
                $name(u8::try_from(index).expect(concat!("a ", $thing, " index fits a u8")))
            }

            #[doc = concat!("Every ", $thing, " of a map with `count` of them, in order.")]
            pub fn all(count: usize) -> impl Iterator<Item = $name> {
                (0..count).map($name::from_index)
            }
        }
    };
}

map_id!(
    /// A route of the map: its index in [`Board::routes`](crate::Board::routes) and
    /// `Hansa::route_tokens`, the number printed on the picture minus one (`r1` is route 0).
    RouteId,
    "route"
);

/// The route as players type it and the picture prints it: `r17` for route 16.
impl fmt::Display for RouteId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}", u16::from(self.0) + 1)
    }
}

map_id!(
    /// A city of the map: its index in [`Board::cities`](crate::Board::cities) and
    /// `View::controllers`, the order of the map's data. Players name cities by name
    /// (`Board::city_by_name`), never by this number.
    CityId,
    "city"
);

impl CityId {
    /// The city's bit in a set of cities kept as bits (`City::neighbours`, `Hansa::permits_used`).
    #[must_use]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }
}

map_id!(
    /// A route space of the map: its index in the per-space tables (`Hansa::spaces`,
    /// `Board::space_route`), numbered route after route. Players name it by route and place,
    /// [`Board::space_name`](crate::Board::space_name) (`r17.2`).
    SpaceId,
    "space"
);

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
