//! `/rules [topic]`: a summary of the printed rules, by topic, with the chat notation.

/// The rules by topic, for `/rules [topic]`.
pub const RULES: &[&str] = &["overview", "setup", "abilities", "actions", "claim", "tokens", "scoring", "east", "britannia", "missions", "favour", "two players"];
