//! Turning game state into messages: names, turn lines, prompts, move lists, images.

use std::sync::Arc;

use kontor_engine::{Audience, BotLevel, Event, Outcome, Seat, Text, Viewer};
use kontor_games::AnyGame;
use kontor_i18n::Voice;
use kontor_render::RenderError;
use kontor_storage::{Change, GameRecord, UserKey};

use crate::ctx::Ctx;
use crate::delivery::{Delivery, Image, Picture};
use crate::i18n::{Lang, catalog, names_of, say, t};
use crate::menu::{LIST_BUDGET, Menu, menu_choices};
use crate::tx::Tx;

/// The human users among `seats`.
fn humans(record: &GameRecord, seats: &[Seat]) -> Vec<(Seat, UserKey)> {
    seats
        .iter()
        .filter(|s| !record.seats[s.index()].bot && !record.seats[s.index()].resigned)
        .map(|s| (*s, record.seats[s.index()].user.clone()))
        .collect()
}

/// The final ranking as text lines, score categories and, where a tie-breaker decided a place,
/// which one, in language `l`.
pub(crate) fn results_text(l: Lang, record: &GameRecord, outcome: &Outcome) -> String {
    let names = record.names();
    let name_of = |seat: Seat| -> String {
        let info = &record.seats[seat.index()];
        if info.resigned { t!(l, "play-results-resigned", name = &info.name) } else { info.name.clone() }
    };
    let mut lines = vec![t!(l, "play-results-head")];
    for p in &outcome.ranking {
        lines.push(format!("{}. {} — {}", p.place, name_of(p.seat), p.score));
    }
    for pair in outcome.ranking.windows(2) {
        let (ahead, behind) = (&pair[0], &pair[1]);
        if ahead.score != behind.score || ahead.place == behind.place {
            continue;
        }
        let decided = ahead.tiebreaks.iter().zip(&behind.tiebreaks).position(|(a, b)| a != b);
        if let Some(name) = decided.and_then(|i| outcome.tiebreak_names.get(i)) {
            // A tie-breaker's name takes the count it is read with; the rule is named in the plural.
            let by = say(l, &name.clone().arg("n", 2), &names);
            let (a, b) = (name_of(ahead.seat), name_of(behind.seat));
            lines.push(t!(l, "play-results-tiebreak", ahead = a, behind = b, score = ahead.score, by = by));
        }
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

/// The final score chart, in the chat's language, with the public scores over the turns above it
/// for a game that keeps a public score (read from the stored log).
pub(crate) fn score_png(ctx: &Ctx, record: &GameRecord, outcome: &Outcome) -> Result<Vec<u8>, RenderError> {
    let names = record.names();
    let voice = Voice { catalog: catalog(), lang: ctx.chat_lang(&record.chat), names: &names };
    let history = crate::replay::score_series(ctx, record, None)
        .map_err(|e| tracing::warn!("game {}: the scores over time are left out: {e}", record.id))
        .ok()
        .flatten();
    kontor_render::render_final_scores_with_history(outcome, history.as_ref(), &voice)
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

/// The final score chart as a PNG. It charts the whole stored log, which holds the game's last
/// moves only once the command that ended it is written: it is drawn then
/// ([`crate::replay::draw_written`]), and carried empty until.
pub(crate) fn score_image(ctx: &Ctx, record: &GameRecord) -> Option<Image> {
    if !ctx.config.images {
        return None;
    }
    Some(Image {
        name: format!("game-{}-scores.png", record.id),
        png: Arc::new(Vec::new()),
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

/// The slot of a game's turn prompt: one private message per player and game, edited in place.
pub(crate) fn turn_slot(record: &GameRecord) -> String {
    format!("turn-{}", record.id)
}

/// The slot of a seat's hand picture within its turn: under the turn slot, so it ends with it.
fn hand_slot(record: &GameRecord) -> String {
    format!("{}/hand", turn_slot(record))
}

/// The private prompt of a seat that must act: what to do, its moves (grouped by the menu's first
/// level when they are many) and the first level as buttons, in the seat's turn slot.
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
        image: None,
        choices: menu_choices(l, record, &menu.tree, &[]),
        slot: Some(turn_slot(record)),
    }
}

/// A seat's hand picture, if its hand changed since its player last got one (noted in `record`).
fn changed_hand(
    ctx: &Ctx,
    record: &mut GameRecord,
    game: &AnyGame,
    seat: Seat,
    user: &UserKey,
) -> Option<Delivery> {
    let print = fingerprint(&game.private_summary(seat));
    let shown = &mut record.shown_hands;
    shown.resize(record.seats.len(), 0);
    if shown[seat.index()] == print {
        return None;
    }
    shown[seat.index()] = print;
    let image = hand_image(ctx, record, game, seat)?;
    let l = ctx.user_lang(user, &record.chat);
    Some(Delivery::Private {
        user: user.clone(),
        text: t!(l, "play-your-hand", id = record.id),
        image: Some(image),
        choices: vec![],
        slot: Some(hand_slot(record)),
    })
}

/// A stable fingerprint of a text (FNV-1a of its stored form), never 0.
fn fingerprint(text: &Text) -> u64 {
    let bytes = serde_json::to_vec(text).unwrap_or_default();
    let hash = bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3));
    hash.max(1)
}

/// When the channel hears of a change: at once, or once the turn passes to someone else.
pub(crate) struct Told<'a> {
    /// The seats that had to act before the change; `None` tells the channel at once.
    was: Option<&'a [Seat]>,
    /// A first line for the channel (`/start`, `/undo`, a time-out).
    intro: Option<String>,
}

impl<'a> Told<'a> {
    /// The channel is told now (a start, a resignation, a time-out).
    pub(crate) fn now(intro: Option<String>) -> Told<'static> {
        Told { was: None, intro }
    }

    /// The channel is told once a seat that did not have to act before (`was`) must act, or the
    /// game ends; until then the steps of a turn wait in the record's `untold`.
    pub(crate) fn when_turn_passes(was: &'a [Seat], intro: Option<String>) -> Told<'a> {
        Told { was: Some(was), intro }
    }

    /// Whether the channel is told after the change (applied on `tx`), with `game` as it is now:
    /// at the end, or when a human must act and the turn has passed: that human did not have
    /// to act before, or the turn went from one seat to another meanwhile (round the table and
    /// back; a displaced player answering inside a turn is no new turn). While only bots must
    /// act, their turns wait for the post that follows them.
    fn tells(&self, tx: &Tx, record: &GameRecord, game: &AnyGame) -> bool {
        let Some(was) = self.was else { return true };
        let now: Vec<Seat> = humans(record, &game.active_seats()).into_iter().map(|(s, _)| s).collect();
        game.is_over() || (!now.is_empty() && (now.iter().any(|s| !was.contains(s)) || tx.turn_passed()))
    }
}

/// Everything to send after the game changed. The channel gets one post when the turn passes to
/// someone new or the game ends: everything untold since its last post, the board, and who must
/// act (or the result). Private events go to their seats; each seat that acts gets its hand when
/// it changed, and its turn prompt in its slot (first within a turn, last when the turn is new). A post empties `record.untold` and notes the
/// hands shown, staged on `tx`.
pub(crate) fn announce(
    tx: &mut Tx,
    record: &mut GameRecord,
    game: &AnyGame,
    told: Told<'_>,
    events: &[Event],
) -> Vec<Delivery> {
    let ctx = tx.ctx;
    let mut out = Vec::new();
    let posted = told.tells(tx, record, game);
    if posted {
        out.extend(channel_post(ctx, record, game, told.intro.clone()));
        record.untold.clear();
    }
    out.extend(private_events(ctx, record, events));
    out.extend(turns_over(ctx, record, game, &told));
    let before = record.shown_hands.clone();
    for (seat, user) in humans(record, &game.active_seats()) {
        let hand = changed_hand(ctx, record, game, seat, &user);
        let prompt = prompt(ctx, record, game, seat, &user);
        if !posted && told.was.is_some_and(|was| was.contains(&seat)) {
            // A step inside the turn: the prompt, edited in place, is what the player waits for;
            // a changed hand follows it.
            out.push(prompt);
            out.extend(hand);
        } else {
            // A new turn: the prompt comes last, below the hand, where the player reads next.
            out.extend(hand);
            out.push(prompt);
        }
    }
    if posted || record.shown_hands != before {
        tx.stage(record, None, Change::Record);
    }
    out
}

/// The turn prompts of the humans who had to act and no longer do, edited to say so (their
/// buttons go).
fn turns_over(ctx: &Ctx, record: &GameRecord, game: &AnyGame, told: &Told<'_>) -> Vec<Delivery> {
    let Some(was) = told.was else { return vec![] };
    let active = game.active_seats();
    let done = humans(record, was).into_iter().filter(|(s, _)| !active.contains(s));
    done.map(|(_, user)| {
        let l = ctx.user_lang(&user, &record.chat);
        let text = if game.is_over() {
            t!(l, "play-prompt-over", id = record.id)
        } else {
            t!(l, "play-prompt-done", id = record.id, who = names_of(l, record, &active))
        };
        Delivery::Private { user, text, image: None, choices: vec![], slot: Some(turn_slot(record)) }
    })
    .collect()
}

/// The channel's post: the untold steps, the board, and who acts now or the final result.
fn channel_post(ctx: &Ctx, record: &GameRecord, game: &AnyGame, intro: Option<String>) -> Vec<Delivery> {
    let names = record.names();
    let c = ctx.chat_lang(&record.chat);
    let mut lines: Vec<String> = intro.into_iter().collect();
    lines.extend(record.untold.iter().map(|(_, text)| say(c, text, &names)));
    let mut out = Vec::new();
    let mut mentions = Vec::new();
    let mut choices = Vec::new();
    let outcome = game.outcome();
    match &outcome {
        Some(outcome) => {
            lines.push(results_text(c, record, outcome));
            lines.extend(crate::standing::changes_line(ctx, c, record, outcome));
            choices.push(crate::rematch::button(c, record));
        }
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
        choices,
        mentions,
        page: crate::watch::address(ctx, record),
    });
    if outcome.is_some()
        && let Some(image) = score_image(ctx, record)
    {
        out.push(Delivery::Channel {
            chat: record.chat.clone(),
            text: t!(c, "play-final-scores"),
            image: Some(image),
            choices: vec![],
            mentions: vec![],
            page: None,
        });
    }
    out
}

