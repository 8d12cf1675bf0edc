//! Votes on table-wide changes. A player who still plays but is not the host proposes `/abandon`
//! or a change of the reminder settings; the players who still play vote with buttons (`/vote
//! yes|no`). More than half of them in favour makes the change; once that can no longer happen the
//! vote fails; a vote not decided within [`VOTE_MS`] lapses. A table holds one vote at a time, and
//! a player may change their vote while it is open.

use kontor_engine::Seat;
use kontor_storage::{Change, GameRecord, Vote};

use crate::command::Command;
use crate::delivery::{Choice, Delivery};
use crate::i18n::{Lang, duration, t};
use crate::limits::VOTE_MS;
use crate::lobby::{ABANDON, abandon_now};
use crate::refusal::{Refusal, Reply};
use crate::rights::{acting_seat, voters};
use crate::settings;
use crate::tx::{Table, Tx};

/// The count of an open vote among the players who still play.
struct Tally {
    yes: usize,
    no: usize,
    voters: usize,
}

impl Tally {
    fn of(record: &GameRecord, vote: &Vote) -> Tally {
        let seats: Vec<u8> = voters(record).into_iter().map(|s| s.0).collect();
        let count = |side: &[u8]| side.iter().filter(|s| seats.contains(s)).count();
        Tally { yes: count(&vote.yes), no: count(&vote.no), voters: seats.len() }
    }

    /// The yes votes that make a majority.
    fn needed(&self) -> usize {
        self.voters / 2 + 1
    }

    fn passes(&self) -> bool {
        self.yes >= self.needed()
    }

    /// Whether the yes side can no longer reach a majority.
    fn fails(&self) -> bool {
        self.voters.saturating_sub(self.no) < self.needed()
    }
}

/// The table's vote while it is open (not lapsed) at `now_ms`.
fn open(record: &GameRecord, now_ms: u64) -> Option<&Vote> {
    record.vote.as_ref().filter(|vote| vote.expires_ms > now_ms)
}

/// Puts `line` (`/abandon`, `/remind …`) to the vote of the players who still play; `seat`
/// proposes it and counts as its first yes.
pub(crate) fn propose(tx: &mut Tx, cmd: &Command, table: Table, seat: Seat, line: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mut record = table.record;
    if let Some(vote) = open(&record, tx.now_ms) {
        let what = what(l, &record, &vote.line);
        return Err(t!(l, "votes-already-open", what = what).into());
    }
    let id = record.version + 1;
    let expires_ms = tx.now_ms.saturating_add(VOTE_MS);
    let vote = Vote { id, line: line.to_string(), by: seat.0, yes: vec![seat.0], no: vec![], expires_ms };
    record.vote = Some(vote.clone());
    let tally = Tally::of(&record, &vote);
    if tally.passes() {
        return settle(tx, cmd, Table { record, game: table.game });
    }
    tx.commit(&mut record, table.game.as_ref(), Change::Record);
    let c = ctx.chat_lang(&record.chat);
    let text = t!(
        c,
        "votes-opened",
        who = &cmd.user_name,
        what = what(c, &record, line),
        needed = tally.needed(),
        voters = tally.voters,
        d = duration(c, VOTE_MS),
    );
    let button = |side: &str, label: String| Choice {
        label,
        game: record.id,
        version: record.version,
        text: format!("/vote {side} {id}"),
        menu: None,
    };
    let choices = vec![button("yes", t!(c, "votes-yes-button")), button("no", t!(c, "votes-no-button"))];
    let mentions = voters(&record)
        .into_iter()
        .filter(|s| *s != seat)
        .map(|s| record.seats[s.index()].user.clone())
        .collect();
    Ok(vec![Delivery::Channel {
        chat: record.chat.clone(),
        text,
        image: None,
        choices,
        mentions,
        page: None,
    }])
}

/// `/vote yes|no [vote number]`: the caller's vote on the table's open vote.
pub(crate) fn vote(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let l = tx.lang;
    let table = tx.table()?;
    let mut record = table.record;
    let mut words = args.split_whitespace();
    let side = match words.next().map(str::to_lowercase).as_deref() {
        Some("yes" | "tak") => true,
        Some("no" | "nie") => false,
        _ => return Err(t!(l, "votes-usage").into()),
    };
    let number = words.next().map(|w| w.parse::<u64>().map_err(|_| t!(l, "votes-usage"))).transpose()?;
    let id = open(&record, tx.now_ms).ok_or_else(|| t!(l, "votes-none"))?.id;
    if number.is_some_and(|n| n != id) {
        return Err(t!(l, "votes-over").into());
    }
    let seat = acting_seat(&record, &cmd.user).ok_or_else(|| t!(l, "votes-not-voter"))?;
    if let Some(vote) = record.vote.as_mut() {
        vote.yes.retain(|s| *s != seat.0);
        vote.no.retain(|s| *s != seat.0);
        if side { vote.yes.push(seat.0) } else { vote.no.push(seat.0) }
    }
    settle(tx, cmd, Table { record, game: table.game })
}

/// Counts the table's vote after a change to it: makes the change if it passed, drops the vote if
/// it failed, else records it and tells the count.
fn settle(tx: &mut Tx, cmd: &Command, mut table: Table) -> Reply {
    let c = tx.ctx.chat_lang(&table.record.chat);
    let Some(vote) = table.record.vote.clone() else { return Ok(Vec::new()) };
    let tally = Tally::of(&table.record, &vote);
    let what = what(c, &table.record, &vote.line);
    let (yes, no, voters) = (tally.yes, tally.no, tally.voters);
    if tally.passes() {
        table.record.vote = None;
        return pass(tx, table, &vote, &tally);
    }
    let text = if tally.fails() {
        table.record.vote = None;
        t!(c, "votes-failed", what = what, yes = yes, no = no, voters = voters)
    } else {
        let needed = tally.needed();
        t!(c, "votes-counted", who = &cmd.user_name, what = what, yes = yes, no = no, needed = needed)
    };
    tx.commit(&mut table.record, table.game.as_ref(), Change::Record);
    Ok(vec![Delivery::channel(&table.record.chat, text)])
}

/// Makes the change a vote decided (its vote already taken off the record).
fn pass(tx: &mut Tx, mut table: Table, vote: &Vote, tally: &Tally) -> Reply {
    let c = tx.ctx.chat_lang(&table.record.chat);
    let (yes, voters) = (tally.yes, tally.voters);
    let words: Vec<&str> = vote.line.split_whitespace().collect();
    match words.split_first() {
        Some((&ABANDON, [])) => Ok(abandon_now(tx, table, &t!(c, "votes-who", yes = yes, voters = voters))),
        Some((&"/remind", change)) => {
            let said = settings::change(c, c, &mut table.record.reminders, change)?;
            tx.commit(&mut table.record, table.game.as_ref(), Change::Record);
            let text = t!(c, "votes-settings-passed", yes = yes, voters = voters, said = said);
            Ok(vec![Delivery::channel(&table.record.chat, text)])
        }
        // A line no vote of this Kontor proposes (an imported record): dropped.
        _ => {
            tx.commit(&mut table.record, table.game.as_ref(), Change::Record);
            Ok(Vec::new())
        }
    }
}

/// What a vote's line would do, in language `l`.
fn what(l: Lang, record: &GameRecord, line: &str) -> String {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.split_first() {
        Some((&"/remind", change)) => {
            let said = settings::change(l, l, &mut record.reminders.clone(), change);
            said.unwrap_or_else(|Refusal(why)| why)
        }
        _ => t!(l, "votes-what-abandon", id = record.id),
    }
}
