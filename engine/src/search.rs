//! Information-set Monte Carlo tree search (single observer): every iteration draws a fresh state
//! from what the deciding seat can see ([`BotHints::determinize`](crate::BotHints::determinize)),
//! walks one shared tree whose edges are `(seat, action)` pairs, grows it by one node and plays the
//! rest of the game with the game's rollout policy ([`Rollout`]). Each node's mover is whoever
//! [`Rules::active_seats`](crate::Rules::active_seats) names in that drawn state, so multi-step
//! turns and answers by other seats (displacements, payday) are ordinary tree levels.
//!
//! Nothing here reads the clock: the caller says how much of the time budget is left (`time_left`),
//! so a search budgeted by iterations alone is deterministic given its generator. A search on the
//! clock stops before its time is up once no iteration it could still run would change its choice
//! ([`settled`]), so a bot answers a clear position at once.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::bot::{best_rated_action, bot_actions, rated};
use crate::{Game, GameRng, Outcome, Seat, choose_bot_action};

/// How strongly a bot plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotLevel {
    /// One ply of look-ahead on the game's evaluation ([`choose_bot_action`]); the level of every
    /// bot stored before levels existed.
    #[default]
    Easy,
    /// Tree search for about 0.3 s a decision.
    Normal,
    /// Tree search for about 2 s a decision.
    Hard,
}

/// A level name that is none of `easy`, `normal`, `hard`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown bot level `{0}`; the levels are easy, normal and hard")]
pub struct UnknownLevel(pub String);

impl BotLevel {
    /// Every level, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

    /// The name used in commands and summaries.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
        }
    }

    /// The search budget of one decision; `None` for the one-ply bot.
    #[must_use]
    pub const fn budget(self) -> Option<SearchBudget> {
        match self {
            BotLevel::Easy => None,
            BotLevel::Normal => {
                Some(SearchBudget { iterations: 20_000, time: Some(Duration::from_millis(300)) })
            }
            BotLevel::Hard => Some(SearchBudget { iterations: 150_000, time: Some(Duration::from_secs(2)) }),
        }
    }
}

impl std::fmt::Display for BotLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for BotLevel {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim().to_lowercase();
        BotLevel::ALL.into_iter().find(|l| l.name() == text).ok_or(UnknownLevel(text))
    }
}

/// The most one decision may spend: iterations, and wall time when the caller keeps a clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchBudget {
    pub iterations: usize,
    pub time: Option<Duration>,
}

impl SearchBudget {
    /// A budget of `iterations` alone (deterministic).
    #[must_use]
    pub const fn iterations(iterations: usize) -> Self {
        SearchBudget { iterations, time: None }
    }
}

/// A search's choice and how much it searched.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision<A> {
    pub action: A,
    /// Iterations run; 0 when the choice needed no search (a single legal action, or easy).
    pub iterations: usize,
}

/// Exploration constant of the selection rule (rewards lie in 0..=1).
const EXPLORATION: f64 = 0.7;

/// How the search plays a position on after the tree
/// ([`BotHints::ROLLOUT`](crate::BotHints::ROLLOUT)). Uniformly random rollouts judge a move by how
/// random players would go on from it, which misleads the search in games where a plain player is
/// far better than chance; rollouts in which every seat mostly plays the move its one-ply
/// evaluation rates best (as `easy` does) judge it by how real players would.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rollout {
    /// The share of steps played by the one-ply best move; the others follow the game's playout
    /// policy ([`BotHints::playout_action`](crate::BotHints::playout_action)), which keeps greedy
    /// tables from stalling.
    pub greedy: f64,
    /// How many actions a greedy step weighs: 0 for every legal action; otherwise the best of
    /// that many drawn from the playout policy (games with hundreds of moves).
    pub sampled: usize,
    /// Steps after which a rollout stops and `BotHints::evaluate` scores the position for every seat.
    pub steps: usize,
    /// Steps the game's playout policy alone may play on after `steps`, so that the rollout is
    /// scored by the game's real end rather than by `evaluate` (0: cut after `steps`). For games
    /// whose investments pay off beyond the greedy horizon (a card bought now is drawn turns later).
    pub finish: usize,
}

impl Rollout {
    /// The game's playout policy alone, to the end.
    pub const RANDOM: Rollout = Rollout { greedy: 0.0, sampled: 0, steps: 3_000, finish: 0 };
    /// Nine steps in ten the one-ply best of every legal move, to the end.
    pub const PLAIN: Rollout = Rollout { greedy: 0.9, sampled: 0, steps: 3_000, finish: 0 };
}

