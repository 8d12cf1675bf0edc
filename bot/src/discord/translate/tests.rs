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
        level: None,
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
    let opts = options(json!([{"name": "text", "type": 3, "value": "remind 12h"}]));
    assert_eq!(command_line("kontor", &opts), "/remind 12h");
    let opts = options(json!([{"name": "count", "type": 4, "value": 5}]));
    assert_eq!(command_line("log", &opts), "/log 5");
}

#[test]
fn autocomplete_offers_matching_moves_only() {
    let choices = vec![choice("/play take r5", 1), choice("/play take b2", 1), choice("/play buy", 1)];
    let got = play_candidates(&choices, "TAKE");
    assert_eq!(got, vec![("take r5".into(), "take r5".into()), ("take b2".into(), "take b2".into())]);
    assert_eq!(play_candidates(&choices, "").len(), 3);
}

#[test]
fn few_choices_are_buttons_many_are_paged_selects() {
    let few: Vec<Choice> = (0..7).map(|i| choice(&format!("/play take r{i}"), 2)).collect();
    let rows = components(&few, vec![CreateButton::new(command_id(3, "hand")).label("My hand")]);
    let json = serde_json::to_value(&rows).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 3);
    assert_eq!(json[0]["components"].as_array().unwrap().len(), 5);
    assert_eq!(json[0]["components"][0]["custom_id"], "k:v:3:2:play take r0");
    assert_eq!(json[2]["components"][0]["custom_id"], "k:c:3:hand");

    let many: Vec<Choice> = (0..60).map(|i| choice(&format!("/play take r{i}"), 2)).collect();
    let json = serde_json::to_value(components(&many, vec![])).unwrap();
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
        },
        Delivery::private(&alice, "your hand"),
        Delivery::Private {
            user: bob.clone(),
            text: "your turn".into(),
            image: None,
            choices: vec![choice("/play buy", 4)],
        },
        Delivery::private(&UserKey::new("telegram", "9"), "elsewhere"),
    ];
    let origin = Origin { user: Some(alice.clone()), private_by_dm: false };
    let posts = plan(&deliveries, &origin, &|_| Some(3));
    assert_eq!(posts.len(), 3);
    assert_eq!(posts[0].target, Target::Channel(ChannelId::new(100)));
    assert!(posts[0].content.starts_with("<@2>\n"));
    let body = serde_json::to_value(posts[0].to_message()).unwrap();
    assert_eq!(body["allowed_mentions"]["users"], json!(["2"]));
    assert_eq!(body["components"][0]["components"][1]["custom_id"], "k:c:3:hand");
    assert_eq!(body["attachments"][0]["filename"], "b.png");
    assert_eq!(posts[1].target, Target::Reply);
    let body = serde_json::to_value(posts[1].to_followup()).unwrap();
    assert_eq!(body["flags"], 64);
    assert_eq!(posts[2].target, Target::Direct(UserId::new(2)));

    let by_dm = Origin { user: Some(alice), private_by_dm: true };
    assert_eq!(plan(&deliveries[1..2], &by_dm, &|_| None)[0].target, Target::Direct(UserId::new(1)));
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
