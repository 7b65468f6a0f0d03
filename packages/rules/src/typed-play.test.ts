import { describe, expect, it } from 'vitest';
import { STREAM_BURST, STREAM_BURST_MS, STREAM_PER_TURN } from './handlers/typed.ts';
import { ownMessages } from './messages.ts';
import type { Referee } from './outcome.ts';
import { settingsSchema } from './schemas.ts';
import { Driver } from './testing/driver.ts';
import type { ClueMode } from './types.ts';
import { spectatorView, viewFor } from './view.ts';

/**
 * A stand-in for the cards' referee (the rules never import the cards): a clue trips on a word
 * that is the card's word or a forbidden word as typed, case aside; a guess is correct when it is
 * the word, case aside, and close when it shares its first four letters.
 */
const referee: Referee = {
  checkClue(clue, card) {
    const words = clue.toLowerCase().split(/\s+/);
    for (const term of [card.word, ...card.forbidden])
      if (words.includes(term.toLowerCase())) return { ok: false, tripped: term, as: term.toLowerCase() };
    return { ok: true };
  },
  matchGuess(guess, word) {
    const g = guess.toLowerCase().trim();
    const w = word.toLowerCase();
    if (g === w) return 'correct';
    return g.length >= 4 && g.slice(0, 4) === w.slice(0, 4) ? 'close' : 'miss';
  },
};
const withReferee = { referee };

/** Round 1 top of a typed game: p1 gives, p3 guesses, p2 watches, p4 is on the watching team. */
function typedTurn(clueMode: ClueMode = 'typed') {
  const game = new Driver({ clueMode }).addPlayers(4).start();
  game.ok('p1', 'startTurn');
  const card = () =>
    game.state.deck[game.gp.cardIndex as number]?.card as { word: string; forbidden: string[] };
  const clue = (text: string, actor = 'p1', index = game.gp.cardIndex) =>
    game.send(actor, 'sendClue', { index, text }, withReferee);
  const guess = (text: string, actor = 'p3') => game.send(actor, 'sendGuess', { text }, withReferee);
  return { game, card, clue, guess };
}

describe('the setting How clues are given', () => {
  it('is out loud unless chosen (absent), and takes typed and typed guesses', () => {
    expect(settingsSchema.parse({}).clueMode).toBeUndefined();
    expect(settingsSchema.parse({ clueMode: 'typed' }).clueMode).toBe('typed');
    expect(settingsSchema.parse({ clueMode: 'typed guesses' }).clueMode).toBe('typed guesses');
    expect(settingsSchema.safeParse({ clueMode: 'sung' }).success).toBe(false);
  });

  it('a spoken game takes no typed clue nor guess, and shows no stream', () => {
    const { game, clue, guess } = typedTurn('out loud');
    expect(clue('hello').kind).toBe('refused');
    expect(guess('hello').kind).toBe('refused');
    expect(viewFor(game.state, 'p3').gameplay.stream).toBeNull();
    expect(viewFor(game.state, 'p1').gameplay.stream).toBeNull();
  });

  it('typed guesses: clues stay out loud, guesses are matched', () => {
    const { game, card, clue, guess } = typedTurn('typed guesses');
    const before = game.state;
    const refused = clue('hello');
    expect(refused.kind === 'refused' && refused.message).toBe(ownMessages.cluesOutLoud);
    expect(game.state).toBe(before);
    const word = card().word;
    expect(guess(word).kind).toBe('accepted');
    expect(game.gp.turnCards).toHaveLength(1);
  });
});