/// How many of the root's actions the search weighs: those the game's one-ply evaluation rates
/// best. Games with hundreds of moves (Hansa's placements) would otherwise spread a budget of a
/// few hundred iterations over moves never tried twice.
const ROOT_CANDIDATES: usize = 8;
/// The weight of the root's lean towards the one-ply evaluation's best moves ([`root_prior`]).
const ROOT_PRIOR: f64 = 8.0;
/// Iterations between two questions to `time_left`.
const CLOCK_EVERY: usize = 16;
/// How many more iterations than the pace so far predicts a search on the clock allows for before
/// it calls its choice settled ([`settled`]): the pace changes as the tree grows and the game
/// nears its end.
const PACE_MARGIN: f64 = 1.5;

/// The choice of a bot of `level` for `seat`: the one-ply bot for `easy`, otherwise
/// [`search_action`] with the level's iterations; `time_left` is asked now and then what share of
/// the level's time is left (pass `|| None` for a deterministic search).
pub fn choose_action<G: Game>(
    game: &G,
    seat: Seat,
    level: BotLevel,
    rng: &mut GameRng,
    time_left: impl FnMut() -> Option<f64>,
) -> Option<Decision<G::Action>> {
    match level.budget() {
        None => choose_bot_action(game, seat, rng).map(|action| Decision { action, iterations: 0 }),
        Some(budget) => search_action(game, seat, budget.iterations, rng, time_left),
    }
}

/// One edge of the tree: `seat` played `action` from the parent node.
#[derive(Debug)]
struct Node<A> {
    seat: Seat,
    action: Option<A>,
    children: Vec<usize>,
    visits: f64,
    /// How often this node was selectable (its action legal) when its parent was visited.
    available: f64,
    /// Sum of `seat`'s rewards over the visits.
    reward: f64,
    /// The root's lean towards this action ([`root_prior`]); 0 below the root.
    prior: f64,
}

impl<A> Node<A> {
    fn new(seat: Seat, action: Option<A>) -> Self {
        Node { seat, action, children: Vec::new(), visits: 0.0, available: 0.0, reward: 0.0, prior: 0.0 }
    }

    fn score(&self) -> f64 {
        self.reward / self.visits
            + EXPLORATION * (self.available.max(1.0).ln() / self.visits).sqrt()
            + self.prior / (self.visits + 1.0)
    }
}

/// Searches at most `iterations` iterations and returns the most visited action of `seat` at the
/// root (the only legal action without searching); `None` when the seat has nothing to do.
///
/// `time_left` is asked every few iterations what share of the time budget is left: `None` when
/// the search has no clock (it then runs all its iterations, deterministically given `rng`),
/// `Some(0.0)` or less when the time is up. A search on the clock also stops once its choice is
/// [`settled`].
pub fn search_action<G: Game>(
    game: &G,
    seat: Seat,
    iterations: usize,
    rng: &mut GameRng,
    mut time_left: impl FnMut() -> Option<f64>,
) -> Option<Decision<G::Action>> {
    let root_state = game.determinize(seat, rng);
    if root_state.stalled() {
        return root_state.playout_action(seat, rng).map(|action| Decision { action, iterations: 0 });
    }
    let legal = bot_actions(&root_state, seat);
    if legal.len() <= 1 {
        return legal.into_iter().next().map(|action| Decision { action, iterations: 0 });
    }
    let candidates = best_rated(&root_state, seat, legal, ROOT_CANDIDATES);
    let mut tree = vec![Node::new(seat, None)];
    let mut done = 0;
    let iterations = iterations.max(1);
    while done < iterations {
        if done % CLOCK_EVERY == 0
            && done > 0
            && let Some(left) = time_left()
        {
            let to_come = if left <= 0.0 { 0 } else { pace(done, left).min(iterations - done) };
            if to_come == 0 || settled(&tree, seat, &candidates, to_come) {
                break;
            }
        }
        let state = if done == 0 { root_state.clone() } else { game.determinize(seat, rng) };
        iterate(&mut tree, state, seat, &candidates, rng);
        done += 1;
    }
    let best = root_moves(&tree, seat, &candidates).max_by(|a, b| {
        (a.visits, a.reward).partial_cmp(&(b.visits, b.reward)).unwrap_or(std::cmp::Ordering::Equal)
    })?;
    best.action.clone().map(|action| Decision { action, iterations: done })
}

/// How many iterations a search that ran `done` of them with the share `left` of its time still
/// left could run before its time is up, at its pace so far and [`PACE_MARGIN`] more.
fn pace(done: usize, left: f64) -> usize {
    let used = (1.0 - left).max(f64::EPSILON);
    // A float cast to an integer saturates, so no prediction overflows.
    (done as f64 * left.min(1.0) / used * PACE_MARGIN).ceil() as usize
}

