//! The fake's HTTP/1.1 server: reads requests (JSON, multipart and chunked bodies), serves a
//! queued fault in place of the answer, and writes the Bot API's JSON envelope.

use std::sync::{Arc, Mutex};

use serde_json::{Map, Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::sync::Notify;

use super::api::answer;
use super::bot_api::{self, Part};
use super::faults::{Fault, too_many};
use super::record::{Call, Inner};

pub(super) async fn serve(stream: TcpStream, inner: Arc<Mutex<Inner>>, notify: Arc<Notify>) {
    let mut reader = BufReader::new(stream);
    loop {
        let Some((path, headers, body)) = read_request(&mut reader).await else { return };
        let method = path.rsplit('/').next().unwrap_or("").to_ascii_lowercase();
        let (params, form) = parse_params(&headers, &body);
        let fault = {
            let mut state = inner.lock().unwrap();
            let at = state.faults.iter().position(|(m, _)| *m == method);
            let fault = at.and_then(|i| state.faults.remove(i)).map(|(_, f)| f);
            if fault.as_ref().is_some_and(|f| !matches!(f, Fault::Slow(_))) {
                let call = Call {
                    method: method.clone(),
                    params: params.clone(),
                    message_id: None,
                    refused: true,
                    at: tokio::time::Instant::now(),
                };
                state.calls.push(call);
            }
            fault
        };
        if let Some(Fault::Slow(delay)) = fault {
            // Telegram takes its time (a slow upload), then answers as usual.
            tokio::time::sleep(delay).await;
        } else if let Some(Fault::Dropped) = fault {
            return;
        } else if let Some(fault) = fault {
            let (status, kind, body) = match fault {
                Fault::Slow(_) | Fault::Dropped => unreachable!("handled above"),
                Fault::TooManyRequests(seconds) => (
                    "429 Too Many Requests",
                    "application/json",
                    too_many(seconds).to_string(),
                ),
                Fault::BadGatewayHtml => (
                    "502 Bad Gateway",
                    "text/html",
                    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n".to_string(),
                ),
                Fault::CantParseEntities => (
                    "400 Bad Request",
                    "application/json",
                    json!({"ok": false, "error_code": 400,
                        "description": "Bad Request: can't parse entities: Unsupported start tag \"x\" at byte offset 0"})
                    .to_string(),
                ),
                Fault::InternalJson => (
                    "500 Internal Server Error",
                    "application/json",
                    json!({"ok": false, "error_code": 500, "description": "Internal Server Error"}).to_string(),
                ),
            };
            let reply = format!(
                "HTTP/1.1 {status}\r\ncontent-type: {kind}\r\ncontent-length: {}\r\n\r\n{body}",
                body.len()
            );
            if reader.get_mut().write_all(reply.as_bytes()).await.is_err() {
                return;
            }
            continue;
        }
        let (status, result) = match bot_api::refuse(&method, &params, form.as_deref(), &inner) {
            Some(refused) => refused,
            None => answer(&method, params, &inner, &notify).await,
        };
        let text = match (status, result) {
            (200, result) => json!({"ok": true, "result": result}).to_string(),
            (_, Value::Object(mut fields)) => {
                fields.insert("ok".into(), json!(false));
                fields.insert("error_code".into(), json!(status));
                Value::Object(fields).to_string()
            }
            (_, description) => {
                json!({"ok": false, "error_code": status, "description": description}).to_string()
            }
        };
        let reply = format!(
            "HTTP/1.1 {status} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{text}",
            match status {
                200 => "OK",
                400 => "Bad Request",
                404 => "Not Found",
                409 => "Conflict",
                413 => "Request Entity Too Large",
                429 => "Too Many Requests",
                _ => "Forbidden",
            },
            text.len()
        );
        if reader.get_mut().write_all(reply.as_bytes()).await.is_err() {
            return;
        }
    }
}

async fn read_request(reader: &mut BufReader<TcpStream>) -> Option<(String, Vec<(String, String)>, Vec<u8>)> {
    let mut line = String::new();
    if reader.read_line(&mut line).await.ok()? == 0 {
        return None;
    }
    let path = line.split_whitespace().nth(1)?.to_string();
    let mut headers = Vec::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).await.ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
    }
    let get = |name: &str| headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
    let mut body = Vec::new();
    if let Some(length) = get("content-length") {
        body.resize(length.parse().ok()?, 0);
        reader.read_exact(&mut body).await.ok()?;
    } else if get("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size).await.ok()?;
            let size = usize::from_str_radix(size.trim(), 16).ok()?;
            let mut chunk = vec![0; size + 2];
            reader.read_exact(&mut chunk).await.ok()?;
            if size == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..size]);
        }
    }
    Some((path, headers, body))
}

/// The parameters of a request, and the parts of a multipart body.
fn parse_params(headers: &[(String, String)], body: &[u8]) -> (Value, Option<Vec<Part>>) {
    let content_type =
        headers.iter().find(|(n, _)| n == "content-type").map(|(_, v)| v.as_str()).unwrap_or("");
    if let Some(boundary) = content_type.split("boundary=").nth(1) {
        let parts = parts(body, boundary.trim_matches('"'));
        return (multipart(&parts), Some(parts));
    }
    (serde_json::from_slice(body).unwrap_or(Value::Object(Map::new())), None)
}

fn parts(body: &[u8], boundary: &str) -> Vec<Part> {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut starts = Vec::new();
    let mut i = 0;
    while i + delimiter.len() <= body.len() {
        if body[i..].starts_with(&delimiter) {
            starts.push(i);
            i += delimiter.len();
        } else {
            i += 1;
        }
    }
    let mut parts = Vec::new();
    for pair in starts.windows(2) {
        let part = &body[pair[0] + delimiter.len()..pair[1]];
        let Some(split) = part.windows(4).position(|w| w == b"\r\n\r\n") else { continue };
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let data = &part[split + 4..];
        let data = data.strip_suffix(b"\r\n").unwrap_or(data).to_vec();
        let name = field(&head, "name").unwrap_or_default();
        parts.push(Part { name, file_name: field(&head, "filename"), data });
    }
    parts
}

fn multipart(parts: &[Part]) -> Value {
    let mut out = Map::new();
    for Part { name, file_name, data } in parts {
        match file_name {
            Some(file_name) => {
                let png = data.starts_with(b"\x89PNG\r\n\x1a\n");
                let gif = data.starts_with(b"GIF89a") || data.starts_with(b"GIF87a");
                let file = json!({"file_name": file_name, "size": data.len(), "png": png, "gif": gif});
                out.insert(name.clone(), file);
            }
            None => {
                let data = String::from_utf8_lossy(data).to_string();
                let value = serde_json::from_str(&data).unwrap_or(Value::String(data));
                out.insert(name.clone(), value);
            }
        }
    }
    // Files sent as `attach://<part>` stand in the field that names them.
    let attached: Vec<(String, String)> = out
        .iter()
        .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.strip_prefix("attach://")?.to_string())))
        .collect();
    for (field, part) in attached {
        if let Some(file) = out.remove(&part) {
            out.insert(field, file);
        }
    }
    Value::Object(out)
}

fn field(head: &str, key: &str) -> Option<String> {
    let start = head.find(&format!(" {key}=\""))? + key.len() + 3;
    let rest = &head[start..];
    Some(rest[..rest.find('"')?].to_string())
}
