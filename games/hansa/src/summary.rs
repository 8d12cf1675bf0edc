//! Text summaries of views, for chat replies next to the images (and for screen readers).

use crate::board::{Ability, PRIVILEGES, board};
use crate::state::{NEUTRAL, is_merchant, owner};
use crate::turn::who;
use crate::view::{PlayerView, View};

fn piece_text(p: u8) -> String {
    let o = owner(p);
    let tag = if o == NEUTRAL { "N".to_string() } else { who(o) };
    format!("{tag}{}", if is_merchant(p) { "(m)" } else { "" })
}

/// One player's desk on one line.
pub(crate) fn desk_line(p: &PlayerView) -> String {
    let v = |a: Ability| p.values[a.index()];
    let bank = if v(Ability::Bank) == 99 { "all".to_string() } else { v(Ability::Bank).to_string() };
    let tokens: Vec<&str> = p.tokens.iter().map(|t| t.name()).collect();
    format!(
        "{}: {} points; Keys {}, Actiones {}, Privilegium {}, Liber Sophiae {}, Bank {}; personal supply {} \
         trader(s) + {} merchant(s), general supply {} + {}; tokens: {} unused{}, {} used",
        who(p.seat.0),
        p.score,
        v(Ability::Keys),
        v(Ability::Actiones),
        PRIVILEGES[usize::from(v(Ability::Privilegium) - 1)],
        v(Ability::LiberSophiae),
        bank,
        p.personal[0],
        p.personal[1],
        p.general[0],
        p.general[1],
        p.tokens.len(),
        if tokens.is_empty() { String::new() } else { format!(" ({})", tokens.join(", ")) },
        p.used.len()
    ) + &favour_text(p)
}

fn favour_text(p: &PlayerView) -> String {
    if p.favours.is_empty() {
        return String::new();
    }
    let f: Vec<&str> = p.favours.iter().map(|f| f.text()).collect();
    format!("; Emperor's favour: {}", f.join(", "))
}

/// Public state: routes with pieces, cities with offices, tokens, desks.
pub(crate) fn public(v: &View) -> String {
    let b = board(v.side);
    let mut lines = vec![format!(
        "Turn {}: {} to play ({} of {} actions left). Full cities {}/{}. Token stack: {}.",
        v.turn,
        who(v.current.0),
        v.actions_left,
        v.actions_allowed,
        v.full_cities,
        b.full_cities_to_end,
        v.stack_size
    )];
    for p in &v.players {
        lines.push(desk_line(p));
    }
    if !v.favour_display.is_empty() {
        let f: Vec<String> =
            v.favour_display.iter().map(|f| format!("{} ({})", f.word(), f.text())).collect();
        lines.push(format!("Emperor's favour tiles on display: {}", f.join("; ")));
    }
    let mut routes = Vec::new();
    for (r, route) in b.routes.iter().enumerate() {
        let a = usize::from(route.first_space);
        let pieces: Vec<String> = v.spaces[a..a + usize::from(route.spaces)]
            .iter()
            .map(|&p| if p == 0 { "·".into() } else { piece_text(p) })
            .collect();
        let token = v.route_tokens[r].map(|t| format!(" [{}]", t.name())).unwrap_or_default();
        if pieces.iter().any(|p| p != "·") || !token.is_empty() {
            routes.push(format!("r{} {}: {}{token}", r + 1, b.route_name(r as u8), pieces.join(" ")));
        }
    }
    if !routes.is_empty() {
        lines.push(format!("Routes: {}", routes.join("; ")));
    }
    let mut cities = Vec::new();
    for (c, city) in b.cities.iter().enumerate() {
        let a = usize::from(city.first_office);
        let mut offices: Vec<String> = v
            .extras
            .iter()
            .filter(|(x, _)| usize::from(*x) == c)
            .rev()
            .map(|(_, p)| format!("+{}", piece_text(*p)))
            .collect();
        offices
            .extend(v.offices[a..a + city.offices.len()].iter().filter(|&&p| p != 0).map(|&p| piece_text(p)));
        if !offices.is_empty() && city.green {
            cities.push(format!("{} (green city, full): {}", city.name, offices.join(" ")));
        } else if !offices.is_empty() {
            cities.push(format!(
                "{} {}/{}: {}",
                city.name,
                offices.len(),
                city.offices.len(),
                offices.join(" ")
            ));
        }
    }
    if !cities.is_empty() {
        lines.push(format!("Offices: {}", cities.join("; ")));
    }
    if !v.east_west.is_empty() {
        let ew: Vec<String> = v.east_west.iter().map(|&s| who(s)).collect();
        lines.push(format!("East–West: {}", ew.join(", ")));
    }
    lines.join("\n")
}
