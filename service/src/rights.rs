//! Who may do what at a table. A seat's rights belong to a player who still plays it: a human seat
//! not resigned. The table's *host* — the creator (who ran `/new`) while they still play, else the
//! first player who still plays — alone starts the game, seats bots and removes players from the
//! lobby (`/kick`). Table-wide changes (abandoning, the reminder settings) take the host's word or
//! a chat moderator's; any other player who still plays puts them to a vote (`vote` module).

use kontor_engine::Seat;
use kontor_storage::{Change, GameRecord, UserKey};

use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::{Lang, t};
use crate::present::seat_list;
use crate::refusal::{Refusal, Reply};
use crate::tx::Tx;

/// What only the host may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HostRight {
    Start,
    AddBot,
    Kick,
}

impl HostRight {
    /// The refusal's message for a caller who is not the host.
    fn refusal_id(self) -> &'static str {
        match self {
            HostRight::Start => "tables-start-not-creator",
            HostRight::AddBot => "tables-addbot-not-creator",
            HostRight::Kick => "tables-kick-not-creator",
        }
    }
}

/// The seat `user` still plays: a human seat they have not resigned. A player who left the lobby
/// has no seat; one who resigned keeps the seat's name but none of its rights.
pub(crate) fn acting_seat(record: &GameRecord, user: &UserKey) -> Option<Seat> {
    record.seat_of(user).filter(|seat| !record.seats[seat.index()].resigned)
}

/// The host's seat: the creator's while they still play it, else the first seat a human still
/// plays (records from before the creator was kept have none named).
pub(crate) fn host(record: &GameRecord) -> Option<Seat> {
    let creator = record.creator.as_ref().and_then(|user| acting_seat(record, user));
    creator.or_else(|| voters(record).first().copied())
}

/// Who speaks for the table on a table-wide change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Say {
    /// The host or a moderator of the chat: the change is made.
    Decides,
    /// Another player who still plays: the change is put to a vote.
    Proposes(Seat),
}

/// What `cmd`'s author may do about a table-wide change of `record`; `None` if nothing (not a
/// moderator and no seat they still play).
pub(crate) fn say(record: &GameRecord, cmd: &Command) -> Option<Say> {
    let seat = acting_seat(record, &cmd.user);
    if cmd.moderator || (seat.is_some() && seat == host(record)) {
        return Some(Say::Decides);
    }
    seat.map(Say::Proposes)
}

/// The human seats that still play: the voters of a vote.
pub(crate) fn voters(record: &GameRecord) -> Vec<Seat> {
    (0..record.seats.len())
        .filter_map(|i| u8::try_from(i).ok().map(Seat))
        .filter(|s| !record.seats[s.index()].bot && !record.seats[s.index()].resigned)
        .collect()
}

/// The host's name, for refusals (`—` when every human left).
pub(crate) fn host_name(record: &GameRecord) -> String {
    host(record).map_or_else(|| "—".to_string(), |seat| record.seats[seat.index()].name.clone())
}

/// Refuses `right` unless `user` is the host; the refusal names the host.
pub(crate) fn require_host(
    l: Lang,
    record: &GameRecord,
    user: &UserKey,
    right: HostRight,
) -> Result<(), Refusal> {
    let host = host(record);
    if host.is_some() && host == acting_seat(record, user) {
        return Ok(());
    }
    Err(t!(l, right.refusal_id(), creator = host_name(record)).into())
}

/// `/kick <seat number | name>`: the host removes a player or a bot from the lobby.
pub(crate) fn kick(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mut table = tx.table()?;
    let record = &mut table.record;
    require_host(l, record, &cmd.user, HostRight::Kick)?;
    if record.status != kontor_storage::GameStatus::Lobby {
        return Err(t!(l, "tables-kick-started").into());
    }
    let index = target(record, args).ok_or_else(|| {
        let seats = seat_list(l, record);
        t!(l, "tables-kick-who", seats = seats)
    })?;
    if record.seat_of(&cmd.user).map(|s| s.index()) == Some(index) {
        return Err(t!(l, "tables-kick-self").into());
    }
    let removed = record.seats.remove(index);
    tx.commit(record, None, Change::Record);
    let c = ctx.chat_lang(&cmd.chat);
    let (who, name, seats) = (&cmd.user_name, &removed.name, seat_list(c, record));
    let mut out =
        vec![Delivery::channel(&cmd.chat, t!(c, "tables-kicked", who = who, name = name, seats = seats))];
    if !removed.bot {
        let own = ctx.user_lang(&removed.user, &cmd.chat);
        out.push(Delivery::private(&removed.user, t!(own, "tables-kicked-you", who = who, id = record.id)));
    }
    Ok(out)
}

/// The seat `args` names: its number (`2`) or its player's name (`@alice`, `Alice`).
fn target(record: &GameRecord, args: &str) -> Option<usize> {
    let word = args.trim();
    if let Ok(number) = word.parse::<usize>() {
        return (1..=record.seats.len()).contains(&number).then(|| number - 1);
    }
    let name = word.trim_start_matches('@').to_lowercase();
    if name.is_empty() {
        return None;
    }
    record.seats.iter().position(|s| s.name.to_lowercase() == name)
}
