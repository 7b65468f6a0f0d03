/**
 * Games of three and four teams: teams give in order (team 1, 2, 3, …), the team after the giving
 * team watches, the giver rotates within each team, and a game ending by turns, time or score ends
 * only after a round in which every team has given once. Two-team games stored before the setting
 * existed still load as two teams.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from './create.ts';
import { decide } from './decide.ts';
import { ownMessages } from './messages.ts';
import { parseGameRequest } from './parse.ts';
import { defaultSettings } from './schemas.ts';
import { CODE, Driver } from './testing/driver.ts';
import type { GameState, Half, PlayingTeam } from './types.ts';

/** Who gives and watches each turn as it comes up, for `turns` turns played without cards. */
function turnOrder(game: Driver, turns: number) {
  const seen: { turn: string; giving: PlayingTeam; giver: string; watching: PlayingTeam; watcher: string }[] =
    [];
  for (let i = 0; i < turns && game.state.status === 'active'; i++) {
    const view = game.view('p1').gameplay;
    seen.push({
      turn: `${game.gp.round}-${game.gp.half}`,
      giving: view.givingTeam,
      giver: game.gp.giverId ?? '',
      watching: view.watchingTeam,
      watcher: game.gp.watcherId ?? '',
    });
    game.playTurn([]);
  }
  return seen;
}

/** A turn with `correct` cards marked correct by the giver and `skipped` skipped. */
function play(game: Driver, correct: number, skipped = 0): void {
  game.playTurn([
    ...Array.from({ length: correct }, () => 'correct' as const),
    ...Array.from({ length: skipped }, () => 'skipped' as const),
  ]);
}

