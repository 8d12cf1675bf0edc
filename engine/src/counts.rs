//! [`Counts`]: a multiset of a few kinds of thing (the city cards of a hand, a player's bonus
//! tokens), kept as a count per kind: cheap to copy and compare, saved as the list of counts.

use std::fmt;
use std::marker::PhantomData;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A kind of thing [`Counts`] counts: one of a fixed few, each at its place in the counts.
pub trait Counted: Copy {
    /// The kind at `index` of the counts.
    fn from_index(index: usize) -> Self;
    /// The kind's place in the counts.
    fn index(self) -> usize;
}

/// How many of each of the `N` kinds of `K` there are.
pub struct Counts<K, const N: usize> {
    counts: [u8; N],
    kind: PhantomData<K>,
}

impl<K: Counted, const N: usize> Counts<K, N> {
    /// How many of `kind` there are.
    #[must_use]
    pub fn count(&self, kind: K) -> u8 {
        self.counts[kind.index()]
    }

    #[must_use]
    pub fn contains(&self, kind: K) -> bool {
        self.count(kind) > 0
    }

    pub fn add(&mut self, kind: K) {
        self.counts[kind.index()] += 1;
    }

    /// Takes one of `kind` out; false if there is none.
    pub fn remove(&mut self, kind: K) -> bool {
        let n = &mut self.counts[kind.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }

    /// The count of every kind, in order.
    #[must_use]
    pub fn counts(&self) -> [u8; N] {
        self.counts
    }

    /// How many there are in all.
    #[must_use]
    pub fn len(&self) -> usize {
        self.counts.iter().map(|&n| usize::from(n)).sum()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&n| n == 0)
    }

    /// The kinds there is at least one of, in order.
    pub fn kinds(&self) -> impl Iterator<Item = K> + '_ {
        (0..N).filter(|&i| self.counts[i] > 0).map(K::from_index)
    }

    /// The kinds there is at least one of, as the bits of their places (`N` is at most 64).
    #[must_use]
    pub fn bits(&self) -> u64 {
        self.counts.iter().enumerate().fold(0, |m, (i, &n)| if n > 0 { m | 1 << i } else { m })
    }

    /// Every one, a kind as often as there are of it, in the order of the kinds.
    #[must_use]
    pub fn to_vec(&self) -> Vec<K> {
        (0..N).flat_map(|i| std::iter::repeat_n(K::from_index(i), usize::from(self.counts[i]))).collect()
    }

    /// Whether there are at least as many of every kind as in `other`.
    #[must_use]
    pub fn covers(&self, other: &Self) -> bool {
        self.counts.iter().zip(other.counts).all(|(&have, need)| have >= need)
    }

    pub fn add_all(&mut self, other: &Self) {
        for (a, b) in self.counts.iter_mut().zip(other.counts) {
            *a += b;
        }
    }

    /// Everything, leaving nothing here.
    pub fn take_all(&mut self) -> Self {
        std::mem::take(self)
    }
}

impl<K, const N: usize> Default for Counts<K, N> {
    fn default() -> Self {
        Counts { counts: [0; N], kind: PhantomData }
    }
}

impl<K, const N: usize> Clone for Counts<K, N> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<K, const N: usize> Copy for Counts<K, N> {}

impl<K, const N: usize> PartialEq for Counts<K, N> {
    fn eq(&self, other: &Self) -> bool {
        self.counts == other.counts
    }
}

impl<K, const N: usize> Eq for Counts<K, N> {}

impl<K, const N: usize> fmt::Debug for Counts<K, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Counts").field(&self.counts).finish()
    }
}

/// Saved as the list of counts, in the order of the kinds.
impl<K, const N: usize> Serialize for Counts<K, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.counts.as_slice().serialize(serializer)
    }
}

impl<'de, K, const N: usize> Deserialize<'de> for Counts<K, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let counts = Vec::<u8>::deserialize(deserializer)?;
        let counts = <[u8; N]>::try_from(counts.as_slice())
            .map_err(|_| serde::de::Error::invalid_length(counts.len(), &format!("{N} counts").as_str()))?;
        Ok(Counts { counts, kind: PhantomData })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Colour(usize);

    impl Counted for Colour {
        fn from_index(index: usize) -> Self {
            Colour(index)
        }
        fn index(self) -> usize {
            self.0
        }
    }

    #[test]
    fn counts_add_remove_and_list_their_kinds() {
        let mut c = Counts::<Colour, 4>::default();
        assert!(c.is_empty() && !c.remove(Colour(1)));
        for k in [2, 0, 2] {
            c.add(Colour(k));
        }
        assert_eq!((c.len(), c.count(Colour(2)), c.bits()), (3, 2, 0b101));
        assert_eq!(c.kinds().collect::<Vec<_>>(), [Colour(0), Colour(2)]);
        assert_eq!(c.to_vec(), [Colour(0), Colour(2), Colour(2)]);
        assert!(c.remove(Colour(2)) && c.contains(Colour(2)) && !c.contains(Colour(3)));
        let mut other = Counts::default();
        other.add(Colour(2));
        assert!(c.covers(&other) && !other.covers(&c));
        other.add_all(&c.take_all());
        assert!(c.is_empty());
        assert_eq!(other.to_vec(), [Colour(0), Colour(2), Colour(2)]);
    }

    #[test]
    fn counts_are_saved_as_the_list_of_counts() {
        let mut c = Counts::<Colour, 3>::default();
        c.add(Colour(1));
        assert_eq!(serde_json::to_string(&c).unwrap(), "[0,1,0]");
        assert_eq!(serde_json::from_str::<Counts<Colour, 3>>("[0,1,0]").unwrap(), c);
        assert!(serde_json::from_str::<Counts<Colour, 3>>("[0,1]").is_err());
    }
}
