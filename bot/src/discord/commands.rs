//! The slash commands: those with options declared with poise (parameters carry their types,
//! `/new` offers the games as choices and `/play` autocompletes from the caller's legal moves),
//! those without built from their names; every description comes from the Fluent resources.
//!
//! The declarations feed registration ([`application_commands`]); Kontor does not run poise's
//! dispatcher. Interactions are routed by the adapter's raw `InteractionCreate` handler, which
//! the tests drive with recorded payloads and over the fake gateway. The parameters are declared
//! with the types Discord sends (`/new`'s `game` is the integer index of its choice) and the
//! bodies delegate to that same handler.

use kontor_games::GameKind;
use kontor_service::Lang;
use serenity::all::{
    CommandOptionType, CreateAutocompleteResponse, CreateCommand, InstallationContext, InteractionContext,
};

use super::adapter::Adapter;
use super::translate::PERSONAL;

type Error = serenity::Error;
type Context<'a> = poise::Context<'a, Adapter, Error>;

/// The fewest and most seats over every game: the bounds of `/new`'s `players` (each game still
/// checks its own).
#[must_use]
pub fn widest_seats() -> (usize, usize) {
    let ranges = GameKind::ALL.iter().map(|k| k.seat_range());
    ranges.fold((usize::MAX, 0), |(lo, hi), (min, max)| (lo.min(min), hi.max(max)))
}

/// Every command users see, with the game choices filled in.
#[must_use]
pub fn commands() -> Vec<poise::Command<Adapter, Error>> {
    let mut list = vec![
        new(),
        plain("join"),
        plain("leave"),
        addbot(),
        kick(),
        plain("start"),
        play(),
        plain("moves"),
        plain("undo"),
        plain("board"),
        plain("hand"),
        plain("status"),
        log(),
        plain("score"),
        rules(),
        plain("help"),
        plain("resign"),
        plain("abandon"),
        games(),
        plain("rematch"),
        vote(),
        history(),
        replay(),
        stats(),
        leaderboard(),
        lang(),
        link(),
        plain("unlink"),
        bridge(),
        plain("unbridge"),
        watch(),
        kontor(),
    ];
    for command in &mut list {
        localize(command);
        command.install_context = Some(vec![InstallationContext::Guild]);
        command.interaction_context = Some(if PERSONAL.iter().any(|p| *p == command.name) {
            vec![InteractionContext::Guild, InteractionContext::BotDm]
        } else {
            vec![InteractionContext::Guild]
        });
        for parameter in &mut command.parameters {
            if parameter.name == "players" {
                parameter.type_setter = Some(|o| {
                    let (min, max) = widest_seats();
                    o.kind(CommandOptionType::Integer).min_int_value(min as u64).max_int_value(max as u64)
                });
            }
            if parameter.name == "game" {
                parameter.choices = GameKind::ALL
                    .iter()
                    .map(|k| poise::CommandParameterChoice {
                        name: k.name().into(),
                        localizations: Default::default(),
                        __non_exhaustive: (),
                    })
                    .collect();
            }
        }
    }
    list
}

/// The locale key of Polish in Discord's `name_localizations` and `description_localizations`.
pub const POLISH: &str = "pl";

/// Descriptions of a command and its options from the Fluent resources (`bot-discord-cmd-<name>`,
/// `bot-discord-opt-<command>-<option>`), in English and for the `pl` locale. Localized names are
/// the canonical words: players type `/play` in every language, as the service's help says (see
/// `docs/discord.md`).
fn localize(command: &mut poise::Command<Adapter, Error>) {
    let text = |lang, id: &str| kontor_service::t!(lang, id.to_string());
    let id = format!("bot-discord-cmd-{}", command.name);
    command.description = Some(text(Lang::En, &id).into());
    command.name_localizations = vec![(POLISH.into(), command.name.clone())].into();
    command.description_localizations = vec![(POLISH.into(), text(Lang::Pl, &id).into())].into();
    for parameter in &mut command.parameters {
        let id = format!("bot-discord-opt-{}-{}", command.name, parameter.name);
        parameter.description = Some(text(Lang::En, &id).into());
        parameter.name_localizations = vec![(POLISH.into(), parameter.name.clone())].into();
        parameter.description_localizations = vec![(POLISH.into(), text(Lang::Pl, &id).into())].into();
    }
}

/// The registration payloads (`PUT applications/{id}/commands`).
#[must_use]
pub fn application_commands() -> Vec<CreateCommand> {
    poise::builtins::create_application_commands(&commands())
}

/// A command without options (`/join`, `/board`, …): registered like the declared ones (its
/// descriptions come from [`localize`]), and run through the adapter.
fn plain(name: &'static str) -> poise::Command<Adapter, Error> {
    poise::Command {
        name: name.into(),
        qualified_name: name.into(),
        identifying_name: name.into(),
        source_code_name: name.into(),
        slash_action: Some(|app| {
            Box::pin(async move {
                run(app.into()).await.map_err(|error| poise::FrameworkError::new_command(app.into(), error))
            })
        }),
        ..Default::default()
    }
}

/// Runs an invocation through the adapter, as the raw handler does.
async fn run(ctx: Context<'_>) -> Result<(), Error> {
    if let poise::Context::Application(app) = ctx {
        ctx.data().on_command(ctx.http(), app.interaction).await?;
    }
    Ok(())
}

