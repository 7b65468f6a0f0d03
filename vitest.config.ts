import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { probePostgres, probeRedis } from './apps/server/test/service-urls.ts';
import { compileCatalogues } from './apps/web/build/compile-catalogues.ts';

/**
 * The code only the suites of an outside service exercise. Where the service does not answer
 * (and REQUIRE_SERVICES=1 does not make that a failure), those suites are skipped and their code
 * is left out of coverage with it, so the gate measures what ran: a machine without PostgreSQL or
 * Redis passes `npm test` as one with them does.
 */
const serviceOnlyCode = [
  { probe: probePostgres, files: ['apps/server/src/store/postgres/**'] },
  { probe: probeRedis, files: ['apps/server/src/cluster/**'] },
];

async function codeOfSkippedServices(): Promise<string[]> {
  if (process.env.REQUIRE_SERVICES === '1') return [];
  const left: string[] = [];
  for (const { probe, files } of serviceOnlyCode) {
    const availability = await probe();
    if ('url' in availability) continue;
    console.warn(`${availability.skip}: coverage leaves out ${files.join(', ')}`);
    left.push(...files);
  }
  return left;
}

/** The web client's test files, each run in modules of its own. */
const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';

/** The test files that share a worker's modules, file after file: none may mock a module. */
const SHARED_MODULE_TESTS = [
  'packages/**/src/**/*.test.ts',
  'apps/server/{src,test}/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];

/**
 * The files that take minutes, longest first. On a fresh checkout Vitest knows no file's duration
 * and starts the largest files first; the soak is small and ran last, alone on one worker, while
 * the other had finished. Started first, they run beside everything else.
 */
const LONG_FILES = [
  'bench/soak.test.ts',
  'apps/server/test/protocol-fuzz.test.ts',
  'apps/server/test/cluster.test.ts',
  'apps/server/test/http-fuzz.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONG_FILES.findIndex((long) => file.moduleId.endsWith(`/${long}`));
      return at === -1 ? LONG_FILES.length : at;
    };
    const sorted = await super.sort(files);
    // A stable sort: the rest keep Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig(async () => ({
  // The web client's catalogues load compiled in the tests as in the build.
  plugins: [compileCatalogues()],
  test: {
    setupFiles: ['apps/web/src/testing/i18n-setup.ts'],
    // Two projects, one run. The web client's files mock modules (`vi.mock`), which holds only
    // inside a file's own module graph: each of them runs isolated. The others mock nothing and
    // keep a worker's modules from one file to the next, which spares evaluating the server's and
    // the rules' graphs again for every file (docs/PERFORMANCE.md, "The test suite");
    // scripts/shared-modules.test.ts holds them to it.
    projects: [
      { extends: true, test: { name: 'web', include: [WEB_TESTS] } },
      { extends: true, test: { name: 'shared modules', include: SHARED_MODULE_TESTS, isolate: false } },
    ],
    // Three files to two cores. Vitest's default is one fewer than the cores: on CI's 2, one file
    // at a time, and the 2-minute soak alone held the run. The suites wait on child processes,
    // timers, sockets and the databases more than they compute: with one file a core, the cores
    // stood idle for part of the run, which a third file fills (docs/PERFORMANCE.md, "The test
    // suite").
    maxWorkers: '150%',
    sequence: { sequencer: LongFilesFirst },
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.ts', 'apps/server/src/**/*.{ts,mjs}', 'apps/web/src/**/*.{ts,tsx}'],
      exclude: [
        '**/*.test.{ts,tsx}',
        '**/testing/**',
        '**/*.contract.ts',
        '**/contract/**',
        'apps/web/src/main.tsx',
        ...(await codeOfSkippedServices()),
      ],
      reporter: ['text-summary', 'json-summary'],
      // Per package; each a little under what the suites reach today, so a change that leaves new
      // code untested fails here.
      thresholds: {
        'packages/rules/src/**': { lines: 98 },
        'packages/cards/src/**': { lines: 95 },
        // The entry points and worker threads run in child processes, which coverage does not see.
        'apps/server/src/**': { lines: 88 },
        'apps/web/src/**': { lines: 92 },
      },
    },
  },
}));