describe('typed clues', () => {
  it('a clean clue joins the stream for everyone', () => {
    const { game, clue } = typedTurn();
    expect(clue('a friendly hint').kind).toBe('accepted');
    for (const who of ['p1', 'p2', 'p3', 'p4']) {
      const line = viewFor(game.state, who).gameplay.stream?.[0];
      expect(line).toMatchObject({ kind: 'clue', playerId: 'p1', text: 'a friendly hint' });
    }
    expect(spectatorView(game.state).gameplay.stream?.[0]?.text).toBe('a friendly hint');
  });

  it('a clue that uses a forbidden word buzzes the card at once; only giver and watchers read it', () => {
    const { game, card, clue } = typedTurn();
    const index = game.gp.cardIndex as number;
    const forbidden = card().forbidden[0] as string;
    expect(clue(`this is ${forbidden}`).kind).toBe('accepted');
    expect(game.state.deck[index]?.status).toBe('buzzed');
    expect(game.gp.turnCards.map((t) => t.index)).toEqual([index]);
    expect(game.gp.cardIndex).not.toBe(index);
    expect(game.gp.buzzedWords).toEqual([{ index, word: forbidden }]);
    for (const who of ['p1', 'p2', 'p4'])
      expect(viewFor(game.state, who).gameplay.stream?.[0]).toMatchObject({
        refused: true,
        text: `this is ${forbidden}`,
        tripped: { word: forbidden },
      });
    for (const view of [viewFor(game.state, 'p3'), spectatorView(game.state)]) {
      const line = view.gameplay.stream?.[0];
      expect(line).toEqual({ kind: 'clue', playerId: 'p1', text: null, at: game.now, refused: true });
      expect(JSON.stringify(view)).not.toContain(forbidden);
    }
  });

  it('only the giver sends clues, for the card on screen, while the clock runs', () => {
    const { game, clue } = typedTurn();
    const refusedBy = (who: string) => {
      const o = clue('hint', who);
      return o.kind === 'refused' ? o.message : o.kind;
    };
    expect(refusedBy('p3')).toBe(ownMessages.cluesGiverOnly);
    expect(refusedBy('p2')).toBe(ownMessages.cluesGiverOnly);
    const other = (game.gp.cardIndex as number) + 1;
    const stale = clue('hint', 'p1', other);
    expect(stale.kind === 'refused' && stale.message).toBe(ownMessages.clueCardChanged);
    game.now = (game.gp.turnEndsAt as number) + 1;
    const late = clue('hint');
    expect(late.kind === 'refused' && late.message).toBe(ownMessages.timeIsUp);
  });

  it('raw oversized or empty text is refused by the schema before anything reads it', () => {
    const { game } = typedTurn();
    expect(() =>
      game.send('p1', 'sendClue', { index: game.gp.cardIndex, text: 'x'.repeat(10_000) }, withReferee),
    ).toThrow(/parse failed/);
    expect(() => game.send('p3', 'sendGuess', { text: '   ' }, withReferee)).toThrow(/parse failed/);
    // Twenty characters as people count them, yet past the referee's units: refused too.
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    expect(() => game.send('p3', 'sendGuess', { text: family.repeat(20) }, withReferee)).toThrow(
      /parse failed/,
    );
  });
});

