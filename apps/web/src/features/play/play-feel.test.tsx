// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewReceived } from '../../state/game-slice.ts';
import { fakeConnection } from '../../testing/fake-connection.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import PlayScreen from './play-screen.tsx';
import { BUZZ_GUARD_MS } from './turn-controls.tsx';

const played = vi.hoisted(() => [] as string[]);
vi.mock('../../game/sound-board.ts', () => ({
  createSoundBoard: () => ({ play: (cue: string) => played.push(cue), unlock() {}, close() {} }),
}));

const ROUTE = '/play/:gamecode';

/** A started turn, and a way to show one player each new view of it, as the server would. */
function runningTurn(as: 'giver' | 'guesser' | 'watcher', connection = fakeConnection()) {
  const game = TestGame.started();
  const roles = game.roles();
  game.send(roles.giver, 'startTurn');
  const me = roles[as];
  const rendered = renderGameScreen(<PlayScreen />, { route: ROUTE, view: game.view(me), connection });
  const show = () =>
    act(() => void rendered.store.dispatch(viewReceived({ gamecode: 'ABCDEF', view: game.view(me) })));
  const press = (who: string, status: string) => {
    game.send(who, 'updateCardStatus', {
      index: game.view(roles.giver).gameplay.card?.index,
      status,
      roundStatus: 'in progress',
    });
    show();
  };
  return { game, roles, show, press, ...rendered };
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduced-motion'),
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

beforeEach(() => {
  localStorage.clear();
  played.length = 0;
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('every device hears the turn', () => {
  it('a guesser, who never sees the card, hears the chime of Correct and the buzzer of a Buzz', () => {
    const t = runningTurn('guesser');
    t.press(t.roles.giver, 'correct');
    expect(played).toEqual(['chime']);
    t.press(t.roles.giver, 'skipped');
    t.press(t.roles.watcher, 'buzzed');
    expect(played).toEqual(['chime', 'buzzer']);
  });

  it('ticks in the last five seconds, then sounds the horn and shows the time-up moment', () => {
    vi.useFakeTimers();
    const connection = fakeConnection();
    const game = TestGame.started();
    const { giver, guesser } = game.roles();
    game.send(giver, 'startTurn');
    const endsAt = game.state.gameplay.turnEndsAt ?? 0;
    connection.serverNow.mockReturnValue(endsAt - 6_500);
    renderGameScreen(<PlayScreen />, { route: ROUTE, view: game.view(guesser), connection });
    expect(screen.getByRole('timer').textContent).toBe('7 seconds left');
    for (let left = 6_000; left >= 0; left -= 1_000) {
      connection.serverNow.mockReturnValue(endsAt - left + 10);
      act(() => void vi.advanceTimersByTime(1_000));
    }
    expect(played).toEqual(['tick', 'tick', 'tick', 'tick', 'tick', 'horn']);
    expect(screen.getByText('Time’s up!')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.queryByText('Time’s up!')).toBeNull();
  });
});

describe('what the players see', () => {
  it('guessers get a big prompt and the right guesses so far, live', () => {
    const t = runningTurn('guesser');
    expect(screen.getByText(/^Guess the word .+ is describing!$/)).toBeTruthy();
    expect(screen.getByText('right guesses so far', { exact: false }).textContent).toBe(
      '0 right guesses so far',
    );
    t.press(t.roles.giver, 'correct');
    expect(screen.getByText('right guess so far', { exact: false }).textContent).toBe('1 right guess so far');
  });

  it('the countdown is a big number in a ring that drains', () => {
    const connection = fakeConnection();
    const game = TestGame.started();
    const { giver } = game.roles();
    game.send(giver, 'startTurn');
    connection.serverNow.mockReturnValue((game.state.gameplay.turnEndsAt ?? 0) - 15_000);
    const { container } = renderGameScreen(<PlayScreen />, {
      route: ROUTE,
      view: game.view(giver),
      connection,
    });
    const left = container.querySelector('.countdown-left');
    const full = Number(left?.getAttribute('stroke-dasharray'));
    // 15 of 60 seconds left: three quarters of the ring are gone.
    expect(Number(left?.getAttribute('stroke-dashoffset'))).toBeCloseTo(full * 0.75);
    expect(container.querySelector('.countdown')?.classList.contains('urgent')).toBe(false);
  });

  it('the Buzz button rests while the next card comes in, so a double tap cannot buzz it', () => {
    vi.useFakeTimers();
    const t = runningTurn('watcher');
    const buzz = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Buzz' });
    expect(buzz().getAttribute('aria-disabled')).toBe('false');
    t.press(t.roles.giver, 'correct');
    expect(buzz().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(buzz());
    fireEvent.keyDown(window, { key: 'b' });
    expect(t.connection.request).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(BUZZ_GUARD_MS));
    expect(buzz().getAttribute('aria-disabled')).toBe('false');
    fireEvent.keyDown(window, { key: 'b' });
    expect(t.connection.request).toHaveBeenCalledWith(
      'updateCardStatus',
      expect.objectContaining({ status: 'buzzed' }),
    );
  });

  it('the played card leaves with its status; with reduced motion it simply goes', () => {
    const t = runningTurn('giver');
    t.press(t.roles.watcher, 'buzzed');
    const leaving = t.container.querySelector('.card-leaving');
    expect(leaving?.classList.contains('leaving-buzzed')).toBe(true);
    expect(leaving?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('region', { name: 'Card' })).toHaveLength(1);
    cleanup();

    reducedMotion(true);
    const still = runningTurn('giver');
    still.press(still.roles.giver, 'correct');
    expect(still.container.querySelector('.card-leaving')).toBeNull();
  });
});
