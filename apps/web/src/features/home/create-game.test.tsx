// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Ack, fallbackFor, LANGUAGE_CATEGORIES } from '@unsayable/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../net/saved-session.ts';
import { viewReceived } from '../../state/game-slice.ts';
import { created, fakeConnection, refused } from '../../testing/fake-connection.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { lobbyView } from '../../testing/views.ts';
import { notify } from '../../ui/notify.ts';
import CreateGame from './create-game.tsx';

vi.mock('../../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function renderCreate(connection = fakeConnection(() => created('QWERTY'))) {
  return renderScreen(<CreateGame />, { path: '/home/create', route: '/home/create', connection });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create game' }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(notify.error).mockClear();
});
afterEach(cleanup);

describe('the create form', () => {
  it('has the labelled fields with their defaults', () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create game' })).toBeTruthy();
    expect(field('Your name').value).toBe('');
    expect(field('End game by').value).toBe('turns');
    const methods = [...(field('End game by') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(methods).toEqual(['Turns per player', 'Time limit', 'Target score']);
    expect(field('Turns per player').value).toBe('2');
    expect(field('Seconds per turn').value).toBe('60');
    const seconds = [...(field('Seconds per turn') as HTMLSelectElement).options].map((o) => Number(o.value));
    expect(seconds).toEqual([30, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180]);
    expect(field('Skip penalty').value).toBe('none');
    expect(field('Number of teams').value).toBe('2');
    const counts = [...(field('Number of teams') as HTMLSelectElement).options].map((o) => o.value);
    expect(counts).toEqual(['2', '3', '4']);
    const boxes = screen
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).name === 'categories');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...LANGUAGE_CATEGORIES.en]);
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);
  });

  it('renames the value field with the method and gives it that method\u2019s default', () => {
    renderCreate();
    change('End game by', 'time');
    expect(screen.queryByLabelText('Turns per player')).toBeNull();
    expect(field('Minutes').value).toBe('30');
    change('End game by', 'score');
    expect(field('Target score').value).toBe('30');
    change('End game by', 'turns');
    expect(field('Turns per player').value).toBe('2');
  });

  it('shows a bad value next to its field and sends nothing', async () => {
    const { connection } = renderCreate();
    change('Your name', 'Ana');
    change('End game by', 'time');
    change('Minutes', '5');
    submit();
    const minutes = field('Minutes');
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(minutes.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(message?.textContent).toBe('Minutes must be a whole number from 10 to 90');
    await waitFor(() => expect(document.activeElement).toBe(minutes));
    expect(connection.ensureSession).not.toHaveBeenCalled();
    expect(connection.request).not.toHaveBeenCalled();

    change('Minutes', '45');
    expect(minutes.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Minutes must be a whole number from 10 to 90')).toBeNull();
  });

  it('needs a name and at least one category', () => {
    const { connection } = renderCreate();
    fireEvent.click(screen.getByLabelText('All categories'));
    submit();
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Your name is required')).toBeTruthy();
    expect(screen.getByText('Choose at least one card category')).toBeTruthy();
    expect(connection.request).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Animals'));
    expect(screen.queryByText('Choose at least one card category')).toBeNull();
  });

  it('gets a session, creates the game with the chosen settings, saves the session and opens the lobby', async () => {
    const { connection } = renderCreate();
    expect(connection.warm).toHaveBeenCalled();
    change('Your name', '  Ana  ');
    change('End game by', 'score');
    change('Target score', '50');
    change('Seconds per turn', '90');
    change('Skip penalty', 'half');
    change('Number of teams', '3');
    expect(screen.getByLabelText<HTMLSelectElement>('How clues are given').value).toBe('out loud');
    change('How clues are given', 'typed');
    const buzzScoring = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Buzzed cards score for the watchers',
    });
    expect(buzzScoring.checked).toBe(false);
    fireEvent.click(buzzScoring);
    fireEvent.click(screen.getByLabelText('All categories'));
    fireEvent.click(screen.getByLabelText('Animals'));
    fireEvent.click(screen.getByLabelText('Places'));
    submit();

    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/waiting/QWERTY'));
    expect(connection.ensureSession).toHaveBeenCalledWith('Ana');
    expect(connection.request).toHaveBeenCalledTimes(1);
    expect(connection.request).toHaveBeenCalledWith('createGame', {
      name: 'Ana',
      settings: {
        endGameMethod: 'score',
        endValue: 50,
        turnSeconds: 90,
        skipPenalty: 'half',
        buzzedCardsScoreForWatchers: true,
        clueMode: 'typed',
        language: 'en',
        categories: ['animals', 'places'],
        teamCount: 3,
      },
    });
    expect(connection.ensureSession.mock.invocationCallOrder[0]).toBeLessThan(
      connection.request.mock.invocationCallOrder[0] ?? 0,
    );
    expect(loadSession()).toEqual({ playerId: 'player-1', playerName: 'Ana', gamecode: 'QWERTY' });
  });

  it('offers the game languages by their own names, English unless the browser prefers another', () => {
    renderCreate();
    const language = field('Game language') as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect([...language.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
      ['fr', 'Français', 'fr'],
      ['de', 'Deutsch', 'de'],
      ['it', 'Italiano', 'it'],
      ['pt-BR', 'Português (Brasil)', 'pt-BR'],
    ]);
  });

  it('presets Italian on an Italian-speaking browser, with Italian’s categories all chosen', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'en']);
    renderCreate();
    languages.mockRestore();
    expect((field('Game language') as HTMLSelectElement).value).toBe('it');
    const chosen = screen
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).name === 'categories' && (b as HTMLInputElement).checked)
      .map((b) => (b as HTMLInputElement).value);
    expect(chosen).toEqual([...LANGUAGE_CATEGORIES.it]);
  });

  it('creates an Italian game with the categories of Italian, Italy among them', async () => {
    const { connection } = renderCreate();
    change('Your name', 'Ana');
    change('Game language', 'it');
    const boxes = screen
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).name === 'categories');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...LANGUAGE_CATEGORIES.it]);
    expect(boxes).toHaveLength(16);
    expect(screen.getByLabelText('Italy')).toBeTruthy();
    expect(screen.queryByLabelText('Spain and Latin America')).toBeNull();
    fireEvent.click(screen.getByLabelText('All categories'));
    fireEvent.click(screen.getByLabelText('Italy'));
    submit();
    await waitFor(() => expect(connection.request).toHaveBeenCalled());
    expect(connection.request).toHaveBeenCalledWith('createGame', {
      name: 'Ana',
      settings: expect.objectContaining({ language: 'it', categories: ['italy'] }),
    });
  });

  it('presets French on a French-speaking browser, with French’s categories all chosen', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    renderCreate();
    languages.mockRestore();
    expect((field('Game language') as HTMLSelectElement).value).toBe('fr');
    const chosen = screen
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).name === 'categories' && (b as HTMLInputElement).checked)
      .map((b) => (b as HTMLInputElement).value);
    expect(chosen).toEqual([...LANGUAGE_CATEGORIES.fr]);
  });

  it('creates a French game with the categories of French, the French-speaking world among them', async () => {
    const { connection } = renderCreate();
    change('Your name', 'Ana');
    change('Game language', 'fr');
    const boxes = screen
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).name === 'categories');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...LANGUAGE_CATEGORIES.fr]);
    expect(boxes).toHaveLength(16);
    expect(screen.getByLabelText('The French-speaking world')).toBeTruthy();
    expect(screen.queryByLabelText('Italy')).toBeNull();
    expect(screen.queryByLabelText('Spain and Latin America')).toBeNull();
    fireEvent.click(screen.getByLabelText('All categories'));
    fireEvent.click(screen.getByLabelText('The French-speaking world'));
    submit();
    await waitFor(() => expect(connection.request).toHaveBeenCalled());
    expect(connection.request).toHaveBeenCalledWith('createGame', {
      name: 'Ana',
      settings: expect.objectContaining({ language: 'fr', categories: ['the french-speaking world'] }),
    });
  });

  it('presets German on an Austrian browser, with German’s categories all chosen', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    renderCreate();
    languages.mockRestore();
    expect((field('Game language') as HTMLSelectElement).value).toBe('de');
    const chosen = screen
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).name === 'categories' && (b as HTMLInputElement).checked)
      .map((b) => (b as HTMLInputElement).value);
    expect(chosen).toEqual([...LANGUAGE_CATEGORIES.de]);
  });

  it('creates a German game with the categories of German, the German-speaking world among them', async () => {
    const { connection } = renderCreate();
    change('Your name', 'Ana');
    change('Game language', 'de');
    const boxes = screen
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).name === 'categories');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...LANGUAGE_CATEGORIES.de]);
    expect(boxes).toHaveLength(16);
    expect(screen.getByLabelText('The German-speaking world')).toBeTruthy();
    expect(screen.queryByLabelText('The French-speaking world')).toBeNull();
    expect(screen.queryByLabelText('Italy')).toBeNull();
    fireEvent.click(screen.getByLabelText('All categories'));
    fireEvent.click(screen.getByLabelText('The German-speaking world'));
    submit();
    await waitFor(() => expect(connection.request).toHaveBeenCalled());
    expect(connection.request).toHaveBeenCalledWith('createGame', {
      name: 'Ana',
      settings: expect.objectContaining({ language: 'de', categories: ['the german-speaking world'] }),
    });
  });

  it.each([[['pt-BR', 'en']], [['pt-PT', 'en']], [['pt']]])(
    'presets Portuguese (Brazil) on a Portuguese-speaking browser (%j), with its categories all chosen',
    (tags) => {
      const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
      renderCreate();
      languages.mockRestore();
      expect((field('Game language') as HTMLSelectElement).value).toBe('pt-BR');
      const chosen = screen
        .getAllByRole('checkbox')
        .filter((b) => (b as HTMLInputElement).name === 'categories' && (b as HTMLInputElement).checked)
        .map((b) => (b as HTMLInputElement).value);
      expect(chosen).toEqual([...LANGUAGE_CATEGORIES['pt-BR']]);
    },
  );

  it('creates a Portuguese (Brazil) game with the categories of Portuguese, Brazil among them', async () => {
    const { connection } = renderCreate();
    change('Your name', 'Ana');
    change('Game language', 'pt-BR');
    const boxes = screen
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).name === 'categories');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...LANGUAGE_CATEGORIES['pt-BR']]);
    expect(boxes).toHaveLength(16);
    expect(screen.getByLabelText('Brazil')).toBeTruthy();
    expect(screen.queryByLabelText('Spain and Latin America')).toBeNull();
    expect(screen.queryByLabelText('Italy')).toBeNull();
    fireEvent.click(screen.getByLabelText('All categories'));
    fireEvent.click(screen.getByLabelText('Brazil'));
    submit();
    await waitFor(() => expect(connection.request).toHaveBeenCalled());
    expect(connection.request).toHaveBeenCalledWith('createGame', {
      name: 'Ana',
      settings: expect.objectContaining({ language: 'pt-BR', categories: ['brazil'] }),
    });
  });

  it('creates a Spanish game with the categories of Spanish, keeping those chosen', async () => {
    const { connection } = renderCreate();
    change('Your name', 'Ana');
    fireEvent.click(screen.getByLabelText('All categories'));
    fireEvent.click(screen.getByLabelText('Animals'));
    change('Game language', 'es');
    const boxes = screen
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).name === 'categories');
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...LANGUAGE_CATEGORIES.es]);
    expect(
      boxes.filter((b) => (b as HTMLInputElement).checked).map((b) => (b as HTMLInputElement).value),
    ).toEqual(['animals']);
    submit();
    await waitFor(() => expect(connection.request).toHaveBeenCalled());
    expect(connection.request).toHaveBeenCalledWith('createGame', {
      name: 'Ana',
      settings: expect.objectContaining({ language: 'es', categories: ['animals'] }),
    });
  });

  it('offers Spanish its own categories, all chosen when all of English’s were, and back', () => {
    renderCreate();
    const chosen = () =>
      screen
        .getAllByRole('checkbox')
        .filter((b) => (b as HTMLInputElement).name === 'categories' && (b as HTMLInputElement).checked)
        .map((b) => (b as HTMLInputElement).value);
    change('Game language', 'es');
    expect(chosen()).toEqual([...LANGUAGE_CATEGORIES.es]);
    expect(screen.getByLabelText('Sayings and expressions')).toBeTruthy();
    expect(screen.getByLabelText('Football')).toBeTruthy();
    change('Game language', 'en');
    expect(chosen()).toEqual([...LANGUAGE_CATEGORIES.en]);
    expect(screen.queryByLabelText('Football')).toBeNull();
  });

  it('disables the button while the game is being created', async () => {
    let answer: (ack: Ack) => void = () => {};
    const connection = fakeConnection(() => new Promise((resolve) => (answer = resolve)));
    renderCreate(connection);
    change('Your name', 'Ana');
    submit();
    await waitFor(() => expect(connection.request).toHaveBeenCalled());
    expect((screen.getByRole('button', { name: 'Create game' }) as HTMLButtonElement).disabled).toBe(true);
    answer(created('QWERTY'));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/waiting/QWERTY'));
  });

  it('stays on the form when the server refuses, with the button enabled again', async () => {
    const connection = fakeConnection(() =>
      refused('There was a problem creating the game. Please try again.'),
    );
    renderCreate(connection);
    change('Your name', 'Ana');
    submit();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('There was a problem creating the game. Please try again.'),
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Create game' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(loadSession().gamecode).toBeNull();
  });

  it("shows the create fallback, not the technical cause, when the session can't be made", async () => {
    const connection = fakeConnection();
    connection.ensureSession.mockResolvedValueOnce({
      ok: false,
      refusal: null,
      cause: '/api/session: TypeError: Failed to fetch',
    });
    renderCreate(connection);
    change('Your name', 'Ana');
    submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(fallbackFor('createGame')));
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(connection.request).not.toHaveBeenCalled();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it("shows the server's own refusal of the session as written", async () => {
    const connection = fakeConnection();
    connection.ensureSession.mockResolvedValueOnce({
      ok: false,
      refusal: 'Your name can be at most 25 characters',
      cause: '/api/session: 400',
    });
    renderCreate(connection);
    change('Your name', 'Ana');
    submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Your name can be at most 25 characters'));
  });

  it('keeps the view of the new game that arrives before the answer naming its code', async () => {
    const connection = fakeConnection();
    const { store } = renderCreate(connection);
    connection.request.mockImplementationOnce(async () => {
      // The server sends every player's view first, then the acknowledgement.
      store.dispatch(viewReceived({ gamecode: 'QWERTY', view: lobbyView({ gamecode: 'QWERTY' }) }));
      return created('QWERTY');
    });
    change('Your name', 'Ana');
    submit();
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/waiting/QWERTY'));
    expect(store.getState().game.views.QWERTY?.gamecode).toBe('QWERTY');
  });
});
