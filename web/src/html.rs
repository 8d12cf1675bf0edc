//! The page's HTML, drawn here from a [`Page`]: the changing part (`<main>`: the turn, the board,
//! the scores, the moves) that every update replaces, and the document around it. Every text
//! from the game is escaped; the board's SVG is the renderer's own document.

use std::fmt::Write as _;

use kontor_render::xml_escaped as escape;
use kontor_service::{Lang, Page, t, utc_parts};

/// A chat text as HTML: escaped, with its `code` and **bold** spans (the chat's own markup) kept
/// as such.
pub(crate) fn chat_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for (i, part) in escape(text).split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(part);
            out.push_str("</code>");
        } else {
            for (j, plain) in part.split("**").enumerate() {
                if j % 2 == 1 {
                    out.push_str("<b>");
                    out.push_str(plain);
                    out.push_str("</b>");
                } else {
                    out.push_str(plain);
                }
            }
        }
    }
    out
}

/// `14:05 UTC` of a time (the script shows it in the reader's time zone).
fn utc_clock(ms: u64) -> String {
    let (_, _, _, hour, minute, _) = utc_parts(ms);
    format!("{hour:02}:{minute:02} UTC")
}

/// The content of `<main>`: what changes with the game.
pub(crate) fn main(page: &Page) -> String {
    let l = page.lang;
    let mut out = String::with_capacity(page.board.as_ref().map_or(0, String::len) + 4096);
    out.push_str("<section class=\"state\">");
    if let Some(who) = &page.turn {
        let (since, ms) = (t!(l, "page-since"), page.turn_since_ms);
        let _ = write!(
            out,
            "<p class=\"turn\">{}, {since} <time data-ms=\"{ms}\">{}</time></p>",
            escape(who),
            utc_clock(ms)
        );
    }
    if let Some(note) = &page.note {
        let _ = write!(out, "<p class=\"note\">{}</p>", chat_text(note));
    }
    out.push_str("</section>");
    if let Some(svg) = &page.board {
        let _ = write!(
            out,
            "<section class=\"board\" aria-label=\"{}\"><div class=\"zoom\">\
             <button type=\"button\" data-zoom=\"fit\">{}</button>\
             <button type=\"button\" data-zoom=\"full\">{}</button></div>\
             <div class=\"frame\">{svg}</div></section>",
            escape(&t!(l, "page-board")),
            escape(&t!(l, "page-fit")),
            escape(&t!(l, "page-full")),
        );
    }
    side(&mut out, page);
    out
}

/// The scores, the summary and the moves.
fn side(out: &mut String, page: &Page) {
    let l = page.lang;
    // A game without a public score lists its players only.
    let points = page.scores.iter().any(|s| s.points.is_some());
    let heading = if points { "page-scores" } else { "page-players" };
    let _ = write!(
        out,
        "<section class=\"side\"><h2>{}</h2><table class=\"scores\"><thead><tr><th>{}</th>",
        escape(&t!(l, heading)),
        escape(&t!(l, "page-player"))
    );
    if points {
        let _ = write!(out, "<th>{}</th>", escape(&t!(l, "page-points")));
    }
    out.push_str("</tr></thead><tbody>");
    for score in &page.scores {
        let class = if score.active { " class=\"active\"" } else { "" };
        let _ = write!(out, "<tr{class}><td>{}</td>", escape(&score.name));
        if points {
            let _ = write!(out, "<td>{}</td>", score.points.map_or_else(String::new, |p| p.to_string()));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
    if !page.summary.is_empty() {
        let _ = write!(out, "<p class=\"summary\">{}</p>", chat_text(&page.summary));
    }
    let _ = write!(out, "<h2>{}</h2>", escape(&t!(l, "page-moves")));
    if page.log.is_empty() {
        let _ = write!(out, "<p>{}</p>", escape(&t!(l, "page-no-moves")));
    } else {
        // Newest first: on a phone the last move is the one read.
        out.push_str("<ol class=\"log\">");
        for entry in page.log.iter().rev() {
            let _ = write!(out, "<li>{}</li>", chat_text(entry));
        }
        out.push_str("</ol>");
    }
    out.push_str("</section>");
}

/// The whole document of the page of `token` (at `…/g/<token>`), `main` drawn for version
/// `version`. Every address in it is relative, so the pages work under any path a reverse proxy
/// gives them (`https://example.org/kontor/g/…`).
pub(crate) fn document(token: &str, lang: Lang, title: &str, version: u64, main: &str) -> String {
    let other = lang.pick(Lang::Pl, Lang::En);
    let events = format!("{token}/events?lang={}&v={version}", lang.code());
    format!(
        "<!doctype html><html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\"><title>{title}</title>\
         <link rel=\"stylesheet\" href=\"../page.css\"></head>\
         <body data-events=\"{events}\"><header><h1>{title}</h1>\
         <span id=\"live\" data-live=\"{live}\" data-reconnecting=\"{reconnecting}\" data-gone=\"{gone}\">{live}</span>\
         <a class=\"lang\" href=\"?lang={other_code}\">{other_name}</a></header>\
         <main id=\"game\">{main}</main><script src=\"../page.js\"></script></body></html>",
        code = lang.code(),
        title = escape(title),
        events = escape(&events),
        live = escape(&t!(lang, "page-live")),
        reconnecting = escape(&t!(lang, "page-reconnecting")),
        gone = escape(&t!(lang, "page-gone")),
        other_code = other.code(),
        other_name = escape(&t!(lang, "page-language")),
    )
}

/// A page that says only the message `id` in both languages (no game here, too many watchers).
pub(crate) fn notice(id: &'static str) -> String {
    let (en, pl) = (escape(&t!(Lang::En, id)), escape(&t!(Lang::Pl, id)));
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Kontor</title>\
         </head><body><main class=\"notice\">\
         <p>{en}</p><p lang=\"pl\">{pl}</p></main></body></html>"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_cannot_open_an_element() {
        assert_eq!(escape("<b>\"x\" & 'y'</b>"), "&lt;b&gt;&quot;x&quot; &amp; &apos;y&apos;&lt;/b&gt;");
    }

    #[test]
    fn chat_markup_becomes_html_and_lines_stay() {
        assert_eq!(chat_text("Bot 2 plays `pay b5`"), "Bot 2 plays <code>pay b5</code>");
        assert_eq!(chat_text("**alice** wins\n<3"), "<b>alice</b> wins\n&lt;3");
        assert_eq!(chat_text("odd ` tick"), "odd <code> tick</code>");
    }

    #[test]
    fn the_turn_clock_is_utc() {
        // 2026-01-05 09:07 UTC.
        assert_eq!(utc_clock(1_767_604_020_000), "09:07 UTC");
    }
}
