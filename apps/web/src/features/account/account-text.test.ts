import { describe, expect, it } from 'vitest';
import { AccountRefused } from './account-api.ts';
import { noticeText, refusalText } from './account-text.ts';

describe('the account screens’ words from the server', () => {
  it('show a refusal by its key when this client knows it, else by its English words', () => {
    expect(refusalText(new AccountRefused('x', 400, { key: 'account.codeExpired', params: {} }))).toBe(
      'The code has expired: ask for a new one',
    );
    // A key this client has no text for, or one with values: the English words are shown.
    expect(
      refusalText(new AccountRefused('Slow down', 429, { key: 'account.unknownThing', params: {} })),
    ).toBe('Slow down');
    expect(
      refusalText(
        new AccountRefused('Wait 3 minutes', 429, { key: 'account.codeExpired', params: { n: 3 } }),
      ),
    ).toBe('Wait 3 minutes');
    expect(refusalText(new AccountRefused('Wrong email or password', 400))).toBe('Wrong email or password');
    expect(refusalText(new TypeError('boom'))).toBe('boom');
    expect(refusalText('plain')).toBe('plain');
  });

  it('show a notice as given, and nothing for none', () => {
    expect(noticeText('Check your email for a reset code')).toBe('Check your email for a reset code');
    expect(noticeText(undefined)).toBe('');
  });
});
