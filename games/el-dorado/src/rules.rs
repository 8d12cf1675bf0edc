//! `/rules [topic]`: the printed rules by topic, with the chat notation.

/// The rules by topic.
pub const RULES: &[&str] = &["overview", "moving", "blockades", "cards", "buying", "caves", "notation"];
