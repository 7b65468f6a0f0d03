import fc from 'fast-check';
import {
  ENGLISH_CATEGORIES as CATEGORIES,
  REVIEW_SECONDS,
  ROUND_STATUSES,
  TEAMS,
  TURN_SECONDS,
} from '../constants.ts';
import { SYSTEM } from '../outcome.ts';
import type { GameRequestType, SystemRequestType } from '../protocol.ts';
import { givingTeam, watchingTeam } from '../roles.ts';
import { settingsSchema } from '../schemas.ts';
import type { Card, GameState, Settings, Team } from '../types.ts';

/**
 * Generators for the property tests. A generated game is a `Scenario`: settings, a catalogue, the
 * players who set it up, and two lists of abstract `Step`s (lobby, then play). A step holds only
 * raw choices (which kind of request, whose, which index…); `resolveStep` turns it into a concrete
 * request against the state of the moment, so steps stay meaningful while the game changes and
 * fast-check can shrink a failing list by dropping steps.
 */

// ---------------------------------------------------------------------------------------------
// Card texts: fixed width and distinctive, so looking for one in a view's JSON is a sound test.

const pad = (n: number) => String(n).padStart(4, '0');
/** Target word of catalogue card `n`. */
export const targetWord = (n: number) => `Tgt${pad(n)}x`;
/** Forbidden word `f` (1–5) of catalogue card `n`. */
export const forbiddenWord = (n: number, f: number) => `Fbd${pad(n)}v${f}x`;
/** Texts of the host's own game card `n`. */
export const gameCardWord = (n: number) => `Gct${pad(n)}x`;
export const gameCardForbidden = (n: number, f: number) => `Gcf${pad(n)}v${f}x`;
/** Every card text above, and nothing else a view can hold (names, codes, messages never match). */
export const CARD_TEXT = /(?:Tgt|Gct)\d{4}x|(?:Fbd|Gcf)\d{4}v\dx/g;

/** A catalogue of `size` cards spread over every category, every text unique and distinctive. */
export function secretCatalogue(size: number): Card[] {
  return Array.from({ length: size }, (_, n) => ({
    id: `s-${n}`,
    word: targetWord(n),
    forbidden: [1, 2, 3, 4, 5].map((f) => forbiddenWord(n, f)),
    category: CATEGORIES[n % CATEGORIES.length] as Card['category'],
    difficulty: 'easy' as const,
  }));
}

// ---------------------------------------------------------------------------------------------
// Scenarios.

export type Who = 'natural' | 'anyone' | 'outsider' | 'system';
/**
 * `progress` is whatever moves the turn on now: start it, press a card, let time run out, confirm.
 * `comeback` is the latest leaver returning under the same id (the server keeps one id per browser):
 * first they join again, then they pick the team they were on (in the lobby, or when they came back
 * unassigned) or, back on it, try to pick another. `bounce` is someone (often the giver) leaving
 * and coming straight back that way, all within the turn.
 */
export type StepKind = GameRequestType | SystemRequestType | 'garbage' | 'progress' | 'comeback' | 'bounce';

export interface Step {
  kind: StepKind;
  /** `natural`: whoever would normally send it (the giver for Correct…); otherwise someone else. */
  who: Who;
  pick: number;
  pick2: number;
  /** 0–9: which variant of the payload; low values are the well-formed, likely useful ones. */
  variant: number;
  /** Milliseconds the clock moves forward before the request. */
  ms: number;
}

export interface Scenario {
  settings: Settings;
  catalogueSize: number;
  /** Players at creation, the host included. */
  players: number;
  /** How teams are chosen in the lobby. */
  teams: 'self' | 'shuffle' | 'alternate';
  lobby: Step[];
  steps: Step[];
  /** Per turn of the closing drive (property 6): how many cards the giver plays, and how. */
  closing: number[];
}

type Weights = Partial<Record<StepKind, number>>;

