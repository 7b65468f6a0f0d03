import type pg from 'pg';
import {
  type CardFlag,
  type FlagCountRow,
  type FlaggedCard,
  type FlagStore,
  flagSql,
  foldFlags,
  sourceOf,
  upsertValues,
} from '../flag-store.ts';
import { checkCutoff } from '../store.ts';

/** Flags in PostgreSQL: each change one statement, so any number of processes may share them. */
export class PostgresFlags implements FlagStore {
  constructor(private readonly pool: pg.Pool) {}

  async flagCard(flag: CardFlag): Promise<void> {
    await this.pool.query(flagSql.upsert, upsertValues(flag));
  }

  async builtInFlags(): Promise<FlaggedCard[]> {
    return this.counted(sourceOf(null));
  }

  async deckFlags(deckId: string): Promise<FlaggedCard[]> {
    return this.counted(deckId);
  }

  async pruneFlagsBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    return (await this.pool.query(flagSql.prune, [cutoff])).rowCount ?? 0;
  }

  private async counted(source: string): Promise<FlaggedCard[]> {
    return foldFlags((await this.pool.query<FlagCountRow>(flagSql.counts, [source])).rows);
  }
}
