/**
 * Versioned schema migrations for the SQLite store, applied in order at open. Never edit a
 * migration that has shipped: add the next version instead.
 */
import type Database from 'better-sqlite3'
import {StorageError} from './storage'

export interface Migration {
  /** 1, 2, 3…: consecutive, in array order. */
  version: number
  name: string
  /** SQL run once, inside the migration transaction. */
  up: string
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'sessions, conversations, messages',
    up: `
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1))
      ) STRICT;

      CREATE TABLE conversations (
        id TEXT PRIMARY KEY NOT NULL,
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        title TEXT NOT NULL DEFAULT '',
        topic TEXT,
        locale TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX conversations_by_session ON conversations (session_id, updated_at);

      CREATE TABLE messages (
        id TEXT PRIMARY KEY NOT NULL,
        conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
        content TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('complete', 'incomplete', 'error', 'streaming')),
        error_code TEXT,
        model TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX messages_by_conversation ON messages (conversation_id, created_at);
    `,
  },
  // Versions 2–4 are reserved, one per feature, so that they can be written side by side.
  // Each is replaced by its real schema before it ships; none has shipped yet.
  {
    version: 2,
    name: 'verification and abuse limits',
    up: `
      -- How a verified session was verified, when not by a plain pass (e.g. 'degraded').
      CREATE TABLE session_verifications (
        session_id TEXT PRIMARY KEY NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        method TEXT NOT NULL CHECK (method IN ('hcaptcha', 'degraded')),
        verified_at INTEGER NOT NULL
      ) STRICT;

      -- hCaptcha tokens already used (SHA-256, hex): a token opens at most one session.
      CREATE TABLE used_tokens (
        token_hash TEXT PRIMARY KEY NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX used_tokens_by_expiry ON used_tokens (expires_at);

      -- Fixed-window counters, one per scope (e.g. 'messages:ip') and key (an IP bucket, a session id).
      CREATE TABLE rate_limits (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        count INTEGER NOT NULL,
        reset_at INTEGER NOT NULL,
        PRIMARY KEY (scope, key)
      ) STRICT;
      CREATE INDEX rate_limits_by_reset ON rate_limits (reset_at);

      -- Answers streaming now, one lease each; a lease that outlived a crash expires by itself.
      CREATE TABLE stream_leases (
        id TEXT PRIMARY KEY NOT NULL,
        session_id TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX stream_leases_by_session ON stream_leases (session_id, expires_at);
    `,
  },
  {
    version: 3,
    name: 'attachments',
    up: `
      -- Uploads, owned by a session; linked to the visitor's message once sent (null until then).
      CREATE TABLE attachments (
        id TEXT PRIMARY KEY NOT NULL,
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        message_id TEXT REFERENCES messages (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('image', 'pdf', 'text')),
        mime TEXT NOT NULL,
        name TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size >= 0),
        width INTEGER,
        height INTEGER,
        text TEXT,
        text_truncated INTEGER NOT NULL DEFAULT 0 CHECK (text_truncated IN (0, 1)),
        pages INTEGER,
        pages_read INTEGER,
        data BLOB NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX attachments_by_session ON attachments (session_id, message_id);
      CREATE INDEX attachments_by_message ON attachments (message_id);
      CREATE INDEX attachments_unsent ON attachments (created_at) WHERE message_id IS NULL;
    `,
  },
  {
    version: 4,
    name: 'share links',
    up: `
      -- A share link: a read-only snapshot of a conversation as it was when shared. The token is
      -- the link's secret (random, never derived from ids or time). Deleting the conversation
      -- deletes its links. Revoking keeps the row (revoked_at) but erases the snapshot at once.
      CREATE TABLE shares (
        token TEXT PRIMARY KEY NOT NULL,
        conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        locale TEXT NOT NULL,
        conversation_created_at INTEGER NOT NULL,
        -- JSON: [{role, content, status, createdAt}], oldest first.
        messages TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER, -- null: never
        revoked_at INTEGER
      ) STRICT;
      CREATE INDEX shares_by_conversation ON shares (conversation_id, created_at);
      CREATE INDEX shares_by_expiry ON shares (expires_at) WHERE expires_at IS NOT NULL;
      CREATE INDEX conversations_by_activity ON conversations (updated_at);
    `,
  },
  {
    version: 5,
    name: 'conversation revisions',
    up: `
      -- A counter that goes up whenever anything a conversation's page shows from its messages
      -- changes: a message added, changed or deleted, or an attachment linked to, changed on or
      -- removed from one of its messages. Triggers keep it, so no writer can forget it. A reader
      -- may keep what it loaded and reuse it while the counter is unchanged
      -- (server/chat/saved-messages.ts). Renaming and touching do not change it.
      ALTER TABLE conversations ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
      CREATE TRIGGER messages_revise_insert AFTER INSERT ON messages BEGIN
        UPDATE conversations SET revision = revision + 1 WHERE id = NEW.conversation_id;
      END;
      CREATE TRIGGER messages_revise_update AFTER UPDATE ON messages BEGIN
        UPDATE conversations SET revision = revision + 1 WHERE id IN (OLD.conversation_id, NEW.conversation_id);
      END;
      CREATE TRIGGER messages_revise_delete AFTER DELETE ON messages BEGIN
        UPDATE conversations SET revision = revision + 1 WHERE id = OLD.conversation_id;
      END;
      CREATE TRIGGER attachments_revise_insert AFTER INSERT ON attachments WHEN NEW.message_id IS NOT NULL BEGIN
        UPDATE conversations SET revision = revision + 1 WHERE id = (SELECT conversation_id FROM messages WHERE id = NEW.message_id);
      END;
      CREATE TRIGGER attachments_revise_update AFTER UPDATE ON attachments WHEN OLD.message_id IS NOT NULL OR NEW.message_id IS NOT NULL BEGIN
        UPDATE conversations SET revision = revision + 1
          WHERE id IN (SELECT conversation_id FROM messages WHERE id IN (OLD.message_id, NEW.message_id));
      END;
      CREATE TRIGGER attachments_revise_delete AFTER DELETE ON attachments WHEN OLD.message_id IS NOT NULL BEGIN
        UPDATE conversations SET revision = revision + 1 WHERE id = (SELECT conversation_id FROM messages WHERE id = OLD.message_id);
      END;
    `,
  },
  {
    version: 6,
    name: 'red flags of visitors\' messages',
    up: `
      -- The red-flag detector's categories for a visitor's message, a JSON array ('[]': none);
      -- NULL for answers and for messages saved before this version (checked at the next start).
      ALTER TABLE messages ADD COLUMN red_flags TEXT;
    `,
  },
  {
    version: 7,
    name: 'drop conversation revisions',
    up: `
      -- Version 5's counter served an in-memory cache of the chat page's messages, which is gone:
      -- the page reads them from the database each time. Its triggers go first, since they use
      -- the column.
      DROP TRIGGER messages_revise_insert;
      DROP TRIGGER messages_revise_update;
      DROP TRIGGER messages_revise_delete;
      DROP TRIGGER attachments_revise_insert;
      DROP TRIGGER attachments_revise_update;
      DROP TRIGGER attachments_revise_delete;
      ALTER TABLE conversations DROP COLUMN revision;
    `,
  },
  {
    version: 8,
    name: 'attachment text source',
    up: `
      -- Where an attachment's text came from: 'document' (a text file, a PDF's text layer), 'ocr'
      -- (read from a photo or scanned pages; with text NULL, nothing could be read), NULL (none read).
      ALTER TABLE attachments ADD COLUMN text_source TEXT CHECK (text_source IN ('document', 'ocr'));
      UPDATE attachments SET text_source = 'document' WHERE text IS NOT NULL;
    `,
  },
  {
    version: 9,
    name: 'attachment unsure words',
    up: `
      -- Text read by OCR: the words Tesseract was unsure of, as JSON [{line, text, confidence}], so
      -- that the lab table refuses the values it doubted; NULL when unknown (stored before now, or no OCR).
      ALTER TABLE attachments ADD COLUMN unsure_words TEXT;
    `,
  },
]

