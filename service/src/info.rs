//! Read-only commands: `/board`, `/hand`, `/moves`, `/status`, `/log`, `/score`, `/rules`,
//! `/games`, `/help`.

use kontor_engine::Audience;
use kontor_games::{AnyGame, GameKind, rules_text};
use kontor_storage::GameStatus;

use crate::command::Command;
use crate::delivery::Delivery;
use crate::present::{fill, names_of, results_text};
use crate::service::{Reply, Service, storage_trouble};

pub const COMMANDS: [&str; 18] = [
    "/new", "/join", "/leave", "/addbot", "/start", "/play", "/moves", "/undo", "/board", "/hand", "/status",
    "/log", "/score", "/rules", "/games", "/resign", "/abandon", "/help",
];

pub const HELP: &str = "Kontor hosts board games in this chat. Commands:
`/new <game> [players=N]` open a game (you take the first seat); games: carthage
`/join`, `/leave`, `/addbot` take a seat, leave it, seat a bot
`/start` deal the game
`/play <move>` make a move (`/play take r5`); `/moves` lists your moves privately
`/undo` take back your last move if nobody moved since and no card was drawn
`/board` the current board; `/hand` your hand, privately
`/status` who must move and for how long; `/log [n]` the last moves; `/score` the scores
`/rules [topic]` the rules; `/games` your games on every platform
`/remind` reminder settings: `/remind first 12h`, `/remind repeat 24h`, `/remind timeout off|bot 3d|resign 3d`, `/remind me channel|private`
`/quiet 22-7 [utc+1]` no reminders at night; `/away <days>` pause your reminders and time-outs
`/resign` a bot takes over your seat; `/abandon` close the game";

/// Most lines `/log` shows.
const LOG_LIMIT: usize = 50;

