//! Seats at the table and who is looking at the table.

use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// A seat at the table, numbered from 0 in turn order (clockwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index into per-seat tables.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat after this one in clockwise order, at a table of `seats` players.
    #[must_use]
    pub const fn next(self, seats: usize) -> Seat {
        Seat(((self.0 as usize + 1) % seats) as u8)
    }

    /// A placeholder for this seat's display name in event texts; the service replaces it.
    #[must_use]
    pub fn tag(self) -> String {
        format!("{{s{}}}", self.0)
    }

    /// All seats of a table of `seats` players, in turn order.
    pub fn all(seats: usize) -> impl Iterator<Item = Seat> {
        (0..seats).map(|i| Seat(i as u8))
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// Who a view is drawn for: one seat (who sees their own hidden cards) or a spectator (public only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

impl Viewer {
    /// Whether this viewer is the given seat.
    #[must_use]
    pub fn is_seat(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}

/// One value per seat, indexed by [`Seat`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BySeat<T>(Vec<T>);

impl<T> BySeat<T> {
    /// Builds a table from a function of the seat.
    pub fn from_fn(seats: usize, mut f: impl FnMut(Seat) -> T) -> Self {
        BySeat(Seat::all(seats).map(&mut f).collect())
    }

    /// The number of seats.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the table has no seats.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Seats with their values, in turn order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// Values in turn order.
    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.0.iter()
    }

    /// Mutable values in turn order.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.0.iter_mut()
    }

    /// Maps every value, keeping the seats.
    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> BySeat<U> {
        BySeat(self.iter().map(|(s, v)| f(s, v)).collect())
    }

    /// The values as a plain vector in seat order.
    #[must_use]
    pub fn into_vec(self) -> Vec<T> {
        self.0
    }
}

impl<T> From<Vec<T>> for BySeat<T> {
    fn from(v: Vec<T>) -> Self {
        BySeat(v)
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_seat_wraps_around_the_table() {
        assert_eq!(Seat(2).next(3), Seat(0));
        assert_eq!(Seat(0).next(3), Seat(1));
    }

    #[test]
    fn by_seat_indexes_and_maps() {
        let mut t = BySeat::from_fn(3, |s| s.index() * 10);
        t[Seat(1)] += 1;
        assert_eq!(t.map(|_, v| v + 1).into_vec(), vec![1, 12, 21]);
        assert_eq!(serde_json::to_string(&t).unwrap(), "[0,11,20]");
    }
}
