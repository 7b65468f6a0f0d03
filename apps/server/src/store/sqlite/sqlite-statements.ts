import type Database from 'better-sqlite3';
import type { SqlStatements, Values } from '../sql-statements.ts';
import type { SqliteWriter } from './sqlite-writer.ts';

/**
 * SQLite's `?` parameters from a statement written with PostgreSQL's numbered ones: better-sqlite3
 * binds `?` in order, so a value used twice is passed twice.
 */
export function positional(text: string, values: Values) {
  const order: number[] = [];
  const sqlText = text.replace(/\$(\d+)/g, (_m, n: string) => {
    order.push(Number(n) - 1);
    return '?';
  });
  return { sql: sqlText, params: order.map((i) => values[i] ?? null) };
}

/**
 * The statements both SQL stores share (written once, with PostgreSQL's numbered parameters), run
 * on SQLite: reads on the store's own connection, writes on its writer thread.
 */
export class SqliteStatements implements SqlStatements {
  constructor(
    private readonly db: () => Database.Database,
    private readonly writer: SqliteWriter,
    /** What the statements keep (`deck`, `account`): named when a write meets a conflict. */
    private readonly what: string,
  ) {}

  get<R>(text: string, values: Values): R | undefined {
    const { sql, params } = positional(text, values);
    return this.db()
      .prepare(sql)
      .get(...params) as R | undefined;
  }

  all<R>(text: string, values: Values = []): R[] {
    const { sql, params } = positional(text, values);
    return this.db()
      .prepare(sql)
      .all(...params) as R[];
  }

  /**
   * `change`, only when the read `exists` finds a row; 0 otherwise. For the deletes retention runs
   * at start and every hour: one that would delete nothing sends nothing to the writer, whose
   * threads an idle server does not run (sqlite-writer.ts).
   */
  async changeIfAny(exists: [string, Values], ...steps: [string, Values][]): Promise<number> {
    return this.get(...exists) === undefined ? 0 : this.change(...steps);
  }

  /** Statements in one transaction; resolves with how many rows the last one changed. */
  async change(...steps: [string, Values][]): Promise<number> {
    const result = await this.writer.run(steps.map(([text, values]) => positional(text, values)));
    if (!result.ok) throw new Error('error' in result ? result.error.message : `${this.what} write conflict`);
    return result.changes;
  }
}