/// The root's children that are `seat`'s candidate moves: those the search chooses among.
fn root_moves<'t, A: PartialEq>(
    tree: &'t [Node<A>],
    seat: Seat,
    candidates: &'t [A],
) -> impl Iterator<Item = &'t Node<A>> {
    tree[0]
        .children
        .iter()
        .map(|&c| &tree[c])
        .filter(move |n| n.seat == seat && n.action.as_ref().is_some_and(|a| candidates.contains(a)))
}

/// Whether the search's choice can no longer change: `seat`'s most visited candidate at the root
/// leads every other by more visits than the `to_come` iterations could give the runner-up, each
/// iteration visiting one root child at most. Stopping then returns the very action that spending
/// the rest of the budget would have returned.
fn settled<A: PartialEq>(tree: &[Node<A>], seat: Seat, candidates: &[A], to_come: usize) -> bool {
    let mut visits: Vec<f64> = root_moves(tree, seat, candidates).map(|n| n.visits).collect();
    visits.resize(visits.len().max(candidates.len()), 0.0);
    visits.sort_by(|a, b| b.total_cmp(a));
    match visits.as_slice() {
        [first, second, ..] => first - second > to_come as f64,
        _ => true,
    }
}

/// The root's lean towards the moves the one-ply evaluation rates best (progressive bias): the
/// best rated candidate's selection score gets `ROOT_PRIOR / (visits + 1)` more, the others less
/// by their rank, the last nothing. A search too short to tell two moves apart (a few dozen
/// visits each, where one rollout's luck decides) keeps to the move `easy` would play; a longer
/// one outweighs the lean. Without it, `hard` at 300 iterations won two 2-player Thurn und Taxis
/// games in three against `easy` but scored fewer points on average (docs/benchmarks.md).
fn root_prior<A: PartialEq>(action: &A, candidates: &[A]) -> f64 {
    let Some(rank) = candidates.iter().position(|c| c == action) else { return 0.0 };
    let last = candidates.len().saturating_sub(1).max(1) as f64;
    ROOT_PRIOR * (1.0 - rank as f64 / last)
}

/// The `count` actions of `seat` whose results `BotHints::evaluate` rates best for it, best first
/// (ties in the order of `legal`): the root's candidates, in the order of [`root_prior`].
fn best_rated<G: Game>(game: &G, seat: Seat, legal: Vec<G::Action>, count: usize) -> Vec<G::Action> {
    let mut rated: Vec<(f64, G::Action)> =
        legal.into_iter().filter_map(|action| Some((rated(game, seat, &action)?, action))).collect();
    rated.sort_by(|a, b| b.0.total_cmp(&a.0));
    rated.into_iter().take(count).map(|(_, action)| action).collect()
}

/// One iteration on the drawn `state`: select, expand one node, play out, back up the rewards.
fn iterate<G: Game>(
    tree: &mut Vec<Node<G::Action>>,
    mut state: G,
    root_seat: Seat,
    candidates: &[G::Action],
    rng: &mut GameRng,
) {
    let mut path = vec![0usize];
    let mut node = 0usize;
    loop {
        if state.is_over() {
            break;
        }
        let Some(&mover) = state.active_seats().first() else { break };
        let mut legal = bot_actions(&state, mover);
        if node == 0 {
            legal.retain(|a| candidates.contains(a));
        }
        if legal.is_empty() {
            break;
        }
        let mut untried = Vec::new();
        let mut known = Vec::new();
        for action in legal {
            let child = tree[node]
                .children
                .iter()
                .copied()
                .find(|&c| tree[c].seat == mover && tree[c].action.as_ref() == Some(&action));
            match child {
                Some(c) => known.push(c),
                None => untried.push(action),
            }
        }
        for &c in &known {
            tree[c].available += 1.0;
        }
        if !untried.is_empty() {
            let action = untried.swap_remove(rng.below(untried.len()));
            if state.advance(mover, &action).is_err() {
                break;
            }
            let prior = if node == 0 { root_prior(&action, candidates) } else { 0.0 };
            tree.push(Node { prior, ..Node::new(mover, Some(action)) });
            let child = tree.len() - 1;
            tree[child].available = 1.0;
            tree[node].children.push(child);
            path.push(child);
            break;
        }
        let chosen = known.iter().copied().max_by(|&a, &b| {
            tree[a].score().partial_cmp(&tree[b].score()).unwrap_or(std::cmp::Ordering::Equal)
        });
        let Some(chosen) = chosen else { break };
        let Some(action) = tree[chosen].action.clone() else { break };
        if state.advance(mover, &action).is_err() {
            break;
        }
        node = chosen;
        path.push(node);
    }
    let rewards = rollout(&mut state, rng);
    for &n in &path {
        let seat = if n == 0 { root_seat } else { tree[n].seat };
        tree[n].visits += 1.0;
        tree[n].reward += rewards.get(seat.index()).copied().unwrap_or(0.0);
    }
}

