use kontor_engine::{BotLevel, BySeat, Options, ScoreLine, text};

use super::*;
use crate::record::{ChatKey, UserKey};

fn record(seats: &[(&str, bool)]) -> GameRecord {
    let json = serde_json::json!({
        "format_version": 1, "id": 7, "kind": GameKind::Hansa, "options": Options::new(),
        "seats": [], "seed": 1, "chat": ChatKey::new("test", "room"), "status": "finished",
        "version": 1, "actions": 1, "created_ms": 0, "updated_ms": 0, "turn_started_ms": 0,
    });
    let mut record: GameRecord = serde_json::from_value(json).unwrap();
    record.seats = seats
        .iter()
        .map(|(name, bot)| SeatInfo {
            user: UserKey::new(if *bot { "bot" } else { "test" }, *name),
            name: (*name).into(),
            bot: *bot,
            resigned: false,
            level: BotLevel::Hard,
            handle: None,
            player: None,
        })
        .collect();
    record
}

fn outcome(points: Vec<i64>) -> Outcome {
    let n = points.len();
    let breakdown = vec![ScoreLine { category: text!("hansa-score-track"), points: BySeat::from(points) }];
    Outcome::ranked(breakdown, BySeat::from(vec![Vec::new(); n]), Vec::new())
}

fn places(game: &RatedGame) -> Vec<(&str, usize)> {
    game.seats.iter().map(|s| (s.player.as_str(), s.place)).collect()
}

#[test]
fn a_finished_game_rates_every_seat_by_its_place_and_bots_by_level() {
    let record = record(&[("ann", false), ("b1", true), ("bob", false)]);
    let game = rated_game(&record, Some(&outcome(vec![10, 30, 20]))).unwrap();
    assert_eq!(places(&game), [("bot:hard", 1), ("test:bob", 2), ("test:ann", 3)]);
    assert_eq!(game.community, "test:room");
}

#[test]
fn ties_share_a_place_and_places_stay_dense() {
    let record = record(&[("ann", false), ("bob", false), ("cy", false)]);
    let game = rated_game(&record, Some(&outcome(vec![30, 30, 10]))).unwrap();
    assert_eq!(places(&game), [("test:ann", 1), ("test:bob", 1), ("test:cy", 2)]);
}

#[test]
fn a_resigned_player_shares_the_last_place_below_everyone_who_played_on() {
    let mut record = record(&[("ann", false), ("bob", false), ("cy", false)]);
    record.seats[0].resigned = true;
    // Ann's seat, played on by a bot, scored most: she still ranks last.
    let game = rated_game(&record, Some(&outcome(vec![50, 20, 10]))).unwrap();
    assert_eq!(places(&game), [("test:bob", 1), ("test:cy", 2), ("test:ann", 3)]);
}

#[test]
fn abandoned_seeded_bot_only_and_placeless_games_do_not_count() {
    let two = record(&[("ann", false), ("bob", false)]);
    let result = outcome(vec![2, 1]);
    assert!(rated_game(&two, Some(&result)).is_some());
    assert!(rated_game(&two, None).is_none());
    let abandoned = GameRecord { status: GameStatus::Abandoned, ..two.clone() };
    assert!(rated_game(&abandoned, Some(&result)).is_none());
    let seeded = GameRecord { seeded: true, ..two.clone() };
    assert!(rated_game(&seeded, Some(&result)).is_none());
    let bots = record(&[("b1", true), ("b2", true)]);
    assert!(rated_game(&bots, Some(&result)).is_none());
    assert!(rated_game(&two, Some(&outcome(vec![3, 3]))).is_none(), "all tied: nothing to learn");
}

#[test]
fn a_win_raises_the_winner_above_the_loser_in_the_community_and_everywhere() {
    let record = record(&[("ann", false), ("bob", false)]);
    let game = rated_game(&record, Some(&outcome(vec![5, 1]))).unwrap();
    let after = apply(&game, &BTreeMap::new());
    assert_eq!(after.len(), 4);
    for scope in [EVERYWHERE, "test:room"] {
        let get =
            |p: &str| &after[&RatingKey { scope: scope.into(), kind: GameKind::Hansa, player: p.into() }];
        let (ann, bob) = (get("test:ann"), get("test:bob"));
        assert!(ann.mu > 25.0 && bob.mu < 25.0);
        assert!(ann.sigma < Rating::default().sigma);
        assert_eq!((ann.games, ann.wins, bob.games, bob.wins), (1, 1, 1, 0));
        assert!(ann.shown() > bob.shown());
    }
}

#[test]
fn two_seats_of_one_bot_level_count_as_two_games_and_one_mean_rating() {
    let record = record(&[("ann", false), ("b1", true), ("b2", true)]);
    let game = rated_game(&record, Some(&outcome(vec![1, 9, 5]))).unwrap();
    let after = apply(&game, &BTreeMap::new());
    let key = |p: &str| RatingKey { scope: EVERYWHERE.into(), kind: GameKind::Hansa, player: p.into() };
    let bot = &after[&key("bot:hard")];
    assert_eq!((bot.games, bot.wins), (2, 1));
    assert_eq!((bot.name.as_str(), after[&key("test:ann")].name.as_str()), ("", "ann"));
    assert!(bot.mu > 25.0);
}

#[test]
fn fold_repeats_the_updates_game_by_game_to_the_bit() {
    let mut games = Vec::new();
    for (i, points) in [vec![5, 1, 3], vec![1, 5, 3], vec![2, 2, 9], vec![7, 1, 1]].into_iter().enumerate() {
        let mut record = record(&[("ann", false), ("bob", false), ("b", true)]);
        record.id = i as u64 + 1;
        games.push(rated_game(&record, Some(&outcome(points))).unwrap());
    }
    let mut stepwise = BTreeMap::new();
    for game in &games {
        let rows: Vec<RatingKey> = keys(game);
        let before: BTreeMap<RatingKey, Rating> =
            rows.iter().filter_map(|k| stepwise.get(k).map(|r: &Rating| (k.clone(), r.clone()))).collect();
        stepwise.extend(apply(game, &before));
    }
    assert_eq!(fold(&games), stepwise);
}

#[test]
fn a_rebuild_keeps_the_rated_order_and_appends_the_rest_by_end_time() {
    let ended = [(1, 500), (2, 100), (3, 300), (4, 200)];
    assert_eq!(rebuild_order(&[3, 1, 9], &ended), vec![3, 1, 2, 4]);
    assert_eq!(rebuild_order(&[], &ended), vec![2, 4, 3, 1]);
}
