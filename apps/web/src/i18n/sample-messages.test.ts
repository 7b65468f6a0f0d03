import { describe, expect, it } from 'vitest';
import { sampleMessages, sampleTable } from '../../build/sample-messages.ts';

describe('the sample of a translation for its reader', () => {
  it('draws the same messages for the same language, seed and count, and others for another seed', () => {
    const first = sampleMessages('es', 7, 40);
    expect(sampleMessages('es', 7, 40)).toEqual(first);
    expect(new Set(first.map((m) => m.key)).size).toBe(40);
    expect(sampleMessages('es', 8, 40).map((m) => m.key)).not.toEqual(first.map((m) => m.key));
  });

  it('shows each message beside its English, one table row each, bars escaped', () => {
    const [message] = sampleMessages('es', 3, 1);
    expect(message?.translation).not.toBe('');
    expect(message?.translation).not.toBe(message?.english);
    const table = sampleTable('es', 3, 5).split('\n');
    expect(table[0]).toBe('Sample: `npm run messages:sample -- es 3 5` (5 messages)');
    expect(table.slice(4)).toHaveLength(5);
    expect(table.slice(4).every((row) => row.split(/(?<!\\)\|/).length === 8)).toBe(true);
  });
});
