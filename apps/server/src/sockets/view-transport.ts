import type { ViewMessage } from '@unsayable/rules';
import { MessageType } from 'socket.io-adapter';
import { PacketType } from 'socket.io-parser';
import type { ViewTransport } from '../views/view-delivery.ts';
import type { EncodedJson } from '../views/wire-json.ts';
import type { GameServer } from './sockets.ts';

/**
 * Views through Socket.IO: what `io.to(room).emit('view', message)` does, but this process's own
 * players first. A cluster adapter's broadcast publishes to the other processes and delivers here
 * only once Redis has answered, so a view to a player held here would wait for a round trip to Redis
 * and for Redis's turn on a busy machine. Here the view goes to this process's players at once, then
 * to the others through Redis; the promise (and so the acknowledgement) still waits for the publish,
 * so an acknowledgement never overtakes the view of its own change anywhere.
 */
export function viewTransport(io: GameServer): ViewTransport {
  return {
    toRoom(room: string, message: EncodedJson<ViewMessage>, onlyHere: boolean): unknown {
      const adapter = io.of('/').adapter;
      const packet = { type: PacketType.EVENT, data: ['view', message] };
      const here = adapter.broadcast(packet, { rooms: new Set([room]), except: NOBODY, flags: HERE_ONLY });
      if (onlyHere || !isPublishing(adapter)) return here;
      const published = adapter
        .publishAndReturnOffset({
          type: MessageType.BROADCAST,
          data: { packet, opts: { rooms: [room], except: [], flags: {} } },
        })
        .catch(() => {
          // As the adapter's own broadcast does: a view Redis did not take is sent again when Redis is
          // back (the cluster's repair), and the players here already have it.
        });
      // The delivery here is answered too (a cluster adapter's broadcast is asynchronous), so that a
      // failure of it reaches the caller as before rather than going unhandled.
      return Promise.all([here, published]).then(() => undefined);
    },
  };
}

/**
 * What a cluster adapter has that this needs: its publish to the other processes, as its broadcast
 * calls it (the message's options in their form on the wire). Absent from the in-memory adapter.
 */
interface PublishingAdapter {
  publishAndReturnOffset(message: {
    type: MessageType.BROADCAST;
    data: { packet: unknown; opts: { rooms: string[]; except: string[]; flags: object } };
  }): Promise<string>;
}

function isPublishing(adapter: object): adapter is PublishingAdapter {
  return typeof (adapter as Partial<PublishingAdapter>).publishAndReturnOffset === 'function';
}

/**
 * The options every view's delivery here shares, made once (the adapters, in memory or Redis, only
 * read them): no connection of the room is left out; to this process's connections only. The set is
 * never added to.
 */
const NOBODY = new Set<string>();
const HERE_ONLY = Object.freeze({ local: true });
