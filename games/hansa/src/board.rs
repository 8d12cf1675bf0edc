//! The printed map, loaded once from the embedded JSON into flat tables with small integer ids.
//!
//! Nothing here names a city: special cities are found through the data's flags (East–West
//! termini, the special-points table, ability scrolls), so other maps plug in as data.

use std::sync::LazyLock;

use kontor_engine::{Lang, Text, text};
use serde::Deserialize;

use crate::ids::{CityId, RouteId, SpaceId, SpaceName};

/// The five abilities on a player's desk, in desk order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, Deserialize)]
pub enum Ability {
    Keys,
    Actiones,
    Privilegium,
    LiberSophiae,
    Bank,
}

impl Ability {
    pub const ALL: [Ability; 5] =
        [Ability::Keys, Ability::Actiones, Ability::Privilegium, Ability::LiberSophiae, Ability::Bank];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The value printed on each level, left to right (Bank's last level "C" = all, shown as 99).
    #[must_use]
    pub const fn values(self) -> &'static [u8] {
        match self {
            Ability::Keys => &[1, 2, 2, 3, 4],
            Ability::Actiones => &[2, 3, 3, 4, 4, 5],
            Ability::Privilegium => &[1, 2, 3, 4],
            Ability::LiberSophiae => &[2, 3, 4, 5],
            Ability::Bank => &[3, 5, 7, 99],
        }
    }

    /// The highest level (number of pieces on the desk track at the start).
    #[must_use]
    pub const fn max_level(self) -> u8 {
        self.values().len() as u8 - 1
    }

    /// Chat word.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Ability::Keys => "keys",
            Ability::Actiones => "actiones",
            Ability::Privilegium => "privilegium",
            Ability::LiberSophiae => "liber",
            Ability::Bank => "bank",
        }
    }

    /// Printed name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Ability::Keys => "Keys",
            Ability::Actiones => "Actiones",
            Ability::Privilegium => "Privilegium",
            Ability::LiberSophiae => "Liber Sophiae",
            Ability::Bank => "Bank",
        }
    }

    /// The printed name in the reader's language.
    #[must_use]
    pub fn text(self) -> Text {
        text!("hansa-ability", ability = self.word())
    }

    /// Parses a typed ability name.
    #[must_use]
    pub fn from_word(word: &str) -> Option<Ability> {
        match fold(word).as_str() {
            "keys" | "key" | "k" | "klucze" => Some(Ability::Keys),
            "actiones" | "actions" | "action" | "a" | "akcje" => Some(Ability::Actiones),
            "privilegium" | "privilege" | "privileges" | "priv" | "p" => Some(Ability::Privilegium),
            "libersophiae" | "liber" | "book" | "l" | "move" | "ksiazka" => Some(Ability::LiberSophiae),
            "bank" | "b" | "money" | "income" | "sakiewki" => Some(Ability::Bank),
            _ => None,
        }
    }

    /// Whether an upgraded piece of this track is a merchant (Liber Sophiae) rather than a trader.
    #[must_use]
    pub const fn merchant_track(self) -> bool {
        matches!(self, Ability::LiberSophiae)
    }
}

/// Countries of the Britannia board, as bits of a mask (a city may lie in two).
pub const ENGLAND: u8 = 1;
pub const WALES: u8 = 2;
pub const SCOTLAND: u8 = 4;

/// Country names by bit index.
pub const COUNTRY_NAMES: [&str; 3] = ["England", "Wales", "Scotland"];

/// Parses a country name from the map data.
fn country_bit(name: &str) -> u8 {
    match name.to_ascii_lowercase().as_str() {
        "england" => ENGLAND,
        "wales" => WALES,
        "scotland" => SCOTLAND,
        other => panic!("unknown country {other} in map data"),
    }
}

