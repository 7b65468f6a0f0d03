import type { GameState, GameView, ViewMessage } from '@unsayable/rules';
import { type PatchMemo, spectatorView, viewPatchJson, viewsFor } from '@unsayable/rules';
import type { GameService } from '../game/game-service.ts';
import type { Store } from '../store/store.ts';
import { RecentViews } from './recent-views.ts';
import { EncodedJson, encodeSharing, viewMessageHead } from './wire-json.ts';

/** Every tab of a player is in the player's room: views go there, never to a whole game. */
export const playerRoom = (playerId: string) => `player:${playerId}`;

/**
 * Every connection that watches a game without a seat (phones and TV boards) is in the game's
 * spectator room. They all may see the same (the view of someone in no team), so one view goes
 * to them all; it never holds the card in play.
 */
export const spectatorRoom = (gamecode: string) => `spectators:${gamecode}`;

/**
 * What view delivery needs of the transport: one encoded view message to the connections in a room,
 * answered when the transport has taken it (a cluster's publishes to the other processes first, so
 * the acknowledgement waits for it and never overtakes the view of its own change). `onlyHere`: to
 * this process's connections only, not through the cluster.
 */
export interface ViewTransport {
  toRoom(room: string, message: EncodedJson<ViewMessage>, onlyHere: boolean): unknown;
}

/** Whether anyone watches the game without a seat (on any process): only then is their view built and sent. */
function watched(state: GameState | null | undefined): boolean {
  return (state?.audience?.spectators ?? 0) + (state?.audience?.screens ?? 0) > 0;
}

interface PrepareOptions {
  /** The state before the change: players who were in it get a patch when it is smaller. */
  previous?: GameState | null | undefined;
  /** The views last sent of each game, to make patches on (and where these are kept once sent). */
  recent?: RecentViews | undefined;
}

interface SendOptions {
  /** Only to this process's connections (views sent again), not through the cluster. */
  onlyHere?: boolean;
  onSent?: ((bytes: number) => void) | undefined;
}

/** The views of one change, encoded and ready: `send` puts them on the wire (once the change is stored). */
export interface PreparedViews {
  send(serverTime: number, options?: SendOptions): Promise<void>;
}

/**
 * Every player their own view, to their own room: never one payload to the whole game, since what
 * players may see differs. The views share what everybody may see, and each shared part is
 * encoded once for all of them. A player who was in the game before the change gets only what
 * changed in their view, when that is shorter: their client holds the view of the version before,
 * or asks for the whole view (see the rules' `patchedView`).
 */
export async function sendViews(
  transport: ViewTransport,
  state: GameState,
  playerIds: Set<string>,
  serverTime: number,
  { onlyHere = false, previous, recent, onSent }: SendOptions & PrepareOptions = {},
): Promise<void> {
  await prepareViews(transport, state, playerIds, { previous, recent }).send(serverTime, {
    onlyHere,
    onSent,
  });
}

/**
 * `sendViews` in two steps: the views built and encoded now (while the change is being stored),
 * sent later. Each message is kept without its head (`{"gamecode":…,"serverTime":…,`), which
 * `send` puts in front with the time of sending.
 */
