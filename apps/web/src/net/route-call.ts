import {
  type DeckProblem,
  type HttpRefusal,
  type HttpRouteName,
  httpRoutes,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  routePath,
} from '@unsayable/rules';
import { messageRefOf } from './message-ref.ts';

/**
 * What a call of a route came to: its answer, or why not. `refusal` is the server's own
 * `{ error, errorRef }` (with a refused deck's left-out lines); a failure of the network (status
 * 0), a proxy's page or a server error has only a `cause`, for the error log.
 */
export type CallResult<T> =
  | { ok: true; answer: T }
  | { ok: false; status: number; refusal: HttpRefusal | undefined; cause: string };

/** What a call of a catalogue route came to. */
export type RouteResult<K extends HttpRouteName> = CallResult<RouteAnswer<K>>;

/** The server's refusal in an answer, if it is one: `{ error, errorRef?, problems? }`. */
function refusalOf(body: unknown): HttpRefusal | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = Reflect.get(body, 'error');
  if (typeof error !== 'string') return undefined;
  const errorRef = messageRefOf(Reflect.get(body, 'errorRef'));
  const problems = problemsOf(Reflect.get(body, 'problems'));
  return { error, ...(errorRef ? { errorRef } : {}), ...(problems ? { problems } : {}) };
}

/** A refused deck's left-out lines, each trusted to be the parser's as the server sends it (JSON's `any`). */
const problemsOf = (problems: ReturnType<typeof JSON.parse>): DeckProblem[] | undefined =>
  Array.isArray(problems) ? problems : undefined;

interface CallOptions {
  /** JSON-encoded when given; undefined for a route that reads none. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls one of this server's routes, the session cookie carried by the browser. What comes back
 * is input: the network may fail, a proxy may answer with an HTML page; an answer that did not
 * refuse is the server's JSON as it came (`callRoute` types it). An answer with no body (204) is
 * `undefined`.
 */
async function callJson(method: string, url: string, options: CallOptions): Promise<CallResult<unknown>> {
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
  if (response.ok) return { ok: true, answer: parsed };
  const cause = `${url}: ${status} ${JSON.stringify(parsed).slice(0, 500)}`;
  return { ok: false, status, refusal: refusalOf(parsed), cause };
}

/**
 * How a route is called besides its body: the headers it reads (a deck's edit key), and the
 * server's origin when it is not this page's.
 */
export interface RouteCall {
  origin?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The routes whose path names a deck (`:id`): their calls give the deck's id as `params`. */
type PathRouteName = { [K in HttpRouteName]: RouteParams<K> extends undefined ? never : K }[HttpRouteName];

/**
 * Calls route `name` of the route catalogue with its body (undefined for a route that reads none)
 * and, for a route whose path names a deck, the deck's id. Its answer is typed by the catalogue, as
 * a socket request's acknowledgement is: the server parses every body with the same catalogue and
 * answers with its types, so an answer that did not refuse is trusted to be the route's.
 */
export function callRoute<K extends PathRouteName>(
  name: K,
  body: RouteBody<K>,
  call: RouteCall & { params: RouteParams<K> },
): Promise<RouteResult<K>>;
export function callRoute<K extends Exclude<HttpRouteName, PathRouteName>>(
  name: K,
  body: RouteBody<K>,
  call?: RouteCall,
): Promise<RouteResult<K>>;
export function callRoute(
  name: HttpRouteName,
  body: unknown,
  call: RouteCall & { params?: { id: string } } = {},
): Promise<CallResult<unknown>> {
  const { origin = '', headers = {}, signal, params } = call;
  return callJson(httpRoutes[name].method, `${origin}${routePath(name, params)}`, {
    body,
    headers,
    ...(signal ? { signal } : {}),
  });
}
