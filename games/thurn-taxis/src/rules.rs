//! `/rules [topic]`: a summary of the printed rules, by topic, with the chat notation. The texts are
//! the messages `thurn-taxis-rules-<topic>` of `locales/*.ftl`, the topic's name its `.topic`.

/// The rules topics, the overview first.
pub const RULES: &[&str] = &["overview", "turn", "officials", "routes", "closing", "end", "notation"];
