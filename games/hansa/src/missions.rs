//! Mission cards ("Karty misji", Big Box, Hansa League board): one secret card per player; at the
//! end 1 point per listed city holding an office of yours, and 5 more for controlling all three.

use std::sync::LazyLock;

use kontor_engine::GameRng;
use serde::Deserialize;

use crate::ids::CityId;
use crate::state::Hansa;

#[derive(Deserialize)]
struct RawCards {
    cards: Vec<RawCard>,
}

#[derive(Deserialize)]
struct RawCard {
    cities: Vec<String>,
}

/// The nine cards, each three city names as printed.
pub static CARDS: LazyLock<Vec<[String; 3]>> = LazyLock::new(|| {
    let raw: RawCards =
        serde_json::from_str(include_str!("../data/mission-cards.json")).expect("mission JSON");
    raw.cards.into_iter().map(|c| c.cities.try_into().expect("three cities per mission card")).collect()
});

/// Shuffles the cards and deals one to each seat.
pub(crate) fn deal(rng: &mut GameRng, seats: usize) -> Vec<u8> {
    let mut cards: Vec<u8> = (0..CARDS.len() as u8).collect();
    rng.shuffle(&mut cards);
    cards.truncate(seats);
    cards
}

impl Hansa {
    /// The cities of `seat`'s mission card (ids on this board), if missions are in play.
    #[must_use]
    pub fn mission_cities(&self, seat: u8) -> Option<[CityId; 3]> {
        let card = *self.missions.get(usize::from(seat))?;
        let b = self.board();
        let names = &CARDS[usize::from(card)];
        Some(names.clone().map(|n| b.city_by_name(&n).expect("mission city on the board")))
    }

    /// End-of-game mission points: 1 per listed city with an office, +5 for controlling all three.
    #[must_use]
    pub fn mission_points(&self, seat: u8) -> i64 {
        let Some(cities) = self.mission_cities(seat) else { return 0 };
        let with_office = cities.iter().filter(|&&c| self.offices_in(c, seat) > 0).count() as i64;
        let all = cities.iter().all(|&c| self.controller(c) == Some(seat));
        with_office + if all { 5 } else { 0 }
    }
}
