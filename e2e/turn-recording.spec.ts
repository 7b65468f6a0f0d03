import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { closePlayers, lobbyOfFour, startGame } from './support/players.ts';
import { press, reviewRegion, rolesOf, wordOn } from './support/turn.ts';

// The short film of one turn in docs/ (the giver's phone beside a guesser's), made on request only:
// RECORD_TURN=1 npx playwright test turn-recording. Chromium's screencast gives the frames; ffmpeg
// (Debian's package, not needed by anything else) joins them into docs/turn.webm.
const OUT = new URL('../docs/turn.webm', import.meta.url).pathname;
const FPS = 15;

interface Frame {
  file: string;
  at: number;
}

/** Starts Chromium's screencast of a page; `stop` ends it and returns the frames written to `dir`. */
async function screencast(page: Page, dir: string): Promise<{ stop: () => Promise<Frame[]> }> {
  const session = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  mkdirSync(dir, { recursive: true });
  session.on('Page.screencastFrame', async ({ data, metadata, sessionId }) => {
    const file = join(dir, `${String(frames.length).padStart(5, '0')}.jpg`);
    writeFileSync(file, Buffer.from(data, 'base64'));
    frames.push({ file, at: (metadata.timestamp ?? Date.now() / 1000) * 1000 });
    await session.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await session.send('Page.startScreencast', { format: 'jpeg', quality: 80, everyNthFrame: 1 });
  return {
    async stop() {
      await session.send('Page.stopScreencast');
      return frames;
    },
  };
}

/** An ffmpeg concat list that shows each frame until the next, from `from` to `to` (epoch ms). */
function concatList(frames: Frame[], from: number, to: number): string {
  const lines: string[] = [];
  frames.forEach((frame, i) => {
    const start = i === 0 ? from : frame.at;
    const end = frames[i + 1]?.at ?? to;
    lines.push(`file '${frame.file}'`, `duration ${Math.max(0.001, (end - start) / 1000).toFixed(3)}`);
  });
  const last = frames.at(-1);
  if (last) lines.push(`file '${last.file}'`);
  return lines.join('\n');
}

test('a turn, filmed for the docs', async ({ browser, baseURL }) => {
  test.skip(process.env.RECORD_TURN !== '1', 'made on request: RECORD_TURN=1');
  // A 30-second turn, then encoding VP9 on a busy 2-core machine.
  test.setTimeout(400_000);
  const work = mkdtempSync(join(tmpdir(), 'unsayable-film-'));
  const game = await lobbyOfFour(browser, baseURL as string);
  await startGame(game.host.page, game.players, game.code);
  const roles = await rolesOf(game.players);
  const giver = roles.giver.page;
  const guesser = roles.guesser.page;
  const watcher = roles.watcher.page;

  const from = Date.now();
  const films = await Promise.all([
    screencast(giver, join(work, 'giver')),
    screencast(guesser, join(work, 'guesser')),
  ]);
  await giver.waitForTimeout(1200);
  await giver.getByRole('button', { name: 'Start turn' }).click();
  const pause = () => giver.waitForTimeout(1600);
  await pause();
  await press(giver, 'Correct', await wordOn(giver));
  await pause();
  await press(giver, 'Correct', await wordOn(giver));
  await pause();
  await press(giver, 'Skip', await wordOn(giver));
  await pause();
  await press(watcher, 'Buzz', await wordOn(giver));
  await pause();
  await press(giver, 'Correct', await wordOn(giver));
  await expect(reviewRegion(giver)).toBeVisible({ timeout: 40_000 });
  await giver.waitForTimeout(2500);
  const to = Date.now();
  const [giverFrames, guesserFrames] = await Promise.all(films.map((f) => f.stop()));

  writeFileSync(join(work, 'giver.txt'), concatList(giverFrames ?? [], from, to));
  writeFileSync(join(work, 'guesser.txt'), concatList(guesserFrames ?? [], from, to));
  const made = spawnSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error'],
      ...['-f', 'concat', '-safe', '0', '-i', join(work, 'giver.txt')],
      ...['-f', 'concat', '-safe', '0', '-i', join(work, 'guesser.txt')],
      ...[
        '-filter_complex',
        `[0:v]fps=${FPS},scale=390:-2[a];[1:v]fps=${FPS},scale=390:-2[b];[a][b]hstack=inputs=2,format=yuv420p`,
      ],
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-an', OUT],
    ],
    { stdio: 'inherit' },
  );
  rmSync(work, { recursive: true, force: true });
  expect(made.status, 'ffmpeg made docs/turn.webm').toBe(0);
  await closePlayers(game.players);
});