/** Throws unless versions are 1, 2, 3… in order and every migration has a name and SQL. */
export function assertMigrations(list: readonly Migration[]): void {
  list.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Expected migration #${index + 1} to have version ${index + 1}, got ${migration.version}`)
    }
    if (!migration.name.trim() || !migration.up.trim()) {
      throw new Error(`Expected migration ${migration.version} to have a name and SQL`)
    }
  })
}

export interface MigrateOptions {
  /** Names the database in error messages. */
  file: string
  now: () => number
}

/**
 * Bring the database up to the last version of `list` in one IMMEDIATE transaction: all pending
 * migrations are applied and recorded in `schema_migrations`, or none. Refuses a database whose
 * schema is newer than `list` knows, and a non-empty database that Hale did not create. Also
 * writes `user_version`, so a database that cannot be written fails here, at open.
 * Returns the versions applied.
 */
export function migrate(db: Database.Database, list: readonly Migration[], options: MigrateOptions): number[] {
  assertMigrations(list)
  const latest = list.at(-1)?.version ?? 0
  const run = db.transaction((): number[] => {
    const hasTable = db.prepare<[string], {found: 1}>("SELECT 1 AS found FROM sqlite_schema WHERE type = 'table' AND name = ?")
    if (!hasTable.get('schema_migrations')) {
      const other = db.prepare<[], {name: string}>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' LIMIT 1").get()
      if (other) {
        throw notHaleDatabase(options.file, other.name, 'DATA_DIR')
      }
      db.exec(`
        CREATE TABLE schema_migrations (
          version INTEGER PRIMARY KEY NOT NULL,
          name TEXT NOT NULL,
          applied_at INTEGER NOT NULL
        ) STRICT
      `)
    }
    const current = db.prepare<[], {version: number | null}>('SELECT max(version) AS version FROM schema_migrations').get()?.version ?? 0
    if (current > latest) {
      throw schemaTooNew(options.file, current, latest)
    }
    const record = db.prepare<[number, string, number]>('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
    const applied: number[] = []
    for (const migration of list) {
      if (migration.version <= current) continue
      db.exec(migration.up)
      record.run(migration.version, migration.name, options.now())
      applied.push(migration.version)
    }
    db.pragma(`user_version = ${latest}`) // an integer we computed: nothing to parameterise
    return applied
  })
  return run.immediate()
}

/** A database with tables but no `schema_migrations`: someone else's, which Hale will not write into. */
export function notHaleDatabase(database: string, table: string, setting: string): StorageError {
  return new StorageError('unavailable', `${database} is not a Hale database: it has tables (${table}) but no schema_migrations. Check ${setting}; Hale will not write into it.`)
}

/** A schema newer than this code's migrations. */
export function schemaTooNew(database: string, current: number, latest: number): StorageError {
  return new StorageError('unavailable', `The schema of ${database} is at version ${current}, newer than this version of Hale knows (${latest}). Run the newer Hale, or restore a backup taken before the upgrade.`)
}
