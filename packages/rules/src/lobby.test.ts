import { describe, expect, it } from 'vitest';
import { MAX_GAME_CARDS } from './constants.ts';
import { Driver } from './testing/driver.ts';

const teamOf = (game: Driver, id: string) => game.state.players.find((p) => p.playerId === id);

describe('choosing a team', () => {
  it('in the lobby a player moves themself freely, unassigned included', () => {
    const game = new Driver().addPlayers(2, false);
    const outcome = game.send('p2', 'updateTeam', { team: 'team 2' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['team changed']);
    expect(teamOf(game, 'p2')?.team).toBe('team 2');
    game.ok('p2', 'updateTeam', { team: 'team 1' });
    game.ok('p2', 'updateTeam', { team: 'unassigned' });
    expect(teamOf(game, 'p2')?.team).toBe('unassigned');
  });

  it('the same team changes nothing', () => {
    const game = new Driver().addPlayers(2);
    expect(game.unchanged('p2', 'updateTeam', { team: 'team 2' })).toBe('Nothing to change');
  });

  it('during play a player on a team cannot switch, nor leave their team', () => {
    const game = new Driver().addPlayers(4).start();
    expect(game.refused('p3', 'updateTeam', { team: 'team 2' })).toBe(
      'Players on a team cannot switch during play; ask the host to move you',
    );
    expect(game.refused('p3', 'updateTeam', { team: 'unassigned' })).toBe(
      'Players on a team cannot switch during play; ask the host to move you',
    );
  });

  it('during play an unassigned player picks a team once and joins its order', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p5', 'joinGame', { name: 'Late' });
    expect(game.unchanged('p5', 'updateTeam', { team: 'unassigned' })).toBe('Nothing to change');
    game.ok('p5', 'updateTeam', { team: 'team 2' });
    expect(teamOf(game, 'p5')?.team).toBe('team 2');
    expect(game.gp.order['team 2']).toEqual(['p2', 'p4', 'p5']);
    expect(game.refused('p5', 'updateTeam', { team: 'team 1' })).toBe(
      'Players on a team cannot switch during play; ask the host to move you',
    );
  });

  it('is refused once the game is finished', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.refused('p2', 'updateTeam', { team: 'team 2' })).toBe('Game ABCDEF is finished');
  });
});

describe('host moves', () => {
  it('in the lobby: immediate', () => {
    const game = new Driver().addPlayers(4);
    const outcome = game.send('p1', 'movePlayer', { playerId: 'p2', team: 'team 1' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['player moved']);
    expect(teamOf(game, 'p2')).toMatchObject({ team: 'team 1', pendingTeam: null });
  });

  it('is the host’s alone', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p2', 'movePlayer', { playerId: 'p3', team: 'team 2' })).toBe(
      'Only the host can move other players',
    );
  });

  it('refuses someone not in the game, and changes nothing for a move to where they are', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p1', 'movePlayer', { playerId: 'p9', team: 'team 2' })).toBe(
      'That player is not in game ABCDEF',
    );
    expect(game.unchanged('p1', 'movePlayer', { playerId: 'p2', team: 'team 2' })).toBe('Nothing to change');
  });

  it('is refused once the game is finished', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    expect(game.refused('p1', 'movePlayer', { playerId: 'p2', team: 'team 1' })).toBe(
      'Game ABCDEF is finished',
    );
  });

  it('during play, an unassigned player: immediate, appended to the order', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p5', 'joinGame', { name: 'Late' });
    game.ok('p1', 'movePlayer', { playerId: 'p5', team: 'team 1' });
    expect(teamOf(game, 'p5')).toMatchObject({ team: 'team 1', pendingTeam: null });
    expect(game.gp.order['team 1']).toEqual(['p1', 'p3', 'p5']);
  });

  it('during play, a player on a team: pending until the turn ends', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(6).start();
    game.ok('p1', 'startTurn');
    game.ok('p1', 'movePlayer', { playerId: 'p3', team: 'team 2' });
    expect(teamOf(game, 'p3')).toMatchObject({ team: 'team 1', pendingTeam: 'team 2' });
    expect(game.gp.order['team 1']).toEqual(['p1', 'p3', 'p5']);
    expect(game.view('p3').players.find((p) => p.playerId === 'p3')?.pendingTeam).toBe('team 2');
    // still a guesser for this turn: sees no card, cannot buzz
    expect(game.view('p3').gameplay.card).toBeNull();
    expect(
      game.refused('p3', 'updateCardStatus', {
        index: game.gp.cardIndex,
        status: 'buzzed',
        roundStatus: 'in progress',
      }),
    ).toBe('Only the watching team can buzz');
    // a second move to the same pending team changes nothing
    expect(game.unchanged('p1', 'movePlayer', { playerId: 'p3', team: 'team 2' })).toBe('Nothing to change');
    game.expire();
    expect(teamOf(game, 'p3')?.team).toBe('team 1');
    game.ok('p2', 'confirmScores');
    expect(teamOf(game, 'p3')).toMatchObject({ team: 'team 2', pendingTeam: null });
    expect(game.gp.order).toEqual({ 'team 1': ['p1', 'p5'], 'team 2': ['p2', 'p4', 'p6', 'p3'] });
    expect(game.gp).toMatchObject({ half: 'bottom', giverId: 'p2', watcherId: 'p5' });
  });

  it('during play, moving a player back to their own team cancels the pending move', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'movePlayer', { playerId: 'p3', team: 'unassigned' });
    expect(teamOf(game, 'p3')).toMatchObject({ team: 'team 1', pendingTeam: 'unassigned' });
    game.ok('p1', 'movePlayer', { playerId: 'p3', team: 'team 1' });
    expect(teamOf(game, 'p3')).toMatchObject({ team: 'team 1', pendingTeam: null });
    game.playTurn([]);
    expect(teamOf(game, 'p3')?.team).toBe('team 1');
  });

  it('a pending move to unassigned takes the player out of the order after the turn', () => {
    const game = new Driver({ endValue: 5 }).addPlayers(6).start();
    game.ok('p1', 'movePlayer', { playerId: 'p5', team: 'unassigned' });
    game.playTurn([]);
    expect(teamOf(game, 'p5')).toMatchObject({ team: 'unassigned', pendingTeam: null });
    expect(game.gp.order['team 1']).toEqual(['p1', 'p3']);
  });
});

