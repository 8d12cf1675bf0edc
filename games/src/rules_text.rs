//! `/rules [topic]`: each game's rules summary, by topic.

use kontor_engine::{Text, text};

use crate::GameKind;

/// The message of `kind`'s rules topic `topic` (`carthage-rules-setup`).
#[must_use]
pub fn topic_id(kind: GameKind, topic: &str) -> String {
    format!("{}-rules-{topic}", kind.name())
}

/// The rules text of `kind` for `topic` (or the overview and the topic list when `None`).
/// `topic` may be the key (`setup`) or the topic's name in the reader's language, which the
/// caller resolves to the key first (see `GameKind::rules`).
pub fn rules_text(kind: GameKind, topic: Option<&str>) -> Result<Text, Text> {
    let topics = kind.rules();
    let names = Text::join(topics.iter().map(|t| Text::plain(format!("`{t}`"))), ", ");
    match topic {
        None => Ok(Text::lines([
            Text::msg(topic_id(kind, topics[0])),
            text!("games-rules-topics", topics = names),
        ])),
        Some(t) => topics
            .iter()
            .find(|n| n.eq_ignore_ascii_case(t))
            .map(|n| Text::msg(topic_id(kind, n)))
            .ok_or_else(|| text!("games-rules-no-topic", topic = t, topics = names)),
    }
}