/** Play weights: the turn's own steps are frequent, so a game moves on through many turns. */
export const PLAY_WEIGHTS: Weights = {
  progress: 150,
  startTurn: 5,
  updateCardStatus: 15,
  undoCardStatus: 4,
  markBuzzedWord: 3,
  contestCard: 2,
  stopReviewCountdown: 1,
  pauseTurn: 3,
  resumeTurn: 3,
  expireTurn: 5,
  confirmScores: 5,
  updateRoundStatus: 3,
  skipTurn: 3,
  setPresence: 6,
  joinGame: 3,
  updateTeam: 4,
  updatePlayer: 2,
  updateGameStatus: 1,
  movePlayer: 3,
  removePlayer: 1,
  readmitPlayer: 1,
  leaveGame: 2,
  comeback: 3,
  bounce: 2,
  shuffleTeams: 1,
  addGameCard: 1,
  removeGameCard: 1,
  updateSettings: 1,
  renameTeam: 1,
  playAgain: 1,
  garbage: 2,
};

/** Lobby weights: joining, teams, names and the host's cards, with a little of everything else. */
export const LOBBY_WEIGHTS: Weights = {
  joinGame: 6,
  updateTeam: 6,
  updatePlayer: 2,
  movePlayer: 3,
  shuffleTeams: 2,
  addGameCard: 3,
  removeGameCard: 2,
  updateSettings: 2,
  renameTeam: 2,
  leaveGame: 1,
  removePlayer: 1,
  readmitPlayer: 1,
  setPresence: 2,
  updateGameStatus: 1,
  startTurn: 1,
  updateCardStatus: 1,
  confirmScores: 1,
  expireTurn: 1,
  garbage: 2,
};

/** Mostly no time or a few seconds; now and then long enough to end a turn, rarely many minutes. */
const msArb = fc.oneof(
  { weight: 600, arbitrary: fc.constant(0) },
  { weight: 300, arbitrary: fc.integer({ min: 0, max: 10_000 }) },
  { weight: 20, arbitrary: fc.integer({ min: 10_000, max: 120_000 }) },
  { weight: 3, arbitrary: fc.integer({ min: 120_000, max: 20 * 60_000 }) },
);

export function stepArb(weights: Weights): fc.Arbitrary<Step> {
  const kinds = Object.entries(weights).map(([kind, weight]) => ({
    weight: weight ?? 1,
    arbitrary: fc.constant(kind as StepKind),
  }));
  return fc.record({
    kind: fc.oneof(...kinds),
    who: fc.oneof(
      { weight: 15, arbitrary: fc.constant<Who>('natural') },
      { weight: 3, arbitrary: fc.constant<Who>('anyone') },
      { weight: 1, arbitrary: fc.constant<Who>('outsider') },
      { weight: 1, arbitrary: fc.constant<Who>('system') },
    ),
    pick: fc.nat({ max: 0xffff }),
    pick2: fc.nat({ max: 0xffff }),
    variant: fc.nat({ max: 9 }),
    ms: msArb,
  });
}

export const settingsArb = (methods: Settings['endGameMethod'][] = ['turns', 'time', 'score']) =>
  fc
    .record({
      // Mostly turns, whose games run longest; time and score end games in their own ways.
      endGameMethod: fc.oneof(
        ...methods.map((m) => ({ weight: m === 'turns' ? 3 : 1, arbitrary: fc.constant(m) })),
      ),
      turns: fc.integer({ min: 1, max: 5 }),
      minutes: fc.integer({ min: 10, max: 30 }),
      target: fc.integer({ min: 10, max: 20 }),
      turnSeconds: fc.integer({ min: 0, max: (TURN_SECONDS.max - TURN_SECONDS.min) / TURN_SECONDS.step }),
      skipPenalty: fc.constantFrom('none' as const, 'half' as const, 'full' as const),
      buzzedCardsScoreForWatchers: fc.boolean(),
      reviewSeconds: fc.constantFrom(...REVIEW_SECONDS),
      // Mostly two teams, as most games are; three and four now and then.
      teamCount: fc.oneof({ weight: 4, arbitrary: fc.constant(2) }, fc.constant(3), fc.constant(4)),
    })
    .map(
      (s): Settings =>
        settingsSchema.parse({
          endGameMethod: s.endGameMethod,
          endValue: { turns: s.turns, time: s.minutes, score: s.target }[s.endGameMethod],
          turnSeconds: TURN_SECONDS.min + s.turnSeconds * TURN_SECONDS.step,
          skipPenalty: s.skipPenalty,
          buzzedCardsScoreForWatchers: s.buzzedCardsScoreForWatchers,
          reviewSeconds: s.reviewSeconds,
          teamCount: s.teamCount,
        }),
    );

