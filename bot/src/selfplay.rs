//! `kontor selfplay`: bots play a whole game; the last line printed is a JSON summary.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, bail};
use kontor_engine::{Audience, GameRng, Options, Viewer};
use kontor_games::{AnyGame, GameKind};
use serde_json::json;

/// Bot moves before self-play gives up on a game that does not end.
const MOVE_LIMIT: usize = 100_000;

/// Plays one game with bot seats and prints its events, then the JSON summary line.
pub fn run(
    kind: GameKind,
    players: usize,
    seed: u64,
    options: &Options,
    out_dir: Option<&Path>,
    output: &mut impl Write,
) -> anyhow::Result<serde_json::Value> {
    let mut game = AnyGame::setup(kind, options, players, seed)?;
    let names: Vec<String> = (1..=players).map(|i| format!("Bot {i}")).collect();
    let fill = |text: &str| {
        let mut text = text.to_string();
        for (i, name) in names.iter().enumerate() {
            text = text.replace(&format!("{{s{i}}}"), name);
        }
        text
    };
    for event in game.opening_events() {
        writeln!(output, "{}", fill(&event.text))?;
    }
    let mut actions = 0usize;
    while !game.is_over() {
        if actions >= MOVE_LIMIT {
            bail!("the game did not end within {MOVE_LIMIT} moves");
        }
        let seat = *game.active_seats().first().context("nobody may act, but the game is not over")?;
        let mut rng = GameRng::for_move(seed, actions as u64);
        let action = game.bot_action(seat, &mut rng).context("the active seat has no legal move")?;
        let notation = game.format_action(&action);
        let events =
            game.apply(seat, &action).map_err(|e| anyhow::anyhow!("bot move `{notation}` refused: {e}"))?;
        actions += 1;
        writeln!(output, "{}: {notation}", names[seat.index()])?;
        for event in events.iter().filter(|e| e.audience == Audience::Everyone) {
            writeln!(output, "  {}", fill(&event.text))?;
        }
    }
    let outcome = game.outcome().context("the game is over")?;
    if let Some(dir) = out_dir {
        std::fs::create_dir_all(dir)?;
        let board = kontor_render::render_board(&game.view(Viewer::Spectator), &names)?;
        std::fs::write(dir.join(format!("selfplay-{kind}-{seed}-board.png")), board)?;
        let chart = kontor_render::render_final_scores(&outcome, &names)?;
        std::fs::write(dir.join(format!("selfplay-{kind}-{seed}-scores.png")), chart)?;
    }
    let summary = json!({
        "game": kind.name(),
        "seed": seed,
        "players": players,
        "actions": actions,
        "scores": outcome.scores.values().collect::<Vec<_>>(),
        "ranking": outcome.ranking.iter().map(|p| json!({"seat": p.seat.0 + 1, "place": p.place, "score": p.score, "tiebreaks": p.tiebreaks})).collect::<Vec<_>>(),
        "winners": outcome.winners().iter().map(|s| s.0 + 1).collect::<Vec<_>>(),
    });
    writeln!(output, "{summary}")?;
    Ok(summary)
}
