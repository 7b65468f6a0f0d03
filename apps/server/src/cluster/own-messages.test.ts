import { createShardedAdapter } from '@socket.io/redis-adapter';
import { MessageType } from 'socket.io-adapter';
import { Encoder, PacketType } from 'socket.io-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { droppingOwnMessages } from './own-messages.ts';

/** What the tests see of the adapter beyond its public face: its id and where it reads a message. */
interface AdapterInside {
  uid: string;
  onMessage(message: unknown): void;
}

/** A namespace as the adapter reads it. */
const namespace = { name: '/', server: { encoder: new Encoder(), opts: {} } };

/** A cluster adapter on stand-in Redis clients: what it publishes is kept, as Redis would deliver it. */
function adapterWithPublished() {
  const published: Buffer[] = [];
  // The `redis` package's client, as the adapter tells it from ioredis's: by its `sSubscribe`.
  const pub = {
    sSubscribe: async () => undefined,
    sPublish: async (_channel: string, payload: string | Buffer) => {
      published.push(Buffer.from(payload));
      return 1;
    },
  };
  const sub = { sSubscribe: async () => undefined, sUnsubscribe: async () => undefined };
  const adapter = droppingOwnMessages(
    createShardedAdapter(pub, sub, { channelPrefix: 'test:socket.io', subscriptionMode: 'dynamic' })(
      namespace,
    ),
  );
  const deliver = (message: Buffer) =>
    (adapter as unknown as { onRawMessage(raw: Buffer, channel: Buffer): void }).onRawMessage(
      message,
      Buffer.from('test:socket.io#/#player:p1#'),
    );
  return { adapter, published, deliver };
}

async function publishView(adapter: ReturnType<typeof adapterWithPublished>['adapter']) {
  await adapter.broadcast(
    { type: PacketType.EVENT, data: ['view', { preencodedJson: '{"gamecode":"ABCDEF","version":3}' }] },
    { rooms: new Set(['player:p1']), except: new Set() },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a cluster adapter’s own messages', () => {
  it('are dropped unread when they come back from Redis', async () => {
    const { adapter, published, deliver } = adapterWithPublished();
    await publishView(adapter);
    const [own] = published;
    if (!own) throw new Error('nothing published');
    const parse = vi.spyOn(JSON, 'parse');
    const onMessage = vi.spyOn(adapter as unknown as AdapterInside, 'onMessage');
    deliver(own);
    expect(parse).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('are the only ones dropped: another process’s view is read and delivered', async () => {
    const here = adapterWithPublished();
    const other = adapterWithPublished();
    await publishView(other.adapter);
    const [theirs] = other.published;
    if (!theirs) throw new Error('nothing published');
    const onMessage = vi.spyOn(here.adapter as unknown as AdapterInside, 'onMessage');
    here.deliver(theirs);
    expect(onMessage).toHaveBeenCalledOnce();
    expect(onMessage.mock.calls[0]?.[0]).toMatchObject({
      uid: (other.adapter as unknown as AdapterInside).uid,
      type: MessageType.BROADCAST,
    });
  });
});
