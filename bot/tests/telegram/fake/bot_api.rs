//! Every call checked against the Bot API as Telegram publishes it, before the fake answers it: a
//! method the Bot API does not have is refused with Telegram's 404, and a call without a required
//! parameter, with a parameter the method does not have, or with a value of the wrong type (deep
//! into keyboards, buttons and media) with a 400 in Telegram's wording. Multipart bodies are read
//! as Telegram reads them: every text part is a string (numbers, booleans and JSON objects are read
//! out of it), and a file fills an `InputFile` parameter by its part name or by an
//! `attach://<part>` reference.
//!
//! The methods and types come from `bot/tests/data/telegram_bot_api.json`, an extract of the Bot
//! API page (see the README there). [`check_answer`] holds the fake's own answers to the same
//! types.

use std::sync::{LazyLock, Mutex};

use serde_json::{Map, Value, json};

use super::record::{Call, Inner};

/// The methods Kontor calls and every type they take.
static SPEC: LazyLock<Value> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../data/telegram_bot_api.json"))
        .expect("the Bot API extract parses")
});

/// One part of a multipart body.
#[derive(Clone, Debug)]
pub struct Part {
    pub name: String,
    /// The file name, for a file.
    pub file_name: Option<String>,
    pub data: Vec<u8>,
}

impl Part {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.data).into_owned()
    }
}

/// Telegram's answer to a call the Bot API does not allow, recorded as a refused call; `None`
/// when the call is allowed. `method` is lower case, `form` the parts of a multipart body.
pub(super) fn refuse(
    method: &str,
    params: &Value,
    form: Option<&[Part]>,
    inner: &Mutex<Inner>,
) -> Option<(u16, Value)> {
    let refusal = check(method, params, form).err()?;
    let at = tokio::time::Instant::now();
    let call =
        Call { method: method.to_string(), params: params.clone(), message_id: None, refused: true, at };
    let mut inner = inner.lock().unwrap();
    inner.off_spec.push(format!("{method}: {}", refusal.1));
    inner.calls.push(call);
    Some(refusal)
}

/// `Err((status, description))` as Telegram answers a call the Bot API does not allow.
pub fn check(method: &str, params: &Value, form: Option<&[Part]>) -> Result<(), (u16, Value)> {
    let Some(fields) = method_fields(method) else {
        return Err((404, json!("Not Found")));
    };
    let checked = match form {
        Some(parts) => check_form(fields, parts),
        None => check_json(fields, params),
    };
    checked.map_err(|why| (400, json!(format!("Bad Request: {why}"))))
}

/// Whether `value`, an answer the fake builds itself, is of type `ty` (`Array of ChatMember`) as
/// the Bot API publishes it.
pub fn check_answer(ty: &str, value: &Value) -> Result<(), String> {
    check_value(&[ty], value, "result", &[])
}

/// The parameters of a method, by its name in any case.
fn method_fields(method: &str) -> Option<&'static [Value]> {
    let methods = SPEC["methods"].as_object()?;
    let (_, fields) = methods.iter().find(|(name, _)| name.eq_ignore_ascii_case(method))?;
    fields.as_array().map(Vec::as_slice)
}

fn name(field: &Value) -> &str {
    field["name"].as_str().unwrap_or("")
}

fn types(field: &Value) -> Vec<&str> {
    field["types"].as_array().map(|t| t.iter().filter_map(Value::as_str).collect()).unwrap_or_default()
}

fn find<'a>(fields: &'a [Value], key: &str) -> Option<&'a Value> {
    fields.iter().find(|f| name(f) == key)
}

fn wrong(at: &str, types: &[&str]) -> String {
    format!("Field \"{at}\" must be of type {}", types.join(" or "))
}

fn check_json(fields: &[Value], params: &Value) -> Result<(), String> {
    let empty = Map::new();
    let given = match params {
        Value::Object(given) => given,
        Value::Null => &empty,
        _ => return Err("parameters must be a JSON object".into()),
    };
    for (key, value) in given {
        let field = find(fields, key).ok_or_else(|| format!("unknown parameter \"{key}\""))?;
        check_value(&types(field), value, key, &[])?;
    }
    dangling(given.values(), &[])?;
    missing(fields, |key| given.contains_key(key))
}

