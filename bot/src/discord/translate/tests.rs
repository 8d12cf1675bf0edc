use std::sync::Arc;

use kontor_service::Picture;

use serde_json::{Value, json};

use super::*;

fn choice(text: &str, version: u64) -> Choice {
    Choice {
        label: text.trim_start_matches("/play ").into(),
        game: 3,
        version,
        text: text.into(),
        menu: None,
    }
}

fn options(json: Value) -> Vec<CommandDataOption> {
    serde_json::from_value(json).unwrap()
}

#[test]
fn custom_ids_round_trip_and_stay_short() {
    let c = choice("/play take r5", 7);
    let id = choice_id(&c, 0);
    assert_eq!(id, "k:v:3:7:play take r5");
    assert_eq!(
        parse_custom_id(&id),
        Some(Click::Choice { game: 3, version: 7, text: "/play take r5".into() })
    );
    let long = choice(&format!("/play protect {}", "r5 ".repeat(40)), 9);
    let id = choice_id(&long, 4);
    assert_eq!(id, "k:i:3:9:4");
    assert_eq!(parse_custom_id(&id), Some(Click::Indexed { game: 3, version: 9, index: 4 }));
    assert_eq!(
        parse_custom_id(&command_id(3, "hand")),
        Some(Click::Command { game: 3, text: "/hand".into() })
    );
    assert_eq!(parse_custom_id("k:s:3:9:1"), Some(Click::Select { game: 3, version: 9 }));
    for bad in ["", "other", "k:v:x:1:play", "k:v:3:1:", "k:z:3:1:a", "k:c:3:"] {
        assert_eq!(parse_custom_id(bad), None, "{bad}");
    }
}

#[test]
fn slash_options_become_one_command_line() {
    let opts = options(json!([
        {"name": "seed", "type": 4, "value": 42},
        {"name": "game", "type": 4, "value": 0},
        {"name": "players", "type": 4, "value": 2}
    ]));
    let game = kontor_games::GameKind::ALL[0].name();
    assert_eq!(command_line("new", &opts), format!("/new {game} players=2 seed=42"));
    let opts = options(json!([{"name": "move", "type": 3, "value": " take r5 "}]));
    assert_eq!(command_line("play", &opts), "/play take r5");
    assert_eq!(command_line("join", &[]), "/join");
    let opts = options(json!([{"name": "level", "type": 3, "value": "hard"}]));
    assert_eq!(command_line("addbot", &opts), "/addbot hard");
    let opts = options(json!([{"name": "text", "type": 3, "value": "remind 12h"}]));
    assert_eq!(command_line("kontor", &opts), "/remind 12h");
    let opts = options(json!([{"name": "count", "type": 4, "value": 5}]));
    assert_eq!(command_line("log", &opts), "/log 5");
    // A user option reads as a mention; pages and game numbers are positional.
    let opts = options(json!([
        {"name": "game", "type": 4, "value": 0},
        {"name": "player", "type": 6, "value": "80351110224678912"}
    ]));
    assert_eq!(command_line("stats", &opts), format!("/stats {game} <@80351110224678912>"));
    let opts = options(json!([{"name": "page", "type": 4, "value": 2}]));
    assert_eq!(command_line("games", &opts), "/games 2");
    let opts = options(json!([{"name": "number", "type": 4, "value": 12}]));
    assert_eq!(command_line("replay", &opts), "/replay 12");
    let opts = options(json!([{"name": "choice", "type": 3, "value": "yes"}]));
    assert_eq!(command_line("vote", &opts), "/vote yes");
}

fn legal(notation: &str, description: &str) -> LegalMove {
    LegalMove { notation: notation.into(), description: description.into() }
}

#[test]
fn autocomplete_ranks_prefix_then_substring_then_description() {
    let moves = vec![
        legal("buy", "buy a card"),
        legal("retake r5", "take route 5 again"),
        legal("take r5", "take route 5"),
        legal("take b2", "take the blue 2"),
    ];
    let values = |partial: &str| -> Vec<String> {
        play_candidates(&moves, partial).into_iter().map(|(_, value)| value).collect()
    };
    assert_eq!(values("TAKE"), ["take r5", "take b2", "retake r5"]);
    assert_eq!(values("take  r5"), ["take r5", "retake r5"]);
    assert_eq!(values("card"), ["buy"]);
    assert_eq!(values("").len(), 4);
    assert_eq!(play_candidates(&moves, "buy")[0].0, "buy — buy a card");
    let many: Vec<LegalMove> = (0..100).map(|i| legal(&format!("take r{i}"), "")).collect();
    assert_eq!(play_candidates(&many, "take").len(), 25);
    assert_eq!(play_candidates(&many, "take r1")[0].1, "take r1");
}

