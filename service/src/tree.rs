//! The legal moves of the seat that must act as a menu tree: at most [`MAX_ENTRIES`] entries a
//! level, at most [`MAX_DEPTH`] levels, every legal move exactly one leaf.
//!
//! Each game says where a move sits ([`AnyGame::choice_path`]: kind of move → route, card or pawn
//! → the move); this module only shapes those paths to the platforms' limits, the same way for
//! every game:
//! - a group holding a single entry is shown as that entry (`claim` with one route is the leaf
//!   `claim r17`), so no level offers one button;
//! - a group with more than [`MAX_ENTRIES`] entries is split, in the level above it, into groups
//!   over ranges of its labels (`place r1–r17`, `place r18–r35`), never truncated; only when the
//!   first level itself is too long does a level of ranges go on top;
//! - labels are unique within a level (leaves fall back to their notation).
//!
//! The tree is a pure function of the game state and the seat, so an index path into the tree of
//! one game version names the same entry whenever it is looked at again.

use kontor_engine::Seat;
use kontor_games::AnyGame;

/// Most entries on one level: Discord's buttons of one message and options of one select menu.
pub const MAX_ENTRIES: usize = 25;
/// Most levels from the first entry to a move.
pub const MAX_DEPTH: usize = 3;

/// One entry of a level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// Opens the next level.
    Group { label: String, children: Vec<Node> },
    /// One legal move: its notation and its place in the seat's `legal_actions` list.
    Leaf { label: String, notation: String, index: usize },
}

impl Node {
    /// What the button says.
    #[must_use]
    pub fn label(&self) -> &str {
        match self {
            Node::Group { label, .. } | Node::Leaf { label, .. } => label,
        }
    }

    fn label_mut(&mut self) -> &mut String {
        match self {
            Node::Group { label, .. } | Node::Leaf { label, .. } => label,
        }
    }
}

/// The menu of one seat's legal moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTree {
    /// The first level.
    pub root: Vec<Node>,
}

impl MoveTree {
    /// The tree of `seat`'s legal moves in `game`.
    #[must_use]
    pub fn of(game: &AnyGame, seat: Seat) -> MoveTree {
        let items =
            game.legal_actions(seat).iter().map(|a| (game.choice_path(a), game.format_action(a))).collect();
        MoveTree::build(items)
    }

    /// Builds the tree from `(path, notation)` per move, in list order; a move's leaf index is its
    /// position in `items`.
    #[must_use]
    pub fn build(items: Vec<(Vec<String>, String)>) -> MoveTree {
        let mut root = Vec::new();
        for (index, (path, notation)) in items.into_iter().enumerate() {
            insert(&mut root, &path, notation, index);
        }
        let mut root = shape(root);
        // A first level of one group is that group, opened.
        if let [Node::Group { label, children }] = root.as_mut_slice() {
            let label = std::mem::take(label);
            root = std::mem::take(children);
            root.iter_mut().for_each(|n| *n.label_mut() = joined(&label, n.label()));
        }
        if root.len() > MAX_ENTRIES {
            root = chunks(None, root);
        }
        unique_labels(&mut root);
        MoveTree { root }
    }

    /// The entries of the level reached through `path` (indices), `None` if it leads nowhere or to a
    /// leaf.
    #[must_use]
    pub fn level(&self, path: &[usize]) -> Option<&[Node]> {
        let mut level = self.root.as_slice();
        for &i in path {
            match level.get(i)? {
                Node::Group { children, .. } => level = children,
                Node::Leaf { .. } => return None,
            }
        }
        Some(level)
    }

    /// The entry at `path` (indices).
    #[must_use]
    pub fn node(&self, path: &[usize]) -> Option<&Node> {
        let (last, up) = path.split_last()?;
        self.level(up)?.get(*last)
    }

    /// The labels along `path`, e.g. `["place r1–r17", "r3"]`.
    #[must_use]
    pub fn labels(&self, path: &[usize]) -> Vec<String> {
        (1..=path.len()).filter_map(|n| self.node(&path[..n])).map(|n| n.label().to_string()).collect()
    }

