//! Read-only commands: `/board`, `/hand`, `/moves`, `/status`, `/log`, `/score`, `/rules`,
//! `/games`, `/help`.

use kontor_engine::Audience;
use kontor_games::{AnyGame, GameKind, rules_text};
use kontor_storage::GameStatus;

use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::{Lang, count, duration, say, tr};
use crate::lobby::{seat_list, seats_with_levels};
use crate::play::game_missing;
use crate::present::{names_of, results_text};
use crate::service::{Refusal, Reply, Service, Table, no_game, storage_trouble};

pub const COMMANDS: [&str; 19] = [
    "/new", "/join", "/leave", "/addbot", "/start", "/play", "/moves", "/undo", "/board", "/hand", "/status",
    "/log", "/score", "/rules", "/games", "/resign", "/abandon", "/lang", "/help",
];

/// The `/help` text: the same command words in both languages, explained in the reader's.
#[must_use]
pub fn help(l: Lang) -> String {
    let games = GameKind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
    tr!(
        l,
        "Kontor hosts board games in this chat. Commands:
`/new <game> [players=N]` open a game (you take the first seat); games: {games}
`/join`, `/leave`, `/addbot [easy|normal|hard]` take a seat, leave it, seat a bot of that level
`/start` deal the game
`/play <move>` make a move (`/play take r5`); `/moves` lists your moves privately
`/undo` take back your last move if nobody moved since and no card was drawn
`/board` the current board; `/hand` your hand, privately
`/status` who must move and for how long; `/log [n]` the last moves; `/score` the scores
`/rules [topic]` the rules; `/games` your games on every platform
`/remind` reminder settings: `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off|bot 3d|resign 3d`, `/remind me channel|private`
`/quiet 22-7 [utc+1]` no reminders at night; `/away <days>` pause your reminders and time-outs
`/lang en|pl` your language (answers, private messages, reminders); `/lang chat en|pl` this chat's posts; `/lang` shows both
`/resign` a bot takes over your seat; `/abandon` close the game",
        "Kontor prowadzi gry planszowe na tym czacie. Polecenia:
`/new <gra> [players=N]` otwiera grę (zajmujesz pierwsze miejsce); gry: {games}
`/join`, `/leave`, `/addbot [easy|normal|hard]` zajmuje miejsce, zwalnia je, sadza bota (łatwego, normalnego, trudnego)
`/start` rozdaje grę
`/play <ruch>` wykonuje ruch (`/play take r5`); `/moves` pokazuje prywatnie twoje ruchy
`/undo` cofa twój ostatni ruch, jeśli nikt potem nie grał i nie dobrano karty
`/board` aktualna plansza; `/hand` twoja ręka, prywatnie
`/status` kto ma ruch i od jak dawna; `/log [n]` ostatnie ruchy; `/score` punkty
`/rules [temat]` zasady (na razie po angielsku); `/games` twoje gry na wszystkich platformach
`/remind` przypomnienia: `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off|bot 3d|resign 3d`, `/remind me channel|private`
`/quiet 22-7 [utc+1]` bez przypomnień w nocy; `/away <dni>` wstrzymuje twoje przypomnienia i limity czasu
`/lang pl|en` twój język (odpowiedzi, wiadomości prywatne, przypomnienia); `/lang chat pl|en` język postów na czacie; `/lang` pokazuje oba
`/resign` twoje miejsce przejmuje bot; `/abandon` zamyka grę
Polecenia są takie same w każdym języku; notacja ruchów, opisy ruchów i zdarzenia z gier są na razie po angielsku."
    )
}

/// Most lines `/log` shows.
const LOG_LIMIT: usize = 50;

impl Service {
    /// `/board`: the current board to the channel.
    pub(crate) fn board(&self, cmd: &Command, l: Lang) -> Reply {
        let table = self.table(&cmd.chat, l)?;
        let record = &table.record;
        let c = self.chat_lang(&cmd.chat);
        let Some(game) = &table.game else {
            let seats = seat_list(c, record);
            return Ok(vec![Delivery::channel(
                &cmd.chat,
                tr!(c, "The game is in its lobby.\n{seats}", "Gra czeka na graczy.\n{seats}"),
            )]);
        };
        let mut text = say(c, &game.public_summary(), &record.names());
        match game.outcome() {
            Some(outcome) => text = format!("{}\n{text}", results_text(c, record, &outcome)),
            None => text.push_str(&format!("\n{}", self.turn_line(c, record, game).0)),
        }
        Ok(vec![Delivery::Channel {
            chat: cmd.chat.clone(),
            text,
            image: self.board_image(record, game),
            choices: vec![],
            mentions: vec![],
        }])
    }