/// Plays `state` on with the table's [`Rollout`] policy
/// ([`BotHints::rollout`](crate::BotHints::rollout); a random active seat each step, as
/// [`crate::fast_playout`] does) and returns every seat's reward in 0..=1: by the outcome once the
/// game is over, else by `BotHints::evaluate`.
fn rollout<G: Game>(state: &mut G, rng: &mut GameRng) -> Vec<f64> {
    let policy = state.rollout();
    for step in 0..policy.steps + policy.finish {
        if state.is_over() {
            break;
        }
        let active = state.active_seats();
        let Some(&seat) = rng.pick(&active) else { break };
        let greedy =
            step < policy.steps && policy.greedy > 0.0 && (rng.below(1_000) as f64) < policy.greedy * 1_000.0;
        let action = match (greedy, policy.sampled) {
            (false, _) => state.playout_action(seat, rng),
            (true, 0) => best_rated_action(state, seat, &bot_actions(state, seat), rng),
            (true, samples) => best_sampled(state, seat, samples, rng),
        };
        let Some(action) = action else { break };
        if state.advance(seat, &action).is_err() {
            break;
        }
    }
    match state.outcome() {
        Some(outcome) => outcome_rewards(&outcome),
        None => {
            let values: Vec<f64> = Seat::all(state.seats()).map(|s| state.evaluate(s)).collect();
            spread(&values)
        }
    }
}

/// The best rated of `samples` actions drawn from the playout policy.
fn best_sampled<G: Game>(game: &G, seat: Seat, samples: usize, rng: &mut GameRng) -> Option<G::Action> {
    let mut best: Option<(f64, G::Action)> = None;
    for _ in 0..samples {
        let Some(action) = game.playout_action(seat, rng) else { break };
        if best.as_ref().is_some_and(|(_, b)| *b == action) {
            continue;
        }
        let Some(score) = rated(game, seat, &action) else { continue };
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, action));
        }
    }
    best.map(|(_, action)| action)
}

/// Rewards of a finished game: half for winning, three tenths for the place, a fifth for the
/// margin of the score over the best of the others ([`margins`]).
#[must_use]
pub fn outcome_rewards(outcome: &Outcome) -> Vec<f64> {
    let seats = outcome.scores.len();
    let scores: Vec<f64> = outcome.scores.values().map(|&s| s as f64).collect();
    let by_score = margins(&scores);
    let mut rewards = vec![0.0; seats];
    for placing in &outcome.ranking {
        let i = placing.seat.index();
        let win = if placing.place == 1 { 1.0 } else { 0.0 };
        let place =
            if seats > 1 { (seats - placing.place as usize) as f64 / (seats - 1) as f64 } else { 1.0 };
        rewards[i] = 0.5 * win + 0.3 * place + 0.2 * by_score[i];
    }
    rewards
}

/// Each value placed between the lowest (0) and the highest (1); all ½ when they are equal. For
/// a rollout cut before the end: `evaluate` has no scale a margin could be measured by.
fn spread(values: &[f64]) -> Vec<f64> {
    let low = values.iter().copied().fold(f64::INFINITY, f64::min);
    let high = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if high - low < 1e-9 {
        return vec![0.5; values.len()];
    }
    values.iter().map(|v| (v - low) / (high - low)).collect()
}

