// Web budgets (npm run bench:web). Builds the client (`npm run build`), starts the real server as a
// child process (`node --import tsx apps/server/src/main.ts`, 127.0.0.1 on a free port, a DATA_DIR
// made for the run, LOG_LEVEL=warn), then measures on what it serves:
//  1. the JavaScript a browser loads for /home (and /home/join, for information): every script
//     response in Chromium (playwright-core) until the network is idle, each body gzipped here at
//     level 9 (a fixed measure, whatever the server's compression sends); budget ≤ 100 KB gzip,
//     and the play screen's chunk must not be among them;
//  2. Lighthouse's mobile performance score on /home (default mobile form factor and simulated
//     throttling), median of BENCH_WEB_RUNS (3) runs; budget ≥ 90. As the baseline, the same runs,
//     interleaved, on a page with one h1 and no JavaScript served by a tiny http server of this
//     script: our score is reported as a ratio to that page's.
// Prints a table and a JSON summary. Exits 0 even when a budget is missed (printed as
// "BUDGET MISSED"); non-zero only when the measurement itself could not be made.
//
// Environment: BENCH_WEB_RUNS (3), BENCH_WEB_SKIP_BUILD=1 (measure the dist already built),
// CHROMIUM_PATH (/usr/bin/chromium).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { embeddedServerEnv, freePort, sleep, stop, waitHealthy } from './child-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(root, 'apps/web/dist');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runs = positiveInt('BENCH_WEB_RUNS', 3);

const JS_BUDGET_BYTES = 100 * 1024;
const LIGHTHOUSE_BUDGET = 90;
const PLAY_CHUNK = /\/play-screen-[^/]*\.js$/;
/** Settle for scripts: the page counts as idle after this long with no request in flight. */
const IDLE_MS = 1000;
const NAVIGATION_TIMEOUT_MS = 30_000;
/** The whole run is ended by force past this. */
const WATCHDOG_MS = 9 * 60_000;

const playwrightArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const lighthouseChromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

function log(message: string): void {
  process.stderr.write(`[bench:web] ${message}\n`);
}

function median(values: number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

// ---- processes ------------------------------------------------------------------------------

const children = new Set<ChildProcess>();
const cleanups: (() => void)[] = [];

function build(): void {
  if (process.env.BENCH_WEB_SKIP_BUILD === '1') {
    log('BENCH_WEB_SKIP_BUILD=1: measuring the dist already built');
    return;
  }
  log('building the client (npm run build)');
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build failed with status ${result.status}`);
}

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'unsayable-bench-web-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  log(`starting the server on ${url} with DATA_DIR ${dataDir}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: embeddedServerEnv(port, dataDir),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  await waitHealthy(url, child);
  return { url, child };
}

/** The baseline page: one h1, no script, no stylesheet, no image. */
const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A static baseline page.">' +
  '<title>Baseline</title></head><body><h1>Unsayable baseline</h1></body></html>';

async function startBaseline(): Promise<{ url: string; server: Server }> {
  const port = await freePort();
  const server = createHttpServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(BASELINE_HTML);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, server };
}

// ---- 1. JavaScript loaded by a page ------------------------------------------------------------

interface ScriptFile {
  path: string;
  rawBytes: number;
  gzipBytes: number;
  /** Milliseconds from the start of the navigation to the response. */
  atMs: number;
  /** Whether the body is byte for byte the file in apps/web/dist. */
  matchesDist: boolean | null;
}

interface JsMeasure {
  page: string;
  files: ScriptFile[];
  totalRawBytes: number;
  totalGzipBytes: number;
  budgetBytes: number;
  ratioToBudget: number;
  withinBudget: boolean;
  playChunkLoaded: boolean;
  /** How the wait ended: idle (no request in flight for IDLE_MS) or timeout. */
  settled: 'idle' | 'timeout';
  otherRequests: string[];
}

