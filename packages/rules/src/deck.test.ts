import { describe, expect, it } from 'vitest';
import { buildDeck, deckEntry, eligibleCount, withDeckChanges } from './deck.ts';
import { randomFrom } from './random.ts';
import { defaultSettings } from './schemas.ts';
import { Driver } from './testing/driver.ts';
import { testCatalogue } from './testing/fixtures.ts';
import type { DeckEntry } from './types.ts';

/** A game whose deck holds exactly 20 cards. */
const smallDeck = (settings = {}) =>
  new Driver({ categories: ['animals', 'places'], endValue: 5, ...settings }).addPlayers(4).start();

describe('building the deck', () => {
  it('takes the chosen categories and the game’s cards, less excluded ids', () => {
    const catalogue = testCatalogue(3);
    const settings = { ...defaultSettings, categories: ['animals' as const, 'places' as const] };
    const own = [
      {
        id: 'game-1',
        word: 'Mine',
        forbidden: [],
        category: 'custom' as const,
        difficulty: 'medium' as const,
      },
    ];
    expect(eligibleCount(catalogue, own, settings, ['t-0-0'])).toBe(6);
    const deck = buildDeck(catalogue, own, settings, ['t-0-0'], randomFrom(7));
    expect(deck.map((e) => e.card.id).sort()).toEqual([
      'game-1',
      't-0-1',
      't-0-2',
      't-2-0',
      't-2-1',
      't-2-2',
    ]);
  });

  it('shares the entry of a card not dealt yet between decks, and makes a dealt one its own', () => {
    const catalogue = testCatalogue(3);
    const settings = { ...defaultSettings, categories: ['animals' as const, 'places' as const] };
    const one = buildDeck(catalogue, [], settings, [], randomFrom(1));
    const other = buildDeck(catalogue, [], settings, [], randomFrom(2));
    expect(one).toHaveLength(6);
    for (const entry of one) {
      expect(Object.isFrozen(entry)).toBe(true);
      expect(other.find((e) => e.card === entry.card)).toBe(entry);
    }
    const [first, second] = one as [DeckEntry, DeckEntry];
    const changed = withDeckChanges(one, [[0, { seen: true }]]);
    expect(changed[0]).toEqual({ ...first, seen: true });
    expect(changed[0]).not.toBe(deckEntry(first.card, null, null, true));
    expect(changed[1]).toBe(second);
    expect(withDeckChanges(changed, [[0, { seen: false }]])[0]).toBe(first);
  });
});

