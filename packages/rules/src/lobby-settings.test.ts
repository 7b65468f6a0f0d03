import { describe, expect, it } from 'vitest';
import { LANGUAGE_CATEGORIES } from './constants.ts';
import { messageRef } from './message-keys.ts';
import { defaultSettings } from './schemas.ts';
import { Driver } from './testing/driver.ts';
import { viewFor } from './view.ts';

const settings = (changes: Record<string, unknown> = {}) => ({ ...defaultSettings, ...changes });

describe('changing the settings in the lobby', () => {
  it('the host changes any setting; every view shows the new ones', () => {
    const game = new Driver().addPlayers(4);
    const outcome = game.send('p1', 'updateSettings', {
      settings: settings({ turnSeconds: 90, endGameMethod: 'score', endValue: 30, skipPenalty: 'half' }),
    });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['settings changed']);
    expect(game.state.settings).toMatchObject({
      turnSeconds: 90,
      endGameMethod: 'score',
      endValue: 30,
      skipPenalty: 'half',
    });
    expect(viewFor(game.state, 'p2').settings.turnSeconds).toBe(90);
  });

  it('is checked as create checks it: bad values are refused and change nothing', () => {
    const game = new Driver().addPlayers(4);
    expect(() => game.send('p1', 'updateSettings', { settings: settings({ turnSeconds: 100 }) })).toThrow(
      /steps of 15/,
    );
    expect(() =>
      game.send('p1', 'updateSettings', { settings: settings({ endGameMethod: 'time', endValue: 5 }) }),
    ).toThrow(/Minutes must be a whole number from 10 to 90/);
    expect(() => game.send('p1', 'updateSettings', { settings: settings({ categories: [] }) })).toThrow(
      /at least one card category/,
    );
    expect(() => game.send('p1', 'updateSettings', { settings: settings({ teamCount: 5 }) })).toThrow(
      /Number of teams/,
    );
  });

  it('refuses settings too big to be settings before reading them', () => {
    const game = new Driver();
    const categories = Array.from({ length: 500 }, () => 'animals');
    expect(() => game.send('p1', 'updateSettings', { settings: settings({ categories }) })).toThrow(
      /object of the game’s settings/,
    );
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    expect(() => game.send('p1', 'updateSettings', { settings: many })).toThrow(
      /object of the game’s settings/,
    );
    expect(() => game.send('p1', 'updateSettings', { settings: 'x'.repeat(10_000) })).toThrow(
      /object of the game’s settings/,
    );
  });

  it('is the host’s alone, and only in the lobby', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p2', 'updateSettings', { settings: settings({ turnSeconds: 90 }) })).toBe(
      'Only the host can change the settings',
    );
    game.start();
    expect(game.refused('p1', 'updateSettings', { settings: settings({ turnSeconds: 90 }) })).toBe(
      'You can only change the settings before the game starts',
    );
  });

  it('the same settings again change nothing', () => {
    const game = new Driver().addPlayers(2);
    expect(game.unchanged('p1', 'updateSettings', { settings: settings() })).toBe('Nothing to change');
  });

  it('fewer teams: players of a removed team go back to Unassigned, and the start says so', () => {
    const game = new Driver({ teamCount: 3 }).addPlayers(6);
    expect(game.state.players.filter((p) => p.team === 'team 3').map((p) => p.playerId)).toEqual([
      'p3',
      'p6',
    ]);
    game.ok('p1', 'updateSettings', { settings: settings({ teamCount: 2 }) });
    expect(game.state.players.filter((p) => p.team === 'unassigned').map((p) => p.playerId)).toEqual([
      'p3',
      'p6',
    ]);
    expect(Object.keys(game.gp.score)).toEqual(['team 1', 'team 2']);
    expect(viewFor(game.state, 'p1').startProblems[0]).toBe('2 players have not picked a team yet');
    game.ok('p1', 'shuffleTeams');
    game.start();
    expect(game.state.status).toBe('active');
  });

  it('more teams: everyone keeps their team, the new ones start empty', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p1', 'updateSettings', { settings: settings({ teamCount: 4 }) });
    expect(game.state.players.map((p) => p.team)).toEqual(['team 1', 'team 2', 'team 1', 'team 2']);
    expect(Object.keys(game.gp.order)).toEqual(['team 1', 'team 2', 'team 3', 'team 4']);
    expect(viewFor(game.state, 'p1').startProblems[0]).toBe('At least 8 players are needed to start');
  });

  it('categories recount the cards the deck can draw on', () => {
    const game = new Driver().addPlayers(4);
    const before = game.state.catalogueCardCount ?? 0;
    const one = LANGUAGE_CATEGORIES.en[0];
    game.ok('p1', 'updateSettings', { settings: settings({ categories: [one] }) });
    const after = game.state.catalogueCardCount ?? 0;
    expect(after).toBeLessThan(before);
    expect(after).toBe(game.catalogue.filter((c) => c.category === one).length);
  });

  it('another language brings that language’s categories', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p1', 'updateSettings', { settings: { language: 'es' } });
    expect(game.state.settings.language).toBe('es');
    expect(game.state.settings.categories).toEqual(LANGUAGE_CATEGORIES.es);
  });

  it('a game with a deck keeps the deck’s language; Built-in cards too only with a deck', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p1', 'updateSettings', { settings: settings(), builtInToo: false })).toBe(
      'This game deals no deck of its own',
    );
    game.state = {
      ...game.state,
      chosenDeck: { id: 'd1', name: 'Ours', cardCount: 30, language: 'en', builtInToo: false },
    };
    expect(game.refused('p1', 'updateSettings', { settings: { language: 'it' } })).toBe(
      'A game with a deck of its own keeps the deck’s language',
    );
    game.ok('p1', 'updateSettings', { settings: settings(), builtInToo: true });
    expect(game.state.chosenDeck?.builtInToo).toBe(true);
  });

  it('keeps the names of the teams that stay', () => {
    const game = new Driver({ teamCount: 3 }).addPlayers(3);
    game.ok('p1', 'renameTeam', { team: 'team 1', name: 'Reds', emoji: '🔥' });
    game.ok('p1', 'renameTeam', { team: 'team 3', name: 'Blues', emoji: '🐙' });
    game.ok('p1', 'updateSettings', { settings: settings({ teamCount: 2, turnSeconds: 45 }) });
    expect(game.state.settings.teamNames).toEqual({ 'team 1': { name: 'Reds', emoji: '🔥' } });
  });
});

