import type Database from 'better-sqlite3';
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
import { SqliteStatements } from './sqlite-statements.ts';
import type { SqliteWriter } from './sqlite-writer.ts';

/** Flags in the SQLite file: read on the store's own connection, written by its writer thread. */
export class SqliteFlags implements FlagStore {
  private readonly statements: SqliteStatements;

  constructor(db: () => Database.Database, writer: SqliteWriter) {
    this.statements = new SqliteStatements(db, writer, 'flag');
  }

  async flagCard(flag: CardFlag): Promise<void> {
    await this.statements.change([flagSql.upsert, upsertValues(flag)]);
  }

  async builtInFlags(): Promise<FlaggedCard[]> {
    return foldFlags(this.statements.all<FlagCountRow>(flagSql.counts, [sourceOf(null)]));
  }

  async deckFlags(deckId: string): Promise<FlaggedCard[]> {
    return foldFlags(this.statements.all<FlagCountRow>(flagSql.counts, [deckId]));
  }

  async pruneFlagsBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    // Nothing sent to the writer thread when there is nothing to delete (an idle server runs none).
    return this.statements.changeIfAny([flagSql.anyBefore, [cutoff]], [flagSql.prune, [cutoff]]);
  }
}
