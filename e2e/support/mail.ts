import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './server-data.ts';

/**
 * One mail as the server writes it to its log in development (no SMTP_URL): a line whose `mail`
 * holds `to`, `subject` and `text` (the server's `logMailer`), or `msg: "mail"` with them beside it
 * (the contract's wording).
 */
export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail the e2e server has written to its log so far (serve.mjs keeps the log in the data folder). */
export function loggedMails(): LoggedMail[] {
  let log = '';
  try {
    log = readFileSync(join(dataDir(), 'server.log'), 'utf8');
  } catch {
    return [];
  }
  return log
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    })
    .map((entry) => {
      if (typeof entry.mail === 'object' && entry.mail !== null) return entry.mail as Record<string, unknown>;
      return entry.msg === 'mail' ? entry : {};
    })
    .flatMap(({ to, subject, text }) =>
      typeof to === 'string' && typeof text === 'string'
        ? [{ to, subject: String(subject ?? ''), text }]
        : [],
    );
}

/**
 * The newest mail to an address holding a link to `path` (`/account/confirm`, `/account/reset`),
 * waited for (the server sends it after answering); returns the link, relative to the site.
 */
export async function linkMailedTo(address: string, path: string, after = 0): Promise<string> {
  // The link may be whole (the site's address first) or a path: either way its path and code.
  const pattern = new RegExp(
    `(?:https?://[^\\s/"'<>]+)?(${path.replace(/\//g, '\\/')}\\?code=[^\\s"'<>)\\]]+)`,
  );
  let link = '';
  await expect
    .poll(
      () => {
        const mails = loggedMails().filter((m) => m.to === address);
        const found = mails
          .slice(after)
          .reverse()
          .map((m) => pattern.exec(m.text)?.[1])
          .find(Boolean);
        // A sentence's full stop after the link is not part of the code.
        link = found?.replace(/[.,;:]+$/, '') ?? '';
        return link;
      },
      { message: `a mail to ${address} with a link to ${path}`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/** How many mails an address has had so far: pass it to linkMailedTo to wait for a newer one. */
export const mailCount = (address: string) => loggedMails().filter((m) => m.to === address).length;