describe('renaming a team', () => {
  it('the host gives a team a name and an emoji, seen in every view', () => {
    const game = new Driver().addPlayers(4);
    const outcome = game.send('p1', 'renameTeam', { team: 'team 2', name: '  Night Owls ', emoji: '🦉' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['team renamed']);
    expect(viewFor(game.state, 'p4').settings.teamNames).toEqual({
      'team 2': { name: 'Night Owls', emoji: '🦉' },
    });
    expect(game.unchanged('p1', 'renameTeam', { team: 'team 2', name: 'Night Owls', emoji: '🦉' })).toBe(
      'Nothing to change',
    );
  });

  it('is the host’s alone, only in the lobby, only for the game’s teams', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p2', 'renameTeam', { team: 'team 2', name: 'Owls', emoji: '🦉' })).toBe(
      'Only the host can rename teams',
    );
    expect(game.refused('p1', 'renameTeam', { team: 'team 3', name: 'Owls', emoji: '🦉' })).toBe(
      'This game has only 2 teams',
    );
    expect(() => game.send('p1', 'renameTeam', { team: 'unassigned', name: 'Owls', emoji: '🦉' })).toThrow(
      /Team must be/,
    );
    game.start();
    expect(game.refused('p1', 'renameTeam', { team: 'team 2', name: 'Owls', emoji: '🦉' })).toBe(
      'You can only rename teams before the game starts',
    );
  });

  it('checks the name as a player’s: length, invisible characters, marks, something to read', () => {
    const game = new Driver();
    const rename =
      (name: string, emoji = '🦊') =>
      () =>
        game.send('p1', 'renameTeam', { team: 'team 1', name, emoji });
    expect(rename('x'.repeat(26))).toThrow(/Team name can be at most 25 characters/);
    expect(rename('x'.repeat(100_000))).toThrow(/Team name can be at most 25 characters/);
    expect(rename('\u200b\u200d ')).toThrow(/Team name is required/);
    expect(rename('...')).toThrow(/A team name needs a letter, a digit or an emoji/);
    expect(rename(`a${'\u0301'.repeat(9)}`)).toThrow(/accents or marks on one letter/);
    expect(rename('Reds', '💩')).toThrow(/Pick one of the offered emoji/);
    expect(rename('Reds', '🦊'.repeat(1000))).toThrow(/Pick one of the offered emoji/);
    game.ok('p1', 'renameTeam', { team: 'team 1', name: 'Re\u200bds', emoji: '🦊' });
    expect(game.state.settings.teamNames?.['team 1']?.name).toBe('Reds');
  });

  it('no two teams read alike: other names, look-alike letters, another team’s default name', () => {
    const game = new Driver();
    expect(game.refused('p1', 'renameTeam', { team: 'team 2', name: 'team 1', emoji: '🐙' })).toBe(
      'Another team is already called "team 1"',
    );
    game.ok('p1', 'renameTeam', { team: 'team 1', name: 'Reds', emoji: '🦊' });
    expect(game.refused('p1', 'renameTeam', { team: 'team 2', name: 'REDS', emoji: '🐙' })).toBe(
      'Another team is already called "REDS"',
    );
    // A Cyrillic Е looks like the Latin E.
    expect(game.refused('p1', 'renameTeam', { team: 'team 2', name: 'R\u0415DS', emoji: '🐙' })).toBe(
      'Another team is already called "R\u0415DS"',
    );
    game.ok('p1', 'renameTeam', { team: 'team 1', name: 'Team 1', emoji: '🦊' });
    expect(messageRef('Another team is already called "Reds"')).toEqual({
      key: 'own.teamNameTaken',
      params: { name: 'Reds' },
    });
  });

  it('old games without team names read as before', () => {
    const game = new Driver().addPlayers(4);
    expect(game.state.settings.teamNames).toBeUndefined();
    expect(viewFor(game.state, 'p1').settings.teamNames).toBeUndefined();
  });

  it('Play again keeps the names', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p1', 'renameTeam', { team: 'team 1', name: 'Reds', emoji: '🔥' });
    game.start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    const outcome = game.send('p1', 'playAgain', {}, { newGamecode: 'GHJKMN' });
    expect(outcome.kind === 'accepted' && outcome.spawned?.settings.teamNames).toEqual({
      'team 1': { name: 'Reds', emoji: '🔥' },
    });
  });
});