/// A sea route's printed permanent bonus (Big Box), used right after establishing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, Deserialize)]
pub enum Perk {
    /// Move 2 pieces of anyone (Britannia: each within its country).
    MoveAny2,
    /// Upgrade Privilegium.
    UpgradePrivilegium,
    /// An office in a (yellow-)green city from the personal supply, right of those there.
    GreenOffice,
    /// Put 2 pieces of the established route on free spaces instead of the general supply.
    PlaceFromRoute2,
    /// Put 2 pieces from the general supply (then personal, then the board) in Wales/Scotland.
    PlaceWalesScotland2,
}

impl Perk {
    fn from_code(code: &str) -> Perk {
        match code {
            "move_any_2" => Perk::MoveAny2,
            "upgrade_privilegium" => Perk::UpgradePrivilegium,
            "office_in_green_city" => Perk::GreenOffice,
            "place_2_from_route" => Perk::PlaceFromRoute2,
            "place_2_in_wales_scotland" => Perk::PlaceWalesScotland2,
            other => panic!("unknown permanent bonus {other} in map data"),
        }
    }

    /// What the bonus does, for players.
    #[must_use]
    pub const fn text(self) -> &'static str {
        match self {
            Perk::MoveAny2 => "move 2 pieces of anyone",
            Perk::UpgradePrivilegium => "upgrade Privilegium",
            Perk::GreenOffice => "an office in a (yellow-)green city",
            Perk::PlaceFromRoute2 => "put 2 pieces of the route on free spaces",
            Perk::PlaceWalesScotland2 => "put 2 pieces in Wales and/or Scotland",
        }
    }

    /// What the bonus does, in the reader's language.
    #[must_use]
    pub fn effect(self) -> Text {
        let key = match self {
            Perk::MoveAny2 => "move",
            Perk::UpgradePrivilegium => "upgrade",
            Perk::GreenOffice => "office",
            Perk::PlaceFromRoute2 => "route",
            Perk::PlaceWalesScotland2 => "wales",
        };
        text!("hansa-perk", perk = key)
    }

    /// Short label for pictures.
    #[must_use]
    pub const fn short(self) -> &'static str {
        match self {
            Perk::MoveAny2 => "M2",
            Perk::UpgradePrivilegium => "PR",
            Perk::GreenOffice => "GO",
            Perk::PlaceFromRoute2 => "P2",
            Perk::PlaceWalesScotland2 => "WS",
        }
    }
}

/// Privilege colours, lowest first.
pub const PRIVILEGES: [&str; 4] = ["white", "orange", "pink", "black"];

/// A privilege colour (0 white … 3 black) in the reader's language.
#[must_use]
pub fn privilege_text(level: u8) -> Text {
    text!("hansa-privilege", colour = PRIVILEGES[usize::from(level.min(3))])
}

/// The current value of an ability as a text: a number, a privilege colour, or "all" for the last
/// Bank level.
#[must_use]
pub fn ability_value_text(a: Ability, value: u8) -> Text {
    match a {
        Ability::Privilegium => privilege_text(value.saturating_sub(1)),
        _ => text!("hansa-ability-value", value = value),
    }
}

/// One office slot of a city.
#[derive(Clone, Debug)]
pub struct Office {
    /// Circle: needs a merchant.
    pub circle: bool,
    /// 0 white, 1 orange, 2 pink, 3 black.
    pub privilege: u8,
    /// Points printed on the slot.
    pub vp: u8,
    pub xy: (f32, f32),
}

/// One field of a special-points table (Coellen).
#[derive(Clone, Debug)]
pub struct SpecialField {
    pub points: u8,
    pub privilege: u8,
    pub xy: (f32, f32),
}

