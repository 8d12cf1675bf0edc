//! `/rules [topic]`: a summary of the printed rules, by topic, with the chat notation.

/// The rules by topic, for `/rules [topic]`.
pub const RULES: &[&str] = &["overview", "turn", "officials", "routes", "closing", "end", "notation"];
