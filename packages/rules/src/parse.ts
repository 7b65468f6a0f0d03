import type { z } from 'zod';
import { ownMessages, seedMessages } from './messages.ts';
import {
  type GameRequest,
  type GameRequestType,
  gameRequestSchemas,
  otherRequestSchemas,
  type SystemRequestType,
  systemRequestSchemas,
} from './schemas.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** zod 4's own messages start with a capital too ("Invalid input", "Too small", "Too big"). */
const ZOD_BUILT_IN = /^(Invalid|Too small|Too big|Unrecognized)/;

/** The first problem of a failed parse, in words a player can act on. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return ownMessages.invalidRequest('unreadable');
  // Our own messages are whole sentences; zod's built-in ones need the field named.
  if (issue.code === 'custom' || /^[A-Z]/.test(issue.message)) {
    return ZOD_BUILT_IN.test(issue.message) && issue.path.length > 0
      ? ownMessages.invalidRequest(`${issue.path.join('.')}: ${issue.message}`)
      : issue.message;
  }
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return ownMessages.invalidRequest(`${where}${issue.message}`);
}

function parseWith<T>(schema: z.ZodType<T>, payload: unknown): Parsed<T> {
  const result = schema.safeParse(payload);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: describeIssue(result.error) };
}

const cardUpdateFields = ['gamecode', 'index', 'status', 'roundStatus'] as const;

/** Parses a player's request of the given type; unknown types are refused. */
export function parseGameRequest(type: string, payload: unknown): Parsed<GameRequest> {
  if (!Object.hasOwn(gameRequestSchemas, type))
    return { ok: false, message: ownMessages.invalidRequest(`unknown request "${type}"`) };
  const key = type as GameRequestType;
  if (key === 'updateCardStatus') {
    // The seed names one message for any missing part of a card update.
    const body = (payload ?? {}) as Record<string, unknown>;
    if (
      typeof payload !== 'object' ||
      cardUpdateFields.some((f) => body[f] === undefined || body[f] === null || body[f] === '')
    ) {
      return { ok: false, message: seedMessages.missingCardParams };
    }
  }
  const parsed = parseWith(gameRequestSchemas[key] as z.ZodType<object>, payload);
  return parsed.ok ? { ok: true, value: { ...parsed.value, type: key } as GameRequest } : parsed;
}

/** Parses a request the server makes itself. */
export function parseSystemRequest(type: SystemRequestType, payload: unknown): Parsed<GameRequest> {
  const parsed = parseWith(systemRequestSchemas[type] as z.ZodType<object>, payload);
  return parsed.ok ? { ok: true, value: { ...parsed.value, type } as GameRequest } : parsed;
}

/** Parses one of the requests that do not change a game (create, verify, ideas, reports). */
export function parseOtherRequest<K extends keyof typeof otherRequestSchemas>(
  type: K,
  payload: unknown,
): Parsed<z.infer<(typeof otherRequestSchemas)[K]>> {
  return parseWith(
    otherRequestSchemas[type] as unknown as z.ZodType<z.infer<(typeof otherRequestSchemas)[K]>>,
    payload,
  );
}
