// The referee's fuzz (npm run bench:referee): random Unicode texts (bench/unicode-fuzz.ts: every
// plane, combining marks, right-to-left text and its controls, emoji sequences, invisible and blank
// characters, look-alike letters, digits and symbols, the card's own words in disguise, long runs
// up to the cap) through the referee of typed play as the server makes it for each game language
// (`refereeFor`: the language's rules and its catalogue's vocabulary), each against a random card
// of that language's built-in catalogue: clues up to CLUE_MAX units through checkClue, guesses up
// to GUESS_MAX through matchGuess. Counts the texts that throw or answer something that is no
// verdict (must be 0: exits 1 otherwise, printing each such text) and reports the time of each
// call, median, p99 and max, beside the time the request's own schema (`clueTextSchema`,
// `guessTextSchema`) takes on the same text in the same run, which every typed text costs first.
// A benchmark: nothing here is held to a time.
//
// BENCH_FUZZ_TEXTS (10,000; 2,000 with BENCH_QUICK=1) texts of each kind per language, after
// BENCH_FUZZ_WARMUP (1,000; 200 quick) not timed; BENCH_SEED (1) makes the texts.
import { performance } from 'node:perf_hooks';
import { refereeFor } from '../apps/server/src/game/referee.ts';
import { CLUE_MAX, GUESS_MAX, languageCards } from '../packages/cards/src/index.ts';
import {
  type Card,
  clueTextSchema,
  GAME_LANGUAGES,
  type GameLanguage,
  guessTextSchema,
  randomFrom,
} from '../packages/rules/src/index.ts';
import { summarize } from './server-load-shared.ts';
import { escaped, fuzzText, type PieceKind } from './unicode-fuzz.ts';

const quick = process.env.BENCH_QUICK === '1';
function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}
const TEXTS = setting('BENCH_FUZZ_TEXTS', quick ? 2_000 : 10_000);
const WARMUP = setting('BENCH_FUZZ_WARMUP', quick ? 200 : 1_000);
const SEED = setting('BENCH_SEED', 1);

type What = 'clue' | 'guess';

/** A text that threw, or whose answer was no verdict. */
interface Failure {
  language: GameLanguage;
  what: What;
  card: string;
  text: string;
  error: string;
}

interface Row {
  language: GameLanguage;
  what: What;
  texts: number;
  failures: number;
  /** Microseconds a call, the referee's and the schema's on the same texts. */
  refereeUs: Float64Array;
  schemaUs: Float64Array;
  verdicts: Record<string, number>;
  /**
   * The slowest texts, each timed again (`RETIMES` times, the fastest kept): on a shared machine a
   * single time may be the process waiting for a core; the fastest of several is the text's own cost.
   */
  slowest: Slow[];
  /** This process's CPU time over the row's wall time, %: under 100, it waited for a core (a shared machine). */
  onCorePercent: number;
}

/** A slow text: its first time, and the fastest of its times again. */
interface Slow {
  us: number;
  retimedUs: number;
  card: Card;
  text: string;
  kinds: PieceKind[];
}

/** How many of a row's slowest texts are timed again, and how many times each. */
const SLOWEST_KEPT = 20;
const RETIMES = 5;

const failures: Failure[] = [];

/** Microseconds `fn` takes, once. */
function timed(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1000;
}

/** What the referee answered, as a verdict's name, or an error when it is none. */
function verdictOf(what: What, answer: unknown): string {
  if (what === 'guess') {
    if (answer === 'correct' || answer === 'close' || answer === 'miss') return answer;
  } else if (typeof answer === 'object' && answer !== null && 'ok' in answer) {
    if (answer.ok === true) return 'passed';
    if ('tripped' in answer && typeof answer.tripped === 'string') return 'tripped';
  }
  throw new Error(`no verdict: ${JSON.stringify(answer)}`);
}