    /// `/hand`: the caller's hand, privately.
    pub(crate) fn hand(&self, cmd: &Command, l: Lang) -> Reply {
        let table = self.table(&cmd.chat, l)?;
        let game = table.game.as_ref().ok_or(l.pick(
            "The game has not started yet; hands are dealt at `/start`.",
            "Gra jeszcze się nie rozpoczęła; karty rozdaje `/start`.",
        ))?;
        let seat = table.record.seat_of(&cmd.user).ok_or(l.pick(
            "You have no seat in this game, so you have no hand.",
            "Nie masz miejsca w tej grze, więc nie masz kart.",
        ))?;
        let text = say(l, &game.private_summary(seat), &table.record.names());
        Ok(vec![Delivery::Private {
            user: cmd.user.clone(),
            text,
            image: self.hand_image(&table.record, game, seat),
            choices: vec![],
        }])
    }

    /// `/status`: the game, its seats, whose turn and for how long.
    pub(crate) fn status(&self, cmd: &Command, l: Lang) -> Reply {
        let table = self.table(&cmd.chat, l)?;
        let record = &table.record;
        let c = self.chat_lang(&cmd.chat);
        let state = match record.status {
            GameStatus::Lobby => c.pick("lobby", "oczekuje na graczy"),
            GameStatus::Active => c.pick("in play", "w toku"),
            GameStatus::Finished => c.pick("finished", "zakończona"),
            GameStatus::Abandoned => c.pick("abandoned", "przerwana"),
        };
        let (title, id, version) = (record.kind.title(), record.id, record.version);
        let moves = match c {
            // "1 moves": the English line keeps its existing format.
            Lang::En => format!("{} moves", record.actions),
            Lang::Pl => count(c, u64::from(record.actions), ("", ""), ("ruch", "ruchy", "ruchów")),
        };
        let mut lines = vec![tr!(
            c,
            "{title} #{id} — {state} — version {version}, {moves}.",
            "{title} #{id} — {state} — wersja {version}, {moves}."
        )];
        lines.push(seats_with_levels(c, record, true));
        if let Some(game) = &table.game
            && !game.is_over()
        {
            let waited = duration(c, self.now_ms().saturating_sub(record.turn_started_ms));
            let who = names_of(c, record, &game.active_seats());
            lines.push(tr!(
                c,
                "{who} to move, waiting for {waited}.",
                "Ruch ma {who}, czekamy już {waited}."
            ));
        }
        Ok(vec![Delivery::channel(&cmd.chat, lines.join("\n"))])
    }

    /// `/log [n]`: the public events of the last `n` moves (default 10).
    pub(crate) fn log(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let n = if args.is_empty() {
            10
        } else {
            args.parse::<usize>().map_err(|_| {
                tr!(
                    l,
                    "`/log {args}`: give a number of moves, e.g. `/log 5`.",
                    "`/log {args}`: podaj liczbę ruchów, np. `/log 5`."
                )
            })?
        };
        let table = self.table(&cmd.chat, l)?;
        let record = &table.record;
        if table.game.is_none() {
            return Err(not_started(l));
        }
        let stored = self
            .store()
            .load(record.id)
            .map_err(|e| storage_trouble(l, &e))?
            .ok_or_else(|| game_missing(l))?;
        let mut game = AnyGame::setup(record.kind, &record.options, record.seats.len(), record.seed)
            .map_err(|e| tr!(l, "The game could not be rebuilt: {e}", "Nie udało się odtworzyć gry: {e}"))?;
        let c = self.chat_lang(&cmd.chat);
        let names = record.names();
        let mut entries = Vec::new();
        for (i, logged) in stored.actions.iter().enumerate() {
            let notation = game.format_action(&logged.action);
            let events = game.apply(logged.seat, &logged.action).map_err(|e| {
                tr!(l, "The log does not replay: {e}", "Zapisu ruchów nie da się odtworzyć: {e}")
            })?;
            let texts: Vec<String> = events
                .iter()
                .filter(|e| e.audience == Audience::Everyone)
                .map(|e| say(c, &e.text, &names))
                .collect();
            let who = &record.seats[logged.seat.index()].name;
            let public_move = if texts.is_empty() {
                tr!(c, "{who} plays `{notation}`", "{who} gra `{notation}`")
            } else {
                texts.join(" ")
            };
            entries.push(format!("{}. {public_move}", i + 1));
        }
        let n = n.clamp(1, LOG_LIMIT);
        let shown = &entries[entries.len().saturating_sub(n)..];
        let text = if shown.is_empty() {
            c.pick("No moves yet.", "Nie było jeszcze ruchów.").into()
        } else {
            shown.join("\n")
        };
        Ok(vec![Delivery::channel(&cmd.chat, text)])
    }

