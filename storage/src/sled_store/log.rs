//! The action log (one entry per action while a game is open, one packed value once it has
//! closed) and the snapshots.
//!
//! An open game appends one small entry per action to `actions` (id ‖ index → JSON
//! [`LoggedAction`]), so a move writes a few dozen bytes. When the game closes, its whole log is
//! packed into one value in `logs` (id → packed log) and the loose entries are removed: a closed
//! game then costs a few kilobytes instead of one key per action. A packed log is a format byte
//! followed by zstd-compressed JSON `[[seat, ms since the previous action, action], …]`, where
//! `action` is the game's own action (the game's name is in the record).
//!
//! A snapshot is the state after its first `n` actions: `n` as 4 big-endian bytes, then the JSON of
//! the `AnyGame`. Moves write it only every [`crate::write::SNAPSHOT_EVERY`] actions (and whenever the game
//! changes otherwise: start, undo, the end); loading replays the few entries after it. A move
//! thus writes its log entry and the record, and most moves no state at all.

use kontor_engine::Seat;
use kontor_games::{AnyGame, GameKind};
use serde::{Deserialize, Serialize};
use sled::Transactional;
use sled::transaction::{ConflictableTransactionError, TransactionalTree};

use super::keys;
use super::store::{SledStore, TxResult, from_json, to_json, unwrap_tx};
use crate::error::StorageError;
use crate::record::{GameId, GameRecord, LoggedAction};

/// The first byte of a packed log.
const PACKED_FORMAT: u8 = 1;
/// zstd level for packed logs. Higher levels save ~30% of a few hundred bytes but take tens of
/// milliseconds (their tables are large), and the packing happens in the command that ends a game.
const PACKED_LEVEL: i32 = 3;

/// A snapshot as stored: after `actions` actions.
pub(crate) fn encode_snapshot(actions: u32, game: &AnyGame) -> Vec<u8> {
    let mut bytes = actions.to_be_bytes().to_vec();
    bytes.extend(to_json(game));
    bytes
}

/// A stored snapshot: the number of actions it follows, and the state.
pub(crate) fn decode_snapshot(bytes: &[u8]) -> Result<(u32, AnyGame), StorageError> {
    let Some((count, json)) = bytes.split_first_chunk::<4>() else {
        return Err(StorageError::Corrupt("a snapshot without its action count".into()));
    };
    Ok((u32::from_be_bytes(*count), from_json(json)?))
}

/// One packed action: seat, milliseconds since the previous action, the game's own action.
#[derive(Serialize, Deserialize)]
struct PackedAction(Seat, i64, serde_json::Value);

/// Packs a whole log.
pub(crate) fn pack(actions: &[LoggedAction]) -> Vec<u8> {
    let mut last = 0u64;
    let entries: Vec<PackedAction> = actions
        .iter()
        .map(|logged| {
            let delta = logged.time_ms.wrapping_sub(last) as i64;
            last = logged.time_ms;
            let mut tagged = serde_json::to_value(&logged.action).expect("actions serialise");
            PackedAction(logged.seat, delta, tagged["action"].take())
        })
        .collect();
    let json = serde_json::to_vec(&entries).expect("actions serialise");
    let mut packed = vec![PACKED_FORMAT];
    packed.extend(zstd::encode_all(json.as_slice(), PACKED_LEVEL).expect("compressing in memory"));
    packed
}

/// Unpacks a log of a game of `kind`.
pub(crate) fn unpack(kind: GameKind, bytes: &[u8]) -> Result<Vec<LoggedAction>, StorageError> {
    let corrupt = |what: &str| StorageError::Corrupt(format!("packed log: {what}"));
    let Some((&PACKED_FORMAT, body)) = bytes.split_first() else { return Err(corrupt("unknown format")) };
    let json = zstd::decode_all(body).map_err(|e| corrupt(&e.to_string()))?;
    let entries: Vec<PackedAction> = from_json(&json)?;
    let mut time = 0u64;
    entries
        .into_iter()
        .map(|PackedAction(seat, delta, action)| {
            time = time.wrapping_add_signed(delta);
            let tagged = serde_json::json!({ "game": kind.name(), "action": action });
            let action = serde_json::from_value(tagged).map_err(|e| corrupt(&e.to_string()))?;
            Ok(LoggedAction { seat, action, time_ms: time })
        })
        .collect()
}