/// One city.
#[derive(Clone, Debug)]
pub struct City {
    pub slug: String,
    /// The name printed on the board (`Lübeck`).
    pub name: String,
    /// The name in the Polish edition's rulebook where it differs (`Lubeka`): see
    /// [`City::display_name`].
    pub name_pl: Option<String>,
    /// Folded (lower-case, accent-free) names this city answers to.
    pub keys: Vec<String>,
    pub xy: (f32, f32),
    /// Global index of the first office slot.
    pub first_office: u16,
    pub offices: Vec<Office>,
    pub abilities: Vec<Ability>,
    pub east_west: bool,
    pub special: Vec<SpecialField>,
    /// Routes touching this city.
    pub routes: Vec<RouteId>,
    /// The cities one route away (and this city), as a set of city indices' bits.
    pub neighbours: u64,
    /// Countries (Britannia) as a mask of `ENGLAND`, `WALES`, `SCOTLAND`; 0 elsewhere.
    pub countries: u8,
    /// Green or yellow-green (non-Hansa) city of the East board: no printed slots.
    pub green: bool,
    /// Countries whose placements this city's right-most office permits (Britannia).
    pub permits: u8,
}

impl City {
    /// The city's name as a reader of `lang`'s edition reads it: the Polish rulebook's name in
    /// Polish (`Lubeka`, `Gdańsk`), else the board's (`Lübeck`). Notation accepts both.
    #[must_use]
    pub fn display_name(&self, lang: Lang) -> &str {
        match lang {
            Lang::Pl => self.name_pl.as_deref().unwrap_or(&self.name),
            Lang::En => &self.name,
        }
    }

    /// The city's name as a text: message `hansa-city`, rendered in the reader's language with
    /// [`City::display_name`]'s choice.
    #[must_use]
    pub fn text(&self) -> Text {
        text!("hansa-city", name = self.name.as_str(), pl = self.display_name(Lang::Pl))
    }
}

/// One route between two cities.
#[derive(Clone, Debug)]
pub struct Route {
    /// The cities at its ends.
    pub cities: [CityId; 2],
    /// Global index of the first space.
    pub first_space: u16,
    pub spaces: u8,
    pub tavern: bool,
    pub token_allowed: bool,
    pub space_xy: Vec<(f32, f32)>,
    pub token_xy: (f32, f32),
    /// Routes sharing a city with this one.
    pub neighbours: Vec<RouteId>,
    /// Sea route (Big Box boards).
    pub sea: bool,
    /// Per space, from `cities[0]`: a ship space that takes merchants only.
    pub merchant_only: Vec<bool>,
    /// The printed permanent bonus of a sea route.
    pub perk: Option<Perk>,
    /// The route's country (Britannia), one of the country bits; 0 elsewhere.
    pub country: u8,
}

/// A whole map side.
#[derive(Clone, Debug)]
pub struct Board {
    pub id: String,
    pub title: String,
    pub aspect: f32,
    pub cities: Vec<City>,
    pub routes: Vec<Route>,
    /// Route of each global space.
    pub space_route: Vec<RouteId>,
    /// City of each global office slot.
    pub office_city: Vec<CityId>,
    pub full_cities_to_end: u8,
    pub east_west_points: Vec<u8>,
    /// City with the special-points table and the city its route must lead to, if the map names one.
    pub special: Option<(CityId, Option<CityId>)>,
    /// Route distance between every pair of routes (for displacement), by [`RouteId::index`].
    pub route_distance: Vec<Vec<u8>>,
    /// Whether each global space takes merchants only.
    pub space_merchant_only: Vec<bool>,
    /// Countries with end-of-game majority points (Britannia: Wales, Scotland): country bit and
    /// the points for places 1–3.
    pub majorities: Vec<(u8, Vec<u8>)>,
    /// Players the side is printed for.
    pub players: (u8, u8),
    /// No ship spaces and no countries: all spaces alike (fast paths).
    pub plain: bool,
}

impl Board {
    #[must_use]
    pub fn space_count(&self) -> usize {
        self.space_route.len()
    }

    #[must_use]
    pub fn office_count(&self) -> usize {
        self.office_city.len()
    }

    /// Whether a piece of this kind may stand on a global space.
    #[must_use]
    pub fn accepts(&self, space: usize, merchant: bool) -> bool {
        merchant || !self.space_merchant_only[space]
    }

