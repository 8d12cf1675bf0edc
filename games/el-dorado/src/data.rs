//! The printed components, parsed once from the embedded JSON copies of `/work/shared/data/eldorado`:
//! the 21 card kinds, the 13 cave-token kinds, the terrain tiles and the author's courses.

use std::sync::LazyLock;

use serde_json::Value;

/// The symbol printed on a card, a token or a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Symbol {
    Machete,
    Paddle,
    Coin,
}

impl Symbol {
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Symbol::Machete => "machete",
            Symbol::Paddle => "paddle",
            Symbol::Coin => "coin",
        }
    }
}

/// Card colour (what it does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Green,
    Blue,
    Yellow,
    White,
    Purple,
}

/// One kind of expedition card.
#[derive(Clone, Debug)]
pub struct CardKind {
    /// Stable code used in notation (`giant-machete`).
    pub code: String,
    pub name_en: String,
    pub name_pl: String,
    pub colour: Colour,
    /// Movement strength (0 for purple cards).
    pub power: u8,
    /// Price in coins (0 for starting cards, which are never on sale).
    pub cost: u8,
    pub single_use: bool,
    pub starts_on_market: bool,
    /// Purple action effect, in English.
    pub action: String,
}

impl CardKind {
    /// Whether the card carries `symbol` (white cards carry all three).
    #[must_use]
    pub fn has_symbol(&self, symbol: Symbol) -> bool {
        match self.colour {
            Colour::Green => symbol == Symbol::Machete,
            Colour::Blue => symbol == Symbol::Paddle,
            Colour::Yellow => symbol == Symbol::Coin,
            Colour::White => true,
            Colour::Purple => false,
        }
    }

    /// What the card is worth when paying, in half coins.
    #[must_use]
    pub fn value_halves(&self) -> u8 {
        match self.colour {
            Colour::Yellow | Colour::White => self.power * 2,
            _ => 1,
        }
    }
}

/// Card kind ids (index into [`cards`]).
pub mod card {
    pub const EXPLORER: u8 = 0;
    pub const TRAVELER: u8 = 1;
    pub const SAILOR: u8 = 2;
    /// The first market kind; market kinds are `FIRST_MARKET..KINDS`.
    pub const FIRST_MARKET: u8 = 3;
    pub const KINDS: u8 = 21;
}

/// What a cave token does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenEffect {
    Move(Symbol, u8),
    Draw,
    Remove,
    Replace,
    KeepItem,
    PassOccupied,
    Native,
    ChangeSymbol,
}

/// One kind of cave token.
#[derive(Clone, Debug)]
pub struct TokenKind {
    /// Notation code (`tm2`, `tdraw`).
    pub code: &'static str,
    pub name: String,
    pub effect: TokenEffect,
    pub count: u8,
}

/// Terrain of a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Terrain {
    Jungle,
    Water,
    Village,
    Rubble,
    Basecamp,
    Mountain,
    Cave,
    Start,
    Finish,
}

impl Terrain {
    /// The symbol a card must carry to enter.
    #[must_use]
    pub fn symbol(self) -> Option<Symbol> {
        match self {
            Terrain::Jungle => Some(Symbol::Machete),
            Terrain::Water => Some(Symbol::Paddle),
            Terrain::Village => Some(Symbol::Coin),
            _ => None,
        }
    }

    fn parse(s: &str) -> Terrain {
        match s {
            "jungle" => Terrain::Jungle,
            "water" => Terrain::Water,
            "village" => Terrain::Village,
            "rubble" => Terrain::Rubble,
            "basecamp" => Terrain::Basecamp,
            "start" => Terrain::Start,
            "finish" => Terrain::Finish,
            other => panic!("unknown terrain {other}"),
        }
    }

    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Terrain::Jungle => "jungle",
            Terrain::Water => "water",
            Terrain::Village => "village",
            Terrain::Rubble => "rubble",
            Terrain::Basecamp => "basecamp",
            Terrain::Mountain => "mountain",
            Terrain::Cave => "cave",
            Terrain::Start => "start",
            Terrain::Finish => "finish",
        }
    }
}

/// One hex of a tile in its reference orientation.
#[derive(Clone, Copy, Debug)]
pub struct TileHex {
    pub q: i32,
    pub r: i32,
    pub terrain: Terrain,
    /// Strength, or the start number on start spaces.
    pub strength: u8,
}

/// Tile size class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileKind {
    Start,
    Large,
    Small,
}

/// One terrain tile side (A–R).
#[derive(Clone, Debug)]
pub struct Tile {
    pub letter: char,
    pub kind: TileKind,
    pub hexes: Vec<TileHex>,
}

/// One placed tile of a printed course.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    pub tile: char,
    pub rotation: u8,
    pub anchor: (i32, i32),
}