/// Seeded playouts of every game at its largest table: the positions with more than 25 moves.
fn busy_positions() -> Vec<(String, Vec<LegalMove>)> {
    use kontor_engine::{GameRng, Options};
    use kontor_games::{AnyGame, GameKind};
    let mut out = Vec::new();
    for (kind, seats) in
        [(GameKind::Hansa, 5), (GameKind::ElDorado, 4), (GameKind::ThurnTaxis, 4), (GameKind::Carthage, 4)]
    {
        let mut game = AnyGame::setup(kind, &Options::new(), seats, 11).unwrap();
        let mut rng = GameRng::from_seed(11);
        for step in 0..400 {
            let Some(&seat) = game.active_seats().first() else { break };
            let legal = game.legal_actions(seat);
            if legal.len() > 25 && step % 2 == 0 {
                let moves = legal
                    .iter()
                    .map(|a| LegalMove {
                        notation: game.format_action(a),
                        description: kontor_service::say(
                            kontor_service::Lang::En,
                            &game.describe_action(a),
                            &[],
                        ),
                    })
                    .collect();
                out.push((format!("{} step {step}", kind.name()), moves));
            }
            let action = game.playout_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }
    out
}

#[test]
fn typing_a_moves_full_notation_offers_it_in_busy_positions() {
    let positions = busy_positions();
    assert!(positions.iter().any(|(what, moves)| what.starts_with("hansa") && moves.len() > 100));
    for (what, moves) in &positions {
        for m in moves {
            let offered = play_candidates(moves, &m.notation);
            assert!(offered.len() <= 25, "{what}");
            assert!(
                offered.iter().any(|(_, value)| *value == m.notation),
                "{what}: `{}` not offered",
                m.notation
            );
        }
    }
}

#[test]
fn few_choices_are_buttons_many_are_paged_selects() {
    let few: Vec<Choice> = (0..7).map(|i| choice(&format!("/play take r{i}"), 2)).collect();
    let rows = components(&few, vec![CreateButton::new(command_id(3, "hand")).label("My hand")], Lang::En);
    let json = serde_json::to_value(&rows).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 3);
    assert_eq!(json[0]["components"].as_array().unwrap().len(), 5);
    assert_eq!(json[0]["components"][0]["custom_id"], "k:v:3:2:play take r0");
    assert_eq!(json[2]["components"][0]["custom_id"], "k:c:3:hand");

    let many: Vec<Choice> = (0..60).map(|i| choice(&format!("/play take r{i}"), 2)).collect();
    let json = serde_json::to_value(components(&many, vec![], Lang::En)).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 3);
    assert_eq!(json[0]["components"][0]["type"], 3);
    assert_eq!(json[0]["components"][0]["options"].as_array().unwrap().len(), 25);
    assert_eq!(json[2]["components"][0]["options"].as_array().unwrap().len(), 10);
    assert_eq!(json[1]["components"][0]["custom_id"], "k:s:3:2:1");
    assert_eq!(json[1]["components"][0]["options"][0]["value"], "/play take r25");
}

fn keys(id: &str) -> (ChatKey, UserKey) {
    (ChatKey::new(PLATFORM, "100"), UserKey::new(PLATFORM, id))
}

#[test]
fn private_deliveries_reply_to_their_user_and_dm_others() {
    let (chat, alice) = keys("1");
    let bob = UserKey::new(PLATFORM, "2");
    let png = Arc::new(vec![1, 2, 3]);
    let deliveries = vec![
        Delivery::Channel {
            chat: chat.clone(),
            text: "Board".into(),
            image: Some(Image {
                name: "b.png".into(),
                png: png.clone(),
                source: Picture::Scores { game: 1 },
            }),
            choices: vec![],
            mentions: vec![bob.clone()],
            page: Some("https://kontor.example/g/1-ab".into()),
        },
        Delivery::private(&alice, "your hand"),
        Delivery::Private {
            user: bob.clone(),
            text: "your turn".into(),
            image: None,
            choices: vec![choice("/play buy", 4)],
            slot: None,
        },
        Delivery::private(&UserKey::new("telegram", "9"), "elsewhere"),
    ];
    let origin = Origin { user: Some(alice.clone()), private_by_dm: false, in_place: false };
    let posts = plan(&deliveries, &origin, &|_| Some(3), &|_| Lang::En);
    assert_eq!(posts.len(), 3);
    assert_eq!(posts[0].target, Target::Channel(ChannelId::new(100)));
    assert!(posts[0].content.starts_with("<@2>\n"));
    let body = serde_json::to_value(posts[0].to_message()).unwrap();
    assert_eq!(body["allowed_mentions"]["users"], json!(["2"]));
    assert_eq!(body["components"][0]["components"][1]["custom_id"], "k:c:3:hand");
    // The game's page: a link button (style 5, an address and no custom id).
    let page = &body["components"][0]["components"][2];
    assert_eq!(
        (page["style"].clone(), page["url"].clone()),
        (json!(5), json!("https://kontor.example/g/1-ab"))
    );
    assert_eq!((page["label"].clone(), page.get("custom_id")), (json!("Board on the web"), None));
    assert_eq!(body["attachments"][0]["filename"], "b.png");
    assert_eq!(posts[1].target, Target::Reply);
    let body = serde_json::to_value(posts[1].to_followup()).unwrap();
    assert_eq!(body["flags"], 64);
    assert_eq!(posts[2].target, Target::Direct(UserId::new(2)));

    let by_dm = Origin { user: Some(alice), private_by_dm: true, in_place: false };
    assert_eq!(
        plan(&deliveries[1..2], &by_dm, &|_| None, &|_| Lang::En)[0].target,
        Target::Direct(UserId::new(1))
    );
}

#[test]
fn long_texts_are_split_under_the_limit() {
    let text = (0..300).map(|i| format!("line {i} of the rules")).collect::<Vec<_>>().join("\n");
    let parts = chunks(&text, MAX_CONTENT);
    assert!(parts.len() > 1);
    assert!(parts.iter().all(|p| p.chars().count() <= MAX_CONTENT));
    assert_eq!(parts.join("\n"), text);
    assert_eq!(chunks("", MAX_CONTENT).len(), 1);
    assert_eq!(clip("abcdef", 4), "abc…");
}
