//! Text summaries of views, for chat replies next to the images (and for screen readers).

use kontor_engine::{Text, text};

use crate::board::{Ability, ability_value_text, board};
use crate::piece::{Piece, is_neutral};
use crate::turn::who;
use crate::view::{PlayerView, View};

/// A piece as the board shows it: the seat's name (N for neutral), `(m)` for a merchant.
fn piece_text(p: Piece) -> Text {
    let o = p.owner();
    let tag = if is_neutral(o) { "N".to_string() } else { kontor_engine::Seat(o).tag() };
    Text::plain(format!("{tag}{}", if p.is_merchant() { "(m)" } else { "" }))
}

/// One player's desk on one line.
pub(crate) fn desk_line(p: &PlayerView) -> Text {
    let v = |a: Ability| p.values[a.index()];
    let mut parts = vec![text!(
        "hansa-summary-desk",
        who = who(p.seat.0),
        points = p.score,
        keys = v(Ability::Keys),
        actiones = v(Ability::Actiones),
        privilegium = ability_value_text(Ability::Privilegium, v(Ability::Privilegium)),
        liber = v(Ability::LiberSophiae),
        bank = v(Ability::Bank),
        traders = p.personal[0],
        merchants = p.personal[1],
        general_traders = p.general[0],
        general_merchants = p.general[1],
        unused = p.tokens.len(),
        used = p.used.len()
    )];
    if !p.tokens.is_empty() {
        let names: Vec<Text> = p.tokens.iter().map(|t| t.text()).collect();
        parts.push(text!("hansa-summary-unused", tokens = Text::join(names, ", ")));
    }
    if !p.favours.is_empty() {
        let f: Vec<Text> = p.favours.iter().map(|f| f.effect()).collect();
        parts.push(text!("hansa-summary-favours", tiles = Text::join(f, ", ")));
    }
    Text::join(parts, "")
}

/// Public state: routes with pieces, cities with offices, tokens, desks.
pub(crate) fn public(v: &View) -> Text {
    let b = board(v.side);
    let mut lines = vec![text!(
        "hansa-summary-turn",
        turn = v.turn,
        who = who(v.current.0),
        left = v.actions_left,
        actions = v.actions_allowed,
        full = v.full_cities,
        end = b.full_cities_to_end,
        stack = v.stack_size
    )];
    for p in &v.players {
        lines.push(desk_line(p));
    }
    if !v.favour_display.is_empty() {
        let f: Vec<Text> = v
            .favour_display
            .iter()
            .map(|f| text!("hansa-summary-favour-tile", word = f.word_text(), tile = f.effect()))
            .collect();
        lines.push(text!("hansa-summary-favour-display", tiles = Text::join(f, "; ")));
    }
    let routes = route_lines(v);
    if !routes.is_empty() {
        lines.push(text!("hansa-summary-routes", routes = Text::join(routes, "; ")));
    }
    let cities = city_lines(v);
    if !cities.is_empty() {
        lines.push(text!("hansa-summary-offices", cities = Text::join(cities, "; ")));
    }
    if !v.east_west.is_empty() {
        let ew: Vec<Text> = v.east_west.iter().map(|&s| text!("hansa-summary-who", who = who(s))).collect();
        lines.push(text!("hansa-summary-east-west", seats = Text::join(ew, ", ")));
    }
    Text::lines(lines)
}

/// Each route with pieces or a bonus token: `r3 Hamburg–Lübeck: A · B(m) [token]`.
fn route_lines(v: &View) -> Vec<Text> {
    let b = board(v.side);
    let mut routes = Vec::new();
    for r in b.route_ids() {
        let route = b.route(r);
        let a = usize::from(route.first_space);
        let on_route = &v.spaces[a..a + usize::from(route.spaces)];
        let token = v.route_tokens[r.index()];
        if !on_route.iter().any(|&p| !p.is_empty()) && token.is_none() {
            continue;
        }
        let pieces: Vec<Text> =
            on_route.iter().map(|&p| if p.is_empty() { Text::plain("·") } else { piece_text(p) }).collect();
        let mut parts = vec![Text::plain(format!("{r} ")), b.route_text(r), Text::plain(": ")];
        parts.push(Text::join(pieces, " "));
        if let Some(t) = token {
            parts.push(Text::plain(" ["));
            parts.push(t.text());
            parts.push(Text::plain("]"));
        }
        routes.push(Text::join(parts, ""));
    }
    routes
}

/// Each city with offices: Extra offices (`+A`) left of the slots, then the slots taken.
fn city_lines(v: &View) -> Vec<Text> {
    let b = board(v.side);
    let mut cities = Vec::new();
    for (c, city) in b.city_ids().zip(&b.cities) {
        let a = usize::from(city.first_office);
        let mut offices: Vec<Text> = v
            .extras
            .iter()
            .filter(|(x, _)| *x == c)
            .rev()
            .map(|(_, p)| Text::join([Text::plain("+"), piece_text(*p)], ""))
            .collect();
        offices.extend(
            v.offices[a..a + city.offices.len()].iter().filter(|&&p| !p.is_empty()).map(|&p| piece_text(p)),
        );
        if !offices.is_empty() && city.green {
            cities.push(text!(
                "hansa-summary-green-city",
                city = city.text(),
                offices = Text::join(offices, " ")
            ));
        } else if !offices.is_empty() {
            let count = Text::plain(format!(" {}/{}: ", offices.len(), city.offices.len()));
            cities.push(Text::join([city.text(), count, Text::join(offices, " ")], ""));
        }
    }
    cities
}
