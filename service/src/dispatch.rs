//! From a command line to its handler: the command words, and the check that a button was drawn
//! for the game's current version.

use crate::command::{Command, Input, split};
use crate::delivery::Delivery;
use crate::i18n::t;
use crate::refusal::{Refusal, Reply};
use crate::tx::Tx;
use crate::{
    bridge, history, info, language, link, lobby, menu, play, rematch, replay, rights, settings, standing,
    vote, watch,
};

/// Runs one command on its chat's [`Tx`].
pub(crate) fn dispatch(tx: &mut Tx, cmd: &Command) -> Reply {
    let (verb, args) = split(cmd.line());
    // A vote's buttons name the vote they count for and stay good while the game moves; the
    // rematch button of a finished game names that game.
    if let Input::Choice { game, version, .. } = &cmd.input
        && verb != "rematch"
    {
        let version = (verb != "vote").then_some(*version);
        check_version(tx, *game, version)?;
    }
    let l = tx.lang;
    match verb.as_str() {
        "new" => lobby::new_game(tx, cmd, &args),
        "join" => lobby::join(tx, cmd),
        "leave" => lobby::leave(tx, cmd),
        "addbot" => lobby::add_bot(tx, cmd, &args),
        "start" => lobby::start(tx, cmd),
        "abandon" => lobby::abandon(tx, cmd),
        "kick" => rights::kick(tx, cmd, &args),
        "vote" => vote::vote(tx, cmd, &args),
        "rematch" => rematch::rematch(tx, cmd, &args),
        "play" => play::play(tx, cmd, &args),
        "undo" => play::undo(tx, cmd),
        "resign" => play::resign(tx, cmd),
        "moves" => menu::moves(tx, cmd, &args),
        "board" => info::board(tx, cmd, &args),
        "hand" => info::hand(tx, cmd),
        "status" => info::status(tx, cmd),
        "log" => info::log(tx, cmd, &args),
        "score" => info::score(tx, cmd),
        "replay" => replay::replay(tx, cmd, &args),
        "rules" => info::rules(tx, cmd, &args),
        "games" => info::games(tx, cmd, &args),
        "history" => history::history(tx, cmd, &args),
        "stats" => standing::stats(tx, cmd, &args),
        "leaderboard" => standing::leaderboard(tx, cmd, &args),
        "remind" => settings::remind(tx, cmd, &args),
        "quiet" => settings::quiet(tx, cmd, &args),
        "away" => settings::away(tx, cmd, &args),
        "lang" => language::lang(tx, cmd, &args),
        "link" => link::link(tx, cmd, &args),
        "unlink" => link::unlink(tx, cmd),
        "bridge" => bridge::bridge(tx, cmd, &args),
        "unbridge" => bridge::unbridge(tx, cmd),
        "watch" => watch::watch(tx, cmd, &args),
        "help" => Ok(vec![Delivery::channel(&cmd.chat, info::help(l))]),
        "" => Err(t!(l, "play-type-command").into()),
        other => {
            let commands = info::COMMANDS.join(", ");
            Err(t!(l, "play-unknown-command", command = other, commands = commands).into())
        }
    }
}

/// Refuses a button drawn for another game or (when `version` is given) an older version of the
/// game.
fn check_version(tx: &mut Tx, game: u64, version: Option<u64>) -> Result<(), Refusal> {
    let l = tx.lang;
    let table = tx.table()?;
    if table.record.id != game {
        return Err(t!(l, "play-button-other-game").into());
    }
    if let Some(version) = version.filter(|v| *v != table.record.version) {
        let now = table.record.version;
        return Err(t!(l, "play-button-old-version", version = version, now = now).into());
    }
    Ok(())
}
