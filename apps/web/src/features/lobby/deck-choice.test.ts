import { describe, expect, it } from 'vitest';
import { dealsBuiltIn, deckChangeOf, deckFormOf } from './deck-choice.ts';

const ID = 'Abcdefghijklmnopqrstuv';
const ours = { name: 'Lanterns', cardCount: 25, language: 'en', builtInToo: true };

describe('the lobby’s choice of deck, as Save sends it', () => {
  it('opens on the game’s own: its deck kept, or the built-in cards', () => {
    expect(deckFormOf(ours)).toEqual({ source: 'kept', link: '', builtInToo: true });
    expect(deckFormOf(null)).toEqual({ source: 'builtIn', link: '', builtInToo: true });
  });

  it('sends nothing while the deck stays as it is', () => {
    expect(deckChangeOf(deckFormOf(ours), ours)).toEqual({ ok: true, change: {} });
    expect(deckChangeOf(deckFormOf(null), null)).toEqual({ ok: true, change: {} });
  });

  it('the kept deck with or without the built-in cards; none at all; a player’s deck by link or code', () => {
    expect(deckChangeOf({ source: 'kept', link: '', builtInToo: false }, ours)).toEqual({
      ok: true,
      change: { builtInToo: false },
    });
    expect(deckChangeOf({ source: 'builtIn', link: '', builtInToo: false }, ours)).toEqual({
      ok: true,
      change: { deck: null },
    });
    for (const link of [
      ID,
      ` https://unsayable.example/decks/${ID}?x=1 `,
      `Play this: https://a.b/decks/${ID}`,
    ])
      expect(deckChangeOf({ source: 'link', link, builtInToo: false }, null)).toEqual({
        ok: true,
        change: { deck: { id: ID, builtInToo: false } },
      });
  });

  it('a link that is no deck link gets the create form’s message, and nothing to send', () => {
    expect(deckChangeOf({ source: 'link', link: 'my deck', builtInToo: true }, null)).toEqual({
      ok: false,
      error: 'This is not a deck link or code.',
    });
    expect(deckChangeOf({ source: 'link', link: 'x'.repeat(5000), builtInToo: true }, null).ok).toBe(false);
  });

  it('asks the categories only where the built-in cards are dealt', () => {
    expect(dealsBuiltIn({ source: 'builtIn', link: '', builtInToo: false })).toBe(true);
    expect(dealsBuiltIn({ source: 'link', link: ID, builtInToo: false })).toBe(false);
    expect(dealsBuiltIn({ source: 'kept', link: '', builtInToo: true })).toBe(true);
  });
});
