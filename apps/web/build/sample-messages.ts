/**
 * `npm run messages:sample -- <language> <seed> <count>`: a reproducible random sample of one
 * language's interface messages beside their English, as a Markdown table for a reader who did
 * not write them (docs/TRANSLATING.md, "Reviewing a translation"). The same language, seed and
 * count give the same sample while the English catalogues keep their keys.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomFrom, shuffled } from '../../../packages/rules/src/random.ts';

const locales = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));

export interface SampledMessage {
  key: string;
  english: string;
  translation: string;
}

function messagesOf(language: string): Map<string, string> {
  const folder = `${locales}${language}/`;
  const messages = new Map<string, string>();
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const area = JSON.parse(readFileSync(`${folder}${file}`, 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(area)) messages.set(key, text);
  }
  return messages;
}

/** The languages with a catalogue folder, as `languages.json` lists them. */
export function interfaceLanguages(): string[] {
  return Object.keys(JSON.parse(readFileSync(`${locales}languages.json`, 'utf8')) as Record<string, string>);
}

export function sampleMessages(language: string, seed: number, count: number): SampledMessage[] {
  const english = messagesOf('en');
  const translated = messagesOf(language);
  // Keys in English order, so the sample depends on the seed and the source, not on file layout.
  const keys = shuffled([...english.keys()].sort(), randomFrom(seed)).slice(0, count);
  return keys.map((key) => ({
    key,
    english: english.get(key) ?? '',
    translation: translated.get(key) ?? '',
  }));
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function sampleTable(language: string, seed: number, count: number): string {
  const sample = sampleMessages(language, seed, count);
  return [
    `Sample: \`npm run messages:sample -- ${language} ${seed} ${count}\` (${sample.length} messages)`,
    '',
    '| # | key | English | translation | verdict | note |',
    '| - | --- | ------- | ----------- | ------- | ---- |',
    ...sample.map(
      (m, i) => `| ${i + 1} | \`${m.key}\` | ${cell(m.english)} | ${cell(m.translation)} |  |  |`,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [language = '', seedText = '', countText = ''] = process.argv.slice(2);
  const seed = Number(seedText);
  const count = Number(countText);
  if (
    !interfaceLanguages().includes(language) ||
    language === 'en' ||
    !Number.isInteger(seed) ||
    !(count > 0)
  ) {
    console.error(
      `Usage: npm run messages:sample -- <language> <seed> <count>, language one of ${interfaceLanguages()
        .filter((l) => l !== 'en')
        .join(', ')}`,
    );
    process.exit(2);
  }
  console.log(sampleTable(language, seed, count));
}
