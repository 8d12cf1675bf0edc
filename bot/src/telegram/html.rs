//! Telegram's HTML parse mode: escaping service texts, and splitting long HTML into messages that
//! are each valid on their own. Telegram refuses a message whose tags do not close ("can't parse
//! entities: Can't find end tag corresponding to start tag") or that cuts an entity (`&am`), so a
//! split never falls inside a tag or an entity, and the tags open at a split are closed at the end
//! of the part and opened again at the start of the next.

/// Escapes text for HTML parse mode and turns `` `code` `` spans into `<code>` and `**bold**`
/// into `<b>` (each paired on one line; an unpaired mark stays as it is).
#[must_use]
pub fn html(text: &str) -> String {
    text.lines().map(html_line).collect::<Vec<_>>().join("\n")
}

fn html_line(line: &str) -> String {
    let escaped = escape(line);
    let parts: Vec<&str> = escaped.split("**").collect();
    if parts.len().is_multiple_of(2) {
        return code_spans(&escaped);
    }
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i.is_multiple_of(2) {
            out.push_str(&code_spans(part));
        } else {
            out.push_str(&format!("<b>{}</b>", code_spans(part)));
        }
    }
    out
}

/// `` `code` `` spans (paired) as `<code>`, in escaped text.
fn code_spans(escaped: &str) -> String {
    let parts: Vec<&str> = escaped.split('`').collect();
    if parts.len().is_multiple_of(2) {
        return escaped.to_string(); // an unpaired backtick: leave the line as it is
    }
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i.is_multiple_of(2) {
            out.push_str(part);
        } else {
            out.push_str(&format!("<code>{part}</code>"));
        }
    }
    out
}

/// The text Telegram would show for `html`, as plain text: tags dropped, entities decoded (for a
/// post Telegram refused as unparsable HTML).
#[must_use]
pub fn plain(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    for token in tokens(html) {
        match token {
            Token::Open { .. } | Token::Close { .. } => {}
            Token::Newline => out.push('\n'),
            Token::Text(raw) => out.push_str(&decode(raw)),
        }
    }
    out
}

/// One character or entity of HTML text, decoded.
fn decode(raw: &str) -> String {
    let entity = raw.strip_prefix('&').and_then(|r| r.strip_suffix(';'));
    match entity {
        Some("amp") => "&".into(),
        Some("lt") => "<".into(),
        Some("gt") => ">".into(),
        Some("quot") => "\"".into(),
        Some(code) if code.starts_with('#') => {
            let digits = &code[1..];
            let n = match digits.strip_prefix('x') {
                Some(hex) => u32::from_str_radix(hex, 16).ok(),
                None => digits.parse().ok(),
            };
            n.and_then(char::from_u32).map_or_else(|| raw.to_string(), String::from)
        }
        _ => raw.to_string(),
    }
}

/// `&`, `<` and `>` as entities.
#[must_use]
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// One indivisible piece of HTML.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token<'a> {
    /// `<b>`, `<a href="…">`: opens the element `name`.
    Open { raw: &'a str, name: &'a str },
    /// `</b>`.
    Close { name: &'a str },
    /// A line break.
    Newline,
    /// One character or one entity (`&amp;`, `&#123;`).
    Text(&'a str),
}

impl Token<'_> {
    fn raw(&self) -> &str {
        match self {
            Token::Open { raw, .. } | Token::Text(raw) => raw,
            Token::Close { .. } => "",
            Token::Newline => "\n",
        }
    }
}

/// The tokens of an HTML text. Text that is not well formed (a `<` without `>`, a `&` without `;`)
/// is read one character at a time.
fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let (token, len) = match c {
            '\n' => (Token::Newline, 1),
            '<' => match rest.find('>') {
                Some(end) => {
                    let raw = &rest[..=end];
                    let inner = raw[1..raw.len() - 1].trim();
                    match inner.strip_prefix('/') {
                        Some(name) => (Token::Close { name: name.trim() }, raw.len()),
                        None => {
                            let name = inner.split(|c: char| c.is_whitespace()).next().unwrap_or(inner);
                            (Token::Open { raw, name }, raw.len())
                        }
                    }
                }
                None => (Token::Text(&rest[..1]), 1),
            },
            '&' => match rest[1..].find(';').filter(|&end| end <= 10) {
                Some(end) if rest[1..=end].chars().all(|c| c.is_ascii_alphanumeric() || c == '#') => {
                    (Token::Text(&rest[..end + 2]), end + 2)
                }
                _ => (Token::Text(&rest[..1]), 1),
            },
            c => (Token::Text(&rest[..c.len_utf8()]), c.len_utf8()),
        };
        out.push(token);
        rest = &rest[len..];
    }
    out
}

/// The characters a text takes.
fn chars(text: &str) -> usize {
    text.chars().count()
}

/// The closing tags of the open elements, innermost first.
fn closers(open: &[(&str, &str)]) -> String {
    open.iter().rev().map(|(_, name)| format!("</{name}>")).collect()
}

/// The opening tags of the open elements, outermost first.
fn openers(open: &[(&str, &str)]) -> String {
    open.iter().map(|(raw, _)| *raw).collect()
}

/// A part being filled.
struct Part<'a> {
    text: String,
    len: usize,
    /// Open elements (raw opening tag, name), outermost first.
    open: Vec<(&'a str, &'a str)>,
    /// Whether the part holds anything beyond the reopened tags.
    content: bool,
}

