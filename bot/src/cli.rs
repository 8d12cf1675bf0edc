//! The command line: `kontor local | selfplay | arena | run | export | import | backup | restore |
//! repair | migrate`.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::bail;
use clap::{Parser, Subcommand};
use kontor_games::{GameKind, parse_options};
use kontor_service::{Lang, ManualClock, Service, ServiceConfig, SystemClock};
use kontor_storage::{StorageError, Store};
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncBufRead, AsyncRead, BufReader};
use tokio::task::JoinHandle;

use crate::config::Config;

/// Kontor: asynchronous board games by chat.
#[derive(Debug, Parser)]
#[command(name = "kontor", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Cmd,
}

#[derive(Debug, Subcommand)]
pub enum Cmd {
    /// Play in the terminal: reads `<user> <command>` lines on standard input (no tokens needed).
    Local {
        /// Folder of the sled database.
        #[arg(long, default_value = "kontor-data")]
        data: PathBuf,
        /// Folder for board and hand images.
        #[arg(long, default_value = "kontor-out")]
        out: PathBuf,
        /// Do not render images (faster).
        #[arg(long)]
        no_images: bool,
        /// Time stands still except for `/tick <duration>` lines (to try reminders and time-outs).
        #[arg(long)]
        manual_clock: bool,
        /// Serve each game's live page on this address (`127.0.0.1:8090`); `/watch` prints it.
        #[arg(long, value_name = "ADDR")]
        web: Option<String>,
    },
    /// Bots play one whole game; the last line is a JSON summary.
    Selfplay {
        /// The game, e.g. `carthage`.
        game: String,
        #[arg(long, default_value_t = 3)]
        players: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the final board and score chart here.
        #[arg(long)]
        out: Option<PathBuf>,
        /// A game option `key=value` (repeatable), as with `/new`.
        #[arg(long = "option")]
        options: Vec<String>,
        /// Bot levels per seat, e.g. `hard,easy,easy,easy` (or one level for every seat).
        #[arg(long)]
        bots: Option<String>,
        /// Caps each decision's search iterations and ignores the levels' time budgets
        /// (deterministic).
        #[arg(long)]
        iterations: Option<usize>,
    },
    /// Bot levels play many seeded games (seat order rotated); prints win shares and score
    /// statistics per level, the JSON summary last.
    Arena {
        /// The game, e.g. `carthage`.
        game: String,
        #[arg(long, default_value_t = 4)]
        players: usize,
        /// Bot levels per seat, e.g. `hard,easy,easy,easy`.
        #[arg(long)]
        bots: String,
        #[arg(long, default_value_t = 10)]
        games: usize,
        /// Seed of the first game; game `g` is seeded `seed + g`.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A game option `key=value` (repeatable), as with `/new`.
        #[arg(long = "option")]
        options: Vec<String>,
        /// Caps each decision's search iterations and ignores the levels' time budgets
        /// (deterministic).
        #[arg(long)]
        iterations: Option<usize>,
    },
    /// Runs the adapters enabled in the configuration file.
    Run {
        #[arg(long, default_value = "config.toml")]
        config: PathBuf,
    },
    /// Prints one game as JSON.
    Export {
        id: u64,
        #[arg(long, default_value = "kontor-data")]
        data: PathBuf,
    },
    /// Stores a game from a JSON file (made by `export`) under the next game number; importing the
    /// same file again finds the first copy.
    Import {
        file: PathBuf,
        #[arg(long, default_value = "kontor-data")]
        data: PathBuf,
    },
    /// Writes every game to FILE as JSON lines; when a server has the database open, that server
    /// writes it (it also writes its own: `[storage] backup_every`, or at once on SIGUSR1).
    Backup {
        file: PathBuf,
        #[arg(long, default_value = "kontor-data")]
        data: PathBuf,
    },
    /// Loads a backup into a new, empty database folder, keeping the game numbers.
    Restore {
        file: PathBuf,
        #[arg(long)]
        data: PathBuf,
    },
    /// Copies every game, setting and unsent post from a sled folder into PostgreSQL (an empty
    /// schema), keeping the game numbers; stop the server first. The URL comes from `--to` or
    /// `KONTOR_DATABASE_URL` (which keeps the password off the command line).
    Migrate {
        #[arg(long, default_value = "kontor-data")]
        from: PathBuf,
        /// `postgres://user@host:port/database`.
        #[arg(long)]
        to: Option<String>,
        /// The schema to fill (created if missing).
        #[arg(long, default_value = "kontor")]
        schema: String,
    },
    /// Ratings: kept as games end; `kontor ratings rebuild` derives them again from the games.
    Ratings {
        #[command(subcommand)]
        action: RatingsCmd,
    },
    /// Repairs a database whose page-table snapshot (`snap.*`) is damaged: copies the folder aside,
    /// lets sled rebuild the snapshot from its log, and checks every game.
    Repair {
        #[arg(long, default_value = "kontor-data")]
        data: PathBuf,
    },
}