/// Writes a whole log of a new game (import, restore): packed if the game is closed.
pub(crate) fn write_log(
    actions: &TransactionalTree,
    logs: &TransactionalTree,
    record: &GameRecord,
    log: &[LoggedAction],
    packed: Option<&[u8]>,
) -> TxResult {
    match packed {
        Some(packed) => {
            logs.insert(&keys::game(record.id), packed)?;
        }
        None => {
            for (index, action) in log.iter().enumerate() {
                actions.insert(&keys::action(record.id, index as u32), to_json(action))?;
            }
        }
    }
    Ok(())
}

impl SledStore {
    /// The latest state of a game (none while it is in its lobby): the stored snapshot, brought
    /// up to date with the log entries after it.
    pub fn load_snapshot(&self, id: GameId) -> Result<Option<AnyGame>, StorageError> {
        let Some(bytes) = self.snapshots.get(keys::game(id))? else { return Ok(None) };
        let (at, mut game) = decode_snapshot(&bytes)?;
        for entry in self.actions.range(keys::action(id, at)..=keys::action(id, u32::MAX)) {
            let logged: LoggedAction = from_json(&entry?.1)?;
            game.apply(logged.seat, &logged.action)
                .map_err(|e| StorageError::Corrupt(format!("game {id}: the log does not replay ({e})")))?;
        }
        Ok(Some(game))
    }

    /// The whole log of a game: its packed part, then its loose entries.
    pub(crate) fn log(&self, record: &GameRecord) -> Result<Vec<LoggedAction>, StorageError> {
        let mut log = match self.logs.get(keys::game(record.id))? {
            Some(packed) => unpack(record.kind, &packed)?,
            None => Vec::new(),
        };
        for entry in self.actions.scan_prefix(keys::game(record.id)) {
            log.push(from_json(&entry?.1)?);
        }
        Ok(log)
    }

    /// Packs the log of a closed game into one value (nothing to do if it has no loose entries).
    pub(crate) fn pack_log(&self, id: GameId) -> Result<(), StorageError> {
        let Some(record) = self.record(id)? else { return Ok(()) };
        if record.status.is_open() {
            return Ok(());
        }
        let loose: Vec<sled::IVec> =
            self.actions.scan_prefix(keys::game(id)).keys().collect::<Result<_, sled::Error>>()?;
        if loose.is_empty() {
            return Ok(());
        }
        let packed = pack(&self.log(&record)?);
        // The snapshot follows the whole log once the loose entries are gone.
        let snapshot = self.load_snapshot(id)?.map(|game| encode_snapshot(record.actions, &game));
        (&self.logs, &self.actions, &self.snapshots)
            .transaction(|(logs, actions, snapshots)| {
                logs.insert(&keys::game(id), packed.as_slice())?;
                if let Some(snapshot) = &snapshot {
                    snapshots.insert(&keys::game(id), snapshot.as_slice())?;
                }
                for key in &loose {
                    actions.remove(key)?;
                }
                Ok::<_, ConflictableTransactionError<StorageError>>(())
            })
            .map_err(unwrap_tx)
    }

    /// Packs the logs of closed games that still have loose entries (a process stopped between a
    /// game's last move and the packing, or a database written before logs were packed).
    pub(crate) fn pack_closed_logs(&self) -> Result<usize, StorageError> {
        let mut packed = 0;
        let mut from = keys::game(0).to_vec();
        while let Some(entry) = self.actions.range(from.as_slice()..).next() {
            let id = keys::read_u64(&entry?.0, 0).expect("action keys start with an id");
            if self.record(id)?.is_some_and(|r| !r.status.is_open()) {
                self.pack_log(id)?;
                packed += 1;
            }
            let Some(next) = id.checked_add(1) else { break };
            from = keys::game(next).to_vec();
        }
        Ok(packed)
    }
}
