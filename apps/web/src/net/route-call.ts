import {
  type HttpRefusal,
  type HttpRouteName,
  httpRoutes,
  type RouteAnswer,
  type RouteBody,
} from '@unsayable/rules';
import { messageRefOf } from './message-ref.ts';

/**
 * What a call of a route came to: its answer, or why not. `refusal` is the server's own
 * `{ error, errorRef }` and `refused` the whole body it came in (a route may say more, such as a
 * deck's left-out lines); a failure of the network (status 0), a proxy's page or a server error
 * has only a `cause`, for the error log.
 */
export type CallResult<T> =
  | { ok: true; answer: T }
  | { ok: false; status: number; refusal: HttpRefusal | undefined; refused?: unknown; cause: string };

/** What a call of a catalogue route came to. */
export type RouteResult<K extends HttpRouteName> = CallResult<RouteAnswer<K>>;

/** The server's refusal in an answer, if it is one: `{ error, errorRef? }`. */
function refusalOf(body: unknown): HttpRefusal | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = Reflect.get(body, 'error');
  if (typeof error !== 'string') return undefined;
  const errorRef = messageRefOf(Reflect.get(body, 'errorRef'));
  return errorRef ? { error, errorRef } : { error };
}

export interface CallOptions {
  /** JSON-encoded when given; undefined for a route that reads none. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls one of this server's routes, the session cookie carried by the browser. The answer is
 * typed by the caller's catalogue (the server answers with the same catalogue's types); what comes
 * back is input all the same: the network may fail, a proxy may answer with an HTML page. An
 * answer with no body (204) is `undefined`.
 */
export async function callJson<T>(
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const { body, headers = {}, signal } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    return { ok: false, status: 0, refusal: undefined, cause: `${url}: ${String(error)}` };
  }
  const { status } = response;
  let parsed: unknown;
  try {
    const text = await response.text();
    parsed = text === '' && response.ok ? undefined : JSON.parse(text);
  } catch (error) {
    return { ok: false, status, refusal: undefined, cause: `${url}: ${status}, not JSON: ${String(error)}` };
  }
  if (response.ok) return { ok: true, answer: answerOf<T>(parsed) };
  const cause = `${url}: ${status} ${JSON.stringify(parsed).slice(0, 500)}`;
  return { ok: false, status, refusal: refusalOf(parsed), refused: parsed, cause };
}

/** An answer that did not refuse, trusted to be the catalogue's as the server sends it (JSON's `any`). */
const answerOf = <T>(parsed: ReturnType<typeof JSON.parse>): T => parsed;

/**
 * Calls route `name` of the route catalogue with its body (undefined for a route that reads none),
 * same origin unless `origin` names the server. Its answer is typed by the catalogue, as a socket
 * request's acknowledgement is: the server parses every body with the same catalogue.
 */
export function callRoute<K extends HttpRouteName>(
  name: K,
  body: RouteBody<K>,
  origin = '',
): Promise<RouteResult<K>> {
  const { method, path } = httpRoutes[name];
  return callJson<RouteAnswer<K>>(method, `${origin}${path}`, { body });
}
