import {
  builtInCards,
  CATALOGUES_IN_WRITING,
  type CatalogueLanguage,
  type CheckedFile,
  cardId,
  cardToolLanguage,
  catalogueLanguage,
  checkCatalogue,
  english,
  type GameCatalogue,
  LANGUAGES,
  readDataFiles,
  summaryLine,
} from '@unsayable/cards';
import {
  type Card,
  type Category,
  DEFAULT_LANGUAGE,
  DIFFICULTIES,
  type Difficulty,
  FORBIDDEN_MAX,
  LANGUAGE_CATEGORIES,
} from '@unsayable/rules';
import type { Store } from '../store/store.ts';
import { cardsToCsv, csvToRows, rowToCard } from './cards-csv.ts';
import { drawSample, sampleTable } from './cards-sample.ts';
import { decksUsage, runDecksTool } from './decks-tool.ts';
import { flagsUsage, runFlagsTool } from './flags-tool.ts';

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  readFile: (path: string) => string;
}

const codes = LANGUAGES.map((l) => l.code).join(', ');
const allCatalogues = [...LANGUAGES, ...CATALOGUES_IN_WRITING];
const inWriting = CATALOGUES_IN_WRITING.length
  ? `; cards being written (check and sample only): ${CATALOGUES_IN_WRITING.map((l) => `${l.code} (${l.rules.name})`).join(', ')}`
  : '';

export const usage = `Usage: npm run cards -- <command> [--language L]
  Languages: ${codes} (${LANGUAGES.map((l) => l.rules.name).join(', ')})${inWriting}.
  check [L]             validate the built-in catalogue (packages/cards/data): every language, or
                        the one named (also as --language L); the card rules are in docs/CARDS.md
  import FILE.csv       add or update cards of one language from a CSV file (default: en)
  export                print one language's catalogue as CSV (default: en)
  ideas                 list card ideas sent by players with their language (default: every
                        language; --language L lists that language's alone)
  approve ID [--category C] [--difficulty D] [--forbidden "a,b,c,d,e"]
                        add an idea to its language's catalogue (marks it reviewed and added);
                        --language L puts it in that language's instead (an idea sent in the wrong one)
  reject ID             mark an idea reviewed without adding it; with --language L, only if the
                        idea is in that language
  sample --seed N --count C [--language L]
                        a seeded random sample of one language's built-in cards (default: en) as
                        a Markdown table to review; the same seed and count draw the same cards
${flagsUsage}
${decksUsage}`;