    /// Finds the path that typed labels name, one label after another, each matched whole (any
    /// case; the longest label that fits first, since labels may hold spaces). Returns the indices
    /// and what could not be matched.
    #[must_use]
    pub fn find(&self, text: &str) -> (Vec<usize>, String) {
        let mut path = Vec::new();
        let mut rest = text.trim();
        while !rest.is_empty() {
            let Some(level) = self.level(&path) else { break };
            let best = level
                .iter()
                .enumerate()
                .filter_map(|(i, n)| Some((i, label_len(rest, n.label())?)))
                .max_by_key(|(_, len)| *len)
                .or_else(|| group_by_prefix(level, rest));
            let Some((i, len)) = best else { break };
            path.push(i);
            rest = rest[len..].trim_start();
        }
        (path, rest.to_string())
    }

    /// Every leaf with its index path, depth first.
    #[must_use]
    pub fn leaves(&self) -> Vec<(Vec<usize>, &Node)> {
        let mut out = Vec::new();
        walk(&self.root, &mut Vec::new(), &mut out);
        out
    }
}

/// An index path as buttons carry it: `3.12.0` (at most 8 bytes at [`MAX_DEPTH`] levels of
/// [`MAX_ENTRIES`]).
#[must_use]
pub fn path_code(path: &[usize]) -> String {
    path.iter().map(usize::to_string).collect::<Vec<_>>().join(".")
}

/// Reads [`path_code`] back; the empty text is the first level.
#[must_use]
pub fn parse_path_code(code: &str) -> Option<Vec<usize>> {
    if code.is_empty() {
        return Some(Vec::new());
    }
    let path: Option<Vec<usize>> = code.split('.').map(|i| i.parse().ok()).collect();
    path.filter(|p| p.len() <= MAX_DEPTH)
}

fn walk<'a>(level: &'a [Node], path: &mut Vec<usize>, out: &mut Vec<(Vec<usize>, &'a Node)>) {
    for (i, node) in level.iter().enumerate() {
        path.push(i);
        match node {
            Node::Group { children, .. } => walk(children, path, out),
            Node::Leaf { .. } => out.push((path.clone(), node)),
        }
        path.pop();
    }
}

/// How many bytes of `text` spell `label` followed by a space or nothing: any case, and a plain
/// hyphen for the en-dash of a range (`r1-r16` for `r1–r16`).
fn label_len(text: &str, label: &str) -> Option<usize> {
    let mut typed = text.char_indices();
    for wanted in label.chars() {
        let (_, got) = typed.next()?;
        if !same_char(got, wanted) {
            return None;
        }
    }
    match typed.next() {
        None => Some(text.len()),
        Some((at, c)) if c.is_whitespace() => Some(at),
        Some(_) => None,
    }
}

/// Whether a typed character spells a label's: any case, a hyphen for an en-dash.
fn same_char(got: char, wanted: char) -> bool {
    got.to_lowercase().eq(wanted.to_lowercase()) || (wanted == '–' && got == '-')
}

/// The one group of `level` whose label begins with the first typed word, and that word's length.
fn group_by_prefix(level: &[Node], text: &str) -> Option<(usize, usize)> {
    let word = text.split_whitespace().next()?;
    let fits = |label: &str| {
        let mut label = label.chars();
        word.chars().all(|got| label.next().is_some_and(|wanted| same_char(got, wanted)))
    };
    let mut groups = level.iter().enumerate().filter(|(_, n)| matches!(n, Node::Group { .. }));
    let mut found = groups.by_ref().filter(|(_, n)| fits(n.label()));
    let (i, _) = found.next()?;
    found.next().is_none().then_some((i, word.len()))
}

