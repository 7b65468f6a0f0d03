// Synthesizes the play screen's sounds (node scripts/make-sounds.mjs): short mono WAV files, 8-bit
// at 11,025 Hz, a few KB each, written to apps/web/src/game/sounds/. Made here from sine
// partials, so they are the project's own (MIT, like the rest of it). The output is committed; run
// this again only to change a sound. The same input always gives the same bytes.
import { writeFileSync } from 'node:fs';

const RATE = 11_025;
const NYQUIST = RATE / 2;
const out = new URL('../apps/web/src/game/sounds/', import.meta.url);

/** Seconds of silence-padded samples from `fn(t)` in −1…1. */
function render(seconds, fn) {
  const samples = new Float64Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = fn(i / RATE);
  return samples;
}

/** A sum of harmonics of `f0` below the Nyquist frequency, weighted `weight(k)`: band-limited, so no aliasing. */
function harmonics(f0, t, weight) {
  let sum = 0;
  for (let k = 1; k * f0 < NYQUIST; k++) sum += weight(k) * Math.sin(2 * Math.PI * k * f0 * t);
  return sum;
}

/** Rises in `attack` s, holds, falls to zero over the last `release` s. */
function envelope(t, length, attack, release) {
  if (t < attack) return t / attack;
  if (t > length - release) return Math.max(0, (length - t) / release);
  return 1;
}

const TICK = 0.05;
const tick = render(
  TICK,
  (t) => Math.sin(2 * Math.PI * 1760 * t) * Math.exp(-t * 90) * envelope(t, TICK, 0.002, 0.01),
);

/** Two bell notes (E6 then B6), each with a decaying inharmonic partial: a bright "ding-ding". */
const CHIME = 0.6;
function bell(t, f) {
  if (t < 0) return 0;
  const decay = Math.exp(-t * 7);
  return (
    decay * (Math.sin(2 * Math.PI * f * t) + 0.35 * Math.sin(2 * Math.PI * f * 2.76 * t) * Math.exp(-t * 10))
  );
}
const chime = render(
  CHIME,
  (t) => 0.55 * (bell(t, 1318.5) + bell(t - 0.12, 1975.5)) * envelope(t, CHIME, 0.003, 0.05),
);

/** A harsh square-ish low tone with a wobble: the game-show "wrong" buzzer. */
const BUZZ = 0.5;
const buzzer = render(BUZZ, (t) => {
  const square = harmonics(110, t, (k) => (k % 2 === 1 ? 1 / k : 0.35 / k));
  const wobble = 0.75 + 0.25 * Math.sin(2 * Math.PI * 28 * t);
  return 0.6 * square * wobble * envelope(t, BUZZ, 0.005, 0.06);
});

/** A two-note air horn (a short note, then a fourth up, held): time is up. */
const HORN = 0.95;
const SECOND_NOTE = 0.24;
const horn = render(HORN, (t) => {
  const saw = (f) => harmonics(f, t, (k) => 1 / k);
  if (t < SECOND_NOTE - 0.03) {
    return 0.42 * (0.7 * saw(293.7) + 0.3 * saw(370)) * envelope(t, SECOND_NOTE - 0.03, 0.01, 0.03);
  }
  if (t < SECOND_NOTE) return 0;
  const held = envelope(t - SECOND_NOTE, HORN - SECOND_NOTE, 0.015, 0.25);
  return 0.42 * (0.7 * saw(392) + 0.3 * saw(493.9)) * held;
});

/**
 * A soft gong (A3 with the bell's inharmonic partials, dying slowly), then a short higher note
 * (E4): the review's countdown ran out and the scores stand. Low and round, far from the horn's
 * brass and the chime's brightness, so nobody mistakes it for the end of a turn.
 */
const GONG = 0.75;
const gong = render(GONG, (t) => {
  const strike = (start, f) => {
    const s = t - start;
    if (s < 0) return 0;
    const decay = Math.exp(-s * 4.5);
    return (
      decay *
      (Math.sin(2 * Math.PI * f * s) +
        0.5 * Math.sin(2 * Math.PI * f * 2.01 * s) * Math.exp(-s * 6) +
        0.25 * Math.sin(2 * Math.PI * f * 3.42 * s) * Math.exp(-s * 9))
    );
  };
  return 0.5 * (strike(0, 220) + 0.7 * strike(0.16, 329.6)) * envelope(t, GONG, 0.004, 0.12);
});

/** 8-bit unsigned PCM WAV, peak-normalised to 90 %. */
function wav(samples) {
  const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const data = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i++) {
    data[i] = Math.max(0, Math.min(255, Math.round(128 + 127 * 0.9 * ((samples[i] ?? 0) / peak))));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

for (const [name, samples] of Object.entries({ tick, chime, buzzer, horn, gong })) {
  const file = new URL(`${name}.wav`, out);
  writeFileSync(file, wav(samples));
  process.stdout.write(`${name}.wav ${samples.length + 44} bytes\n`);
}
