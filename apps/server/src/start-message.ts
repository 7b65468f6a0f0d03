import type { NetworkInterfaceInfo } from 'node:os';
import { EVERY_ADDRESS, httpOrigin, networkAddresses } from './http/join-origin.ts';

/**
 * The one human line `npm start` prints beside its JSON log: the address to open on this machine
 * and, when the server listens on every address, those that other devices on the same network
 * (the players' phones) can open: each IPv4 address of the machine that is not its loopback.
 */
export function startMessage(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): string {
  const here = `Unsayable is running: open ${httpOrigin(EVERY_ADDRESS.has(host) ? 'localhost' : host, port)}`;
  if (!EVERY_ADDRESS.has(host)) return here;
  const network = networkAddresses(interfaces).map((address) => httpOrigin(address, port));
  return network.length > 0 ? `${here} (on this network: ${network.join(', ')})` : here;
}

/**
 * Prints the start message on a terminal only: under a service manager or in a container, the
 * output stays JSON lines alone, which log collectors parse.
 */
export function announceStart(
  out: { isTTY?: boolean; write(text: string): unknown },
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): void {
  if (out.isTTY) out.write(`${startMessage(host, port, interfaces)}\n`);
}
