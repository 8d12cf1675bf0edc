//! What a game's web page shows (the `kontor-web` crate serves it): the board as the chat's
//! spectators see it, as SVG, the public scores, whose turn it is and since when, and the public
//! log. Built from the spectator's view and public events only, as the channel's posts are: no
//! hand, face-down card, mission or seed reaches it.

use kontor_engine::{Seat, Viewer};
use kontor_games::AnyGame;
use kontor_i18n::Voice;
use kontor_storage::{GameId, GameRecord, GameStatus};

use crate::ctx::Ctx;
use crate::i18n::{Lang, catalog, names_of, say, t};
use crate::info::public_log;
use crate::present::{results_text, seat_list};
use crate::service::Service;
use crate::watch::{parse_token, secret_matches};

/// The most moves of the log a page shows (the last ones).
pub(crate) const PAGE_LOG: usize = 100;

/// A game's page, in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    pub game: GameId,
    /// The game's version: the page changes when it does.
    pub version: u64,
    pub lang: Lang,
    /// "Hansa Teutonica #12".
    pub title: String,
    /// The public board as an SVG document; `None` in the lobby (or if drawing failed).
    pub board: Option<String>,
    /// One row per seat, in seat order.
    pub scores: Vec<PageScore>,
    /// Who must act now ("alice to play"), while the game runs.
    pub turn: Option<String>,
    /// Since when the turn waits, in milliseconds since the epoch.
    pub turn_since_ms: u64,
    /// The public summary the channel's board post carries.
    pub summary: String,
    /// The results, once the game is over; the lobby's seats while it waits.
    pub note: Option<String>,
    /// The last [`PAGE_LOG`] moves, oldest first, numbered.
    pub log: Vec<String>,
}

/// A seat's row in a page's score table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageScore {
    pub name: String,
    /// The public score, for games that keep one in the open.
    pub points: Option<i64>,
    /// Whether the seat must act now.
    pub active: bool,
}

impl Service {
    /// The version of the game `token` names, or `None` if it names none (malformed, unknown,
    /// or replaced by `/watch new`). One record read: pages poll it.
    pub fn page_version(&self, token: &str) -> Result<Option<u64>, String> {
        Ok(watched(self.ctx(), token)?.map(|record| record.version))
    }

    /// The page of the game `token` names, in `lang` (else the language of the game's chat).
    /// Blocking work (the database, the log's replay, the drawing): call it off the runtime.
    pub fn page(&self, token: &str, lang: Option<Lang>) -> Result<Option<Page>, String> {
        let ctx = self.ctx();
        let Some(record) = watched(ctx, token)? else { return Ok(None) };
        let game = ctx.store.load_snapshot(record.id).map_err(|e| e.to_string())?;
        let l = lang.unwrap_or_else(|| ctx.chat_lang(&record.chat));
        let log = match &game {
            Some(_) => public_log(ctx, &record, l).unwrap_or_else(|refusal| vec![refusal.0]),
            None => Vec::new(),
        };
        Ok(Some(page_of(&record, game.as_ref(), l, log)))
    }
}

/// The record of the game `token` names, if its secret is the game's.
fn watched(ctx: &Ctx, token: &str) -> Result<Option<GameRecord>, String> {
    let Some((id, secret)) = parse_token(token) else { return Ok(None) };
    let record = ctx.store.record(id).map_err(|e| e.to_string())?;
    Ok(record.filter(|r| secret_matches(r, secret)))
}