describe('turn order and the watching team', () => {
  it('three teams give in order, each watched by the team after it, givers rotating within each team', () => {
    // p1, p4 in team 1; p2, p5 in team 2; p3, p6 in team 3.
    const game = new Driver({ teamCount: 3, endValue: 2 }).addPlayers(6).start();
    expect(game.gp.order).toEqual({ 'team 1': ['p1', 'p4'], 'team 2': ['p2', 'p5'], 'team 3': ['p3', 'p6'] });
    expect(turnOrder(game, 6)).toEqual([
      { turn: '1-top', giving: 'team 1', giver: 'p1', watching: 'team 2', watcher: 'p2' },
      { turn: '1-bottom', giving: 'team 2', giver: 'p2', watching: 'team 3', watcher: 'p3' },
      { turn: '1-third', giving: 'team 3', giver: 'p3', watching: 'team 1', watcher: 'p4' },
      { turn: '2-top', giving: 'team 1', giver: 'p4', watching: 'team 2', watcher: 'p5' },
      { turn: '2-bottom', giving: 'team 2', giver: 'p5', watching: 'team 3', watcher: 'p6' },
      { turn: '2-third', giving: 'team 3', giver: 'p6', watching: 'team 1', watcher: 'p1' },
    ]);
  });

  it('four teams give in order 1, 2, 3, 4, watched by 2, 3, 4, then 1', () => {
    const game = new Driver({ teamCount: 4, endValue: 2 }).addPlayers(8).start();
    const seen = turnOrder(game, 5);
    expect(seen.map((t) => [t.turn, t.giving, t.watching])).toEqual([
      ['1-top', 'team 1', 'team 2'],
      ['1-bottom', 'team 2', 'team 3'],
      ['1-third', 'team 3', 'team 4'],
      ['1-fourth', 'team 4', 'team 1'],
      ['2-top', 'team 1', 'team 2'],
    ]);
    expect(seen.map((t) => t.giver)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(seen.map((t) => t.watcher)).toEqual(['p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('the teams neither giving nor watching wait: they never see the card, cannot buzz or review', () => {
    const game = new Driver({ teamCount: 4 }).addPlayers(8).start();
    game.ok('p1', 'startTurn');
    // Team 1 gives (p1, p5), team 2 watches (p2, p6); teams 3 and 4 wait.
    expect(game.view('p1').you?.role).toBe('giver');
    expect(game.view('p5').you?.role).toBe('guesser');
    expect(game.view('p2').you?.role).toBe('watcher');
    expect(game.view('p6').you?.role).toBe('watching team');
    for (const waiting of ['p3', 'p4', 'p7', 'p8']) {
      const view = game.view(waiting);
      expect(view.you?.role).toBe('waiting team');
      expect(view.gameplay.card).toBeNull();
      expect(view.gameplay.turnCards).toBeNull();
    }
    expect(game.view('p6').gameplay.card).not.toBeNull();
    const index = game.gp.cardIndex;
    expect(
      game.refused('p3', 'updateCardStatus', { index, status: 'buzzed', roundStatus: 'in progress' }),
    ).toBe(ownMessages.watchersOnly);
    game.ok('p6', 'updateCardStatus', { index, status: 'buzzed', roundStatus: 'in progress' });
    game.expire();
    expect(game.view('p3').you?.canReview).toBe(false);
    expect(game.view('p2').you?.canReview).toBe(true);
    // With the watcher offline, the watching team stands in; a waiting team does not.
    game.presence('p2', false);
    expect(game.view('p6').you?.canReview).toBe(true);
    expect(game.view('p3').you?.canReview).toBe(false);
  });
});

describe('scoring with more teams', () => {
  it('correct scores for the giving team, a skip penalises to the watching team only', () => {
    const game = new Driver({ teamCount: 3, skipPenalty: 'full' }).addPlayers(6).start();
    expect(game.gp.score).toEqual({ 'team 1': 0, 'team 2': 0, 'team 3': 0 });
    play(game, 2, 1); // team 1 gives, team 2 watches
    expect(game.gp.score).toEqual({ 'team 1': 2, 'team 2': 1, 'team 3': 0 });
    play(game, 1, 2); // team 2 gives, team 3 watches
    expect(game.gp.score).toEqual({ 'team 1': 2, 'team 2': 2, 'team 3': 2 });
    play(game, 3, 1); // team 3 gives, team 1 watches
    expect(game.gp.score).toEqual({ 'team 1': 3, 'team 2': 2, 'team 3': 5 });
  });
});

describe('the start with more teams', () => {
  const lobby = (teamCount: number, teams: string[]) => {
    const game = new Driver({ teamCount }).addPlayers(teams.length, false);
    teams.forEach((team, i) => {
      game.ok(`p${i + 1}`, 'updateTeam', { team });
    });
    return game;
  };

  it('needs two players on each team: 6 for three teams, 8 for four', () => {
    expect(
      lobby(3, ['team 1', 'team 2', 'team 3', 'team 1', 'team 2']).refused('p1', 'updateGameStatus', {
        status: 'active',
      }),
    ).toBe(ownMessages.notEnoughPlayers(6));
    expect(
      lobby(4, ['team 1', 'team 2', 'team 3', 'team 4', 'team 1', 'team 2', 'team 3']).view('p1')
        .startProblems[0],
    ).toBe(ownMessages.notEnoughPlayers(8));
    lobby(3, ['team 1', 'team 2', 'team 3', 'team 1', 'team 2', 'team 3']).start();
  });

  it('team sizes may differ by at most one, between any two teams', () => {
    const uneven = lobby(3, ['team 1', 'team 1', 'team 2', 'team 2', 'team 1', 'team 3']);
    expect(uneven.refused('p1', 'updateGameStatus', { status: 'active' })).toBe(ownMessages.teamsUneven);
    const empty = lobby(3, ['team 1', 'team 1', 'team 2', 'team 2', 'team 1', 'team 2']);
    expect(empty.view('p1').startProblems).toEqual([ownMessages.teamsUneven]);
    lobby(3, ['team 1', 'team 2', 'team 3', 'team 1', 'team 2', 'team 3', 'team 1']).start();
  });

  it('a team the game does not have cannot be joined or moved to', () => {
    const two = new Driver().addPlayers(2, false);
    expect(two.refused('p2', 'updateTeam', { team: 'team 3' })).toBe(ownMessages.noSuchTeam(2));
    expect(two.refused('p1', 'movePlayer', { playerId: 'p2', team: 'team 4' })).toBe(
      ownMessages.noSuchTeam(2),
    );
    const three = new Driver({ teamCount: 3 }).addPlayers(2, false);
    three.ok('p2', 'updateTeam', { team: 'team 3' });
    expect(three.refused('p2', 'updateTeam', { team: 'team 4' })).toBe(ownMessages.noSuchTeam(3));
  });

  it('Shuffle teams deals everyone into all the teams evenly', () => {
    for (const [teamCount, players] of [
      [3, 7],
      [4, 8],
      [4, 9],
    ] as const) {
      const game = new Driver({ teamCount }).addPlayers(players, false);
      game.ok('p1', 'shuffleTeams');
      const sizes = ['team 1', 'team 2', 'team 3', 'team 4']
        .slice(0, teamCount)
        .map((t) => game.state.players.filter((p) => p.team === t).length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(sizes.reduce((a, b) => a + b)).toBe(players);
      expect(game.view('p1').startProblems).toEqual([]);
    }
  });
});

/** How many turns each team has given. */
function turnsPerTeam(state: GameState): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of state.gameplay.turns) counts[t.givingTeam] = (counts[t.givingTeam] ?? 0) + 1;
  return counts;
}

describe('the end: every team has had as many turns', () => {
  it('by turns: ends after the round in which the last player has given their turns', () => {
    // Teams of 3, 2 and 2: team 1 needs three rounds for each of its players to give once.
    const game = new Driver({ teamCount: 3, endGameMethod: 'turns', endValue: 1 }).addPlayers(7).start();
    for (let i = 0; i < 8; i++) game.playTurn([]);
    expect(game.state.status).toBe('active');
    game.playTurn(['correct']); // 3-third
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.reason).toBe('turns');
    expect(turnsPerTeam(game.state)).toEqual({ 'team 1': 3, 'team 2': 3, 'team 3': 3 });
    expect(game.state.result?.winner).toBe('team 3');
  });

  it('by time: the minutes passing mid-round end the game only after the round’s last team', () => {
    const game = new Driver({ teamCount: 4, endGameMethod: 'time', endValue: 10 }).addPlayers(8).start();
    const started = game.gp.startedAt as number;
    game.playTurn([]); // 1-top
    game.now = started + 11 * 60_000;
    game.playTurn([]); // 1-bottom
    game.playTurn([]); // 1-third
    expect(game.state.status).toBe('active');
    expect(game.gp.half).toBe('fourth');
    game.playTurn([]); // 1-fourth
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.reason).toBe('time');
    expect(turnsPerTeam(game.state)).toEqual({ 'team 1': 1, 'team 2': 1, 'team 3': 1, 'team 4': 1 });
  });

  it('by score: a team reaching the target early waits for the round to finish, then the leader wins', () => {
    const game = new Driver({ teamCount: 3, endGameMethod: 'score', endValue: 10 }).addPlayers(6).start();
    play(game, 10); // 1-top: team 1 reaches 10
    expect(game.state.status).toBe('active');
    play(game, 11); // 1-bottom: team 2 passes it
    expect(game.state.status).toBe('active');
    play(game, 2); // 1-third
    expect(game.state.status).toBe('finished');
    expect(game.state.result).toMatchObject({
      reason: 'score',
      winner: 'team 2',
      score: { 'team 1': 10, 'team 2': 11, 'team 3': 2 },
    });
    expect(turnsPerTeam(game.state)).toEqual({ 'team 1': 1, 'team 2': 1, 'team 3': 1 });
  });

  it('by score: a tie between the leading teams plays on; a tie below the leader does not', () => {
    const game = new Driver({ teamCount: 3, endGameMethod: 'score', endValue: 10 }).addPlayers(6).start();
    play(game, 10);
    play(game, 10);
    play(game, 3);
    expect(game.state.status).toBe('active'); // teams 1 and 2 lead with 10 each
    expect(game.gp.round).toBe(2);
    play(game, 1); // team 1 leads alone with 11
    play(game, 0);
    expect(game.state.status).toBe('active');
    play(game, 0); // 2-third: team 2 and 3 are behind, tied or not
    expect(game.state.result).toMatchObject({ reason: 'score', winner: 'team 1' });
  });

  it('a team with nobody left ends the game at once', () => {
    const game = new Driver({ teamCount: 3 }).addPlayers(6).start();
    game.ok('p1', 'removePlayer', { playerId: 'p3' });
    expect(game.state.status).toBe('active');
    game.ok('p1', 'removePlayer', { playerId: 'p6' });
    expect(game.state.status).toBe('finished');
    expect(game.state.result?.reason).toBe('empty team');
    expect(game.state.result?.rosters).toEqual({
      'team 1': [
        { playerId: 'p1', name: 'Player 1' },
        { playerId: 'p4', name: 'Player 4' },
      ],
      'team 2': [
        { playerId: 'p2', name: 'Player 2' },
        { playerId: 'p5', name: 'Player 5' },
      ],
      'team 3': [],
    });
  });

  it('the end figures have every team', () => {
    const game = new Driver({ teamCount: 3, endGameMethod: 'turns', endValue: 1 }).addPlayers(6).start();
    for (let i = 0; i < 6; i++) play(game, i % 3);
    expect(game.state.status).toBe('finished');
    const highlights = game.view('p1').highlights;
    expect(Object.keys(highlights?.teams ?? {})).toEqual(['team 1', 'team 2', 'team 3']);
    expect(highlights?.teams['team 3']).toMatchObject({ turns: 2, correct: 4 });
    expect(highlights?.bestTurn).toMatchObject({ half: 'third', team: 'team 3', correct: 2 });
  });
});

