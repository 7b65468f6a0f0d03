import {
  CATEGORIES,
  type Card,
  createGame,
  type DecideContext,
  type DecidedType,
  decide,
  defaultSettings,
  type GameRequest,
  type GameState,
  type GameView,
  type Parsed,
  parseGameRequest,
  parseSystemRequest,
  type Settings,
  SYSTEM,
  viewFor,
} from '@unsayable/rules';

const CODE = 'ABCDEF';
const NOW = 1_700_000_000_000;

/** Twenty-four made-up cards in every category: enough to start a game in any of them. */
const catalogue: Card[] = CATEGORIES.flatMap((category, c) =>
  Array.from({ length: 24 }, (_, i) => ({
    id: `c-${c}-${i}`,
    word: `word-${c}-${i}`,
    forbidden: [1, 2, 3, 4, 5].map((f) => `taboo-${c}-${i}-${f}`),
    category,
    difficulty: 'easy',
  })),
);

/**
 * A game driven through the rules exactly as the server drives it (parse, decide), so the views
 * screens are tested with are the views players get: a guesser's has no card because the rules
 * leave it out, not because a test did.
 */
export class TestGame {
  state: GameState;
  now = NOW;
  private seed = 1;

  constructor(gamecode = CODE, settings: Partial<Settings> = {}) {
    this.state = createGame({
      gamecode,
      hostId: 'ada',
      hostName: 'Ada',
      settings: { ...defaultSettings, ...settings },
      now: NOW,
    });
  }

  /** Sends a request as `actor`; it must be accepted. `extra`: what the server would read for it. */
  send(
    actor: string,
    type: DecidedType,
    payload: Record<string, unknown> = {},
    extra: Partial<DecideContext> = {},
  ): this {
    return this.decide(actor, parseGameRequest(type, { gamecode: this.state.gamecode, ...payload }), extra);
  }

  /** The turn's time runs out: the server ends it. */
  expireTurn(): this {
    this.now = (this.state.gameplay.turnEndsAt ?? this.now) + 1;
    return this.decide(SYSTEM, parseSystemRequest('expireTurn', { gamecode: this.state.gamecode }));
  }

  private decide(actor: string, parsed: Parsed<GameRequest>, extra: Partial<DecideContext> = {}): this {
    if (!parsed.ok) throw new Error(parsed.message);
    this.seed += 1;
    const outcome = decide(this.state, parsed.value, actor, {
      now: this.now,
      seed: this.seed,
      catalogue,
      ...extra,
    });
    if (outcome.kind !== 'accepted') throw new Error(`${parsed.value.type} by ${actor}: ${outcome.kind}`);
    this.state = outcome.state;
    return this;
  }

  view(playerId: string): GameView {
    return viewFor(this.state, playerId);
  }

  /** Ada (host), Ben, Cy and Dee in the lobby; Ada and Ben in Team 1, Cy and Dee in Team 2. */
  static lobbyOfFour(gamecode = CODE): TestGame {
    const game = new TestGame(gamecode);
    for (const [id, name] of [
      ['ben', 'Ben'],
      ['cy', 'Cy'],
      ['dee', 'Dee'],
    ]) {
      game.send(id ?? '', 'joinGame', { name });
    }
    game.send('ada', 'updateTeam', { team: 'team 1' });
    game.send('ben', 'updateTeam', { team: 'team 1' });
    game.send('cy', 'updateTeam', { team: 'team 2' });
    game.send('dee', 'updateTeam', { team: 'team 2' });
    return game;
  }

  /** The same four, the game started: preround of round 1, Team 1 gives. */
  /**
   * Three teams of two, started: Ada (host) and Dee in Team 1, Ben and Eve in Team 2, Cy and Fay in
   * Team 3.
   */
  static startedOfThreeTeams(gamecode = CODE): TestGame {
    const game = new TestGame(gamecode, { teamCount: 3 });
    for (const [id, name] of [
      ['ben', 'Ben'],
      ['cy', 'Cy'],
      ['dee', 'Dee'],
      ['eve', 'Eve'],
      ['fay', 'Fay'],
    ] as const) {
      game.send(id, 'joinGame', { name });
    }
    ['ada', 'ben', 'cy', 'dee', 'eve', 'fay'].forEach((id, i) => {
      game.send(id, 'updateTeam', { team: `team ${(i % 3) + 1}` });
    });
    return game.send('ada', 'updateGameStatus', { status: 'active' });
  }

  static started(gamecode = CODE): TestGame {
    return TestGame.lobbyOfFour(gamecode).send('ada', 'updateGameStatus', { status: 'active' });
  }

  /** Who has which role in the turn about to be played or being played. */
  roles(): { giver: string; guesser: string; watcher: string; watchingTeam: string } {
    const ids = this.state.players.map((p) => p.playerId);
    const find = (role: string) => {
      const id = ids.find((playerId) => this.view(playerId).you?.role === role);
      if (!id) throw new Error(`nobody is ${role}`);
      return id;
    };
    return {
      giver: find('giver'),
      guesser: find('guesser'),
      watcher: find('watcher'),
      watchingTeam: find('watching team'),
    };
  }
}

/** The lobby view of the game's host just after Create, for tests that need any view. */
export function lobbyView({
  gamecode = CODE,
  version,
}: {
  gamecode?: string;
  version?: number;
} = {}): GameView {
  const view = new TestGame(gamecode).view('ada');
  return version === undefined ? view : { ...view, version };
}
