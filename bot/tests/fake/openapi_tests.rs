//! The fake's OpenAPI check: requests Kontor makes pass, each kind of violation is refused as
//! Discord refuses it.

use serde_json::{Value, json};

use super::{SNOWFLAKE, check, validate};

fn row() -> Value {
    json!({"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Join", "custom_id": "join"},
        {"type": 2, "style": 5, "label": "Rules", "url": "https://example.org"}
    ]})
}

/// The `_errors` leaf at `path` of a 400's errors: `(code, message)`.
fn error_at(method: &str, path: &str, body: Value, at: &[&str]) -> (String, String) {
    let (status, reply) = check(method, path, &body).expect_err("refused");
    assert_eq!(status, "400 Bad Request");
    let reply = reply.unwrap();
    assert_eq!((&reply["message"], &reply["code"]), (&json!("Invalid Form Body"), &json!(50035)));
    let leaf = at.iter().fold(&reply["errors"], |errors, key| &errors[*key]);
    let first = &leaf["_errors"][0];
    let text = |v: &Value| v.as_str().unwrap_or_else(|| panic!("no error at {at:?}: {reply}")).to_string();
    (text(&first["code"]), text(&first["message"]))
}

const MESSAGES: &str = "/api/v10/channels/100/messages";

#[test]
fn requests_kontor_makes_are_allowed() {
    let message = json!({"content": "Your turn", "components": [row()], "tts": false, "embeds": [],
        "allowed_mentions": {"parse": ["users"]}, "attachments": [{"id": 0, "filename": "board.png"}]});
    assert_eq!(check("POST", MESSAGES, &message), Ok(()));
    let select = json!({"type": 3, "custom_id": "pick", "options": [{"label": "Lübeck", "value": "1"}], "max_values": 1});
    let answer = json!({"type": 4, "data": {"content": "Pick", "flags": 64, "components": [{"type": 1, "components": [select]}]}});
    assert_eq!(check("POST", "/api/v10/interactions/5/tok/callback?with_response=false", &answer), Ok(()));
    assert_eq!(check("POST", "/api/v10/interactions/5/tok/callback", &json!({"type": 6})), Ok(()));
    let edit = json!({"content": "Done", "components": []});
    assert_eq!(check("PATCH", "/api/v10/webhooks/777/tok/messages/@original", &edit), Ok(()));
    assert_eq!(check("DELETE", "/api/v10/webhooks/777/tok/messages/@original", &Value::Null), Ok(()));
    assert_eq!(check("POST", "/api/v10/webhooks/777/tok?wait=true", &json!({"content": "later"})), Ok(()));
    assert_eq!(check("POST", "/api/v10/users/@me/channels", &json!({"recipient_id": "42"})), Ok(()));
    let commands = json!([{"name": "join", "description": "Take a seat", "type": 1,
        "name_localizations": {"pl": "dolacz"}, "contexts": [0], "integration_types": [0],
        "options": [{"type": 3, "name": "game", "description": "Which game", "required": true,
            "choices": [{"name": "Hansa", "value": "hansa"}]}]}]);
    assert_eq!(check("PUT", "/api/v10/applications/777/commands", &commands), Ok(()));
    assert_eq!(check("GET", "/api/v10/gateway/bot", &Value::Null), Ok(()));
}

#[test]
fn an_unknown_route_is_not_found_and_a_wrong_method_not_allowed() {
    let not_found = ("404 Not Found", Some(json!({"message": "404: Not Found", "code": 0})));
    assert_eq!(check("POST", "/api/v10/channels/100/letters", &json!({})), Err(not_found));
    let (status, reply) = check("PUT", MESSAGES, &json!({})).expect_err("refused");
    assert_eq!(
        (status, reply),
        ("405 Method Not Allowed", Some(json!({"message": "405: Method Not Allowed", "code": 0})))
    );
}

#[test]
fn limits_are_refused_in_discords_words() {
    let long = json!({"content": "x".repeat(4001)});
    let at = error_at("POST", MESSAGES, long, &["content"]);
    assert_eq!(at, ("BASE_TYPE_MAX_LENGTH".into(), "Must be 4000 or fewer in length.".into()));
    let mut button = row();
    button["components"][0]["label"] = json!("l".repeat(81));
    let at = error_at(
        "POST",
        MESSAGES,
        json!({"components": [button]}),
        &["components", "0", "components", "0", "label"],
    );
    assert_eq!(at.0, "BASE_TYPE_MAX_LENGTH");
    let six: Vec<Value> =
        (0..6).map(|i| json!({"type": 2, "style": 1, "label": "b", "custom_id": format!("b{i}")})).collect();
    let body = json!({"components": [{"type": 1, "components": six}]});
    let at = error_at("POST", MESSAGES, body, &["components", "0", "components"]);
    assert_eq!(at, ("BASE_TYPE_BAD_LENGTH".into(), "Must be between 1 and 5 in length.".into()));
    let select =
        json!({"type": 3, "custom_id": "pick", "options": [{"label": "a", "value": "a"}], "max_values": 0});
    let body = json!({"components": [{"type": 1, "components": [select]}]});
    let at = error_at("POST", MESSAGES, body, &["components", "0", "components", "0", "max_values"]);
    assert_eq!(at, ("NUMBER_TYPE_MIN".into(), "int value should be greater than or equal to 1.".into()));
}

