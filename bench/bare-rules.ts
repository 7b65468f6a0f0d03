// The rules' share of the bare server with a commit (bench/server-load-bare.ts, BARE_RULES=1): what
// any server of these rules must do for an action on top of committing it, and nothing of ours
// beyond that. Each room is a game of the rules, made at its first action (its players the room's
// sockets, in the order they joined, its first turn started, the clock held still so that the turn
// never runs out); each action is the giver's press decided by the rules; the game's row and its
// changed deck rows are what the real store writes (`gameRowState`, `changedDeckRows`); and each
// player gets their own view as a patch on the view they were last sent, encoded once for them all
// where they share it. Left out: sessions, the request's envelope schema, the stored
// acknowledgement, the history and member rows, the game's queue, the patch-or-whole choice.
import { changedDeckRows, gameRowState } from '../apps/server/src/store/store.ts';
import { EncodedJson, viewMessageHead } from '../apps/server/src/views/wire-json.ts';
import { cardsInPile } from '../packages/rules/src/deck.ts';
import {
  decide,
  type GameState,
  type GameView,
  type PatchMemo,
  parseGameRequest,
  viewFor,
  viewPatchJson,
  viewsFor,
} from '../packages/rules/src/index.ts';
import { Driver } from '../packages/rules/src/testing/driver.ts';
import { testCatalogue } from '../packages/rules/src/testing/fixtures.ts';

/** The real server's encoder, which puts pre-encoded views in the packet as they are. */
export { jsonOnlyParser } from '../apps/server/src/sockets/socket-parser.ts';

/** The tables the steps write: the game's row and its deck's, as the real store keys them. */
export const RULES_TABLES = [
  'CREATE TABLE IF NOT EXISTS games (code TEXT PRIMARY KEY, version INTEGER NOT NULL, state TEXT NOT NULL)',
  `CREATE TABLE IF NOT EXISTS deck (code TEXT NOT NULL, idx INTEGER NOT NULL, card TEXT NOT NULL,
    status TEXT, round TEXT, seen INTEGER NOT NULL, PRIMARY KEY (code, idx)) WITHOUT ROWID`,
];
const upsertGame = `INSERT INTO games (code, version, state) VALUES (?, ?, ?)
  ON CONFLICT (code) DO UPDATE SET version = excluded.version, state = excluded.state`;
const upsertDeckRow = `INSERT INTO deck (code, idx, card, status, round, seen) VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (code, idx) DO UPDATE SET status = excluded.status, round = excluded.round, seen = excluded.seen`;

/**
 * Past this many cards left in the pile the giver presses Correct, then Skip; once the pile is
 * empty the turn ends and the next begins, and the skipped cards come back into the pile
 * (`nextTurn`). So a room plays on however long the load lasts (the rate search's steps).
 */
const CORRECT_WHILE_PILE_OVER = 10;

/** One catalogue for every game, as the real server deals every game from its one catalogue. */
const catalogue = testCatalogue(40);

export interface RulesGame {
  driver: Driver;
  /** The rules' player of each socket, by the order they joined. */
  playerIds: string[];
  /** Each player's view as last sent, which the next patch is made on. */
  sent: Map<string, GameView>;
}

/** A game of `players`, started, its first turn under way. */
export function startedGame(players: number): RulesGame {
  const driver = new Driver({}, catalogue).addPlayers(players).start();
  driver.ok(driver.gp.giverId ?? '', 'startTurn');
  const playerIds = driver.state.players.map((p) => p.playerId);
  return { driver, playerIds, sent: new Map() };
}

/** The giver's press on the card on screen, decided by the rules; the states before and after. */
export function pressed(game: RulesGame): { previous: GameState; next: GameState } {
  if (game.driver.gp.cardIndex === null) nextTurn(game);
  const previous = game.driver.state;
  const gp = previous.gameplay;
  const parsed = parseGameRequest('updateCardStatus', {
    gamecode: previous.gamecode,
    index: gp.cardIndex,
    status: cardsInPile(gp) > CORRECT_WHILE_PILE_OVER ? 'correct' : 'skipped',
    roundStatus: 'in progress',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  // As the real server decides a card: the time and a seed, no catalogue (only a start deals).
  const { now, seed } = game.driver.ctx();
  const outcome = decide(previous, parsed.value, gp.giverId ?? '', { now, seed });
  if (outcome.kind !== 'accepted') throw new Error(`the giver's press was ${outcome.kind}`);
  game.driver.state = outcome.state;
  return { previous, next: outcome.state };
}

/**
 * The turn whose pile ran out (the rules end it then) is confirmed by its watcher, and the next
 * giver starts theirs. A game the rules ended then (no card left to deal) is replaced by a new one
 * of the same players, its version carried on, so that each view is newer than the one before.
 */
function nextTurn(game: RulesGame): void {
  const driver = game.driver;
  if (driver.gp.roundStatus === 'in progress') driver.expire();
  if (driver.gp.roundStatus === 'postround') driver.ok(driver.gp.watcherId ?? '', 'confirmScores');
  if (driver.state.status === 'active') {
    driver.ok(driver.gp.giverId ?? '', 'startTurn');
    return;
  }
  const fresh = startedGame(game.playerIds.length).driver;
  fresh.state = Object.freeze({ ...fresh.state, version: driver.state.version + 1 });
  game.driver = fresh;
}

/** The statements that store the change: the game's row, and the deck rows it changed. */
export function storedSteps(code: string, previous: GameState, next: GameState) {
  const steps = [
    { sql: upsertGame, params: [code, next.version, gameRowState(next)] as (string | number | null)[] },
  ];
  for (const index of changedDeckRows(previous, next)) {
    const entry = next.deck[index];
    if (!entry) continue;
    steps.push({
      sql: upsertDeckRow,
      params: [code, index, JSON.stringify(entry.card), entry.status, entry.roundPlayed, entry.seen ? 1 : 0],
    });
  }
  return steps;
}

/**
 * Each socket's message after its head: a patch on the view it was last sent, or its whole view
 * when it was sent none. The views sent are kept for the next change.
 */
export function viewBodies(game: RulesGame, next: GameState): string[] {
  const views = viewsFor(next, game.playerIds);
  const memo: PatchMemo = new Map();
  const bodies = game.playerIds.map((id) => {
    const view = views.get(id) as GameView;
    const before = game.sent.get(id);
    return before ? `"patch":${viewPatchJson(before, view, memo)}}` : `"view":${JSON.stringify(view)}}`;
  });
  game.sent = views;
  return bodies;
}

/** The messages of one change, each body behind the head the real server gives it. */
export function viewMessages(code: string, serverTime: number, bodies: string[]): EncodedJson[] {
  const head = viewMessageHead(code, serverTime);
  return bodies.map((body) => new EncodedJson(head + body));
}

/** A player's whole view now, for a client that asks for it (`watchGame`). */
export function wholeView(game: RulesGame, slot: number): GameView | undefined {
  const id = game.playerIds[slot];
  return id === undefined ? undefined : viewFor(game.driver.state, id);
}
