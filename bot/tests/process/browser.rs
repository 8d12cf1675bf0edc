//! The game's page in a real browser: Debian's Chromium, driven by its ChromeDriver over the
//! WebDriver protocol, opens the page of a `kontor local --web` game, finds every city of the
//! Hansa board among the SVG's texts, sees the page change after a move, and takes screenshots
//! of a 390×844 phone viewport and a 1280×800 desktop one into `target/tmp/kontor-browser/`
//! (kept by CI).
//!
//! Without `chromedriver` the test says so and passes, unless `KONTOR_TEST_BROWSER` is set (as
//! `.ci/run` sets it after installing the browser): then a missing browser fails it.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use base64::Engine as _;
use serde_json::{Value, json};

use super::{kontor_local, talk_to};

/// The ChromeDriver to use, if there is one.
fn chromedriver() -> Option<PathBuf> {
    let found = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.exists());
    if found.is_none() {
        assert!(
            std::env::var_os("KONTOR_TEST_BROWSER").is_none(),
            "KONTOR_TEST_BROWSER is set but no chromedriver is installed"
        );
        eprintln!("no chromedriver: the browser test is skipped (apt-get install chromium chromium-driver)");
    }
    found
}

/// A free port of 127.0.0.1.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// A ChromeDriver process and one headless browser session of it; both end on drop.
struct Browser {
    driver: Child,
    port: u16,
    session: String,
}

impl Browser {
    fn start(driver: &Path) -> Browser {
        let port = free_port();
        let child = Command::new(driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut browser = Browser { driver: child, port, session: String::new() };
        let deadline = Instant::now() + Duration::from_secs(20);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not start");
            std::thread::sleep(Duration::from_millis(50));
        }
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            "--window-size=390,844",
        ];
        let options = json!({"binary": "/usr/bin/chromium", "args": args});
        let caps = json!({"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": options}}});
        let answer = browser.call("POST", "/session", Some(&caps));
        browser.session = answer["sessionId"].as_str().expect("a session").to_string();
        browser
    }

    /// One WebDriver call: its `value`.
    fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        let body = body.map(Value::to_string).unwrap_or_default();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n\
             content-length: {}\r\nconnection: close\r\n\r\n",
            body.len()
        );
        stream.write_all(format!("{head}{body}").as_bytes()).unwrap();
        let json = read_reply(&mut stream);
        let value: Value = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
        assert!(value["value"]["error"].is_null(), "{method} {path}: {value}");
        value["value"].clone()
    }

    fn session_call(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        self.call(method, &format!("/session/{}{path}", self.session), body)
    }

    fn open(&self, url: &str) {
        self.session_call("POST", "/url", Some(&json!({ "url": url })));
    }

    fn script(&self, script: &str) -> Value {
        self.session_call("POST", "/execute/sync", Some(&json!({ "script": script, "args": [] })))
    }

    /// The page's viewport, exactly (a window's size includes what the browser keeps for itself,
    /// and headless windows are at least 500 px wide): a phone's with `mobile`.
    fn viewport(&self, width: u32, height: u32, mobile: bool) {
        let params = json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile });
        let cmd = json!({ "cmd": "Emulation.setDeviceMetricsOverride", "params": params });
        self.session_call("POST", "/goog/cdp/execute", Some(&cmd));
    }

    /// A screenshot of the viewport into `file`; its size.
    fn screenshot(&self, file: &Path) -> (u32, u32) {
        let png = self.session_call("GET", "/screenshot", None);
        let bytes = base64::engine::general_purpose::STANDARD.decode(png.as_str().unwrap()).unwrap();
        std::fs::write(file, &bytes).unwrap();
        let size = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
        (size(16), size(20))
    }
}