function fuzz(language: GameLanguage, what: What, cards: readonly Card[], count: number, seed: number): Row {
  const referee = refereeFor(language);
  const random = randomFrom(seed);
  const max = what === 'clue' ? CLUE_MAX : GUESS_MAX;
  const schema = what === 'clue' ? clueTextSchema : guessTextSchema;
  const row: Row = {
    language,
    what,
    texts: count,
    failures: 0,
    refereeUs: new Float64Array(count),
    schemaUs: new Float64Array(count),
    verdicts: {},
    slowest: [],
    onCorePercent: Number.NaN,
  };
  const cpuFrom = process.cpuUsage();
  const wallFrom = performance.now();
  for (let i = 0; i < count; i++) {
    const card = cards[Math.floor(random() * cards.length)] as Card;
    const { text, kinds } = fuzzText(random, max, [card.word, ...card.forbidden]);
    row.schemaUs[i] = timed(() => schema.safeParse(text));
    let answer: unknown;
    let thrown: unknown;
    const us = timed(() => {
      try {
        answer = what === 'clue' ? referee.checkClue(text, card) : referee.matchGuess(text, card.word);
      } catch (error) {
        thrown = error;
      }
    });
    row.refereeUs[i] = us;
    let verdict: string;
    try {
      if (thrown !== undefined) throw thrown;
      verdict = verdictOf(what, answer);
    } catch (error) {
      row.failures++;
      verdict = 'failed';
      failures.push({
        language,
        what,
        card: card.word,
        text,
        error: String((error as Error).stack ?? error),
      });
    }
    row.verdicts[verdict] = (row.verdicts[verdict] ?? 0) + 1;
    if (row.slowest.length < SLOWEST_KEPT || us > (row.slowest.at(-1)?.us ?? 0)) {
      row.slowest.push({ us, retimedUs: Number.NaN, card, text, kinds });
      row.slowest.sort((a, b) => b.us - a.us);
      row.slowest.length = Math.min(row.slowest.length, SLOWEST_KEPT);
    }
  }
  const cpu = process.cpuUsage(cpuFrom);
  row.onCorePercent = Math.round((cpu.user + cpu.system) / 10 / (performance.now() - wallFrom));
  for (const slow of row.slowest) {
    let fastest = Number.POSITIVE_INFINITY;
    for (let k = 0; k < RETIMES; k++)
      fastest = Math.min(
        fastest,
        timed(() => {
          try {
            if (what === 'clue') referee.checkClue(slow.text, slow.card);
            else referee.matchGuess(slow.text, slow.card.word);
          } catch {
            // Counted above.
          }
        }),
      );
    slow.retimedUs = fastest;
  }
  row.slowest.sort((a, b) => b.retimedUs - a.retimedUs);
  return row;
}

const us = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const pad = (cells: string[], widths: number[]) =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');

