// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { viewReceived } from '../../state/game-slice.ts';
import { fakeConnection } from '../../testing/fake-connection.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import PlayScreen from './play-screen.tsx';

const ROUTE = '/play/:gamecode';
const REVEAL = 'Team 1’s turn';

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

/** A turn played and in review, a screen open on it for `who`; then the watcher confirms it. */
function revealOn(who: 'host' | 'guesser' | 'watcher') {
  const game = TestGame.started();
  const roles = game.roles();
  const { giver, watcher } = roles;
  game.send(giver, 'startTurn');
  game.send(giver, 'updateCardStatus', {
    index: game.view(giver).gameplay.card?.index,
    status: 'correct',
    roundStatus: 'in progress',
  });
  game.expireTurn();
  const player = who === 'host' ? 'ada' : roles[who];
  const connection = fakeConnection();
  const { store } = renderGameScreen(<PlayScreen />, { route: ROUTE, view: game.view(player), connection });
  game.send(watcher, 'confirmScores');
  const receive = () =>
    act(() => void store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: game.view(player) })));
  receive();
  return { game, player, connection, receive };
}

describe('the host closes the reveal on every screen', () => {
  it('a view saying the host closed this turn’s reveal closes it on a player’s screen', () => {
    const { game, receive } = revealOn('guesser');
    expect(screen.getByRole('region', { name: REVEAL })).toBeTruthy();
    game.send('ada', 'closeReveal', { round: 1, half: 'top' });
    receive();
    expect(screen.queryByRole('region', { name: REVEAL })).toBeNull();
  });

  it('the host’s Skip for everyone closes theirs and asks the game to close everyone’s', () => {
    const { connection } = revealOn('host');
    const reveal = screen.getByRole('region', { name: REVEAL });
    expect(within(reveal).queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(within(reveal).getByRole('button', { name: 'Skip for everyone' }));
    expect(screen.queryByRole('region', { name: REVEAL })).toBeNull();
    expect(connection.request).toHaveBeenCalledWith('closeReveal', {
      gamecode: 'ABCDEF',
      round: 1,
      half: 'top',
    });
  });

  it('anyone else’s Continue closes their screen’s alone', () => {
    const { connection } = revealOn('watcher');
    fireEvent.click(
      within(screen.getByRole('region', { name: REVEAL })).getByRole('button', { name: 'Continue' }),
    );
    expect(screen.queryByRole('region', { name: REVEAL })).toBeNull();
    expect(connection.request).not.toHaveBeenCalledWith('closeReveal', expect.anything());
  });
});
