import { describe, expect, it } from 'vitest';
import { DECK_MAX } from './constants.ts';
import { Driver } from './testing/driver.ts';
import { testCatalogue } from './testing/fixtures.ts';

describe('Start game: who may start and with which teams', () => {
  it('refuses fewer than 4 players', () => {
    const game = new Driver().addPlayers(3);
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' })).toBe(
      'At least 4 players are needed to start',
    );
    expect(game.state.status).toBe('new');
  });

  it('refuses while a player is unassigned, counting them', () => {
    const game = new Driver().addPlayers(5, false);
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' })).toBe(
      '5 players have not picked a team yet',
    );
    for (const [id, team] of [
      ['p1', 'team 1'],
      ['p2', 'team 2'],
      ['p3', 'team 1'],
      ['p4', 'team 2'],
    ]) {
      game.ok(id as string, 'updateTeam', { team });
    }
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' })).toBe(
      '1 player has not picked a team yet',
    );
  });

  it('refuses teams whose sizes differ by more than one', () => {
    const game = new Driver().addPlayers(4, false);
    for (const id of ['p1', 'p2', 'p3']) game.ok(id, 'updateTeam', { team: 'team 1' });
    game.ok('p4', 'updateTeam', { team: 'team 2' });
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' })).toBe(
      'Team sizes may differ by at most one',
    );
  });

  it('starts with teams of 3 and 2', () => {
    const game = new Driver().addPlayers(5).start();
    expect(game.state.status).toBe('active');
    expect(game.gp.order).toEqual({ 'team 1': ['p1', 'p3', 'p5'], 'team 2': ['p2', 'p4'] });
  });

  it('lists every problem in the lobby view, most useful first, and none once it can start', () => {
    const game = new Driver();
    expect(game.view('p1').startProblems).toEqual([
      'At least 4 players are needed to start',
      '1 player has not picked a team yet',
    ]);
    game.addPlayers(4, false);
    game.ok('p1', 'updateTeam', { team: 'team 1' });
    game.ok('p2', 'updateTeam', { team: 'team 1' });
    game.ok('p3', 'updateTeam', { team: 'team 1' });
    expect(game.view('p2').startProblems).toEqual([
      '1 player has not picked a team yet',
      'Team sizes may differ by at most one',
    ]);
    game.ok('p3', 'updateTeam', { team: 'team 2' });
    game.ok('p4', 'updateTeam', { team: 'team 2' });
    expect(game.view('p1').startProblems).toEqual([]);
    game.start();
    expect(game.view('p1').startProblems).toEqual([]);
  });

  it('refuses a deck smaller than 20 cards (a tiny catalogue)', () => {
    const game = new Driver({}, testCatalogue(1)).addPlayers(4);
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' })).toBe(
      'The chosen categories hold only 12 cards; at least 20 are needed',
    );
  });

  it('counts only the chosen categories, and the host’s added cards make up the difference', () => {
    const game = new Driver({ categories: ['animals'] }).addPlayers(4);
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' })).toBe(
      'The chosen categories hold only 10 cards; at least 20 are needed',
    );
    for (let i = 0; i < 9; i++) game.ok('p1', 'addGameCard', { card: { word: `Extra ${i}`, forbidden: [] } });
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' })).toBe(
      'The chosen categories hold only 19 cards; at least 20 are needed',
    );
    game.ok('p1', 'addGameCard', { card: { word: 'Extra 9', forbidden: ['nine'] } });
    game.start();
    expect(game.state.deck).toHaveLength(20);
    expect(game.state.deck.filter((e) => e.card.category === 'custom')).toHaveLength(10);
    expect(game.state.deck.filter((e) => e.card.category === 'animals')).toHaveLength(10);
  });

  it('the lobby lists too few cards among the reasons Start game is disabled, until cards are added', () => {
    const game = new Driver({ categories: ['animals'] }).addPlayers(4);
    expect(game.view('p1').startProblems).toEqual([
      'The chosen categories hold only 10 cards; at least 20 are needed',
    ]);
    for (let i = 0; i < 10; i++)
      game.ok('p1', 'addGameCard', { card: { word: `Extra ${i}`, forbidden: [] } });
    expect(game.view('p1').startProblems).toEqual([]);
  });

  it('the start counts the live catalogue, not the number the lobby kept', () => {
    const game = new Driver({ categories: ['animals'] }).addPlayers(4);
    game.start({ catalogue: testCatalogue(20) }); // an operator approved more cards meanwhile
    expect(game.state.deck).toHaveLength(20);
  });

  it('refuses when the server passes no catalogue at all', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' }, { catalogue: undefined })).toBe(
      'The chosen categories hold only 0 cards; at least 20 are needed',
    );
  });

  it('starting sets the game active, builds a shuffled deck and hands out round 1 top', () => {
    const game = new Driver({ categories: ['animals', 'places'] }).addPlayers(4);
    const version = game.state.version;
    game.now += 5000;
    const outcome = game.send('p1', 'updateGameStatus', { status: 'active' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['game started']);
    const s = game.state;
    expect(s.status).toBe('active');
    expect(s.version).toBe(version + 1);
    expect(s.deck).toHaveLength(20);
    expect(new Set(s.deck.map((e) => e.card.category))).toEqual(new Set(['animals', 'places']));
    expect(s.deck.every((e) => e.status === null && e.roundPlayed === null && !e.seen)).toBe(true);
    // shuffled: not in catalogue order
    const catalogueOrder = game.catalogue
      .filter((c) => c.category === 'animals' || c.category === 'places')
      .map((c) => c.id);
    expect(s.deck.map((e) => e.card.id)).not.toEqual(catalogueOrder);
    expect([...s.deck.map((e) => e.card.id)].sort()).toEqual([...catalogueOrder].sort());
    expect(s.gameplay.pile).toEqual([...Array(20).keys()]);
    expect(s.gameplay.startedAt).toBe(game.now);
    expect(s.gameplay).toMatchObject({
      round: 1,
      half: 'top',
      roundStatus: 'preround',
      giverId: 'p1',
      watcherId: 'p2',
      turnIndex: { 'team 1': 0, 'team 2': 0 },
      rotations: { 'team 1': 0, 'team 2': 0 },
      score: { 'team 1': 0, 'team 2': 0 },
      cardIndex: null,
      turnEndsAt: null,
    });
  });

  it(`never builds a deck larger than ${DECK_MAX} cards, and always keeps the host's cards`, () => {
    const game = new Driver({}, testCatalogue(40)).addPlayers(4);
    game.ok('p1', 'addGameCard', { card: { word: 'Mine', forbidden: [] } });
    game.start();
    expect(game.state.deck).toHaveLength(DECK_MAX);
    expect(game.state.deck.filter((e) => e.card.word === 'Mine')).toHaveLength(1);
  });
});

