/**
 * Versioned schema migrations for the PostgreSQL store, applied in order at open. The schema is
 * the SQLite store's (migrations.ts) in PostgreSQL's dialect: BIGINT milliseconds, BOOLEAN flags,
 * BYTEA bytes, and a `seq` identity column where SQLite breaks ties with its rowid. Never edit a
 * migration that has shipped: add the next version instead.
 *
 * Several instances may start at the same moment: migrating holds a session-level advisory lock,
 * so one migrates and the others wait, then find nothing left to do.
 */
import type {PoolClient} from 'pg'
import {assertMigrations, notHaleDatabase, schemaTooNew, type Migration} from './migrations'

export const postgresMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'sessions, conversations, messages, verification and abuse limits, attachments, share links',
    up: `
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        created_at BIGINT NOT NULL,
        last_seen_at BIGINT NOT NULL,
        verified BOOLEAN NOT NULL DEFAULT FALSE
      );

      CREATE TABLE conversations (
        id TEXT PRIMARY KEY,
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        title TEXT NOT NULL DEFAULT '',
        topic TEXT,
        locale TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX conversations_by_session ON conversations (session_id, updated_at);
      CREATE INDEX conversations_by_activity ON conversations (updated_at);

      CREATE TABLE messages (
        id TEXT PRIMARY KEY,
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
        content TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('complete', 'incomplete', 'error', 'streaming')),
        error_code TEXT,
        model TEXT,
        -- The red-flag detector's categories, a JSON array ('[]': none); NULL for answers and unchecked messages.
        red_flags TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX messages_by_conversation ON messages (conversation_id, created_at, seq);
      CREATE INDEX messages_unchecked ON messages (created_at, seq) WHERE role = 'user' AND red_flags IS NULL;
      CREATE INDEX messages_streaming ON messages (id) WHERE status = 'streaming';

      CREATE TABLE session_verifications (
        session_id TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
        method TEXT NOT NULL CHECK (method IN ('hcaptcha', 'degraded')),
        verified_at BIGINT NOT NULL
      );

      CREATE TABLE used_tokens (
        token_hash TEXT PRIMARY KEY,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX used_tokens_by_expiry ON used_tokens (expires_at);

      CREATE TABLE rate_limits (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        count INTEGER NOT NULL,
        reset_at BIGINT NOT NULL,
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX rate_limits_by_reset ON rate_limits (reset_at);

      CREATE TABLE stream_leases (
        id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX stream_leases_by_session ON stream_leases (session_id, expires_at);

      CREATE TABLE attachments (
        id TEXT PRIMARY KEY,
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        message_id TEXT REFERENCES messages (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('image', 'pdf', 'text')),
        mime TEXT NOT NULL,
        name TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size >= 0),
        width INTEGER,
        height INTEGER,
        text TEXT,
        text_truncated BOOLEAN NOT NULL DEFAULT FALSE,
        pages INTEGER,
        pages_read INTEGER,
        data BYTEA NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX attachments_by_session ON attachments (session_id, message_id);
      CREATE INDEX attachments_by_message ON attachments (message_id);
      CREATE INDEX attachments_unsent ON attachments (created_at) WHERE message_id IS NULL;

      CREATE TABLE shares (
        token TEXT PRIMARY KEY,
        seq BIGINT GENERATED ALWAYS AS IDENTITY,
        conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        locale TEXT NOT NULL,
        conversation_created_at BIGINT NOT NULL,
        -- JSON: [{role, content, status, createdAt, attachments?, redFlags?}], oldest first.
        messages TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT, -- null: never
        revoked_at BIGINT
      );
      CREATE INDEX shares_by_conversation ON shares (conversation_id, created_at);
      CREATE INDEX shares_by_expiry ON shares (expires_at) WHERE expires_at IS NOT NULL;
    `,
  },
  {
    version: 2,
    name: 'attachment text source',
    up: `
      -- Where an attachment's text came from: 'document' (a text file, a PDF's text layer), 'ocr'
      -- (read from a photo or scanned pages; with text NULL, nothing could be read), NULL (none read).
      ALTER TABLE attachments ADD COLUMN text_source TEXT CHECK (text_source IN ('document', 'ocr'));
      UPDATE attachments SET text_source = 'document' WHERE text IS NOT NULL;
    `,
  },
  {
    version: 3,
    name: 'attachment unsure words',
    up: `
      -- Text read by OCR: the words Tesseract was unsure of, as JSON [{line, text, confidence}], so
      -- that the lab table refuses the values it doubted; NULL when unknown (stored before now, or no OCR).
      ALTER TABLE attachments ADD COLUMN unsure_words TEXT;
    `,
  },
]

/** The advisory lock migrations hold: a constant pair, so that no other application's lock collides by chance. */
export const MIGRATION_LOCK = [0x4a41, 1] as const

/**
 * Bring the database up to the last version of `list` in one transaction, under the migration
 * lock. Refuses a schema newer than `list` knows, and a database with tables but no
 * `schema_migrations` (not Hale's). Returns the versions applied.
 */
export async function migratePostgres(client: PoolClient, list: readonly Migration[], options: {label: string; now: () => number}): Promise<number[]> {
  assertMigrations(list)
  const latest = list.at(-1)?.version ?? 0
  await client.query('SELECT pg_advisory_lock($1, $2)', [...MIGRATION_LOCK])
  try {
    await client.query('BEGIN')
    try {
      const applied = await migrateLocked(client, list, latest, options)
      await client.query('COMMIT')
      return applied
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]).catch(() => undefined)
  }
}

async function migrateLocked(client: PoolClient, list: readonly Migration[], latest: number, options: {label: string; now: () => number}): Promise<number[]> {
  const found = await client.query<{name: string}>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name = 'schema_migrations' DESC LIMIT 1")
  const first = found.rows[0]?.name
  if (first !== undefined && first !== 'schema_migrations') {
    throw notHaleDatabase(options.label, first, 'DATABASE_URL')
  }
  if (first === undefined) {
    await client.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)')
  }
  const current = Number((await client.query<{version: number | null}>('SELECT max(version) AS version FROM schema_migrations')).rows[0]?.version ?? 0)
  if (current > latest) {
    throw schemaTooNew(options.label, current, latest)
  }
  const applied: number[] = []
  for (const migration of list) {
    if (migration.version <= current) continue
    await client.query(migration.up)
    await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, options.now()])
    applied.push(migration.version)
  }
  return applied
}
