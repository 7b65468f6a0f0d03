import { accountMessages } from '@unsayable/rules';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AddressLimits } from '../access/address-limits.ts';
import { refuse } from '../access/catalogue-route.ts';
import { clientAddress } from '../access/client-address.ts';
import { type OriginPolicy, originAllowed, otherSiteMessage } from '../access/origin.ts';
import type { AccountSettings } from '../config.ts';
import { type ErrorLog, SERVER_LOG } from '../errors/error-log.ts';
import type { Store } from '../store/store.ts';
import type { AccountAttempts } from './attempts.ts';
import type { Mailer } from './mailer.ts';
import type { PasswordChecker } from './passwords.ts';

export interface AccountRouteDeps {
  store: Store;
  errors: ErrorLog;
  origins: OriginPolicy;
  addresses: AddressLimits;
  now: () => number;
  log: Logger;
  settings: AccountSettings;
  /** Undefined: account features are off (production without SMTP_URL or PUBLIC_URL). */
  mailer: Mailer | undefined;
  passwords?: PasswordChecker;
  attempts?: AccountAttempts;
}

/**
 * Whether an account write may go on: another site's page, a flood from one address, or accounts
 * off are refused (the refusal already sent).
 */
export function accountAdmission(deps: AccountRouteDeps) {
  const { errors, origins, addresses, now, mailer } = deps;
  return async (req: Request, res: Response): Promise<boolean> => {
    const address = clientAddress(req, origins.trustProxy);
    if (!originAllowed(req, origins)) {
      if (addresses.refuse(address, 'origin', now()) === 'refused')
        await errors.refuse(SERVER_LOG, otherSiteMessage, { name: 'OriginError', source: 'account' });
      refuse(res, 403, otherSiteMessage);
      return false;
    }
    if (!mailer) {
      refuse(res, 503, accountMessages.unavailable);
      return false;
    }
    const verdict = await addresses.admitAccountAttempt(address, now());
    if (verdict === 'allowed') return true;
    if (verdict === 'refused')
      await errors.refuse(SERVER_LOG, accountMessages.tooManyFromNetwork, {
        name: 'LimitError',
        source: 'account',
      });
    refuse(res, 429, accountMessages.tooManyFromNetwork);
    return false;
  };
}
