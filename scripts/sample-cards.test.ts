import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./sample-cards.mjs', import.meta.url));
const sample = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('sample-cards', () => {
  it('draws the same cards for the same language, seed and number', () => {
    const first = sample('es', '18', '120');
    expect(first.status).toBe(0);
    expect(sample('es', '18', '120').stdout).toBe(first.stdout);
    const lines = first.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^120 of \d+ es cards, seed 18$/);
    const cards = lines.slice(1).map((l) => l.replace(/^ *\d+\. /, ''));
    expect(cards).toHaveLength(120);
    expect(new Set(cards).size).toBe(120);
  });

  it('draws other cards for another seed, and English from the data folder itself', () => {
    expect(sample('es', '19', '20').stdout).not.toBe(sample('es', '18', '20').stdout.replace('18', '19'));
    expect(sample('en', '18', '3').stdout).toMatch(/^3 of \d+ en cards, seed 18\n/);
  });

  it('refuses a language it has no cards for, and arguments it cannot read', () => {
    expect(sample('xx', '1', '2').status).toBe(2);
    expect(sample('xx', '1', '2').stderr).toContain('no cards for language "xx"');
    expect(sample('es', 'seed', '2').status).toBe(2);
    expect(sample('es').stderr).toContain('Usage:');
  });
});
