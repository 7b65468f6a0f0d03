import { TEAMS } from '../constants.ts';
import { createGame } from '../create.ts';
import { decide } from '../decide.ts';
import { undrawnCards } from '../deck.ts';
import { type DecideContext, type Outcome, SYSTEM } from '../outcome.ts';
import { parseGameRequest, parseSystemRequest } from '../parse.ts';
import { defaultSettings } from '../schemas.ts';
import type { Card, GameState, Settings } from '../types.ts';
import { viewFor } from '../view.ts';
import { testCatalogue } from './fixtures.ts';

export const CODE = 'ABCDEF';

/**
 * Drives one game through the public API (parse → decide) the way the server will, keeping the
 * state of the last accepted request. Time starts at `t0` and only moves when told to.
 */
export class Driver {
  state: GameState;
  now = 1_700_000_000_000;
  seed = 1;
  catalogue: Card[];
  last: Outcome | undefined;

  constructor(settings: Partial<Settings> = {}, catalogue: Card[] = testCatalogue()) {
    this.catalogue = catalogue;
    this.state = createGame({
      gamecode: CODE,
      hostId: 'p1',
      hostName: 'Player 1',
      settings: { ...defaultSettings, ...settings },
      now: this.now,
      catalogue,
    });
  }

  ctx(extra: Partial<DecideContext> = {}): DecideContext {
    this.seed += 1;
    return { now: this.now, seed: this.seed, catalogue: this.catalogue, ...extra };
  }

  /** Sends a request as `actor`; applies it when accepted; returns the outcome. */
  send(
    actor: string,
    type: string,
    payload: Record<string, unknown> = {},
    extra: Partial<DecideContext> = {},
  ): Outcome {
    const body = { gamecode: CODE, ...payload };
    const parsed =
      actor === SYSTEM
        ? parseSystemRequest(type as 'expireTurn' | 'setPresence' | 'setAudience', body)
        : parseGameRequest(type, body);
    if (!parsed.ok) throw new Error(`parse failed for ${type}: ${parsed.message}`);
    const outcome = decide(this.state, parsed.value, actor, this.ctx(extra));
    if (outcome.kind === 'accepted') this.state = outcome.state;
    this.last = outcome;
    return outcome;
  }

  /** Like send, but the request must be accepted. */
  ok(
    actor: string,
    type: string,
    payload: Record<string, unknown> = {},
    extra: Partial<DecideContext> = {},
  ): GameState {
    const outcome = this.send(actor, type, payload, extra);
    if (outcome.kind !== 'accepted') {
      throw new Error(
        `${type} by ${actor} was ${outcome.kind}: ${outcome.kind === 'refused' ? outcome.message : outcome.reason}`,
      );
    }
    return this.state;
  }

  /** Like send, but the request must be refused; returns the message the player sees. */
  refused(
    actor: string,
    type: string,
    payload: Record<string, unknown> = {},
    extra: Partial<DecideContext> = {},
  ): string {
    const before = this.state;
    const outcome = this.send(actor, type, payload, extra);
    if (outcome.kind !== 'refused') throw new Error(`${type} by ${actor} was ${outcome.kind}, not refused`);
    if (this.state !== before) throw new Error(`${type} by ${actor} was refused but changed the state`);
    return outcome.message;
  }

  /** Like send, but the request must change nothing on purpose; returns the reason. */
  unchanged(
    actor: string,
    type: string,
    payload: Record<string, unknown> = {},
    extra: Partial<DecideContext> = {},
  ): string {
    const before = this.state;
    const outcome = this.send(actor, type, payload, extra);
    if (outcome.kind !== 'unchanged') {
      const detail = outcome.kind === 'refused' ? `: ${outcome.message}` : '';
      throw new Error(`${type} by ${actor} was ${outcome.kind}${detail}, not unchanged`);
    }
    if (this.state !== before) throw new Error(`${type} by ${actor} was unchanged but changed the state`);
    return outcome.reason;
  }

  /** Presses Correct, Skip or Buzz during the turn, for the card on screen unless told otherwise. */
  press(actor: string, status: 'correct' | 'skipped' | 'buzzed', index = this.gp.cardIndex): Outcome {
    return this.send(actor, 'updateCardStatus', { index, status, roundStatus: 'in progress' });
  }

  /** The clock passes the deadline (or the wait for an absent giver) and the server ends the turn. */
  expire(): this {
    this.now = (this.gp.turnEndsAt ?? this.gp.pause?.giveUpAt ?? this.now) + 1;
    this.ok(SYSTEM, 'expireTurn');
    return this;
  }

  /** The server marks a player online or offline. */
  presence(playerId: string, online: boolean): this {
    this.ok(SYSTEM, 'setPresence', { playerId, online });
    return this;
  }

  /**
   * Players p2…pN join; with `teams`, they are dealt into the game's teams in turn (p1 included):
   * with two teams p1, p3, … in team 1 and p2, p4, … in team 2.
   */
  addPlayers(count: number, teams = true): this {
    for (let i = 2; i <= count; i++) this.ok(`p${i}`, 'joinGame', { name: `Player ${i}` });
    const teamCount = this.state.settings.teamCount ?? 2;
    if (teams)
      for (let i = 1; i <= count; i++) this.ok(`p${i}`, 'updateTeam', { team: TEAMS[(i - 1) % teamCount] });
    return this;
  }

  start(extra: Partial<DecideContext> = {}): this {
    this.ok('p1', 'updateGameStatus', { status: 'active' }, extra);
    return this;
  }

  get gp() {
    return this.state.gameplay;
  }

  /** The cards left in the pile, the next first. */
  get pile(): number[] {
    return undrawnCards(this.state.gameplay);
  }

  view(playerId: string) {
    return viewFor(this.state, playerId);
  }

  /** The giver plays `statuses` in order (buzzed is pressed by the watcher), then time runs out. */
  playTurn(statuses: ('correct' | 'skipped' | 'buzzed')[] = ['correct']): void {
    const giver = this.gp.giverId;
    const watcher = this.gp.watcherId;
    if (!giver || !watcher) throw new Error('no giver or watcher');
    this.ok(giver, 'startTurn');
    for (const status of statuses) {
      const index = this.gp.cardIndex;
      if (index === null) break;
      this.ok(status === 'buzzed' ? watcher : giver, 'updateCardStatus', {
        index,
        status,
        roundStatus: 'in progress',
      });
    }
    this.now = (this.gp.turnEndsAt ?? this.gp.pause?.giveUpAt ?? this.now) + 1;
    if (this.gp.roundStatus === 'in progress') this.ok(SYSTEM, 'expireTurn');
    this.ok(this.gp.watcherId ?? 'p1', 'confirmScores');
  }
}
