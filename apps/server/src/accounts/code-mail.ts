import type { Request, Response } from 'express';
import { ownOrigin } from '../access/origin.ts';
import type { NewCode } from '../store/account-store.ts';
import type { AccountRouteDeps } from './account-http.ts';
import { CODE_LIFETIME_MS, hashCode, newCode } from './codes.ts';
import type { Mail } from './mailer.ts';

/** What a mailed code is stored with, besides the code itself and its times. */
export type CodeFields = Omit<NewCode, 'codeHash' | 'now' | 'expiresAt'>;

/**
 * Codes sent by mail. Whether an address has an account decides what is stored and mailed, so all
 * of that runs once the answer is out (`afterAnswer`): the answer to a sign-up, a sign-in link or a
 * reset takes as long for a known address as for an unknown one, however slow the store.
 */
export function codeMail(
  deps: Pick<AccountRouteDeps, 'store' | 'now' | 'log' | 'settings' | 'mailer' | 'origins'>,
) {
  const { store, now, log, settings, mailer, origins } = deps;

  // The error's name and code, never the error: the mail's (the link) or a row's (the address)
  // contents may be in its message.
  const failed = (err: unknown) =>
    log.error(
      { err: { name: (err as Error)?.name, code: (err as { code?: string })?.code } },
      'account mail not sent',
    );

  /** Where links in mail point: PUBLIC_URL, else (development) the address the request came to. */
  const linkTo = (req: Request, path: string, code: string) =>
    `${settings.publicUrl ?? ownOrigin(req, origins.trustProxy) ?? ''}${path}?code=${code}`;

  return {
    /** Stores a code and mails its link, without waiting for the mail. */
    async mailCode(
      req: Request,
      fields: CodeFields,
      path: string,
      compose: (to: string, link: string) => Mail,
    ) {
      const code = newCode();
      const at = now();
      await store.accounts.saveCode({
        ...fields,
        codeHash: hashCode(code),
        now: at,
        expiresAt: at + CODE_LIFETIME_MS[fields.kind],
      });
      mailer?.send(compose(fields.email, linkTo(req, path, code))).catch(failed);
    },

    /** Runs `work` once the answer has left (or its connection has gone); a failure is logged. */
    afterAnswer(res: Response, work: () => Promise<void>) {
      res.once('close', () => void work().catch(failed));
    },
  };
}
