import { type CardFlag, type FlaggedCard, type FlagStore, foldFlags, sourceOf } from '../flag-store.ts';
import { checkCutoff } from '../store.ts';

/** The SQL stores' flags in a map: the fast twin the contract suite holds to the same behaviour. */
export class MemoryFlags implements FlagStore {
  private readonly flags = new Map<string, CardFlag>();

  async flagCard(flag: CardFlag): Promise<void> {
    this.flags.set(`${flag.playerId}\u0000${sourceOf(flag.deckId)}\u0000${flag.cardId}`, { ...flag });
  }

  async builtInFlags(): Promise<FlaggedCard[]> {
    return this.counted(null);
  }

  async deckFlags(deckId: string): Promise<FlaggedCard[]> {
    return this.counted(deckId);
  }

  async pruneFlagsBefore(cutoff: number): Promise<number> {
    checkCutoff(cutoff);
    let pruned = 0;
    for (const [key, flag] of this.flags)
      if (flag.flaggedAt < cutoff) {
        this.flags.delete(key);
        pruned++;
      }
    return pruned;
  }

  private counted(deckId: string | null): FlaggedCard[] {
    const mine = [...this.flags.values()].filter((f) => f.deckId === deckId);
    const latest = new Map<string, CardFlag>();
    for (const f of mine) {
      const was = latest.get(f.cardId);
      if (!was || f.flaggedAt >= was.flaggedAt) latest.set(f.cardId, f);
    }
    const counts = new Map<string, { flag: CardFlag; n: number }>();
    for (const f of mine) {
      const key = `${f.cardId}\u0000${f.language}\u0000${f.reason}`;
      const had = counts.get(key);
      counts.set(key, { flag: f, n: (had?.n ?? 0) + 1 });
    }
    return foldFlags(
      [...counts.values()].map(({ flag, n }) => ({
        source: sourceOf(flag.deckId),
        card_id: flag.cardId,
        language: flag.language,
        word: latest.get(flag.cardId)?.word ?? flag.word,
        reason: flag.reason,
        n,
      })),
    );
  }
}
