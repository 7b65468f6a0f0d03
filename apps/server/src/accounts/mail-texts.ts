import type { Mail } from './mailer.ts';

/**
 * The mails accounts send. Each link holds a single-use code; the code appears nowhere else. A
 * link acts as asked on the device that asked for it; opened elsewhere, its page asks first.
 */
export const mailTexts = {
  confirmSignUp: (to: string, link: string): Mail => ({
    to,
    subject: 'Finish signing up to Unsayable',
    text: `Open this link on the device you signed up from, within 15 minutes, to finish making your account:\n\n${link}\n\nIf you did not sign up, ignore this mail: no account is made.`,
  }),
  alreadyExists: (to: string, link: string): Mail => ({
    to,
    subject: 'You already have an Unsayable account',
    text: `Someone (perhaps you) tried to sign up with this address, which already has an account. To sign in, open this link on the device you signed up from, within 15 minutes:\n\n${link}\n\nIf it was not you, ignore this mail: nothing changed.`,
  }),
  signInLink: (to: string, link: string): Mail => ({
    to,
    subject: 'Your Unsayable sign-in link',
    text: `Open this link on the device you asked from, within 15 minutes, to sign in (it works once):\n\n${link}\n\nIf you did not ask for it, ignore this mail.`,
  }),
  reset: (to: string, link: string): Mail => ({
    to,
    subject: 'Set a new Unsayable password',
    text: `Open this link on the device you asked from, within an hour, to choose a new password (it works once):\n\n${link}\n\nIf you did not ask for it, ignore this mail: your password stays as it is.`,
  }),
} as const;
