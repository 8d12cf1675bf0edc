//! `kontor selfplay`: bots play a whole game; the last line printed is a JSON summary.

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use kontor_engine::{Audience, BotLevel, GameRng, Lang, Localized, Options, Outcome, Seat, Text, Viewer};
use kontor_games::{AnyAction, AnyGame, GameKind};
use serde_json::json;

/// Bot moves before self-play gives up on a game that does not end.
const MOVE_LIMIT: usize = 100_000;

/// Who plays a self-play game and how hard they think.
#[derive(Clone, Debug)]
pub struct Table {
    pub kind: GameKind,
    pub options: Options,
    /// One level per seat, in seat order.
    pub levels: Vec<BotLevel>,
    /// Caps the search iterations of every decision and turns time budgets off (deterministic).
    pub max_iterations: Option<usize>,
}

/// Parses `--bots hard,easy,easy,easy` for `players` seats: one level per seat, or one level for
/// every seat; no list means every seat is `easy`.
pub fn parse_levels(list: Option<&str>, players: usize) -> anyhow::Result<Vec<BotLevel>> {
    let Some(list) = list else { return Ok(vec![BotLevel::Easy; players]) };
    let levels = list.split(',').map(str::parse).collect::<Result<Vec<BotLevel>, _>>()?;
    match levels.len() {
        1 => Ok(vec![levels[0]; players]),
        n if n == players => Ok(levels),
        n => bail!("--bots names {n} levels for {players} players; give one per seat or one for all"),
    }
}

/// One bot decision: who decided, at which level, how long and how many search iterations.
#[derive(Clone, Copy, Debug)]
pub struct Thought {
    pub level: BotLevel,
    pub time: Duration,
    pub iterations: usize,
}

/// A finished self-play game.
pub struct Played {
    pub game: AnyGame,
    pub outcome: Outcome,
    pub actions: usize,
    pub thoughts: Vec<Thought>,
}

/// Plays one game of `table` seeded `seed`; `on_move` sees every move with its events.
pub fn play(
    table: &Table,
    seed: u64,
    mut on_move: impl FnMut(Seat, &str, &[kontor_engine::Event]) -> anyhow::Result<()>,
) -> anyhow::Result<Played> {
    let players = table.levels.len();
    // The command line reports no language: its texts are English.
    let english = |text: Text| kontor_service::say(Lang::En, &text, &[]);
    let mut game = AnyGame::setup(table.kind, &table.options, players, seed)
        .map_err(|e| anyhow::Error::msg(english(e.text())))?;
    let (mut actions, mut thoughts) = (0usize, Vec::new());
    while !game.is_over() {
        if actions >= MOVE_LIMIT {
            bail!("the game did not end within {MOVE_LIMIT} moves");
        }
        let seat = *game.active_seats().first().context("nobody may act, but the game is not over")?;
        let level = table.levels[seat.index()];
        let mut rng = GameRng::for_move(seed, actions as u64);
        let started = Instant::now();
        let decision = game
            .think(seat, level, table.max_iterations, &mut rng, || started.elapsed())
            .context("the active seat has no legal move")?;
        thoughts.push(Thought { level, time: started.elapsed(), iterations: decision.iterations });
        let action: AnyAction = decision.action;
        let notation = game.format_action(&action);
        let events = game
            .apply(seat, &action)
            .map_err(|e| anyhow::anyhow!("bot move `{notation}` refused: {}", english(e.text())))?;
        actions += 1;
        on_move(seat, &notation, &events)?;
    }
    let outcome = game.outcome().context("the game is over")?;
    Ok(Played { game, outcome, actions, thoughts })
}