function main(): void {
  const started = performance.now();
  const catalogues = new Map<GameLanguage, Card[]>();
  const buildMs: Record<string, number> = {};
  for (const language of GAME_LANGUAGES) {
    catalogues.set(language, languageCards(language));
    // The first call makes the language's referee (its catalogue's vocabulary): the server pays it
    // once, on a language's first typed clue or guess.
    const card = catalogues.get(language)?.[0] as Card;
    buildMs[language] = timed(() => refereeFor(language).checkClue(card.word, card)) / 1000;
  }
  // Warm-up, not timed: the same kinds of text, another seed.
  for (const language of GAME_LANGUAGES)
    for (const what of ['clue', 'guess'] as const)
      fuzz(language, what, catalogues.get(language) ?? [], WARMUP, SEED + 1_000_003);
  // A warm-up text that throws counts as any other: the rows' columns count the timed texts alone.
  const warmupFailures = failures.length;

  const rows: Row[] = [];
  GAME_LANGUAGES.forEach((language, l) => {
    for (const what of ['clue', 'guess'] as const)
      rows.push(
        fuzz(language, what, catalogues.get(language) ?? [], TEXTS, SEED + l * 2 + (what === 'clue' ? 0 : 1)),
      );
  });

  const widths = [9, 6, 7, 6, 9, 9, 9, 13, 15, 12, 9];
  console.log(
    `Referee fuzz: ${TEXTS} random Unicode texts per language and kind (clues up to ${CLUE_MAX} UTF-16 units, ` +
      `guesses up to ${GUESS_MAX}), seed ${SEED}, after ${WARMUP} not timed; each against a random card of the ` +
      `language's catalogue; Node ${process.version}`,
  );
  console.log('');
  console.log(
    pad(
      [
        'language',
        'what',
        'texts',
        'throws',
        'median µs',
        'p99 µs',
        'max µs',
        'max again µs',
        'schema p50/p99',
        'p50 / schema',
        'on a core',
      ],
      widths,
    ),
  );
  const all = (what: What) => {
    const of = rows.filter((r) => r.what === what);
    const join = (key: 'refereeUs' | 'schemaUs') => {
      const out = new Float64Array(of.reduce((n, r) => n + r[key].length, 0));
      let at = 0;
      for (const r of of) {
        out.set(r[key], at);
        at += r[key].length;
      }
      return out;
    };
    return {
      texts: of.reduce((n, r) => n + r.texts, 0),
      failures: of.reduce((n, r) => n + r.failures, 0),
      slowest: of.flatMap((r) => r.slowest.slice(0, 1)),
      refereeUs: join('refereeUs'),
      schemaUs: join('schemaUs'),
    };
  };
  const line = (
    language: string,
    what: string,
    r: Pick<Row, 'texts' | 'failures' | 'refereeUs' | 'schemaUs' | 'slowest'> & { onCorePercent?: number },
  ) => {
    const ref = summarize(Array.from(r.refereeUs));
    const schema = summarize(Array.from(r.schemaUs));
    const maxAgainUs = Math.max(...r.slowest.map((slow) => slow.retimedUs));
    console.log(
      pad(
        [
          language,
          what,
          String(r.texts),
          String(r.failures),
          us(ref.p50),
          us(ref.p99),
          us(ref.max),
          us(maxAgainUs),
          `${us(schema.p50)} / ${us(schema.p99)}`,
          `${(ref.p50 / schema.p50).toFixed(1)}×`,
          r.onCorePercent === undefined ? '' : `${r.onCorePercent} %`,
        ],
        widths,
      ),
    );
    return { referee: ref, maxAgainUs, schema };
  };
  const summaries = rows.map((r) => ({ row: r, ...line(r.language, r.what, r) }));
  const totals = (['clue', 'guess'] as const).map((what) => ({ what, ...line('all', what, all(what)) }));

  console.log('');
  console.log('Verdicts (what the texts exercised):');
  for (const r of rows)
    console.log(
      `  ${r.language} ${r.what}: ${Object.entries(r.verdicts)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
    );
  console.log('');
  console.log(
    `Building each language's referee (its first call): ${Object.entries(buildMs)
      .map(([language, ms]) => `${language} ${ms.toFixed(0)} ms`)
      .join(', ')}`,
  );
  console.log(
    `max again: the ${SLOWEST_KEPT} slowest texts of a row each timed ${RETIMES} times more, the fastest kept: ` +
      'a text’s own cost, where max may be the process waiting for a core',
  );
  console.log('The slowest text of each kind (by max again), to run again:');
  for (const what of ['clue', 'guess'] as const) {
    const [language, s] = rows
      .filter((r) => r.what === what)
      .map((r) => [r.language, r.slowest[0]] as const)
      .reduce((a, b) => ((b[1]?.retimedUs ?? 0) > (a[1]?.retimedUs ?? 0) ? b : a));
    if (!s) continue;
    console.log(
      `  ${what}: ${us(s.retimedUs)} µs (${us(s.us)} at first), ${language}, card "${s.card.word}", ` +
        `${s.text.length} units of ${[...new Set(s.kinds)].join(', ')}: ${escaped(s.text)}`,
    );
  }
  const throws = failures.length;
  if (throws > 0) {
    console.log('');
    console.log(`${throws} texts threw or got no verdict (${warmupFailures} of them in the warm-up):`);
    for (const f of failures.slice(0, 20))
      console.log(
        `  ${f.language} ${f.what}, card "${f.card}": ${escaped(f.text)}\n    ${f.error.split('\n').slice(0, 4).join('\n    ')}`,
      );
  }
  console.log('');
  console.log('JSON summary:');
  console.log(
    JSON.stringify(
      {
        node: process.version,
        seed: SEED,
        texts: TEXTS,
        warmup: WARMUP,
        throws,
        warmupThrows: warmupFailures,
        buildMs,
        rows: summaries.map(({ row, referee, maxAgainUs, schema }) => ({
          language: row.language,
          what: row.what,
          failures: row.failures,
          refereeUs: referee,
          schemaUs: schema,
          verdicts: row.verdicts,
          maxAgainUs,
          onCorePercent: row.onCorePercent,
        })),
        all: totals,
        seconds: Math.round((performance.now() - started) / 100) / 10,
      },
      null,
      2,
    ),
  );
  if (throws > 0) process.exitCode = 1;
}

main();
