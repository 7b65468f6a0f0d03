import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

/** Every test file of the repository, as a path from its root. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

// Outside the web client, test files share a worker's modules (vitest.config.ts, `isolate: false`):
// a module mocked in one would stay mocked, or fail to take, in the files that run after it.
it('mocks modules only in the web client, whose test files run isolated', () => {
  const files = testFiles(root);
  expect(files.length).toBeGreaterThan(100);
  const mocking = files.filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(root, file), 'utf8')));
  expect(mocking.length, 'the web client mocks modules').toBeGreaterThan(0);
  expect(mocking.filter((file) => !file.startsWith('apps/web/src/'))).toEqual([]);
});
