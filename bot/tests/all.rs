//! The binary's tests, one test binary: the Discord adapter against the fake gateway and REST API
//! (`discord`), the Telegram adapter against the fake Bot API (`telegram`), stopping on a signal
//! (`stop`), and the process as a whole: the command line, crashes, self-play and shared databases
//! (`process`). One binary runs their slow cases side by side. Shared by them: the checks of a
//! whole game played through the menus (`menus`), raw requests to the fakes (`raw_http`), the
//! fakes' accept loop (`local_server`) and `test_each!`.

/// One test of its own per case, `$name` awaiting `$run($args)`: slow cases (a whole game of each
/// title) then run side by side and fail by name.
macro_rules! test_each {
    ($run:ident: $($name:ident($($arg:expr),*);)*) => {
        $(
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() {
                $run($($arg),*).await;
            }
        )*
    };
}

#[path = "discord.rs"]
mod discord;
#[path = "local_server.rs"]
mod local_server;
#[path = "menus.rs"]
mod menus;
#[path = "process/main.rs"]
mod process;
#[path = "raw_http.rs"]
mod raw_http;
#[path = "stop.rs"]
mod stop;
#[path = "telegram/main.rs"]
mod telegram;