describe('drawing cards', () => {
  it('draws from the top of the pile and marks each drawn card seen', () => {
    const game = smallDeck();
    const pile = [...game.pile];
    game.ok('p1', 'startTurn');
    game.press('p1', 'correct');
    game.press('p1', 'correct');
    expect(game.gp.turnCards.map((t) => t.index)).toEqual(pile.slice(0, 2));
    expect(game.gp.cardIndex).toBe(pile[2]);
    expect(game.state.deck.flatMap((e, index) => (e.seen ? [index] : [])).sort((a, b) => a - b)).toEqual(
      pile.slice(0, 3).sort((a, b) => a - b),
    );
  });

  it('a draw copies nothing of the pile: the pass’s order stays, and one more of it counts as drawn', () => {
    const game = smallDeck();
    game.ok('p1', 'startTurn');
    const order = game.gp.pile;
    const drawn = game.gp.pileDrawn ?? 0;
    game.press('p1', 'correct');
    game.press('p1', 'skipped');
    expect(game.gp.pile).toBe(order);
    expect(game.gp.pileDrawn).toBe(drawn + 2);
    // The card on screen is the last one drawn.
    expect(game.gp.cardIndex).toBe(order[drawn + 1]);
    expect(game.view('p1').gameplay.cardsLeft).toBe(order.length - drawn - 2);
  });

  it('plays on a game stored before the cards drawn were counted, whose pile held the undrawn ones alone', () => {
    const game = smallDeck();
    game.ok('p1', 'startTurn');
    const undrawn = game.pile;
    const { pileDrawn: _counted, ...older } = game.gp;
    game.state = { ...game.state, gameplay: { ...older, pile: undrawn } };
    expect(game.view('p1').gameplay.cardsLeft).toBe(undrawn.length);
    game.press('p1', 'correct');
    expect(game.gp.cardIndex).toBe(undrawn[0]);
    expect(game.pile).toEqual(undrawn.slice(1));
  });

  it('when the pile runs out, reshuffles the skipped and buzzed cards of earlier turns in (a new pass)', () => {
    const game = smallDeck();
    // top: 2 skipped, 1 buzzed, 7 correct; the 11th card goes back to the pile at the deadline
    game.ok('p1', 'startTurn');
    const again: number[] = [];
    for (const status of ['skipped', 'buzzed', 'skipped'] as const) {
      again.push(game.gp.cardIndex as number);
      game.press(status === 'buzzed' ? 'p2' : 'p1', status);
    }
    for (let i = 0; i < 7; i++) game.press('p1', 'correct');
    game.expire();
    game.ok('p2', 'confirmScores');
    expect(game.pile).toHaveLength(10);
    // bottom: p2 gives; ten cards empty the pile
    game.ok('p2', 'startTurn');
    for (let i = 0; i < 9; i++) game.press('p2', 'correct');
    expect(game.pile).toEqual([]);
    expect(game.gp.pass).toBe(0);
    const lastOfPass = game.gp.cardIndex as number;
    game.press('p2', 'skipped');
    expect(game.gp.pass).toBe(1);
    expect(again).toContain(game.gp.cardIndex);
    expect([game.gp.cardIndex, ...game.pile].sort()).toEqual([...again].sort());
    // a card skipped in this turn does not come back in the same turn
    expect(again).not.toContain(lastOfPass);
    game.press('p2', 'correct');
    expect(game.gp.turnCards.at(-1)?.pass).toBe(1);
    expect(game.gp.turnCards.at(-2)).toMatchObject({ index: lastOfPass, pass: 0 });
    game.expire();
    game.ok('p3', 'confirmScores');
    const replayed = game.gp.plays.filter((p) => p.pass === 1);
    expect(replayed).toHaveLength(1);
    const history = game.gp.plays.filter((p) => p.index === replayed[0]?.index);
    expect(history.map((p) => [p.round, p.half, p.pass])).toEqual([
      [1, 'top', 0],
      [1, 'bottom', 1],
    ]);
    expect(['skipped', 'buzzed']).toContain(history[0]?.status);
    expect(history[1]?.status).toBe('correct');
    expect(game.state.status).toBe('active');
  });

  it('cards running out in a top half: the other team still gets its turn with the skipped cards', () => {
    const game = smallDeck({ skipPenalty: 'full' });
    game.ok('p1', 'startTurn');
    for (let i = 0; i < 19; i++) game.press('p1', 'correct');
    expect(game.pile).toEqual([]);
    game.press('p1', 'skipped'); // the last card; the only skipped card is this turn's own
    expect(game.gp).toMatchObject({
      roundStatus: 'postround',
      cardIndex: null,
      turnEndsAt: null,
      deckExhausted: true,
    });
    expect(game.state.status).toBe('active'); // the turn is still reviewed
    game.ok('p2', 'confirmScores');
    expect(game.state.status).toBe('active'); // team 2 plays its half: equal turns
    expect(game.gp.half).toBe('bottom');
    game.ok('p2', 'startTurn');
    game.press('p2', 'correct'); // the skipped card, reshuffled; nothing else to draw
    expect(game.gp.roundStatus).toBe('postround');
    game.ok('p3', 'confirmScores');
    expect(game.state.status).toBe('finished');
    expect(game.state.result).toMatchObject({
      reason: 'deck',
      score: { 'team 1': 19, 'team 2': 2 },
      winner: 'team 1',
    });
    expect(game.gp.turns.map((t) => t.givingTeam)).toEqual(['team 1', 'team 2']);
  });

  it('every card guessed in a top half: nothing to deal, so the game ends after it', () => {
    const game = smallDeck();
    game.ok('p1', 'startTurn');
    for (let i = 0; i < 20; i++) game.press('p1', 'correct');
    expect(game.gp).toMatchObject({ roundStatus: 'postround', deckExhausted: true });
    game.ok('p2', 'confirmScores');
    expect(game.state.result).toMatchObject({ reason: 'deck', score: { 'team 1': 20, 'team 2': 0 } });
  });

  it('a reshuffled pass that runs dry ends the game too', () => {
    const game = smallDeck();
    game.ok('p1', 'startTurn');
    game.press('p1', 'skipped');
    for (let i = 0; i < 9; i++) game.press('p1', 'correct');
    game.expire();
    game.ok('p2', 'confirmScores');
    game.ok('p2', 'startTurn');
    for (let i = 0; i < 10; i++) game.press('p2', 'correct');
    expect(game.gp.pass).toBe(1);
    game.press('p2', 'correct'); // the reshuffled card; nothing else to draw
    expect(game.gp).toMatchObject({ roundStatus: 'postround', deckExhausted: true });
    game.ok('p3', 'confirmScores');
    expect(game.state.result?.reason).toBe('deck');
    expect(game.state.result?.score).toEqual({ 'team 1': 9, 'team 2': 11 });
  });
});
