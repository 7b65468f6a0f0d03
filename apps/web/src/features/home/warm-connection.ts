import { useEffect } from 'react';
import { useConnection } from '../../net/connection-context.ts';
import type { Connection } from '../../net/connection-types.ts';

/**
 * The connection of a form that will need the server soon: it starts connecting as the form
 * opens, so pressing the button does not wait for the socket client to load.
 */
export function useWarmConnection(): Connection {
  const connection = useConnection();
  useEffect(() => {
    connection.warm();
  }, [connection]);
  return connection;
}
