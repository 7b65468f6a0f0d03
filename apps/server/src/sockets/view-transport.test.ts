import type { ViewMessage } from '@unsayable/rules';
import { MessageType } from 'socket.io-adapter';
import { describe, expect, it } from 'vitest';
import { EncodedJson } from '../views/wire-json.ts';
import type { GameServer } from './sockets.ts';
import { viewTransport } from './view-transport.ts';

/** An adapter that records what it is asked, in order; a cluster's publish answers when told. */
function fakeAdapter(cluster: boolean) {
  const calls: string[] = [];
  let answer: (offset: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const adapter = {
    broadcast(_packet: unknown, opts: { rooms: Set<string>; flags?: { local?: boolean } }) {
      calls.push(`here ${[...opts.rooms].join()} ${opts.flags?.local ? 'only' : 'and published'}`);
    },
    ...(cluster
      ? {
          publishAndReturnOffset(message: {
            type: number;
            data: { opts: { rooms: string[]; flags: object } };
          }) {
            const { rooms, flags } = message.data.opts;
            calls.push(`published ${message.type} ${rooms.join()} ${JSON.stringify(flags)}`);
            return new Promise<string>((resolve, reject) => {
              answer = resolve;
              fail = reject;
            });
          },
        }
      : {}),
  };
  const io = { of: () => ({ adapter }) } as unknown as GameServer;
  return { io, calls, answer: (offset: string) => answer(offset), fail: (e: Error) => fail(e) };
}

const message = new EncodedJson<ViewMessage>('{"gamecode":"BCDEFG"}');

describe('viewTransport', () => {
  it("delivers to this process's players before Redis answers, and settles once the view is published", async () => {
    const fake = fakeAdapter(true);
    let settled = false;
    const sent = Promise.resolve(viewTransport(fake.io).toRoom('player:p1', message, false)).then(() => {
      settled = true;
    });
    expect(fake.calls).toEqual(['here player:p1 only', `published ${MessageType.BROADCAST} player:p1 {}`]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    fake.answer('');
    await sent;
    expect(settled).toBe(true);
  });

  it('settles when Redis refuses the publish: the players here have the view, and the cluster repairs the rest', async () => {
    const fake = fakeAdapter(true);
    const sent = viewTransport(fake.io).toRoom('player:p1', message, false);
    fake.fail(new Error('connection lost'));
    await expect(sent).resolves.toBeUndefined();
  });

  it("passes a failure of the delivery here on to the caller, as the adapter's own broadcast did", async () => {
    const fake = fakeAdapter(true);
    const adapter = (fake.io.of('/') as unknown as { adapter: { broadcast: () => unknown } }).adapter;
    adapter.broadcast = () => Promise.reject(new Error('socket gone'));
    const sent = viewTransport(fake.io).toRoom('player:p1', message, false);
    fake.answer('');
    await expect(sent).rejects.toThrow('socket gone');
  });

  it('publishes nothing when asked for this process only, or without a cluster', () => {
    const cluster = fakeAdapter(true);
    viewTransport(cluster.io).toRoom('player:p1', message, true);
    expect(cluster.calls).toEqual(['here player:p1 only']);
    const alone = fakeAdapter(false);
    viewTransport(alone.io).toRoom('player:p1', message, false);
    expect(alone.calls).toEqual(['here player:p1 only']);
  });
});