async fn autocomplete_move(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    ctx.data().suggestions(ctx.channel_id(), ctx.author(), partial).await
}

/// Open a game in this channel; you take the first seat
#[poise::command(slash_command)]
async fn new(
    ctx: Context<'_>,
    #[description = "The game to play"] game: i64,
    #[description = "Number of seats"] players: Option<i64>,
    #[description = "Seed for a reproducible deal"] seed: Option<i64>,
    #[description = "Further game options, key=value …"] options: Option<String>,
) -> Result<(), Error> {
    let _ = (game, players, seed, options);
    run(ctx).await
}

/// Seat a bot player
#[poise::command(slash_command)]
async fn addbot(
    ctx: Context<'_>,
    #[description = "How strongly it plays: easy (default), normal or hard"] level: Option<String>,
) -> Result<(), Error> {
    let _ = level;
    run(ctx).await
}

/// Remove a player or a bot from the lobby
#[poise::command(slash_command)]
async fn kick(ctx: Context<'_>, #[description = "Seat number or name"] who: String) -> Result<(), Error> {
    let _ = who;
    run(ctx).await
}

/// Make a move, e.g. take r5
#[poise::command(slash_command)]
async fn play(
    ctx: Context<'_>,
    #[rename = "move"]
    #[description = "Your move (suggestions are your legal moves)"]
    #[autocomplete = "autocomplete_move"]
    notation: String,
) -> Result<(), Error> {
    let _ = notation;
    run(ctx).await
}

/// The last moves
#[poise::command(slash_command)]
async fn log(ctx: Context<'_>, #[description = "How many moves"] count: Option<i64>) -> Result<(), Error> {
    let _ = count;
    run(ctx).await
}

/// The rules of the game, by topic
#[poise::command(slash_command)]
async fn rules(
    ctx: Context<'_>,
    #[description = "A topic, e.g. setup"] topic: Option<String>,
) -> Result<(), Error> {
    let _ = topic;
    run(ctx).await
}

/// Your open games
#[poise::command(slash_command)]
async fn games(
    ctx: Context<'_>,
    #[description = "Which page"]
    #[min = 1]
    #[max = 1000]
    page: Option<i64>,
) -> Result<(), Error> {
    let _ = page;
    run(ctx).await
}

/// Your language (en, pl), or this channel's: chat pl
#[poise::command(slash_command)]
async fn lang(
    ctx: Context<'_>,
    #[description = "pl or en for you; chat pl or chat en for this channel; empty shows both"] text: Option<
        String,
    >,
) -> Result<(), Error> {
    let _ = text;
    run(ctx).await
}

/// The game's board on the web, live
#[poise::command(slash_command)]
async fn watch(
    ctx: Context<'_>,
    #[description = "new: replace the address (a moderator or the game's creator)"] choice: Option<String>,
) -> Result<(), Error> {
    let _ = choice;
    run(ctx).await
}

/// Any Kontor command as text, e.g. "remind 12h"
#[poise::command(slash_command)]
async fn kontor(ctx: Context<'_>, #[description = "The command line"] text: String) -> Result<(), Error> {
    let _ = text;
    run(ctx).await
}

/// Vote on the open proposal: yes or no
#[poise::command(slash_command)]
async fn vote(ctx: Context<'_>, #[description = "yes or no"] choice: String) -> Result<(), Error> {
    let _ = choice;
    run(ctx).await
}

/// This channel's ended games
#[poise::command(slash_command)]
async fn history(
    ctx: Context<'_>,
    #[description = "Which page"]
    #[min = 1]
    #[max = 100]
    page: Option<i64>,
) -> Result<(), Error> {
    let _ = page;
    run(ctx).await
}

/// A player's rating and record in this server
#[poise::command(slash_command)]
async fn stats(
    ctx: Context<'_>,
    #[description = "The player (you if empty)"] player: Option<serenity::all::User>,
    #[description = "One game only"] game: Option<i64>,
) -> Result<(), Error> {
    let _ = (player, game);
    run(ctx).await
}

/// This server's best players of a game
#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The game"] game: Option<i64>,
    #[description = "Which page"]
    #[min = 1]
    #[max = 100]
    page: Option<i64>,
) -> Result<(), Error> {
    let _ = (game, page);
    run(ctx).await
}

/// A finished game of this channel as an animated replay
#[poise::command(slash_command)]
async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number (the channel's last game if empty)"]
    #[min = 1]
    number: Option<i64>,
) -> Result<(), Error> {
    let _ = number;
    run(ctx).await
}

/// One player on Discord and Telegram: a code, or the code from the other platform
#[poise::command(slash_command)]
async fn link(
    ctx: Context<'_>,
    #[description = "The code Kontor gave you on the other platform"] code: Option<String>,
) -> Result<(), Error> {
    let _ = code;
    run(ctx).await
}

/// Play this channel's games together with a chat on the other platform
#[poise::command(slash_command)]
async fn bridge(
    ctx: Context<'_>,
    #[description = "The code Kontor gave in the other chat"] code: Option<String>,
) -> Result<(), Error> {
    let _ = code;
    run(ctx).await
}
