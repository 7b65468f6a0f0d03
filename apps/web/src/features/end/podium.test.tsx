// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Podium } from '../../game/podium.tsx';
import { awardedGame } from '../../testing/awarded-game.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import EndScreen from './end-screen.tsx';

// The sound board keeps quiet when the device's Sound is off (sound-board.test.ts); here, what is asked of it.
const played = vi.hoisted(() => [] as string[]);
vi.mock('../../game/sound-board.ts', () => ({
  createSoundBoard: () => ({ play: (cue: string) => played.push(cue), unlock() {}, close() {} }),
}));

beforeEach(() => {
  played.length = 0;
  localStorage.clear();
});
afterEach(cleanup);

/** Each place as its text reads: rank (for a screen reader), team, points, then the step's numeral. */
const places = () =>
  within(screen.getByRole('region', { name: 'Podium' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the podium', () => {
  it('ranks the teams, the best first, with their points; the winner is crowned', () => {
    const { container } = render(<Podium score={{ 'team 1': 1, 'team 2': 4 }} winner="team 2" />);
    expect(places()).toEqual(['1st placeTeam 24 points1', '2nd placeTeam 11 point2']);
    const celebrated = container.querySelectorAll('.podium-place.celebrated');
    expect([...celebrated].map((li) => li.textContent)).toEqual(['1st placeTeam 24 points1']);
    expect(celebrated[0]?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('level teams share their place; nobody is crowned without a winner', () => {
    const { container } = render(
      <Podium score={{ 'team 1': 2, 'team 2': 5, 'team 3': 5 }} winner={null} yourTeam="team 1" />,
    );
    expect(places()).toEqual([
      '1st place, sharedTeam 25 points1',
      '1st place, sharedTeam 35 points1',
      '3rd placeTeam 1 (yours)2 points3',
    ]);
    expect(container.querySelector('.celebrated')).toBeNull();
  });

  it('has only the game’s own teams', () => {
    render(<Podium score={{ 'team 1': 0, 'team 2': 0 }} winner={null} />);
    expect(places()).toHaveLength(2);
  });

  it('stands the first in the middle from three teams on (the list stays in rank order)', () => {
    const { container } = render(
      <Podium score={{ 'team 1': 1, 'team 2': 3, 'team 3': 2 }} winner="team 2" />,
    );
    const orders = [...container.querySelectorAll<HTMLElement>('.podium-place')].map((li) => li.style.order);
    expect(orders).toEqual(['1', '0', '2']);
  });

  it('chimes for the winner once the steps have risen; not for a tie', async () => {
    vi.useFakeTimers();
    try {
      render(<Podium score={{ 'team 1': 1, 'team 2': 4 }} winner="team 2" />);
      expect(played).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_200);
      expect(played).toEqual(['chime']);
      cleanup();
      render(<Podium score={{ 'team 1': 4, 'team 2': 4 }} winner={null} />);
      await vi.advanceTimersByTimeAsync(1_200);
      expect(played).toEqual(['chime']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the end screen’s podium and awards', () => {
  const game = awardedGame();

  it('shows the podium on every phone, the winner first', () => {
    renderGameScreen(<EndScreen />, { route: '/end/:gamecode', view: game.view('cy') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team 1 wins!');
    expect(places()).toEqual(['1st placeTeam 12 points1', '2nd placeTeam 2 (yours)1 point2']);
  });

  it('shows the awards that say something, each with who won it', () => {
    renderGameScreen(<EndScreen />, { route: '/end/:gamecode', view: game.view('cy') });
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    const cards = within(highlights)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.parentElement?.textContent);
    expect(cards).toEqual([
      'Best clue giverAda2 cards correct for Team 1',
      'Fastest guessAdaA card guessed in 3.0 s, for Team 1',
      'Most buzzes caughtBen1 forbidden word caught for Team 1',
      'Closest callTeam 1Won by 1 point',
    ]);
  });
});