/// Adds one move under its groups (a group is found by its label, leaves never merge).
fn insert(level: &mut Vec<Node>, path: &[String], notation: String, index: usize) {
    match path {
        [] => level.push(Node::Leaf { label: notation.clone(), notation, index }),
        [label] => level.push(Node::Leaf { label: label.clone(), notation, index }),
        [group, rest @ ..] => {
            let found = level.iter().position(|n| matches!(n, Node::Group { label, .. } if label == group));
            let at = found.unwrap_or_else(|| {
                level.push(Node::Group { label: group.clone(), children: Vec::new() });
                level.len() - 1
            });
            if let Node::Group { children, .. } = &mut level[at] {
                insert(children, rest, notation, index);
            }
        }
    }
}

/// Shapes one level: groups of one entry become that entry, groups too long become several.
fn shape(level: Vec<Node>) -> Vec<Node> {
    let mut out = Vec::with_capacity(level.len());
    for node in level {
        let Node::Group { label, children } = node else {
            out.push(node);
            continue;
        };
        let mut children = shape(children);
        unique_labels(&mut children);
        if children.len() == 1 {
            out.push(match children.remove(0) {
                Node::Group { label: inner, children } => {
                    Node::Group { label: format!("{label} {inner}"), children }
                }
                Node::Leaf { label: inner, notation, index } => {
                    Node::Leaf { label: joined(&label, &inner), notation, index }
                }
            });
        } else if children.len() > MAX_ENTRIES {
            out.extend(chunks(Some(&label), children));
        } else {
            out.push(Node::Group { label, children });
        }
    }
    out
}

/// Splits entries into as few even groups of at most [`MAX_ENTRIES`] as possible, each named by
/// the range of labels it holds (`place r1–r17`).
fn chunks(label: Option<&str>, entries: Vec<Node>) -> Vec<Node> {
    let count = entries.len().div_ceil(MAX_ENTRIES);
    let size = entries.len().div_ceil(count);
    let mut out = Vec::with_capacity(count);
    let mut entries = entries.into_iter().peekable();
    while entries.peek().is_some() {
        let part: Vec<Node> = entries.by_ref().take(size).collect();
        let range = range_label(part.first().map_or("", Node::label), part.last().map_or("", Node::label));
        let label = label.map_or(range.clone(), |l| format!("{l} {range}"));
        out.push(Node::Group { label, children: part });
    }
    out
}

/// The label of an entry lifted out of its group: the group's word and the entry's, unless the
/// entry already says it (`r5` + `r5.3 merchant` → `r5.3 merchant`, `claim` + `r17` → `claim r17`).
fn joined(group: &str, entry: &str) -> String {
    let first = entry.split(' ').next().unwrap_or(entry);
    if first.to_lowercase().starts_with(&group.to_lowercase()) {
        entry.to_string()
    } else {
        format!("{group} {entry}")
    }
}

/// The range of labels from `first` to `last`, by the words they share and the first word that
/// differs: `r1–r17`, `r1.2 trader` … `r16.1 trader` → `r1.2–r16.1`, `take m1`, `take m20` →
/// `take m1–m20`.
fn range_label(first: &str, last: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (first.split(' ').collect(), last.split(' ').collect());
    let shared = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let mut words: Vec<String> = a[..shared].iter().map(|w| (*w).to_string()).collect();
    match (a.get(shared), b.get(shared)) {
        (Some(x), Some(y)) => words.push(format!("{x}–{y}")),
        (Some(x), None) | (None, Some(x)) => words.push((*x).to_string()),
        (None, None) => {}
    }
    words.join(" ")
}