    /// Whether the board has countries (Britannia).
    #[must_use]
    pub fn has_countries(&self) -> bool {
        self.cities.iter().any(|c| c.countries != 0)
    }

    /// The route `route` of this map.
    #[must_use]
    pub fn route(&self, route: RouteId) -> &Route {
        &self.routes[route.index()]
    }

    /// Every route of this map, in order.
    pub fn route_ids(&self) -> impl Iterator<Item = RouteId> + use<> {
        RouteId::all(self.routes.len())
    }

    /// The city `city` of this map.
    #[must_use]
    pub fn city(&self, city: CityId) -> &City {
        &self.cities[city.index()]
    }

    /// Every city of this map, in order.
    pub fn city_ids(&self) -> impl Iterator<Item = CityId> + use<> {
        CityId::all(self.cities.len())
    }

    /// Whether establishing `route` may put a merchant on the special-points table: it touches the
    /// table's city (and the city the table's route must lead to, if the map names one).
    #[must_use]
    pub fn leads_to_table(&self, route: RouteId) -> bool {
        let r = self.route(route);
        self.special
            .is_some_and(|(sc, to)| r.cities.contains(&sc) && to.is_none_or(|to| r.cities.contains(&to)))
    }

    /// The country of the route of a global space (0 without countries).
    #[must_use]
    pub fn space_country(&self, space: usize) -> u8 {
        self.route(self.space_route[space]).country
    }

    /// Looks a city up by any of its names (accent-free, any case).
    #[must_use]
    pub fn city_by_name(&self, word: &str) -> Option<CityId> {
        let key = fold(word);
        self.cities.iter().position(|c| c.keys.contains(&key)).map(CityId::from_index)
    }

    /// The global space id of `r<route+1>.<index+1>`.
    #[must_use]
    pub fn space(&self, route: RouteId, index: u8) -> SpaceId {
        SpaceId::from_index(usize::from(self.route(route).first_space) + usize::from(index))
    }

    /// `r17.2` for a global space.
    #[must_use]
    pub fn space_label(&self, space: SpaceId) -> String {
        self.space_name(space).to_string()
    }

    /// The route and place on it of a global space, as players name it (`r17.2`).
    #[must_use]
    pub fn space_name(&self, space: SpaceId) -> SpaceName {
        let route = self.space_route[space.index()];
        let index = space.index() - usize::from(self.route(route).first_space);
        SpaceName { route, index: index as u8 }
    }

    /// `Hamburg–Lübeck` for a route as a text (`Hamburg–Lubeka` in Polish): message
    /// `hansa-route-name` with both cities' [`City::text`].
    #[must_use]
    pub fn route_text(&self, route: RouteId) -> Text {
        let r = self.route(route);
        let city = |i: usize| self.city(r.cities[i]).text();
        text!("hansa-route-name", first = city(0), second = city(1))
    }

    /// `Hamburg–Lübeck` for a route (the board's names).
    #[must_use]
    pub fn route_name(&self, route: RouteId) -> String {
        let r = self.route(route);
        format!("{}–{}", self.city(r.cities[0]).name, self.city(r.cities[1]).name)
    }
}

/// Lower case, accents folded, only letters and digits: `Lüneburg` → `luneburg`.
#[must_use]
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars().flat_map(char::to_lowercase) {
        match ch {
            'ä' | 'á' | 'à' | 'â' | 'ą' => out.push('a'),
            'ö' | 'ó' | 'ò' | 'ô' => out.push('o'),
            'ü' | 'ú' | 'ù' | 'û' => out.push('u'),
            'é' | 'è' | 'ê' | 'ę' => out.push('e'),
            'ß' => out.push_str("ss"),
            'ł' => out.push('l'),
            'ś' => out.push('s'),
            'ż' | 'ź' => out.push('z'),
            'ć' => out.push('c'),
            'ń' => out.push('n'),
            c if c.is_ascii_alphanumeric() => out.push(c),
            _ => {}
        }
    }
    out
}

