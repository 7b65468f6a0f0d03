import { type ReactNode, use } from 'react';
import { Outlet } from 'react-router';
import { type StoreLoader, useStoreLoader } from './store-loader.ts';

/** The app's store around a part (a test's own store is above it already). */
export function WithStore({ children }: { children: ReactNode }) {
  const loader = useStoreLoader();
  return loader ? <LoadedStore loader={loader}>{children}</LoadedStore> : children;
}

function LoadedStore({ loader, children }: { loader: StoreLoader; children: ReactNode }) {
  const { StoreProvider } = use(loader.load());
  return <StoreProvider>{children}</StoreProvider>;
}

/** The screens that need the store (create, join, a card idea, a game), as a layout route. */
export default function StoreOutlet() {
  return (
    <WithStore>
      <Outlet />
    </WithStore>
  );
}
