import { createContext, useContext } from 'react';
import type { Connection } from './connection-types.ts';

export const ConnectionContext = createContext<Connection | null>(null);

/** The one connection, for what is not a request (server time, warming up, the session). */
export function useConnection(): Connection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection outside ConnectionContext');
  return connection;
}
