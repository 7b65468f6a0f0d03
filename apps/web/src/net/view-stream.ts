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
}

const loadPatchingModule = async (): Promise<ApplyPatch> => (await import('./view-patching.ts')).patchedView;

/**
 * Turns the server's `view` messages into whole views. The server sends a patch on the view of the
 * version before when that is smaller than the whole view; one that does not fit the view the app
 * holds (a message was missed, or none is held) makes it ask for the whole view once, and patches
 * arriving meanwhile wait and are applied on top of it. Messages are handled in arrival order:
 * while the patching code loads (after a game's first whole view), later ones wait for it.
 */
export function viewStream({
  deliver,
  held,
  fetchWhole,
  loadPatching = loadPatchingModule,
}: ViewStreamDeps): (message: ViewMessage) => void {
  /** Games whose whole view is being asked for, with the patches that arrived meanwhile. */
  const waiting = new Map<string, ViewPatch[]>();
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

  /** Applies, in order, each patch that continues the view held. */
  function applyInOrder(gamecode: string, patches: ViewPatch[], patched: ApplyPatch): void {
    for (const patch of [...patches].sort((a, b) => a.from - b.from)) {
      const next = patched(held(gamecode), patch);
      if (next) deliver(gamecode, next);
    }
  }

  async function refetch(gamecode: string, patch: ViewPatch, patched: ApplyPatch): Promise<void> {
    waiting.set(gamecode, [patch]);
    const view = await fetchWhole(gamecode);
    const pending = waiting.get(gamecode) ?? [];
    waiting.delete(gamecode);
    if (view) deliver(gamecode, view);
    applyInOrder(gamecode, pending, patched);
  }

  function handle(message: ViewMessage, patched: ApplyPatch): void {
    const { gamecode } = message;
    if (message.view) {
      deliver(gamecode, message.view);
      return;
    }
    const { patch } = message;
    const pending = waiting.get(gamecode);
    if (pending) {
      pending.push(patch);
      return;
    }
    const next = patched(held(gamecode), patch);
    if (next) deliver(gamecode, next);
    // Already as new or newer (a patch that crossed a whole view on the wire): nothing to do.
    else if ((held(gamecode)?.version ?? -1) < patch.to) void refetch(gamecode, patch, patched);
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