/** Checks each language's cards in turn; the exit code is 1 if any has a problem. */
function report(io: Io, languages: readonly CatalogueLanguage[]): number {
  let failed = false;
  for (const { rules, folder } of languages) {
    const result = checkCatalogue(readDataFiles(folder), rules);
    io.out(`${rules.name} (${rules.code}):`);
    for (const p of result.problems) io.out(`problem: ${p.where}: ${p.message}`);
    for (const w of result.warnings) io.out(`warning: ${w.where}: ${w.message}`);
    for (const [category, n] of Object.entries(result.byCategory)) io.out(`  ${category}: ${n}`);
    io.out(`  ${DIFFICULTIES.map((d) => `${d} ${result.byDifficulty[d] ?? 0}`).join(', ')}`);
    io.out(summaryLine(result));
    failed ||= result.problems.length > 0;
  }
  if (failed) io.out('How to write a card that passes: docs/CARDS.md');
  return failed ? 1 : 0;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The language of a code, or the message naming the languages there are. */
function languageNamed(code: string): GameCatalogue | string {
  return catalogueLanguage(code) ?? `unknown language "${code}": one of ${codes}`;
}

/** The catalogue a sample is drawn from: a game language's, or one whose cards are being written. */
function sampledLanguage(code: string | undefined): CatalogueLanguage | string | undefined {
  if (code === undefined) return undefined;
  return (
    cardToolLanguage(code) ??
    `unknown language "${code}": one of ${allCatalogues.map((l) => l.code).join(', ')}`
  );
}

/** The language `--language` names, if it names one (or the message for a code there is not). */
function languageOption(args: string[]): GameCatalogue | string | undefined {
  const code = option(args, '--language');
  return code === undefined ? undefined : languageNamed(code);
}

/** The operator's card tool. Returns the exit code. */
export async function runCardsTool(
  args: string[],
  store: Store,
  io: Io,
  dataFolder?: string,
): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'check': {
      // A folder given by a test holds English cards.
      const languages: readonly CatalogueLanguage[] = dataFolder
        ? [{ code: 'en', rules: english, folder: dataFolder }]
        : allCatalogues;
      const code = option(rest, '--language') ?? (rest[0]?.startsWith('--') ? undefined : rest[0]);
      const chosen = code ? languages.filter((l) => l.code === code) : languages;
      if (chosen.length === 0)
        return fail(io, `unknown language "${code}": one of ${languages.map((l) => l.code).join(', ')}`);
      return report(io, chosen);
    }

    case 'import': {
      const file = rest[0];
      if (!file || file.startsWith('--')) return fail(io, 'import needs a CSV file');
      const language = languageOption(rest) ?? languageNamed(DEFAULT_LANGUAGE);
      if (typeof language === 'string') return fail(io, language);
      const { code, rules } = language;
      const rows = csvToRows(io.readFile(file));
      const cards: Card[] = [];
      const checked: CheckedFile[] = [];
      const errors: string[] = [];
      for (const row of rows) {
        const card = rowToCard(row, code);
        if (typeof card === 'string') {
          errors.push(card);
          continue;
        }
        if (!LANGUAGE_CATEGORIES[code].includes(card.category as Category)) {
          errors.push(`line ${row.line}: ${rules.name} has no category "${card.category}"`);
          continue;
        }
        cards.push(card);
        // One checked "file" a row, so every problem names its line of the CSV.
        const { word, forbidden, difficulty } = card;
        checked.push({
          file: `line ${row.line}`,
          category: card.category,
          records: [{ word, forbidden, difficulty }],
        });
      }
      // The same checks as the built-in catalogue, duplicates across rows included, before anything is written.
      const cardProblems = checkCatalogue(checked, rules)
        .problems.filter((p) => p.where.includes('#'))
        .map((p) => ({
          ...p,
          where: p.where.replace(/^(line \d+)#1/, '$1'),
          message: p.message.replace(/\(also (line \d+)#1/, '(also $1'),
        }));
      // Updating a card (same category and word) is fine; the same target under another id is not.
      const catalogue = await store.catalogue(code);
      for (const [k, card] of cards.entries()) {
        const known = catalogue.find(
          (c) => rules.plural(c.word) === rules.plural(card.word) && c.id !== card.id,
        );
        if (known)
          cardProblems.push({
            where: `${checked[k]?.file} "${card.word}"`,
            message: `"${card.word}" is already a card (${known.id})`,
          });
      }
      for (const e of errors) io.err(`problem: ${e}`);
      for (const p of cardProblems) io.err(`problem: ${p.where}: ${p.message}`);
      if (errors.length + cardProblems.length > 0) {
        io.err(`nothing imported: ${errors.length + cardProblems.length} problems`);
        return 1;
      }
      await store.upsertCatalogue(cards, 'import', code);
      io.out(`imported ${cards.length} ${rules.name} (${code}) cards`);
      return 0;
    }

    case 'export': {
      const language = languageOption(rest) ?? languageNamed(DEFAULT_LANGUAGE);
      if (typeof language === 'string') return fail(io, language);
      io.out(cardsToCsv(await store.catalogue(language.code)).trimEnd());
      return 0;
    }

    case 'ideas': {
      const language = languageOption(rest);
      if (typeof language === 'string') return fail(io, language);
      const ideas = (await store.ideas()).filter((i) => !language || i.language === language.code);
      for (const i of ideas) {
        const state = i.added ? 'added' : i.reviewed ? 'rejected' : 'new';
        io.out(
          `${i.id}  ${new Date(i.createdAt).toISOString()}  ${i.language}  ${state.padEnd(8)}  ${i.word} — ${i.forbidden.join(', ') || '(no forbidden words)'}`,
        );
      }
      io.out(`${ideas.length} ideas, ${ideas.filter((i) => !i.reviewed).length} not reviewed`);
      return 0;
    }

    case 'approve': {
      const id = rest[0];
      const idea = (await store.ideas()).find((i) => i.id === id);
      if (!id || !idea) return fail(io, `no card idea with id ${id ?? '(none given)'}`);
      if (idea.reviewed) return fail(io, `idea ${id} was already reviewed`);
      const language = languageOption(rest) ?? languageNamed(idea.language);
      if (typeof language === 'string') return fail(io, language);
      const { code, rules } = language;
      const categories = LANGUAGE_CATEGORIES[code];
      const category = (option(rest, '--category') ?? 'everyday life') as Category;
      if (!categories.includes(category))
        return fail(io, `unknown category "${category}": one of ${categories.join(', ')}`);
      const difficulty = (option(rest, '--difficulty') ?? 'medium') as Difficulty;
      if (!DIFFICULTIES.includes(difficulty)) return fail(io, 'difficulty must be easy, medium or hard');
      const given = option(rest, '--forbidden');
      const forbidden = given
        ? given
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean)
        : idea.forbidden;
      if (forbidden.length !== FORBIDDEN_MAX) {
        return fail(
          io,
          `a catalogue card needs exactly ${FORBIDDEN_MAX} forbidden words; give them with --forbidden "a,b,c,d,e"`,
        );
      }
      const record = { word: idea.word, forbidden, difficulty };
      const problems = checkCatalogue(
        [{ file: `idea ${id}`, category, records: [record] }],
        rules,
      ).problems.filter((p) => p.where.includes('#'));
      const known = (await store.catalogue(code)).find(
        (c) => rules.plural(c.word) === rules.plural(idea.word),
      );
      if (known)
        problems.push({ where: `idea ${id}`, message: `"${idea.word}" is already a card (${known.id})` });
      for (const p of problems) io.err(`problem: ${p.where}: ${p.message}`);
      if (problems.length > 0) return 1;
      const cardIdOf = cardId(category, idea.word, code);
      await store.upsertCatalogue([{ id: cardIdOf, ...record, category }], 'idea', code);
      await store.updateIdea(idea.id, { reviewed: true, added: true });
      io.out(`approved "${idea.word}" into ${rules.name} (${code}) ${category} as ${cardIdOf}`);
      return 0;
    }

    case 'reject': {
      const id = rest[0];
      const idea = (await store.ideas()).find((i) => i.id === id);
      if (!id || !idea) return fail(io, `no card idea with id ${id ?? '(none given)'}`);
      // An approved idea is in the catalogue: marking it not added would leave the two disagreeing.
      if (idea.reviewed) return fail(io, `idea ${id} was already reviewed`);
      const language = languageOption(rest);
      if (typeof language === 'string') return fail(io, language);
      if (language && language.code !== idea.language)
        return fail(io, `idea ${id} is in ${idea.language}, not ${language.code}: nothing changed`);
      await store.updateIdea(idea.id, { reviewed: true, added: false });
      io.out(`rejected "${idea.word}"`);
      return 0;
    }

    case 'sample': {
      // A folder given by a test holds English cards.
      const language: CatalogueLanguage | string = dataFolder
        ? { code: 'en', rules: english, folder: dataFolder }
        : (sampledLanguage(option(rest, '--language')) ?? languageNamed(DEFAULT_LANGUAGE));
      if (typeof language === 'string') return fail(io, language);
      const seed = wholeNumber(option(rest, '--seed'));
      const count = wholeNumber(option(rest, '--count'));
      if (seed === undefined || count === undefined || count < 1)
        return fail(io, 'sample needs --seed N and --count C, whole numbers (C at least 1)');
      const cards = builtInCards(language.folder, language.code);
      const command = `npm run cards -- sample --language ${language.code} --seed ${seed} --count ${count}`;
      for (const line of sampleTable(command, cards.length, drawSample(cards, seed, count))) io.out(line);
      return 0;
    }

    case 'flags': {
      const language = languageOption(rest);
      if (typeof language === 'string') return fail(io, language);
      return runFlagsTool(store, io, language?.code);
    }

    case 'decks':
      return runDecksTool(rest, store, io);

    default:
      io.err(command ? `unknown command "${command}"` : 'no command given');
      io.err(usage);
      return 2;
  }
}

/** A whole number of at least zero written out in digits, else undefined. */
function wholeNumber(text: string | undefined): number | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

function fail(io: Io, message: string): number {
  io.err(message);
  return 1;
}
