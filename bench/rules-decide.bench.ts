// Micro-benchmark of one request through the rules: decide a giver's Correct, then build the
// view of every player of the game (what the server does per request). Reported as requests per
// second and as a ratio to a baseline run in the same process: a plain deep copy of the same state
// through JSON, the cost a naive copy-everything implementation would pay before any rule ran.
import { performance } from 'node:perf_hooks';
import { decide, parseGameRequest, viewsFor } from '../packages/rules/src/index.ts';
import { Driver } from '../packages/rules/src/testing/driver.ts';
import { testCatalogue } from '../packages/rules/src/testing/fixtures.ts';

const PLAYERS = 8;
const game = new Driver({ endGameMethod: 'turns', endValue: 5 }, testCatalogue(30))
  .addPlayers(PLAYERS)
  .start();
for (let i = 0; i < 6; i++) game.playTurn(['correct', 'skipped', 'discard', 'correct']);
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
