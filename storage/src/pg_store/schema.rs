//! PostgreSQL tables and their migrations: applied at start, in order, each recorded in
//! `schema_migrations`. Several processes starting at once take turns (an advisory lock held for
//! the migration's transaction).
//!
//! | table | holds |
//! |---|---|
//! | `games` | id → the record (JSON), the latest snapshot (JSON) and the number of actions it follows |
//! | `actions` | game, index → one logged action (JSON) |
//! | `chats` | chat → its open game (at most one: the primary key) |
//! | `seats` | user, game: the games a human sits in |
//! | `deliveries` | platform delivery id → when it was handled |
//! | `outbox` | number → platform, post, which process holds it and until when |
//! | `reminders` | game, due: the reminder queue |
//! | `imports` | origin of an imported game → its id |
//! | `profiles`, `chat_settings` | user or chat → settings (JSON) |
//! | `meta` | `last_alive`, `ratings_built` |
//! | `ended` | chat, game: a chat's ended games (finished or abandoned) |
//! | `ratings` | scope, title, player → a rating (JSON), derived from finished games |
//! | `rated` | number → game: the order games were rated in |
//! | `game_ids` | the sequence of game numbers |
//! | `codes` | one-time code (`/link`, `/bridge`) → what it stands for, when it expires |

/// The migrations, in order; `{s}` stands for the schema.
pub(super) const MIGRATIONS: &[(u32, &str)] = &[
    (
        1,
    "CREATE TABLE {s}.games (id bigint PRIMARY KEY, record text NOT NULL, snapshot text, snapshot_at integer);
     CREATE TABLE {s}.actions (game bigint NOT NULL, idx integer NOT NULL, action text NOT NULL,
                               PRIMARY KEY (game, idx));
     CREATE TABLE {s}.chats (chat text PRIMARY KEY, game bigint NOT NULL);
     CREATE TABLE {s}.seats (user_key text NOT NULL, game bigint NOT NULL, PRIMARY KEY (user_key, game));
     CREATE TABLE {s}.deliveries (id text PRIMARY KEY, at_ms bigint NOT NULL);
     CREATE INDEX deliveries_at ON {s}.deliveries (at_ms);
     CREATE TABLE {s}.outbox (seq bigserial PRIMARY KEY, platform text NOT NULL, payload bytea NOT NULL,
                              holder bigint NOT NULL, held_until bigint NOT NULL);
     CREATE INDEX outbox_platform ON {s}.outbox (platform, seq);
     CREATE TABLE {s}.reminders (game bigint NOT NULL, due bigint NOT NULL, PRIMARY KEY (game, due));
     CREATE INDEX reminders_due ON {s}.reminders (due);
     CREATE TABLE {s}.imports (origin bytea PRIMARY KEY, game bigint NOT NULL);
     CREATE TABLE {s}.profiles (user_key text PRIMARY KEY, profile text NOT NULL);
     CREATE TABLE {s}.chat_settings (chat text PRIMARY KEY, settings text NOT NULL);
     CREATE TABLE {s}.meta (key text PRIMARY KEY, value bigint NOT NULL);
     CREATE SEQUENCE {s}.game_ids;",
    ),
    (
        2,
        "CREATE TABLE {s}.ended (chat text NOT NULL, game bigint NOT NULL, PRIMARY KEY (chat, game));
         INSERT INTO {s}.ended (chat, game)
             SELECT (record::jsonb -> 'chat' ->> 'platform') || ':' || (record::jsonb -> 'chat' ->> 'id'), id
             FROM {s}.games WHERE record::jsonb ->> 'status' IN ('finished', 'abandoned');
         CREATE TABLE {s}.ratings (scope text NOT NULL, kind text NOT NULL, player text NOT NULL,
                                   rating text NOT NULL, PRIMARY KEY (scope, kind, player));
         CREATE TABLE {s}.rated (seq bigint PRIMARY KEY, game bigint NOT NULL UNIQUE);",
    ),
    (
        3,
        "CREATE TABLE {s}.codes (code text PRIMARY KEY, value text NOT NULL, expires bigint NOT NULL);",
    ),
];