#[test]
fn types_choices_and_required_fields_are_refused() {
    let at = error_at("POST", MESSAGES, json!({"content": 5}), &["content"]);
    assert_eq!(at, ("BASE_TYPE_STRING".into(), "Could not interpret \"5\" as string.".into()));
    let at = error_at("POST", MESSAGES, json!({"flags": 1.5}), &["flags"]);
    assert_eq!(at, ("NUMBER_TYPE_COERCE".into(), "Value \"1.5\" is not int.".into()));
    assert_eq!(check("POST", MESSAGES, &json!({"flags": 64.0})), Ok(()), "an integer, to JSON Schema");
    let at = error_at("POST", MESSAGES, json!({"flags": "x"}), &["flags"]);
    assert_eq!(at, ("NUMBER_TYPE_COERCE".into(), "Value \"x\" is not int.".into()));
    let mut button = row();
    button["components"][0]["style"] = json!(9);
    let at = error_at(
        "POST",
        MESSAGES,
        json!({"components": [button]}),
        &["components", "0", "components", "0", "style"],
    );
    assert_eq!(at, ("BASE_TYPE_CHOICES".into(), "Value must be one of {1, 2, 3, 4, 5, 6}.".into()));
    let at = error_at("POST", MESSAGES, json!({"components": [{"type": 99}]}), &["components", "0"]);
    assert_eq!(at.0, "UNION_TYPE_CHOICES");
    let at =
        error_at("PUT", "/api/v10/applications/777/commands", json!([{"description": "x"}]), &["0", "name"]);
    assert_eq!(at, ("BASE_TYPE_REQUIRED".into(), "This field is required".into()));
    let at = error_at("POST", "/api/v10/channels/abc/messages", json!({"content": "hi"}), &["channel_id"]);
    assert_eq!(at, ("NUMBER_TYPE_COERCE".into(), "Value \"abc\" is not snowflake.".into()));
    let callback = json!({"type": 4, "data": {"content": "x".repeat(2001)}});
    let at = error_at("POST", "/api/v10/interactions/5/tok/callback", callback, &["data", "content"]);
    assert_eq!(at.0, "BASE_TYPE_MAX_LENGTH", "the branch the callback's type names says why");
    let follow_up = json!({"content": "x".repeat(2001)});
    let at = error_at("POST", "/api/v10/webhooks/777/tok", follow_up, &["content"]);
    assert_eq!(at.0, "BASE_TYPE_MAX_LENGTH", "the closest branch says why");
    let at = error_at("POST", MESSAGES, json!({"attachments": [{"id": -1}]}), &["attachments", "0", "id"]);
    assert_eq!(at.0, "BASE_TYPE_STRING", "a snowflake is a string of digits or a number from 0");
}

#[test]
fn the_validator_covers_the_keywords_the_extract_uses() {
    let schema = json!({"type": "object", "additionalProperties": false, "required": ["a"],
        "properties": {"a": {"allOf": [{"type": ["string", "null"]}, {"maxLength": 2}]}, "b": {"const": 1}}});
    assert!(validate(&schema, &json!({"a": null, "b": 1})).is_empty());
    assert_eq!(validate(&schema, &json!({"a": "abc"}))["a"]["_errors"][0]["code"], "BASE_TYPE_MAX_LENGTH");
    assert_eq!(validate(&schema, &json!({"a": "x", "c": 1}))["c"]["_errors"][0]["code"], "UNKNOWN_FIELD");
    assert_eq!(validate(&schema, &json!({"a": "x", "b": 2}))["b"]["_errors"][0]["code"], "BASE_TYPE_CHOICES");
    let unique = json!({"type": "array", "uniqueItems": true, "items": {"type": "integer", "maximum": 3}});
    let errors = validate(&unique, &json!([1, 1, 4]));
    assert_eq!(errors["_errors"][0]["code"], "ARRAY_ITEM_VALUE_ALREADY_EXISTS");
    assert_eq!(errors["2"]["_errors"][0]["code"], "NUMBER_TYPE_MAX");
    // The only pattern the validator knows is the only one the extract has.
    let extract = include_str!("../data/discord_openapi.json");
    let patterns: Vec<&str> = extract.match_indices("\"pattern\": ").map(|(i, _)| &extract[i..]).collect();
    assert!(!patterns.is_empty());
    let known = format!("\"pattern\": {}", json!(SNOWFLAKE));
    assert!(patterns.iter().all(|p| p.starts_with(&known)), "a pattern the validator does not check");
}

#[tokio::test]
#[should_panic(expected = "requests Discord's API does not allow")]
async fn the_fake_refuses_requests_off_the_api_and_fails_the_test_that_made_them() {
    let fake = super::super::FakeDiscord::start().await;
    let headers = format!("authorization: Bot {}\r\ncontent-type: application/json\r\n", super::super::TOKEN);
    let ask = |path, body| crate::raw_http::post(&fake.url, path, &headers, body);
    let reply = ask("/api/v10/channels/100/letters", "{}").await;
    assert!(
        reply.starts_with("HTTP/1.1 404 Not Found")
            && reply.ends_with(r#"{"code":0,"message":"404: Not Found"}"#),
        "{reply}"
    );
    let reply = ask("/api/v10/channels/100/messages", r#"{"content": 5}"#).await;
    assert!(
        reply.starts_with("HTTP/1.1 400 Bad Request") && reply.contains(r#""code":"BASE_TYPE_STRING""#),
        "{reply}"
    );
    drop(fake);
}
