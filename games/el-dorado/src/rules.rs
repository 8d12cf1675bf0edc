//! `/rules [topic]`: the printed rules by topic, with the chat notation. Topic `t` is the message
//! `el-dorado-rules-<t>` of `locales/*.ftl`, its name in the reader's language `.topic`.

/// The rules topics, the overview first.
pub const RULES: &[&str] = &["overview", "moving", "blockades", "cards", "buying", "caves", "notation"];
