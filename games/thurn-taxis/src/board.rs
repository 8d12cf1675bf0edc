//! The board: 22 cities in 9 provinces, 45 connections, the bonus tile stacks and the carriages,
//! parsed once from the embedded `data/map.json` into static tables with stable small ids.

use std::sync::LazyLock;

use kontor_engine::{Text, text};
use serde::{Deserialize, Serialize};

/// Number of cities (and of distinct city cards).
pub const CITY_COUNT: usize = 22;
/// Number of provinces.
pub const PROVINCE_COUNT: usize = 9;
/// Copies of each city card.
pub const COPIES: u8 = 3;
/// City cards in the game.
pub const CARD_COUNT: usize = CITY_COUNT * COPIES as usize;
/// Bonus tile stacks (route 7, 6, 5, all provinces, Baiern, Baden, three pairs, game end).
pub const STACK_COUNT: usize = 10;

/// The 3-letter codes printed on our board picture, by city id (the JSON's ids).
const CODES: [(&str, &str); CITY_COUNT] = [
    ("carlsruhe", "car"),
    ("freiburg", "fre"),
    ("mannheim", "man"),
    ("augsburg", "aug"),
    ("ingolstadt", "ing"),
    ("kempten", "kem"),
    ("muenchen", "mue"),
    ("nuernberg", "nue"),
    ("passau", "pas"),
    ("regensburg", "reg"),
    ("wuerzburg", "wue"),
    ("budweis", "bud"),
    ("pilsen", "pil"),
    ("sigmaringen", "sig"),
    ("lodz", "lod"),
    ("linz", "lin"),
    ("salzburg", "sal"),
    ("basel", "bas"),
    ("zuerich", "zue"),
    ("innsbruck", "inn"),
    ("stuttgart", "stu"),
    ("ulm", "ulm"),
];

/// Extra names players may type for a province.
const PROVINCE_ALIASES: [(&str, &[&str]); PROVINCE_COUNT] = [
    ("baden", &["bad"]),
    ("baiern", &["bayern", "bavaria", "bai", "bawaria"]),
    ("boehmen", &["bohmen", "bohemia", "czechy", "boh"]),
    ("hohenzollern", &["hoh"]),
    ("polen", &["poland", "polska", "pol"]),
    ("salzburg", &["salzburgland"]),
    ("schweiz", &["switzerland", "szwajcaria", "sch", "swiss"]),
    ("tyrol", &["tirol", "tyr"]),
    ("wuerttemberg", &["wurttemberg", "wirtembergia", "wue", "wur"]),
];

/// A city, and a city card (cards of one city are identical), by stable id 0..22.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct City(pub u8);

/// A province, by stable id 0..9 (the JSON order: Baden, Baiern, Böhmen, Hohenzollern, Polen,
/// Salzburg, Schweiz, Tyrol, Württemberg).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Province(pub u8);

/// A bonus tile stack, by stable id 0..10 (the JSON order: route 7, route 6, route 5, all provinces,
/// Baiern, Baden, Württemberg/Hohenzollern, Schweiz/Tyrol, Böhmen/Salzburg, game end).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Stack(pub u8);

/// What earns a tile of a stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StackKind {
    /// Closing a route of this many cards (7 also for longer routes).
    RouteLength(u8),
    /// A house in every required province.
    AllProvinces,
    /// A house in every city of these provinces (bit mask of cities).
    Cities(u32),
    /// Triggering the end of the game.
    GameEnd,
}

/// Static facts about one city.
#[derive(Clone, Debug)]
pub struct CityInfo {
    pub id: String,
    pub name: String,
    pub code: &'static str,
    pub province: Province,
    /// Board position, x in 0..1000, y in 0..700.
    pub xy: (f32, f32),
    /// Bit mask of neighbouring cities.
    pub neighbours: u32,
    /// Accent-free lower-case names accepted when typing (id, name, aliases).
    pub names: Vec<String>,
}

/// Static facts about one province.
#[derive(Clone, Debug)]
pub struct ProvinceInfo {
    pub id: String,
    pub name: String,
    /// Bit mask of its cities.
    pub cities: u32,
    /// Approximate printed colour.
    pub rgb: (u8, u8, u8),
    pub names: Vec<String>,
}

/// Static facts about one bonus tile stack.
#[derive(Clone, Debug)]
pub struct StackInfo {
    pub id: String,
    /// Short English label for pictures ("route 7", "Baiern", "Württemberg/Hohenzollern"); texts
    /// for players use [`Stack::text`].
    pub label: String,
    pub kind: StackKind,
    /// Tile values, top (taken first) first.
    pub values: Vec<u8>,
}

