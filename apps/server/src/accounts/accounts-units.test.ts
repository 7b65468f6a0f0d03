import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { MemoryLimits } from '../access/memory-limits.ts';
import { playToTheEnd, startedGame } from '../store/contract/contract-fixtures.ts';
import { playedGame } from './account-profile.ts';
import { validEmail } from './account-routes.ts';
import { accountSetup } from './account-setup.ts';
import { AccountAttempts } from './attempts.ts';

describe('account emails', () => {
  it('normalises case, spaces and full-width letters; refuses look-alikes from other scripts and non-addresses', () => {
    expect(validEmail('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(validEmail('ａｎａ@ｅｘａｍｐｌｅ.ｃｏｍ')).toBe('ana@example.com');
    for (const bad of [
      'аna@example.com',
      'ana@exаmple.com',
      'ana',
      'ana@localhost',
      'a b@example.com',
      '',
      5,
      null,
    ])
      expect(validEmail(bad), String(bad)).toBeUndefined();
    expect(validEmail(`${'a'.repeat(250)}@example.com`)).toBeUndefined();
  });
});

describe('per-account attempts', () => {
  it('allows a number in a window, then waits; a success clears the count', async () => {
    const attempts = new AccountAttempts(new MemoryLimits(), 3, 1000);
    const spent = [];
    for (let i = 0; i < 4; i++) spent.push(await attempts.spend('a', 0));
    expect(spent).toEqual([true, true, true, false]);
    expect(await attempts.hasAttemptsLeft('a', 999)).toBe(false);
    expect(await attempts.hasAttemptsLeft('a', 1000)).toBe(true);
    expect(await attempts.spend('b', 0)).toBe(true);
    await attempts.forget('b');
    for (let i = 0; i < 3; i++) expect(await attempts.spend('b', 1)).toBe(true);
  });

  it('a lockout is not lifted by a flood of other accounts filling the table', async () => {
    const attempts = new AccountAttempts(new MemoryLimits(100), 3, 60_000);
    for (let i = 0; i < 3; i++) await attempts.spend('victim@example.com', 0);
    expect(await attempts.hasAttemptsLeft('victim@example.com', 1)).toBe(false);
    for (let i = 0; i < 1_000; i++) await attempts.spend(`other${i}@example.com`, 1);
    expect(await attempts.hasAttemptsLeft('victim@example.com', 2)).toBe(false);
    expect(await attempts.hasAttemptsLeft('victim@example.com', 60_000)).toBe(true);
  });
});

describe('games played, as the account page lists them', () => {
  it('gives the team and the result of a finished game, and an unfinished one as such', () => {
    const finished = startedGame('ABCDEF', { endValue: 1 });
    const running = startedGame('BCDEFG');
    playToTheEnd(finished);
    const state = finished.current();
    const result = state.result;
    expect(result).not.toBeNull();
    const player = state.players[0];
    if (!player || !result) throw new Error('no game');
    const game = playedGame(state, player.playerId);
    const expected = result.winner === 'tie' ? 'tie' : result.winner === player.team ? 'won' : 'lost';
    expect(game).toEqual({
      code: 'ABCDEF',
      playedAt: result.finishedAt,
      team: player.team.replace('team', 'Team'),
      result: expected,
    });
    const seat = running.current().players[0];
    expect(playedGame(running.current(), String(seat?.playerId))).toMatchObject({ result: 'unfinished' });
    expect(playedGame(running.current(), 'not a player')).toBeUndefined();
  });
});

describe('account set-up at start', () => {
  function capture() {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _e, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    return { lines, log };
  }

  it('in production without SMTP_URL or PUBLIC_URL turns accounts off and says why', () => {
    const { lines, log } = capture();
    const setup = accountSetup({ mailFrom: 'a@b.c', production: true }, log);
    expect(setup.mailer).toBeUndefined();
    expect(lines.join('')).toContain('accounts are off: production needs SMTP_URL and PUBLIC_URL');
  });

  it('mails over SMTP when SMTP_URL is set; in development without it, writes mail to the log', () => {
    const { log } = capture();
    expect(
      accountSetup(
        {
          mailFrom: 'a@b.c',
          production: true,
          smtpUrl: 'smtp://127.0.0.1:1',
          publicUrl: 'https://x.example',
        },
        log,
      ).mailer?.kind,
    ).toBe('smtp');
    expect(accountSetup(undefined, log).mailer?.kind).toBe('log');
  });
});
