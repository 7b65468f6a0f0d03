import type { ViewMessage } from '@unsayable/rules';
import { PacketType } from 'socket.io-parser';
import type { ViewTransport } from '../views/view-delivery.ts';
import type { EncodedJson } from '../views/wire-json.ts';
import type { GameServer } from './sockets.ts';

/**
 * Views through Socket.IO: what `io.to(room).emit('view', message)` does, but with the adapter's
 * own answer: the in-memory adapter delivers at once; a cluster's publishes to the other processes
 * first and delivers here after, so the acknowledgement waits for it and never overtakes the view of
 * its own change.
 */
export function viewTransport(io: GameServer): ViewTransport {
  return {
    toRoom(room: string, message: EncodedJson<ViewMessage>, onlyHere: boolean): unknown {
      return io
        .of('/')
        .adapter.broadcast(
          { type: PacketType.EVENT, data: ['view', message] },
          { rooms: new Set([room]), except: NOBODY, flags: onlyHere ? HERE_ONLY : EVERYWHERE },
        );
    },
  };
}

/**
 * The options every view's delivery shares, made once (the adapters, in memory or Redis, only read
 * them): no connection of the room is left out; to this process's connections only, or through the
 * cluster. The set is never added to.
 */
const NOBODY = new Set<string>();
const HERE_ONLY = Object.freeze({ local: true });
const EVERYWHERE = Object.freeze({});
