import { FLAG_REASONS } from '@unsayable/rules';
import type { FlaggedCard } from '../store/flag-store.ts';
import type { Store } from '../store/store.ts';

export const flagsUsage = `  flags [--language L]  the built-in cards players flagged in games, per language, most flagged
                        first, with how many flagged each for each reason (wrong, offensive,
                        too hard, duplicate); a deck's flags are its owner's, on the deck's page`;

interface FlagsIo {
  out: (line: string) => void;
}

/** One flagged card: its id, its word (quoted, so a word can never forge a line), its counts. */
function cardLine(card: FlaggedCard): string {
  const reasons = FLAG_REASONS.filter((r) => card.counts[r] > 0)
    .map((r) => `${r} ${card.counts[r]}`)
    .join(', ');
  return `  ${card.cardId}  ${JSON.stringify(card.word)}  ${card.total} ${card.total === 1 ? 'flag' : 'flags'}: ${reasons}`;
}

/** `npm run cards -- flags`: the built-in cards' flags, per language (or one). Returns the exit code. */
export async function runFlagsTool(store: Store, io: FlagsIo, language?: string): Promise<number> {
  const flagged = (await store.flags.builtInFlags()).filter((c) => !language || c.language === language);
  const languages = [...new Set(flagged.map((c) => c.language))];
  for (const code of languages) {
    const cards = flagged.filter((c) => c.language === code);
    io.out(`${code}: ${cards.length} flagged ${cards.length === 1 ? 'card' : 'cards'}`);
    for (const card of cards) io.out(cardLine(card));
  }
  if (languages.length === 0) io.out(language ? `${language}: no flagged cards` : 'no flagged cards');
  return 0;
}