#[derive(Deserialize)]
struct RawMap {
    map_id: String,
    title: String,
    players: String,
    board: RawBoard,
    rules_summary: RawSummary,
    cities: Vec<RawCity>,
    routes: Vec<RawRoute>,
}

/// `"4-5"` → (4, 5); `"3 (2-3 in the base box)"` → (2, 3): the printed range in parentheses
/// widens the side's range.
fn player_range(text: &str) -> (u8, u8) {
    let range = |t: &str| -> Option<(u8, u8)> {
        let t = t.trim();
        match t.split_once('-') {
            Some((a, b)) => Some((a.trim().parse().ok()?, b.trim().parse().ok()?)),
            None => t.parse().ok().map(|n| (n, n)),
        }
    };
    let (head, note) = text.split_once('(').unwrap_or((text, ""));
    let (lo, hi) = range(head).expect("a player range in map data");
    let note = note.split_whitespace().find_map(range).unwrap_or((lo, hi));
    (lo.min(note.0), hi.max(note.1))
}

#[derive(Deserialize)]
struct RawBoard {
    aspect_ratio_w_over_h: f32,
}

#[derive(Deserialize)]
struct RawSummary {
    full_cities_to_end_game: u8,
    east_west_connection: Option<RawEastWest>,
    special_points_city: Option<RawSpecial>,
    #[serde(default)]
    countries: Option<RawCountries>,
}

#[derive(Deserialize)]
struct RawCountries {
    #[serde(default)]
    majority_scoring: std::collections::BTreeMap<String, Vec<u8>>,
}

#[derive(Deserialize)]
struct RawEastWest {
    points_1st_2nd_3rd: Vec<u8>,
}

#[derive(Deserialize)]
struct RawSpecial {
    city: String,
    requires_route_to: Option<String>,
}

#[derive(Deserialize)]
struct RawCity {
    id: String,
    name: String,
    #[serde(default)]
    aliases: Vec<String>,
    #[serde(default)]
    name_pl: Option<String>,
    x: f32,
    y: f32,
    offices: Vec<RawOffice>,
    #[serde(default)]
    abilities: Vec<String>,
    #[serde(default)]
    flags: RawFlags,
    #[serde(default)]
    special_points_table: Vec<RawField>,
    #[serde(default)]
    countries: Vec<String>,
}

#[derive(Deserialize, Default)]
struct RawFlags {
    #[serde(default)]
    east_west_terminus: bool,
    #[serde(default)]
    non_hansa: Option<String>,
    #[serde(default)]
    grants_permission_for: Vec<String>,
}

#[derive(Deserialize)]
struct RawOffice {
    privilege: String,
    shape: String,
    #[serde(default)]
    vp: u8,
    xy: (f32, f32),
}

#[derive(Deserialize)]
struct RawField {
    points: u8,
    privilege: String,
    xy: (f32, f32),
}

#[derive(Deserialize)]
struct RawRoute {
    cities: [String; 2],
    spaces: u8,
    #[serde(default)]
    tavern: bool,
    #[serde(default = "yes")]
    bonus_token_placement_allowed: bool,
    space_xy: Vec<(f32, f32)>,
    token_xy: (f32, f32),
    #[serde(default)]
    kind: Option<String>,
    #[serde(default)]
    space_types: Vec<String>,
    #[serde(default)]
    permanent_bonus: Option<RawPerk>,
    #[serde(default)]
    country: Option<String>,
}

#[derive(Deserialize)]
struct RawPerk {
    code: String,
}

fn yes() -> bool {
    true
}

fn privilege(word: &str) -> u8 {
    PRIVILEGES.iter().position(|p| *p == word).unwrap_or(0) as u8
}

