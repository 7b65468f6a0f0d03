// `npm run bench:startup`: how long the server takes from spawn to a healthy /healthz, and its
// RSS once idle, started through tsx (TypeScript compiled at every start) and from the compiled
// build (`node apps/server/dist/main.js`, made by `npm run build`). The two are started in turn,
// round after round, so both see the same machine; the figure to read is the ratio.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionNodeFlags } from '../apps/server/src/node-flags.ts';
import { embeddedServerEnv, freePort, sleep, stop } from './child-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.env.STARTUP_ROUNDS ?? 15);

interface Variant {
  name: string;
  args: string[];
  dataDir: string;
  startupMs: number[];
  rssMb: number[];
}

const variant = (name: string, args: string[]): Variant => ({
  name,
  args,
  dataDir: mkdtempSync(join(tmpdir(), 'unsayable-startup-')),
  startupMs: [],
  rssMb: [],
});

const variants = [
  variant('tsx', ['--import', 'tsx', 'apps/server/src/main.ts']),
  variant('compiled', [...productionNodeFlags, 'apps/server/dist/main.js']),
];
if (!existsSync(join(root, 'apps/server/dist/main.js'))) {
  console.error('No compiled server: run `npm run build` first.');
  process.exit(1);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Spawn to the first 200 from /healthz, polled every 5 ms; then RSS after a second of idling. */
async function startOnce(v: Variant): Promise<{ startupMs: number; rssMb: number }> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, v.args, {
    cwd: root,
    // The embedded store, alone, whatever this environment says: the start-up a single machine has.
    env: embeddedServerEnv(port, v.dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${v.name}: the server exited with ${child.exitCode}`);
      if (performance.now() - startedAt > 30_000) throw new Error(`${v.name}: not healthy within 30 s`);
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (healthy) break;
      await sleep(5);
    }
    const startupMs = performance.now() - startedAt;
    await sleep(1000);
    return { startupMs, rssMb: rssMb(child.pid as number) };
  } finally {
    await stop(child, 15_000);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

// One start each first, not counted: it creates the database and warms the file cache.
for (const v of variants) await startOnce(v);
for (let round = 0; round < rounds; round++) {
  for (const v of round % 2 ? [...variants].reverse() : variants) {
    const { startupMs, rssMb } = await startOnce(v);
    v.startupMs.push(startupMs);
    v.rssMb.push(rssMb);
  }
}
for (const v of variants) rmSync(v.dataDir, { recursive: true, force: true });

const [base] = variants as [Variant];
console.log(`${rounds} starts each, spawn to a healthy /healthz, RSS after 1 s idle`);
console.log('variant   | median ms | min ms | max ms | ratio to tsx | median RSS MB');
for (const v of variants) {
  const ratio = median(v.startupMs) / median(base.startupMs);
  console.log(
    [
      v.name.padEnd(9),
      median(v.startupMs).toFixed(0).padStart(9),
      Math.min(...v.startupMs)
        .toFixed(0)
        .padStart(6),
      Math.max(...v.startupMs)
        .toFixed(0)
        .padStart(6),
      ratio.toFixed(2).padStart(12),
      median(v.rssMb).toFixed(1).padStart(13),
    ].join(' | '),
  );
}