/// Each value's lead over the best of the others, between 0 (far behind) and 1 (far ahead), ½ at
/// a tie: `½ + ½·tanh(lead / scale)`, the scale being the values' mean size. A margin, not a
/// placing between the lowest and the highest: with two players that placing is 1 or 0 whatever
/// the scores, and a search that sees every line lost (or won) by it plays at random; by the
/// margin it still loses by less, or wins by more.
fn margins(values: &[f64]) -> Vec<f64> {
    let scale = (values.iter().map(|v| v.abs()).sum::<f64>() / values.len().max(1) as f64).max(1.0);
    (0..values.len())
        .map(|i| {
            let others = values.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &v)| v);
            let best = others.fold(f64::NEG_INFINITY, f64::max);
            if best == f64::NEG_INFINITY {
                return 0.5;
            }
            0.5 + 0.5 * ((values[i] - best) / scale).tanh()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_default_to_easy() {
        assert_eq!("Hard".parse::<BotLevel>(), Ok(BotLevel::Hard));
        assert_eq!(" normal ".parse::<BotLevel>(), Ok(BotLevel::Normal));
        assert_eq!("expert".parse::<BotLevel>(), Err(UnknownLevel("expert".into())));
        assert_eq!(BotLevel::default(), BotLevel::Easy);
        assert_eq!(serde_json::to_string(&BotLevel::Hard).unwrap(), "\"hard\"");
        assert!(BotLevel::Easy.budget().is_none());
    }

    #[test]
    fn rewards_favour_the_winner_and_keep_order() {
        let breakdown =
            vec![crate::ScoreLine { category: crate::Text::msg("points"), points: vec![10, 30, 20].into() }];
        let outcome = Outcome::ranked(breakdown, vec![vec![], vec![], vec![]].into(), vec![]);
        let r = outcome_rewards(&outcome);
        assert!(r[1] > r[2] && r[2] > r[0], "{r:?}");
        assert!(r[1] > 0.8 && r[0] < 0.1, "{r:?}");
    }

    #[test]
    fn two_players_rewards_grow_with_the_margin() {
        let outcome = |a: i64, b: i64| {
            let breakdown =
                vec![crate::ScoreLine { category: crate::Text::msg("points"), points: vec![a, b].into() }];
            outcome_rewards(&Outcome::ranked(breakdown, vec![vec![], vec![]].into(), vec![]))
        };
        // Losing 20 to 22 is better than losing -7 to 22; winning by more is better still.
        let (close, far) = (outcome(20, 22), outcome(-7, 22));
        assert!(close[0] > far[0] && close[1] < far[1], "{close:?} {far:?}");
        assert!(outcome(30, 22)[0] > outcome(23, 22)[0]);
        let tie = margins(&[5.0, 5.0]);
        assert!((tie[0] - 0.5).abs() < 1e-9 && (tie[1] - 0.5).abs() < 1e-9);
    }

    #[test]
    fn the_root_leans_towards_the_best_rated_candidates() {
        let candidates = ['a', 'b', 'c', 'd', 'e'];
        let lean: Vec<f64> = candidates.iter().map(|c| root_prior(c, &candidates)).collect();
        assert!((lean[0] - ROOT_PRIOR).abs() < 1e-9 && lean[4].abs() < 1e-9, "{lean:?}");
        assert!(lean.windows(2).all(|w| w[0] > w[1]), "best rated first: {lean:?}");
        assert!(root_prior(&'z', &candidates).abs() < 1e-9, "not a candidate");
        assert!((root_prior(&'a', &['a']) - ROOT_PRIOR).abs() < 1e-9, "a single candidate");
    }

    fn root_with(visits: &[f64]) -> Vec<Node<char>> {
        let mut tree = vec![Node::new(Seat(0), None)];
        for (i, &v) in visits.iter().enumerate() {
            let action = char::from(b'a' + i as u8);
            tree.push(Node { visits: v, ..Node::new(Seat(0), Some(action)) });
            tree[0].children.push(i + 1);
        }
        tree
    }

    #[test]
    fn a_choice_is_settled_only_when_the_runner_up_cannot_catch_up() {
        let candidates = ['a', 'b', 'c'];
        let tree = root_with(&[50.0, 20.0, 10.0]);
        assert!(settled(&tree, Seat(0), &candidates, 29), "20 + 29 visits stay below 50");
        assert!(
            !settled(&tree, Seat(0), &candidates, 30),
            "20 + 30 would tie, and a tie is decided by reward"
        );
        // A candidate never tried counts as 0 visits; another seat's children do not count.
        let mut tree = root_with(&[40.0, 45.0]);
        tree[2].seat = Seat(1);
        assert!(settled(&tree, Seat(0), &candidates, 39));
        assert!(!settled(&tree, Seat(0), &candidates, 40));
        assert!(settled(&root_with(&[3.0]), Seat(0), &['a'], 1_000), "a single candidate is settled at once");
    }

    #[test]
    fn the_pace_predicts_the_iterations_left_with_a_margin() {
        // 100 iterations in a quarter of the time: 300 more at that pace, 450 with the margin.
        assert_eq!(pace(100, 0.75), 450);
        assert_eq!(pace(100, 0.0), 0);
        assert!(pace(16, 1.0) > 1_000_000_000, "no time used yet: no bound worth the name");
    }
}
