import {
  type HttpRefusal,
  type HttpRouteName,
  httpRoutes,
  type MessageRef,
  type RouteAnswer,
  type RouteBody,
} from '@unsayable/rules';

/**
 * What a call of a catalogue route came to: the route's answer, or why not. `refusal` is the
 * server's own `{ error, errorRef }`; a failure of the network (status 0), a proxy's page or a
 * server error has only a `cause`, for the error log.
 */
export type RouteResult<K extends HttpRouteName> =
  | { ok: true; answer: RouteAnswer<K> }
  | { ok: false; status: number; refusal: HttpRefusal | undefined; cause: string };

/** A text's key and values as the server sent them, if it sent them whole. */
function refOf(value: unknown): MessageRef | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const key = Reflect.get(value, 'key');
  const params = Reflect.get(value, 'params') ?? {};
  return typeof key === 'string' && typeof params === 'object' && params !== null
    ? { key, params }
    : undefined;
}

/** The server's refusal in an answer, if it is one: `{ error, errorRef? }`. */
function refusalOf(body: unknown): HttpRefusal | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = Reflect.get(body, 'error');
  if (typeof error !== 'string') return undefined;
  const errorRef = refOf(Reflect.get(body, 'errorRef'));
  return errorRef ? { error, errorRef } : { error };
}

/**
 * Calls route `name` of the route catalogue with its body (undefined for a route that reads none),
 * same origin unless `origin` names the server, the session cookie carried by the browser. Its
 * answer is typed by the catalogue, as a socket request's acknowledgement is: the server parses
 * every body with the same catalogue and answers with its types. What comes back is input all the
 * same: the network may fail, a proxy may answer with an HTML page.
 */
export async function callRoute<K extends HttpRouteName>(
  name: K,
  body: RouteBody<K>,
  origin = '',
): Promise<RouteResult<K>> {
  const { method, path } = httpRoutes[name];
  const url = `${origin}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    return { ok: false, status: 0, refusal: undefined, cause: `${url}: ${String(error)}` };
  }
  const { status } = response;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await response.text());
  } catch (error) {
    return { ok: false, status, refusal: undefined, cause: `${url}: ${status}, not JSON: ${String(error)}` };
  }
  if (response.ok) return { ok: true, answer: answerOf<K>(parsed) };
  const cause = `${url}: ${status} ${JSON.stringify(parsed).slice(0, 500)}`;
  return { ok: false, status, refusal: refusalOf(parsed), cause };
}

/** An answer that did not refuse, trusted to be the catalogue's as the server sends it (JSON's `any`). */
const answerOf = <K extends HttpRouteName>(parsed: ReturnType<typeof JSON.parse>): RouteAnswer<K> => parsed;
