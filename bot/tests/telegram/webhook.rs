//! Webhook mode: Telegram (the fake) posts updates through a "reverse proxy" to the adapter's
//! server, which checks the secret token; long polling comes back when the webhook is dropped.

use kontor_bot::telegram::{self, Options, webhook::Webhook};
use kontor_service::Service;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::oneshot;

use super::fake::{Call, FakeTelegram};
use super::{ANN, GROUP, Running, start};

const SECRET: &str = "kontor-test_secret";

fn free_port() -> std::net::SocketAddr {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap()
}

fn start_webhook(
    service: &Service,
    data: &std::path::Path,
    fake: &FakeTelegram,
    listen: std::net::SocketAddr,
) -> Running {
    let mut options = Options::new("123:TEST-TOKEN");
    options.api_url = Some(url::Url::parse(&fake.url).unwrap());
    options.webhook = Some(Webhook {
        url: url::Url::parse("https://kontor.test/telegram/hook").unwrap(),
        listen,
        secret: SECRET.into(),
    });
    fake.watch_inbox(data);
    let (stop, stopped) = oneshot::channel();
    let task = tokio::spawn(telegram::run(service.clone(), data.to_path_buf(), options, async {
        let _ = stopped.await;
    }));
    Running { stop, task }
}

/// A raw POST to the adapter's webhook server; its status.
async fn post(listen: std::net::SocketAddr, path: &str, secret: &str, body: &str) -> u16 {
    let mut stream = tokio::net::TcpStream::connect(listen).await.unwrap();
    let request = format!(
        "POST {path} HTTP/1.1\r\nhost: kontor.test\r\ncontent-type: application/json\r\n\
         x-telegram-bot-api-secret-token: {secret}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    answer.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn updates_arrive_by_webhook_with_the_secret_token_and_polling_returns_without_it() {
    let fake = FakeTelegram::start().await;
    fake.flood(None);
    let data = tempfile::tempdir().unwrap();
    let service = kontor_bot::cli::service(data.path(), true).unwrap();
    let listen = free_port();
    let adapter = start_webhook(&service, data.path(), &fake, listen);
    fake.wait_for(|c| c.method == "setwebhook").await;
    let polls = fake.polls();
    assert_eq!(fake.webhook(), Some(("https://kontor.test/telegram/hook".into(), SECRET.into())));
    fake.forward_webhooks_to(listen);

    // A request without the secret, or elsewhere, changes nothing.
    let forged = serde_json::json!({"update_id": 900, "message": {
        "message_id": 1, "date": 0, "chat": super::fake::chat(GROUP), "from": super::fake::user(ANN.0, ANN.1),
        "text": "/new carthage players=2"
    }})
    .to_string();
    assert_eq!(post(listen, "/telegram/hook", "wrong", &forged).await, 401);
    assert_eq!(post(listen, "/elsewhere", SECRET, &forged).await, 404);
    assert_eq!(post(listen, "/telegram/hook", SECRET, "{\"update_id\": \"no\"}").await, 400);

    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    fake.handled(fake.say(GROUP, ANN, "/new carthage players=2 seed=11")).await;
    fake.handled(fake.say(GROUP, ANN, "/addbot")).await;
    fake.handled(fake.say(GROUP, ANN, "/start")).await;
    let board = |c: &Call| c.method == "sendphoto" && c.chat() == Some(GROUP) && !c.refused;
    fake.wait_for(board).await;
    let prompt = fake
        .calls()
        .into_iter()
        .rfind(|c| c.is_send() && c.chat() == Some(ANN.0) && !c.buttons().is_empty())
        .expect("Ann's move buttons");
    let mark = fake.mark();
    fake.handled(fake.press(ANN.0, prompt.message_id.unwrap(), ANN, &prompt.buttons()[0])).await;
    fake.wait_for(|c| board(c) && c.message_id > prompt.message_id).await;
    assert_eq!(super::answers(&fake.calls_since(mark)).len(), 1, "the press is answered");
    let opened = fake.calls().iter().filter(|c| c.text().contains("opened a game")).count();
    assert_eq!(opened, 1, "the forged /new did nothing");
    assert_eq!(fake.polls(), polls, "no polling while the webhook is set");
    adapter.stop().await;

    // Without webhook_url the adapter drops the webhook and polls again.
    let adapter = start(&service, data.path(), &fake);
    fake.wait_for(|c| c.method == "deletewebhook").await;
    fake.handled(fake.say(GROUP, ANN, "/status")).await;
    assert!(fake.polls().0 > polls.0 && fake.polls().1 == polls.1, "polling, never refused");
    adapter.stop().await;
}
