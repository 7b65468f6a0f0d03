import type * as z from 'zod';
import { fixedMessages, ownMessages } from './messages.ts';
import {
  type DecidedPayload,
  type DecidedType,
  decidedRequestSchemas,
  type GameRequest,
  isGameRequestType,
  isRequestType,
  type ParsedPayload,
  type Payload,
  type RequestOf,
  type RequestType,
  requestSchemas,
  type SystemRequestType,
} from './protocol.ts';

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

/** The catalogue seen per type, so that parsing a K gives a K's payload. */
const schemaOf: { [K in RequestType]: z.ZodType<ParsedPayload<K>, Payload<K>> } = requestSchemas;
const decidedSchemaOf: { [K in DecidedType]: z.ZodType<DecidedPayload<K>> } = decidedRequestSchemas;

const cardUpdateFields = ['gamecode', 'index', 'status', 'roundStatus'] as const;

/** A card update missing any of its four fields gets one message for all of them. */
function missesCardUpdateField(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return true;
  return cardUpdateFields.some((field) => {
    const value: unknown = Reflect.get(payload, field);
    return value === undefined || value === null || value === '';
  });
}

/** Parses the payload of a request whose type is known to be in the catalogue. */
export function parseRequest<K extends RequestType>(type: K, payload: unknown): Parsed<ParsedPayload<K>> {
  if (type === 'updateCardStatus' && missesCardUpdateField(payload))
    return { ok: false, message: fixedMessages.missingCardParams };
  return parseWith(schemaOf[type], payload);
}

/** A parsed request with its type, as `decide` takes it. */
export function withType<K extends DecidedType>(type: K, payload: DecidedPayload<K>): RequestOf<K> {
  return { ...payload, type };
}

/** Parses a player's game request by its type name; unknown types are refused. */
export function parseGameRequest(type: string, payload: unknown): Parsed<GameRequest> {
  if (!isRequestType(type) || !isGameRequestType(type))
    return { ok: false, message: ownMessages.invalidRequest(`unknown request "${type}"`) };
  if (type === 'updateCardStatus' && missesCardUpdateField(payload))
    return { ok: false, message: fixedMessages.missingCardParams };
  return parseDecided(type, payload);
}

/** Parses a request the server makes itself. */
export function parseSystemRequest<K extends SystemRequestType>(
  type: K,
  payload: unknown,
): Parsed<RequestOf<K>> {
  return parseDecided(type, payload);
}

function parseDecided<K extends DecidedType>(type: K, payload: unknown): Parsed<RequestOf<K>> {
  const parsed = parseWith(decidedSchemaOf[type], payload);
  return parsed.ok ? { ok: true, value: withType(type, parsed.value) } : parsed;
}
