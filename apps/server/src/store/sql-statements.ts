/** The values of a statement's numbered parameters, `$1` first. */
export type Values = readonly (string | number | null)[];

/**
 * How the SQL stores run the statements they share (written once, with PostgreSQL's numbered
 * parameters): SQLite's reads on the store's own connection and writes on its writer thread
 * (sqlite/sqlite-statements.ts), PostgreSQL's on its pool (postgres/postgres-statements.ts). What
 * the decks, flags and accounts do with them is written once too (sql-decks.ts, sql-flags.ts,
 * sql-accounts.ts).
 */
export interface SqlStatements {
  /** The first row the statement reads, if any. */
  get<R>(text: string, values: Values): R | undefined | Promise<R | undefined>;
  all<R>(text: string, values?: Values): R[] | Promise<R[]>;
  /** Statements in one transaction; resolves with how many rows the last one changed. */
  change(...steps: [string, Values][]): Promise<number>;
  /**
   * `change`, for the deletes retention runs: a store may read `exists` first and send nothing
   * when it finds no row (SQLite's writer thread then stays idle); 0 when nothing was changed.
   */
  changeIfAny(exists: [string, Values], ...steps: [string, Values][]): Promise<number>;
}
