//! The move menu in messages: `/moves` grouped by the menu's first level, `/moves <entry> …` for
//! one group, `/moves all` for every move, and the choices that open a level or play a move.

use kontor_engine::Seat;
use kontor_games::AnyGame;
use kontor_storage::{GameRecord, UserKey};

use crate::command::Command;
use crate::delivery::{Choice, Delivery, MenuStep};
use crate::i18n::{Lang, say, t};
use crate::refusal::{Reply, no_seat, not_your_turn, running};
use crate::tree::{MoveTree, Node, parse_path_code, path_code};
use crate::tx::Tx;

/// Characters a move list may take so that it and its frame fit one Discord message (2,000).
pub(crate) const LIST_BUDGET: usize = 1_800;

/// The legal moves of one seat: the menu, and one `` `/play <notation>` — <description> `` line
/// per move in `legal_actions` order.
pub(crate) struct Menu {
    pub tree: MoveTree,
    pub lines: Vec<String>,
}

impl Menu {
    /// The menu of `seat`, its move descriptions in language `l` with seats named from `names`.
    pub(crate) fn of(l: Lang, game: &AnyGame, seat: Seat, names: &[String]) -> Menu {
        let lines = game
            .legal_actions(seat)
            .iter()
            .map(|a| {
                format!("`/play {}` — {}", game.format_action(a), say(l, &game.describe_action(a), names))
            })
            .collect();
        Menu { tree: MoveTree::of(game, seat), lines }
    }

    /// The move lines under a level, in menu order.
    fn lines_under(&self, level: &[Node]) -> Vec<&str> {
        let mut out = Vec::new();
        for node in level {
            match node {
                Node::Leaf { index, .. } => out.push(self.lines[*index].as_str()),
                Node::Group { children, .. } => out.extend(self.lines_under(children)),
            }
        }
        out
    }

    /// The moves of the level at `path` as text within `budget` characters: every line when they
    /// fit; otherwise each entry with its count, then the moves of the groups that still fit, then
    /// how to open a group.
    pub(crate) fn overview(&self, l: Lang, path: &[usize], budget: usize) -> String {
        let Some(level) = self.tree.level(path) else { return String::new() };
        let all = self.lines_under(level).join("\n");
        if all.len() <= budget {
            return all;
        }
        let open = |label: &str| {
            let mut labels = self.tree.labels(path);
            labels.push(label.to_string());
            format!("`/moves {}`", labels.join(" "))
        };
        let mut heads = Vec::new();
        for node in level {
            match node {
                Node::Leaf { index, .. } => heads.push(self.lines[*index].clone()),
                Node::Group { label, children } => {
                    let n = self.lines_under(children).len();
                    heads.push(t!(l, "play-menu-group", open = open(label), label = label, n = n));
                }
            }
        }
        let tail = t!(l, "play-menu-tail");
        let mut text = heads.join("\n");
        for node in level {
            let Node::Group { label, children } = node else { continue };
            let block = format!("\n**{label}**:\n{}", self.lines_under(children).join("\n"));
            if text.len() + block.len() + tail.len() < budget {
                text.push_str(&block);
            }
        }
        text.push('\n');
        text.push_str(&tail);
        text
    }
}

/// One legal move for search (autocomplete): its notation and its description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalMove {
    pub notation: String,
    pub description: String,
}

/// The entries of the menu level at `path` as choices: a group opens its level (`/moves
/// <labels>`), a move plays (`/play <notation>`), and below the first level a last choice goes
/// back up; each carries the game's version and its [`MenuStep`].
pub(crate) fn menu_choices(l: Lang, record: &GameRecord, tree: &MoveTree, path: &[usize]) -> Vec<Choice> {
    let Some(level) = tree.level(path) else { return Vec::new() };
    let mut out: Vec<Choice> = level
        .iter()
        .enumerate()
        .map(|(i, node)| {
            let mut at = path.to_vec();
            at.push(i);
            let (text, step) = match node {
                Node::Group { .. } => (format!("/moves {}", tree.labels(&at).join(" ")), MenuStep::Open(at)),
                Node::Leaf { notation, .. } => (format!("/play {notation}"), MenuStep::Play(at)),
            };
            menu_choice(record, node.label().to_string(), text, step)
        })
        .collect();
    if let Some((_, up)) = path.split_last() {
        out.push(back_choice(l, record, up));
    }
    out
}

/// A menu entry as a choice on `record`'s game, carrying the game's version.
fn menu_choice(record: &GameRecord, label: String, text: String, step: MenuStep) -> Choice {
    Choice { label, game: record.id, version: record.version, text, menu: Some(step) }
}

/// The choice that goes back up to the menu level at `up`.
fn back_choice(l: Lang, record: &GameRecord, up: &[usize]) -> Choice {
    let label = t!(l, "play-menu-back");
    menu_choice(record, label, format!("/moves #{}", path_code(up)), MenuStep::Back(up.to_vec()))
}

