//! `/rules [topic]`: a summary of the printed rules, by topic, with the chat notation. Topic `t` is
//! the message `hansa-rules-t` of `locales/*.ftl`; its attribute `.topic` names it in the reader's
//! language.

/// The rules topics, for `/rules [topic]`; the first is the overview.
pub const RULES: &[&str] = &[
    "overview",
    "setup",
    "abilities",
    "actions",
    "claim",
    "tokens",
    "scoring",
    "notation",
    "east",
    "britannia",
    "missions",
    "favour",
    "two-players",
];