    /// `/score`: public scores now (secret points stay secret), or the result at the end.
    pub(crate) fn score(&self, cmd: &Command, l: Lang) -> Reply {
        let table = self.table_or_last(cmd, l)?;
        let record = &table.record;
        let game = table.game.as_ref().ok_or_else(|| not_started(l))?;
        let c = self.chat_lang(&cmd.chat);
        if let Some(outcome) = game.outcome() {
            return Ok(vec![Delivery::Channel {
                chat: cmd.chat.clone(),
                text: results_text(c, record, &outcome),
                image: self.score_image(record, &outcome),
                choices: vec![],
                mentions: vec![],
            }]);
        }
        let mut out = vec![Delivery::channel(
            &cmd.chat,
            format!(
                "{}\n{}",
                say(c, &game.public_summary(), &record.names()),
                c.pick(
                    "Victory points stay secret until the end.",
                    "Punkty zwycięstwa pozostają tajne do końca gry."
                )
            ),
        )];
        if let Some(seat) = record.seat_of(&cmd.user) {
            out.push(Delivery::private(&cmd.user, say(l, &game.private_summary(seat), &record.names())));
        }
        Ok(out)
    }

    /// The chat's open game, or the most recent game of the caller in this chat.
    fn table_or_last(&self, cmd: &Command, l: Lang) -> Result<Table, Refusal> {
        if let Ok(table) = self.table(&cmd.chat, l) {
            return Ok(table);
        }
        let ids = self.store().games_of(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
        for id in ids.into_iter().rev() {
            let Some(record) = self.store().record(id).map_err(|e| storage_trouble(l, &e))? else { continue };
            if record.chat == cmd.chat {
                let game = self.store().load_snapshot(id).map_err(|e| storage_trouble(l, &e))?;
                return Ok(Table { record, game });
            }
        }
        Err(no_game(l))
    }

    /// `/rules [game] [topic]`: the rules of the chat's game (or a named one).
    pub(crate) fn rules(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let mut words = args.split_whitespace().peekable();
        let named = words.peek().and_then(|w| GameKind::from_name(w).ok());
        if named.is_some() {
            words.next();
        }
        let kind = match named {
            Some(kind) => kind,
            None => match self.table(&cmd.chat, l) {
                Ok(table) => table.record.kind,
                Err(_) => GameKind::Carthage,
            },
        };
        let text = rules_text(kind, words.next())
            .map_err(|e| tr!(l, "{e}.", "Nie ma takiego tematu zasad: {e}."))?;
        let c = self.chat_lang(&cmd.chat);
        let title = kind.title();
        Ok(vec![Delivery::channel(
            &cmd.chat,
            tr!(c, "{title}: {text}", "{title} — zasady (tekst reguł po angielsku): {text}"),
        )])
    }

    /// `/games`: the caller's open games with whose turn it is and for how long.
    pub(crate) fn games(&self, cmd: &Command, l: Lang) -> Reply {
        let ids = self.store().games_of(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
        let mut lines = Vec::new();
        for id in ids {
            let Some(record) = self.store().record(id).map_err(|e| storage_trouble(l, &e))? else { continue };
            if !record.status.is_open() {
                continue;
            }
            let turn = match self.store().load_snapshot(id).map_err(|e| storage_trouble(l, &e))? {
                Some(game) => {
                    let who = names_of(l, &record, &game.active_seats());
                    let waited = duration(l, self.now_ms().saturating_sub(record.turn_started_ms));
                    tr!(l, "{who} to move for {waited}", "ruch ma {who}, czeka już {waited}")
                }
                None => l.pick("in the lobby", "czeka na graczy").to_string(),
            };
            let (title, chat) = (record.kind.title(), &record.chat);
            lines.push(tr!(l, "#{id} {title} in {chat}: {turn}", "#{id} {title} na czacie {chat}: {turn}"));
        }
        let text = match (l, lines.len()) {
            (_, 0) => l.pick("You have no open games.", "Nie masz otwartych gier.").to_string(),
            (Lang::En, _) => lines.join("\n"),
            (Lang::Pl, n) => {
                let open = count(l, n as u64, ("", ""), ("otwartą grę", "otwarte gry", "otwartych gier"));
                format!("Masz {open}:\n{}", lines.join("\n"))
            }
        };
        Ok(vec![Delivery::private(&cmd.user, text)])
    }
}

/// "The game has not started yet."
fn not_started(l: Lang) -> Refusal {
    l.pick("The game has not started yet.", "Gra jeszcze się nie rozpoczęła.").into()
}