/// The page of `record`'s game `game` (`None` in the lobby) with the public `log`: drawn from the
/// spectator's view only.
fn page_of(record: &GameRecord, game: Option<&AnyGame>, l: Lang, log: Vec<String>) -> Page {
    let names = record.names();
    let title = t!(l, "page-title", title = record.kind.title_text(), id = record.id);
    let mut page = Page {
        game: record.id,
        version: record.version,
        lang: l,
        title,
        board: None,
        scores: Vec::new(),
        turn: None,
        turn_since_ms: record.turn_started_ms,
        summary: String::new(),
        note: None,
        log: Vec::new(),
    };
    let Some(game) = game else {
        page.note = Some(t!(l, "page-lobby", seats = seat_list(l, record)));
        page.scores = record
            .seats
            .iter()
            .map(|s| PageScore { name: s.name.clone(), points: None, active: false })
            .collect();
        return page;
    };
    let voice = Voice { catalog: catalog(), lang: l, names: &names };
    page.board = kontor_render::render_board_svg(&game.view(Viewer::Spectator), &voice)
        .map_err(|e| tracing::warn!("game {}: the page's board: {e}", record.id))
        .ok();
    let active = if game.is_over() { Vec::new() } else { game.active_seats() };
    let points = game.public_scores();
    page.scores = (0..record.seats.len())
        .map(|i| {
            let seat = Seat(i as u8);
            PageScore {
                name: record.seats[i].name.clone(),
                points: points.as_ref().map(|p| p[seat]),
                active: active.contains(&seat),
            }
        })
        .collect();
    if !active.is_empty() && record.status == GameStatus::Active {
        page.turn = Some(t!(l, "page-turn", who = names_of(l, record, &active)));
    }
    page.summary = say(l, &game.public_summary(), &names);
    page.note = match game.outcome() {
        Some(outcome) => Some(results_text(l, record, &outcome)),
        None if record.status == GameStatus::Abandoned => Some(t!(l, "page-abandoned")),
        None => None,
    };
    page.log = log[log.len().saturating_sub(PAGE_LOG)..].to_vec();
    page
}

#[cfg(test)]
mod tests {
    use kontor_engine::{BotHints, GameRng, Options};
    use kontor_games::GameKind;
    use kontor_storage::{ChatKey, SeatInfo, UserKey};

    use super::*;

    /// The game as `seat` might imagine it: everything it cannot see dealt again.
    fn redealt(game: &AnyGame, seat: Seat, rng: &mut GameRng) -> AnyGame {
        match game {
            AnyGame::Carthage(g) => AnyGame::Carthage(g.determinize(seat, rng)),
            AnyGame::ElDorado(g) => AnyGame::ElDorado(g.determinize(seat, rng)),
            AnyGame::Hansa(g) => AnyGame::Hansa(g.determinize(seat, rng)),
            AnyGame::ThurnTaxis(g) => AnyGame::ThurnTaxis(g.determinize(seat, rng)),
        }
    }

    fn record(kind: GameKind, seats: usize) -> GameRecord {
        let seat = |i: usize| SeatInfo {
            user: UserKey::new("test", format!("p{i}")),
            name: format!("p{i}"),
            bot: false,
            resigned: false,
            level: Default::default(),
            handle: None,
            player: None,
        };
        GameRecord {
            seats: (0..seats).map(seat).collect(),
            status: GameStatus::Active,
            ..GameRecord::new(1, kind, ChatKey::new("test", "c"), 0)
        }
    }

    /// The page shows nothing a spectator cannot see: the page of a game in progress is the same,
    /// to the byte, as the page of the same game with every hand, deck, mission and face-down
    /// card another seat cannot see dealt again (for each seat in turn, so every seat's secrets
    /// are redealt at least once).
    #[test]
    fn a_page_is_the_same_whatever_the_hidden_cards() {
        let missions: Options = [("missions".to_string(), "on".to_string())].into();
        for (kind, options) in [
            (GameKind::Carthage, Options::new()),
            (GameKind::ElDorado, Options::new()),
            (GameKind::Hansa, missions),
            (GameKind::ThurnTaxis, Options::new()),
        ] {
            let mut game = AnyGame::setup(kind, &options, 3, 11).unwrap();
            let mut rng = GameRng::from_seed(11);
            let record = record(kind, 3);
            for step in 0..90 {
                let Some(&seat) = game.active_seats().first() else { break };
                if step % 30 == 29 {
                    let page = page_of(&record, Some(&game), Lang::En, vec![]);
                    for redealer in 0..3u8 {
                        let other = redealt(&game, Seat(redealer), &mut GameRng::from_seed(step));
                        let seen = page_of(&record, Some(&other), Lang::En, vec![]);
                        assert!(
                            seen == page,
                            "{kind:?} after {step} moves: a redeal for seat {redealer} shows"
                        );
                    }
                }
                let action = game.bot_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
            }
        }
    }
}
