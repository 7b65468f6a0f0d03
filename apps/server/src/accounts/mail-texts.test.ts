import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeMail, MAIL_LANGUAGES, type MailKind, mailLanguage } from './mail-texts.ts';

const KINDS: MailKind[] = ['confirmSignUp', 'alreadyExists', 'signInLink', 'reset'];
const LINK = 'https://example.com/account/confirm?code=abc';

describe('the account mails', () => {
  it('are written in every language of the web interface', () => {
    // Read, not imported: the server does not depend on the web client.
    const interfaceLanguages = Object.keys(
      JSON.parse(
        readFileSync(new URL('../../../web/src/i18n/locales/languages.json', import.meta.url), 'utf8'),
      ) as Record<string, string>,
    );
    expect(interfaceLanguages.filter((language) => !MAIL_LANGUAGES.includes(language as never))).toEqual([]);
    expect(MAIL_LANGUAGES).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'it', 'de', 'pt-BR']));
  });

  it('each carry the link once, its lifetime, and a subject naming the game', () => {
    for (const language of MAIL_LANGUAGES)
      for (const kind of KINDS) {
        const mail = composeMail(kind, language, 'ana@example.com', LINK);
        expect(mail.to).toBe('ana@example.com');
        expect(mail.subject).toContain('Unsayable');
        expect(mail.text.split(LINK)).toHaveLength(2);
        // Links live 15 minutes, a reset's an hour: no figure in a reset, 15 in the others.
        expect([language, kind, mail.text.includes('15')]).toEqual([language, kind, kind !== 'reset']);
      }
  });

  it('differ from English in every other language', () => {
    for (const language of MAIL_LANGUAGES.filter((l) => l !== 'en'))
      for (const kind of KINDS)
        expect(composeMail(kind, language, 'a@b.c', LINK).text).not.toBe(
          composeMail(kind, 'en', 'a@b.c', LINK).text,
        );
  });

  it('take a known language as it is, and English for anything else', () => {
    expect(mailLanguage('fr')).toBe('fr');
    expect(mailLanguage('pt-BR')).toBe('pt-BR');
    for (const odd of [
      'pt-br',
      'FR',
      'hasOwnProperty',
      '__proto__',
      '',
      'x'.repeat(1000),
      1,
      {},
      null,
      undefined,
    ])
      expect(mailLanguage(odd)).toBe('en');
  });
});