describe('shuffle teams', () => {
  it('deals everyone, the unassigned too, into two even teams', () => {
    for (const count of [4, 5, 7]) {
      const game = new Driver().addPlayers(count, false);
      const outcome = game.send('p1', 'shuffleTeams');
      expect(outcome.kind === 'accepted' && outcome.events).toEqual(['teams shuffled']);
      const one = game.state.players.filter((p) => p.team === 'team 1').length;
      const two = game.state.players.filter((p) => p.team === 'team 2').length;
      expect(one + two).toBe(count);
      expect(Math.abs(one - two)).toBeLessThanOrEqual(1);
      expect(game.view('p1').startProblems).toEqual([]);
    }
  });

  it('keeps join order in the player list', () => {
    const game = new Driver().addPlayers(6, false);
    game.ok('p1', 'shuffleTeams');
    expect(game.state.players.map((p) => p.playerId)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('is the host’s alone', () => {
    const game = new Driver().addPlayers(4);
    expect(game.refused('p2', 'shuffleTeams')).toBe('Only the host can shuffle teams');
  });

  it('only in the lobby', () => {
    const game = new Driver().addPlayers(4).start();
    expect(game.refused('p1', 'shuffleTeams')).toBe('You can only shuffle teams before the game starts');
  });
});

describe('game cards (the host’s, in the lobby)', () => {
  it('adds a card with a fresh id, category custom, cleaned text', () => {
    const game = new Driver().addPlayers(2);
    const outcome = game.send('p1', 'addGameCard', {
      card: { word: '  Rubber  duck ', forbidden: ['bath', ' yellow '] },
    });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['game card added']);
    game.ok('p1', 'addGameCard', { card: { word: 'Kettle' } });
    expect(game.state.gameCards).toEqual([
      {
        id: 'game-1',
        word: 'Rubber duck',
        forbidden: ['bath', 'yellow'],
        category: 'custom',
        difficulty: 'medium',
      },
      { id: 'game-2', word: 'Kettle', forbidden: [], category: 'custom', difficulty: 'medium' },
    ]);
  });

  it('refuses a duplicate word, without regard to case', () => {
    const game = new Driver();
    game.ok('p1', 'addGameCard', { card: { word: 'Kettle', forbidden: [] } });
    expect(game.refused('p1', 'addGameCard', { card: { word: 'KETTLE', forbidden: ['tea'] } })).toBe(
      '"KETTLE" is already in this game\'s cards',
    );
  });

  it(`holds at most ${MAX_GAME_CARDS} cards`, () => {
    const game = new Driver();
    for (let i = 0; i < MAX_GAME_CARDS; i++) game.ok('p1', 'addGameCard', { card: { word: `Card ${i}` } });
    expect(game.refused('p1', 'addGameCard', { card: { word: 'One more' } })).toBe(
      'A game can hold at most 100 added cards',
    );
  });

  it('removes a card by id; ids are never reused', () => {
    const game = new Driver();
    game.ok('p1', 'addGameCard', { card: { word: 'One' } });
    game.ok('p1', 'addGameCard', { card: { word: 'Two' } });
    const outcome = game.send('p1', 'removeGameCard', { cardId: 'game-1' });
    expect(outcome.kind === 'accepted' && outcome.events).toEqual(['game card removed']);
    expect(game.state.gameCards.map((c) => c.id)).toEqual(['game-2']);
    game.ok('p1', 'addGameCard', { card: { word: 'One' } });
    expect(game.state.gameCards.map((c) => c.id)).toEqual(['game-2', 'game-3']);
    expect(game.refused('p1', 'removeGameCard', { cardId: 'game-1' })).toBe('That card is not in this game');
  });

  it('are the host’s alone', () => {
    const game = new Driver().addPlayers(2);
    game.ok('p1', 'addGameCard', { card: { word: 'One' } });
    expect(game.refused('p2', 'addGameCard', { card: { word: 'Two' } })).toBe('Only the host can add cards');
    expect(game.refused('p2', 'removeGameCard', { cardId: 'game-1' })).toBe('Only the host can remove cards');
  });

  it('only in the lobby', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p1', 'addGameCard', { card: { word: 'One' } });
    game.start();
    expect(game.refused('p1', 'addGameCard', { card: { word: 'Two' } })).toBe(
      'You can only add cards before the game starts',
    );
    expect(game.refused('p1', 'removeGameCard', { cardId: 'game-1' })).toBe(
      'You can only remove cards before the game starts',
    );
  });

  it('join the deck at start', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p1', 'addGameCard', { card: { word: 'Rubber duck', forbidden: ['bath'] } });
    game.ok('p1', 'addGameCard', { card: { word: 'Kettle', forbidden: ['tea'] } });
    game.start();
    expect(game.state.deck).toHaveLength(122);
    expect(
      game.state.deck
        .filter((e) => e.card.category === 'custom')
        .map((e) => e.card.word)
        .sort(),
    ).toEqual(['Kettle', 'Rubber duck']);
  });
});

