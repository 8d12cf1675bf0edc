//! Every request checked against Discord's OpenAPI description before the fake answers it: a
//! route Discord does not have is refused with its 404 (`{"message": "404: Not Found", "code": 0}`),
//! a method the route does not take with its 405, and path parameters and a JSON body (or the
//! `payload_json` part of a multipart body) that do not match the route's schemas with its 400
//! `{"message": "Invalid Form Body", "code": 50035, "errors": {…}}`, the errors nested by field
//! as Discord nests them (`{"content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", …}]}}`).
//!
//! The schema subset the extract uses is checked by hand: `type` (with `null`), `properties`,
//! `required`, `additionalProperties`, `maxProperties`, `minLength`/`maxLength`, `pattern` (the
//! snowflake's, the only one used), `minItems`/`maxItems`, `uniqueItems`, `minimum`/`maximum`,
//! `enum`, `const`, `oneOf`/`anyOf` (at least one branch; the branch a value's `type` names, or
//! else the closest, reports its errors), `allOf` and `$ref`. The routes and schemas come from `bot/tests/data/discord_openapi.json`, an
//! extract of discord/discord-api-spec (see the README there). One leniency, as Discord's own: a
//! snowflake may be a number as well as a string of digits (serenity numbers new attachments so).

use std::sync::LazyLock;

use serde_json::{Map, Value, json};

use super::Call;

/// The routes Kontor calls and every schema they reference.
static SPEC: LazyLock<Value> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../data/discord_openapi.json")).expect("the OpenAPI extract parses")
});

/// The snowflake pattern, the only `pattern` in the extract.
pub const SNOWFLAKE: &str = "^(0|[1-9][0-9]*)$";

/// Errors nested as Discord nests them: field names and array indices, `_errors` at the leaves.
type Errors = Map<String, Value>;

/// Discord's answer to a request its API does not allow, or `None`.
pub fn refusal(call: &Call) -> Option<(&'static str, Option<Value>)> {
    check(&call.method, &call.path, &call.json).err()
}

/// `Err((status, body))` as Discord answers a request its API does not allow.
pub fn check(method: &str, path: &str, body: &Value) -> Result<(), (&'static str, Option<Value>)> {
    let path = path.split('?').next().unwrap_or_default();
    let path = path.strip_prefix("/api/v10").unwrap_or(path);
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let mut routes: Vec<(&Value, usize)> =
        operations().filter_map(|op| Some((op, literals(op, &segments)?))).collect();
    if routes.is_empty() {
        return Err(("404 Not Found", Some(json!({"message": "404: Not Found", "code": 0}))));
    }
    routes.sort_by_key(|&(_, literal)| std::cmp::Reverse(literal));
    let Some((op, _)) = routes.into_iter().find(|(op, _)| op["method"] == method) else {
        return Err((
            "405 Method Not Allowed",
            Some(json!({"message": "405: Method Not Allowed", "code": 0})),
        ));
    };
    let errors = invalid(op, &segments, body);
    if errors.is_empty() {
        return Ok(());
    }
    let body = json!({"message": "Invalid Form Body", "code": 50035, "errors": errors});
    Err(("400 Bad Request", Some(body)))
}

fn operations() -> impl Iterator<Item = &'static Value> {
    SPEC["operations"].as_array().into_iter().flatten()
}

/// How many literal segments of the route's template match `segments`, if all of them match.
fn literals(op: &Value, segments: &[&str]) -> Option<usize> {
    let template: Vec<&str> = op["path"].as_str()?.trim_start_matches('/').split('/').collect();
    if template.len() != segments.len() {
        return None;
    }
    let mut count = 0;
    for (t, s) in template.iter().zip(segments) {
        let parameter = t.starts_with('{') && !s.is_empty();
        if !parameter && t != s {
            return None;
        }
        count += usize::from(!parameter);
    }
    Some(count)
}

/// The errors of a request's path parameters and body against its route.
fn invalid(op: &Value, segments: &[&str], body: &Value) -> Errors {
    let mut errors = Errors::new();
    let template = op["path"].as_str().unwrap_or_default().trim_start_matches('/').split('/');
    for (t, s) in template.zip(segments) {
        let Some(name) = t.strip_prefix('{').and_then(|t| t.strip_suffix('}')) else { continue };
        let found = validate(&op["parameters"][name], &json!(s));
        if !found.is_empty() {
            errors.insert(name.to_string(), Value::Object(found));
        }
    }
    if !op["body"].is_null() {
        merge(&mut errors, validate(&op["body"], body));
    }
    errors
}

fn leaf(code: &str, message: String) -> Errors {
    let mut errors = Errors::new();
    errors.insert("_errors".into(), json!([{"code": code, "message": message}]));
    errors
}

/// Adds `more` into `errors`, field by field.
fn merge(errors: &mut Errors, more: Errors) {
    for (key, value) in more {
        match (errors.get_mut(&key), value) {
            (Some(Value::Array(list)), Value::Array(extra)) => list.extend(extra),
            (Some(Value::Object(inner)), Value::Object(extra)) => merge(inner, extra),
            (_, value) => {
                errors.insert(key, value);
            }
        }
    }
}

