import type pg from 'pg';
import type { SqlStatements, Values } from '../sql-statements.ts';
import { inTransaction } from './postgres-connection.ts';

/** The statements both SQL stores share, run on PostgreSQL's pool: any number of processes may share them. */
export class PostgresStatements implements SqlStatements {
  constructor(private readonly pool: pg.Pool) {}

  async get<R>(text: string, values: Values): Promise<R | undefined> {
    return (await this.pool.query(text, [...values])).rows[0];
  }

  async all<R>(text: string, values: Values = []): Promise<R[]> {
    return (await this.pool.query(text, [...values])).rows;
  }

  async change(...steps: [string, Values][]): Promise<number> {
    const [only] = steps;
    if (steps.length === 1 && only) return (await this.pool.query(only[0], [...only[1]])).rowCount ?? 0;
    return inTransaction(this.pool, async (client) => {
      let changed = 0;
      for (const [text, values] of steps) changed = (await client.query(text, [...values])).rowCount ?? 0;
      return changed;
    });
  }

  /** A delete of nothing costs PostgreSQL no more than the look would: the change is run at once. */
  changeIfAny(_exists: [string, Values], ...steps: [string, Values][]): Promise<number> {
    return this.change(...steps);
  }
}