fn check_form(fields: &[Value], parts: &[Part]) -> Result<(), String> {
    let files: Vec<&str> = parts.iter().filter(|p| p.file_name.is_some()).map(|p| p.name.as_str()).collect();
    let texts: Vec<Value> = parts.iter().filter(|p| p.file_name.is_none()).map(|p| json!(p.text())).collect();
    dangling(texts.iter(), &files)?;
    for part in parts {
        match (find(fields, &part.name), &part.file_name) {
            (Some(field), Some(_)) if !types(field).contains(&"InputFile") => {
                return Err(wrong(&part.name, &types(field)));
            }
            (Some(_), Some(_)) => {}
            (Some(field), None) => check_text(&part.name, &types(field), &part.text(), &files)?,
            (None, Some(_)) if references(texts.iter()).contains(&part.name) => {}
            (None, _) => return Err(format!("unknown parameter \"{}\"", part.name)),
        }
    }
    missing(fields, |key| parts.iter().any(|p| p.name == key))
}

/// A text part: a string, from which Telegram reads numbers, booleans, `attach://` references
/// and JSON objects and arrays.
fn check_text(at: &str, types: &[&str], text: &str, files: &[&str]) -> Result<(), String> {
    let fits = |ty: &&str| match *ty {
        "String" => true,
        "Integer" => text.parse::<i64>().is_ok(),
        "Float" => text.parse::<f64>().is_ok(),
        "Boolean" => matches!(text, "true" | "false" | "True" | "False" | "1" | "0"),
        "True" => matches!(text, "true" | "True" | "1"),
        "InputFile" => text.strip_prefix("attach://").is_some_and(|part| files.contains(&part)),
        _ => false,
    };
    if types.iter().any(fits) {
        return Ok(());
    }
    match serde_json::from_str::<Value>(text) {
        Ok(value) if value.is_object() || value.is_array() => check_value(types, &value, at, files),
        _ => Err(wrong(at, types)),
    }
}

/// The first required parameter missing, in Telegram's words.
fn missing(fields: &[Value], given: impl Fn(&str) -> bool) -> Result<(), String> {
    let absent = fields.iter().filter(|f| f["required"] == true).map(name).find(|key| !given(key));
    match absent {
        None => Ok(()),
        Some("chat_id") => Err("chat_id is empty".into()),
        Some("text") => Err("message text is empty".into()),
        Some(key) => Err(format!("parameter \"{key}\" is required")),
    }
}

/// The parts `attach://<part>` references in these values name.
fn references<'a>(values: impl Iterator<Item = &'a Value>) -> Vec<String> {
    let mut found = Vec::new();
    for value in values {
        let text = match value {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        for (i, _) in text.match_indices("attach://") {
            let rest = &text[i + "attach://".len()..];
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
                .unwrap_or(rest.len());
            found.push(rest[..end].to_string());
        }
    }
    found
}

/// An `attach://` reference to a file the body does not carry.
fn dangling<'a>(values: impl Iterator<Item = &'a Value>, files: &[&str]) -> Result<(), String> {
    match references(values).into_iter().find(|part| !files.contains(&part.as_str())) {
        Some(part) => Err(format!("file \"attach://{part}\" not found in the request")),
        None => Ok(()),
    }
}

/// A value of one of `types`; `at` names it in the refusal.
fn check_value(types: &[&str], value: &Value, at: &str, files: &[&str]) -> Result<(), String> {
    let mut errors = Vec::new();
    for ty in types {
        match fits(ty, value, at, files) {
            Ok(()) => return Ok(()),
            Err(why) => errors.push(why),
        }
    }
    if errors.len() == 1 {
        return Err(errors.remove(0));
    }
    match best_object_type(types, value) {
        Some(i) => Err(errors.swap_remove(i)),
        None => Err(wrong(at, types)),
    }
}

