//! What the render tests share: player names, seeded bot games and the PNG checks.

// Each test file uses its own part of this module.
#![allow(dead_code)]

use std::collections::HashSet;
use std::sync::OnceLock;

use image::RgbImage;
use kontor_engine::{GameRng, Lang, Locales};
use kontor_games::{AnyGame, all_locales};
use kontor_i18n::{Catalog, Voice};
use kontor_render::layout::Layout;
use kontor_render::{RENDER_LOCALES, Rendered, WIDTH};

/// El Dorado's printed courses, by their option values.
pub const COURSES: [&str; 7] = [
    "first-game",
    "hills-of-gold",
    "home-stretch",
    "winding-paths",
    "serpentine",
    "swamplands",
    "witchs-cauldron",
];

/// Every crate's Fluent resources and the renderer's, loaded once.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        let sources: Vec<Locales> = [all_locales(), vec![RENDER_LOCALES]].concat();
        Catalog::new(&sources).expect("the resources load")
    })
}

/// A voice speaking `lang` to a table with these names.
pub fn voice(lang: Lang, names: &[String]) -> Voice<'_> {
    Voice { catalog: catalog(), lang, names }
}

/// An English voice.
pub fn en(names: &[String]) -> Voice<'_> {
    voice(Lang::En, names)
}

/// A Polish voice.
pub fn pl(names: &[String]) -> Voice<'_> {
    voice(Lang::Pl, names)
}

/// English words that the Polish pictures replace: none of them may be drawn in Polish (notation
/// keywords such as `take`, `route left`, `draw 1–6` stay English and are not listed).
const ENGLISH: &[&str] = &[
    "Market",
    "Farm",
    "Ships",
    "Piles",
    "discard",
    "deck",
    "hand",
    "cards",
    "card",
    "player",
    "Game",
    "over",
    "wins",
    "win",
    "Seat",
    "points",
    "Final",
    "scores",
    "Map",
    "tiles",
    "turn",
    "score",
    "Expeditions",
    "free",
    "slot",
    "cost",
    "pays",
    "your",
    "Your",
    "desk",
    "full",
    "pts",
    "houses",
    "carriage",
    "Bonus",
    "Carriages",
    "Secret",
    "mission",
    "Cave",
    "tokens",
    "Blockades",
    "blockades",
    "machete",
    "paddle",
    "coin",
    "coins",
    "action",
    "actions",
    "empty",
    "marker",
    "raid",
    "payday",
    "anchor",
    "Pirates",
    "Keys",
    "Privilege",
    "General",
    "Supply",
    "you",
    "worth",
    "Alexandria",
    "Cyrenaica",
    "sea",
    "only",
    "chooses",
    "pirates",
    "Explorer",
    "Traveler",
    "Sailor",
    "single",
    "use",
    "course",
    "Random",
];

/// Every problem with the texts of a picture drawn in Polish: a message id or a broken placeable
/// drawn instead of a text, or an English word that has a Polish message. Texts containing one of
/// `theirs` (the games' own texts, such as score categories) are not searched for English words:
/// the game crates translate those.
pub fn polish_problems(layout: &Layout, theirs: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for t in &layout.texts {
        if t.text.contains("render-") || t.text.contains('{') || t.text.contains("-title") {
            out.push(format!("{:?} is not a rendered text", t.text));
        }
        if theirs.iter().any(|s| !s.is_empty() && t.text.contains(s.as_str())) {
            continue;
        }
        for word in t.text.split(|c: char| !(c.is_alphanumeric() || c == '-')) {
            if ENGLISH.contains(&word) {
                out.push(format!("{:?} is English in {:?}", word, t.text));
            }
        }
    }
    out
}

