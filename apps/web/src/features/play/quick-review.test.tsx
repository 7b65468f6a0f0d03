// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSettings, settingsFormOf } from '../../game/settings-form.ts';
import { viewReceived } from '../../state/game-slice.ts';
import { fakeConnection } from '../../testing/fake-connection.ts';
import { renderGameScreen } from '../../testing/render-screen.tsx';
import { TestGame } from '../../testing/views.ts';
import PlayScreen from './play-screen.tsx';

/**
 * Round 1, Team 1 gives: Ada (the host) gives, Ben guesses, Cy watches, Dee is on the watching team.
 * Ada plays two cards (Correct, Skip), then time runs out; with `reviewSeconds`, the review counts down.
 */
function inReview(reviewSeconds?: number) {
  const game = TestGame.started();
  if (reviewSeconds !== undefined) {
    game.state = { ...game.state, settings: { ...game.state.settings, reviewSeconds } };
  }
  const roles = game.roles();
  game.send(roles.giver, 'startTurn');
  const played = [];
  for (const status of ['correct', 'skipped'] as const) {
    const card = game.view(roles.giver).gameplay.card;
    if (!card) throw new Error('no card');
    played.push(card);
    game.send(roles.giver, 'updateCardStatus', { index: card.index, status, roundStatus: 'in progress' });
  }
  game.expireTurn();
  return { game, played, ...roles };
}

function renderAs(game: TestGame, playerId: string) {
  const connection = fakeConnection();
  connection.serverNow.mockImplementation(() => game.now);
  const rendered = renderGameScreen(<PlayScreen />, {
    route: '/play/:gamecode',
    view: game.view(playerId),
    connection,
  });
  const refresh = () =>
    act(() => {
      rendered.store.dispatch(viewReceived({ gamecode: game.state.gamecode, view: game.view(playerId) }));
    });
  return { ...rendered, refresh };
}

const review = () => screen.getByRole('region', { name: 'Turn review' });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the review’s forbidden words', () => {
  it('are under each card’s word on every player’s screen, the guessers’ too', () => {
    const { game, played, guesser, watcher } = inReview();
    for (const who of [guesser, watcher]) {
      renderAs(game, who);
      for (const card of played) {
        const item = within(review()).getByText(card.word).closest('li') as HTMLElement;
        expect(within(item).getByText(`Forbidden words: ${card.forbidden.join(' · ')}`)).toBeTruthy();
        expect(within(item).getByText(card.forbidden.join(' · '))).toBeTruthy();
      }
      cleanup();
    }
  });
});

describe('contesting a card in the review', () => {
  it('the giving team taps Contest; the watcher sees who contested, and only the giving team may withdraw', async () => {
    const { game, played, guesser, watcher } = inReview();
    const card = played[1] as (typeof played)[number];
    const ben = renderAs(game, guesser);
    fireEvent.click(within(review()).getByRole('button', { name: `Contest ${card.word}` }));
    expect(ben.connection.request).toHaveBeenCalledWith('contestCard', {
      gamecode: game.state.gamecode,
      index: card.index,
      contest: true,
    });
    game.send(guesser, 'contestCard', { index: card.index, contest: true });
    ben.refresh();
    expect(within(review()).getByText('Contested by Ben')).toBeTruthy();
    const withdraw = within(review()).getByRole<HTMLButtonElement>('button', {
      name: `Withdraw the contest of ${card.word}`,
    });
    await waitFor(() => expect(withdraw.disabled).toBe(false));
    fireEvent.click(withdraw);
    expect(ben.connection.request).toHaveBeenCalledWith('contestCard', {
      gamecode: game.state.gamecode,
      index: card.index,
      contest: false,
    });
    cleanup();

    renderAs(game, watcher);
    const item = within(review()).getByText(card.word).closest('li') as HTMLElement;
    expect(within(item).getByText('Contested by Ben')).toBeTruthy();
    expect(within(review()).queryByRole('button', { name: /^Contest|^Withdraw/ })).toBeNull();
    // The reviewer still moves the card as before.
    expect(within(item).getByRole('button', { name: `Move ${card.word} to Correct` })).toBeTruthy();
  });
});

describe('the review countdown', () => {
  it('counts down to the server’s own confirm; the host may stop it', () => {
    const { game, giver, guesser } = inReview(15);
    const ada = renderAs(game, giver);
    expect(screen.getByRole('timer').textContent).toBe('Scores confirm by themselves in 15 s');
    fireEvent.click(screen.getByRole('button', { name: 'Stop countdown' }));
    expect(ada.connection.request).toHaveBeenCalledWith('stopReviewCountdown', {
      gamecode: game.state.gamecode,
    });
    game.send(giver, 'stopReviewCountdown');
    ada.refresh();
    expect(screen.queryByRole('timer')).toBeNull();
    cleanup();

    const other = inReview(30);
    renderAs(other.game, guesser);
    expect(screen.getByRole('timer').textContent).toBe('Scores confirm by themselves in 30 s');
    expect(screen.queryByRole('button', { name: 'Stop countdown' })).toBeNull();
  });

  it('is not there in a game without one', () => {
    const { game, watcher } = inReview();
    renderAs(game, watcher);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm scores' })).toBeTruthy();
  });

  it('is a setting of the form: off by default and left out when off', () => {
    const { game } = inReview();
    const form = settingsFormOf(game.state.settings);
    expect(form.reviewSeconds).toBe('0');
    const off = checkSettings(form);
    expect(off.ok && 'reviewSeconds' in off.settings).toBe(false);
    const on = checkSettings({ ...form, reviewSeconds: '30' });
    expect(on.ok && on.settings.reviewSeconds).toBe(30);
  });
});