fn ability(word: &str) -> Ability {
    Ability::from_word(word).unwrap_or_else(|| panic!("unknown ability {word} in map data"))
}

/// A map side from its JSON: cities, then routes between them, then the tables derived from both
/// (neighbours, route distances, special cities, country majorities).
fn load(json: &str) -> Board {
    let raw: RawMap = serde_json::from_str(json).expect("embedded map JSON");
    // Cities are kept in 64-bit sets (`City::neighbours`).
    assert!(raw.cities.len() < 64, "a board has fewer than 64 cities");
    let mut cities: Vec<City> = Vec::new();
    let mut office_city = Vec::new();
    for (i, c) in raw.cities.iter().enumerate() {
        cities.push(load_city(c, office_city.len() as u16));
        office_city.extend(std::iter::repeat_n(CityId::from_index(i), c.offices.len()));
    }
    let mut routes = Vec::new();
    let mut space_route = Vec::new();
    for (i, r) in raw.routes.iter().enumerate() {
        let ends = [city_index(&cities, &r.cities[0]), city_index(&cities, &r.cities[1])];
        routes.push(load_route(r, ends, space_route.len() as u16));
        space_route.extend(std::iter::repeat_n(RouteId::from_index(i), usize::from(r.spaces)));
    }
    link(&mut cities, &mut routes);
    let special = raw.rules_summary.special_points_city.as_ref().map(|s| {
        let to = s.requires_route_to.as_deref().map(|n| city_index(&cities, n));
        (city_index(&cities, &s.city), to)
    });
    let space_merchant_only: Vec<bool> =
        routes.iter().flat_map(|r| r.merchant_only.iter().copied()).collect();
    let routes_plain = !space_merchant_only.contains(&true) && routes.iter().all(|r| r.country == 0);
    let majorities = raw
        .rules_summary
        .countries
        .as_ref()
        .map(|c| c.majority_scoring.iter().map(|(name, pts)| (country_bit(name), pts.clone())).collect())
        .unwrap_or_default();
    Board {
        id: raw.map_id,
        title: raw.title,
        aspect: raw.board.aspect_ratio_w_over_h,
        route_distance: route_distances(&routes),
        cities,
        routes,
        space_route,
        office_city,
        full_cities_to_end: raw.rules_summary.full_cities_to_end_game,
        east_west_points: raw
            .rules_summary
            .east_west_connection
            .map(|e| e.points_1st_2nd_3rd)
            .unwrap_or_default(),
        special,
        space_merchant_only,
        majorities,
        players: player_range(&raw.players),
        plain: routes_plain,
    }
}

/// One city, its office slots numbered from `first_office`; routes and neighbours come later
/// (`link`).
fn load_city(c: &RawCity, first_office: u16) -> City {
    let mut keys = vec![fold(&c.id), fold(&c.name)];
    keys.extend(c.aliases.iter().chain(&c.name_pl).map(|a| fold(a)));
    keys.sort_unstable();
    keys.dedup();
    City {
        slug: c.id.clone(),
        name: c.name.clone(),
        name_pl: c.name_pl.clone(),
        keys,
        xy: (c.x, c.y),
        first_office,
        offices: c
            .offices
            .iter()
            .map(|o| Office {
                circle: o.shape == "circle",
                privilege: privilege(&o.privilege),
                vp: o.vp,
                xy: o.xy,
            })
            .collect(),
        abilities: c.abilities.iter().map(|a| ability(a)).collect(),
        east_west: c.flags.east_west_terminus,
        special: c
            .special_points_table
            .iter()
            .map(|f| SpecialField { points: f.points, privilege: privilege(&f.privilege), xy: f.xy })
            .collect(),
        routes: Vec::new(),
        neighbours: 0,
        countries: c.countries.iter().fold(0, |m, n| m | country_bit(n)),
        green: c.flags.non_hansa.is_some(),
        permits: c.flags.grants_permission_for.iter().fold(0, |m, n| m | country_bit(n)),
    }
}