fn nest(errors: &mut Errors, key: String, inner: Errors) {
    if !inner.is_empty() {
        merge(errors, Errors::from_iter([(key, Value::Object(inner))]));
    }
}

fn resolve(reference: &str) -> &'static Value {
    let name = reference.rsplit('/').next().unwrap_or_default();
    &SPEC["schemas"][name]
}

/// The errors of `value` against `schema`; empty if it matches.
pub fn validate(schema: &Value, value: &Value) -> Errors {
    if let Some(reference) = schema["$ref"].as_str() {
        return validate(resolve(reference), value);
    }
    // Discord takes a snowflake as a number too (its own upload example sends `"id": 0`).
    if schema["format"] == "snowflake" && value.is_u64() {
        return Errors::new();
    }
    let mut errors = Errors::new();
    for part in schema["allOf"].as_array().into_iter().flatten() {
        merge(&mut errors, validate(part, value));
    }
    if let Some(branches) = schema["oneOf"].as_array().or(schema["anyOf"].as_array()) {
        merge(&mut errors, union(branches, value));
    }
    if !schema["type"].is_null() && !type_ok(&schema["type"], value) {
        merge(&mut errors, type_error(&schema["type"], value));
        return errors;
    }
    if !value.is_null() {
        merge(&mut errors, choices(schema, value));
    }
    match value {
        Value::String(s) => merge(&mut errors, string(schema, s)),
        Value::Number(_) => merge(&mut errors, number(schema, value)),
        Value::Array(items) => merge(&mut errors, array(schema, items)),
        Value::Object(fields) => merge(&mut errors, object(schema, fields)),
        _ => {}
    }
    errors
}

/// A value of at least one branch. If none fits, the branch the value's `type` field names (or
/// the one branch besides `null`) says why; else Discord's union error.
fn union(branches: &[Value], value: &Value) -> Errors {
    let mut results: Vec<Errors> = branches.iter().map(|b| validate(b, value)).collect();
    if results.iter().any(Map::is_empty) {
        return Errors::new();
    }
    let tags: Vec<Option<&Value>> = branches.iter().map(tag).collect();
    let named: Vec<usize> =
        (0..branches.len()).filter(|&i| value.get("type").is_some_and(|t| tag_accepts(tags[i], t))).collect();
    let not_null: Vec<usize> = (0..branches.len()).filter(|&i| branches[i]["type"] != "null").collect();
    let consts: Vec<&Value> = branches.iter().filter_map(|b| b.get("const")).collect();
    match (named.as_slice(), not_null.as_slice()) {
        ([i], _) | ([], [i]) => results.swap_remove(*i),
        _ if consts.len() == branches.len() => {
            let allowed: Vec<String> = consts.iter().map(|c| c.to_string()).collect();
            leaf("BASE_TYPE_CHOICES", format!("Value must be one of {{{}}}.", allowed.join(", ")))
        }
        _ if tags.iter().any(Option::is_some) => {
            let allowed: Vec<String> = tags.iter().flatten().map(|t| list(t)).collect();
            leaf(
                "UNION_TYPE_CHOICES",
                format!("Value of field \"type\" must be one of ({}).", allowed.join(", ")),
            )
        }
        _ => {
            let closest = (0..results.len()).min_by_key(|&i| leaves(&results[i])).unwrap_or(0);
            results.swap_remove(closest)
        }
    }
}

/// How many `_errors` lists `errors` holds.
fn leaves(errors: &Errors) -> usize {
    errors
        .iter()
        .map(|(key, value)| if key == "_errors" { 1 } else { value.as_object().map_or(0, leaves) })
        .sum()
}

/// The `enum` (or `const`) of a branch's `type` property: what tells the branches apart.
fn tag(branch: &Value) -> Option<&Value> {
    let branch = match branch["$ref"].as_str() {
        Some(reference) => resolve(reference),
        None => branch,
    };
    let property = &branch["properties"]["type"];
    property.get("enum").or(property.get("const"))
}

fn tag_accepts(tag: Option<&Value>, value: &Value) -> bool {
    match tag {
        Some(Value::Array(values)) => values.contains(value),
        Some(constant) => constant == value,
        None => false,
    }
}

/// The items of an `enum` or a `const`, as Discord lists them.
fn list(values: &Value) -> String {
    match values {
        Value::Array(values) => values.iter().map(Value::to_string).collect::<Vec<_>>().join(", "),
        value => value.to_string(),
    }
}

fn type_ok(types: &Value, value: &Value) -> bool {
    let one = |ty: &str| match ty {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        // JSON Schema's integers are numbers without a fraction: `2.0` is one (poise sends those).
        "integer" => value.is_i64() || value.is_u64() || value.as_f64().is_some_and(|n| n.fract() == 0.0),
        "number" => value.is_number(),
        "string" => value.is_string(),
        "array" => value.is_array(),
        "object" => value.is_object(),
        _ => false,
    };
    match types {
        Value::Array(types) => types.iter().filter_map(Value::as_str).any(one),
        ty => ty.as_str().is_some_and(one),
    }
}