/// The whole board.
#[derive(Clone, Debug)]
pub struct Board {
    pub cities: Vec<CityInfo>,
    pub provinces: Vec<ProvinceInfo>,
    pub stacks: Vec<StackInfo>,
    pub connections: Vec<(City, City)>,
    /// Carriage values in order of taking.
    pub carriages: [u8; 5],
    /// Victory points of carriages 3..=7 under the default reading.
    pub carriage_points: [u8; 5],
    /// Carriage cards of each value.
    pub carriage_copies: u8,
    /// Provinces required for "all provinces" in the German first-edition reading (outside Baiern).
    pub outside_baiern: u16,
    /// The hot tables of the rules, by city id: neighbours (bit mask) and province.
    pub neighbour_masks: [u32; CITY_COUNT],
    pub province_of: [Province; CITY_COUNT],
    /// The cities of each province (bit mask), by province id.
    pub province_cities: [u32; PROVINCE_COUNT],
}

#[derive(Deserialize)]
struct RawMap {
    provinces: Vec<RawProvince>,
    cities: Vec<RawCity>,
    connections: Vec<(String, String)>,
    bonus_tiles: RawBonus,
    carriages: RawCarriages,
}

#[derive(Deserialize)]
struct RawProvince {
    id: String,
    name: String,
    cities: Vec<String>,
    approx_hex: String,
}

#[derive(Deserialize)]
struct RawCity {
    id: String,
    name: String,
    province: String,
    board_xy: (f32, f32),
    aliases: Vec<String>,
    neighbours: Vec<String>,
}

#[derive(Deserialize)]
struct RawBonus {
    stacks: Vec<RawStack>,
}

#[derive(Deserialize)]
struct RawStack {
    id: String,
    kind: String,
    #[serde(default)]
    min_route_length: Option<u8>,
    #[serde(default)]
    provinces: Vec<String>,
    values_top_first: Vec<u8>,
    #[serde(default)]
    alternative_german_first_edition: Option<RawAlternative>,
}

#[derive(Deserialize)]
struct RawAlternative {
    provinces_required: Vec<String>,
}

#[derive(Deserialize)]
struct RawCarriages {
    values: Vec<u8>,
    copies_per_value: u8,
    victory_points_by_value: std::collections::BTreeMap<String, u8>,
}

/// Lower case without accents, spaces, dots or hyphens: `München` → `munchen`, `Łódź` → `lodz`.
#[must_use]
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars().flat_map(char::to_lowercase) {
        let mapped = match ch {
            'ä' | 'á' | 'à' | 'â' | 'ą' => 'a',
            'ö' | 'ó' | 'ò' | 'ô' => 'o',
            'ü' | 'ú' | 'ù' | 'û' => 'u',
            'é' | 'è' | 'ê' | 'ę' | 'ě' => 'e',
            'ł' => 'l',
            'ź' | 'ż' | 'ž' => 'z',
            'ś' | 'š' => 's',
            'ć' | 'č' => 'c',
            'ń' | 'ň' => 'n',
            'ř' => 'r',
            'í' => 'i',
            'ß' => {
                out.push_str("ss");
                continue;
            }
            ' ' | '-' | '.' | '_' | '\'' => continue,
            c => c,
        };
        out.push(mapped);
    }
    out
}

fn hex(text: &str) -> (u8, u8, u8) {
    let v = u32::from_str_radix(text.trim_start_matches('#'), 16).expect("hex colour in map.json");
    ((v >> 16) as u8, (v >> 8) as u8, v as u8)
}

fn build() -> Board {
    let raw: RawMap = serde_json::from_str(include_str!("../data/map.json")).expect("embedded map.json");
    let cities = raw.cities();
    let provinces = raw.provinces();
    let mut outside_baiern = 0u16;
    let stacks: Vec<StackInfo> =
        raw.bonus_tiles.stacks.iter().map(|s| raw.stack(s, &provinces, &mut outside_baiern)).collect();
    let connections =
        raw.connections.iter().map(|(a, b)| (City(raw.city_index(a)), City(raw.city_index(b)))).collect();
    let values: [u8; 5] = raw.carriages.values.clone().try_into().expect("five carriage values");
    let carriage_points = values.map(|v| raw.carriages.victory_points_by_value[&v.to_string()]);
    assert_eq!(cities.len(), CITY_COUNT);
    assert_eq!(provinces.len(), PROVINCE_COUNT);
    assert_eq!(stacks.len(), STACK_COUNT);
    Board {
        neighbour_masks: std::array::from_fn(|i| cities[i].neighbours),
        province_of: std::array::from_fn(|i| cities[i].province),
        province_cities: std::array::from_fn(|i| provinces[i].cities),
        cities,
        provinces,
        stacks,
        connections,
        carriages: values,
        carriage_points,
        carriage_copies: raw.carriages.copies_per_value,
        outside_baiern,
    }
}

