import { httpRoutes } from '@unsayable/rules';
import type { SessionAnswer } from './connection-types.ts';
import { callRoute } from './route-call.ts';

/**
 * `POST /api/session` on the server at `origin` (same origin when empty): the server sets the
 * HttpOnly cookie and answers with the player id. What comes back is input like any other: a
 * proxy may answer with an HTML page, the network may fail.
 */
export async function postSession(origin: string, name: string): Promise<SessionAnswer> {
  const result = await callRoute('session', { name }, { origin });
  // A proxy's JSON without a player id is no answer either.
  if (result.ok && typeof result.answer.playerId === 'string')
    return { ok: true, playerId: result.answer.playerId };
  if (result.ok)
    return {
      ok: false,
      refusal: null,
      cause: `${origin}${httpRoutes.session.path}: ${JSON.stringify(result.answer).slice(0, 500)}`,
    };
  // A 400 is the server turning the name down on purpose; anything else is a failure.
  const refusal = result.status === 400 ? (result.refusal?.error ?? null) : null;
  return { ok: false, refusal, cause: result.cause };
}
