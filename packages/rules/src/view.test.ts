import { describe, expect, it } from 'vitest';
import { deckEntry } from './deck.ts';
import { Driver } from './testing/driver.ts';
import { wordsOf } from './testing/fixtures.ts';
import type { Card, DeckEntry, GameState } from './types.ts';
import { playedCardsFor, viewFor, viewsFor } from './view.ts';

/** Every word of the given deck indexes, quoted as they would appear in JSON. */
function quotedWords(game: Driver, indexes: number[]): string[] {
  return indexes.flatMap((i) => {
    const card = game.state.deck[i]?.card;
    return card ? wordsOf(card).map((w) => JSON.stringify(w)) : [];
  });
}

function leaks(text: string, words: string[]): string[] {
  return words.filter((w) => text.includes(w));
}

/** Round 2 top, two cards played and a third on screen: p3 gives, p1 guesses, p4 watches, p2 is on the watching team, p5 is unassigned. */
function midTurn() {
  const game = new Driver().addPlayers(4).start();
  game.ok('p5', 'joinGame', { name: 'Unassigned' });
  game.playTurn(['correct', 'buzzed']); // earlier turn: its cards are public now
  game.playTurn(['correct']);
  game.ok('p3', 'startTurn'); // 2-top: p3 gives, p4 watches, p1 guesses
  game.press('p3', 'correct');
  game.press('p4', 'buzzed');
  return game;
}

describe('what a guesser may see during a turn', () => {
  it('never the card on screen, this turn’s cards or any undrawn card', () => {
    const game = midTurn();
    const secret = [game.gp.cardIndex as number, ...game.gp.turnCards.map((t) => t.index), ...game.pile];
    const words = quotedWords(game, secret);
    expect(words.length).toBe(secret.length * 6);
    for (const who of ['p1', 'p5']) {
      const view = viewFor(game.state, who);
      expect(leaks(JSON.stringify(view), words)).toEqual([]);
      expect(view.gameplay.card).toBeNull();
      expect(view.gameplay.turnCards).toBeNull();
      expect(leaks(JSON.stringify(playedCardsFor(game.state, who)), words)).toEqual([]);
    }
    expect(viewFor(game.state, 'p1').you?.role).toBe('guesser');
    expect(viewFor(game.state, 'p5').you?.role).toBe('unassigned');
  });

  it('sees the timer, the score and how many cards have gone by', () => {
    const game = midTurn();
    const view = viewFor(game.state, 'p1');
    expect(view.gameplay).toMatchObject({
      roundStatus: 'in progress',
      round: 2,
      half: 'top',
      givingTeam: 'team 1',
      watchingTeam: 'team 2',
      giverId: 'p3',
      watcherId: 'p4',
      score: { 'team 1': 1, 'team 2': 1 },
      turnEndsAt: game.gp.turnEndsAt,
      cardsGoneBy: 2,
      cardsLeft: game.pile.length,
    });
  });

  it('lists the cards of earlier turns, with their status', () => {
    const game = midTurn();
    const earlier = game.gp.plays.map((p) => p.index);
    expect(playedCardsFor(game.state, 'p1').map((c) => [c.index, c.status])).toEqual(
      game.state.deck.flatMap((e, index) => (earlier.includes(index) ? [[index, e.status]] : [])),
    );
    expect(playedCardsFor(game.state, 'p1')).toHaveLength(3);
  });
});

describe('what the giver and the watching team see during a turn', () => {
  it('the card on screen with its forbidden words, and this turn’s cards', () => {
    const game = midTurn();
    const index = game.gp.cardIndex as number;
    const entry = game.state.deck[index];
    for (const [who, role] of [
      ['p3', 'giver'],
      ['p4', 'watcher'],
      ['p2', 'watching team'],
    ]) {
      const view = viewFor(game.state, who as string);
      expect(view.you?.role).toBe(role);
      expect(view.gameplay.card).toEqual({
        index,
        word: entry?.card.word,
        forbidden: entry?.card.forbidden,
        category: entry?.card.category,
      });
      expect(view.gameplay.turnCards?.map((c) => c.status)).toEqual(['correct', 'buzzed']);
      expect(playedCardsFor(game.state, who as string)).toHaveLength(5);
    }
  });

  it('the card on screen with its own index, where its entry is one shared with other decks', () => {
    // In play a card on screen has been drawn, so its entry is its deck's own; the views do not
    // count on it. An entry shared by two decks (`deckEntry`) sits at another place in each, and
    // each view gives the index of its own deck.
    const { state } = midTurn();
    const onScreen = state.gameplay.cardIndex as number;
    const card = state.deck[onScreen]?.card as Card;
    const shared = deckEntry(card);
    const placed = (at: number, other: number): GameState => {
      const deck = [...state.deck];
      [deck[at], deck[other]] = [shared, deck[at] as DeckEntry];
      return { ...state, deck, gameplay: { ...state.gameplay, cardIndex: at } };
    };
    const elsewhere = state.gameplay.pile.at(-1) as number;
    expect(viewFor(placed(onScreen, elsewhere), 'p3').gameplay.card?.index).toBe(onScreen);
    expect(viewFor(placed(elsewhere, onScreen), 'p3').gameplay.card?.index).toBe(elsewhere);
    expect(viewFor(placed(onScreen, elsewhere), 'p3').gameplay.card).toMatchObject({ word: card.word });
  });

  it('never an undrawn card', () => {
    const game = midTurn();
    const words = quotedWords(game, game.pile);
    for (const who of ['p2', 'p3', 'p4']) {
      expect(leaks(JSON.stringify(viewFor(game.state, who)), words)).toEqual([]);
      expect(leaks(JSON.stringify(playedCardsFor(game.state, who)), words)).toEqual([]);
    }
  });
});

