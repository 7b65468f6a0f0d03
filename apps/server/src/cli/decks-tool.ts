import type { Store } from '../store/store.ts';
import type { Io } from './cards-tool.ts';

export const decksUsage = `  decks reported        list decks players reported, most reported first
  decks show ID         print a deck's name, language and cards
  decks hide ID         hide a deck: its link says it is no longer available, no new game uses it
  decks unhide ID       show a hidden deck again
  decks delete ID       delete a deck for good`;

const when = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toISOString().slice(0, 10));

/** `npm run cards -- decks …`: the operator's side of Report deck. Returns the exit code. */
export async function runDecksTool(args: string[], store: Store, io: Io): Promise<number> {
  const [command, id] = args;
  const { decks } = store;
  const missing = () => {
    io.err(`no deck with id ${id ?? '(none given)'}`);
    return 1;
  };
  switch (command) {
    case 'reported': {
      const reported = await decks.reportedDecks();
      if (reported.length === 0) io.out('no reported decks');
      for (const d of reported) {
        // JSON.stringify: a deck's name is the player's text, quoted so it cannot forge a line of its own.
        io.out(
          `${d.id}  ${d.reports} report${d.reports === 1 ? '' : 's'}  ${d.hidden ? 'hidden' : 'shown'}  ${d.cardCount} cards  ${d.language}  edited ${when(d.editedAt)}  played ${when(d.usedAt)}  ${JSON.stringify(d.name)}`,
        );
      }
      return 0;
    }
    case 'show': {
      const deck = id ? await decks.deck(id) : undefined;
      if (!deck) return missing();
      io.out(
        `${JSON.stringify(deck.name)} (${deck.language}), ${deck.cards.length} cards, ${deck.reports} reports, ${deck.hidden ? 'hidden' : 'shown'}`,
      );
      for (const c of deck.cards) io.out(JSON.stringify([c.word, ...c.forbidden]));
      return 0;
    }
    case 'hide':
    case 'unhide': {
      if (!id || !(await decks.setDeckHidden(id, command === 'hide'))) return missing();
      io.out(command === 'hide' ? `hid deck ${id}` : `deck ${id} is shown again`);
      return 0;
    }
    case 'delete': {
      if (!id || !(await decks.removeDeck(id))) return missing();
      io.out(`deleted deck ${id}`);
      return 0;
    }
    default:
      io.err(command ? `unknown decks command "${command}"` : 'no decks command given');
      io.err(decksUsage);
      return 2;
  }
}
