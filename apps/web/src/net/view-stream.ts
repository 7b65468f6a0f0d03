import type { GameView, patchedView, ViewMessage, ViewPatch } from '@unsayable/rules';

type ApplyPatch = typeof patchedView;

interface ViewStreamDeps {
  /** A whole view for the app (which keeps the newest it has seen of each game). */
  deliver(gamecode: string, view: GameView): void;
  /** The newest view of a game the app holds, which patches apply to. */
  held(gamecode: string): GameView | undefined;
  /** Asks the server for the whole current view (`watchGame`); undefined if it could not. */
  fetchWhole(gamecode: string): Promise<GameView | undefined>;
  /** Loads what applies patches: not part of the home screen's code, so only when a game needs it. */
  loadPatching?(): Promise<ApplyPatch>;
  /** How long a patch that came ahead of the one before it waits for that one (`PATCH_AHEAD_WAIT_MS`). */
  aheadWaitMs?: number;
}

/**
 * How long a patch that came ahead of the patch before it waits for that one before the whole view
 * is asked for. In a cluster the views of one game reach a player by two paths: straight from the
 * process the player is connected to, and through Redis from the others; so the view of one
 * change can overtake the view of the change before it by as long as Redis takes to pass a message
 * on. A message truly lost is rare (a reconnection brings whole views), so a moment's wait costs
 * little, where asking at once costs a request to the server and a whole view back.
 */
export const PATCH_AHEAD_WAIT_MS = 500;

const loadPatchingModule = async (): Promise<ApplyPatch> => (await import('./view-patching.ts')).patchedView;

/**
 * Turns the server's `view` messages into whole views. The server sends a patch on the view of the
 * version before when that is smaller than the whole view; one that does not fit the view the app
 * holds (a message was missed, or none is held) makes it ask for the whole view once, and patches
 * arriving meanwhile wait and are applied on top of it. A patch that came ahead of the one before it
 * (its `from` newer than the view held) first waits a moment for that one, and both are applied in
 * order. Messages are handled in arrival order: while the patching code loads (after a game's first
 * whole view), later ones wait for it.
 */
export function viewStream({
  deliver,
  held,
  fetchWhole,
  loadPatching = loadPatchingModule,
  aheadWaitMs = PATCH_AHEAD_WAIT_MS,
}: ViewStreamDeps): (message: ViewMessage) => void {
  /** Games whose whole view is being asked for, with the patches that arrived meanwhile. */
  const waiting = new Map<string, ViewPatch[]>();
  /** Games with patches that came ahead of the one before them, and the end of their wait. */
  const ahead = new Map<string, { patches: ViewPatch[]; timer: ReturnType<typeof setTimeout> }>();
  let apply: ApplyPatch | undefined;
  let loading = false;
  /** Messages that arrived before the patching code was there, in order. */
  const queued: ViewMessage[] = [];

  function load(): void {
    if (loading) return;
    loading = true;
    loadPatching().then(
      (loaded) => {
        apply = loaded;
        for (let message = queued.shift(); message; message = queued.shift()) handle(message, loaded);
      },
      () => {
        // Could not load (the network failed): every game concerned is asked for whole.
        loading = false;
        const games = new Set(queued.splice(0).map((m) => m.gamecode));
        for (const gamecode of games) void fetchWhole(gamecode).then((v) => v && deliver(gamecode, v));
      },
    );
  }

  /**
   * Applies, in order, each patch that continues the view held, and returns those still ahead of it
   * (a patch as old as the view held or older is dropped).
   */
  function applyInOrder(gamecode: string, patches: ViewPatch[], patched: ApplyPatch): ViewPatch[] {
    const left: ViewPatch[] = [];
    for (const patch of [...patches].sort((a, b) => a.from - b.from)) {
      const next = patched(held(gamecode), patch);
      if (next) deliver(gamecode, next);
      else if ((held(gamecode)?.version ?? -1) < patch.to) left.push(patch);
    }
    return left;
  }

  async function refetch(gamecode: string, patches: ViewPatch[], patched: ApplyPatch): Promise<void> {
    waiting.set(gamecode, patches);
    const view = await fetchWhole(gamecode);
    const pending = waiting.get(gamecode) ?? [];
    waiting.delete(gamecode);
    if (view) deliver(gamecode, view);
    const left = applyInOrder(gamecode, pending, patched);
    catchUp(gamecode, patched);
    // Patches still ahead of the whole view just had wait for the ones before them, as any other;
    // when it could not be had, the next patch asks again.
    const viewHeld = held(gamecode);
    if (view && viewHeld)
      for (const patch of left) if (patch.from > viewHeld.version) holdAhead(gamecode, patch, patched);
  }

  /** A patch ahead of the view held waits for the ones before it; past the wait, the whole view is asked for. */
  function holdAhead(gamecode: string, patch: ViewPatch, patched: ApplyPatch): void {
    const waited = ahead.get(gamecode);
    if (waited) {
      waited.patches.push(patch);
      return;
    }
    const timer = setTimeout(() => {
      const left = ahead.get(gamecode)?.patches ?? [];
      ahead.delete(gamecode);
      // A whole view already asked for (after a patch that did not fit) takes these on top.
      const asked = waiting.get(gamecode);
      if (asked) asked.push(...left);
      else if (left.length > 0) void refetch(gamecode, left, patched);
    }, aheadWaitMs);
    ahead.set(gamecode, { patches: [patch], timer });
  }

  /** After the view held moved on: the patches that waited ahead of it and now continue it. */
  function catchUp(gamecode: string, patched: ApplyPatch): void {
    const waited = ahead.get(gamecode);
    if (!waited) return;
    const left = applyInOrder(gamecode, waited.patches, patched);
    if (left.length > 0) {
      waited.patches = left;
      return;
    }
    clearTimeout(waited.timer);
    ahead.delete(gamecode);
  }

  function handle(message: ViewMessage, patched: ApplyPatch): void {
    const { gamecode } = message;
    if (message.view) {
      deliver(gamecode, message.view);
      catchUp(gamecode, patched);
      return;
    }
    const { patch } = message;
    const pending = waiting.get(gamecode);
    if (pending) {
      pending.push(patch);
      return;
    }
    const before = held(gamecode);
    const next = patched(before, patch);
    if (next) {
      deliver(gamecode, next);
      catchUp(gamecode, patched);
    } else if (before && before.version < patch.from) holdAhead(gamecode, patch, patched);
    // Already as new or newer (a patch that crossed a whole view on the wire): nothing to do.
    else if ((before?.version ?? -1) < patch.to) void refetch(gamecode, [patch], patched);
  }

  return (message) => {
    if (apply && queued.length === 0) {
      handle(message, apply);
      return;
    }
    // A whole view needs no patching: shown at once, unless earlier messages wait.
    if (message.view && queued.length === 0) deliver(message.gamecode, message.view);
    else queued.push(message);
    load();
  };
}
