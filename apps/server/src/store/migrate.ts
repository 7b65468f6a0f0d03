import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** The versioned plain-SQL migrations, in order: `001-init.sql` is version 1. */
export function migrations(): { version: number; sql: string }[] {
  return readdirSync(folder)
    .filter((f) => /^\d{3}-.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 3)), sql: readFileSync(folder + f, 'utf8') }));
}
