import { Decoder, Encoder, type Packet, PacketType } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { EncodedJson } from '../views/wire-json.ts';
import { JsonOnlyEncoder } from './socket-parser.ts';

const packets: Packet[] = [
  { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
  { type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'not allowed' } },
  { type: PacketType.DISCONNECT, nsp: '/' },
  { type: PacketType.EVENT, nsp: '/', data: ['hello', { playerId: null, serverTime: 1 }] },
  { type: PacketType.EVENT, nsp: '/admin', data: ['view', { text: 'quote " and \u2028' }], id: 7 },
  { type: PacketType.ACK, nsp: '/', data: [{ ok: true, outcome: 'accepted', version: 3 }], id: 12 },
];

function decode(text: string): Packet {
  const decoder = new Decoder();
  let decoded: Packet | undefined;
  decoder.on('decoded', (packet: Packet) => {
    decoded = packet;
  });
  decoder.add(text);
  return decoded as Packet;
}

describe('JsonOnlyEncoder', () => {
  it('writes what the default encoder writes, so clients keep the default parser', () => {
    for (const packet of packets) {
      expect(new JsonOnlyEncoder().encode(packet)).toEqual(new Encoder().encode(packet));
    }
  });

  it('puts JSON encoded ahead into the packet as it is', () => {
    const message = { gamecode: 'ABCDEF', view: { version: 4, players: [] }, serverTime: 9 };
    const ahead: Packet = {
      type: PacketType.EVENT,
      nsp: '/',
      data: ['view', new EncodedJson(JSON.stringify(message))],
    };
    const plain: Packet = { type: PacketType.EVENT, nsp: '/', data: ['view', message] };
    const [text] = new JsonOnlyEncoder().encode(ahead);
    expect(text).toBe(new Encoder().encode(plain)[0]);
    expect(decode(text as string).data).toEqual(['view', message]);
  });

  it('recognises JSON encoded ahead after a trip through another process (class lost, field kept)', () => {
    const message = { gamecode: 'ABCDEF', view: { version: 5 }, serverTime: 10 };
    // What MessagePack gives back for an EncodedJson: its own fields as a plain object.
    const travelled = { ...new EncodedJson(JSON.stringify(message)) };
    const [text] = new JsonOnlyEncoder().encode({
      type: PacketType.EVENT,
      nsp: '/',
      data: ['view', travelled],
    });
    expect(decode(text as string).data).toEqual(['view', message]);
    // An object that merely has the field among others is data like any other.
    const lookalike = { preencodedJson: '{}', other: 1 };
    const [plain] = new JsonOnlyEncoder().encode({
      type: PacketType.EVENT,
      nsp: '/',
      data: ['x', lookalike],
    });
    expect(decode(plain as string).data).toEqual(['x', lookalike]);
  });
});
