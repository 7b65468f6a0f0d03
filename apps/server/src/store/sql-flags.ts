import {
  type CardFlag,
  type FlagCountRow,
  type FlaggedCard,
  type FlagStore,
  flagSql,
  foldFlags,
  sourceOf,
  upsertValues,
} from './flag-store.ts';
import type { SqlStatements } from './sql-statements.ts';
import { checkCutoff } from './store.ts';

/** Flags in either SQL store: each change one statement, run as the store runs its statements. */
export class SqlFlags implements FlagStore {
  constructor(private readonly statements: SqlStatements) {}

  async flagCard(flag: CardFlag): Promise<void> {
    await this.statements.change([flagSql.upsert, upsertValues(flag)]);
  }

  builtInFlags(): Promise<FlaggedCard[]> {
    return this.counted(sourceOf(null));
  }

  deckFlags(deckId: string): Promise<FlaggedCard[]> {
    return this.counted(deckId);
  }

  async pruneFlagsBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    return this.statements.changeIfAny([flagSql.anyBefore, [cutoff]], [flagSql.prune, [cutoff]]);
  }

  private async counted(source: string): Promise<FlaggedCard[]> {
    return foldFlags(await this.statements.all<FlagCountRow>(flagSql.counts, [source]));
  }
}