/// Checks that a Polish picture draws only Polish texts (see [`polish_problems`]).
pub fn check_polish(name: &str, r: &Rendered, theirs: &[String]) {
    let problems = polish_problems(&r.layout, theirs);
    assert!(problems.is_empty(), "{name}: {} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The largest picture a chat post may carry.
pub const MAX_BYTES: usize = 1024 * 1024;

/// `n` player names, one of them long enough to need shortening.
pub fn names(n: usize) -> Vec<String> {
    ["Anna", "Bartholomew the Magnificent", "Chen", "Dorota", "Eero"]
        .iter()
        .take(n)
        .map(|s| s.to_string())
        .collect()
}

/// `game` after `steps` bot moves drawn from a generator seeded `rng_seed` (or earlier, if it ends).
pub fn play_bots(mut game: AnyGame, rng_seed: u64, steps: usize) -> AnyGame {
    let mut rng = GameRng::from_seed(rng_seed);
    for _ in 0..steps {
        let Some(&seat) = game.active_seats().first() else { break };
        let action = game.bot_action(seat, &mut rng).expect("an active seat has a move");
        game.apply(seat, &action).unwrap();
    }
    game
}

/// Writes the picture to `<target>/tmp/kontor-render-samples/` for a look, then checks that it is
/// under 1 MB, decodes as PNG, is `WIDTH` wide and is not blank; returns the decoded picture.
pub fn check_png(name: &str, png: &[u8]) -> RgbImage {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("kontor-render-samples");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), png).unwrap();
    assert!(png.len() < MAX_BYTES, "{name} is {} bytes", png.len());
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap().to_rgb8();
    assert_eq!(img.width(), WIDTH, "{name}");
    let colours: HashSet<[u8; 3]> = img.pixels().map(|p| p.0).collect();
    assert!(colours.len() > 200, "{name} has only {} colours", colours.len());
    img
}

/// Every problem with where a picture put things: texts that overlap, texts, labels or recorded
/// things outside the picture, labels on other labels or on cities and pieces.
pub fn layout_problems(layout: &Layout) -> Vec<String> {
    let mut out = Vec::new();
    for (i, j) in layout.overlapping_texts() {
        let (a, b) = (&layout.texts[i], &layout.texts[j]);
        out.push(format!("{:?} at {:?} overlaps {:?} at {:?}", a.text, a.rect, b.text, b.rect));
    }
    for i in layout.texts_outside() {
        let t = &layout.texts[i];
        out.push(format!(
            "{:?} at {:?} lies outside the {}×{} picture",
            t.text, t.rect, layout.width, layout.height
        ));
    }
    let bounds = layout.bounds();
    for o in &layout.obstacles {
        if !bounds.contains(&o.rect) {
            out.push(format!("{} at {:?} lies outside the picture", o.name, o.rect));
        }
    }
    for (k, l) in layout.labels.iter().enumerate() {
        if !bounds.contains(&l.rect) {
            out.push(format!("label {:?} at {:?} lies outside the picture", l.text, l.rect));
        }
        for o in &layout.obstacles {
            if l.rect.overlaps(&o.rect) {
                out.push(format!("label {:?} at {:?} overlaps {} at {:?}", l.text, l.rect, o.name, o.rect));
            }
        }
        for m in &layout.labels[k + 1..] {
            if l.rect.overlaps(&m.rect) {
                out.push(format!(
                    "label {:?} at {:?} overlaps label {:?} at {:?}",
                    l.text, l.rect, m.text, m.rect
                ));
            }
        }
    }
    out
}

/// Checks the PNG (see [`check_png`]) and its layout: no two texts overlap, every text lies inside
/// the picture, no label lies on another label or on a city or piece.
pub fn check_rendered(name: &str, r: &Rendered) -> RgbImage {
    let img = check_png(name, &r.png);
    assert_eq!((img.width(), img.height()), (r.layout.width, r.layout.height), "{name}");
    let problems = layout_problems(&r.layout);
    assert!(problems.is_empty(), "{name}: {} problems:\n{}", problems.len(), problems.join("\n"));
    img
}
