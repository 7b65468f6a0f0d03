import { type Card, randomFrom } from '@unsayable/rules';

/**
 * `count` cards drawn without repeats by mulberry32 (`randomFrom`) from `seed`: each draw takes the
 * card at a random place among those left. The same cards, seed and count give the same sample, so
 * a review names the sample it read and anyone can draw it again; a card replaced in place keeps
 * its slot, while adding or removing cards before it moves the rest.
 */
export function drawSample(cards: readonly Card[], seed: number, count: number): Card[] {
  const random = randomFrom(seed);
  const pool = [...cards];
  const sample: Card[] = [];
  while (sample.length < Math.min(count, cards.length)) {
    const [card] = pool.splice(Math.floor(random() * pool.length), 1);
    if (card) sample.push(card);
  }
  return sample;
}

/** A table cell: a bar would end the cell early, a line break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

/**
 * The sample as a Markdown table for a reviewer to fill in (a verdict and a note per card), after
 * a line naming the command that draws it again.
 */
export function sampleTable(command: string, total: number, sample: readonly Card[]): string[] {
  return [
    `${command}  (${sample.length} of ${total} cards)`,
    '',
    '| # | id | target | forbidden | difficulty | verdict | note |',
    '| - | -- | ------ | --------- | ---------- | ------- | ---- |',
    ...sample.map(
      (c, i) =>
        `| ${i + 1} | ${cell(c.id)} | ${cell(c.word)} | ${cell(c.forbidden.join(', '))} | ${c.difficulty} |  |  |`,
    ),
  ];
}