impl Service {
    /// `/board`: the current board to the channel.
    pub(crate) fn board(&self, cmd: &Command) -> Reply {
        let table = self.table(&cmd.chat)?;
        let record = &table.record;
        let Some(game) = &table.game else {
            return Ok(vec![Delivery::channel(
                &cmd.chat,
                format!("The game is in its lobby.\n{}", crate::lobby::seat_list(record)),
            )]);
        };
        let mut text = fill(&game.public_summary(), &record.names());
        match game.outcome() {
            Some(outcome) => text = format!("{}\n{text}", results_text(record, &outcome)),
            None => text.push_str(&format!("\n{}", self.turn_line(record, game).0)),
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
    pub(crate) fn hand(&self, cmd: &Command) -> Reply {
        let table = self.table(&cmd.chat)?;
        let game = table.game.as_ref().ok_or("The game has not started yet; hands are dealt at `/start`.")?;
        let seat =
            table.record.seat_of(&cmd.user).ok_or("You have no seat in this game, so you have no hand.")?;
        let text = game.private_summary(seat);
        Ok(vec![Delivery::Private {
            user: cmd.user.clone(),
            text,
            image: self.hand_image(&table.record, game, seat),
            choices: vec![],
        }])
    }

    /// `/moves`: the caller's legal moves, privately (they may show the hand).
    pub(crate) fn moves(&self, cmd: &Command) -> Reply {
        let table = self.table(&cmd.chat)?;
        let record = &table.record;
        let game = crate::play::running(record, table.game)?;
        let seat = record.seat_of(&cmd.user).ok_or("You have no seat in this game.")?;
        let active = game.active_seats();
        if !active.contains(&seat) {
            return Err(format!("It is not your turn: {} must act now.", names_of(record, &active)).into());
        }
        let lines = self.move_lines(&game, seat);
        Ok(vec![Delivery::Private {
            user: cmd.user.clone(),
            text: format!("{}.\n{}", game.prompt(), lines.join("\n")),
            image: None,
            choices: self.choices(record, &game, seat),
        }])
    }

    /// `/status`: the game, its seats, whose turn and for how long.
    pub(crate) fn status(&self, cmd: &Command) -> Reply {
        let table = self.table(&cmd.chat)?;
        let record = &table.record;
        let mut lines = vec![format!(
            "{} #{} — {} — version {}, {} moves.",
            record.kind.title(),
            record.id,
            match record.status {
                GameStatus::Lobby => "lobby",
                GameStatus::Active => "in play",
                GameStatus::Finished => "finished",
                GameStatus::Abandoned => "abandoned",
            },
            record.version,
            record.actions
        )];
        lines.push(crate::lobby::seat_list(record));
        if let Some(game) = &table.game
            && !game.is_over()
        {
            let waited = self.now_ms().saturating_sub(record.turn_started_ms);
            lines.push(format!(
                "{} to move, waiting for {}.",
                names_of(record, &game.active_seats()),
                duration_text(waited)
            ));
        }
        Ok(vec![Delivery::channel(&cmd.chat, lines.join("\n"))])
    }

    /// `/log [n]`: the public events of the last `n` moves (default 10).
    pub(crate) fn log(&self, cmd: &Command, args: &str) -> Reply {
        let n = if args.is_empty() {
            10
        } else {
            args.parse::<usize>()
                .map_err(|_| format!("`/log {args}`: give a number of moves, e.g. `/log 5`."))?
        };
        let table = self.table(&cmd.chat)?;
        let record = &table.record;
        if table.game.is_none() {
            return Err("The game has not started yet.".into());
        }
        let stored =
            self.store().load(record.id).map_err(|e| storage_trouble(&e))?.ok_or("The game is missing.")?;
        let mut game = AnyGame::setup(record.kind, &record.options, record.seats.len(), record.seed)
            .map_err(|e| format!("The game could not be rebuilt: {e}"))?;
        let names = record.names();
        let mut entries = Vec::new();
        for (i, logged) in stored.actions.iter().enumerate() {
            let notation = game.format_action(&logged.action);
            let events = game
                .apply(logged.seat, &logged.action)
                .map_err(|e| format!("The log does not replay: {e}"))?;
            let texts: Vec<String> = events
                .iter()
                .filter(|e| e.audience == Audience::Everyone)
                .map(|e| fill(&e.text, &names))
                .collect();
            let who = &record.seats[logged.seat.index()].name;
            let public_move =
                if texts.is_empty() { format!("{who} plays `{notation}`") } else { texts.join(" ") };
            entries.push(format!("{}. {public_move}", i + 1));
        }
        let n = n.clamp(1, LOG_LIMIT);
        let shown = &entries[entries.len().saturating_sub(n)..];
        let text = if shown.is_empty() { "No moves yet.".to_string() } else { shown.join("\n") };
        Ok(vec![Delivery::channel(&cmd.chat, text)])
    }

    /// `/score`: public scores now (secret points stay secret), or the result at the end.
    pub(crate) fn score(&self, cmd: &Command) -> Reply {
        let table = self.table_or_last(cmd)?;
        let record = &table.record;
        let game = table.game.as_ref().ok_or("The game has not started yet.")?;
        if let Some(outcome) = game.outcome() {
            return Ok(vec![Delivery::Channel {
                chat: cmd.chat.clone(),
                text: results_text(record, &outcome),
                image: self.score_image(record, &outcome),
                choices: vec![],
                mentions: vec![],
            }]);
        }
        let mut out = vec![Delivery::channel(
            &cmd.chat,
            format!(
                "{}\nVictory points stay secret until the end.",
                fill(&game.public_summary(), &record.names())
            ),
        )];
        if let Some(seat) = record.seat_of(&cmd.user) {
            out.push(Delivery::private(&cmd.user, game.private_summary(seat)));
        }
        Ok(out)
    }

    /// The chat's open game, or the most recent game of the caller in this chat.
    fn table_or_last(&self, cmd: &Command) -> Result<crate::service::Table, crate::service::Refusal> {
        if let Ok(table) = self.table(&cmd.chat) {
            return Ok(table);
        }
        let ids = self.store().games_of(&cmd.user).map_err(|e| storage_trouble(&e))?;
        for id in ids.into_iter().rev() {
            let Some(record) = self.store().record(id).map_err(|e| storage_trouble(&e))? else { continue };
            if record.chat == cmd.chat {
                let game = self.store().load_snapshot(id).map_err(|e| storage_trouble(&e))?;
                return Ok(crate::service::Table { record, game });
            }
        }
        Err("There is no game in this chat. Start one with `/new carthage`.".into())
    }

    /// `/rules [game] [topic]`: the rules of the chat's game (or a named one).
    pub(crate) fn rules(&self, cmd: &Command, args: &str) -> Reply {
        let mut words = args.split_whitespace().peekable();
        let named = words.peek().and_then(|w| GameKind::from_name(w).ok());
        if named.is_some() {
            words.next();
        }
        let kind = match named {
            Some(kind) => kind,
            None => match self.table(&cmd.chat) {
                Ok(table) => table.record.kind,
                Err(_) => GameKind::Carthage,
            },
        };
        let text = rules_text(kind, words.next()).map_err(|e| format!("{e}."))?;
        Ok(vec![Delivery::channel(&cmd.chat, format!("{}: {text}", kind.title()))])
    }

    /// `/games`: the caller's open games with whose turn it is and for how long.
    pub(crate) fn games(&self, cmd: &Command) -> Reply {
        let ids = self.store().games_of(&cmd.user).map_err(|e| storage_trouble(&e))?;
        let mut lines = Vec::new();
        for id in ids {
            let Some(record) = self.store().record(id).map_err(|e| storage_trouble(&e))? else { continue };
            if !record.status.is_open() {
                continue;
            }
            let turn = match self.store().load_snapshot(id).map_err(|e| storage_trouble(&e))? {
                Some(game) => format!(
                    "{} to move for {}",
                    names_of(&record, &game.active_seats()),
                    duration_text(self.now_ms().saturating_sub(record.turn_started_ms))
                ),
                None => "in the lobby".to_string(),
            };
            lines.push(format!("#{} {} in {}: {turn}", record.id, record.kind.title(), record.chat));
        }
        let text = if lines.is_empty() { "You have no open games.".to_string() } else { lines.join("\n") };
        Ok(vec![Delivery::private(&cmd.user, text)])
    }
}

/// "3 h 5 min", "2 d 4 h", "40 s".
#[must_use]
pub fn duration_text(ms: u64) -> String {
    let s = ms / 1000;
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min", s / 60),
        3600..86_400 => format!("{} h {} min", s / 3600, s % 3600 / 60),
        _ => format!("{} d {} h", s / 86_400, s % 86_400 / 3600),
    }
}
