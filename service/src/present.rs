//! Turning game state into messages: names, turn lines, prompts, move lists, images.

use std::sync::Arc;

use kontor_engine::{Audience, BotLevel, Event, Outcome, Seat, Viewer};
use kontor_games::AnyGame;
use kontor_i18n::Voice;
use kontor_render::RenderError;
use kontor_storage::{GameRecord, UserKey};

use crate::ctx::Ctx;
use crate::delivery::{Delivery, Image, Picture};
use crate::i18n::{Lang, catalog, names_of, say, t};
use crate::menu::{LIST_BUDGET, Menu, menu_choices};

/// The human users among `seats`.
fn humans(record: &GameRecord, seats: &[Seat]) -> Vec<(Seat, UserKey)> {
    seats
        .iter()
        .filter(|s| !record.seats[s.index()].bot && !record.seats[s.index()].resigned)
        .map(|s| (*s, record.seats[s.index()].user.clone()))
        .collect()
}

/// The final ranking as text lines, score categories and tie-breakers in language `l`.
pub(crate) fn results_text(l: Lang, record: &GameRecord, outcome: &Outcome) -> String {
    let names = record.names();
    let mut lines = vec![t!(l, "play-results-head")];
    for p in &outcome.ranking {
        let info = &record.seats[p.seat.index()];
        let tiebreaks: Vec<String> = outcome
            .tiebreak_names
            .iter()
            .zip(&p.tiebreaks)
            .map(|(name, v)| t!(l, "play-results-tiebreak", value = *v, name = name.clone().arg("n", *v)))
            .collect();
        let name =
            if info.resigned { t!(l, "play-results-resigned", name = &info.name) } else { info.name.clone() };
        lines.push(format!("{}. {name} — {} ({})", p.place, p.score, tiebreaks.join(", ")));
    }
    for line in &outcome.breakdown {
        let per: Vec<String> =
            line.points.iter().map(|(s, v)| format!("{} {v}", record.seats[s.index()].name)).collect();
        lines.push(format!("{}: {}", say(l, &line.category, &names), per.join(", ")));
    }
    let winners = outcome.winners();
    lines.push(t!(l, "play-results-winners", n = winners.len(), winners = names_of(l, record, &winners)));
    lines.join("\n")
}

/// The board as a spectator sees it, in the chat's language.
pub(crate) fn board_png(ctx: &Ctx, record: &GameRecord, game: &AnyGame) -> Result<Vec<u8>, RenderError> {
    let names = record.names();
    let voice = Voice { catalog: catalog(), lang: ctx.chat_lang(&record.chat), names: &names };
    kontor_render::render_board(&game.view(Viewer::Spectator), &voice)
}

/// A seat's own hand, in its player's language.
pub(crate) fn hand_png(
    ctx: &Ctx,
    record: &GameRecord,
    game: &AnyGame,
    seat: Seat,
) -> Result<Vec<u8>, RenderError> {
    let names = record.names();
    let lang = record.seats.get(seat.index()).map_or(Lang::En, |s| ctx.user_lang(&s.user, &record.chat));
    let voice = Voice { catalog: catalog(), lang, names: &names };
    kontor_render::render_hand(&game.view(Viewer::Seat(seat)), &voice)
}

/// The final score chart, in the chat's language.
pub(crate) fn score_png(ctx: &Ctx, record: &GameRecord, outcome: &Outcome) -> Result<Vec<u8>, RenderError> {
    let names = record.names();
    let voice = Voice { catalog: catalog(), lang: ctx.chat_lang(&record.chat), names: &names };
    kontor_render::render_final_scores(outcome, &voice)
}

/// The board as a spectator sees it, as a PNG.
pub(crate) fn board_image(ctx: &Ctx, record: &GameRecord, game: &AnyGame) -> Option<Image> {
    if !ctx.config.images {
        return None;
    }
    let png = board_png(ctx, record, game).map_err(|e| tracing::warn!("board render failed: {e}")).ok()?;
    Some(Image {
        name: format!("game-{}-v{}.png", record.id, record.version),
        png: Arc::new(png),
        source: Picture::Board { game: record.id, actions: record.actions },
    })
}

/// A seat's own hand as a PNG.
pub(crate) fn hand_image(ctx: &Ctx, record: &GameRecord, game: &AnyGame, seat: Seat) -> Option<Image> {
    if !ctx.config.images {
        return None;
    }
    let png =
        hand_png(ctx, record, game, seat).map_err(|e| tracing::warn!("hand render failed: {e}")).ok()?;
    Some(Image {
        name: format!("game-{}-hand-{}.png", record.id, seat.0 + 1),
        png: Arc::new(png),
        source: Picture::Hand { game: record.id, actions: record.actions, seat: seat.0 },
    })
}

/// The final score chart as a PNG.
pub(crate) fn score_image(ctx: &Ctx, record: &GameRecord, outcome: &Outcome) -> Option<Image> {
    if !ctx.config.images {
        return None;
    }
    let png = score_png(ctx, record, outcome).map_err(|e| tracing::warn!("chart render failed: {e}")).ok()?;
    Some(Image {
        name: format!("game-{}-scores.png", record.id),
        png: Arc::new(png),
        source: Picture::Scores { game: record.id },
    })
}