/// The body of one HTTP answer, by its `content-length` (ChromeDriver keeps the connection open).
fn read_reply(stream: &mut TcpStream) -> String {
    let mut seen = Vec::new();
    let mut buffer = [0u8; 65_536];
    loop {
        let n = stream.read(&mut buffer).unwrap();
        assert!(n > 0, "ChromeDriver closed the connection: {}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buffer[..n]);
        let text = String::from_utf8_lossy(&seen);
        let Some((head, body)) = text.split_once("\r\n\r\n") else { continue };
        let length = head
            .lines()
            .find_map(|l| {
                l.to_ascii_lowercase().strip_prefix("content-length:").map(|v| v.trim().to_string())
            })
            .and_then(|v| v.parse::<usize>().ok())
            .expect("a content-length");
        if body.len() >= length {
            return body.to_string();
        }
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = std::panic::catch_unwind(|| self.session_call("DELETE", "", None));
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// The page's version as the browser shows it (set by each update; the page's own otherwise).
const VERSION: &str = "return document.body.getAttribute('data-version') || \
                       new URLSearchParams(document.body.getAttribute('data-events').split('?')[1]).get('v');";

#[test]
fn the_page_of_a_local_game_in_a_browser() {
    let Some(driver) = chromedriver() else { return };
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let listen = format!("127.0.0.1:{port}");
    let mut child = kontor_local(&dir.path().join("data"), dir.path(), &["--no-images", "--web", &listen])
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let (mut stdin, lines, _reader) = talk_to(&mut child, |_| true);
    let mut say = |line: &str| writeln!(stdin, "{line}").unwrap();
    for line in ["alice /new hansa players=2", "bob /join", "alice /start", "alice /watch"] {
        say(line);
    }
    let next = |what: &str| -> String {
        loop {
            let line = lines.recv_timeout(Duration::from_secs(60)).unwrap_or_else(|_| panic!("no {what}"));
            if line.contains(what) {
                return line;
            }
        }
    };
    let address = next(&format!("http://{listen}/g/"));
    let url = address[address.find("http://").unwrap()..].split_whitespace().next().unwrap().to_string();

    let browser = Browser::start(&driver);
    browser.viewport(390, 844, true);
    let opened = Instant::now();
    browser.open(&url);
    let texts =
        browser.script("return Array.from(document.querySelectorAll('svg text')).map(t => t.textContent);");
    let texts: Vec<&str> = texts.as_array().unwrap().iter().filter_map(Value::as_str).collect();
    let board = kontor_games::hansa::board(0);
    for city in &board.cities {
        assert!(texts.contains(&city.name.as_str()), "{} is not on the page's board", city.name);
    }

    let weight = browser.script(
        "return performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))\
         .reduce((sum, e) => sum + (e.encodedBodySize || 0), 0);",
    );
    let shots = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("kontor-browser");
    std::fs::create_dir_all(&shots).unwrap();
    assert_eq!(browser.screenshot(&shots.join("hansa-390x844.png")), (390, 844));
    // Read once a frame was surely drawn (the screenshot draws one).
    let paint = browser.script(
        "const p = performance.getEntriesByName('first-contentful-paint')[0]; return p ? p.startTime : null;",
    );

    // alice ends her turn: the page shows the next version by itself.
    let before = browser.script(VERSION);
    say("alice /play end");
    next("Now: bob to move");
    let moved = Instant::now();
    let changed = loop {
        let now = browser.script(VERSION);
        if now != before {
            break moved.elapsed();
        }
        assert!(
            moved.elapsed() < Duration::from_secs(2),
            "the page still shows version {before} 2 s after the move"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    let live = browser.script("return document.getElementById('live').className;");
    assert_eq!(live, "live");
    browser.viewport(1280, 800, false);
    assert_eq!(browser.screenshot(&shots.join("hansa-1280x800.png")), (1280, 800));
    eprintln!(
        "browser: page opened in {:?}, first paint at {paint} ms, {weight} bytes, a move shown after {changed:?}; \
         screenshots in {}",
        opened.elapsed(),
        shots.display()
    );
    drop(browser);
    let _ = child.kill();
    let _ = child.wait();
}
