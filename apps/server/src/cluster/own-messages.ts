import type { Adapter } from 'socket.io-adapter';

/** What the Redis adapter has that this needs: its id in the cluster and its entry for raw messages. */
interface RawMessageAdapter {
  readonly uid: string;
  onRawMessage(raw: Buffer, channel: Buffer | string): void;
}

/**
 * Makes a cluster adapter drop the messages it published itself without reading them. A process
 * subscribes to the channel of every player it holds, so each view it publishes to such a player
 * comes back to it, and the adapter parsed every such message whole (a view escaped inside JSON)
 * only to find its own id in it and drop it. The cluster adapter adds its id and namespace to a
 * message last, so a message in JSON ends with them: one that ends with this adapter's is its own.
 * Any other message (another process's, or one in MessagePack) is read as before.
 */
export function droppingOwnMessages<A extends Adapter>(adapter: A): A {
  const raw = adapter as unknown as RawMessageAdapter;
  const ownEnding = Buffer.from(
    `,"uid":${JSON.stringify(raw.uid)},"nsp":${JSON.stringify(adapter.nsp.name)}}`,
  );
  const read = raw.onRawMessage.bind(raw);
  raw.onRawMessage = (message, channel) => {
    if (
      message[0] === 0x7b &&
      message.length > ownEnding.length &&
      ownEnding.equals(message.subarray(message.length - ownEnding.length))
    )
      return;
    read(message, channel);
  };
  return adapter;
}