/// Plays one game with bot seats and prints its events, then the JSON summary line.
pub fn run(
    table: &Table,
    seed: u64,
    out_dir: Option<&Path>,
    output: &mut impl Write,
) -> anyhow::Result<serde_json::Value> {
    let kind = table.kind;
    let players = table.levels.len();
    let names: Vec<String> = (1..=players).map(|i| format!("Bot {i}")).collect();
    let fill = |text: &kontor_engine::Text| kontor_service::say(kontor_engine::Lang::En, text, &names);
    let game = AnyGame::setup(kind, &table.options, players, seed)
        .map_err(|e| anyhow::Error::msg(fill(&e.text())))?;
    for event in game.opening_events() {
        writeln!(output, "{}", fill(&event.text))?;
    }
    let played = play(table, seed, |seat, notation, events| {
        writeln!(output, "{}: {notation}", names[seat.index()])?;
        for event in events.iter().filter(|e| e.audience == Audience::Everyone) {
            writeln!(output, "  {}", fill(&event.text))?;
        }
        Ok(())
    })?;
    let outcome = &played.outcome;
    if let Some(dir) = out_dir {
        std::fs::create_dir_all(dir)?;
        let voice = kontor_i18n::Voice {
            catalog: kontor_service::catalog(),
            lang: kontor_engine::Lang::En,
            names: &names,
        };
        let board = kontor_render::render_board(&played.game.view(Viewer::Spectator), &voice)?;
        std::fs::write(dir.join(format!("selfplay-{kind}-{seed}-board.png")), board)?;
        let chart = kontor_render::render_final_scores(outcome, &voice)?;
        std::fs::write(dir.join(format!("selfplay-{kind}-{seed}-scores.png")), chart)?;
    }
    let summary = json!({
        "game": kind.name(),
        "seed": seed,
        "players": players,
        "bots": table.levels.iter().map(|l| l.name()).collect::<Vec<_>>(),
        "actions": played.actions,
        "scores": outcome.scores.values().collect::<Vec<_>>(),
        "ranking": outcome.ranking.iter().map(|p| json!({"seat": p.seat.0 + 1, "place": p.place, "score": p.score, "tiebreaks": p.tiebreaks})).collect::<Vec<_>>(),
        "winners": outcome.winners().iter().map(|s| s.0 + 1).collect::<Vec<_>>(),
        "breakdown": outcome.breakdown.iter().map(|l| json!({"category": fill(&l.category), "points": l.points.values().collect::<Vec<_>>()})).collect::<Vec<_>>(),
        "thinking": thinking(&played.thoughts),
    });
    writeln!(output, "{summary}")?;
    Ok(summary)
}

/// Per level: decisions, and over the decisions that searched (more than one choice; every
/// decision of `easy`) their number, think time p50/p99 in milliseconds and median iterations.
pub fn thinking(thoughts: &[Thought]) -> serde_json::Value {
    let mut levels = serde_json::Map::new();
    for level in BotLevel::ALL {
        let all: Vec<&Thought> = thoughts.iter().filter(|t| t.level == level).collect();
        if all.is_empty() {
            continue;
        }
        let searched: Vec<&Thought> =
            all.iter().copied().filter(|t| t.iterations > 0 || level == BotLevel::Easy).collect();
        let mut times: Vec<f64> = searched.iter().map(|t| t.time.as_secs_f64() * 1_000.0).collect();
        times.sort_by(f64::total_cmp);
        let mut iterations: Vec<usize> = searched.iter().map(|t| t.iterations).collect();
        iterations.sort_unstable();
        let mut entry = json!({"decisions": all.len(), "searched": searched.len()});
        if !searched.is_empty() {
            entry["p50_ms"] = json!(round(percentile(&times, 0.50)));
            entry["p99_ms"] = json!(round(percentile(&times, 0.99)));
            entry["median_iterations"] = json!(iterations[iterations.len() / 2]);
        }
        levels.insert(level.name().into(), entry);
    }
    serde_json::Value::Object(levels)
}

/// The `q` quantile of sorted values (nearest rank).
fn percentile(sorted: &[f64], q: f64) -> f64 {
    let rank = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn round(ms: f64) -> f64 {
    (ms * 100.0).round() / 100.0
}