export function prepareViews(
  transport: ViewTransport,
  state: GameState,
  playerIds: Set<string>,
  { previous, recent }: PrepareOptions = {},
): PreparedViews {
  const memo = new WeakMap<object, string>();
  const before =
    previous && previous.version + 1 === state.version ? patchBases(previous, playerIds, recent) : undefined;
  const patchMemo: PatchMemo = new Map();
  const views = viewsFor(state, playerIds);
  /** Each room, and its message after the head (the same text as JSON.stringify of the rest). */
  const bodies: [room: string, body: string][] = [];
  const wholeLengths = new Map<string, number>();
  for (const [playerId, view] of views) {
    const base = before?.get(playerId);
    const known = previous && base ? recent?.wholeLength(previous, playerId) : undefined;
    const { body, wholeLength } = viewBody(view, base, known, memo, patchMemo);
    bodies.push([playerRoom(playerId), body]);
    wholeLengths.set(playerId, wholeLength);
  }
  if (watched(state) || watched(previous)) {
    const view = spectatorView(state);
    let body = `"view":${JSON.stringify(view)}}`;
    if (previous && previous.version + 1 === state.version && watched(previous)) {
      const patched = `"patch":${viewPatchJson(spectatorView(previous), view)}}`;
      if (patched.length < body.length) body = patched;
    }
    bodies.push([spectatorRoom(state.gamecode), body]);
  }
  return {
    async send(serverTime, { onlyHere = false, onSent } = {}) {
      recent?.remember(state, views, wholeLengths);
      const head = viewMessageHead(state.gamecode, serverTime);
      const deliveries: unknown[] = [];
      for (const [room, body] of bodies) {
        const text = head + body;
        deliveries.push(transport.toRoom(room, new EncodedJson<ViewMessage>(text), onlyHere));
        onSent?.(text.length);
      }
      await Promise.all(deliveries);
    },
  };
}

/**
 * The views of every change built while the change is being committed and sent once it is, before
 * the request that made it is acknowledged: a player's own view always arrives before the answer to
 * their request, and no view shows what is not stored.
 */
export function deliverChanges(
  service: GameService,
  transport: ViewTransport,
  onSent?: ((bytes: number) => void) | undefined,
): void {
  const recent = new RecentViews();
  service.onChangePrepared((previous, next) => {
    // Those who just left get the view of a game they are no longer in, so their screen moves on.
    const views = prepareViews(transport, next, new Set([...(previous?.users ?? []), ...next.users]), {
      previous,
      recent,
    });
    return () => views.send(service.now(), { onSent });
  });
}

/**
 * One player's message after its head: the whole view, or the patch from the view they hold when
 * it is shorter. When the player's whole view of the version before was `knownWholeLength` long
 * and the patch is at most half of that, the patch is sent without encoding the whole view (a view
 * grows by a card or so a change, so the whole one would be far longer); otherwise both are encoded
 * and the shorter goes. `wholeLength` is the whole view's length, or the known one when not encoded.
 */
export function viewBody(
  view: GameView,
  base: GameView | undefined,
  knownWholeLength: number | undefined,
  memo: WeakMap<object, string>,
  patchMemo: PatchMemo,
): { body: string; wholeLength: number } {
  const patched = base ? `"patch":${viewPatchJson(base, view, patchMemo)}}` : undefined;
  if (patched !== undefined && knownWholeLength !== undefined && patched.length * 2 <= knownWholeLength)
    return { body: patched, wholeLength: knownWholeLength };
  const whole = `"view":${encodeSharing(view, memo)}}`;
  const body = patched !== undefined && patched.length < whole.length ? patched : whole;
  return { body, wholeLength: whole.length };
}

/** The views of the state before the change, of those who were in the game then. */
function patchBases(previous: GameState, playerIds: Set<string>, recent: RecentViews | undefined) {
  const members = new Set(previous.users);
  const ids = [...playerIds].filter((id) => members.has(id));
  return recent?.of(previous, ids) ?? viewsFor(previous, ids);
}

/** The spectators of these games (connected to this process) get the current view again. */
export async function resendSpectatorViews(
  transport: ViewTransport,
  service: GameService,
  gamecodes: string[],
) {
  for (const code of gamecodes) {
    const state = await service.load(code);
    if (state) await sendViews(transport, state, new Set(), service.now(), { onlyHere: true });
  }
}

/** Each of these players (connected to this process) gets their current view of each of their games again. */
export async function resendViews(
  transport: ViewTransport,
  service: GameService,
  store: Pick<Store, 'gamesOf'>,
  playerIds: string[],
): Promise<void> {
  const byGame = new Map<string, Set<string>>();
  for (const playerId of playerIds) {
    for (const code of await store.gamesOf(playerId))
      byGame.set(code, (byGame.get(code) ?? new Set()).add(playerId));
  }
  for (const [code, players] of byGame) {
    const state = await service.load(code);
    if (state) await sendViews(transport, state, players, service.now(), { onlyHere: true });
  }
}
