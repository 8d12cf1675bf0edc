//! A stored game turn by turn: its log replayed from the setup, cut into turns, for the pictures
//! of a game's course (the score over time, the replay of its boards).
//!
//! A turn ends when the seat whose turn it is ([`AnyGame::turn_owner`]) changes, as the service
//! tells the channel: the steps of one turn (and a displaced player's answer inside it) make one
//! turn; while several seats answer at once (`turn_owner` is `None`) the turn lasts until one
//! seat's turn begins. The last action always ends a turn.

use kontor_engine::{BySeat, Options, PlayoutError, Seat, Viewer};

use crate::{AnyAction, AnyGame, AnyView, GameKind};

/// What it takes to replay a stored game: its setup and its action log with the seats.
#[derive(Clone, Copy, Debug)]
pub struct StoredGame<'a> {
    pub kind: GameKind,
    pub options: &'a Options,
    pub seats: usize,
    pub seed: u64,
    pub actions: &'a [(Seat, AnyAction)],
}

/// The public scores of a game over its course: one point before the first turn and one after
/// each turn, then the final scores once the game is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreSeries {
    /// The public scores at the start and after each turn.
    pub turns: Vec<BySeat<i64>>,
    /// The final scores (end-of-game scoring included), once the game is over.
    pub final_scores: Option<BySeat<i64>>,
}

impl ScoreSeries {
    /// Every point of the series in order: the turns, then the final scores.
    pub fn points(&self) -> impl Iterator<Item = &BySeat<i64>> {
        self.turns.iter().chain(&self.final_scores)
    }

    /// The number of seats charted.
    #[must_use]
    pub fn seats(&self) -> usize {
        self.turns.first().map_or(0, BySeat::len)
    }
}

/// Replays `stored` and calls `at_turn_end` with the state after each turn, in order; returns
/// the number of turns.
pub fn for_each_turn(
    stored: &StoredGame<'_>,
    mut at_turn_end: impl FnMut(&AnyGame),
) -> Result<usize, PlayoutError> {
    let mut game = AnyGame::setup(stored.kind, stored.options, stored.seats, stored.seed)?;
    let mut turns = 0;
    for (index, (seat, action)) in stored.actions.iter().enumerate() {
        let owner = game.turn_owner();
        game.apply(*seat, action)
            .map_err(|e| PlayoutError::refused(index, *seat, game.format_action(action), e))?;
        let last = index + 1 == stored.actions.len();
        if last || game.is_over() || game.turn_owner() != owner {
            turns += 1;
            at_turn_end(&game);
        }
    }
    Ok(turns)
}

/// The public scores of `stored` over its turns, plus its final scores if it is over; `None` for
/// a game without a public running score ([`AnyGame::public_scores`]).
pub fn score_series(stored: &StoredGame<'_>) -> Result<Option<ScoreSeries>, PlayoutError> {
    let start = AnyGame::setup(stored.kind, stored.options, stored.seats, stored.seed)?;
    let Some(first) = start.public_scores() else { return Ok(None) };
    let mut turns = vec![first];
    let mut last = None;
    for_each_turn(stored, |game| {
        if let Some(scores) = game.public_scores() {
            turns.push(scores);
        }
        last = game.outcome();
    })?;
    let final_scores = last.map(|outcome| outcome.scores);
    Ok(Some(ScoreSeries { turns, final_scores }))
}

/// The board as a spectator sees it after each turn of `stored`, in order.
pub fn spectator_boards(stored: &StoredGame<'_>) -> Result<Vec<AnyView>, PlayoutError> {
    let mut views = Vec::new();
    for_each_turn(stored, |game| views.push(game.view(Viewer::Spectator)))?;
    Ok(views)
}

#[cfg(test)]
mod tests {
    use kontor_engine::GameRng;

    use super::*;

