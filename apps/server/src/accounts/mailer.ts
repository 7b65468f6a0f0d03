import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where account mail goes: an SMTP server, or (development without one) the log. */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Mail over SMTP through nodemailer: `SMTP_URL` as nodemailer reads it (smtp://, smtps://, with user and password). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail: a server whose players never ask for one (playing
  // needs no account) never holds it (some 2 MB of heap).
  let transport: Promise<Transporter> | undefined;
  const opened = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    kind: 'smtp',
    async send(mail) {
      await (await opened()).sendMail({ from, ...mail });
    },
    close: () => {
      void transport?.then((opened) => opened.close());
    },
  };
}

/**
 * Development without `SMTP_URL`: each mail is written to the log, link and all, so a developer
 * can follow it. Never used in production (config refuses account features there instead).
 */
export function logMailer(log: Logger): Mailer {
  return {
    kind: 'log',
    async send(mail) {
      log.info({ mail }, 'account mail (development: SMTP_URL is not set, so it is written here)');
    },
    close: () => {},
  };
}
