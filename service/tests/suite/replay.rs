//! Issue #63, after the game: `/replay [game]` posts an animated GIF of a finished game's board
//! after each turn, refused (in English and Polish) for an open, abandoned or unknown game, a
//! game of another chat or a word that is no number; `/score` mid-game charts Hansa's public
//! scores so far; the final post and `/score` at the end stack that chart above the breakdown.

use std::sync::Arc;

use kontor_engine::GameRng;
use kontor_games::AnyGame;
use kontor_service::{Command, Delivery, Image, ManualClock, Picture, Service, ServiceConfig, UserKey};
use kontor_storage::{GameStatus, Store};

use crate::support;
use support::{Served, assert_answers};

const ROOM: &str = "replay";

fn service(store: &Store, images: bool) -> Served {
    let clock = Arc::new(ManualClock::starting_at(1_000_000));
    let config = ServiceConfig { images, ..ServiceConfig::default() };
    Served::new(store.clone(), config, clock)
}

fn command(room: &str, who: &str, lang: &str, text: &str) -> Command {
    support::command(room, who, text).with_locale(Some(lang))
}

async fn say(svc: &Service, who: &str, lang: &str, text: &str) -> Vec<Delivery> {
    svc.handle(command(ROOM, who, lang, text)).await
}

/// alice opens a 3-seat game of `game` with two easy bots and plays it by the playout policy,
/// at most `moves` of her moves (to its end for a large number); the deliveries of her last move.
async fn play(svc: &Served, game: &str, moves: usize) -> Vec<Delivery> {
    say(svc, "alice", "en", &format!("/new {game} players=3 seed=11")).await;
    say(svc, "alice", "en", "/addbot easy").await;
    say(svc, "alice", "en", "/addbot easy").await;
    say(svc, "alice", "en", "/start").await;
    let id = svc.store().games_of(&UserKey::new("test", "alice")).unwrap().into_iter().max().unwrap();
    let mut rng = GameRng::from_seed(3);
    let mut last = Vec::new();
    for _ in 0..moves {
        let Some((_, play)) = support::playout_move(svc.store(), id, &mut rng) else { break };
        last = say(svc, "alice", "en", &play).await;
    }
    last
}

/// The turns of game `id`: a turn ends where the seat whose turn it is changes, and at the end.
fn turns(store: &Store, id: u64) -> usize {
    let stored = store.load(id).unwrap().unwrap();
    let record = &stored.record;
    let mut game = AnyGame::setup(record.kind, &record.options, record.seats.len(), record.seed).unwrap();
    let mut turns = 0;
    for (i, logged) in stored.actions.iter().enumerate() {
        let owner = game.turn_owner();
        game.apply(logged.seat, &logged.action).unwrap();
        if i + 1 == stored.actions.len() || game.turn_owner() != owner {
            turns += 1;
        }
    }
    turns
}

fn image(out: &[Delivery]) -> Option<&Image> {
    out.iter().find_map(Delivery::image)
}