export interface ScenarioOptions {
  methods?: Settings['endGameMethod'][];
  maxLobby?: number;
  maxSteps?: number;
}

export function scenarioArb(options: ScenarioOptions = {}): fc.Arbitrary<Scenario> {
  const { methods, maxLobby = 20, maxSteps = 300 } = options;
  return settingsArb(methods).chain((settings) =>
    fc.record({
      settings: fc.constant(settings),
      // A small deck (at least the 20 a start needs) runs dry and reshuffles; a large one does not.
      catalogueSize: fc.oneof(fc.integer({ min: 20, max: 30 }), fc.integer({ min: 31, max: 60 })),
      // Enough for two on every team.
      players: fc.integer({ min: 2 * (settings.teamCount ?? 2), max: 10 }),
      teams: fc.constantFrom('self' as const, 'shuffle' as const, 'alternate' as const),
      lobby: fc.array(stepArb(LOBBY_WEIGHTS), { maxLength: maxLobby, size: 'max' }),
      steps: fc.array(stepArb(PLAY_WEIGHTS), { maxLength: maxSteps, size: 'max' }),
      closing: fc.array(fc.nat({ max: 63 }), { minLength: 1, maxLength: 8 }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Turning a step into a request.

/** Counters that outlive single steps: fresh ids and names, and who has ever been in the game. */
export class World {
  private nextPlayer = 1;
  private nextName = 1;
  private nextCard = 1;
  /** Every id that has ever joined (so a leaver can come back with the same id). */
  readonly known: string[] = [];
  /** Players who left or were removed, latest last, with the team they were on. */
  readonly departures: { playerId: string; team: Team }[] = [];
  private present = new Map<string, Team>();

  /** Notes who has gone since the last look (the server keeps a browser's id: they may return). */
  observe(state: GameState): void {
    const now = new Map(state.players.map((p) => [p.playerId, p.team] as [string, Team]));
    for (const [playerId, team] of this.present) {
      if (!now.has(playerId)) this.departures.push({ playerId, team });
    }
    this.present = now;
  }

  freshId(): string {
    const id = `p${this.nextPlayer++}`;
    this.known.push(id);
    return id;
  }
  freshName(prefix = 'Player'): string {
    return `${prefix} ${this.nextName++}`;
  }
  freshCard(forbidden: number) {
    const n = this.nextCard++;
    return {
      word: gameCardWord(n),
      forbidden: Array.from({ length: forbidden }, (_, f) => gameCardForbidden(n, f + 1)),
    };
  }
}

export interface Planned {
  actor: string;
  /** Parse with parseSystemRequest (the server's own requests) rather than parseGameRequest. */
  system: boolean;
  type: string;
  payload: unknown;
  /** The payload is malformed on purpose: parsing must fail. */
  malformed: boolean;
  /** Milliseconds to move the clock forward first (never negative). */
  ms: number;
  /** Steps to run straight after this one. */
  followUps?: Step[];
}

const at = <T>(list: readonly T[], n: number): T | undefined =>
  list.length > 0 ? list[n % list.length] : undefined;

/** Who reviews now, as the rules mean it: the watcher if online, else the host. */
function reviewer(state: GameState): string | undefined {
  const gp = state.gameplay;
  const watcher = state.players.find((p) => p.playerId === gp.watcherId);
  if (watcher?.online) return watcher.playerId;
  return state.players.find((p) => p.host)?.playerId;
}

const hostOf = (state: GameState) => state.players.find((p) => p.host)?.playerId;

/** The natural next move of the turn, by its natural sender, a few seconds later. */
function progressStep(step: Step, state: GameState): Step {
  const gp = state.gameplay;
  const next = (kind: StepKind, variant = 0): Step => ({
    ...step,
    kind,
    variant,
    who: 'natural',
    ms: step.ms % 5_000,
  });
  if (state.status === 'new') return next('updateGameStatus');
  if (gp.roundStatus === 'preround') return step.variant < 8 ? next('startTurn') : next('skipTurn');
  if (gp.roundStatus === 'in progress') {
    return step.variant < 8 ? next('updateCardStatus', step.variant % 6) : next('expireTurn');
  }
  return step.variant < 5 ? next('confirmScores') : next('updateCardStatus', step.variant);
}

function comeback(step: Step, state: GameState, world: World, now: number): Planned {
  const last = world.departures.at(-1);
  const back = last && state.players.find((p) => p.playerId === last.playerId);
  const plan = (type: string, payload: Record<string, unknown>): Planned => ({
    actor: last?.playerId ?? 'stranger',
    system: false,
    type,
    payload: { gamecode: state.gamecode, ...payload },
    malformed: false,
    ms: step.ms % 5_000,
  });
  if (last && !back) return plan('joinGame', { name: world.freshName('Back') });
  if (last && back?.team === 'unassigned' && last.team !== 'unassigned') {
    return plan('updateTeam', { team: last.team });
  }
  // Back on their team during play: the switch that leaving and joining again used to allow.
  if (last && back && back.team !== 'unassigned' && state.status === 'active') {
    const teams = TEAMS.slice(0, state.settings.teamCount ?? 2).filter((t) => t !== back.team);
    return plan('updateTeam', { team: at(teams, step.pick) ?? 'team 1' });
  }
  return resolveStep({ ...step, kind: 'leaveGame', variant: 0 }, state, world, now);
}

/** Malformed requests of every kind; each must fail to parse. */
function garbage(step: Step, gamecode: string): { type: string; payload: unknown } {
  const options: { type: string; payload: unknown }[] = [
    { type: 'hackGame', payload: { gamecode } },
    { type: 'updateCardStatus', payload: { gamecode, status: 'correct', roundStatus: 'in progress' } },
    {
      type: 'updateCardStatus',
      payload: { gamecode, index: -1, status: 'correct', roundStatus: 'postround' },
    },
    { type: 'updateCardStatus', payload: { gamecode, index: 0, status: 'won', roundStatus: 'in progress' } },
    {
      type: 'updateCardStatus',
      payload: { gamecode, index: 1.5, status: 'skipped', roundStatus: 'postround' },
    },
    { type: 'updateTeam', payload: { gamecode, team: 'team 5' } },
    { type: 'joinGame', payload: { gamecode, name: '   ' } },
    { type: 'joinGame', payload: { gamecode, name: 'x'.repeat(26) } },
    { type: 'updateGameStatus', payload: { gamecode, status: 'paused' } },
    { type: 'updateRoundStatus', payload: { gamecode, roundStatus: 'halftime' } },
    { type: 'movePlayer', payload: { gamecode, playerId: '', team: 'team 1' } },
    { type: 'startTurn', payload: { gamecode: 'O0O0O0' } },
    { type: 'confirmScores', payload: {} },
    { type: 'expireTurn', payload: { gamecode } },
    {
      type: 'addGameCard',
      payload: { gamecode, card: { word: 'w', forbidden: ['a', 'b', 'c', 'd', 'e', 'f'] } },
    },
    { type: 'removeGameCard', payload: { gamecode, cardId: '' } },
  ];
  return options[(step.pick + step.variant) % options.length] as { type: string; payload: unknown };
}

/**
 * The concrete request a step stands for in `state`. Most steps are what a real player would send
 * (the giver's Correct on the card on screen, the watcher's confirm…); the `who` and `variant`
 * choices turn some into the wrong player, the wrong card, the wrong round status or a bad payload.
 */
export function resolveStep(step: Step, state: GameState, world: World, now: number): Planned {
  world.observe(state);
  if (step.kind === 'progress') return resolveStep(progressStep(step, state), state, world, now);
  if (step.kind === 'comeback') return comeback(step, state, world, now);
  if (step.kind === 'bounce') {
    const back: Step = { ...step, kind: 'comeback', ms: 0 };
    return { ...resolveStep({ ...step, kind: 'leaveGame' }, state, world, now), followUps: [back, back] };
  }
  const gamecode = state.gamecode;
  const gp = state.gameplay;
  const ids = state.players.map((p) => p.playerId);
  const anyone = at(ids, step.pick) ?? world.freshId();
  const host = hostOf(state) ?? anyone;
  const outsider = () => {
    const gone = world.known.filter((id) => !ids.includes(id));
    return at(gone, step.pick) ?? 'stranger';
  };
  let ms = step.ms;
  let natural = anyone;
  let type: string = step.kind;
  let payload: Record<string, unknown> = { gamecode };
  let system = false;
  const malformed = false;
  const watchingMembers = state.players
    .filter((p) => p.team === watchingTeam(gp.half, state.settings.teamCount ?? 2))
    .map((p) => p.playerId);

  switch (step.kind) {
    case 'joinGame': {
      // Now and then someone who left comes back under the same id (a reused anonymous session).
      const gone = world.known.filter((id) => !ids.includes(id));
      natural = step.variant >= 8 ? (at(gone, step.pick) ?? world.freshId()) : world.freshId();
      const taken = at(state.players, step.pick2);
      payload.name =
        step.variant === 8 && taken
          ? taken.name.toLocaleUpperCase()
          : world.freshName(step.variant < 5 ? 'Player' : 'Late');
      break;
    }
    case 'updateTeam': {
      const unassigned = state.players.filter((p) => p.team === 'unassigned').map((p) => p.playerId);
      natural = at(unassigned, step.pick) ?? anyone;
      // Now and then a team the game may not have (refused: the game has only so many teams).
      const teams = step.variant === 7 ? TEAMS.length : (state.settings.teamCount ?? 2);
      payload.team = step.variant < 8 ? (TEAMS[step.pick2 % teams] as string) : 'unassigned';
      break;
    }
    case 'updatePlayer': {
      const other = at(state.players, step.pick2);
      payload.name = step.variant < 3 && other ? other.name.toLocaleLowerCase() : world.freshName('Renamed');
      break;
    }
    case 'updateGameStatus':
      natural = host;
      payload.status =
        state.status === 'new'
          ? step.variant < 7
            ? 'active'
            : 'finished'
          : step.variant === 0
            ? 'finished'
            : step.variant < 5
              ? 'active'
              : 'new';
      break;
    case 'updateRoundStatus': {
      const next = { preround: 'in progress', 'in progress': 'postround', postround: 'preround' } as const;
      natural = gp.roundStatus === 'preround' ? (gp.giverId ?? anyone) : (reviewer(state) ?? anyone);
      payload.roundStatus =
        step.variant < 6
          ? next[gp.roundStatus]
          : (ROUND_STATUSES[step.pick2 % ROUND_STATUSES.length] as string);
      break;
    }
    case 'startTurn':
      natural = gp.giverId ?? anyone;
      break;
    case 'updateCardStatus': {
      const statuses = ['correct', 'skipped', 'buzzed'] as const;
      const status = statuses[step.pick2 % 3] as (typeof statuses)[number];
      const turnCard = at(gp.turnCards, step.pick)?.index;
      let index: number;
      if (gp.roundStatus === 'postround') {
        natural = reviewer(state) ?? anyone;
        index = step.variant < 8 ? (turnCard ?? 0) : step.pick % (state.deck.length + 3);
      } else {
        const watcher = step.variant % 2 === 0 ? gp.watcherId : at(watchingMembers, step.pick);
        natural = status === 'buzzed' ? (watcher ?? anyone) : (gp.giverId ?? anyone);
        index =
          step.variant < 7
            ? (gp.cardIndex ?? turnCard ?? 0)
            : step.variant === 7
              ? (turnCard ?? 0)
              : step.pick % (state.deck.length + 3);
      }
      const roundStatus =
        step.variant === 9 || step.variant === 6
          ? (ROUND_STATUSES[step.pick % ROUND_STATUSES.length] as string)
          : gp.roundStatus;
      payload = { gamecode, index, status, roundStatus };
      break;
    }
    case 'markBuzzedWord': {
      // Usually a watcher's mark of a buzzed card of the turn, with one of its forbidden words.
      const watcher = step.variant % 2 === 0 ? gp.watcherId : at(watchingMembers, step.pick);
      natural = watcher ?? anyone;
      const buzzed = gp.turnCards.filter((t) => state.deck[t.index]?.status === 'buzzed');
      const index =
        step.variant < 8 ? (at(buzzed, step.pick)?.index ?? 0) : step.pick % (state.deck.length + 3);
      const forbidden = state.deck[index]?.card.forbidden ?? [];
      payload.index = index;
      payload.word = at(forbidden, step.pick2) ?? 'nothing';
      break;
    }
    case 'contestCard': {
      // Usually a player of the giving team on a card of the turn; now and then any card.
      const givers = state.players.filter((p) => p.team === givingTeam(gp.half)).map((p) => p.playerId);
      natural = at(givers, step.pick) ?? anyone;
      payload.index =
        step.variant < 8 ? (at(gp.turnCards, step.pick2)?.index ?? 0) : step.pick % (state.deck.length + 3);
      payload.contest = step.variant % 3 !== 2;
      break;
    }
    case 'stopReviewCountdown':
      natural = host;
      break;
    case 'undoCardStatus': {
      // Usually the giver's Undo of their last mark, a moment after it; now and then another card.
      natural = gp.giverId ?? anyone;
      const last = gp.lastMark?.index ?? at(gp.turnCards, step.pick)?.index;
      payload.index = step.variant < 7 ? (last ?? 0) : step.pick % (state.deck.length + 3);
      ms = ms % 5_000;
      break;
    }
    case 'pauseTurn':
    case 'resumeTurn':
      natural = host;
      break;
    case 'confirmScores':
      natural = reviewer(state) ?? anyone;
      break;
    case 'skipTurn':
      natural = host;
      break;
    case 'movePlayer':
      natural = host;
      payload.playerId = step.variant === 9 ? outsider() : anyone;
      payload.team = [...TEAMS.slice(0, state.settings.teamCount ?? 2), 'unassigned'][
        step.pick2 % ((state.settings.teamCount ?? 2) + 1)
      ];
      break;
    case 'removePlayer':
      natural = host;
      payload.playerId = step.variant === 9 ? outsider() : step.variant === 8 ? host : anyone;
      break;
    case 'readmitPlayer': {
      // Mostly someone the host removed; now and then a player who never was, or an outsider.
      natural = host;
      const removed = at(state.removed ?? [], step.pick)?.playerId;
      payload.playerId =
        step.variant < 7 ? (removed ?? outsider()) : step.variant === 9 ? outsider() : anyone;
      break;
    }
    case 'shuffleTeams':
    case 'playAgain':
      natural = host;
      break;
    case 'addGameCard':
      natural = host;
      payload.card = world.freshCard(step.pick2 % 6);
      break;
    case 'removeGameCard': {
      natural = host;
      const card = at(state.gameCards, step.pick2);
      payload.cardId = step.variant < 7 && card ? card.id : `game-${step.pick2 % 20}`;
      break;
    }
    case 'updateSettings': {
      // The host's new settings: other seconds, another end, now and then more or fewer teams.
      natural = host;
      const { teamNames: _names, ...settings } = state.settings;
      payload.settings = {
        ...settings,
        turnSeconds: 30 + 15 * (step.pick % 11),
        ...(step.variant < 6 ? {} : { teamCount: 2 + (step.pick2 % 3) }),
      };
      break;
    }
    case 'renameTeam':
      natural = host;
      payload.team = TEAMS[step.pick2 % TEAMS.length];
      payload.name = ['Reds', 'Blues', 'REDS', 'Team 2'][step.pick % 4];
      payload.emoji = '🦊';
      break;
    case 'leaveGame':
      // Often the giver, whose leaving ends the turn at once.
      if (step.variant < 5) natural = gp.giverId ?? anyone;
      break;
    case 'setPresence':
      natural = SYSTEM;
      system = true;
      payload.playerId = step.variant === 9 ? outsider() : anyone;
      payload.online = step.pick2 % 3 === 0; // offline more often than not, so absent givers happen
      break;
    case 'expireTurn':
      natural = SYSTEM;
      system = true;
      // Usually the server's own timer firing at (or just after) the deadline.
      if (step.variant < 7 && gp.turnEndsAt !== null) ms = Math.max(ms, gp.turnEndsAt - now);
      else if (step.variant < 7 && gp.pause?.giveUpAt != null) ms = Math.max(ms, gp.pause.giveUpAt - now);
      break;
    case 'garbage': {
      const bad = garbage(step, gamecode);
      type = bad.type;
      return {
        actor: anyone,
        system: false,
        type: bad.type,
        payload: bad.payload,
        malformed: true,
        ms,
      };
    }
  }

  // Someone other than the natural sender; a system request parsed as such but sent by a player, or
  // a player's request sent by the system, must be refused.
  let actor = natural;
  if (step.who === 'anyone') actor = anyone;
  if (step.who === 'outsider') actor = outsider();
  if (step.who === 'system') actor = system ? anyone : SYSTEM;
  return { actor, system, type, payload, malformed, ms: Math.max(0, ms) };
}
