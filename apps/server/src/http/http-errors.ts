import { STATUS_CODES } from 'node:http';
import { fallbackMessages } from '@unsayable/rules';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import type { AddressLimits } from '../access/address-limits.ts';
import { clientAddress } from '../access/client-address.ts';
import { type ErrorLog, SERVER_LOG } from '../errors/error-log.ts';
import { limits } from '../limits.ts';

export const httpMessages = {
  notJson: 'The request body is not valid JSON',
  tooLarge: `Request too large (at most ${limits.maxSessionBodyBytes / 1024} KB)`,
  unsupportedBody: 'The request body has an encoding or character set this server does not read',
} as const;

/** What Express, body-parser and serve-static put on the errors they pass on. */
interface HttpError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  message?: unknown;
  expose?: unknown;
}

/**
 * The last handler: every error of an HTTP request becomes one line of the JSON log and a short
 * answer. Without it Express prints the stack trace as plain text, into a log of JSON lines, for
 * every probe of a path like `/../../etc/passwd`. Client errors (4xx: a path refused, a body that
 * is not JSON or too large) are expected refusals: logged at `info`, without a stack. Anything
 * else is the server's own failure: logged at `error` with its stack, answered with the fallback.
 */
export function httpErrorHandler({
  log,
  errors,
  addresses,
  trustProxy,
  now,
}: {
  log: Logger;
  errors: ErrorLog;
  /** A flood of bad sign-ins writes one error-log entry a minute per address, not one each. */
  addresses: AddressLimits;
  trustProxy: boolean;
  now: () => number;
}): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const err = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
    const status = statusOf(err);
    const expected = status < 500;
    const message = expected ? clientMessage(err, status) : fallbackMessages.default;
    const fields = {
      status,
      method: req.method,
      url: req.originalUrl.slice(0, 300),
      reason: typeof err.type === 'string' ? err.type : undefined,
    };
    if (expected) log.info({ ...fields, refusal: message }, 'http request refused');
    else log.error({ ...fields, err: error }, 'http request failed');
    const answer = async () => {
      // Sign-in failures are the players' own: they go in the error log like every refused request.
      const record =
        req.path === '/api/session' &&
        (!expected || addresses.refuse(clientAddress(req, trustProxy), 'sign-in input', now()) === 'refused');
      if (record)
        await errors.refuse(SERVER_LOG, message, {
          name: expected ? 'SessionError' : 'Error',
          source: 'session',
          additionalInfo: fields.reason ?? String(status),
        });
      if (res.headersSent) {
        // Half an answer cannot be finished cleanly: the connection goes, as Express would do.
        req.socket.destroy();
        return;
      }
      if (req.path.startsWith('/api/')) res.status(status).json({ error: message });
      else res.status(status).type('text/plain').send(message);
    };
    answer().catch((failure: unknown) => {
      log.error({ err: failure }, 'http error answer failed');
      req.socket.destroy();
    });
  };
}

function statusOf(err: HttpError): number {
  const status = typeof err.status === 'number' ? err.status : err.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function clientMessage(err: HttpError, status: number): string {
  switch (err.type) {
    case 'entity.parse.failed':
      return httpMessages.notJson;
    case 'entity.too.large':
      return httpMessages.tooLarge;
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return httpMessages.unsupportedBody;
    default:
      return STATUS_CODES[status] ?? 'Bad request';
  }
}
