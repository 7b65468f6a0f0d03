import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** A real SMTP server on a local port: what nodemailer sends arrives here, whole. */
export async function startInbox(port = 0) {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    /** The next mail to `to` after the `skip` ones already seen, within a few seconds. */
    async mailTo(to: string, skip = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.filter((m) => m.to.includes(to))[skip];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} (${mails.length} mails in all)`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code in a mail's link to `path` (`/account/confirm`, `/account/reset`). */
export function codeIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${path}\\?code=([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail:\n${mail.text}`);
  return match[1];
}

const SESSION_COOKIE = 'unsayable_session';

/**
 * One browser: its cookies, kept as the server sets them, and JSON calls with them. `cookie` is
 * the session cookie (`unsayable_session=…`); any other cookie the server sets is kept beside it
 * and sent with every call (paths are not told apart: every call here is to the API).
 */
export class Device {
  cookie = '';
  private readonly others = new Map<string, string>();

  constructor(readonly url: string) {}

  /** The value of a cookie the server set besides the session's, if the device holds it. */
  cookieValue(name: string): string | undefined {
    return this.others.get(name)?.slice(name.length + 1);
  }

  private keep(setCookies: string[]): void {
    for (const line of setCookies) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const cleared = /;\s*Max-Age=0/i.test(line);
      if (name === SESSION_COOKIE) this.cookie = cleared ? '' : pair;
      else if (cleared) this.others.delete(name);
      else this.others.set(name, pair);
    }
  }

  async call(path: string, init: { method?: string; body?: unknown; origin?: string; raw?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const cookies = [this.cookie, ...this.others.values()].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (init.origin) headers.origin = init.origin;
    const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const res = await fetch(`${this.url}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
    });
    const setCookie = res.headers.get('set-cookie');
    this.keep(res.headers.getSetCookie());
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      json = { text };
    }
    return { status: res.status, body: json, setCookie, location: res.headers.get('location') };
  }

  /** An anonymous session, as the game's first screen makes one. */
  async play(name = ''): Promise<string> {
    const { body } = await this.call('/api/session', { body: name ? { name } : {} });
    return String(body.playerId);
  }
}
