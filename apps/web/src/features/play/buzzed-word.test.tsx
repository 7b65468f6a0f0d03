// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewReceived } from '../../state/game-slice.ts';
import { fakeConnection } from '../../testing/fake-connection.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import PlayScreen from './play-screen.tsx';

const ROUTE = '/play/:gamecode';

function renderAs(game: TestGame, playerId: string) {
  return renderGameScreen(<PlayScreen />, {
    route: ROUTE,
    view: game.view(playerId),
    connection: fakeConnection(),
  });
}

/** A turn running, its giver about to be buzzed on the card on screen. */
function turnRunning() {
  const game = TestGame.started();
  const roles = game.roles();
  game.send(roles.giver, 'startTurn');
  const card = game.view(roles.giver).gameplay.card;
  if (!card) throw new Error('the giver has no card');
  return { game, card, ...roles };
}

function buzz(game: TestGame, by: string, index: number) {
  game.send(by, 'updateCardStatus', { index, status: 'buzzed', roundStatus: 'in progress' });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the watchers’ word picker after a Buzz', () => {
  it('offers the buzzed card’s forbidden words; a tap sends markBuzzedWord', () => {
    const { game, card, watcher, watchingTeam } = turnRunning();
    const { store, connection } = renderAs(game, watchingTeam);
    buzz(game, watcher, card.index);
    act(() => {
      store.dispatch(viewReceived({ gamecode: game.state.gamecode, view: game.view(watchingTeam) }));
    });
    const picker = screen.getByRole('region', { name: `Buzzed “${card.word}”: which word was said?` });
    const words = within(picker)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(words).toEqual(['Not sure', ...card.forbidden]);
    fireEvent.click(within(picker).getByRole('button', { name: card.forbidden[1] }));
    expect(connection.request).toHaveBeenCalledWith('markBuzzedWord', {
      gamecode: game.state.gamecode,
      index: card.index,
      word: card.forbidden[1],
    });
    expect(screen.queryByRole('region', { name: /which word was said/ })).toBeNull();
  });

  it('closes by itself after a few seconds', () => {
    vi.useFakeTimers();
    const { game, card, watcher } = turnRunning();
    const { store } = renderAs(game, watcher);
    buzz(game, watcher, card.index);
    act(() => {
      store.dispatch(viewReceived({ gamecode: game.state.gamecode, view: game.view(watcher) }));
    });
    expect(screen.getByRole('region', { name: /which word was said/ })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5_100);
    });
    expect(screen.queryByRole('region', { name: /which word was said/ })).toBeNull();
  });

  it('is never offered to the giver or a guesser', () => {
    for (const who of ['giver', 'guesser'] as const) {
      const turn = turnRunning();
      const { store } = renderAs(turn.game, turn[who]);
      buzz(turn.game, turn.watcher, turn.card.index);
      act(() => {
        store.dispatch(viewReceived({ gamecode: turn.game.state.gamecode, view: turn.game.view(turn[who]) }));
      });
      expect(screen.queryByRole('region', { name: /which word was said/ })).toBeNull();
      cleanup();
    }
  });
});

describe('the marked word', () => {
  it('flashes on the giver’s screen and the other watchers’ once a watcher marks it', () => {
    for (const who of ['giver', 'watchingTeam'] as const) {
      const turn = turnRunning();
      buzz(turn.game, turn.watcher, turn.card.index);
      const word = turn.card.forbidden[0] as string;
      const { store } = renderAs(turn.game, turn[who]);
      expect(screen.queryByText(`Buzz! “${word}”`)).toBeNull();
      turn.game.send(turn.watcher, 'markBuzzedWord', { index: turn.card.index, word });
      act(() => {
        store.dispatch(viewReceived({ gamecode: turn.game.state.gamecode, view: turn.game.view(turn[who]) }));
      });
      expect(screen.getByText(`Buzz! “${word}”`).closest('.buzzed-word-flash')).toBeTruthy();
      cleanup();
    }
  });

  it('shows on the buzzed card in the review, for everyone', () => {
    const { game, card, watcher, guesser } = turnRunning();
    buzz(game, watcher, card.index);
    const word = card.forbidden[2] as string;
    game.send(watcher, 'markBuzzedWord', { index: card.index, word });
    game.expireTurn();
    renderAs(game, guesser);
    const buzzed = screen.getByRole('region', { name: 'Buzzed' });
    expect(within(buzzed).getByText(`Buzz! “${word}”`)).toBeTruthy();
  });
});

describe('the reveal after the review', () => {
  it('shows the marked word on the buzzed card, and the watchers’ point where buzzed cards score', () => {
    const game = new TestGame(undefined, { buzzedCardsScoreForWatchers: true });
    for (const [id, name] of [
      ['ben', 'Ben'],
      ['cy', 'Cy'],
      ['dee', 'Dee'],
    ] as const)
      game.send(id, 'joinGame', { name });
    for (const [id, team] of [
      ['ada', 'team 1'],
      ['ben', 'team 1'],
      ['cy', 'team 2'],
      ['dee', 'team 2'],
    ] as const)
      game.send(id, 'updateTeam', { team });
    game.send('ada', 'updateGameStatus', { status: 'active' });
    const { giver, watcher, guesser } = game.roles();
    game.send(giver, 'startTurn');
    const card = game.view(giver).gameplay.card;
    if (!card) throw new Error('the giver has no card');
    buzz(game, watcher, card.index);
    const word = card.forbidden[1] as string;
    game.send(watcher, 'markBuzzedWord', { index: card.index, word });
    game.expireTurn();
    const { store } = renderAs(game, guesser);
    expect(screen.getByText('This turn: Team 1 +0 · Team 2 +1')).toBeTruthy();
    game.send(watcher, 'confirmScores');
    act(() => {
      store.dispatch(viewReceived({ gamecode: game.state.gamecode, view: game.view(guesser) }));
    });
    const reveal = screen.getByRole('region', { name: 'Team 1’s turn' });
    const revealed = within(reveal).getByText(card.word).closest('li') as HTMLElement;
    expect(within(revealed).getByText(`Buzz! “${word}”`)).toBeTruthy();
    expect(within(revealed).getByText('+1 Team 2')).toBeTruthy();
  });
});
