// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameView, StreamLineView } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeConnection } from '../../testing/fake-connection.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import PlayScreen from './play-screen.tsx';

const ROUTE = '/play/:gamecode';

/** A typed turn running, as `who` sees it, with these lines in its stream. */
function typedView(who: 'giver' | 'guesser' | 'watcher', lines: StreamLineView[]) {
  const game = TestGame.started();
  const roles = game.roles();
  game.send(roles.giver, 'startTurn');
  const view = game.view(roles[who]);
  const typed: GameView = {
    ...view,
    settings: { ...view.settings, clueMode: 'typed' },
    gameplay: { ...view.gameplay, stream: lines },
  };
  return { typed, roles };
}

const refusedForGuessers: StreamLineView = {
  kind: 'clue',
  playerId: 'ada',
  text: null,
  at: 2,
  refused: true,
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('a typed turn on the play screen', () => {
  it('a guesser reads the stream (never a refused clue’s words) and sends a guess on Enter', async () => {
    const { typed, roles } = typedView('guesser', []);
    const stream: StreamLineView[] = [
      { kind: 'clue', playerId: roles.giver, text: 'striped horse', at: 1 },
      { ...refusedForGuessers, playerId: roles.giver },
      { kind: 'guess', playerId: roles.guesser, text: 'zebra crossing', at: 3, verdict: 'close' },
    ];
    const connection = fakeConnection();
    renderGameScreen(<PlayScreen />, {
      route: ROUTE,
      view: { ...typed, gameplay: { ...typed.gameplay, stream } },
      connection,
    });
    const log = screen.getByRole('log', { name: 'Clues and guesses' });
    const lines = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Clue striped horse',
      'Buzz! the clue used a forbidden word',
      'zebra crossing close!',
    ]);
    const field = screen.getByRole('textbox', { name: 'Your guess' });
    fireEvent.change(field, { target: { value: 'zebra' } });
    await act(async () => {
      fireEvent.submit(field.closest('form') as HTMLFormElement);
    });
    expect(connection.request).toHaveBeenCalledWith('sendGuess', { gamecode: typed.gamecode, text: 'zebra' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(screen.queryByRole('textbox', { name: 'Your clue' })).toBeNull();
  });

  it('a refused guess stays in its field: nothing typed is lost', async () => {
    const { typed } = typedView('guesser', []);
    const connection = fakeConnection((type) =>
      type === 'sendGuess'
        ? { ok: false, error: 'Slow down: wait a moment before sending more', serverTime: 0 }
        : { ok: true, outcome: 'accepted', serverTime: 0 },
    );
    renderGameScreen(<PlayScreen />, { route: ROUTE, view: typed, connection });
    const field = screen.getByRole('textbox', { name: 'Your guess' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'giraffe' } });
    await act(async () => {
      fireEvent.submit(field.closest('form') as HTMLFormElement);
    });
    expect(connection.request).toHaveBeenCalledWith('sendGuess', {
      gamecode: typed.gamecode,
      text: 'giraffe',
    });
    expect(field.value).toBe('giraffe');
    // The refusal is said; waited for, so the toasts it loads are not still loading once the
    // file's page is gone.
    expect(await screen.findByText('Slow down: wait a moment before sending more')).toBeTruthy();
  });

  it('the giver sends a clue for the card on screen; giver and watchers see what tripped a refused one', async () => {
    const { typed } = typedView('giver', [
      {
        kind: 'clue',
        playerId: 'ada',
        text: 'a big cat',
        at: 1,
        index: 0,
        refused: true,
        tripped: { word: 'Cat', as: 'cat' },
      },
    ]);
    const connection = fakeConnection();
    renderGameScreen(<PlayScreen />, { route: ROUTE, view: typed, connection });
    const log = screen.getByRole('log', { name: 'Clues and guesses' });
    expect(within(log).getByText('“cat” is “Cat”')).toBeTruthy();
    expect(within(log).getByText('a big cat')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Your clue' });
    fireEvent.change(field, { target: { value: 'it purrs' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(connection.request).toHaveBeenCalledWith('sendClue', {
      gamecode: typed.gamecode,
      index: typed.gameplay.card?.index,
      text: 'it purrs',
    });
    expect(screen.queryByRole('textbox', { name: 'Your guess' })).toBeNull();
  });

  it('a watcher of a typed turn reads the stream and has no field', () => {
    const { typed } = typedView('watcher', []);
    renderGameScreen(<PlayScreen />, { route: ROUTE, view: typed, connection: fakeConnection() });
    expect(screen.getByRole('log', { name: 'Clues and guesses' }).textContent).toBe('Nothing typed yet.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
