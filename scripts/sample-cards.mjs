#!/usr/bin/env node
// `node scripts/sample-cards.mjs <lang> <seed> <n>`: a reproducible random sample of a language's
// built-in cards, for reviewing the deck by hand (docs/CARDS.md, "Reviewing a sample"). The same
// language, seed and cards give the same sample; edits to cards outside it leave it as it was only
// while the number of cards stays the same. English cards are in packages/cards/data, every other
// language in packages/cards/data/<lang>.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [lang, seedText, countText] = process.argv.slice(2);
const seed = Number(seedText);
const count = Number(countText);
if (!lang || !Number.isInteger(seed) || !Number.isInteger(count) || count < 1) {
  console.error('Usage: node scripts/sample-cards.mjs <lang> <seed> <n>   (e.g. es 18 120)');
  process.exit(2);
}

const root = new URL('../packages/cards/data/', import.meta.url).pathname;
const folder = lang === 'en' ? root : join(root, lang);
let files;
try {
  files = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort();
} catch {
  console.error(`no cards for language "${lang}" (looked in ${folder})`);
  process.exit(2);
}
const cards = files.flatMap((file) =>
  JSON.parse(readFileSync(join(folder, file), 'utf8')).map((card, i) => ({
    where: `${file}#${i + 1}`,
    ...card,
  })),
);

// mulberry32, as packages/rules/src/random.ts, then a partial Fisher–Yates.
let state = seed >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pool = [...cards];
const sample = [];
while (sample.length < Math.min(count, pool.length)) {
  const i = Math.floor(random() * pool.length);
  sample.push(...pool.splice(i, 1));
}

console.log(`${sample.length} of ${cards.length} ${lang} cards, seed ${seed}`);
sample.forEach((c, i) => {
  console.log(
    `${String(i + 1).padStart(3)}. ${c.word} [${c.difficulty}] — ${c.forbidden.join(', ')}  (${c.where})`,
  );
});