#[derive(Debug, Subcommand)]
pub enum RatingsCmd {
    /// Recomputes every rating from the stored games, in the order they were rated (games not yet
    /// rated, e.g. imported ones, follow by the time they ended): the same numbers the games'
    /// ends gave. Safe while a server runs on PostgreSQL; a sled folder must not be in use.
    Rebuild {
        /// The server's configuration: its database (`[storage]`), PostgreSQL or sled.
        #[arg(long)]
        config: Option<PathBuf>,
        /// The sled folder, when no configuration is given.
        #[arg(long, default_value = "kontor-data")]
        data: PathBuf,
    },
}

/// Runs one command line. Files and folders it creates (the database, backups, the Telegram
/// inbox, images) are its user's only: the process's umask is 077.
pub async fn run(cli: Cli) -> anyhow::Result<()> {
    #[cfg(unix)]
    rustix::process::umask(rustix::fs::Mode::from_bits_truncate(0o077));
    match cli.command {
        Cmd::Local { data, out, no_images, manual_clock, web } => {
            local(&data, &out, !no_images, manual_clock, web.as_deref()).await
        }
        Cmd::Selfplay { game, players, seed, out, options, bots, iterations } => {
            let table = bot_table(&game, players, &options, bots.as_deref(), iterations)?;
            crate::selfplay::run(&table, seed, out.as_deref(), &mut std::io::stdout().lock())?;
            Ok(())
        }
        Cmd::Arena { game, players, bots, games, seed, options, iterations } => {
            let table = bot_table(&game, players, &options, Some(&bots), iterations)?;
            crate::arena::run(&table, seed, games, &mut std::io::stdout().lock())?;
            Ok(())
        }
        Cmd::Run { config } => run_config(&Config::load(&config)?).await,
        Cmd::Export { id, data } => crate::transfer::export(&open(&data)?, id, &mut std::io::stdout().lock()),
        Cmd::Import { file, data } => {
            let imported = crate::transfer::import(&open(&data)?, &file)?;
            let earlier =
                if imported.earlier { " (it had been imported before; nothing new was stored)" } else { "" };
            println!("imported as game #{}{earlier}", imported.id);
            Ok(())
        }
        Cmd::Backup { file, data } => say(crate::transfer::backup(&data, &file)),
        Cmd::Restore { file, data } => say(crate::transfer::restore(&file, &data)),
        Cmd::Repair { data } => say(crate::transfer::repair(&data)),
        Cmd::Ratings { action: RatingsCmd::Rebuild { config, data } } => {
            let store = match config {
                Some(config) => crate::transfer::open_configured(&Config::load(&config)?.storage)?,
                None => open(&data)?,
            };
            say(crate::transfer::rebuild_ratings(&store))
        }
        Cmd::Migrate { from, to, schema } => say(crate::transfer::migrate(&from, to, &schema)),
    }
}

