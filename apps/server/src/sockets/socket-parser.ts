import { Decoder, type Packet } from 'socket.io-parser';
import { preencodedText } from '../views/wire-json.ts';

/**
 * Socket.IO's packet encoder, for a server that sends only JSON (https://socket.io/docs/v4/custom-parser/).
 * The default one walks every outgoing object looking for binary data before encoding it, which
 * costs as much as encoding; we never send binary. It also lets an argument be JSON encoded ahead
 * (`EncodedJson`, also after a trip through the Redis adapter), put in the packet as it is. The text is the default encoder's exactly, so
 * clients keep the default parser. Incoming packets use the default decoder.
 */
export class JsonOnlyEncoder {
  encode(packet: Packet): string[] {
    // Socket.IO hands the encoder EVENT and ACK packets; only the default encoder turns them into
    // BINARY_* ones. A Buffer passed by mistake would go out as its JSON, not as an attachment.
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id != null) text += packet.id;
    if (packet.data != null) text += encodeData(packet.data);
    return [text];
  }
}

function encodeData(data: unknown): string {
  if (!Array.isArray(data) || !data.some(isPreencoded)) return JSON.stringify(data);
  // Concatenated, not joined: the view's text stays one piece of the packet's, copied once, when
  // the packet is written to the socket.
  let text = '[';
  for (let i = 0; i < data.length; i++) {
    const item: unknown = data[i];
    text += `${i === 0 ? '' : ','}${preencodedText(item) ?? JSON.stringify(item) ?? 'null'}`;
  }
  return `${text}]`;
}

const isPreencoded = (item: unknown) => preencodedText(item) !== undefined;

export const jsonOnlyParser = { Encoder: JsonOnlyEncoder, Decoder };