describe('review (postround)', () => {
  it('everyone sees this turn’s cards, guessers and the unassigned too; the returned card stays hidden', () => {
    const game = midTurn();
    const returned = game.gp.cardIndex as number;
    game.expire();
    const returnedWords = quotedWords(game, [returned]);
    for (const who of ['p1', 'p2', 'p3', 'p4', 'p5']) {
      const view = viewFor(game.state, who);
      expect(view.gameplay.card).toBeNull();
      expect(view.gameplay.turnCards?.map((c) => [c.word, c.status])).toEqual(
        game.gp.turnCards.map((t) => [game.state.deck[t.index]?.card.word, game.state.deck[t.index]?.status]),
      );
      expect(view.gameplay.turnCards?.[0]?.forbidden).toHaveLength(5);
      expect(leaks(JSON.stringify(view), returnedWords)).toEqual([]);
      expect(playedCardsFor(game.state, who)).toHaveLength(5);
    }
  });

  it('only the reviewer is told they can review', () => {
    const game = midTurn();
    expect(viewFor(game.state, 'p4').you?.canReview).toBe(false);
    game.expire();
    expect(['p1', 'p2', 'p3', 'p4', 'p5'].map((p) => viewFor(game.state, p).you?.canReview)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    game.presence('p4', false);
    expect(['p1', 'p2', 'p3', 'p4', 'p5'].map((p) => viewFor(game.state, p).you?.canReview)).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('the lobby and the rest of the view', () => {
  it('the host’s added cards reach only the host; everyone gets their number', () => {
    const game = new Driver().addPlayers(4);
    game.ok('p1', 'addGameCard', { card: { word: 'Secret word', forbidden: ['hidden'] } });
    expect(viewFor(game.state, 'p1').gameCards).toEqual([
      { id: 'game-1', word: 'Secret word', forbidden: ['hidden'], category: 'custom', difficulty: 'medium' },
    ]);
    for (const who of ['p2', 'p3', 'p4']) {
      const view = viewFor(game.state, who);
      expect(view.gameCards).toBeNull();
      expect(view.gameCardCount).toBe(1);
      expect(JSON.stringify(view)).not.toContain('Secret word');
    }
    game.start();
    expect(viewFor(game.state, 'p1').gameCards).toBeNull();
    expect(viewFor(game.state, 'p1').gameplay.card).toBeNull();
  });

  it('a lobby view: players with their teams, the settings, no card', () => {
    const game = new Driver({ turnSeconds: 90 }).addPlayers(2);
    const view = viewFor(game.state, 'p2');
    expect(view).toMatchObject({
      gamecode: 'ABCDEF',
      status: 'new',
      version: game.state.version,
      createdAt: game.state.createdAt,
      you: {
        playerId: 'p2',
        name: 'Player 2',
        team: 'team 2',
        host: false,
        online: true,
        role: 'lobby',
        canReview: false,
      },
      players: [
        {
          playerId: 'p1',
          name: 'Player 1',
          team: 'team 1',
          host: true,
          online: true,
          lastSeen: game.now,
          pendingTeam: null,
        },
        {
          playerId: 'p2',
          name: 'Player 2',
          team: 'team 2',
          host: false,
          online: true,
          lastSeen: game.now,
          pendingTeam: null,
        },
      ],
      settings: { turnSeconds: 90, endGameMethod: 'turns', endValue: 2, skipPenalty: 'none' },
      result: null,
      previousGamecode: null,
      nextGamecode: null,
    });
    expect(view.gameplay.card).toBeNull();
    expect(view.gameplay.turnCards).toBeNull();
    expect(playedCardsFor(game.state, 'p2')).toEqual([]);
  });

  it('a view holds nothing of the state’s secret fields', () => {
    const game = midTurn();
    const view = viewFor(game.state, 'p1') as unknown as Record<string, unknown>;
    expect(Object.keys(view)).not.toContain('deck');
    expect(Object.keys(view.gameplay as object)).not.toContain('pile');
    expect(Object.keys(view.gameplay as object)).not.toContain('pileDrawn');
    expect(Object.keys(view.gameplay as object)).not.toContain('plays');
    expect(Object.keys(view.gameplay as object)).not.toContain('cardIndex');
  });

  it('a chosen deck shows its name and size, never its id (the link to its cards)', () => {
    const state = JSON.parse(JSON.stringify(midTurn().state)) as GameState;
    state.chosenDeck = {
      id: 'SeCrEtDeCkIdSeCrEtDeCk',
      name: 'Week 3',
      cardCount: 25,
      language: 'en',
      builtInToo: false,
    };
    const view = viewFor(state, 'p3');
    expect(view.chosenDeck).toEqual({ name: 'Week 3', cardCount: 25, language: 'en', builtInToo: false });
    expect(JSON.stringify(view)).not.toContain('SeCrEtDeCkIdSeCrEtDeCk');
  });

  it('someone not in the game gets no player and no cards', () => {
    const game = midTurn();
    game.expire();
    const view = viewFor(game.state, 'stranger');
    expect(view.you).toBeNull();
    expect(playedCardsFor(game.state, 'stranger')).toEqual([]);
  });

  it('a view cannot change the state or a later view: the parts it shares are frozen', () => {
    const game = midTurn();
    const view = viewFor(game.state, 'p3');
    expect(() => view.gameplay.card?.forbidden.push('x')).toThrow(TypeError);
    expect(() => view.settings.categories.pop()).toThrow(TypeError);
    const fresh = viewFor(game.state, 'p3');
    expect(fresh.gameplay.card?.forbidden).toHaveLength(5);
    expect(fresh.settings.categories).toHaveLength(12);
    // A state that is not frozen (as read from the store) may change: its views share nothing.
    const read = JSON.parse(JSON.stringify(game.state)) as GameState;
    viewFor(read, 'p3').settings.categories.pop();
    expect(viewFor(read, 'p3').settings.categories).toHaveLength(12);
    expect(viewFor(read, 'p3').players).not.toBe(viewFor(read, 'p3').players);
  });

  it('players who see the same of the turn share one gameplay part; the others get their own', () => {
    const game = midTurn(); // p3 gives, p4 watches, p1 guesses
    const views = viewsFor(game.state, ['p1', 'p2', 'p3', 'p4']);
    const part = (id: string) => views.get(id)?.gameplay;
    expect(part('p3')).toBe(part('p4'));
    expect(part('p3')?.card).not.toBeNull();
    expect(part('p1')).not.toBe(part('p3'));
    expect(part('p1')?.card).toBeNull();
    expect(part('p1')).toEqual(viewFor(game.state, 'p1').gameplay);
  });

  it('views of consecutive versions share the parts that did not change', () => {
    const game = midTurn();
    const before = viewFor(game.state, 'p3');
    game.press(game.gp.giverId ?? '', 'correct');
    const after = viewFor(game.state, 'p3');
    expect(after.version).toBe(before.version + 1);
    expect(after.players).toBe(before.players);
    expect(after.settings).toBe(before.settings);
    expect(after.gameplay.rotations).toBe(before.gameplay.rotations);
    expect(after.gameplay.card).not.toEqual(before.gameplay.card);
    const turn = after.gameplay.turnCards ?? [];
    expect(turn.slice(0, -1)).toEqual(before.gameplay.turnCards);
    for (const [i, card] of turn.slice(0, -1).entries()) expect(card).toBe(before.gameplay.turnCards?.[i]);
  });

  it('viewsFor gives each player exactly their viewFor, sharing what everyone may see', () => {
    const game = midTurn();
    const ids = [...game.state.players.map((p) => p.playerId), 'stranger'];
    const views = viewsFor(game.state, ids);
    for (const id of ids) expect(views.get(id)).toEqual(viewFor(game.state, id));
    const [giver, watcher, guesser] = ['p3', 'p4', 'p1'].map((id) => views.get(id));
    expect(giver?.players).toBe(guesser?.players);
    expect(giver?.gameplay.turnCards).toBe(watcher?.gameplay.turnCards);
    expect(guesser?.gameplay.turnCards).toBeNull();
    expect(giver?.you).not.toBe(watcher?.you);
  });

  it('in a finished game everyone sees the result and every played card', () => {
    const game = midTurn();
    game.ok('p1', 'updateGameStatus', { status: 'finished' });
    const view = viewFor(game.state, 'p1');
    expect(view.result?.reason).toBe('ended by host');
    expect(view.gameplay.card).toBeNull();
    expect(view.gameplay.turnCards).toBeNull();
    expect(playedCardsFor(game.state, 'p1')).toHaveLength(5);
  });
});

describe('the word a watcher marked on a buzzed card', () => {
  it('travels with the turn’s cards alone: giver and watchers in play, everyone from the review on', () => {
    const game = midTurn();
    const buzzedIndex = game.gp.turnCards[1]?.index as number;
    const word = game.state.deck[buzzedIndex]?.card.forbidden[2] as string;
    game.ok('p2', 'markBuzzedWord', { index: buzzedIndex, word });
    for (const who of ['p1', 'p5']) expect(JSON.stringify(viewFor(game.state, who))).not.toContain(word);
    for (const who of ['p3', 'p4', 'p2'])
      expect(viewFor(game.state, who).gameplay.turnCards?.[1]?.buzzedWord).toBe(word);
    game.expire();
    for (const who of ['p1', 'p5'])
      expect(viewFor(game.state, who).gameplay.turnCards?.[1]?.buzzedWord).toBe(word);
  });
});