/// The table of a self-play or arena command line.
fn bot_table(
    game: &str,
    players: usize,
    options: &[String],
    bots: Option<&str>,
    max_iterations: Option<usize>,
) -> anyhow::Result<crate::selfplay::Table> {
    // The command line reports no language: its texts are English.
    let english = |text: &kontor_engine::Text| anyhow::Error::msg(kontor_service::say(Lang::En, text, &[]));
    let kind = GameKind::from_name(game).map_err(|e| english(&kontor_engine::Localized::text(&e)))?;
    let options = parse_options(options.iter().map(String::as_str)).map_err(|t| english(&t))?;
    let levels = crate::selfplay::parse_levels(bots, players)?;
    Ok(crate::selfplay::Table { kind, options, levels, max_iterations })
}

/// Prints what a maintenance command did.
fn say(report: anyhow::Result<String>) -> anyhow::Result<()> {
    println!("{}", report?);
    Ok(())
}

/// Opens the database, explaining what to do if it cannot be opened.
fn open(data: &Path) -> anyhow::Result<Store> {
    crate::transfer::open(data, Path::new(crate::backups::DEFAULT_BACKUP_DIR))
}

/// The service over a database folder, on the wall clock.
pub fn service(data: &Path, images: bool) -> anyhow::Result<Service> {
    Ok(open_service(data, images)?.0)
}

/// The service over a database folder, on the wall clock, and the database for the binary's own
/// tasks (backups, the last flush); adapters get only the service.
pub fn open_service(data: &Path, images: bool) -> anyhow::Result<(Service, Store)> {
    let store = open(data)?;
    let config = ServiceConfig { images, ..ServiceConfig::default() };
    Ok((Service::new(store.clone(), config, Arc::new(SystemClock)), store))
}

/// 2026-01-05 09:00 UTC, where a manual clock starts.
const MANUAL_CLOCK_START_MS: u64 = 1_767_603_600_000;

async fn local(
    data: &Path,
    out: &Path,
    images: bool,
    manual_clock: bool,
    web: Option<&str>,
) -> anyhow::Result<()> {
    let stdout = std::io::stdout().lock();
    let input = |store: &Store| anyhow::Ok(UntilStorageFails::new(stdin_on_a_thread()?, store));
    let listener = match web {
        Some(listen) => Some(crate::web::bind(listen).await?),
        None => None,
    };
    let web_url = listener.as_ref().map(|l| l.local_addr().map(|a| format!("http://{a}"))).transpose()?;
    let config = ServiceConfig { images, web_url, ..ServiceConfig::default() };
    let store = open(data)?;
    let clock = manual_clock.then(|| ManualClock::starting_at(MANUAL_CLOCK_START_MS));
    let service = match &clock {
        Some(clock) => Service::new(store.clone(), config, Arc::new(clock.clone())),
        None => Service::new(store.clone(), config, Arc::new(SystemClock)),
    };
    if let Some(listener) = listener {
        crate::web::spawn(&service, listener, kontor_web::WebConfig::default());
    }
    if clock.is_none() {
        service.recover_downtime();
        service.prune_deliveries();
    }
    tokio::spawn(serve_backup_requests(&store, data));
    let terminal = crate::terminal::run_with_clock(&service, input(&store)?, stdout, out, clock.as_ref());
    unless_storage_fails(&store, terminal).await?;
    store.flush()?;
    Ok(())
}

/// `kontor backup` requests to `kontor local`, answered into the default backup folder.
fn serve_backup_requests(store: &Store, data: &Path) -> impl Future<Output = ()> + use<> {
    let backups = PathBuf::from(crate::backups::DEFAULT_BACKUP_DIR);
    crate::backup_request::serve(store.clone(), data.to_path_buf(), backups)
}

/// Runs `work` until it ends, or until the database fails for good ([`StorageError::Fatal`]): then
/// the process stops with an error (a non-zero exit code), for its supervisor to restart it.
async fn unless_storage_fails<T>(
    store: &Store,
    work: impl Future<Output = anyhow::Result<T>>,
) -> anyhow::Result<T> {
    let result = tokio::select! {
        result = work => result,
        e = store.failed() => return Err(storage_failed(&e)),
    };
    match store.failure() {
        Some(e) => Err(storage_failed(&e)),
        None => result,
    }
}

