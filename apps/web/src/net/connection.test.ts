import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConnection } from '../testing/fake-connection.ts';
import { NETWORK_ERROR } from './connection-types.ts';

const real = fakeConnection();
const connect = vi.fn(() => real);
vi.mock('./socket.ts', () => ({ connect }));

const { lazyConnection } = await import('./connection.ts');
const events = {
  onHello: vi.fn(),
  onView: vi.fn(),
  heldView: vi.fn(),
  onState: vi.fn(),
  onDisplaced: vi.fn(),
};

afterEach(() => {
  vi.clearAllMocks();
});

describe('the lazy connection', () => {
  it('opens no socket until something needs the server', async () => {
    const connection = lazyConnection(events);
    expect(connection.serverNow()).toBeGreaterThan(0);
    connection.close();
    expect(connect).not.toHaveBeenCalled();
    await connection.request('startTurn', { gamecode: 'ABCDEF' });
    expect(connect).toHaveBeenCalledWith(events);
    expect(real.request).toHaveBeenCalledWith('startTurn', { gamecode: 'ABCDEF' });
  });

  it('opens one socket for everything and hands each call on', async () => {
    const connection = lazyConnection(events);
    connection.warm();
    await connection.ensureSession('Ana');
    connection.report({ message: 'boom' });
    await vi.waitFor(() => expect(real.report).toHaveBeenCalledWith({ message: 'boom' }));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(real.ensureSession).toHaveBeenCalledWith('Ana');
    connection.serverNow();
    expect(real.serverNow).toHaveBeenCalled();
  });
});

describe('reconnecting after the session changed', () => {
  it('opens no socket when none was open, and reopens the one that was', async () => {
    const connection = lazyConnection(events);
    await connection.reconnect();
    expect(connect).not.toHaveBeenCalled();
    connection.warm();
    await connection.reconnect();
    expect(real.reconnect).toHaveBeenCalledTimes(1);
  });
});

describe('the lazy connection, when the socket module cannot load', () => {
  it('answers with the network message instead of throwing', async () => {
    vi.resetModules();
    vi.doMock('./socket.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { lazyConnection: fresh } = await import('./connection.ts');
    const connection = fresh(events);
    await expect(connection.request('startTurn', { gamecode: 'ABCDEF' })).resolves.toEqual({
      ok: false,
      error: NETWORK_ERROR,
      serverTime: expect.any(Number),
    });
    await expect(connection.ensureSession('Ana')).resolves.toMatchObject({ ok: false, refusal: null });
  });
});
