/**
 * One Web Audio context for the page, started by the person's first touch or key press anywhere
 * (in the lobby, say), because some browsers (Safari on iPhone) let audio play only from a context
 * resumed inside a gesture, and a guesser may never touch the play screen. Nothing is loaded or
 * played here: the play screen brings its sounds and plays them through this context.
 *
 * A running context keeps the device's audio output awake and renders silence many times a
 * second, all game long on a phone whose cues are seconds apart. So the context is suspended once
 * nothing has played for a while, and resumed when a cue comes: a context started once inside a
 * gesture may be resumed later without one (in Safari as in Chrome), and a sound started while it
 * is suspended plays as it resumes.
 */
type AudioContextClass = typeof AudioContext;

/** How long a context runs on after its last sound: the last seconds' ticks keep it running. */
export const QUIET_MS = 3000;

let shared: AudioContext | null = null;
let quietTimer: ReturnType<typeof setTimeout> | null = null;
/**
 * Whether the quiet put the context to sleep. Its `state` says "running" until the suspension has
 * happened, while a `resume()` called meanwhile is still taken after it: this flag says to call it.
 */
let putToSleep = false;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  // Older Safari has only the prefixed name.
  const w = window as Window & { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** The page's audio context (made on first need, perhaps still suspended), or null without Web Audio. */
export function pageAudioContext(): AudioContext | null {
  if (shared && shared.state !== 'closed') return shared;
  const Context = audioContextClass();
  shared = Context ? new Context() : null;
  // A page the person has touched already starts its new context running.
  if (shared) keepAudioAwake();
  return shared;
}

/**
 * Keeps the page's context running for `soundMs` (a sound's length) and QUIET_MS after it, then
 * suspends it unless another sound came meanwhile.
 */
export function keepAudioAwake(soundMs = 0): void {
  if (quietTimer !== null) clearTimeout(quietTimer);
  quietTimer = setTimeout(() => {
    quietTimer = null;
    if (shared?.state !== 'running') return;
    putToSleep = true;
    void shared.suspend().catch(() => undefined);
  }, soundMs + QUIET_MS);
}

/**
 * Resumes the page's audio context if it sleeps or is falling asleep: from a touch or key handler
 * before it has ever run (where browsers allow it), from anywhere after.
 */
export function resumeAudio(): void {
  const context = pageAudioContext();
  if (!context || (context.state !== 'suspended' && !putToSleep)) return;
  putToSleep = false;
  keepAudioAwake();
  void context.resume().catch(() => undefined);
}

/** Starts audio at the first touch or key press of the page, then stops listening. */
export function unlockAudioOnFirstTouch(target: Window = window): void {
  const stop = () => {
    target.removeEventListener('pointerdown', unlock, true);
    target.removeEventListener('keydown', unlock, true);
  };
  function unlock() {
    const context = pageAudioContext();
    if (!context) return stop();
    if (context.state === 'running') return stop();
    keepAudioAwake();
    // Once it has run, it has been started inside a gesture: later resumes need none.
    void context.resume().then(stop, () => undefined);
  }
  target.addEventListener('pointerdown', unlock, true);
  target.addEventListener('keydown', unlock, true);
}
