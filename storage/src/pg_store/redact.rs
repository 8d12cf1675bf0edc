//! Database URLs without their passwords, for messages and `Debug`: the password of
//! `postgres://user:password@host/db`, a `?password=` (or `sslpassword=`) parameter, and the
//! `password=` of the key-value form (`host=db user=kontor password='a secret'`) become `***`.

use std::ops::Range;

const HIDDEN: &str = "***";

/// The URL with every password replaced by `***`, for messages.
#[must_use]
pub fn redacted(url: &str) -> String {
    let mut text = url.to_string();
    for span in password_spans(url).into_iter().rev() {
        text.replace_range(span, HIDDEN);
    }
    text
}

/// `text` (an error message about `url`) with every password of `url` replaced by `***`, as
/// written and percent-decoded.
pub(crate) fn scrub(text: &str, url: &str) -> String {
    let mut text = text.to_string();
    for span in password_spans(url) {
        let secret = url[span].trim_matches('\'');
        for form in [secret.to_string(), percent_decoded(secret)] {
            if !form.is_empty() {
                text = text.replace(&form, HIDDEN);
            }
        }
    }
    text
}

/// Where the passwords are in a URL or a key-value connection string.
fn password_spans(url: &str) -> Vec<Range<usize>> {
    match url.find("://") {
        Some(scheme_end) => url_spans(url, scheme_end + 3),
        None => key_value_spans(url),
    }
}

fn is_password_key(key: &str) -> bool {
    key.to_ascii_lowercase().contains("password")
}

/// `scheme://user:password@host/db?password=...&sslpassword=...`.
fn url_spans(url: &str, start: usize) -> Vec<Range<usize>> {
    let query = url[start..].find('?').map(|q| start + q);
    let authority = &url[start..query.unwrap_or(url.len())];
    let mut spans = Vec::new();
    if let Some(at) = authority.rfind('@')
        && let Some(colon) = authority[..at].find(':')
    {
        spans.push(start + colon + 1..start + at);
    }
    let Some(query) = query else { return spans };
    let mut offset = query + 1;
    for pair in url[query + 1..].split('&') {
        if let Some((key, _)) = pair.split_once('=')
            && is_password_key(key)
        {
            let value = offset + key.len() + 1;
            spans.push(value..offset + pair.len());
        }
        offset += pair.len() + 1;
    }
    spans
}

/// `host=db user=kontor password=secret` or `password = 'a \' secret'`.
fn key_value_spans(text: &str) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let skip_space = |mut i: usize| {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    let mut spans = Vec::new();
    let mut i = skip_space(0);
    while i < bytes.len() {
        let key_start = i;
        while i < bytes.len() && !bytes[i].is_ascii_whitespace() && bytes[i] != b'=' {
            i += 1;
        }
        let key = &text[key_start..i];
        i = skip_space(i);
        if i < bytes.len() && bytes[i] == b'=' {
            let value = skip_space(i + 1);
            i = value_end(bytes, value);
            if is_password_key(key) && i > value {
                spans.push(value..i);
            }
        }
        i = skip_space(i);
    }
    spans
}

/// The end of a value starting at `start`: a quoted value to its closing quote, else to the next
/// space; a backslash escapes the next byte.
fn value_end(bytes: &[u8], start: usize) -> usize {
    let quoted = bytes.get(start) == Some(&b'\'');
    let mut i = start + usize::from(quoted);
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b'\'' if quoted => return i + 1,
            b if !quoted && b.is_ascii_whitespace() => return i,
            _ => {}
        }
        i += 1;
    }
    i.min(bytes.len())
}

fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
        match (bytes[i], hex.and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_of_password_is_hidden() {
        let cases = [
            ("postgres://kontor:s3cret@db:5432/games", "postgres://kontor:***@db:5432/games"),
            ("postgresql://kontor:p@ss@db/games", "postgresql://kontor:***@db/games"),
            ("postgres://kontor@db/games?password=s3cret", "postgres://kontor@db/games?password=***"),
            (
                "postgres://db/games?sslmode=disable&PASSWORD=s3cret&application_name=k",
                "postgres://db/games?sslmode=disable&PASSWORD=***&application_name=k",
            ),
            ("postgres://u:a@db/g?sslpassword=b", "postgres://u:***@db/g?sslpassword=***"),
            (
                "host=db user=kontor password=s3cret dbname=games",
                "host=db user=kontor password=*** dbname=games",
            ),
            ("host=db password = 'a \\' secret' user=k", "host=db password = *** user=k"),
            ("password=s3cret", "password=***"),
            ("postgres://kontor@db/games", "postgres://kontor@db/games"),
        ];
        for (url, expected) in cases {
            let shown = redacted(url);
            assert_eq!(shown, expected, "{url}");
            assert!(!shown.contains("s3cret") && !shown.contains("secret'"), "{shown}");
        }
    }

    #[test]
    fn error_texts_lose_the_password_as_written_and_decoded() {
        let url = "postgres://kontor:p%40ss@db/games";
        let text = scrub("password authentication failed for p@ss (p%40ss)", url);
        assert_eq!(text, "password authentication failed for *** (***)");
        let text = scrub("bad value s3cret", "host=db password='s3cret'");
        assert_eq!(text, "bad value ***");
    }

    #[test]
    fn options_debug_hides_the_password_in_every_form() {
        for url in
            ["postgres://k:s3cret@db/g", "postgres://k@db/g?password=s3cret", "host=db password=s3cret"]
        {
            let shown = format!("{:?}", super::super::PgOptions::new(url));
            assert!(!shown.contains("s3cret") && shown.contains("***"), "{shown}");
        }
    }
}