/// Every legal move of `user` in the chat's game, in the game's order, when it is their turn;
/// empty otherwise. Nothing is recorded.
pub(crate) fn legal_moves(tx: &mut Tx, user: &UserKey) -> Vec<LegalMove> {
    let l = tx.lang;
    let Ok(table) = tx.table() else { return Vec::new() };
    let (Some(game), Some(seat)) = (table.game, table.record.seat_of(user)) else { return Vec::new() };
    if !game.active_seats().contains(&seat) {
        return Vec::new();
    }
    game.legal_actions(seat)
        .iter()
        .map(|a| LegalMove {
            notation: game.format_action(a),
            description: say(l, &game.describe_action(a), &table.record.names()),
        })
        .collect()
}

/// `/moves`: the caller's legal moves, privately. `/moves` groups them by the menu's first
/// level, `/moves <entry> …` (labels, or a path code `#2.5`) shows one level, `/moves all`
/// lists every move.
pub(crate) fn moves(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let l = tx.lang;
    let table = tx.table()?;
    let record = &table.record;
    let game = running(l, record, table.game)?;
    let seat = record.seat_of(&cmd.user).ok_or_else(|| no_seat(l))?;
    let active = game.active_seats();
    if !active.contains(&seat) {
        return Err(not_your_turn(l, record, &active));
    }
    let menu = Menu::of(l, &game, seat, &record.names());
    let private = |text: String, choices: Vec<Choice>| {
        Ok(vec![Delivery::Private { user: cmd.user.clone(), text, image: None, choices, slot: None }])
    };
    if args.eq_ignore_ascii_case("all") {
        let text = format!("{}.\n{}", say(l, &game.prompt(), &record.names()), menu.lines.join("\n"));
        return private(text, menu_choices(l, record, &menu.tree, &[]));
    }
    let path = match args.strip_prefix('#') {
        Some(code) => parse_path_code(code).filter(|p| menu.tree.node(p).is_some() || p.is_empty()),
        None => Some(menu.tree.find(args)).filter(|(_, rest)| rest.is_empty()).map(|(p, _)| p),
    };
    let Some(path) = path else {
        let entries: Vec<String> = menu.tree.root.iter().map(|n| format!("`{}`", n.label())).collect();
        let entries = entries.join(", ");
        return Err(t!(l, "play-moves-no-entry", entry = args, entries = entries).into());
    };
    if let Some(Node::Leaf { index, notation, .. }) = menu.tree.node(&path) {
        let choices = vec![
            menu_choice(record, notation.clone(), format!("/play {notation}"), MenuStep::Play(path.clone())),
            back_choice(l, record, &path[..path.len() - 1]),
        ];
        return private(menu.lines[*index].clone(), choices);
    }
    let mut text = say(l, &game.prompt(), &record.names());
    if !path.is_empty() {
        text = format!("{text} — {}", menu.tree.labels(&path).join(" › "));
    }
    let text = format!("{text}.\n{}", menu.overview(l, &path, LIST_BUDGET));
    private(text, menu_choices(l, record, &menu.tree, &path))
}

#[cfg(test)]
mod tests {
    use kontor_engine::{GameRng, Options};
    use kontor_games::GameKind;

    use super::*;

    /// The busiest position of a seeded Hansa playout for 5 players, with its seat.
    fn busy_hansa() -> (AnyGame, Seat) {
        let mut game = AnyGame::setup(GameKind::Hansa, &Options::new(), 5, 7).unwrap();
        let mut rng = GameRng::from_seed(7);
        let mut best = (game.clone(), Seat(0), 0);
        for _ in 0..300 {
            let Some(&seat) = game.active_seats().first() else { break };
            let n = game.legal_actions(seat).len();
            if n > best.2 {
                best = (game.clone(), seat, n);
            }
            let action = game.playout_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
        assert!(best.2 > 100, "only {} moves", best.2);
        (best.0, best.1)
    }

    #[test]
    fn a_busy_hansa_turn_fits_one_discord_message_grouped_by_the_first_level() {
        let (game, seat) = busy_hansa();
        let menu = Menu::of(Lang::En, &game, seat, &[]);
        let text = menu.overview(Lang::En, &[], LIST_BUDGET);
        assert!(text.len() <= LIST_BUDGET, "{} characters:\n{text}", text.len());
        for node in &menu.tree.root {
            if let Node::Group { label, .. } = node {
                assert!(text.contains(&format!("`/moves {label}` — **{label}**: ")), "{label}:\n{text}");
            }
        }
        assert!(text.ends_with("`/moves <entry>` lists a group, `/moves all` every move."));
        let (path, rest) = menu.tree.find(menu.tree.root[0].label());
        assert_eq!((path, rest.as_str()), (vec![0], ""));
    }
}