/// The private events of the change, each to its seat's player in their language.
fn private_events(ctx: &Ctx, record: &GameRecord, events: &[Event]) -> Vec<Delivery> {
    let names = record.names();
    let mut out = Vec::new();
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

#[cfg(test)]
mod tests {
    use kontor_engine::{BySeat, Options, ScoreLine, text};
    use kontor_games::GameKind;
    use kontor_storage::{ChatKey, GameStatus, SeatInfo};

    use super::*;

    fn record(names: &[&str]) -> GameRecord {
        let seat = |name: &&str| SeatInfo {
            user: UserKey::new("test", *name),
            name: (*name).to_string(),
            bot: false,
            resigned: false,
            level: BotLevel::Easy,
            handle: None,
            player: None,
        };
        let json = serde_json::json!({
            "format_version": 1, "id": 1, "kind": GameKind::Hansa, "options": Options::new(),
            "seats": [], "seed": 1, "chat": ChatKey::new("test", "t"), "status": GameStatus::Finished,
            "version": 1, "actions": 1, "created_ms": 0, "updated_ms": 0, "turn_started_ms": 0,
        });
        let mut record: GameRecord = serde_json::from_value(json).unwrap();
        record.seats = names.iter().map(seat).collect();
        record
    }

    fn outcome(points: Vec<i64>, tiebreaks: Vec<Vec<i64>>) -> Outcome {
        let breakdown =
            vec![ScoreLine { category: text!("hansa-score-track"), points: BySeat::from(points) }];
        let names = vec![text!("hansa-tiebreak-actiones"), text!("hansa-tiebreak-network")];
        Outcome::ranked(breakdown, BySeat::from(tiebreaks), names)
    }

    #[test]
    fn a_tie_breaker_is_named_in_words_only_where_it_decided_a_place() {
        let record = record(&["ann", "bob", "cid"]);
        let decided = outcome(vec![40, 40, 30], vec![vec![-1, 9], vec![-1, 12], vec![-3, 20]]);
        let text = results_text(Lang::En, &record, &decided);
        assert!(text.contains("1. bob — 40\n2. ann — 40\n3. cid — 30"), "{text}");
        assert!(
            text.contains("bob ranks ahead of ann on equal points (40) by the tie-breaker: network points.")
        );
        assert!(!text.contains("cid ranks") && !text.contains("-1") && !text.contains("-3"), "{text}");
        let plain = results_text(Lang::Pl, &record, &outcome(vec![40, 35, 30], vec![vec![0, 0]; 3]));
        assert!(!plain.contains("rozstrzyga"), "{plain}");
        let decided = results_text(Lang::Pl, &record, &decided);
        assert!(decided.contains("bob wyprzedza gracza ann przy równej liczbie punktów (40)"), "{decided}");
    }

    #[test]
    fn a_tie_breaker_whose_name_takes_a_count_is_named_in_the_plural() {
        let record = record(&["ann", "bob"]);
        let breakdown = vec![ScoreLine {
            category: text!("carthage-score-victory-points"),
            points: BySeat::from(vec![6, 6]),
        }];
        let tokens = Outcome::ranked(
            breakdown,
            BySeat::from(vec![vec![3], vec![2]]),
            vec![text!("carthage-tiebreak-tokens")],
        );
        let en = results_text(Lang::En, &record, &tokens);
        assert!(en.contains("by the tie-breaker: achievement tokens."), "{en}");
        let pl = results_text(Lang::Pl, &record, &tokens);
        assert!(pl.contains("rozstrzyga: znaczniki realizacji."), "{pl}");
    }
}