describe('game status: the host’s call, and only new → active → finished', () => {
  it('is the host’s alone', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p2', 'updateGameStatus', { status: 'active' })).toBe(
      'Only the host can change the game status',
    );
    game.start();
    expect(game.refused('p3', 'updateGameStatus', { status: 'finished' })).toBe(
      'Only the host can change the game status',
    );
    expect(game.state.status).toBe('active');
  });

  it('treats the same value as a no-op', () => {
    const game = new Driver().addPlayers(4);
    expect(game.unchanged('p1', 'updateGameStatus', { status: 'new' })).toBe('Nothing to change');
    game.start();
    expect(game.unchanged('p1', 'updateGameStatus', { status: 'active' })).toBe('Nothing to change');
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.unchanged('p1', 'updateGameStatus', { status: 'finished' })).toBe('Nothing to change');
  });

  it('refuses new → finished', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p1', 'updateGameStatus', { status: 'finished' })).toBe(
      "A game can't go from new to finished",
    );
  });

  it('refuses active → new', () => {
    const game = new Driver().addPlayers(4).start();
    expect(game.refused('p1', 'updateGameStatus', { status: 'new' })).toBe(
      "A game can't go from active to new",
    );
  });

  it('refuses finished → active and finished → new', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.refused('p1', 'updateGameStatus', { status: 'active' })).toBe(
      "A game can't go from finished to active",
    );
    expect(game.refused('p1', 'updateGameStatus', { status: 'new' })).toBe(
      "A game can't go from finished to new",
    );
  });
});
