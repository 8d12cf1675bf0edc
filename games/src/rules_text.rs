//! `/rules [topic]`: each game's rules summary, by topic.

use crate::GameKind;

/// The rules text of `kind` for `topic` (or the overview and the topic list when `None`).
pub fn rules_text(kind: GameKind, topic: Option<&str>) -> Result<String, String> {
    let topics = kind.rules();
    let names: Vec<&str> = topics.iter().map(|(n, _)| *n).collect();
    match topic {
        None => Ok(format!("{}\nTopics: {}. Ask `/rules <topic>`.", topics[0].1, names.join(", "))),
        Some(t) => topics
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(t))
            .map(|(_, text)| (*text).to_string())
            .ok_or_else(|| format!("there is no rules topic `{t}`; topics are: {}", names.join(", "))),
    }
}
