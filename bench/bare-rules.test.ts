import { describe, expect, it } from 'vitest';
import { gameRowState } from '../apps/server/src/store/store.ts';
import { preencodedText } from '../apps/server/src/views/wire-json.ts';
import { type GameView, patchedView, type ViewPatch, viewsFor } from '../packages/rules/src/index.ts';
import { pressed, startedGame, storedSteps, viewBodies, viewMessages, wholeView } from './bare-rules.ts';

/** A body after its head, as the client reads it: `"view":…}` or `"patch":…}`. */
const bodyOf = (body: string) => JSON.parse(`{${body}`) as { view?: GameView; patch?: ViewPatch };

describe("the bare server's rules (BARE_RULES)", () => {
  it('starts a game of the sockets it has, its first turn under way', () => {
    const game = startedGame(8);
    expect(game.playerIds).toHaveLength(8);
    expect(game.driver.state.status).toBe('active');
    expect(game.driver.state.gameplay.roundStatus).toBe('in progress');
  });

  it("decides the giver's Correct on the card on screen and stores the row and the deck rows it changed", () => {
    const game = startedGame(8);
    const card = game.driver.state.gameplay.cardIndex ?? -1;
    expect(card).toBeGreaterThanOrEqual(0);
    const { previous, next } = pressed(game);
    expect(next.version).toBe(previous.version + 1);
    expect(next.deck[card]?.status).toBe('correct');
    const [row, ...deckRows] = storedSteps('ROOM', previous, next);
    expect(row?.params).toEqual(['ROOM', next.version, gameRowState(next)]);
    // The card marked, and the next one drawn (seen).
    expect(deckRows.map((step) => step.params[1])).toContain(card);
    expect(deckRows.map((step) => step.params[1])).toContain(next.gameplay.cardIndex);
  });

  it('sends each player their whole view first, then patches that make their next view', () => {
    const game = startedGame(8);
    const first = pressed(game).next;
    const wholes = viewBodies(game, first).map((body) => bodyOf(body).view);
    expect(wholes).toEqual(game.playerIds.map((id) => viewsFor(first, [id]).get(id)));
    const next = pressed(game).next;
    const bodies = viewBodies(game, next);
    game.playerIds.forEach((id, slot) => {
      const { patch } = bodyOf(bodies[slot] ?? '');
      expect(patch?.from).toBe(first.version);
      expect(patchedView(wholes[slot], patch as ViewPatch)).toEqual(viewsFor(next, [id]).get(id));
    });
    expect(wholeView(game, 3)).toEqual(
      viewsFor(next, [game.playerIds[3] ?? '']).get(game.playerIds[3] ?? ''),
    );
  });

  it('skips once the pile runs low, then plays the next turn, or a new game: a room never runs out of cards', () => {
    const game = startedGame(8);
    const deck = game.driver.state.deck.length;
    let turnsGiven = 1;
    // Three times as many presses as the deck has cards: the rules end the game on the way.
    for (let i = 0; i < 3 * deck; i++) {
      const giver = game.driver.gp.giverId;
      const { previous, next } = pressed(game);
      expect(next.version).toBeGreaterThan(previous.version);
      if (next.gameplay.giverId !== giver) turnsGiven++;
    }
    expect(game.driver.state.status).toBe('active');
    expect(game.driver.gp.roundStatus).toBe('in progress');
    expect(turnsGiven).toBeGreaterThan(1);
  });

  it('puts each body behind the head the real server gives a view message', () => {
    const [message] = viewMessages('ROOM', 1234, ['"patch":{"from":1,"to":2,"ops":[]}}']);
    expect(JSON.parse(preencodedText(message) ?? '')).toEqual({
      gamecode: 'ROOM',
      serverTime: 1234,
      patch: { from: 1, to: 2, ops: [] },
    });
  });
});
