//! Callback data of inline buttons: `g<game>v<version>:<what>`, at most 64 bytes.
//!
//! `<what>` is `m<path code>` for a level of the move menu (shown in place of the pressed
//! keyboard), `p<notation>` for `/play <notation>`, `/<command>` for any other command line,
//! `@<path code>` for a move of the menu whose notation does not fit, `#<index>` for the index of
//! another choice whose text does not fit (resolved against the keyboard the adapter remembers, or
//! the service's current list of moves), and `><page>` to turn a page. Paths index the move menu
//! of `<version>`, at most 8 bytes.

use kontor_service::{GameId, MenuStep, parse_path_code, path_code};

/// Telegram's limit on `callback_data`.
pub const MAX_BYTES: usize = 64;

/// What a button asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Run this command line.
    Text(String),
    /// Run the choice with this index in the keyboard the button belonged to.
    Index(usize),
    /// Show this page of the keyboard.
    Page(usize),
    /// Show the level at this path of the move menu in place of the keyboard.
    Level(Vec<usize>),
    /// Play the move at this path of the move menu.
    Move(Vec<usize>),
}

/// A decoded button press.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Data {
    pub game: GameId,
    pub version: u64,
    pub action: Action,
}

impl Data {
    /// The callback data for choice `index`, whose command line is `text` and whose place in the
    /// move menu is `menu`.
    #[must_use]
    pub fn for_choice(
        game: GameId,
        version: u64,
        index: usize,
        text: &str,
        menu: Option<&MenuStep>,
    ) -> String {
        let head = format!("g{game}v{version}:");
        if let Some(MenuStep::Open(path) | MenuStep::Back(path)) = menu {
            return format!("{head}m{}", path_code(path));
        }
        let body = match text.strip_prefix("/play ") {
            Some(notation) => format!("p{notation}"),
            None if text.starts_with('/') => text.to_string(),
            None => format!("/{text}"),
        };
        match menu {
            _ if head.len() + body.len() <= MAX_BYTES => format!("{head}{body}"),
            Some(step) => format!("{head}@{}", path_code(step.path())),
            None => format!("{head}#{index}"),
        }
    }

    /// The callback data that turns to `page`.
    #[must_use]
    pub fn for_page(game: GameId, version: u64, page: usize) -> String {
        format!("g{game}v{version}:>{page}")
    }

    /// Decodes callback data; `None` for anything this adapter did not make.
    #[must_use]
    pub fn parse(data: &str) -> Option<Data> {
        let rest = data.strip_prefix('g')?;
        let (game, rest) = rest.split_once('v')?;
        let (version, what) = rest.split_once(':')?;
        let action = match what.chars().next()? {
            'p' => Action::Text(format!("/play {}", &what[1..])),
            '/' => Action::Text(what.to_string()),
            '#' => Action::Index(what[1..].parse().ok()?),
            '>' => Action::Page(what[1..].parse().ok()?),
            'm' => Action::Level(parse_path_code(&what[1..])?),
            '@' => Action::Move(parse_path_code(&what[1..]).filter(|p| !p.is_empty())?),
            _ => return None,
        };
        Some(Data { game: game.parse().ok()?, version: version.parse().ok()?, action })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_travel_as_notation() {
        let data = Data::for_choice(12, 34, 0, "/play take r5", None);
        assert_eq!(data, "g12v34:ptake r5");
        assert_eq!(
            Data::parse(&data),
            Some(Data { game: 12, version: 34, action: Action::Text("/play take r5".into()) })
        );
        assert_eq!(
            Data::parse(&Data::for_choice(1, 2, 0, "/join", None)).unwrap().action,
            Action::Text("/join".into())
        );
    }

    #[test]
    fn long_moves_travel_as_an_index() {
        let long = format!("/play protect {}", "r5 ".repeat(20));
        let data = Data::for_choice(123_456, 7_890, 17, &long, None);
        assert_eq!(data, "g123456v7890:#17");
        assert!(data.len() <= MAX_BYTES);
        assert_eq!(Data::parse(&data).unwrap().action, Action::Index(17));
    }

    #[test]
    fn every_encoding_fits_and_round_trips() {
        for text in ["/play take r5", "/start", "/play reserve farm2", &format!("/play {}", "x".repeat(60))] {
            let data = Data::for_choice(u64::MAX, u64::MAX, 99, text, None);
            assert!(data.len() <= MAX_BYTES, "{data}");
            let parsed = Data::parse(&data).unwrap();
            assert_eq!((parsed.game, parsed.version), (u64::MAX, u64::MAX));
        }
        assert_eq!(Data::parse(&Data::for_page(3, 4, 2)).unwrap().action, Action::Page(2));
    }

    #[test]
    fn menu_levels_and_long_menu_moves_travel_as_paths() {
        let open = MenuStep::Open(vec![24, 3]);
        let data = Data::for_choice(u64::MAX, u64::MAX, 0, "/moves place r1–r17 r3", Some(&open));
        assert!(data.len() <= MAX_BYTES, "{data}");
        assert_eq!(Data::parse(&data).unwrap().action, Action::Level(vec![24, 3]));
        let back = Data::for_choice(5, 6, 0, "/moves #", Some(&MenuStep::Back(vec![])));
        assert_eq!((back.as_str(), Data::parse(&back).unwrap().action), ("g5v6:m", Action::Level(vec![])));
        let long = format!("/play {}", "x".repeat(60));
        let data = Data::for_choice(u64::MAX, u64::MAX, 0, &long, Some(&MenuStep::Play(vec![24, 24, 24])));
        assert!(data.len() <= MAX_BYTES, "{data}");
        assert_eq!(Data::parse(&data).unwrap().action, Action::Move(vec![24, 24, 24]));
    }

    #[test]
    fn foreign_data_is_refused() {
        for data in ["", "hello", "g1v2", "gxv2:p", "g1v2:?", "g1v2:#x", "g1v2:mx", "g1v2:@", "g1v2:m1.2.3.4"]
        {
            assert_eq!(Data::parse(data), None, "{data}");
        }
    }
}
