import { describe, expect, it } from 'vitest';
import { CLAIM_DECKS_MAX, httpRoutes } from './http-routes.ts';
import { accountMessages, fixedMessages } from './messages.ts';

const firstProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the route catalogue’s bodies', () => {
  it('asks for both an email and a password before it looks at the address', () => {
    const signUp = httpRoutes.signUp.body;
    expect(firstProblem(signUp.safeParse({ email: 'nope', password: '' }))).toBe(
      fixedMessages.emailAndPasswordRequired,
    );
    expect(firstProblem(signUp.safeParse({ email: 'nope', password: 'long enough' }))).toBe(
      accountMessages.badEmail,
    );
    expect(signUp.parse({ email: 'Ana@Example.com', password: 'long enough', language: 7 })).toEqual({
      email: 'ana@example.com',
      password: 'long enough',
      language: undefined,
    });
  });

  it('reads a deck’s fields as given, a field of another type as an empty one, for the deck’s checks', () => {
    const fields = { name: 'Week 3', language: 'pt-BR', text: 'Sun|star' };
    expect(httpRoutes.saveDeck.body.parse(fields)).toEqual(fields);
    expect(httpRoutes.editDeck.body.parse({ name: 7, language: 'pt-PT', text: ['Sun'] })).toEqual({
      name: '',
      language: undefined,
      text: '',
    });
    expect(httpRoutes.saveDeck.body.safeParse({}).success).toBe(true);
  });

  it('refuses a link code of another shape as not valid, and a current password past its limit', () => {
    expect(firstProblem(httpRoutes.link.body.safeParse({ code: 'x'.repeat(10_000) }))).toBe(
      accountMessages.codeInvalid,
    );
    expect(firstProblem(httpRoutes.link.body.safeParse({}))).toBe(accountMessages.codeInvalid);
    expect(
      firstProblem(
        httpRoutes.password.body.safeParse({ currentPassword: 'x'.repeat(257), newPassword: 'y' }),
      ),
    ).toBe(accountMessages.passwordTooLong);
    expect(httpRoutes.password.body.parse({ currentPassword: 5 })).toEqual({
      currentPassword: '',
      newPassword: '',
    });
  });

  it('reads a link press’s flags leniently: anything but their shape is none', () => {
    const code = 'a'.repeat(43);
    expect(httpRoutes.confirm.body.parse({ code, anotherDevice: 'yes', bringThisDevice: 1 })).toEqual({
      code,
    });
  });

  it('claims at most a claim’s worth of decks, leaving malformed ones out', () => {
    const deck = { id: 'A'.repeat(22), key: 'k' };
    const { decks } = httpRoutes.claimDecks.body.parse({
      decks: [{ id: 'short', key: 'k' }, null, ...Array.from({ length: CLAIM_DECKS_MAX + 5 }, () => deck)],
    });
    expect(decks).toHaveLength(CLAIM_DECKS_MAX - 2);
    expect(httpRoutes.claimDecks.body.parse({ decks: 'all' })).toEqual({ decks: [] });
  });

  it('names a session’s player nothing when no name is given', () => {
    expect(httpRoutes.session.body.parse({})).toEqual({ name: '' });
  });
});
