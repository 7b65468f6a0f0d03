import { fallbackMessages } from '@unsayable/rules';
import { type FormEvent, useState } from 'react';
import type { NavigateFunction } from 'react-router';
import { saveSession } from '../../net/saved-session.ts';
import type { Connection } from '../../net/socket.ts';
import { notify } from '../../ui/notify.ts';

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
 * send the request, save the seed's three entries and open the lobby (which forwards to play if
 * the game is under way). Failures are already toasts; nothing more to do with them here.
 */
export async function enterGame(
  connection: Connection,
  navigate: NavigateFunction,
  name: string,
  request: () => Promise<string | undefined>,
  fallback: string = fallbackMessages.addPlayer,
): Promise<void> {
  let playerId: string;
  try {
    playerId = await connection.ensureSession(name);
  } catch (error) {
    notify.error(error instanceof Error && error.message ? error.message : fallbackMessages.addPlayer);
    return;
  }
  let gamecode: string | undefined;
  try {
    gamecode = await request();
  } catch {
    return; // the server's message is already shown as a toast
  }
  if (!gamecode) {
    notify.error(fallback);
    return;
  }
  saveSession({ playerId, playerName: name, gamecode });
  navigate(`/waiting/${gamecode}`);
}
