// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { spectatorView } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import EndScreen from '../features/end/end-screen.tsx';
import PlayScreen from '../features/play/play-screen.tsx';
import TvBoard from '../features/tv/tv-board.tsx';
import { accepted, fakeConnection, watched } from '../testing/fake-connection.ts';
import { renderGameScreen, renderScreen } from '../testing/render-screen.tsx';
import { TestGame } from '../testing/views.ts';
import { showTeamNames, teamLabel } from './labels.ts';

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  showTeamNames(undefined);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

/** A lobby of four whose host named team 2 "🦉 Night Owls". */
function namedGame(): TestGame {
  return TestGame.lobbyOfFour().send('ada', 'renameTeam', {
    team: 'team 2',
    name: 'Night Owls',
    emoji: '🦉',
  });
}

describe('a team’s own name, wherever the team is named', () => {
  it('reads "Team N" until the host names it, and in games stored before teams had names', () => {
    showTeamNames(undefined);
    expect(teamLabel('team 2')).toBe('Team 2');
    showTeamNames({ 'team 2': { name: 'Night Owls', emoji: '🦉' } });
    expect(teamLabel('team 2')).toBe('🦉 Night Owls');
    expect(teamLabel('team 1')).toBe('Team 1');
    expect(teamLabel('unassigned')).toBe('Unassigned');
  });

  it('in play: the heading and the scores', () => {
    const game = namedGame().send('ada', 'updateGameStatus', { status: 'active' });
    renderGameScreen(<PlayScreen />, { route: '/play/:gamecode', view: game.view('cy') });
    expect(within(screen.getByRole('region', { name: 'Scores' })).getByText('🦉 Night Owls')).toBeTruthy();
  });

  it('on the TV board', async () => {
    const view = spectatorView(namedGame().state);
    const connection = fakeConnection((type) => (type === 'spectateGame' ? watched(view) : accepted()));
    renderScreen(<TvBoard />, { path: '/tv/ABCDEF', route: '/tv/:gamecode', connection });
    expect(await screen.findByRole('region', { name: '🦉 Night Owls' })).toBeTruthy();
  });

  it('at the end', () => {
    const game = namedGame().send('ada', 'updateGameStatus', { status: 'active' });
    game.send('ada', 'updateGameStatus', { status: 'finished' });
    renderGameScreen(<EndScreen />, { route: '/end/:gamecode', view: game.view('cy') });
    expect(screen.getAllByText(/🦉 Night Owls/).length).toBeGreaterThan(0);
  });
});