impl<'a> Part<'a> {
    fn starting(open: Vec<(&'a str, &'a str)>) -> Part<'a> {
        let text = openers(&open);
        Part { len: chars(&text), text, open, content: false }
    }

    /// Adds a token; returns the new length including the closers it would need.
    fn push(&mut self, token: Token<'a>) {
        match token {
            Token::Open { raw, name } => self.open.push((raw, name)),
            Token::Close { name } => {
                // Close the innermost element of that name (and any left open inside it).
                if let Some(at) = self.open.iter().rposition(|(_, n)| n.eq_ignore_ascii_case(name)) {
                    let inner = closers(&self.open[at..]);
                    self.len += chars(&inner);
                    self.text.push_str(&inner);
                    self.open.truncate(at);
                }
                self.content = true;
                return;
            }
            Token::Newline | Token::Text(_) => {}
        }
        self.text.push_str(token.raw());
        self.len += chars(token.raw());
        self.content = true;
    }

    /// The length with `tokens` added and the open elements closed.
    fn len_with(&self, tokens: &[Token<'a>]) -> usize {
        let mut probe = Part { text: String::new(), len: self.len, open: self.open.clone(), content: true };
        tokens.iter().for_each(|t| probe.push(*t));
        probe.len + chars(&closers(&probe.open))
    }

    /// The finished part and the part that continues it.
    fn finish(mut self) -> (String, Part<'a>) {
        self.text.push_str(&closers(&self.open));
        (self.text, Part::starting(self.open))
    }
}

/// Splits HTML text into messages of at most `max` characters, at line ends where possible and
/// never inside a tag or an entity. Every part is valid HTML on its own: elements open at a split
/// are closed there and opened again in the next part.
#[must_use]
pub fn split_text(text: &str, max: usize) -> Vec<String> {
    let all = tokens(text);
    let lines: Vec<&[Token]> = all.split(|t| *t == Token::Newline).collect();
    let mut out = Vec::new();
    let mut part = Part::starting(Vec::new());
    for line in lines {
        let mut joined: Vec<Token> = Vec::with_capacity(line.len() + 1);
        if part.content {
            joined.push(Token::Newline);
        }
        joined.extend_from_slice(line);
        if part.len_with(&joined) <= max {
            joined.into_iter().for_each(|t| part.push(t));
            part.content = true;
            continue;
        }
        if part.content {
            let (done, next) = part.finish();
            out.push(done);
            part = next;
        }
        // The line in a fresh part, token by token when it does not fit whole.
        for token in line {
            if part.content && part.len_with(std::slice::from_ref(token)) > max {
                let (done, next) = part.finish();
                out.push(done);
                part = next;
            }
            part.push(*token);
        }
        part.content = true;
    }
    if part.content || out.is_empty() {
        out.push(part.finish().0);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_what_telegram_would_show() {
        let text = html("**alice** plays `pay b2` & <wins>");
        assert_eq!(plain(&text), "alice plays pay b2 & <wins>");
        assert_eq!(plain("a &#65;&#x42; <a href=\"tg://user?id=1\">bob</a>\nc"), "a AB bob\nc");
        assert_eq!(plain("&bogus; 5 < 6"), "&bogus; 5 < 6");
    }

    /// Whether `text` is HTML Telegram parses: tags balanced, entities whole.
    fn is_valid(text: &str) -> Result<(), String> {
        let mut open = Vec::new();
        for token in tokens(text) {
            match token {
                Token::Open { name, .. } => open.push(name),
                Token::Close { name } => match open.pop() {
                    Some(top) if top == name => {}
                    other => return Err(format!("</{name}> closes {other:?}")),
                },
                Token::Text("&" | "<" | ">") => return Err(format!("a bare character in {text:?}")),
                _ => {}
            }
        }
        if open.is_empty() { Ok(()) } else { Err(format!("{open:?} never closed")) }
    }

    /// The text with its tags removed (entities kept).
    fn untagged(text: &str) -> String {
        tokens(text).iter().filter(|t| matches!(t, Token::Text(_) | Token::Newline)).map(Token::raw).collect()
    }

    #[test]
    fn bold_and_code_marks_become_tags() {
        assert_eq!(
            html("`/moves income` — **income**: 3 moves"),
            "<code>/moves income</code> — <b>income</b>: 3 moves"
        );
        assert_eq!(html("**a `b`** c"), "<b>a <code>b</code></b> c");
        assert_eq!(html("2 ** 3 < 9"), "2 ** 3 &lt; 9");
    }

    #[test]
    fn a_long_reply_of_code_lt_and_amp_splits_into_valid_parts() {
        let line = "`/play displace r12.1 trader pay 1t1m` — <Lübeck & Hamburg> costs 2 & more; ";
        let text = html(&line.repeat(70));
        assert!(text.chars().count() > 5_000);
        for max in [4_096, 1_024, 100, 37] {
            let parts = split_text(&text, max);
            assert!(parts.len() > 1);
            for part in &parts {
                assert!(part.chars().count() <= max, "{} > {max}", part.chars().count());
                is_valid(part).unwrap();
            }
            assert_eq!(parts.iter().map(|p| untagged(p)).collect::<String>(), untagged(&text));
        }
    }

    #[test]
    fn lines_stay_whole_when_they_fit_and_tags_across_lines_are_reopened() {
        let text = "<b>one\ntwo</b>\nthree";
        let parts = split_text(text, 12);
        assert_eq!(parts, ["<b>one</b>", "<b>two</b>", "three"]);
        assert_eq!(split_text("a\nb", 10), ["a\nb"]);
        assert_eq!(split_text("", 10), [""]);
        let link = "<a href=\"tg://user?id=5\">alice</a> &amp; bob";
        assert_eq!(split_text(link, 40), ["<a href=\"tg://user?id=5\">alice</a> &amp;", " bob"]);
    }
}