/// Makes the labels of one level unique: a leaf sharing its label is named by its notation, a group
/// sharing it gets ` …`, and any label still shared gets its place in the level.
fn unique_labels(level: &mut [Node]) {
    let shared = |level: &[Node]| -> Vec<bool> {
        (0..level.len())
            .map(|i| {
                level
                    .iter()
                    .enumerate()
                    .any(|(j, n)| j != i && n.label().eq_ignore_ascii_case(level[i].label()))
            })
            .collect()
    };
    let marks = shared(level);
    for (node, shared) in level.iter_mut().zip(marks) {
        if let (true, Node::Leaf { label, notation, .. }) = (shared, node) {
            label.clone_from(notation);
        }
    }
    let marks = shared(level);
    for (node, shared) in level.iter_mut().zip(marks) {
        if let (true, Node::Group { label, .. }) = (shared, node) {
            label.push_str(" …");
        }
    }
    let marks = shared(level);
    for (i, (node, shared)) in level.iter_mut().zip(marks).enumerate() {
        if shared {
            node.label_mut().push_str(&format!(" ({})", i + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(path: &[&str], notation: &str) -> (Vec<String>, String) {
        (path.iter().map(|s| (*s).to_string()).collect(), notation.to_string())
    }

    #[test]
    fn a_long_group_splits_into_ranges_in_the_level_above() {
        let mut items = vec![item(&["end"], "end")];
        for route in 1..=30 {
            for space in 1..=2 {
                let leaf = format!("r{route}.{space} trader");
                items.push(item(&["place", &format!("r{route}"), &leaf], &format!("place {leaf}")));
            }
        }
        let tree = MoveTree::build(items);
        let labels: Vec<&str> = tree.root.iter().map(Node::label).collect();
        assert_eq!(labels, ["end", "place r1–r15", "place r16–r30"]);
        assert_eq!(tree.find("place r16–r30 r17 r17.2 trader").0, [2, 1, 1]);
        assert_eq!(tree.leaves().len(), 61);
    }

    #[test]
    fn a_group_of_one_is_its_move_and_labels_stay_unique() {
        let tree = MoveTree::build(vec![
            item(&["claim", "r17", "r17 office Hamburg"], "claim r17 office Hamburg"),
            item(&["move"], "move"),
            item(&["move", "r3.1"], "move r3.1"),
            item(&["move", "r4.1"], "move r4.1"),
            item(&["token", "swap"], "token swap"),
            item(&["token", "swap"], "token swap 2"),
        ]);
        let labels: Vec<&str> = tree.root.iter().map(Node::label).collect();
        assert_eq!(labels, ["claim r17 office Hamburg", "move", "move …", "token"]);
        let token: Vec<&str> = tree.level(&[3]).unwrap().iter().map(Node::label).collect();
        assert_eq!(token, ["token swap", "token swap 2"]);
    }

    #[test]
    fn a_range_opens_with_a_hyphen_and_a_group_with_a_unique_prefix() {
        let mut items = vec![item(&["end"], "end"), item(&["income", "3"], "income 3")];
        items.push(item(&["income", "4"], "income 4"));
        for route in 1..=30 {
            for space in 1..=2 {
                let leaf = format!("r{route}.{space} trader");
                items.push(item(&["place", &format!("r{route}"), &leaf], &format!("place {leaf}")));
            }
        }
        let tree = MoveTree::build(items);
        assert_eq!(tree.find("place r1-r15 r3").0, [2, 2]);
        assert_eq!(tree.find("place r1–r15 r3").0, [2, 2]);
        assert_eq!(tree.find("inc").0, [1]);
        // `place` begins two groups: no guess.
        assert_eq!(tree.find("pla").0, Vec::<usize>::new());
        let third: Vec<&str> = tree.level(&[2, 2]).unwrap().iter().map(Node::label).collect();
        assert_eq!(third, ["r3.1 trader", "r3.2 trader"]);
    }

    #[test]
    fn a_first_level_of_one_group_opens_it() {
        let items = (1..=5).map(|i| item(&["keep", &format!("c{i}")], &format!("keep c{i}"))).collect();
        let tree = MoveTree::build(items);
        let labels: Vec<&str> = tree.root.iter().map(Node::label).collect();
        assert_eq!(labels, ["keep c1", "keep c2", "keep c3", "keep c4", "keep c5"]);
    }

    #[test]
    fn a_long_first_level_gets_a_level_of_ranges() {
        let items = (1..=60).map(|i| item(&[&format!("take m{i}")], &format!("take m{i}"))).collect();
        let tree = MoveTree::build(items);
        assert_eq!(tree.root.len(), 3);
        assert_eq!(tree.root[0].label(), "take m1–m20");
        assert_eq!(tree.leaves().len(), 60);
    }
}
