import { type FormEvent, useState } from 'react';
import type { NavigateFunction } from 'react-router';
import { saveSession } from '../../net/saved-session.ts';
import type { AppDispatch } from '../../state/root.ts';
import { ensureSession } from '../../state/session-thunk.ts';

type Checked<R, E> = ({ ok: true } & R) | { ok: false; errors: E };

/**
 * A form checked with the server's own rules: messages appear on the first attempt and then
 * follow the entries as they are fixed. `submit` runs `send` only for a form that passes.
 */
export function useCheckedForm<F, R, E extends object>(
  initial: () => F,
  check: (form: F) => Checked<R, E>,
  onRefused: () => void,
) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Partial<E>>({});
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);

  const update = (change: Partial<F>) => {
    const next = { ...form, ...change };
    setForm(next);
    if (tried) {
      const result = check(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (send: (checked: R) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    const result = check(form);
    if (!result.ok) {
      setErrors(result.errors);
      onRefused();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await send(result);
    } finally {
      setPending(false);
    }
  };

  return { form, errors, pending, update, submit };
}

/**
 * Create and Join end the same way: make sure this browser has its player (the HttpOnly cookie),
 * send the request, save the session and open the lobby (which forwards to play if the game is
 * under way). The saved code is the lobby's about to open: a reload that comes before the lobby
 * has loaded must still find the game. Failures are shown by the app.
 */
export async function enterGame(
  dispatch: AppDispatch,
  navigate: NavigateFunction,
  name: string,
  operation: 'createGame' | 'joinGame',
  request: () => Promise<string>,
): Promise<void> {
  const session = await dispatch(ensureSession({ name, operation }));
  if (!ensureSession.fulfilled.match(session)) return;
  let gamecode: string;
  try {
    gamecode = await request();
  } catch {
    return; // the server's message is already shown
  }
  saveSession({ playerId: session.payload, playerName: name, gamecode });
  navigate(`/waiting/${gamecode}`);
}
