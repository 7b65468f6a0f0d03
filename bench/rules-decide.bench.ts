// Micro-benchmark of one request through the rules: decide a giver's Correct, then build the
// view of every player of the game (what the server does per request); the decision alone too.
// Reported as requests per second and as a ratio to a baseline run in the same process: a plain
// deep copy of the same state through JSON, the cost a naive copy-everything implementation would
// pay before any rule ran.
// Then what the server sends: every view encoded whole, against the same plus a patch on each
// player's view of the version before (what the server does now), with the bytes of each.
import { performance } from 'node:perf_hooks';
import { encodeSharing } from '../apps/server/src/views/wire-json.ts';
import {
  decide,
  type PatchMemo,
  parseGameRequest,
  viewPatchJson,
  viewsFor,
} from '../packages/rules/src/index.ts';
import { Driver } from '../packages/rules/src/testing/driver.ts';
import { testCatalogue } from '../packages/rules/src/testing/fixtures.ts';

const PLAYERS = 8;
const game = new Driver({ endGameMethod: 'turns', endValue: 5 }, testCatalogue(30))
  .addPlayers(PLAYERS)
  .start();
for (let i = 0; i < 6; i++) game.playTurn(['correct', 'skipped', 'buzzed', 'correct']);
game.ok(game.gp.giverId ?? '', 'startTurn');
const state = game.state;
const giver = state.gameplay.giverId ?? '';
const parsed = parseGameRequest('updateCardStatus', {
  gamecode: state.gamecode,
  index: state.gameplay.cardIndex,
  status: 'correct',
  roundStatus: 'in progress',
});
if (!parsed.ok) throw new Error(parsed.message);
const request = parsed.value;
const players = state.players.map((p) => p.playerId);

function oneRequest(seed: number): number {
  const outcome = decide(state, request, giver, { now: game.now, seed });
  if (outcome.kind !== 'accepted') throw new Error(`expected accepted, got ${outcome.kind}`);
  let size = 0;
  // As the server does: every player's view at once, sharing what they all may see.
  for (const view of viewsFor(outcome.state, players).values()) size += view.version;
  return size;
}

/** Decide, build the views, encode each whole (sharing common parts): the server before patches. */
function wholeViews(seed: number): number {
  const outcome = decide(state, request, giver, { now: game.now, seed });
  if (outcome.kind !== 'accepted') throw new Error(`expected accepted, got ${outcome.kind}`);
  const memo = new WeakMap<object, string>();
  let bytes = 0;
  for (const view of viewsFor(outcome.state, players).values()) bytes += encodeSharing(view, memo).length;
  return bytes;
}

/** The views sent of the state before, which the server keeps (`RecentViews`) to make patches on. */
const sentBefore = viewsFor(state, players);

/** The same, plus a patch for each player on the view kept from the change before: the server now. */
function patchedViews(seed: number): number {
  const outcome = decide(state, request, giver, { now: game.now, seed });
  if (outcome.kind !== 'accepted') throw new Error(`expected accepted, got ${outcome.kind}`);
  const memo = new WeakMap<object, string>();
  const before = sentBefore;
  const patchMemo: PatchMemo = new Map();
  let bytes = 0;
  for (const [id, view] of viewsFor(outcome.state, players)) {
    const whole = encodeSharing(view, memo).length;
    const previous = before.get(id);
    const patch = previous ? viewPatchJson(previous, view, patchMemo).length : whole;
    bytes += Math.min(whole, patch);
  }
  return bytes;
}

/** The decision alone (the rules and immer's copy of what the Correct changes), no views. */
function decideAlone(seed: number): number {
  const outcome = decide(state, request, giver, { now: game.now, seed });
  if (outcome.kind !== 'accepted') throw new Error(`expected accepted, got ${outcome.kind}`);
  return outcome.state.version;
}

function baseline(): number {
  return (JSON.parse(JSON.stringify(state)) as typeof state).version;
}

function rate(fn: (i: number) => number, ms: number): number {
  for (let i = 0; i < 2000; i++) fn(i); // warm-up
  let n = 0;
  let sink = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (let k = 0; k < 100; k++) sink += fn(n++);
  }
  if (sink === -1) console.log(sink);
  return n / ((performance.now() - start) / 1000);
}

const ms = Number(process.env.BENCH_MS ?? 2000);
const ours = rate(oneRequest, ms);
const copy = rate(baseline, ms);
console.log(
  `deck ${state.deck.length} cards, ${PLAYERS} players, ${state.gameplay.plays.length} plays so far`,
);
console.log(`decide + ${PLAYERS} views: ${Math.round(ours).toLocaleString('en')} requests/s`);
console.log(`baseline JSON deep copy of the state: ${Math.round(copy).toLocaleString('en')} copies/s`);
console.log(`ratio (ours / baseline): ${(ours / copy).toFixed(2)}`);
console.log(`decide alone: ${Math.round(rate(decideAlone, ms)).toLocaleString('en')} requests/s`);

const wholeRate = rate(wholeViews, ms);
const patchedRate = rate(patchedViews, ms);
const perView = (bytes: number) => Math.round(bytes / PLAYERS).toLocaleString('en');
console.log(
  `decide + ${PLAYERS} views encoded whole: ${Math.round(wholeRate).toLocaleString('en')} requests/s, ${perView(wholeViews(0))} bytes a view`,
);
console.log(
  `decide + ${PLAYERS} views as patches where smaller: ${Math.round(patchedRate).toLocaleString('en')} requests/s, ${perView(patchedViews(0))} bytes a view`,
);
console.log(`patches cost (whole rate / patched rate): ${(wholeRate / patchedRate).toFixed(2)}× the CPU`);