async function measureJs(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
  path: string,
): Promise<JsMeasure> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<ScriptFile | null>[] = [];
  const otherRequests: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = Date.now();
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' && !url.pathname.endsWith('.js')) {
      otherRequests.push(`${request.resourceType()} ${url.pathname}${url.search ? '?…' : ''}`);
    }
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
    if (!isScript) return;
    const atMs = Date.now() - started;
    scripts.push(
      response.body().then(
        (body) => {
          const distFile = join(webDist, url.pathname);
          const matchesDist = existsSync(distFile) ? readFileSync(distFile).equals(body) : null;
          return {
            path: url.pathname,
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            atMs,
            matchesDist,
          };
        },
        (error: unknown) => {
          log(`could not read the body of ${url.pathname}: ${String(error)}`);
          return null;
        },
      ),
    );
  });
  const response = await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
  if (!response?.ok()) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`);
  // Network idle, but a socket's long-poll (if the page opens one) is not allowed to hold it open
  // forever: past 15 s it is measured as it stands.
  let settled: JsMeasure['settled'] = 'timeout';
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (inFlight === 0 && Date.now() - lastActivity >= IDLE_MS) {
      settled = 'idle';
      break;
    }
    await sleep(50);
  }
  const files = (await Promise.all(scripts))
    .filter((f): f is ScriptFile => f !== null)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  await context.close();
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    page: path,
    files,
    totalRawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    totalGzipBytes,
    budgetBytes: JS_BUDGET_BYTES,
    ratioToBudget: round(totalGzipBytes / JS_BUDGET_BYTES, 3),
    withinBudget: totalGzipBytes <= JS_BUDGET_BYTES,
    playChunkLoaded: files.some((f) => PLAY_CHUNK.test(f.path)),
    settled,
    otherRequests,
  };
}

/** Whether the server compresses what it serves (Lighthouse's throttled load counts wire bytes). */
async function serverCompression(base: string, path: string): Promise<{ path: string; encoding: string }> {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  await res.arrayBuffer();
  return { path, encoding: res.headers.get('content-encoding') ?? 'none' };
}

// ---- 2. Lighthouse ----------------------------------------------------------------------------

interface LighthouseRun {
  target: 'home' | 'baseline';
  run: number;
  url: string;
  ok: boolean;
  error?: string;
  score?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  siMs?: number;
  /** Lighthouse's total-byte-weight: bytes over the wire for the whole page. */
  bytes?: number;
  warnings?: string[];
  /** For our page: the performance audits scoring below 0.9, with their display values: the why. */
  weakAudits?: string[];
  seconds: number;
}

interface LighthouseSummary {
  target: 'home' | 'baseline';
  runsOk: number;
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  siMs: number | null;
  bytes: number | null;
}

async function runLighthouse(
  target: LighthouseRun['target'],
  run: number,
  url: string,
): Promise<LighthouseRun> {
  const started = Date.now();
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | null = null;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: lighthouseChromeFlags,
      logLevel: 'silent',
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('no performance score (the run produced none)');
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const weakAudits: string[] = [];
    if (target === 'home') {
      for (const ref of lhr.categories.performance?.auditRefs ?? []) {
        const id = ref.id;
        const audit = lhr.audits[id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        weakAudits.push(`${id} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
      }
    }
    return {
      target,
      run,
      url,
      ok: true,
      score: round(score * 100, 0),
      fcpMs: round(numeric('first-contentful-paint'), 0),
      lcpMs: round(numeric('largest-contentful-paint'), 0),
      tbtMs: round(numeric('total-blocking-time'), 0),
      cls: round(numeric('cumulative-layout-shift'), 3),
      siMs: round(numeric('speed-index'), 0),
      bytes: round(numeric('total-byte-weight'), 0),
      warnings: lhr.runWarnings,
      weakAudits,
      seconds: round((Date.now() - started) / 1000, 1),
    };
  } catch (error) {
    return {
      target,
      run,
      url,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      seconds: round((Date.now() - started) / 1000, 1),
    };
  } finally {
    if (chrome) {
      try {
        chrome.kill();
      } catch (error) {
        log(`could not stop Chromium: ${String(error)}`);
      }
    }
  }
}

