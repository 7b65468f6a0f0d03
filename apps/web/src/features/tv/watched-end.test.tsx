// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { spectatorView } from '@unsayable/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awardedGame } from '../../testing/awarded-game.ts';
import { accepted, fakeConnection, watched } from '../../testing/fake-connection.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import TvBoard from './tv-board.tsx';

vi.mock('../../game/sound-board.ts', () => ({
  createSoundBoard: () => ({ play() {}, unlock() {}, close() {} }),
}));

afterEach(async () => {
  cleanup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

function board(game: TestGame) {
  const view = spectatorView(game.state);
  const connection = fakeConnection((type) => (type === 'spectateGame' ? watched(view) : accepted()));
  return renderScreen(<TvBoard />, { path: '/tv/ABCDEF', route: '/tv/:gamecode', connection });
}

describe('the TV board at the end', () => {
  it('puts the teams on a podium, the winner crowned, then the scores, the awards and what comes next', async () => {
    const { container } = board(awardedGame());
    expect(await screen.findByRole('heading', { level: 1, name: 'Team 1 wins!' })).toBeTruthy();
    const podium = screen.getByRole('region', { name: 'Podium' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1st placeTeam 12 points1', '2nd placeTeam 21 point2']);
    expect(container.querySelector('.podium-place.celebrated.team-1')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Scores' })).toBeTruthy();
    const awards = screen.getByRole('region', { name: 'Highlights' });
    expect(
      within(awards)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Most cards in one turn', 'Fastest guess', 'Most buzzes caught', 'Closest call']);
    expect(within(awards).getByText('Won by 1 point')).toBeTruthy();
    expect(
      screen.getByText('When the host presses Play again, the new game’s code shows here.'),
    ).toBeTruthy();
  });

  it('a game without awards to give shows the podium alone, with only the game’s teams', async () => {
    board(TestGame.started().send('ada', 'updateGameStatus', { status: 'finished' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'It’s a tie!' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Podium' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
  });
});