describe('two-team games as they were', () => {
  it('a two-team game keeps two teams in every per-team record', () => {
    const game = new Driver().addPlayers(4).start();
    game.playTurn(['correct']);
    expect(Object.keys(game.gp.score)).toEqual(['team 1', 'team 2']);
    expect(Object.keys(game.gp.order)).toEqual(['team 1', 'team 2']);
    expect(game.gp.half).toBe('bottom');
  });

  it('a game stored before the number of teams was kept plays as two teams', () => {
    const { teamCount: _, ...before } = defaultSettings;
    const stored: GameState = JSON.parse(
      JSON.stringify(
        createGame({ gamecode: CODE, hostId: 'p1', hostName: 'Player 1', settings: before, now: 1 }),
      ),
    );
    expect(stored.settings).not.toHaveProperty('teamCount');
    const game = new Driver();
    game.state = stored;
    game.addPlayers(4).start();
    const halves: Half[] = [];
    for (let i = 0; i < 3; i++) {
      halves.push(game.gp.half);
      game.playTurn(['correct']);
    }
    expect(halves).toEqual(['top', 'bottom', 'top']);
    expect(game.gp.score).toEqual({ 'team 1': 2, 'team 2': 1 });
    expect(game.view('p1').settings).not.toHaveProperty('teamCount');
    const parsed = parseGameRequest('updateTeam', { gamecode: CODE, team: 'team 3' });
    if (!parsed.ok) throw new Error(parsed.message);
    const outcome = decide(game.state, parsed.value, 'p1', game.ctx());
    expect(outcome).toMatchObject({ kind: 'refused', message: ownMessages.noSuchTeam(2) });
  });
});
