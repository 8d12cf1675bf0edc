//! Callback data of inline buttons: `g<game>v<version>:<what>`, at most 64 bytes.
//!
//! `<what>` is `p<notation>` for `/play <notation>`, `/<command>` for any other command line,
//! `#<index>` for the index of a choice whose text does not fit (resolved against the keyboard the
//! adapter remembers, or the service's current list of moves), and `><page>` to turn a page.

use kontor_service::GameId;

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
}

/// A decoded button press.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Data {
    pub game: GameId,
    pub version: u64,
    pub action: Action,
}

impl Data {
    /// The callback data for choice `index`, whose command line is `text`.
    #[must_use]
    pub fn for_choice(game: GameId, version: u64, index: usize, text: &str) -> String {
        let head = format!("g{game}v{version}:");
        let body = match text.strip_prefix("/play ") {
            Some(notation) => format!("p{notation}"),
            None if text.starts_with('/') => text.to_string(),
            None => format!("/{text}"),
        };
        if head.len() + body.len() <= MAX_BYTES { format!("{head}{body}") } else { format!("{head}#{index}") }
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
        let data = Data::for_choice(12, 34, 0, "/play take r5");
        assert_eq!(data, "g12v34:ptake r5");
        assert_eq!(
            Data::parse(&data),
            Some(Data { game: 12, version: 34, action: Action::Text("/play take r5".into()) })
        );
        assert_eq!(
            Data::parse(&Data::for_choice(1, 2, 0, "/join")).unwrap().action,
            Action::Text("/join".into())
        );
    }

    #[test]
    fn long_moves_travel_as_an_index() {
        let long = format!("/play protect {}", "r5 ".repeat(20));
        let data = Data::for_choice(123_456, 7_890, 17, &long);
        assert_eq!(data, "g123456v7890:#17");
        assert!(data.len() <= MAX_BYTES);
        assert_eq!(Data::parse(&data).unwrap().action, Action::Index(17));
    }

    #[test]
    fn every_encoding_fits_and_round_trips() {
        for text in ["/play take r5", "/start", "/play reserve farm2", &format!("/play {}", "x".repeat(60))] {
            let data = Data::for_choice(u64::MAX, u64::MAX, 99, text);
            assert!(data.len() <= MAX_BYTES, "{data}");
            let parsed = Data::parse(&data).unwrap();
            assert_eq!((parsed.game, parsed.version), (u64::MAX, u64::MAX));
        }
        assert_eq!(Data::parse(&Data::for_page(3, 4, 2)).unwrap().action, Action::Page(2));
    }

    #[test]
    fn foreign_data_is_refused() {
        for data in ["", "hello", "g1v2", "gxv2:p", "g1v2:?", "g1v2:#x"] {
            assert_eq!(Data::parse(data), None, "{data}");
        }
    }
}