/// Who must act now, for the channel (in language `c`), with the users to mention.
pub(crate) fn turn_line(c: Lang, record: &GameRecord, game: &AnyGame) -> (String, Vec<UserKey>) {
    let active = game.active_seats();
    let mentions = humans(record, &active).into_iter().map(|(_, u)| u).collect();
    let (who, id, version) = (names_of(c, record, &active), record.id, record.version);
    (t!(c, "play-turn-line", who = who, id = id, version = version), mentions)
}

/// The private prompt of a seat that must act: what to do, its hand, its moves (grouped by
/// the menu's first level when they are many) and the first level as buttons.
pub(crate) fn prompt(ctx: &Ctx, record: &GameRecord, game: &AnyGame, seat: Seat, user: &UserKey) -> Delivery {
    let l = ctx.user_lang(user, &record.chat);
    let menu = Menu::of(l, game, seat, &record.names());
    let text = t!(
        l,
        "play-prompt",
        title = record.kind.title_text(),
        id = record.id,
        prompt = say(l, &game.prompt(), &record.names()),
        list = menu.overview(l, &[], LIST_BUDGET)
    );
    Delivery::Private {
        user: user.clone(),
        text,
        image: hand_image(ctx, record, game, seat),
        choices: menu_choices(l, record, &menu.tree, &[]),
    }
}

/// Everything to send after the game changed: public events with the board to the channel,
/// private events to their seats, the result at the end, and prompts to the seats that act.
pub(crate) fn announce(
    ctx: &Ctx,
    record: &GameRecord,
    game: &AnyGame,
    intro: Option<String>,
    events: &[Event],
) -> Vec<Delivery> {
    let names = record.names();
    let c = ctx.chat_lang(&record.chat);
    let mut lines: Vec<String> = intro.into_iter().collect();
    lines.extend(events.iter().filter(|e| e.audience == Audience::Everyone).map(|e| say(c, &e.text, &names)));
    let mut out = Vec::new();
    let mut mentions = Vec::new();
    let outcome = game.outcome();
    match &outcome {
        Some(outcome) => lines.push(results_text(c, record, outcome)),
        None => {
            let (line, who) = turn_line(c, record, game);
            lines.push(line);
            mentions = who;
        }
    }
    out.push(Delivery::Channel {
        chat: record.chat.clone(),
        text: lines.join("\n"),
        image: board_image(ctx, record, game),
        choices: vec![],
        mentions,
    });
    if let Some(outcome) = &outcome
        && let Some(image) = score_image(ctx, record, outcome)
    {
        out.push(Delivery::Channel {
            chat: record.chat.clone(),
            text: t!(c, "play-final-scores"),
            image: Some(image),
            choices: vec![],
            mentions: vec![],
        });
    }
    for (seat, info) in record.seats.iter().enumerate() {
        let seat = Seat(seat as u8);
        let mine: Vec<String> = events
            .iter()
            .filter(|e| e.audience == Audience::Only(seat))
            .map(|e| say(ctx.user_lang(&info.user, &record.chat), &e.text, &names))
            .collect();
        if !mine.is_empty() && !info.bot {
            out.push(Delivery::private(&info.user, mine.join("\n")));
        }
    }
    for (seat, user) in humans(record, &game.active_seats()) {
        out.push(prompt(ctx, record, game, seat, &user));
    }
    out
}

/// "Seats: 1. Anna, 2. Bot 1 (bot)" / "Miejsca: 1. Anna, 2. Bot 1 (bot)".
pub(crate) fn seat_list(l: Lang, record: &GameRecord) -> String {
    seats_with_levels(l, record, false)
}

/// The seats with every bot's level (`/status`): `(bot, hard)`, and `(resigned, bot normal)` for a
/// seat a bot plays since its player resigned. `always` shows `easy` too; otherwise an `easy` bot
/// is just `(bot)` and resigned seats show no mark.
pub(crate) fn seats_with_levels(l: Lang, record: &GameRecord, always: bool) -> String {
    let seats: Vec<String> = record
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (number, name, level) = (i + 1, &s.name, level_name(l, s.level));
            match (s.bot, s.resigned) {
                (true, _) if always || s.level != BotLevel::Easy => {
                    t!(l, "tables-seat-bot-level", number = number, name = name, level = level)
                }
                (true, _) => t!(l, "tables-seat-bot", number = number, name = name),
                (false, true) if always => {
                    t!(l, "tables-seat-resigned", number = number, name = name, level = level)
                }
                (false, _) => t!(l, "tables-seat", number = number, name = name),
            }
        })
        .collect();
    t!(l, "tables-seats", seats = seats.join(", "))
}

/// A bot level's name in `l`.
pub(crate) fn level_name(l: Lang, level: BotLevel) -> String {
    t!(l, "tables-bot-level", level = level.name())
}
