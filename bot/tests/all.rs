//! The binary's tests, one test binary: the Discord adapter against the fake gateway and REST API
//! (`discord`), the Telegram adapter against the fake Bot API (`telegram`), stopping on a signal
//! (`stop`), and the process as a whole: the command line, crashes, self-play and shared databases
//! (`process`). One binary runs their slow cases side by side.

#[path = "discord.rs"]
mod discord;
#[path = "process/main.rs"]
mod process;
#[path = "stop.rs"]
mod stop;
#[path = "telegram/main.rs"]
mod telegram;