/// A PNG's height, from its header.
fn png_height(png: &[u8]) -> u32 {
    assert_eq!(&png[1..4], b"PNG");
    u32::from_be_bytes([png[20], png[21], png[22], png[23]])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_replay_has_a_frame_per_turn_and_the_final_charts_their_history() {
    let store = Store::temporary().unwrap();
    let svc = service(&store, true);
    let last = play(&svc, "hansa", 5_000).await;
    assert_eq!(store.record(1).unwrap().unwrap().status, GameStatus::Finished);
    // The final post's chart: the scores over time stacked above the breakdown.
    let chart = last.iter().filter_map(Delivery::image).find(|i| i.name == "game-1-scores.png");
    let chart = chart.expect("the final chart");
    assert!(png_height(&chart.png) > 1_900, "{}", png_height(&chart.png));
    let out = say(&svc, "bob", "en", "/replay").await;
    let gif = image(&out).expect("the replay");
    assert_eq!(gif.name, "game-1-replay.gif");
    assert_eq!(gif.source, Picture::Replay { game: 1 });
    assert!(gif.png.len() < 8 << 20, "{} bytes", gif.png.len());
    let mut decoder = gif::DecodeOptions::new().read_info(gif.png.as_slice()).unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    let turns = turns(&store, 1);
    assert_eq!(frames, turns);
    assert!(
        out[0].text().contains(&format!("Replay of Hansa Teutonica #1: {turns} turns")),
        "{}",
        out[0].text()
    );
    // By number too, and in Polish.
    say(&svc, "alice", "pl", "/lang chat pl").await;
    let out = say(&svc, "bob", "pl", "/replay #1").await;
    assert!(
        out[0].text().contains(&format!("Powtórka gry Hansa Teutonica #1: {turns} tur")),
        "{}",
        out[0].text()
    );
    // `/score` at the end: the breakdown with the scores over time above it.
    let out = say(&svc, "bob", "en", "/score").await;
    let chart = image(&out).expect("the final chart");
    assert_eq!(chart.source, Picture::Scores { game: 1 });
    assert!(png_height(&chart.png) > 1_900, "{}", png_height(&chart.png));
    // A replay not yet reported sent is drawn again from the stored game after a restart.
    let posts = svc.handle_outbound(command(ROOM, "bob", "en", "/replay")).await;
    let drawn = posts.iter().find_map(|p| p.delivery.image()).expect("the replay");
    assert!(drawn.png.starts_with(b"GIF89a"));
    let restarted = service(&store, true);
    let unsent = restarted.unsent("test");
    let again =
        unsent.iter().filter_map(|p| p.delivery.image()).find(|i| i.source == Picture::Replay { game: 1 });
    assert_eq!(again.expect("the unsent replay").png, drawn.png);
}

#[tokio::test]
async fn score_mid_game_charts_hansas_public_scores_so_far() {
    let store = Store::temporary().unwrap();
    play(&service(&store, false), "hansa", 40).await;
    let svc = service(&store, true);
    let out = say(&svc, "bob", "en", "/score").await;
    let chart = image(&out).expect("the chart so far");
    let actions = store.record(1).unwrap().unwrap().actions;
    assert_eq!(chart.source, Picture::History { game: 1, actions });
    assert!(png_height(&chart.png) >= 900);
    assert!(out.iter().any(|d| d.text().contains("the public scores after each turn so far")));
    // Carthage keeps its points secret until the end: no chart.
    let store = Store::temporary().unwrap();
    play(&service(&store, false), "carthage", 10).await;
    let out = say(&service(&store, true), "bob", "en", "/score").await;
    assert!(image(&out).is_none());
}

#[tokio::test]
async fn replays_are_refused_for_games_that_did_not_finish_here() {
    let store = Store::temporary().unwrap();
    let svc = service(&store, true);
    assert_answers(
        &svc,
        ROOM,
        &[
            ("bob", "en", "/replay", "No game has ended in this chat yet, so there is nothing to replay."),
            (
                "bob",
                "pl",
                "/replay",
                "Na tym czacie nie zakończyła się jeszcze żadna gra, więc nie ma czego powtórzyć.",
            ),
        ],
    )
    .await;
    play(&svc, "carthage", 5).await;
    assert_answers(
        &svc,
        ROOM,
        &[
            (
                "bob",
                "en",
                "/replay 1",
                "Game #1 is not over yet: its replay can be watched once it ends. `/board` shows it now.",
            ),
            (
                "bob",
                "pl",
                "/replay 1",
                "Gra #1 jeszcze trwa: jej powtórkę można obejrzeć po zakończeniu. Teraz pokaże ją `/board`.",
            ),
        ],
    )
    .await;
    assert_answers(
        &svc,
        "elsewhere",
        &[
            ("bob", "en", "/replay 1", "Game #1 was played in another chat; its replay is shown only there."),
            (
                "bob",
                "pl",
                "/replay 1",
                "Gra #1 toczyła się na innym czacie; jej powtórkę można obejrzeć tylko tam.",
            ),
        ],
    )
    .await;
    say(&svc, "alice", "en", "/abandon").await;
    assert_eq!(store.record(1).unwrap().unwrap().status, GameStatus::Abandoned);
    assert_answers(
        &svc,
        ROOM,
        &[
            ("bob", "en", "/replay", "Game #1 was abandoned, so it has no ending to replay."),
            ("bob", "pl", "/replay 1", "Gra #1 została porzucona, więc nie ma zakończenia do powtórzenia."),
            (
                "bob",
                "en",
                "/replay one",
                "`/replay one`: give the number of a finished game of this chat, e.g. `/replay 12`, or nothing for the chat's last game.",
            ),
            (
                "bob",
                "pl",
                "/replay x7",
                "`/replay x7`: podaj numer zakończonej gry z tego czatu, np. `/replay 12`, albo nic, by zobaczyć ostatnią grę czatu.",
            ),
            ("bob", "en", "/replay 99", "There is no game #99."),
            ("bob", "pl", "/replay 99", "Nie ma gry #99."),
        ],
    )
    .await;
    let off = service(&store, false);
    assert_answers(
        &off,
        ROOM,
        &[("bob", "en", "/replay 1", "Pictures are turned off here, so there are no replays.")],
    )
    .await;
}
