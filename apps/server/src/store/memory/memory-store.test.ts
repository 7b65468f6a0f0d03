import { storeContract } from '../contract/store.contract.ts';
import { MemoryStore } from './memory-store.ts';

storeContract('memory', async () => {
  const store = new MemoryStore();
  return { store, cleanup: () => store.close() };
});