impl RawMap {
    fn province_index(&self, id: &str) -> u8 {
        self.provinces.iter().position(|p| p.id == id).unwrap_or_else(|| panic!("province {id}")) as u8
    }

    fn city_index(&self, id: &str) -> u8 {
        self.cities.iter().position(|c| c.id == id).unwrap_or_else(|| panic!("city {id}")) as u8
    }

    /// The cities with their codes, provinces, neighbours and the names players may type.
    fn cities(&self) -> Vec<CityInfo> {
        self.cities
            .iter()
            .map(|c| {
                let code = CODES.iter().find(|(id, _)| *id == c.id).expect("a code per city").1;
                let mut names = vec![fold(&c.id), fold(&c.name)];
                names.extend(c.aliases.iter().map(|a| fold(a)));
                names.dedup();
                CityInfo {
                    id: c.id.clone(),
                    name: c.name.clone(),
                    code,
                    province: Province(self.province_index(&c.province)),
                    xy: c.board_xy,
                    neighbours: c.neighbours.iter().fold(0, |m, n| m | 1 << self.city_index(n)),
                    names,
                }
            })
            .collect()
    }

    /// The provinces with their cities, colours and the names players may type.
    fn provinces(&self) -> Vec<ProvinceInfo> {
        self.provinces
            .iter()
            .map(|p| {
                let mut names = vec![fold(&p.id), fold(&p.name)];
                if let Some((_, extra)) = PROVINCE_ALIASES.iter().find(|(id, _)| *id == p.id) {
                    names.extend(extra.iter().map(|s| s.to_string()));
                }
                ProvinceInfo {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    cities: p.cities.iter().fold(0, |m, c| m | 1 << self.city_index(c)),
                    rgb: hex(&p.approx_hex),
                    names,
                }
            })
            .collect()
    }

    /// One bonus tile stack; the all-provinces stack also sets `outside_baiern`, the provinces
    /// its alternative (first German edition) asks for.
    fn stack(&self, s: &RawStack, provinces: &[ProvinceInfo], outside_baiern: &mut u16) -> StackInfo {
        let (kind, label) = match s.kind.as_str() {
            "route_length" => {
                let n = s.min_route_length.expect("route length");
                (StackKind::RouteLength(n), format!("route {n}"))
            }
            "all_provinces" => {
                if let Some(alt) = &s.alternative_german_first_edition {
                    *outside_baiern =
                        alt.provinces_required.iter().fold(0, |m, p| m | 1 << self.province_index(p));
                }
                (StackKind::AllProvinces, "all provinces".to_string())
            }
            "province" | "province_pair" => {
                let of = |p: &String| &provinces[usize::from(self.province_index(p))];
                let mask = s.provinces.iter().fold(0u32, |m, p| m | of(p).cities);
                let label = s.provinces.iter().map(|p| of(p).name.clone()).collect::<Vec<_>>().join("/");
                (StackKind::Cities(mask), label)
            }
            "game_end" => (StackKind::GameEnd, "game end".to_string()),
            other => panic!("unknown stack kind {other}"),
        };
        StackInfo { id: s.id.clone(), label, kind, values: s.values_top_first.clone() }
    }
}

/// The board, parsed once.
pub static BOARD: LazyLock<Board> = LazyLock::new(build);

/// The board tables.
#[must_use]
pub fn board() -> &'static Board {
    &BOARD
}

impl City {
    /// Every city in id order.
    pub fn all() -> impl Iterator<Item = City> {
        (0..CITY_COUNT as u8).map(City)
    }

    #[must_use]
    pub fn info(self) -> &'static CityInfo {
        &board().cities[usize::from(self.0)]
    }

    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    #[must_use]
    pub fn bit(self) -> u32 {
        1 << self.0
    }

    /// The 3-letter code (`nue`).
    #[must_use]
    pub fn code(self) -> &'static str {
        self.info().code
    }

    /// The name printed on the board (`Nürnberg`).
    #[must_use]
    pub fn name(self) -> &'static str {
        &self.info().name
    }

    /// The city's name in the reader's language (`thurn-taxis-city-nue`: Nürnberg, Norymberga).
    #[must_use]
    pub fn text(self) -> Text {
        Text::msg(format!("thurn-taxis-city-{}", self.code()))
    }

    #[must_use]
    pub fn province(self) -> Province {
        board().province_of[self.index()]
    }

    /// Whether the two cities border each other on the board.
    #[must_use]
    pub fn borders(self, other: City) -> bool {
        self.neighbours() & other.bit() != 0
    }

    /// The neighbouring cities (bit mask).
    #[must_use]
    pub fn neighbours(self) -> u32 {
        board().neighbour_masks[self.index()]
    }

    /// A city from its code or any accepted name, accents optional.
    #[must_use]
    pub fn from_word(word: &str) -> Option<City> {
        let folded = fold(word);
        City::all().find(|c| c.code() == folded || c.info().names.contains(&folded))
    }
}