describe('changing the deck in the lobby', () => {
  const deckCards = Array.from({ length: 25 }, (_, i) => ({
    id: `deck/lantern-${i}`,
    word: `Lantern ${i}`,
    forbidden: ['light', 'lamp', 'glow', 'dark', 'wick'],
    category: 'custom' as const,
    difficulty: 'medium' as const,
  }));
  const ours = (builtInToo: boolean, language = 'en') => ({
    ok: true as const,
    chosen: { id: 'Abcdefghijklmnopqrstuv', name: 'Lanterns', cardCount: 25, language, builtInToo },
    cards: deckCards,
  });
  const choice = (builtInToo: boolean) => ({ id: 'https://x.test/decks/Abcdefghijklmnopqrstuv', builtInToo });

  it('the host chooses a player’s deck by its link: every view names it, none holds a card or the link', () => {
    const game = new Driver().addPlayers(4);
    const before = game.state.catalogueCardCount ?? 0;
    game.ok(
      'p1',
      'updateSettings',
      { settings: settings(), deck: choice(true) },
      { requestedDeck: ours(true) },
    );
    expect(game.state.chosenDeck).toEqual(ours(true).chosen);
    expect(game.state.catalogueCardCount).toBe(before + 25);
    for (const id of ['p1', 'p2', 'p3']) {
      const view = viewFor(game.state, id);
      expect(view.chosenDeck).toEqual({ name: 'Lanterns', cardCount: 25, language: 'en', builtInToo: true });
      const text = JSON.stringify(view);
      expect(text).not.toContain('Lantern ');
      expect(text).not.toContain('Abcdefghijklmnopqrstuv');
    }
  });

  it('a deck played alone deals its cards only and makes the game its language, with that language’s categories', () => {
    const game = new Driver().addPlayers(4);
    game.ok(
      'p1',
      'updateSettings',
      { settings: settings(), deck: choice(false) },
      { requestedDeck: ours(false, 'es') },
    );
    expect(game.state.settings.language).toBe('es');
    expect(game.state.settings.categories).toEqual(LANGUAGE_CATEGORIES.es);
    expect(game.state.catalogueCardCount).toBe(25);
  });

  it('the server’s refusal of the deck is the player’s, and changes nothing', () => {
    const game = new Driver().addPlayers(4);
    const refusal = { ok: false as const, error: 'No deck has this link: check it with whoever shared it.' };
    expect(
      game.refused(
        'p1',
        'updateSettings',
        { settings: settings({ turnSeconds: 90 }), deck: choice(true) },
        { requestedDeck: refusal },
      ),
    ).toBe(refusal.error);
    expect(game.state.settings.turnSeconds).toBe(defaultSettings.turnSeconds);
    expect(() => game.send('p1', 'updateSettings', { settings: settings(), deck: choice(true) })).toThrow(
      /needs the deck the server read/,
    );
  });

  it('the host drops the deck: the built-in cards alone again, the language free', () => {
    const game = new Driver().addPlayers(4);
    const before = game.state.catalogueCardCount;
    game.ok(
      'p1',
      'updateSettings',
      { settings: settings(), deck: choice(false) },
      { requestedDeck: ours(false) },
    );
    expect(game.refused('p1', 'updateSettings', { settings: { language: 'es' } })).toBe(
      'A game with a deck of its own keeps the deck’s language',
    );
    game.ok('p1', 'updateSettings', { settings: settings(), deck: null });
    expect(game.state.chosenDeck).toBeUndefined();
    expect(viewFor(game.state, 'p2').chosenDeck).toBeNull();
    expect(game.state.catalogueCardCount).toBe(before);
    expect(game.unchanged('p1', 'updateSettings', { settings: settings(), deck: null })).toBe(
      'Nothing to change',
    );
  });

  it('the same deck, the same way, changes nothing; Built-in cards too comes with the deck, not beside it', () => {
    const game = new Driver().addPlayers(4);
    game.ok(
      'p1',
      'updateSettings',
      { settings: settings(), deck: choice(true) },
      { requestedDeck: ours(true) },
    );
    expect(
      game.unchanged(
        'p1',
        'updateSettings',
        { settings: settings(), deck: choice(true) },
        { requestedDeck: ours(true) },
      ),
    ).toBe('Nothing to change');
    expect(() =>
      game.send('p1', 'updateSettings', { settings: settings(), deck: choice(true), builtInToo: false }),
    ).toThrow(/A new deck carries its own Built-in cards too/);
    expect(() =>
      game.send('p1', 'updateSettings', { settings: settings(), deck: { id: 'nope', builtInToo: true } }),
    ).toThrow(/not a deck link or code/);
  });

  it('is the host’s alone, and only in the lobby', () => {
    const game = new Driver().addPlayers(4);
    const request = { settings: settings(), deck: choice(true) };
    expect(game.refused('p2', 'updateSettings', request, { requestedDeck: ours(true) })).toBe(
      'Only the host can change the settings',
    );
    game.start();
    expect(game.refused('p1', 'updateSettings', request, { requestedDeck: ours(true) })).toBe(
      'You can only change the settings before the game starts',
    );
  });

  it('the start deals the new deck’s cards', () => {
    const game = new Driver().addPlayers(4);
    game.ok(
      'p1',
      'updateSettings',
      { settings: settings(), deck: choice(false) },
      { requestedDeck: ours(false) },
    );
    game.ok('p1', 'updateGameStatus', { status: 'active' }, { deckCards });
    expect(game.state.deck.every((entry) => entry.card.id.startsWith('deck/'))).toBe(true);
  });
});