describe('typed guesses', () => {
  it('a guess that is the word scores Correct on its own and draws the next card', () => {
    const { game, card, guess } = typedTurn();
    const index = game.gp.cardIndex as number;
    const word = card().word;
    expect(guess(word.toUpperCase()).kind).toBe('accepted');
    expect(game.state.deck[index]?.status).toBe('correct');
    expect(game.gp.cardIndex).not.toBe(index);
    expect(viewFor(game.state, 'p3').gameplay.tally.correct).toBe(1);
  });

  it('another guesser never reads a guess that scored; the giver and watchers do', () => {
    const game = new Driver({ clueMode: 'typed' }).addPlayers(6).start();
    game.ok('p1', 'startTurn');
    const word = game.state.deck[game.gp.cardIndex as number]?.card.word as string;
    game.ok('p3', 'sendGuess', { text: `${word}` }, withReferee);
    for (const who of ['p3', 'p5']) {
      const view = viewFor(game.state, who);
      expect(view.gameplay.stream?.[0]).toEqual({
        kind: 'guess',
        playerId: 'p3',
        text: null,
        at: game.now,
        verdict: 'correct',
      });
      expect(JSON.stringify(view)).not.toContain(`"${word}"`);
    }
    expect(viewFor(game.state, 'p2').gameplay.stream?.[0]?.text).toBe(word);
    game.expire();
    expect(viewFor(game.state, 'p5').gameplay.stream?.[0]?.text).toBe(word);
  });

  it('a near miss is told to its sender alone; a miss joins the stream', () => {
    const game = new Driver({ clueMode: 'typed' }).addPlayers(6).start();
    game.ok('p1', 'startTurn');
    const word = game.state.deck[game.gp.cardIndex as number]?.card.word as string;
    const near = `${word.slice(0, 4)}zzz`;
    game.ok('p3', 'sendGuess', { text: near }, withReferee);
    game.ok('p5', 'sendGuess', { text: 'qqqq' }, withReferee);
    expect(viewFor(game.state, 'p3').gameplay.stream?.[0]).toMatchObject({ text: near, verdict: 'close' });
    for (const who of ['p1', 'p2', 'p5']) {
      const line = viewFor(game.state, who).gameplay.stream?.[0];
      expect(line?.text).toBe(near);
      expect(line?.verdict).toBeUndefined();
    }
    expect(viewFor(game.state, 'p1').gameplay.stream?.[1]).toMatchObject({ text: 'qqqq', playerId: 'p5' });
    expect(game.gp.turnCards).toEqual([]);
  });

  it('only the giver’s teammates guess', () => {
    const { guess } = typedTurn();
    for (const who of ['p1', 'p2', 'p4']) {
      const o = guess('anything', who);
      expect(o.kind === 'refused' && o.message).toBe(ownMessages.guessersOnly);
    }
  });

  it('the giver may undo a Correct a guess scored: the card comes back, the guess stays as not scoring', () => {
    const { game, card, guess } = typedTurn();
    const index = game.gp.cardIndex as number;
    guess(card().word);
    game.now += 1_000;
    game.ok('p1', 'undoCardStatus', { index });
    expect(game.gp.cardIndex).toBe(index);
    expect(game.state.deck[index]?.status).toBeNull();
    expect(game.gp.stream?.[0]).toMatchObject({ verdict: 'correct', undone: true });
    expect(viewFor(game.state, 'p3').gameplay.stream?.[0]).toMatchObject({ text: null, undone: true });
    expect(guess(card().word).kind).toBe('accepted');
    expect(game.state.deck[index]?.status).toBe('correct');
  });
});

describe('limits against a flood', () => {
  it('a burst past the limit is refused with a message and changes nothing; it passes later', () => {
    const { game, guess } = typedTurn();
    for (let i = 0; i < STREAM_BURST; i++) expect(guess(`miss${i}`).kind).toBe('accepted');
    const before = game.state;
    const o = guess('one more');
    expect(o.kind === 'refused' && o.message).toBe(ownMessages.streamTooFast);
    expect(game.state).toBe(before);
    // Another player is not held back by it.
    expect(game.send('p1', 'sendClue', { index: game.gp.cardIndex, text: 'hint' }, withReferee).kind).toBe(
      'accepted',
    );
    game.now += STREAM_BURST_MS;
    expect(guess('one more').kind).toBe('accepted');
  });

  it('a turn takes at most so many lines from one player', () => {
    const game = new Driver({ clueMode: 'typed', turnSeconds: 180 }).addPlayers(4).start();
    game.ok('p1', 'startTurn');
    for (let i = 0; i < STREAM_PER_TURN; i++) {
      game.now += STREAM_BURST_MS / STREAM_BURST;
      game.ok('p3', 'sendGuess', { text: `miss${i}` }, withReferee);
    }
    game.now += STREAM_BURST_MS;
    expect(game.refused('p3', 'sendGuess', { text: 'again' }, withReferee)).toBe(ownMessages.streamFull);
  });

  it('a new turn starts with an empty stream', () => {
    const { game, guess } = typedTurn();
    guess('something');
    game.expire();
    expect(viewFor(game.state, 'p3').gameplay.stream).toHaveLength(1);
    game.ok('p2', 'confirmScores');
    expect(viewFor(game.state, 'p3').gameplay.stream).toBeNull();
    expect(game.gp.stream).toEqual([]);
  });
});