/// A printed course (the first-game course and the author's courses).
#[derive(Clone, Debug)]
pub struct Layout {
    /// Option value (`first-game`, `hills-of-gold`).
    pub code: String,
    pub name: String,
    pub tiles: Vec<Placement>,
    /// The end tile: side (`Terrain::Jungle`/`Water`), rotation, anchor.
    pub end: (Terrain, u8, (i32, i32)),
    /// For each border between consecutive tiles, whether a blockade goes there.
    pub blockade_borders: Vec<bool>,
    /// How many blockades the course uses.
    pub blockades_needed: usize,
    /// The assembled hexes as printed in the data file: (q, r, terrain, strength, tile).
    pub hexes: Vec<(i32, i32, String, Option<u8>, String)>,
}

/// A blockade: number, terrain (jungle/village/water/rubble) and strength.
pub const BLOCKADES: [(u8, Terrain, u8); 6] = [
    (1, Terrain::Jungle, 1),
    (2, Terrain::Village, 1),
    (3, Terrain::Rubble, 1),
    (4, Terrain::Water, 1),
    (5, Terrain::Jungle, 2),
    (6, Terrain::Rubble, 2),
];

/// End tile: finish spaces, gate cells and the corner hex of the last tile it attaches to (tile frame).
pub const END_FINISH: [(i32, i32); 3] = [(-1, 0), (0, 0), (0, 1)];
pub const END_GATE: [(i32, i32); 3] = [(0, -1), (1, -1), (1, 0)];
pub const END_CORNER: (i32, i32) = (-1, 1);

const CARDS_JSON: &str = include_str!("../data/cards.json");
const TILES_JSON: &str = include_str!("../data/tiles.json");
const LAYOUTS_JSON: &str = include_str!("../data/layouts.json");
const CAVES_JSON: &str = include_str!("../data/caves.json");

static CARDS: LazyLock<Vec<CardKind>> = LazyLock::new(|| {
    let v: Value = serde_json::from_str(CARDS_JSON).expect("cards.json");
    let mut out = Vec::new();
    for list in ["starting_cards", "market_cards"] {
        for c in v[list].as_array().expect("card list") {
            let colour = match c["colour"].as_str().unwrap_or("") {
                "green" => Colour::Green,
                "blue" => Colour::Blue,
                "yellow" => Colour::Yellow,
                "white" => Colour::White,
                _ => Colour::Purple,
            };
            let id = c["id"].as_str().expect("id");
            out.push(CardKind {
                code: id.replace('_', "-"),
                name_en: c["name_en"].as_str().unwrap_or(id).to_string(),
                name_pl: c["name_pl"].as_str().unwrap_or(id).to_string(),
                colour,
                power: c["power"].as_u64().unwrap_or(0) as u8,
                cost: c["cost"].as_u64().unwrap_or(0) as u8,
                single_use: c["single_use"].as_bool().unwrap_or(false),
                starts_on_market: c["starts_on_market"].as_bool().unwrap_or(false),
                action: c["action_en"].as_str().unwrap_or("").to_string(),
            });
        }
    }
    assert_eq!(out.len(), usize::from(card::KINDS));
    assert_eq!(out[0].code, "explorer");
    assert_eq!(out[1].code, "traveler");
    assert_eq!(out[2].code, "sailor");
    out
});

/// Every card kind, by id.
#[must_use]
pub fn cards() -> &'static [CardKind] {
    &CARDS
}

/// The card kind with id `id`.
#[must_use]
pub fn kind(id: u8) -> &'static CardKind {
    &CARDS[usize::from(id)]
}

/// The id of the card kind with code `code`.
#[must_use]
pub fn kind_id(code: &str) -> Option<u8> {
    CARDS.iter().position(|c| c.code == code).map(|i| i as u8)
}

static TOKENS: LazyLock<Vec<TokenKind>> = LazyLock::new(|| {
    let v: Value = serde_json::from_str(CAVES_JSON).expect("caves.json");
    let mut out = Vec::new();
    for t in v["tokens"].as_array().expect("tokens") {
        let id = t["id"].as_str().expect("id");
        let power = t["power"].as_u64().unwrap_or(0) as u8;
        let (code, effect) = match id {
            "machete_1" => ("tm1", TokenEffect::Move(Symbol::Machete, power)),
            "machete_2" => ("tm2", TokenEffect::Move(Symbol::Machete, power)),
            "machete_3" => ("tm3", TokenEffect::Move(Symbol::Machete, power)),
            "paddle_1" => ("tp1", TokenEffect::Move(Symbol::Paddle, power)),
            "paddle_2" => ("tp2", TokenEffect::Move(Symbol::Paddle, power)),
            "coin_1" => ("tc1", TokenEffect::Move(Symbol::Coin, power)),
            "coin_2" => ("tc2", TokenEffect::Move(Symbol::Coin, power)),
            "draw_card" => ("tdraw", TokenEffect::Draw),
            "remove_card" => ("tremove", TokenEffect::Remove),
            "replace_cards" => ("treplace", TokenEffect::Replace),
            "keep_item" => ("tkeep", TokenEffect::KeepItem),
            "pass_occupied" => ("tpass", TokenEffect::PassOccupied),
            "native" => ("tnative", TokenEffect::Native),
            "change_symbol" => ("tchange", TokenEffect::ChangeSymbol),
            other => panic!("unknown cave token {other}"),
        };
        out.push(TokenKind {
            code,
            name: t["name_en"].as_str().unwrap_or(id).to_string(),
            effect,
            count: t["count"].as_u64().unwrap_or(0) as u8,
        });
    }
    assert_eq!(out.iter().map(|t| usize::from(t.count)).sum::<usize>(), 36);
    out
});

