//! Players whose Discord speaks Polish: the slash commands are registered with Polish
//! descriptions (within Discord's limits), and a new user whose interactions carry `locale: "pl"`
//! is answered in Polish — by the service, by the adapter itself, and in their game prompts —
//! over the real `kontor run` and in process.

use super::live::{Kontor, config, until};
use super::*;

/// Whether a text reads as Polish: Polish letters that English texts never use.
fn polish(text: &str) -> bool {
    text.chars().any(|c| "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ".contains(c))
}

/// The same interaction from a Discord app set to Polish.
fn in_polish(mut interaction: Value) -> Value {
    interaction["locale"] = json!("pl");
    interaction
}

/// Every command and option of a registration has a `pl` name and description within Discord's
/// limits; descriptions are Polish where the English one has words to translate.
fn assert_polish_registration(commands: &Value) {
    let commands = commands.as_array().expect("a list of commands");
    assert!(commands.len() >= 20, "{commands:?}");
    let check = |what: &str, item: &Value| {
        let name = item["name_localizations"]["pl"].as_str().unwrap_or_else(|| panic!("{what}: a pl name"));
        let description = item["description_localizations"]["pl"]
            .as_str()
            .unwrap_or_else(|| panic!("{what}: a pl description"));
        assert!(fake::command_name_ok(name), "{what}: {name}");
        assert!(fake::command_description_ok(description), "{what}: {description}");
        assert_ne!(description, item["description"].as_str().unwrap(), "{what}: described in Polish");
    };
    for command in commands {
        let name = command["name"].as_str().unwrap();
        check(name, command);
        for option in command["options"].as_array().into_iter().flatten() {
            check(&format!("{name} {}", option["name"]), option);
        }
    }
    let new = commands.iter().find(|c| c["name"] == "new").unwrap();
    assert_eq!(
        new["description_localizations"]["pl"],
        "Otwórz grę na tym kanale; zajmujesz pierwsze miejsce"
    );
}

#[test]
fn every_command_is_registered_with_polish_descriptions_discord_accepts() {
    let commands = serde_json::to_value(kontor_bot::discord::commands::application_commands()).unwrap();
    assert_eq!(fake::invalid_commands(&commands), None, "Discord accepts the registration");
    assert_polish_registration(&commands);
}

#[test]
fn the_fake_refuses_localizations_discord_refuses() {
    let command = |localized: Value| {
        let mut c = json!({"name": "play", "description": "Make a move", "type": 1});
        c.as_object_mut().unwrap().extend(localized.as_object().unwrap().clone());
        json!([c])
    };
    let accepted = command(
        json!({"name_localizations": {"pl": "graj"}, "description_localizations": {"pl": "Wykonaj ruch"}}),
    );
    assert_eq!(fake::invalid_commands(&accepted), None);
    for refused in [
        json!({"name_localizations": {"pl": "Graj"}}),
        json!({"name_localizations": {"pl": "wykonaj ruch"}}),
        json!({"name_localizations": {"pl": "x".repeat(33)}}),
        json!({"name_localizations": {"polish": "graj"}}),
        json!({"description_localizations": {"pl": ""}}),
        json!({"description_localizations": {"pl": "d".repeat(101)}}),
        json!({"description_localizations": {"pl-PL": "Wykonaj ruch"}}),
    ] {
        assert!(fake::invalid_commands(&command(refused.clone())).is_some(), "{refused}");
    }
}

#[tokio::test]
async fn the_adapters_own_answers_follow_the_interactions_locale() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let click = |custom_id: &str| {
        serde_json::from_value::<Interaction>(in_polish(discord.click_json(ALICE, CHANNEL, custom_id, None)))
            .unwrap()
    };
    let calls = discord.send(&adapter, click("someone-else:1")).await;
    assert_eq!(calls[0].json["data"]["content"], "Ten przycisk nie należy do Kontora.");
    // A game command in a DM with Kontor.
    let mut dm = discord.base(2, BOB, BOB + DM_OFFSET);
    dm["data"] = json!({"id": "1", "name": "new", "type": 1, "options": []});
    let dm = in_polish(dm);
    let calls = discord.send(&adapter, serde_json::from_value(dm).unwrap()).await;
    let content = calls[0].json["data"]["content"].as_str().unwrap();
    assert!(content.starts_with("Gry toczą się na kanałach serwerów"), "{content}");
    // A user who chose English with /lang keeps it, whatever their app says.
    let english = discord.slash_json(ALICE, "lang", json!([{"name": "text", "type": 3, "value": "en"}]));
    discord.send(&adapter, serde_json::from_value(in_polish(english)).unwrap()).await;
    let calls = discord.send(&adapter, click("someone-else:2")).await;
    assert_eq!(calls[0].json["data"]["content"], "This button does not belong to Kontor.");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kontor_run_speaks_polish_to_a_new_user_whose_discord_is_polish() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let config = config(dir.path(), &discord.fake.url);
    let log = dir.path().join("kontor.log");
    let _kontor = Kontor::start(&config, &log);

    // The registration Discord accepted carries the Polish descriptions.
    until("the registration", 60, || discord.fake.registered().is_some()).await;
    assert_polish_registration(&discord.fake.registered().unwrap());

    let opts = new_game("carthage", 2, Some(7));
    let calls = discord.over_gateway(in_polish(discord.slash_json(ALICE, "new", opts))).await;
    // The chat nobody set a language for speaks its opener's.
    let opened = channel_posts(&calls)[0].json["content"].as_str().unwrap().to_string();
    assert!(polish(&opened), "{opened}");
    discord.over_gateway(in_polish(discord.slash_json(ALICE, "addbot", json!([])))).await;
    let calls = discord.over_gateway(in_polish(discord.slash_json(ALICE, "start", json!([])))).await;
    let prompt = calls
        .iter()
        .rev()
        .find(|c| discord.private_to(c) == Some(ALICE) && !menu_entries(&c.json["components"]).0.is_empty())
        .unwrap_or_else(|| panic!("alice's prompt: {calls:#?}"));
    let text = prompt.json["content"].as_str().unwrap();
    assert!(polish(text), "the prompt in Polish: {text}");
    // The board's buttons speak the channel's language.
    let board = channel_posts(&calls).into_iter().find(|c| !c.files.is_empty()).expect("the board");
    assert!(board.json["components"].to_string().contains("Moje ruchy"), "{}", board.json["components"]);
    // `/status` in Polish.
    let calls = discord.over_gateway(in_polish(discord.slash_json(ALICE, "status", json!([])))).await;
    let said: String = calls.iter().map(|c| c.json["content"].as_str().unwrap_or("")).collect();
    assert!(polish(&said), "{calls:#?}");
}
