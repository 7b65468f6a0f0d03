import { createContext, useContext } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Connection } from '../net/socket.ts';
import type { AppDispatch, RootState } from './store.ts';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const ConnectionContext = createContext<Connection | null>(null);

/** The one connection, for what is not a slice request (server time, following a game). */
export function useConnection(): Connection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection outside ConnectionContext');
  return connection;
}
