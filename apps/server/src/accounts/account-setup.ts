import type { Logger } from 'pino';
import type { AccountSettings } from '../config.ts';
import { logMailer, type Mailer, smtpMailer } from './mailer.ts';

const DEVELOPMENT: AccountSettings = { mailFrom: 'Unsayable <no-reply@localhost>', production: false };

/**
 * How accounts run here, said once at start: mail over SMTP; in development without SMTP_URL,
 * mail written to the log; in production without SMTP_URL or PUBLIC_URL, no account features
 * (their routes answer 503) and a warning saying why. Playing never needs any of it.
 */
export function accountSetup(
  given: AccountSettings | undefined,
  log: Logger,
): { settings: AccountSettings; mailer: Mailer | undefined } {
  const settings = given ?? DEVELOPMENT;
  if (settings.production && (!settings.smtpUrl || !settings.publicUrl)) {
    const missing = [settings.smtpUrl ? '' : 'SMTP_URL', settings.publicUrl ? '' : 'PUBLIC_URL'].filter(
      Boolean,
    );
    log.warn(
      { missing },
      `accounts are off: production needs ${missing.join(' and ')} to mail sign-up links, sign-in links and reset codes (games need no account and work as ever)`,
    );
    return { settings, mailer: undefined };
  }
  if (settings.smtpUrl) return { settings, mailer: smtpMailer(settings.smtpUrl, settings.mailFrom) };
  log.warn('SMTP_URL is not set: account mail is written to this log (development only)');
  return { settings, mailer: logMailer(log) };
}
