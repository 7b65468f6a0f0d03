import { MemoryStore } from './memory-store.ts';
import { storeContract } from './store-contract.ts';

storeContract('memory', async () => {
  const store = new MemoryStore();
  return { store, cleanup: () => store.close() };
});
