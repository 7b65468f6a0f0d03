import { describe, expect, it } from 'vitest';
import { deckChoiceSchema, deckIdFrom, deckLinkMessages } from './deck-link.ts';

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('deckIdFrom', () => {
  it.each([
    [ID, ID],
    [`  ${ID} `, ID],
    [`https://play.example/decks/${ID}`, ID],
    [`http://localhost:3000/decks/${ID}#edit=secret`, ID],
    [`play.example/decks/${ID}?x=1`, ID],
    [`/decks/${ID}`, ID],
  ])('finds the id in %s', (input, id) => {
    expect(deckIdFrom(input)).toBe(id);
  });

  it.each([
    '',
    'ABCDEF',
    `${ID}x`,
    `https://play.example/games/${ID}`,
    'https://play.example/decks/short',
    '<b>x</b>',
  ])('finds none in %s', (input) => {
    expect(deckIdFrom(input)).toBeUndefined();
  });
});

describe('deckChoiceSchema', () => {
  it('keeps the id, built-in cards on unless turned off', () => {
    expect(deckChoiceSchema.parse({ id: `https://x/decks/${ID}` })).toEqual({ id: ID, builtInToo: true });
    expect(deckChoiceSchema.parse({ id: ID, builtInToo: false })).toEqual({ id: ID, builtInToo: false });
  });

  it('refuses a malformed link with the message people see', () => {
    const result = deckChoiceSchema.safeParse({ id: 'not a link' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(deckLinkMessages.malformed);
  });
});
