import { useEffect } from 'react';
import { useConnection } from '../../app/hooks.ts';
import type { Connection } from '../../net/socket.ts';

/**
 * The connection of a form that will need the server soon: it starts connecting as the form
 * opens, so pressing the button does not wait for the socket client to load.
 */
export function useWarmConnection(): Connection {
  const connection = useConnection();
  useEffect(() => {
    const lazy = connection as Connection & { warm?: () => void };
    lazy.warm?.();
  }, [connection]);
  return connection;
}