    /// A game of `kind` played by the one-ply bot to its end (or `max` actions).
    fn played(kind: GameKind, seats: usize, seed: u64, max: usize) -> Vec<(Seat, AnyAction)> {
        let mut game = AnyGame::setup(kind, &Options::new(), seats, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let mut log = Vec::new();
        while log.len() < max {
            let Some(seat) = game.active_seats().first().copied() else { break };
            let action = game.bot_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
            log.push((seat, action));
        }
        log
    }

    fn stored<'a>(
        kind: GameKind,
        seats: usize,
        log: &'a [(Seat, AnyAction)],
        options: &'a Options,
    ) -> StoredGame<'a> {
        StoredGame { kind, options, seats, seed: 7, actions: log }
    }

    #[test]
    fn a_finished_hansa_game_ends_at_its_final_scores() {
        let options = Options::new();
        let log = played(GameKind::Hansa, 3, 7, 5_000);
        let game = AnyGame::replay(GameKind::Hansa, &options, 3, 7, &log).unwrap();
        let outcome = game.outcome().expect("the bots finish the game");
        let series = score_series(&stored(GameKind::Hansa, 3, &log, &options)).unwrap().unwrap();
        assert_eq!(series.final_scores.as_ref(), Some(&outcome.scores));
        assert_eq!(series.points().last(), Some(&outcome.scores));
        assert_eq!(series.turns[0], BySeat::from(vec![0, 0, 0]));
        // The track only rises, and the end-of-game scoring adds to it.
        for pair in series.turns.windows(2) {
            assert!(pair[0].iter().all(|(s, v)| *v <= pair[1][s]), "{pair:?}");
        }
        let track = series.turns.last().unwrap();
        assert!(outcome.scores.iter().all(|(s, v)| *v >= track[s]));
        let turns = for_each_turn(&stored(GameKind::Hansa, 3, &log, &options), |_| {}).unwrap();
        assert_eq!(series.turns.len(), turns + 1);
        assert!(turns * 2 < log.len(), "a Hansa turn has several actions: {turns} of {}", log.len());
    }

    #[test]
    fn turns_change_owner_and_boards_follow_them() {
        let options = Options::new();
        let log = played(GameKind::Hansa, 4, 7, 60);
        let game = stored(GameKind::Hansa, 4, &log, &options);
        let mut owners = Vec::new();
        let turns = for_each_turn(&game, |g| owners.push(g.turn_owner())).unwrap();
        assert_eq!(spectator_boards(&game).unwrap().len(), turns);
        for pair in owners[..owners.len() - 1].windows(2) {
            assert_ne!(pair[0], pair[1], "two turns in a row of one seat: {owners:?}");
        }
    }

    #[test]
    fn games_without_a_public_score_have_no_series() {
        let options = Options::new();
        for kind in [GameKind::Carthage, GameKind::ElDorado] {
            let log = played(kind, 2, 7, 30);
            assert_eq!(score_series(&stored(kind, 2, &log, &options)).unwrap(), None, "{kind}");
        }
        let log = played(GameKind::ThurnTaxis, 2, 7, 30);
        let series = score_series(&stored(GameKind::ThurnTaxis, 2, &log, &options)).unwrap().unwrap();
        assert_eq!(series.final_scores, None);
        assert_eq!(series.seats(), 2);
    }

    /// Whatever a seat cannot see (hands, mission cards, decks) drawn afresh leaves the public
    /// scores as they are: they count nothing hidden, so every seat's view agrees on them.
    fn check_public(game: &AnyGame) {
        use kontor_engine::prelude::*;
        let scores = game.public_scores();
        assert!(scores.is_some());
        for seat in Seat::all(game.seats()) {
            for k in 0..3 {
                let mut rng = GameRng::from_seed(k);
                let redrawn = match game {
                    AnyGame::Hansa(g) => g.determinize(seat, &mut rng).public_scores(),
                    AnyGame::ThurnTaxis(g) => g.determinize(seat, &mut rng).public_scores(),
                    _ => None,
                };
                assert_eq!(redrawn, scores, "{seat:?}");
            }
        }
    }

    #[test]
    fn public_scores_never_depend_on_hidden_information() {
        let missions: Options = [("missions".to_string(), "on".to_string())].into();
        for (kind, options) in [(GameKind::Hansa, missions), (GameKind::ThurnTaxis, Options::new())] {
            let mut game = AnyGame::setup(kind, &options, 3, 5).unwrap();
            let mut rng = GameRng::from_seed(5);
            for step in 0..600 {
                if step % 20 == 0 {
                    check_public(&game);
                }
                let Some(&seat) = game.active_seats().first() else { break };
                let action = game.bot_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
            }
        }
    }

    #[test]
    fn a_log_of_another_game_is_refused() {
        let options = Options::new();
        let log = played(GameKind::Hansa, 3, 7, 3);
        let wrong = stored(GameKind::ThurnTaxis, 3, &log, &options);
        assert!(matches!(score_series(&wrong), Err(PlayoutError::Refused { index: 0, .. })));
        let wrong = stored(GameKind::Carthage, 3, &log, &options);
        assert!(matches!(spectator_boards(&wrong), Err(PlayoutError::Refused { index: 0, .. })));
    }
}