function summarize(target: LighthouseRun['target'], all: LighthouseRun[]): LighthouseSummary {
  const ok = all.filter((r) => r.target === target && r.ok);
  const pick = (key: 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'siMs' | 'bytes') =>
    median(ok.map((r) => r[key] ?? Number.NaN));
  return {
    target,
    runsOk: ok.length,
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    siMs: pick('siMs'),
    bytes: pick('bytes'),
  };
}

// ---- output -----------------------------------------------------------------------------------

function table(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const [head, ...body] = rows;
  if (!head) return '';
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const fmt = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined || Number.isNaN(value) ? 'n/a' : `${value}${unit}`;

function printJs(m: JsMeasure): void {
  console.log(`\nJavaScript loaded by ${m.page} (gzip level 9 of each response body; settled: ${m.settled})`);
  const rows = [['file', 'at ms', 'raw bytes', 'gzip bytes', 'gzip']];
  for (const f of m.files) {
    const mark = f.matchesDist === false ? ' (differs from dist!)' : '';
    rows.push([`${f.path}${mark}`, String(f.atMs), String(f.rawBytes), String(f.gzipBytes), kb(f.gzipBytes)]);
  }
  rows.push([
    `total (${m.files.length} files)`,
    '',
    String(m.totalRawBytes),
    String(m.totalGzipBytes),
    kb(m.totalGzipBytes),
  ]);
  console.log(table(rows));
  console.log(
    `budget ${JS_BUDGET_BYTES} bytes (100 KB) gzip; ratio to budget ${m.ratioToBudget}; ` +
      `play-screen chunk loaded: ${m.playChunkLoaded ? 'YES' : 'no'}`,
  );
  if (m.otherRequests.length > 0) console.log(`other requests: ${m.otherRequests.join(', ')}`);
}

// ---- main -------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const startedAt = Date.now();
  build();
  const { url: appUrl, child: server } = await startServer();
  const baseline = await startBaseline();
  cleanups.push(() => baseline.server.close());
  try {
    // 1. JavaScript
    log('measuring the JavaScript of /home and /home/join in Chromium');
    const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightArgs });
    let home: JsMeasure;
    let join_: JsMeasure;
    try {
      home = await measureJs(browser, appUrl, '/home');
      join_ = await measureJs(browser, appUrl, '/home/join');
    } finally {
      await browser.close();
    }

    const compression = await serverCompression(appUrl, home.files[0]?.path ?? '/');

    // 2. Lighthouse, ours and the baseline page interleaved so both see the same machine.
    const lighthouseRuns: LighthouseRun[] = [];
    for (let run = 1; run <= runs; run++) {
      for (const [target, url] of [
        ['home', `${appUrl}/home`],
        ['baseline', baseline.url],
      ] as const) {
        log(`Lighthouse ${target} run ${run}/${runs}: ${url}`);
        const result = await runLighthouse(target, run, url);
        if (!result.ok) log(`Lighthouse ${target} run ${run} failed: ${result.error}`);
        lighthouseRuns.push(result);
      }
    }
    const homeLh = summarize('home', lighthouseRuns);
    const baseLh = summarize('baseline', lighthouseRuns);
    const scoreRatio =
      homeLh.score !== null && baseLh.score !== null && baseLh.score > 0
        ? round(homeLh.score / baseLh.score, 3)
        : null;

    // ---- report
    printJs(home);
    printJs(join_);
    console.log(
      `\nserver's Content-Encoding for ${compression.path} when the browser accepts gzip, br: ${compression.encoding}`,
    );

    console.log(
      `\nLighthouse ${runs}× per page, mobile (default form factor and simulated throttling), performance only`,
    );
    const rows = [['page', 'run', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'bytes', 'took s']];
    for (const r of lighthouseRuns) {
      if (!r.ok) {
        rows.push([r.target, String(r.run), `FAILED: ${r.error}`, '', '', '', '', '', '', String(r.seconds)]);
        continue;
      }
      rows.push([
        r.target,
        String(r.run),
        fmt(r.score),
        fmt(r.fcpMs),
        fmt(r.lcpMs),
        fmt(r.tbtMs),
        fmt(r.cls),
        fmt(r.siMs),
        fmt(r.bytes),
        String(r.seconds),
      ]);
    }
    for (const s of [homeLh, baseLh]) {
      rows.push([
        s.target,
        `median of ${s.runsOk}`,
        fmt(s.score),
        fmt(s.fcpMs),
        fmt(s.lcpMs),
        fmt(s.tbtMs),
        fmt(s.cls),
        fmt(s.siMs),
        fmt(s.bytes),
        '',
      ]);
    }
    console.log(table(rows));
    console.log('(each median is taken per column over the runs that succeeded; bytes: total-byte-weight)');
    console.log(`score ratio /home ÷ baseline page: ${fmt(scoreRatio)}`);
    const lastHome = [...lighthouseRuns].reverse().find((r) => r.target === 'home' && r.ok);
    if (lastHome?.weakAudits && lastHome.weakAudits.length > 0) {
      console.log(`/home audits below 0.9 (last run): ${lastHome.weakAudits.join('; ')}`);
    }
    const warnings = new Set(lighthouseRuns.flatMap((r) => r.warnings ?? []));
    for (const w of warnings) console.log(`Lighthouse warning: ${w}`);

    // ---- verdicts
    console.log('');
    const verdicts: string[] = [];
    const verdict = (ok: boolean, text: string) => {
      const line = `${ok ? 'BUDGET MET   ' : 'BUDGET MISSED'} ${text}`;
      verdicts.push(line);
      console.log(line);
    };
    verdict(
      home.withinBudget,
      `/home JavaScript ${home.totalGzipBytes} bytes gzip (${kb(home.totalGzipBytes)}) vs ≤ ${JS_BUDGET_BYTES} (ratio ${home.ratioToBudget})`,
    );
    verdict(!home.playChunkLoaded, `/home does not load the play screen's chunk (play-screen-*.js)`);
    if (homeLh.score === null) {
      verdict(false, `Lighthouse mobile performance on /home: no successful run`);
    } else {
      verdict(
        homeLh.score >= LIGHTHOUSE_BUDGET,
        `Lighthouse mobile performance on /home ${homeLh.score} (median of ${homeLh.runsOk}) vs ≥ ${LIGHTHOUSE_BUDGET}` +
          `; ratio to the baseline page ${fmt(scoreRatio)}`,
      );
    }
    console.log(
      `(for information: /home/join JavaScript ${join_.totalGzipBytes} bytes gzip, ratio to budget ${join_.ratioToBudget}, ` +
        `play-screen chunk loaded: ${join_.playChunkLoaded ? 'YES' : 'no'})`,
    );

    const summary = {
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
      chromium: chromiumPath,
      js: {
        budgetBytes: JS_BUDGET_BYTES,
        home: { ...home, otherRequests: undefined },
        homeJoin: { ...join_, otherRequests: undefined },
        serverContentEncoding: compression.encoding,
      },
      lighthouse: {
        budget: LIGHTHOUSE_BUDGET,
        runsPerPage: runs,
        home: homeLh,
        baseline: baseLh,
        scoreRatioToBaseline: scoreRatio,
        runs: lighthouseRuns.map(({ weakAudits: _w, warnings: _x, ...rest }) => rest),
      },
      verdicts,
      seconds: round((Date.now() - startedAt) / 1000, 1),
    };
    console.log('\nJSON summary');
    console.log(JSON.stringify(summary, null, 2));
    return 0;
  } finally {
    await stop(server, 10_000);
    children.delete(server);
  }
}

const watchdog = setTimeout(() => {
  log(`watchdog: still running after ${WATCHDOG_MS / 1000} s, stopping everything`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children) await stop(child, 10_000);
    for (const cleanup of cleanups) {
      try {
        cleanup();
      } catch {
        // best effort
      }
    }
    clearTimeout(watchdog);
  });
