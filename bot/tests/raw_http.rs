//! One raw HTTP/1.1 request to a fake, for the tests of what the fakes refuse: the requests an
//! HTTP client library would not send.

use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// POSTs `body` to `path` of the fake at `url` (`http://host:port`) with the header lines
/// `headers` (each ending in `\r\n`) and a `content-length`, and returns the whole answer as text.
pub async fn post(url: &str, path: &str, headers: &str, body: &str) -> String {
    let host = url.trim_start_matches("http://").trim_end_matches('/');
    let mut stream = tokio::net::TcpStream::connect(host).await.unwrap();
    let head =
        format!("POST {path} HTTP/1.1\r\nhost: {host}\r\n{headers}content-length: {}\r\n\r\n", body.len());
    stream.write_all(format!("{head}{body}").as_bytes()).await.unwrap();
    stream.shutdown().await.unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).await.unwrap();
    reply
}
