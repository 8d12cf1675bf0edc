//! Discord's markdown and user-chosen text: player names go into the service's texts as plain
//! text, so each occurrence is escaped before Discord reads the text as markdown. The service's
//! own `**bold**` and `` `code` `` around them stay markup.

use kontor_service::Delivery;

/// Characters Discord's markdown gives a meaning somewhere: emphasis, code, spoilers, links,
/// headings, quotes, lists, mentions, emoji and URLs (`https:` is no link once its colon is
/// escaped). A backslash before any ASCII punctuation shows the character itself.
const SPECIAL: &[char] =
    &['\\', '*', '_', '~', '`', '|', '[', ']', '(', ')', '<', '>', '#', '-', '+', '@', ':', '.', '!', '='];

/// `text` shown as itself by Discord: every markdown character escaped, and `@` followed by a
/// zero-width space so that `@everyone` and `@here` read as text even where mentions are allowed.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '@' => out.push_str("@\u{200b}"),
            c if SPECIAL.contains(&c) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// `text` with every occurrence of one of `names` escaped, found in one pass from the left, the
/// longest name first where several start at the same place. Inside the service's code spans
/// (`` `…` ``) nothing is markup and a backslash shows as itself: there a name stays as it is,
/// its backticks (which would end the span) turned into `ˋ`. Names that escaping leaves alone are
/// plain already and are skipped.
#[must_use]
pub fn escape_names(text: &str, names: &[String]) -> String {
    let mut names: Vec<&str> =
        names.iter().map(String::as_str).filter(|n| !n.is_empty() && escape(n) != *n).collect();
    if names.is_empty() {
        return text.to_string();
    }
    names.sort_by_key(|name| std::cmp::Reverse(name.len()));
    let pieces = pieces(text, &names);
    // Backticks of the service's text open and close code spans in pairs; a last one alone is
    // shown as it is.
    let ticks = pieces.iter().map(|p| if let Piece::Text(c) = p { usize::from(*c == '`') } else { 0 });
    let paired = ticks.sum::<usize>() / 2 * 2;
    let (mut out, mut seen, mut in_code) = (String::with_capacity(text.len()), 0, false);
    for piece in pieces {
        match piece {
            Piece::Text(c) => {
                if c == '`' {
                    seen += 1;
                    in_code = seen <= paired && !in_code;
                }
                out.push(c);
            }
            Piece::Name(name) if in_code => out.push_str(&name.replace('`', "ˋ")),
            Piece::Name(name) => out.push_str(&escape(name)),
        }
    }
    out
}

/// A character of the service's text, or a name found in it.
enum Piece<'a> {
    Text(char),
    Name(&'a str),
}

/// `text` cut into characters and occurrences of `names` (longest first).
fn pieces<'a>(text: &'a str, names: &[&str]) -> Vec<Piece<'a>> {
    let mut pieces = Vec::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some(name) = names.iter().find(|name| rest.starts_with(**name)) {
            pieces.push(Piece::Name(&rest[..name.len()]));
            rest = &rest[name.len()..];
        } else {
            pieces.push(Piece::Text(c));
            rest = &rest[c.len_utf8()..];
        }
    }
    pieces
}

/// `delivery` with every occurrence of `names` in its text escaped ([`escape_names`]). Button
/// labels are left alone: Discord shows them as plain text.
#[must_use]
pub fn escape_delivery(delivery: &Delivery, names: &[String]) -> Delivery {
    let mut delivery = delivery.clone();
    match &mut delivery {
        Delivery::Channel { text, .. } | Delivery::Private { text, .. } => *text = escape_names(text, names),
    }
    delivery
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_a_name_reads_as_text() {
        assert_eq!(escape("[x](https://evil)"), r"\[x\]\(https\://evil\)");
        assert_eq!(escape("**boom**"), r"\*\*boom\*\*");
        assert_eq!(escape("`x`"), r"\`x\`");
        assert_eq!(escape("||spoiler||"), r"\|\|spoiler\|\|");
        assert_eq!(escape("# Big"), r"\# Big");
        assert_eq!(escape("> quote"), r"\> quote");
        assert_eq!(escape(r"a\*b"), r"a\\\*b");
        assert_eq!(escape("<@123>"), "\\<@\u{200b}123\\>");
        assert_eq!(escape("Zoë Ånström"), "Zoë Ånström");
    }

    #[test]
    fn mass_mentions_in_a_name_mention_nobody() {
        assert_eq!(escape("@everyone"), "@\u{200b}everyone");
        assert_eq!(escape("@here"), "@\u{200b}here");
    }

    #[test]
    fn only_the_names_are_escaped_and_the_services_markup_stays() {
        let names = vec!["**boom**".to_string(), "alice".to_string(), "[x](https://evil)".to_string()];
        let text = "**Carthage** — ****boom**** joined; [x](https://evil) and alice wait.";
        assert_eq!(
            escape_names(text, &names),
            r"**Carthage** — **\*\*boom\*\*** joined; \[x\]\(https\://evil\) and alice wait."
        );
    }

    #[test]
    fn in_a_code_span_a_name_stays_as_it_is_and_cannot_end_the_span() {
        let names = vec!["**b**".to_string(), "`x`".to_string()];
        assert_eq!(escape_names("`/kick **b**` or `/kick `x``", &names), "`/kick **b**` or `/kick ˋxˋ`");
        // A backtick alone opens no span: the name after it is escaped.
        assert_eq!(escape_names("a ` **b**", &names), r"a ` \*\*b\*\*");
    }

    #[test]
    fn the_longest_name_wins_and_nothing_is_escaped_twice() {
        let names = vec!["_a".to_string(), "_a_b".to_string()];
        assert_eq!(escape_names("_a_b and _a", &names), r"\_a\_b and \_a");
        assert_eq!(escape_names("plain text", &[]), "plain text");
        assert_eq!(escape_names("ünï **x**", &["x".to_string()]), "ünï **x**");
    }
}
