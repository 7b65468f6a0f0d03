import type Database from 'better-sqlite3';
import { migrations } from '../migrate.ts';

/** Applies the migrations not applied yet, each in one transaction with its row in `schema_migrations`. */
export function migrateSqlite(db: Database.Database): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
  );
  const rows = db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[];
  const done = new Set(rows.map((r) => r.version));
  for (const m of migrations('sqlite')) {
    if (done.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        m.version,
        Date.now(),
      );
    })();
  }
}