/// Every cave-token kind, by id.
#[must_use]
pub fn tokens() -> &'static [TokenKind] {
    &TOKENS
}

/// The token kind with id `id`.
#[must_use]
pub fn token(id: u8) -> &'static TokenKind {
    &TOKENS[usize::from(id)]
}

static TILES: LazyLock<Vec<Tile>> = LazyLock::new(|| {
    let v: Value = serde_json::from_str(TILES_JSON).expect("tiles.json");
    v["tiles"]
        .as_array()
        .expect("tiles")
        .iter()
        .map(|t| {
            let letter = t["id"].as_str().and_then(|s| s.chars().next()).expect("tile id");
            let kind = match t["kind"].as_str() {
                Some("start") => TileKind::Start,
                Some("small") => TileKind::Small,
                _ => TileKind::Large,
            };
            let hexes = t["hexes"]
                .as_array()
                .expect("hexes")
                .iter()
                .map(|h| {
                    let q = h["q"].as_i64().expect("q") as i32;
                    let r = h["r"].as_i64().expect("r") as i32;
                    let terrain = match h["terrain"].as_str().expect("terrain") {
                        "mountain" if h["cave"].as_bool() == Some(true) => Terrain::Cave,
                        "mountain" => Terrain::Mountain,
                        other => Terrain::parse(other),
                    };
                    let strength = h["strength"].as_u64().or_else(|| h["start_number"].as_u64()).unwrap_or(0);
                    TileHex { q, r, terrain, strength: strength as u8 }
                })
                .collect();
            Tile { letter, kind, hexes }
        })
        .collect()
});

/// The tile with letter `letter`.
#[must_use]
pub fn tile(letter: char) -> &'static Tile {
    TILES.iter().find(|t| t.letter == letter).expect("tile letter")
}

/// Every tile side.
#[must_use]
pub fn tiles() -> &'static [Tile] {
    &TILES
}

static LAYOUTS: LazyLock<Vec<Layout>> = LazyLock::new(|| {
    let v: Value = serde_json::from_str(LAYOUTS_JSON).expect("layouts.json");
    let pair = |a: &Value| (a[0].as_i64().expect("q") as i32, a[1].as_i64().expect("r") as i32);
    v["layouts"]
        .as_array()
        .expect("layouts")
        .iter()
        .map(|l| {
            let tiles = l["tiles"]
                .as_array()
                .expect("tiles")
                .iter()
                .map(|t| Placement {
                    tile: t["tile"].as_str().and_then(|s| s.chars().next()).expect("tile"),
                    rotation: t["rotation"].as_u64().expect("rotation") as u8,
                    anchor: pair(&t["anchor"]),
                })
                .collect();
            let e = &l["end_tile"];
            let side = if e["side"].as_str() == Some("jungle") { Terrain::Jungle } else { Terrain::Water };
            let end = (side, e["rotation"].as_u64().expect("rotation") as u8, pair(&e["anchor"]));
            let blockade_borders =
                l["borders"].as_array().expect("borders").iter().map(|b| b["blockade"] == true).collect();
            let hexes = l["hexes"]
                .as_array()
                .expect("hexes")
                .iter()
                .map(|h| {
                    (
                        h[0].as_i64().expect("q") as i32,
                        h[1].as_i64().expect("r") as i32,
                        h[2].as_str().expect("terrain").to_string(),
                        h[3].as_u64().map(|s| s as u8),
                        h[4].as_str().expect("tile").to_string(),
                    )
                })
                .collect();
            let id = l["id"].as_str().expect("id");
            Layout {
                code: id.replace('_', "-"),
                name: l["name_en"].as_str().unwrap_or(id).to_string(),
                tiles,
                end,
                blockade_borders,
                blockades_needed: l["blockades_needed"].as_u64().unwrap_or(0) as usize,
                hexes,
            }
        })
        .collect()
});

/// The printed courses, `first-game` first.
#[must_use]
pub fn layouts() -> &'static [Layout] {
    &LAYOUTS
}
