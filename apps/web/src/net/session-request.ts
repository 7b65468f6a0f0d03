import type { SessionAnswer } from './connection-types.ts';

/**
 * `POST /api/session`: the server sets the HttpOnly cookie and answers with the player id. What
 * comes back is input like any other: a proxy may answer with an HTML page, the network may fail.
 */
export async function postSession(url: string, name: string): Promise<SessionAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
  } catch (error) {
    return { ok: false, refusal: null, cause: `${url}: ${String(error)}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    return { ok: false, refusal: null, cause: `${url}: ${response.status}, not JSON: ${String(error)}` };
  }
  if (response.ok && hasText(body, 'playerId')) return { ok: true, playerId: body.playerId };
  // A 400 is the server turning the name down on purpose; anything else is a failure.
  const refusal = response.status === 400 && hasText(body, 'error') ? body.error : null;
  return { ok: false, refusal, cause: `${url}: ${response.status} ${JSON.stringify(body).slice(0, 500)}` };
}

function hasText<F extends string>(body: unknown, field: F): body is Record<F, string> {
  return (
    typeof body === 'object' && body !== null && field in body && typeof Reflect.get(body, field) === 'string'
  );
}
