//! `/rules [topic]`: a summary of the printed rules, by topic, with the chat notation. The texts
//! are the messages `carthage-rules-<topic>` of `locales/*.ftl`; their `.topic` attribute names the
//! topic in the reader's language.

/// The rules topics, for `/rules [topic]`; the first is the overview.
pub const RULES: &[&str] = &["overview", "setup", "turn", "refill", "ships", "payday", "pirates", "notation"];