/// Terminal input that ends (with the storage error) once the database has failed for good: the
/// terminal handles lines already read without waiting, so the run loop would otherwise learn of
/// the failure only after answering every one of them with an apology.
struct UntilStorageFails<R> {
    input: R,
    store: Store,
}

impl<R> UntilStorageFails<R> {
    fn new(input: R, store: &Store) -> UntilStorageFails<R> {
        UntilStorageFails { input, store: store.clone() }
    }

    fn check(&self) -> std::io::Result<()> {
        self.store.failure().map_or(Ok(()), |e| Err(std::io::Error::other(e)))
    }
}

impl<R: AsyncRead + Unpin> AsyncRead for UntilStorageFails<R> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = self.get_mut();
        this.check()?;
        Pin::new(&mut this.input).poll_read(cx, buf)
    }
}

impl<R: AsyncBufRead + Unpin> AsyncBufRead for UntilStorageFails<R> {
    fn poll_fill_buf(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<&[u8]>> {
        let this = self.get_mut();
        this.check()?;
        Pin::new(&mut this.input).poll_fill_buf(cx)
    }

    fn consume(self: Pin<&mut Self>, amount: usize) {
        Pin::new(&mut self.get_mut().input).consume(amount);
    }
}

/// What the process says as it stops on a fatal storage error.
fn storage_failed(e: &StorageError) -> anyhow::Error {
    anyhow::anyhow!(
        "stopping: {e}. Every move that was acknowledged is stored; check the disk (free space, I/O \
         errors in the system log). Under a supervisor (systemd `Restart=on-failure`, see the README) \
         Kontor starts again and reopens the database."
    )
}

/// Standard input, read by a thread of its own. tokio's `stdin` reads in a blocking task, and the
/// runtime waits for its blocking tasks when it ends: a shutdown while the terminal waits for a
/// line would never finish. This thread is left blocked when the process ends.
fn stdin_on_a_thread() -> anyhow::Result<BufReader<tokio::io::DuplexStream>> {
    use std::io::Read;
    use tokio::io::AsyncWriteExt;
    let (mut lines, reader) = tokio::io::duplex(64 * 1024);
    let runtime = tokio::runtime::Handle::current();
    std::thread::Builder::new().name("kontor-stdin".into()).spawn(move || {
        let mut stdin = std::io::stdin().lock();
        let mut buffer = [0; 8 * 1024];
        loop {
            let read = match stdin.read(&mut buffer) {
                Ok(0) => break,
                Ok(read) => read,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            if runtime.block_on(lines.write_all(&buffer[..read])).is_err() {
                break;
            }
        }
        // The writer is dropped here: the terminal reads the end of its input.
    })?;
    Ok(BufReader::new(reader))
}

/// Resolves on Ctrl-C (SIGINT) or SIGTERM (what service managers send).
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// How long `kontor run` waits at a stop for its adapters to finish the work in hand.
const STOP_WAIT: std::time::Duration = std::time::Duration::from_secs(20);

/// Why `kontor run` stops.
enum Stop {
    /// Every adapter ended (or one failed).
    Ended(anyhow::Result<()>),
    /// SIGTERM or SIGINT.
    Signal,
    /// The database cannot be used any more.
    Failed(StorageError),
}

/// Waits for the Telegram task, if there is one and it has not ended yet; once it has ended it is
/// taken out, so waiting again (at a shutdown) returns at once.
async fn telegram_ended(task: &mut Option<JoinHandle<anyhow::Result<()>>>) -> anyhow::Result<()> {
    let Some(running) = task.as_mut() else { return Ok(()) };
    let ended = running.await;
    *task = None;
    ended?
}

async fn run_config(config: &Config) -> anyhow::Result<()> {
    if !config.terminal.enabled && !config.discord.enabled && !config.telegram.enabled {
        bail!(
            "no adapter is enabled in the configuration; set `enabled = true` in `[terminal]`, `[discord]` or \
             `[telegram]`"
        );
    }
    let web_url = config.web.public_url_for(config.telegram.enabled)?;
    let web = match &config.web.listen {
        Some(listen) => Some((crate::web::bind(listen).await?, config.web.settings()?)),
        None => None,
    };
    let store = crate::transfer::open_configured(&config.storage)?;
    let settings = kontor_service::ServiceConfig { web_url, ..config.service.settings() };
    let service = Service::new(store.clone(), settings, Arc::new(SystemClock));
    if let Some((listener, web)) = web {
        crate::web::spawn(&service, listener, web);
    }
    // Reminders and time-outs (and the pruning of old delivery ids): the service pushes them to
    // every subscribed adapter.
    let reminders = tokio::spawn(service.clone().run_reminders());
    let backups = config.storage.backups()?.map(|schedule| tokio::spawn(schedule.run(store.clone())));
    // `kontor backup` asks a server that has the sled folder open (PostgreSQL needs no go-between).
    let requests = (store.backend_name() == "sled").then(|| {
        let (data, backups) = (config.storage.data_dir.clone(), config.storage.backup_dir.clone());
        tokio::spawn(crate::backup_request::serve(store.clone(), data, backups))
    });
    // Every enabled adapter runs on the one service; the process ends when all have ended. At a
    // stop each finishes the work in hand (the command or interaction it is answering; Telegram
    // the updates it holds, the others wait in its inbox) before the process ends.
    let (stop_adapters, stops) = tokio::sync::watch::channel(false);
    let stopped = |mut stops: tokio::sync::watch::Receiver<bool>| async move {
        let _ = stops.wait_for(|stop| *stop).await;
    };
    let terminal = async {
        if config.terminal.enabled {
            let stdin = UntilStorageFails::new(stdin_on_a_thread()?, &store);
            let (out, stop) = (&config.terminal.out_dir, stopped(stops.clone()));
            crate::terminal::run_until(&service, stdin, std::io::stdout(), out, stop).await?;
        }
        anyhow::Ok(())
    };
    let discord = async {
        if config.discord.enabled {
            crate::discord::run(service.clone(), &config.discord, stopped(stops.clone())).await?;
        }
        anyhow::Ok(())
    };
    // Telegram runs in a task of its own. The task is held in an Option and taken when it has
    // ended, so it is never awaited twice.
    let mut telegram = if config.telegram.enabled {
        let options = crate::telegram::Options::from_config(&config.telegram)?;
        let stop = stopped(stops.clone());
        Some(tokio::spawn(crate::telegram::run(
            service.clone(),
            config.storage.data_dir.clone(),
            options,
            stop,
        )))
    } else {
        None
    };
    let adapters = async { tokio::try_join!(terminal, discord, telegram_ended(&mut telegram)).map(|_| ()) };
    let mut adapters = std::pin::pin!(adapters);
    let stop = tokio::select! {
        result = &mut adapters => Stop::Ended(result),
        () = shutdown_signal() => Stop::Signal,
        e = store.failed() => Stop::Failed(e),
    };
    match stop {
        Stop::Ended(_) if let Some(e) = store.failure() => return Err(storage_failed(&e)),
        Stop::Ended(result) => result?,
        Stop::Signal => {
            tracing::info!("interrupted; shutting down");
            let _ = stop_adapters.send(true);
            match tokio::time::timeout(STOP_WAIT, adapters).await {
                Ok(Err(e)) => tracing::error!("stopping: {e:#}"),
                Ok(Ok(())) => {}
                Err(_) => {
                    tracing::warn!("adapters still busy after {STOP_WAIT:?}; the outbox keeps their posts")
                }
            }
        }
        Stop::Failed(e) => return Err(storage_failed(&e)),
    }
    reminders.abort();
    if let Some(requests) = requests {
        requests.abort();
    }
    if let Some(backups) = backups {
        backups.abort();
    }
    store.set_alive(service.now_ms())?;
    store.flush()?;
    Ok(())
}
