import type { Ack, PlayingTeam } from '@unsayable/rules';
import { io, type Socket } from 'socket.io-client';

/**
 * Players who join through the server's own protocol, without a browser: a session cookie from
 * `POST /api/session`, a socket, a `joinGame` request. For specs that need a full lobby on one
 * browser's screen without a browser context per player (this machine has 2 cores).
 */
export async function joinBySocket(
  baseURL: string,
  gamecode: string,
  name: string,
  team?: PlayingTeam,
  /** Every frame the socket receives, as JSON text (for secrecy checks on the wire). */
  frames?: string[],
): Promise<Socket> {
  const res = await fetch(`${baseURL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: '{}',
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`no session for ${name}: ${res.status}`);
  const socket = io(baseURL, { transports: ['websocket'], extraHeaders: { cookie, origin: baseURL } });
  if (frames)
    socket.onAny((event: string, ...args: unknown[]) => frames.push(JSON.stringify([event, ...args])));
  await new Promise<void>((resolve, reject) => {
    socket.once('hello', () => resolve());
    socket.once('connect_error', reject);
  });
  const send = async (type: string, payload: Record<string, unknown>) => {
    const ack = await requestBySocket(socket, type, payload);
    if (!ack.ok) throw new Error(`${name}: ${type} in ${gamecode} refused: ${ack.error}`);
  };
  await send('joinGame', { gamecode, name });
  if (team) await send('updateTeam', { gamecode, team });
  return socket;
}

/** One request of the server's protocol from a socket player, answered by its acknowledgement. */
export async function requestBySocket(
  socket: Socket,
  type: string,
  payload: Record<string, unknown>,
): Promise<Ack> {
  return (await socket.emitWithAck('request', { id: crypto.randomUUID(), type, payload })) as Ack;
}
