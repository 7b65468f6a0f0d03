import { soundOn } from '../preferences/device-preferences.ts';
import { keepAudioAwake, pageAudioContext, resumeAudio } from './audio-unlock.ts';
import buzzerUrl from './sounds/buzzer.wav';
import chimeUrl from './sounds/chime.wav';
import gongUrl from './sounds/gong.wav';
import hornUrl from './sounds/horn.wav';
import tickUrl from './sounds/tick.wav';

/** `gong`: the review's countdown ran out and confirmed the scores by itself. */
export type Cue = 'tick' | 'chime' | 'buzzer' | 'horn' | 'gong';

const URLS: Record<Cue, string> = {
  tick: tickUrl,
  chime: chimeUrl,
  buzzer: buzzerUrl,
  horn: hornUrl,
  gong: gongUrl,
};

/** What a phone's motor does with a cue, where it has one: a double jolt for a buzz, a long one at time up. */
const VIBRATION: Partial<Record<Cue, number[]>> = { buzzer: [120, 60, 120], horn: [400] };

export interface SoundBoard {
  /** Plays a cue (and its vibration), unless this device's Sound switch is off. */
  play(cue: Cue): void;
  /** Lets audio start: browsers hold it back until the person has touched the page. */
  unlock(): void;
  /** Lets go of the sounds when the play screen closes. */
  close(): void;
}

/**
 * The play screen's sounds, through the page's Web Audio context: the five small files are fetched
 * and decoded when the screen opens, so a cue plays at once, and several can overlap. Where
 * there is no Web Audio (or a file fails), cues are silent; the game never depends on them.
 */
export function createSoundBoard(): SoundBoard {
  const context = pageAudioContext();
  const buffers = new Map<Cue, AudioBuffer>();
  let closed = false;
  if (context) {
    for (const [cue, url] of Object.entries(URLS) as [Cue, string][]) {
      fetch(url)
        .then((response) => response.arrayBuffer())
        .then((data) => context.decodeAudioData(data))
        .then((buffer) => {
          if (!closed) buffers.set(cue, buffer);
        })
        .catch(() => undefined); // a missing sound stays silent
    }
  }
  return {
    play(cue) {
      if (!soundOn()) return;
      const pattern = VIBRATION[cue];
      if (pattern && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
      const buffer = buffers.get(cue);
      if (!context || !buffer || context.state === 'closed') return;
      // Started while the context sleeps (or falls asleep), the sound plays as it wakes.
      resumeAudio();
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.start();
      keepAudioAwake(buffer.duration * 1000);
    },
    unlock() {
      resumeAudio();
    },
    close() {
      // The context is the page's, kept for the next game; the decoded sounds go with the board.
      closed = true;
      buffers.clear();
    },
  };
}
