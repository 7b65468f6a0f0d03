/**
 * One Web Audio context for the page, started by the person's first touch or key press anywhere
 * (in the lobby, say), because some browsers (Safari on iPhone) let audio play only from a context
 * resumed inside a gesture, and a guesser may never touch the play screen. Nothing is loaded or
 * played here: the play screen brings its sounds and plays them through this context.
 */
type AudioContextClass = typeof AudioContext;

let shared: AudioContext | null = null;

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
  return shared;
}

/** Resumes the page's audio context; called from a touch or key handler, where browsers allow it. */
export function resumeAudio(): void {
  const context = pageAudioContext();
  if (context?.state === 'suspended') void context.resume().catch(() => undefined);
}

/** Starts audio at the first touch or key press of the page, then stops listening. */
export function unlockAudioOnFirstTouch(target: Window = window): void {
  const unlock = () => {
    resumeAudio();
    if (shared?.state === 'running' || !audioContextClass()) {
      target.removeEventListener('pointerdown', unlock, true);
      target.removeEventListener('keydown', unlock, true);
    }
  };
  target.addEventListener('pointerdown', unlock, true);
  target.addEventListener('keydown', unlock, true);
}