impl std::fmt::Display for City {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl Province {
    pub fn all() -> impl Iterator<Item = Province> {
        (0..PROVINCE_COUNT as u8).map(Province)
    }

    #[must_use]
    pub fn info(self) -> &'static ProvinceInfo {
        &board().provinces[usize::from(self.0)]
    }

    #[must_use]
    pub fn name(self) -> &'static str {
        &self.info().name
    }

    /// The name as printed; the Polish rulebook keeps the German names (Baiern, Böhmen).
    #[must_use]
    pub fn text(self) -> Text {
        Text::plain(self.name())
    }

    /// The word used in notation (`baiern`, `wuerttemberg`).
    #[must_use]
    pub fn word(self) -> &'static str {
        &self.info().id
    }

    #[must_use]
    pub fn cities(self) -> u32 {
        board().province_cities[usize::from(self.0)]
    }

    /// A province from any accepted name, accents optional.
    #[must_use]
    pub fn from_word(word: &str) -> Option<Province> {
        let folded = fold(word);
        Province::all().find(|p| p.info().names.contains(&folded))
    }
}

impl Stack {
    pub const ROUTE_7: Stack = Stack(0);
    pub const ROUTE_6: Stack = Stack(1);
    pub const ROUTE_5: Stack = Stack(2);
    pub const ALL_PROVINCES: Stack = Stack(3);
    pub const GAME_END: Stack = Stack(9);

    pub fn all() -> impl Iterator<Item = Stack> {
        (0..STACK_COUNT as u8).map(Stack)
    }

    #[must_use]
    pub fn info(self) -> &'static StackInfo {
        &board().stacks[usize::from(self.0)]
    }

    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The name of the stack's tiles in the reader's language: `route 7` (`długość 7`), `all
    /// provinces`, `game end`; province stacks by their printed names (`Baiern`, `W/H` pairs).
    #[must_use]
    pub fn text(self) -> Text {
        match self.info().kind {
            StackKind::RouteLength(n) => text!("thurn-taxis-tile-route", length = n),
            StackKind::AllProvinces => text!("thurn-taxis-tile-all-provinces"),
            StackKind::Cities(_) => Text::plain(self.info().label.clone()),
            StackKind::GameEnd => text!("thurn-taxis-tile-game-end"),
        }
    }

    /// Tiles in a full stack.
    #[must_use]
    pub fn size(self) -> u8 {
        self.info().values.len() as u8
    }
}

/// The cities of a bit mask, in id order.
pub fn cities_of(mask: u32) -> impl Iterator<Item = City> {
    Bits(mask & ((1 << CITY_COUNT) - 1))
}

/// Iterates the set bits of a city mask, lowest first.
struct Bits(u32);

impl Iterator for Bits {
    type Item = City;

    fn next(&mut self) -> Option<City> {
        if self.0 == 0 {
            return None;
        }
        let city = City(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(city)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }

    fn nth(&mut self, n: usize) -> Option<City> {
        for _ in 0..n.min(32) {
            self.0 &= self.0.wrapping_sub(1);
        }
        self.next()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_matches_the_rulebook_counts() {
        let b = board();
        assert_eq!(b.connections.len(), 45);
        let degree: u32 = b.cities.iter().map(|c| c.neighbours.count_ones()).sum();
        assert_eq!(degree, 90, "adjacency is symmetric");
        for (a, c) in &b.connections {
            assert!(a.borders(*c) && c.borders(*a));
        }
        let tiles: usize = b.stacks.iter().map(|s| s.values.len()).sum();
        assert_eq!(tiles, 30);
        let codes: std::collections::BTreeSet<_> = City::all().map(City::code).collect();
        assert_eq!(codes.len(), CITY_COUNT);
        assert_eq!(City::from_word("Nürnberg"), City::from_word("nue"));
        assert_eq!(City::from_word("Karlsruhe").map(City::code), Some("car"));
        assert_eq!(City::from_word("Łódź").map(City::code), Some("lod"));
        assert_eq!(Province::from_word("Bayern").map(Province::word), Some("baiern"));
        assert_eq!(b.outside_baiern.count_ones(), 8);
        assert_eq!(Stack::ROUTE_7.info().kind, StackKind::RouteLength(7));
        assert_eq!(Stack::ROUTE_5.info().kind, StackKind::RouteLength(5));
        assert_eq!(Stack::ALL_PROVINCES.info().kind, StackKind::AllProvinces);
        assert_eq!(Stack::GAME_END.info().kind, StackKind::GameEnd);
    }
}