fn type_error(types: &Value, value: &Value) -> Errors {
    let expected = match types {
        Value::Array(types) => {
            types.iter().filter_map(Value::as_str).find(|t| *t != "null").unwrap_or("null")
        }
        ty => ty.as_str().unwrap_or_default(),
    };
    let shown = value.as_str().map_or_else(|| value.to_string(), String::from);
    match expected {
        _ if value.is_null() => leaf("BASE_TYPE_REQUIRED", "This field is required".into()),
        "integer" => leaf("NUMBER_TYPE_COERCE", format!("Value \"{shown}\" is not int.")),
        "number" => leaf("NUMBER_TYPE_COERCE", format!("Value \"{shown}\" is not a valid number.")),
        "string" => leaf("BASE_TYPE_STRING", format!("Could not interpret \"{shown}\" as string.")),
        "boolean" => leaf("BASE_TYPE_BOOLEAN", "Must be either true or false.".into()),
        "array" => leaf("LIST_TYPE_CONVERT", "Only iterables may be used in a ListType".into()),
        _ => leaf("MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType".into()),
    }
}

fn choices(schema: &Value, value: &Value) -> Errors {
    let allowed = schema.get("enum").or(schema.get("const"));
    match allowed {
        Some(allowed) if !tag_accepts(Some(allowed), value) => {
            leaf("BASE_TYPE_CHOICES", format!("Value must be one of {{{}}}.", list(allowed)))
        }
        _ => Errors::new(),
    }
}

/// A length (of a string, array or object) against `min…`/`max…` bounds, in Discord's words.
fn length(schema: &Value, len: usize, min: &str, max: &str) -> Errors {
    let (low, high) = (schema[min].as_u64(), schema[max].as_u64());
    let len = len as u64;
    let outside = low.is_some_and(|l| len < l) || high.is_some_and(|h| len > h);
    match (low, high) {
        _ if !outside => Errors::new(),
        (Some(l), Some(h)) => leaf("BASE_TYPE_BAD_LENGTH", format!("Must be between {l} and {h} in length.")),
        (Some(l), None) => leaf("BASE_TYPE_MIN_LENGTH", format!("Must be {l} or more in length.")),
        (None, h) => leaf("BASE_TYPE_MAX_LENGTH", format!("Must be {} or fewer in length.", h.unwrap_or(0))),
    }
}

fn string(schema: &Value, s: &str) -> Errors {
    let mut errors = length(schema, s.chars().count(), "minLength", "maxLength");
    let digits = !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    if schema["pattern"] == SNOWFLAKE && !(s == "0" || (digits && !s.starts_with('0'))) {
        merge(&mut errors, leaf("NUMBER_TYPE_COERCE", format!("Value \"{s}\" is not snowflake.")));
    }
    errors
}

fn number(schema: &Value, value: &Value) -> Errors {
    let n = value.as_f64().unwrap_or_default();
    let kind = if value.is_f64() { "float" } else { "int" };
    if let Some(min) = schema["minimum"].as_f64().filter(|&min| n < min) {
        return leaf("NUMBER_TYPE_MIN", format!("{kind} value should be greater than or equal to {min}."));
    }
    match schema["maximum"].as_f64().filter(|&max| n > max) {
        Some(max) => leaf("NUMBER_TYPE_MAX", format!("{kind} value should be less than or equal to {max}.")),
        None => Errors::new(),
    }
}

fn array(schema: &Value, items: &[Value]) -> Errors {
    let mut errors = length(schema, items.len(), "minItems", "maxItems");
    if schema["uniqueItems"] == true && items.iter().enumerate().any(|(i, item)| items[..i].contains(item)) {
        merge(
            &mut errors,
            leaf("ARRAY_ITEM_VALUE_ALREADY_EXISTS", "The specified value is already in the list.".into()),
        );
    }
    if !schema["items"].is_null() {
        for (i, item) in items.iter().enumerate() {
            nest(&mut errors, i.to_string(), validate(&schema["items"], item));
        }
    }
    errors
}

fn object(schema: &Value, fields: &Map<String, Value>) -> Errors {
    let mut errors = length(schema, fields.len(), "minProperties", "maxProperties");
    let properties = schema["properties"].as_object();
    for key in schema["required"].as_array().into_iter().flatten().filter_map(Value::as_str) {
        if !fields.contains_key(key) {
            nest(&mut errors, key.into(), leaf("BASE_TYPE_REQUIRED", "This field is required".into()));
        }
    }
    for (key, value) in fields {
        let inner = match (properties.and_then(|p| p.get(key)), &schema["additionalProperties"]) {
            (Some(property), _) => validate(property, value),
            (None, Value::Bool(false)) => leaf("UNKNOWN_FIELD", "This field is not allowed.".into()),
            (None, Value::Object(_)) => validate(&schema["additionalProperties"], value),
            (None, _) => Errors::new(),
        };
        nest(&mut errors, key.clone(), inner);
    }
    errors
}

#[cfg(test)]
#[path = "openapi_tests.rs"]
mod tests;
