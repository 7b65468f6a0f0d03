import { describe, expect, it } from 'vitest';
import { screenForStatus } from '../game/game-paths.ts';
import { gamecodeOfPath, headerFor, invitedCode, isGamePath, startupRedirect } from './navigation-rules.ts';

describe('startupRedirect', () => {
  it('stays put without a saved game code', () => {
    expect(startupRedirect('/home', '', null)).toBeNull();
    expect(startupRedirect('/home/create', '', null)).toBeNull();
  });

  it('sends a saved game code to its waiting screen', () => {
    expect(startupRedirect('/', '', 'ABCDEF')).toBe('/waiting/ABCDEF');
    expect(startupRedirect('/home', '', 'ABCDEF')).toBe('/waiting/ABCDEF');
    expect(startupRedirect('/home/create', '', 'ABCDEF')).toBe('/waiting/ABCDEF');
    expect(startupRedirect('/no/such/page', '', 'ABCDEF')).toBe('/waiting/ABCDEF');
  });

  it('leaves /home/join alone', () => {
    expect(startupRedirect('/home/join', '', 'ABCDEF')).toBeNull();
  });

  it('leaves a deck’s page and editor alone: a shared deck link is where the person meant to go', () => {
    expect(startupRedirect('/decks/AbCdEfGhIjKlMnOpQrSt_-', '', 'ABC234')).toBeNull();
    expect(startupRedirect('/decks/new', '', 'ABC234')).toBeNull();
  });

  it('leaves any address with a code parameter alone', () => {
    expect(startupRedirect('/home', '?code=QWERTY', 'ABCDEF')).toBeNull();
    expect(startupRedirect('/', '?x=1&code=QWERTY', 'ABCDEF')).toBeNull();
  });

  it('leaves a player already on a play, waiting or end path', () => {
    expect(startupRedirect('/play/QWERTY', '', 'ABCDEF')).toBeNull();
    expect(startupRedirect('/waiting/ABCDEF', '', 'ABCDEF')).toBeNull();
    expect(startupRedirect('/end/QWERTY/', '', 'ABCDEF')).toBeNull();
  });

  it('leaves a TV board or a spectator where they are, whatever game this device plays', () => {
    expect(startupRedirect('/tv/QWERTY', '', 'ABCDEF')).toBeNull();
    expect(startupRedirect('/watch/QWERTY', '', 'ABCDEF')).toBeNull();
  });

  it('does not take a longer path under play for a game path', () => {
    expect(isGamePath('/play/ABCDEF/extra')).toBe(false);
    expect(startupRedirect('/play', '', 'ABCDEF')).toBe('/waiting/ABCDEF');
  });
});

describe('headerFor', () => {
  it.each([
    ['/home', 'large', null],
    ['/home/create', 'large', null],
    ['/home/join', 'large', null],
    ['/', 'large', null],
    ['/nowhere', 'large', null],
    ['/end/ABCDEF', 'large', 'end'],
    ['/play/ABCDEF', 'small', 'play'],
    ['/waiting/ABCDEF', 'small', 'waiting'],
    ['/play/ABCDEF/extra', 'large', null],
    ['/tv/ABCDEF', 'small', null],
    ['/watch/ABCDEF', 'small', null],
  ] as const)('%s: %s header, Leave of %s', (path, size, leave) => {
    expect(headerFor(path)).toEqual({ size, leave });
  });
});

describe('the account’s mail links', () => {
  it('are neither invites nor taken to the saved game', () => {
    expect(invitedCode('/account/confirm', '?code=abc')).toBeNull();
    expect(invitedCode('/account/reset', '?code=abc')).toBeNull();
    expect(startupRedirect('/account/confirm', '?code=abc', 'ABCDEF')).toBeNull();
    expect(startupRedirect('/account', '', 'ABCDEF')).toBeNull();
  });

  it('leave an invite’s code to the join form, except on the join form itself', () => {
    expect(invitedCode('/home', '?code=QWERTY')).toBe('QWERTY');
    expect(invitedCode('/accounts', '?code=QWERTY')).toBe('QWERTY');
    expect(invitedCode('/home/join', '?code=QWERTY')).toBeNull();
    expect(invitedCode('/home', '')).toBeNull();
  });
});

describe('gamecodeOfPath', () => {
  it('reads the code of a game path only', () => {
    expect(gamecodeOfPath('/play/ABCDEF')).toBe('ABCDEF');
    expect(gamecodeOfPath('/waiting/abcdef/')).toBe('abcdef');
    expect(gamecodeOfPath('/end/QWERTY')).toBe('QWERTY');
    expect(gamecodeOfPath('/home/join')).toBeNull();
    expect(gamecodeOfPath('/play/ABCDEF/extra')).toBeNull();
  });
});

describe('screenForStatus', () => {
  it('puts each status on its screen', () => {
    expect(screenForStatus('new', 'ABCDEF')).toBe('/waiting/ABCDEF');
    expect(screenForStatus('active', 'ABCDEF')).toBe('/play/ABCDEF');
    expect(screenForStatus('finished', 'ABCDEF')).toBe('/end/ABCDEF');
  });
});