/// The city a route's end names: notes in parentheses follow some names ("Danzig (its only
/// route …)").
fn city_index(cities: &[City], name: &str) -> CityId {
    let key = fold(name.split(" (").next().unwrap_or(name));
    CityId::from_index(
        cities.iter().position(|c| c.keys.contains(&key)).unwrap_or_else(|| panic!("no city {name}")),
    )
}

/// One route between the cities `ends`, its spaces numbered from `first_space`.
fn load_route(r: &RawRoute, ends: [CityId; 2], first_space: u16) -> Route {
    Route {
        cities: ends,
        first_space,
        spaces: r.spaces,
        tavern: r.tavern,
        token_allowed: r.bonus_token_placement_allowed,
        space_xy: r.space_xy.clone(),
        token_xy: r.token_xy,
        neighbours: Vec::new(),
        sea: r.kind.as_deref() == Some("sea"),
        merchant_only: (0..usize::from(r.spaces))
            .map(|i| r.space_types.get(i).is_some_and(|t| t == "merchant_only"))
            .collect(),
        perk: r.permanent_bonus.as_ref().map(|p| Perk::from_code(&p.code)),
        country: r.country.as_deref().map_or(0, country_bit),
    }
}

/// Each city's routes and neighbouring cities, and each route's neighbouring routes (those
/// sharing a city).
fn link(cities: &mut [City], routes: &mut [Route]) {
    for (i, r) in routes.iter().enumerate() {
        let ends = r.cities.iter().fold(0u64, |set, &c| set | c.bit());
        for c in r.cities {
            cities[c.index()].routes.push(RouteId::from_index(i));
            cities[c.index()].neighbours |= ends;
        }
    }
    for (i, route) in routes.iter_mut().enumerate() {
        let mut ns: Vec<RouteId> = route
            .cities
            .iter()
            .flat_map(|&c| cities[c.index()].routes.iter().copied())
            .filter(|&r| r.index() != i)
            .collect();
        ns.sort_unstable();
        ns.dedup();
        route.neighbours = ns;
    }
}

/// Route distance between every pair of routes, by route adjacency (for displacement).
fn route_distances(routes: &[Route]) -> Vec<Vec<u8>> {
    let n = routes.len();
    let mut route_distance = vec![vec![u8::MAX; n]; n];
    for (start, row) in route_distance.iter_mut().enumerate() {
        row[start] = 0;
        let mut frontier = vec![start];
        let mut d = 0;
        while !frontier.is_empty() {
            d += 1;
            let mut next = Vec::new();
            for r in frontier {
                for &nb in &routes[r].neighbours {
                    if row[nb.index()] == u8::MAX {
                        row[nb.index()] = d;
                        next.push(nb.index());
                    }
                }
            }
            frontier = next;
        }
    }
    route_distance
}

static BOARDS: LazyLock<[Board; 5]> = LazyLock::new(|| {
    [
        load(include_str!("../data/hansa-league-45.json")),
        load(include_str!("../data/hansa-league-3.json")),
        load(include_str!("../data/east.json")),
        load(include_str!("../data/britannia-45.json")),
        load(include_str!("../data/britannia-3.json")),
    ]
});

/// Board sides: Hansa League 4–5 players.
pub const LEAGUE_45: u8 = 0;
/// Hansa League 2–3 players.
pub const LEAGUE_3: u8 = 1;
/// East (Big Box), 3–5 players.
pub const EAST: u8 = 2;
/// Britannia 4–5 players (England, Wales, Scotland).
pub const BRITANNIA_45: u8 = 3;
/// Britannia 3 players (England and Wales).
pub const BRITANNIA_3: u8 = 4;
/// Number of board sides.
pub const SIDES: u8 = 5;

/// Board sides: see `LEAGUE_45` … `BRITANNIA_3`.
#[must_use]
pub fn board(side: u8) -> &'static Board {
    &BOARDS[usize::from(side)]
}