/// Of several object types, the one whose fields name the most keys of `value`.
fn best_object_type(types: &[&str], value: &Value) -> Option<usize> {
    let keys = value.as_object()?;
    let score = |ty: &str| {
        let fields = SPEC["types"][ty]["fields"].as_array()?;
        Some(keys.keys().filter(|k| find(fields, k).is_some()).count())
    };
    let scored = types.iter().enumerate().filter_map(|(i, ty)| Some((score(ty)?, i)));
    scored.max_by_key(|&(score, i)| (score, usize::MAX - i)).map(|(_, i)| i)
}

fn fits(ty: &str, value: &Value, at: &str, files: &[&str]) -> Result<(), String> {
    if let Some(item) = ty.strip_prefix("Array of ") {
        let items = value.as_array().ok_or_else(|| wrong(at, &[ty]))?;
        return items.iter().enumerate().try_for_each(|(i, v)| fits(item, v, &format!("{at}[{i}]"), files));
    }
    let fine = match ty {
        "Integer" => value.is_i64() || value.is_u64(),
        "Float" => value.is_number(),
        "Boolean" => value.is_boolean(),
        "True" => value == &Value::Bool(true),
        "String" => value.is_string(),
        "InputFile" => {
            value.as_str().and_then(|s| s.strip_prefix("attach://")).is_some_and(|p| files.contains(&p))
        }
        _ => return fits_object(ty, value, at, files),
    };
    if fine { Ok(()) } else { Err(wrong(at, &[ty])) }
}

/// An object of type `ty`, or of one of its subtypes.
fn fits_object(ty: &str, value: &Value, at: &str, files: &[&str]) -> Result<(), String> {
    let spec = SPEC["types"].get(ty).ok_or_else(|| format!("type {ty} is not in the Bot API extract"))?;
    if let Some(subtypes) = spec["subtypes"].as_array() {
        let subtypes: Vec<&str> = subtypes.iter().filter_map(Value::as_str).collect();
        let tagged =
            subtypes.iter().find(|s| tag(s).is_some_and(|(key, c)| value.get(key) == Some(&json!(c))));
        let tag = subtypes.first().and_then(|s| value.get(tag(s)?.0)).and_then(Value::as_str);
        return match tagged {
            Some(subtype) => fits_object(subtype, value, at, files),
            None if subtypes.iter().any(|s| fits_object(s, value, at, files).is_ok()) => Ok(()),
            None => {
                Err(format!("Field \"{at}\" must be of type {ty}: unsupported type {:?}", tag.unwrap_or("")))
            }
        };
    }
    let object = value.as_object().ok_or_else(|| wrong(at, &[ty]))?;
    let fields = spec["fields"].as_array().map(Vec::as_slice).unwrap_or(&[]);
    let path = |key: &str| format!("{at}.{key}");
    for (key, v) in object {
        let field = find(fields, key).ok_or_else(|| format!("Unknown field \"{}\" in {ty}", path(key)))?;
        check_value(&types(field), v, &path(key), files)?;
        if let Some(constant) = field["const"].as_str().filter(|c| v != &json!(c)) {
            return Err(format!("Field \"{}\" must be \"{constant}\"", path(key)));
        }
    }
    match fields.iter().find(|f| f["required"] == true && !object.contains_key(name(f))) {
        Some(field) => Err(format!("Can't find field \"{}\"", path(name(field)))),
        None => Ok(()),
    }
}

/// The field that tells a subtype from its siblings and the constant it holds: `type` must be
/// `photo` in an `InputMediaPhoto`, `status` is `creator` in a `ChatMemberOwner`.
fn tag(ty: &str) -> Option<(&'static str, &'static str)> {
    let fields = SPEC["types"][ty]["fields"].as_array()?;
    fields.iter().find_map(|f| Some((f["name"].as_str()?, f["const"].as_str()?)))
}

#[cfg(test)]
#[path = "bot_api_tests.rs"]
mod tests;