describe('team choice during a turn in progress', () => {
  it('an unassigned pick waits for the end of the turn, so nobody lands among the guessers of a card they saw', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'startTurn');
    game.ok('p5', 'joinGame', { name: 'Player 5' });
    game.ok('p5', 'updateTeam', { team: 'team 1' });
    expect(teamOf(game, 'p5')).toMatchObject({ team: 'unassigned', pendingTeam: 'team 1' });
    expect(game.state.gameplay.order['team 1']).toEqual(['p1', 'p3']);
    expect(game.view('p5').gameplay.card).toBeNull();
    game.expire();
    game.ok('p2', 'confirmScores');
    expect(teamOf(game, 'p5')).toMatchObject({ team: 'team 1', pendingTeam: null });
    expect(game.state.gameplay.order['team 1']).toEqual(['p1', 'p3', 'p5']);
  });

  it('a watcher who saw the card, left and came back is on their team again, never free to pick the guessers', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p1', 'startTurn');
    game.ok('p2', 'leaveGame');
    game.ok('p2', 'joinGame', { name: 'Player 2' });
    expect(teamOf(game, 'p2')).toMatchObject({ team: 'team 2', pendingTeam: null });
    expect(game.refused('p2', 'updateTeam', { team: 'team 1' })).toBe(
      'Players on a team cannot switch during play; ask the host to move you',
    );
  });

  it('outside a turn in progress the pick is immediate', () => {
    const game = new Driver().addPlayers(4).start();
    game.ok('p5', 'joinGame', { name: 'Player 5' });
    game.ok('p5', 'updateTeam', { team: 'team 2' });
    expect(teamOf(game, 'p5')).toMatchObject({ team: 'team 2', pendingTeam: null });
  });
});

describe('a giver who leaves mid-turn', () => {
  it('keeps their name in the end figures', () => {
    const game = new Driver({ endGameMethod: 'turns', endValue: 1 }).addPlayers(5).start();
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    game.ok('p1', 'leaveGame');
    game.ok('p2', 'confirmScores');
    expect(game.state.gameplay.turns[0]).toMatchObject({ giverId: 'p1', giverName: 'Player 1' });
  });
});
