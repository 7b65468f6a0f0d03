import type { Hello } from '@unsayable/rules';
import { io } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { startTestServer } from './harness.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.cleanup();
});

it('/healthz names the process its connections are told of (alone, not a cluster), and says 503 while it stops', async () => {
  server = await startTestServer({ drainMs: 400 });
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  const body = (await health.json()) as { ok: boolean; instance: string; stopping: boolean };
  expect(body).toMatchObject({ ok: true, store: 'sqlite', stopping: false });
  const socket = io(server.url, { transports: ['websocket'] });
  const hello = await new Promise<Hello>((resolve) => socket.once('hello', resolve));
  expect(hello.instance).toBe(body.instance);
  expect(hello.cluster).toBe(false);
  socket.close();

  const stopped = server.close();
  const draining = await fetch(`${server.url}/healthz`);
  expect(draining.status).toBe(503);
  // Still alive while it stops: a supervisor must not restart it for draining.
  expect((await fetch(`${server.url}/livez`)).status).toBe(200);
  expect(await draining.json()).toMatchObject({ ok: false, stopping: true, instance: body.instance });
  await stopped;
});
